/* rocm_md.c - the ROCm metadata texts (rocm_md.h): YAML for code object v2,
 * MessagePack for metadata V3.  Layouts: docs/formats/rocm.md, section 5. */
#include "rocm_md.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"

static bool is_blank(char c)
{
    return c == ' ' || (c >= 9 && c <= 13);
}

void rocm_md_kernel_init(RocmMdKernel *k, const char *name)
{
    memset(k, 0, sizeof *k);
    k->name = name;
    k->symbol_name = k->language = k->vec_type_hint = k->runtime_handle = "";
    k->lang_version[0] = k->lang_version[1] = MD_NONE32;
    k->kernarg_size = k->group_fixed = k->private_fixed = k->kernarg_align = MD_NONE64;
    k->wavefront_size = k->sgprs = k->vgprs = MD_NONE32;
    k->max_flat_size = MD_NONE64;
    k->spilled_sgprs = k->spilled_vgprs = MD_NONE32;
}

static bool given32(uint32_t v)
{
    return v != MD_NONE32 && v != MD_DEF32;
}

static bool given64(uint64_t v)
{
    return v != MD_NONE64 && v != MD_DEF64;
}

static bool nonzero3(const uint32_t *v)
{
    return v[0] || v[1] || v[2];
}

/* The printf ids: given ones must differ; the others take the free ones
 * from 1 up. */
static bool printf_ids(const RocmMetadata *md, uint32_t *ids, const char **err)
{
    for (size_t i = 0; i < md->nprintfs; i++) {
        ids[i] = md->printfs[i].id;
        if (ids[i] == MD_DEF32)
            continue;
        for (size_t j = 0; j < i; j++)
            if (md->printfs[j].id == ids[i]) {
                *err = "Duplicate of printf id";
                return false;
            }
    }
    uint32_t next = 1;
    for (size_t i = 0; i < md->nprintfs; i++) {
        if (ids[i] != MD_DEF32)
            continue;
        for (;;) {
            bool used = false;
            for (size_t j = 0; j < md->nprintfs && !used; j++)
                used = md->printfs[j].id == next;
            if (!used)
                break;
            next++;
        }
        ids[i] = next++;
    }
    return true;
}

/* ---- YAML ---- */

static const char *const yaml_kinds[] = {
    "ByValue", "GlobalBuffer", "DynamicSharedPointer", "Sampler", "Image", "Pipe", "Queue",
    "HiddenGlobalOffsetX", "HiddenGlobalOffsetY", "HiddenGlobalOffsetZ", "HiddenNone",
    "HiddenPrintfBuffer", "HiddenDefaultQueue", "HiddenCompletionAction",
    "HiddenMultiGridSyncArg"
};
static const char *const yaml_types[] = {
    "Struct", "I8", "U8", "I16", "U16", "F16", "I32", "U32", "F32", "I64", "U64", "F64"
};
static const char *const yaml_spaces[] = {
    "Private", "Global", "Constant", "Local", "Generic", "Region"
};
static const char *const yaml_accs[] = { "Default", "ReadOnly", "WriteOnly", "ReadWrite" };

/* value kinds of the arguments (the `arg` record's numbers) */
enum { K_BY_VALUE = 0, K_GLOBAL_BUFFER, K_DYN_SHARED_PTR, K_SAMPLER, K_IMAGE, K_PIPE,
       K_MAX = 14 };

/* C-style escapes: \a \b \t \n \v \f \r, other controls and bytes above 0x7e
 * in octal (as short as possible; a digit 0-7 right after a short octal
 * escape is escaped too), \" \' \\. */
static void c_escape(StrBuf *o, const char *s, size_t n)
{
    static const char esc[14] = { 0, 0, 0, 0, 0, 0, 0, 'a', 'b', 't', 'n', 'v', 'f', 'r' };
    bool short_octal = false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c > 0x7e || (short_octal && c >= '0' && c <= '7')) {
            if (c < 14 && esc[c]) {
                sb_putc(o, '\\');
                sb_putc(o, esc[c]);
                short_octal = false;
            } else {
                sb_putc(o, '\\');
                if (c >> 6)
                    sb_putc(o, (char)('0' + (c >> 6)));
                if (c >> 3)
                    sb_putc(o, (char)('0' + ((c >> 3) & 7)));
                sb_putc(o, (char)('0' + (c & 7)));
                short_octal = (c >> 6) == 0;
            }
        } else if (c == '"' || c == '\'' || c == '\\') {
            sb_putc(o, '\\');
            sb_putc(o, (char)c);
            short_octal = false;
        } else {
            sb_putc(o, (char)c);
            short_octal = false;
        }
    }
}

/* A YAML scalar: quoted and escaped when it has special characters, starts
 * with a blank or a digit, or ends with a blank. */
static void yaml_str(StrBuf *o, const char *s)
{
    size_t n = strlen(s);
    bool quote = false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c >= 0x80 || c == '*' || c == '&' || c == '!' || c == '@' ||
            c == '\'' || c == '"')
            quote = true;
    }
    if (n && (is_blank(s[0]) || (s[0] >= '0' && s[0] <= '9') || is_blank(s[n - 1])))
        quote = true;
    if (!quote) {
        sb_append(o, s, n);
        return;
    }
    sb_putc(o, '\'');
    c_escape(o, s, n);
    sb_putc(o, '\'');
}

static void yaml_array(StrBuf *o, unsigned n, const uint32_t *v)
{
    sb_puts(o, "[ ");
    for (unsigned i = 0; i < n; i++)
        sb_printf(o, "%" PRIu32 "%s", v[i], i + 1 < n ? ", " : " ]\n");
}

/* the printf entry "ID:N:SIZE:...:FORMAT" with ':' in the format as \72 */
static void printf_text(StrBuf *o, const RocmMdPrintf *p, uint32_t id, bool escape)
{
    sb_printf(o, "%" PRIu32 ":%zu:", id, p->nargs);
    for (size_t k = 0; k < p->nargs; k++)
        sb_printf(o, "%" PRIu32 ":", p->arg_sizes[k]);
    StrBuf e = STRBUF_INIT;
    if (escape)
        c_escape(&e, p->format, p->format_len);
    else
        sb_append(&e, p->format, strnlen(p->format, p->format_len));
    for (size_t k = 0; k < e.len; k++) {
        if (e.data[k] == ':')
            sb_puts(o, "\\72");
        else
            sb_putc(o, e.data[k]);
    }
    sb_free(&e);
}

bool rocm_md_yaml(const RocmMetadata *md, const uint8_t *const *kconfig, StrBuf *out,
                  const char **err)
{
    static const uint8_t zeros[256];
    uint32_t *ids = xmalloc((md->nprintfs ? md->nprintfs : 1) * sizeof *ids);
    if (!printf_ids(md, ids, err)) {
        free(ids);
        return false;
    }
    sb_puts(out, "---\nVersion:         ");
    if (given32(md->version[0]))
        yaml_array(out, 2, md->version);
    else
        sb_puts(out, "[ 1, 0 ]\n");
    if (md->nprintfs)
        sb_puts(out, "Printf:          \n");
    for (size_t i = 0; i < md->nprintfs; i++) {
        sb_puts(out, "  - '");
        printf_text(out, &md->printfs[i], ids[i], true);
        sb_puts(out, "'\n");
    }
    free(ids);
    if (md->nkernels)
        sb_puts(out, "Kernels:         \n");
    for (size_t i = 0; i < md->nkernels; i++) {
        const RocmMdKernel *k = &md->kernels[i];
        const uint8_t *kc = kconfig && kconfig[i] ? kconfig[i] : zeros;
        sb_puts(out, "  - Name:            ");
        sb_puts(out, k->name);
        sb_puts(out, "\n    SymbolName:      ");
        if (*k->symbol_name)
            yaml_str(out, k->symbol_name);
        else {
            char *s = xmalloc(strlen(k->name) + 4);
            strcpy(s, k->name);
            strcat(s, "@kd");
            yaml_str(out, s);
            free(s);
        }
        sb_putc(out, '\n');
        if (*k->language) {
            sb_puts(out, "    Language:        ");
            yaml_str(out, k->language);
            sb_putc(out, '\n');
        }
        if (k->lang_version[0] != MD_NONE32) {
            sb_puts(out, "    LanguageVersion: ");
            yaml_array(out, 2, k->lang_version);
        }
        if (nonzero3(k->reqd_size) || nonzero3(k->hint_size) || *k->vec_type_hint ||
            *k->runtime_handle) {
            sb_puts(out, "    Attrs:           \n");
            if (nonzero3(k->hint_size)) {
                sb_puts(out, "      WorkGroupSizeHint: ");
                yaml_array(out, 3, k->hint_size);
            }
            if (nonzero3(k->reqd_size)) {
                sb_puts(out, "      ReqdWorkGroupSize: ");
                yaml_array(out, 3, k->reqd_size);
            }
            if (*k->vec_type_hint) {
                sb_puts(out, "      VecTypeHint:     ");
                yaml_str(out, k->vec_type_hint);
                sb_putc(out, '\n');
            }
            if (*k->runtime_handle) {
                sb_puts(out, "      RuntimeHandle:   ");
                yaml_str(out, k->runtime_handle);
                sb_putc(out, '\n');
            }
        }
        if (k->nargs)
            sb_puts(out, "    Args:            \n");
        for (size_t a = 0; a < k->nargs; a++) {
            const RocmMdArg *g = &k->args[a];
            sb_puts(out, "      - ");
            if (*g->name) {
                sb_puts(out, "Name:            ");
                yaml_str(out, g->name);
                sb_puts(out, "\n        ");
            }
            if (*g->type_name) {
                sb_puts(out, "TypeName:        ");
                yaml_str(out, g->type_name);
                sb_puts(out, "\n        ");
            }
            if (g->kind > K_MAX) {
                *err = "Unknown ValueKind";
                return false;
            }
            if (g->type >= CLRX_ARRAY_SIZE(yaml_types)) {
                *err = "Unknown ValueType";
                return false;
            }
            sb_printf(out, "Size:            %" PRIu64 "\n        Align:           %" PRIu64
                      "\n        ValueKind:       %s\n        ValueType:       %s\n", g->size,
                      g->align, yaml_kinds[g->kind], yaml_types[g->type]);
            if (g->kind == K_DYN_SHARED_PTR)
                sb_printf(out, "        PointeeAlign:    %" PRIu64 "\n", g->pointee_align);
            if (g->kind == K_DYN_SHARED_PTR || g->kind == K_GLOBAL_BUFFER) {
                if (g->space == 0 || g->space > 6) {
                    *err = "Unknown AddressSpace";
                    return false;
                }
                sb_printf(out, "        AddrSpaceQual:   %s\n", yaml_spaces[g->space - 1]);
            }
            if (g->kind == K_IMAGE || g->kind == K_PIPE) {
                if (g->acc > 3) {
                    *err = "Unknown AccessQualifier";
                    return false;
                }
                sb_printf(out, "        AccQual:         %s\n", yaml_accs[g->acc]);
            }
            if (g->kind == K_GLOBAL_BUFFER || g->kind == K_IMAGE || g->kind == K_PIPE) {
                if (g->actual_acc > 3) {
                    *err = "Unknown ActualAccessQualifier";
                    return false;
                }
                sb_printf(out, "        ActualAccQual:   %s\n", yaml_accs[g->actual_acc]);
            }
            if (g->is_const)
                sb_puts(out, "        IsConst:         true\n");
            if (g->is_restrict)
                sb_puts(out, "        IsRestrict:      true\n");
            if (g->is_volatile)
                sb_puts(out, "        IsVolatile:      true\n");
            if (g->is_pipe)
                sb_puts(out, "        IsPipe:          true\n");
        }
        /* the code properties not given come from the kernel's configuration */
        sb_printf(out, "    CodeProps:       \n      KernargSegmentSize: %" PRIu64,
                  given64(k->kernarg_size) ? k->kernarg_size : get64(kc + 72));
        sb_printf(out, "\n      GroupSegmentFixedSize: %" PRIu64,
                  given64(k->group_fixed) ? k->group_fixed : (uint64_t)get32(kc + 64));
        sb_printf(out, "\n      PrivateSegmentFixedSize: %" PRIu64,
                  given64(k->private_fixed) ? k->private_fixed : (uint64_t)get32(kc + 60));
        sb_printf(out, "\n      KernargSegmentAlign: %" PRIu64,
                  given64(k->kernarg_align) ? k->kernarg_align
                                            : (uint64_t)1 << (kc[100] & 63));
        sb_printf(out, "\n      WavefrontSize:   %" PRIu32,
                  given32(k->wavefront_size) ? k->wavefront_size
                                             : (uint32_t)1 << (kc[103] & 31));
        sb_printf(out, "\n      NumSGPRs:        %" PRIu32,
                  given32(k->sgprs) ? k->sgprs : (uint32_t)get16(kc + 84));
        sb_printf(out, "\n      NumVGPRs:        %" PRIu32,
                  given32(k->vgprs) ? k->vgprs : (uint32_t)get16(kc + 86));
        if (given32(k->spilled_sgprs))
            sb_printf(out, "\n      NumSpilledSGPRs: %" PRIu32, k->spilled_sgprs);
        if (given32(k->spilled_vgprs))
            sb_printf(out, "\n      NumSpilledVGPRs: %" PRIu32, k->spilled_vgprs);
        sb_printf(out, "\n      MaxFlatWorkGroupSize: %" PRIu64 "\n",
                  given64(k->max_flat_size) ? k->max_flat_size : 256);
        if (nonzero3(k->fixed_size)) {
            sb_puts(out, "      FixedWorkGroupSize:   ");
            yaml_array(out, 3, k->fixed_size);
        }
    }
    sb_puts(out, "...\n");
    return true;
}

/* ---- MessagePack ---- */

static void mp_head(StrBuf *o, uint8_t fix, uint8_t c16, uint8_t c32, size_t n,
                    size_t fixmax)
{
    if (n < fixmax) {
        sb_putc(o, (char)(fix + n));
    } else if (n < 0x10000) {
        sb_putc(o, (char)c16);
        sb_putc(o, (char)(n >> 8));
        sb_putc(o, (char)n);
    } else {
        sb_putc(o, (char)c32);
        for (int s = 24; s >= 0; s -= 8)
            sb_putc(o, (char)(n >> s));
    }
}

static void mp_array(StrBuf *o, size_t n)
{
    mp_head(o, 0x90, 0xdc, 0xdd, n, 16);
}

static void mp_map(StrBuf *o, size_t n)
{
    mp_head(o, 0x80, 0xde, 0xdf, n, 16);
}

static void mp_str(StrBuf *o, const char *s)
{
    size_t n = strlen(s);
    if (n < 32) {
        sb_putc(o, (char)(0xa0 + n));
    } else if (n < 256) {
        sb_putc(o, (char)0xd9);
        sb_putc(o, (char)n);
    } else {
        mp_head(o, 0, 0xda, 0xdb, n, 0);
    }
    sb_append(o, s, n);
}

static void mp_uint(StrBuf *o, uint64_t v)
{
    int bytes;
    if (v < 128) {
        sb_putc(o, (char)v);
        return;
    }
    if (v < 0x100) {
        sb_putc(o, (char)0xcc);
        bytes = 1;
    } else if (v < 0x10000) {
        sb_putc(o, (char)0xcd);
        bytes = 2;
    } else if (v < UINT64_C(0x100000000)) {
        sb_putc(o, (char)0xce);
        bytes = 4;
    } else {
        sb_putc(o, (char)0xcf);
        bytes = 8;
    }
    for (int s = (bytes - 1) * 8; s >= 0; s -= 8)
        sb_putc(o, (char)(v >> s));
}

static void mp_key(StrBuf *o, const char *k)
{
    mp_str(o, k);
}

static void mp_uint3(StrBuf *o, const uint32_t *v)
{
    mp_array(o, 3);
    for (int i = 0; i < 3; i++)
        mp_uint(o, v[i]);
}

static const char *const mp_kinds[] = {
    "by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe",
    "queue", "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z",
    "hidden_none", "hidden_printf_buffer", "hidden_default_queue",
    "hidden_completion_action", "hidden_multigrid_sync_arg"
};
static const char *const mp_types[] = {
    "struct", "i8", "u8", "i16", "u16", "f16", "i32", "u32", "f32", "i64", "u64", "f64"
};
static const char *const mp_spaces[] = {
    "private", "global", "constant", "local", "generic", "region"
};
static const char *const mp_accs[] = { "read_only", "write_only", "read_write" };

bool rocm_md_msgpack(const RocmMetadata *md, const uint8_t *const *kdesc, StrBuf *out,
                     const char **err)
{
    static const uint8_t zeros[64];
    mp_map(out, 2 + (md->nprintfs != 0));
    mp_key(out, "amdhsa.kernels");
    mp_array(out, md->nkernels);
    for (size_t i = 0; i < md->nkernels; i++) {
        const RocmMdKernel *k = &md->kernels[i];
        const uint8_t *kd = kdesc && kdesc[i] ? kdesc[i] : zeros;
        mp_map(out, 13 + nonzero3(k->reqd_size) + (*k->vec_type_hint != 0) +
                        nonzero3(k->hint_size) + (*k->language != 0) +
                        (k->lang_version[0] != MD_NONE32));
        mp_key(out, ".args");
        mp_array(out, k->nargs);
        for (size_t a = 0; a < k->nargs; a++) {
            const RocmMdArg *g = &k->args[a];
            bool img_pipe = g->kind == K_IMAGE || g->kind == K_PIPE;
            bool acc = g->acc != 0 && img_pipe;
            bool actacc = g->actual_acc != 0 && (img_pipe || g->kind == K_GLOBAL_BUFFER);
            bool space = g->space != 0 &&
                         (g->kind == K_GLOBAL_BUFFER || g->kind == K_DYN_SHARED_PTR);
            mp_map(out, 4 + g->is_const + g->is_pipe + g->is_restrict + g->is_volatile +
                            (*g->name != 0) + (*g->type_name != 0) + space + acc + actacc +
                            (g->pointee_align != 0));
            if (acc) {
                if (g->acc > 3) {
                    *err = "Unknown AccessQualifier";
                    return false;
                }
                mp_key(out, ".access");
                mp_str(out, mp_accs[g->acc - 1]);
            }
            if (actacc) {
                if (g->actual_acc > 3) {
                    *err = "Unknown ActualAccessQualifier";
                    return false;
                }
                mp_key(out, ".actual_access");
                mp_str(out, mp_accs[g->actual_acc - 1]);
            }
            if (space) {
                if (g->space > 6) {
                    *err = "Unknown AddressSpace";
                    return false;
                }
                mp_key(out, ".address_space");
                mp_str(out, mp_spaces[g->space - 1]);
            }
            if (g->is_const) {
                mp_key(out, ".is_const");
                sb_putc(out, (char)0xc3);
            }
            if (g->is_pipe) {
                mp_key(out, ".is_pipe");
                sb_putc(out, (char)0xc3);
            }
            if (g->is_restrict) {
                mp_key(out, ".is_restrict");
                sb_putc(out, (char)0xc3);
            }
            if (g->is_volatile) {
                mp_key(out, ".is_volatile");
                sb_putc(out, (char)0xc3);
            }
            if (*g->name) {
                mp_key(out, ".name");
                mp_str(out, g->name);
            }
            mp_key(out, ".offset");
            mp_uint(out, g->align);
            mp_key(out, ".size");
            mp_uint(out, g->size);
            if (g->pointee_align) {
                mp_key(out, ".pointee_align");
                mp_uint(out, g->pointee_align);
            }
            if (*g->type_name) {
                mp_key(out, ".type_name");
                mp_str(out, g->type_name);
            }
            if (g->kind > K_MAX) {
                *err = "Unknown ValueKind";
                return false;
            }
            mp_key(out, ".value_kind");
            mp_str(out, mp_kinds[g->kind]);
            if (g->type >= CLRX_ARRAY_SIZE(mp_types)) {
                *err = "Unknown ValueType";
                return false;
            }
            mp_key(out, ".value_type");
            mp_str(out, mp_types[g->type]);
        }
        mp_key(out, ".group_segment_fixed_size");
        mp_uint(out, given64(k->group_fixed) ? k->group_fixed : get32(kd));
        mp_key(out, ".kernarg_segment_align");
        mp_uint(out, k->kernarg_align);
        mp_key(out, ".kernarg_segment_size");
        mp_uint(out, k->kernarg_size);
        if (*k->language) {
            mp_key(out, ".language");
            mp_str(out, k->language);
        }
        if (k->lang_version[0] != MD_NONE32) {
            mp_key(out, ".language_version");
            mp_array(out, 2);
            mp_uint(out, k->lang_version[0]);
            mp_uint(out, k->lang_version[1]);
        }
        mp_key(out, ".max_flat_workgroup_size");
        mp_uint(out, k->max_flat_size);
        mp_key(out, ".name");
        mp_str(out, k->name);
        mp_key(out, ".private_segment_fixed_size");
        mp_uint(out, given64(k->private_fixed) ? k->private_fixed : get32(kd + 4));
        if (nonzero3(k->reqd_size)) {
            mp_key(out, ".reqd_workgroup_size");
            mp_uint3(out, k->reqd_size);
        }
        mp_key(out, ".sgpr_count");
        mp_uint(out, k->sgprs);
        mp_key(out, ".sgpr_spill_count");
        mp_uint(out, k->spilled_sgprs);
        mp_key(out, ".symbol");
        mp_str(out, k->symbol_name);
        if (*k->vec_type_hint) {
            mp_key(out, ".vec_type_hint");
            mp_str(out, k->vec_type_hint);
        }
        mp_key(out, ".vgpr_count");
        mp_uint(out, k->vgprs);
        mp_key(out, ".vgpr_spill_count");
        mp_uint(out, k->spilled_vgprs);
        mp_key(out, ".wavefront_size");
        mp_uint(out, k->wavefront_size);
        if (nonzero3(k->hint_size)) {
            mp_key(out, ".workgroup_size_hint");
            mp_uint3(out, k->hint_size);
        }
    }
    if (md->nprintfs) {
        uint32_t *ids = xmalloc(md->nprintfs * sizeof *ids);
        if (!printf_ids(md, ids, err)) {
            free(ids);
            return false;
        }
        mp_key(out, "amdhsa.printf");
        mp_array(out, md->nprintfs);
        StrBuf s = STRBUF_INIT;
        for (size_t i = 0; i < md->nprintfs; i++) {
            sb_clear(&s);
            printf_text(&s, &md->printfs[i], ids[i], false);
            sb_putc(&s, '\0');
            mp_str(out, s.data);
        }
        sb_free(&s);
        free(ids);
    }
    mp_key(out, "amdhsa.version");
    mp_array(out, 2);
    mp_uint(out, md->version[0]);
    mp_uint(out, md->version[1]);
    return true;
}

bool rocm_md_printf_strings(const RocmMetadata *md, StrBuf *out, const char **err)
{
    uint32_t *ids = xmalloc((md->nprintfs ? md->nprintfs : 1) * sizeof *ids);
    bool ok = printf_ids(md, ids, err);
    for (size_t i = 0; ok && i < md->nprintfs; i++) {
        printf_text(out, &md->printfs[i], ids[i], false);
        sb_putc(out, '\0');
    }
    free(ids);
    return ok;
}
