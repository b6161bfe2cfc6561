/* rocm_cov.c - ROCm code objects v4, v5 and v6: the target ID, the kernel
 * descriptor and the MessagePack metadata (see rocm_cov.h; the layouts and
 * the mapping from the CLRX settings are in docs/formats/rocm.md, 9).
 *
 * The metadata is written with msgpack-c: unlike clrxasm's own MessagePack
 * (rocm_md.c, whose bytes must be clrxasm's), nothing here has a reference
 * byte stream; the map's keys are written in byte order, as LLVM writes
 * them. */
#include <stdio.h>
#include <string.h>

#include <msgpack.h>

#include "bytes.h"
#include "rocm_cov.h"

/* The processors LLVM knows among the GPUs of the CLRX language (by their
 * ROCm version triple): e_flags' EF_AMDGPU_MACH and the target features. */
typedef struct CovProc {
    uint8_t major, minor, stepping;
    const char *name;
    uint8_t mach;
    bool xnack, sramecc;
} CovProc;

static const CovProc procs[] = {
    { 7, 0, 0, "gfx700", 0x22, false, false }, { 7, 0, 1, "gfx701", 0x23, false, false },
    { 7, 0, 2, "gfx702", 0x24, false, false }, { 7, 0, 3, "gfx703", 0x25, false, false },
    { 7, 0, 4, "gfx704", 0x26, false, false }, { 8, 0, 1, "gfx801", 0x28, true, false },
    { 8, 0, 2, "gfx802", 0x29, false, false }, { 8, 0, 3, "gfx803", 0x2a, false, false },
    { 8, 1, 0, "gfx810", 0x2b, true, false }, { 9, 0, 0, "gfx900", 0x2c, true, false },
    { 9, 0, 2, "gfx902", 0x2d, true, false }, { 9, 0, 4, "gfx904", 0x2e, true, false },
    { 9, 0, 6, "gfx906", 0x2f, true, true }, { 10, 1, 0, "gfx1010", 0x33, true, false },
    { 10, 1, 1, "gfx1011", 0x34, true, false },
};

#define TARGET_PREFIX "amdgcn-amd-amdhsa--"

bool cov_target(GpuVersion ver, const char *target_id, CovTarget *t, const char **err)
{
    static char msg[160];
    const CovProc *p = NULL;
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(procs); i++)
        if (procs[i].major == ver.major && procs[i].minor == ver.minor &&
            procs[i].stepping == ver.stepping)
            p = &procs[i];
    if (!p) {
        snprintf(msg, sizeof msg, "the GPU (gfx%u%u%u) has no processor in ROCm code objects "
                 "v4+", ver.major, ver.minor, ver.stepping);
        *err = msg;
        return false;
    }
    memset(t, 0, sizeof *t);
    snprintf(t->proc, sizeof t->proc, "%s", p->name);
    t->mach = p->mach;
    t->xnack = p->xnack ? COV_ANY : COV_UNSUPPORTED;
    t->sramecc = p->sramecc ? COV_ANY : COV_UNSUPPORTED;
    if (!target_id)
        return true;
    size_t pre = strlen(TARGET_PREFIX), n = strlen(p->name);
    const char *s = target_id;
    if (strncmp(s, TARGET_PREFIX, pre) || strncmp(s + pre, p->name, n) ||
        (s[pre + n] != '\0' && s[pre + n] != ':')) {
        snprintf(msg, sizeof msg, "target ID '%.60s' is not '" TARGET_PREFIX "%s' with "
                 "features", target_id, p->name);
        *err = msg;
        return false;
    }
    s += pre + n;
    while (*s == ':') {
        s++;
        size_t len = strcspn(s, ":");
        int *f = NULL;
        bool supported = false;
        if (len == 6 && !strncmp(s, "xnack", 5)) {
            f = &t->xnack;
            supported = p->xnack;
        } else if (len == 8 && !strncmp(s, "sramecc", 7)) {
            f = &t->sramecc;
            supported = p->sramecc;
        }
        char sign = len ? s[len - 1] : 0;
        if (!f || (sign != '+' && sign != '-')) {
            snprintf(msg, sizeof msg, "unknown target feature '%.*s' (xnack+, xnack-, "
                     "sramecc+, sramecc-)", (int)(len > 40 ? 40 : len), s);
            *err = msg;
            return false;
        }
        if (!supported) {
            snprintf(msg, sizeof msg, "processor %s has no target feature '%.*s'", p->name,
                     (int)len - 1, s);
            *err = msg;
            return false;
        }
        *f = sign == '+' ? COV_ON : COV_OFF;
        s += len;
    }
    return true;
}

uint32_t cov_eflags(const CovTarget *t)
{
    /* EF_AMDGPU_FEATURE_XNACK_V4 (bits 8-9), _SRAMECC_V4 (bits 10-11) */
    return t->mach | (uint32_t)t->xnack << 8 | (uint32_t)t->sramecc << 10;
}

void cov_target_id(const CovTarget *t, StrBuf *out)
{
    sb_printf(out, TARGET_PREFIX "%s", t->proc);
    if (t->sramecc >= COV_OFF)
        sb_printf(out, ":sramecc%c", t->sramecc == COV_ON ? '+' : '-');
    if (t->xnack >= COV_OFF)
        sb_printf(out, ":xnack%c", t->xnack == COV_ON ? '+' : '-');
}

/* ---- arguments ---- */

void cov_arg_offsets(RocmMdKernel *k)
{
    uint64_t end = 0;
    for (size_t i = 0; i < k->nargs; i++) {
        RocmMdArg *a = &k->args[i];
        if (!a->is_offset) {
            uint64_t al = a->align ? a->align : 1;
            a->align = (end + al - 1) & ~(al - 1);
            a->is_offset = true;
        }
        end = a->align + a->size;
    }
}

uint64_t cov_kernarg_size(const RocmMdKernel *k)
{
    uint64_t end = 0;
    for (size_t i = 0; i < k->nargs; i++)
        if (k->args[i].align + k->args[i].size > end)
            end = k->args[i].align + k->args[i].size;
    return end;
}

uint64_t cov_kernarg_align(const RocmMdKernel *k)
{
    uint64_t al = 8;
    for (size_t i = 0; i < k->nargs; i++) {
        uint64_t s = k->args[i].size, a = 1;
        while (a < s && a < 16)
            a <<= 1;
        if (a > al)
            al = a;
    }
    return al;
}

/* ---- the kernel descriptor ---- */

#define KCP_MASK       0x7fu     /* the user SGPR enables (bits 0-6) */
#define KCP_WAVE32     0x400u
#define KCP_DYN_STACK  0x800u

void cov_descriptor(const HsaConfig *h, uint32_t rsrc3, uint8_t out[COV_KD_SIZE])
{
    memset(out, 0, COV_KD_SIZE);
    put32(out, h->group_size);
    put32(out + 4, h->private_size);
    put32(out + 8, (uint32_t)h->kernarg_size);
    put32(out + 44, rsrc3);
    put32(out + 48, h->rsrc1);
    put32(out + 52, h->rsrc2);
    uint16_t props = (uint16_t)((h->sgpr_flags & (KCP_MASK | KCP_WAVE32)) |
                                (h->feature_flags & HSA_DYNAMIC_CALL_STACK ? KCP_DYN_STACK
                                                                            : 0));
    put16(out + 56, props);
}

/* ---- the metadata ---- */

static void pk_str(msgpack_packer *pk, const char *s)
{
    size_t n = strlen(s);
    msgpack_pack_str(pk, n);
    msgpack_pack_str_body(pk, s, n);
}

static void pk_key_uint(msgpack_packer *pk, const char *k, uint64_t v)
{
    pk_str(pk, k);
    msgpack_pack_uint64(pk, v);
}

static void pk_key_str(msgpack_packer *pk, const char *k, const char *v)
{
    pk_str(pk, k);
    pk_str(pk, v);
}

static void pk_key_bool(msgpack_packer *pk, const char *k, bool v)
{
    pk_str(pk, k);
    if (v)
        msgpack_pack_true(pk);
    else
        msgpack_pack_false(pk);
}

static void pk_key_uint3(msgpack_packer *pk, const char *k, const uint32_t *v)
{
    pk_str(pk, k);
    msgpack_pack_array(pk, 3);
    for (int i = 0; i < 3; i++)
        msgpack_pack_uint64(pk, v[i]);
}

static bool nonzero3(const uint32_t *v)
{
    return v[0] || v[1] || v[2];
}

/* `.value_kind` names by the `arg` record's kind numbers (as/pseudo.h) */
static const char *const kinds[] = {
    "by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe",
    "queue", "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z",
    "hidden_none", "hidden_printf_buffer", "hidden_default_queue",
    "hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_hostcall_buffer",
    "hidden_heap_v1", "hidden_block_count_x", "hidden_block_count_y",
    "hidden_block_count_z", "hidden_group_size_x", "hidden_group_size_y",
    "hidden_group_size_z", "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z",
    "hidden_grid_dims", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr",
    "hidden_dynamic_lds_size",
};
#define K_GLOBAL_BUFFER 1u
#define K_DYN_SHARED_PTR 2u
#define K_IMAGE 4u
#define K_PIPE 5u
#define K_FIRST_V5 16u           /* hidden_heap_v1 and after: code object v5 */
static const char *const spaces[] = {
    "private", "global", "constant", "local", "generic", "region"
};
static const char *const accs[] = { "read_only", "write_only", "read_write" };

static bool pack_arg(msgpack_packer *pk, const RocmMdArg *g, unsigned version,
                     const char **err)
{
    if (g->kind >= CLRX_ARRAY_SIZE(kinds) || g->space > 6 || g->acc > 3 ||
        g->actual_acc > 3) {
        *err = "an argument has an unknown value kind, address space or qualifier";
        return false;
    }
    if (g->kind >= K_FIRST_V5 && version < 5) {
        *err = "an argument's value kind exists only in code object v5 and later";
        return false;
    }
    bool img_pipe = g->kind == K_IMAGE || g->kind == K_PIPE;
    bool acc = g->acc != 0 && img_pipe;
    bool actacc = g->actual_acc != 0 && (img_pipe || g->kind == K_GLOBAL_BUFFER);
    bool space = g->space != 0 && (g->kind == K_GLOBAL_BUFFER || g->kind == K_DYN_SHARED_PTR);
    msgpack_pack_map(pk, 3 + acc + actacc + space + g->is_const + g->is_pipe +
                             g->is_restrict + g->is_volatile + (*g->name != 0) +
                             (g->pointee_align != 0) + (*g->type_name != 0));
    if (acc)
        pk_key_str(pk, ".access", accs[g->acc - 1]);
    if (actacc)
        pk_key_str(pk, ".actual_access", accs[g->actual_acc - 1]);
    if (space)
        pk_key_str(pk, ".address_space", spaces[g->space - 1]);
    if (g->is_const)
        pk_key_bool(pk, ".is_const", true);
    if (g->is_pipe)
        pk_key_bool(pk, ".is_pipe", true);
    if (g->is_restrict)
        pk_key_bool(pk, ".is_restrict", true);
    if (g->is_volatile)
        pk_key_bool(pk, ".is_volatile", true);
    if (*g->name)
        pk_key_str(pk, ".name", g->name);
    pk_key_uint(pk, ".offset", g->align);
    if (g->pointee_align)
        pk_key_uint(pk, ".pointee_align", g->pointee_align);
    pk_key_uint(pk, ".size", g->size);
    if (*g->type_name)
        pk_key_str(pk, ".type_name", g->type_name);
    pk_key_str(pk, ".value_kind", kinds[g->kind]);
    return true;
}

static bool pack_kernel(msgpack_packer *pk, const RocmMdKernel *k, unsigned version,
                        GpuArch arch, uint32_t rsrc1, bool dyn_stack, const char **err)
{
    bool v5 = version >= 5, wgp = v5 && arch >= ARCH_GCN1_5;
    bool lang = *k->language != 0, langver = k->lang_version[0] != MD_NONE32;
    msgpack_pack_map(pk, 13 + (*k->runtime_handle != 0) + lang + langver +
                             nonzero3(k->reqd_size) + v5 + (*k->vec_type_hint != 0) + wgp +
                             nonzero3(k->hint_size));
    pk_str(pk, ".args");
    msgpack_pack_array(pk, k->nargs);
    for (size_t a = 0; a < k->nargs; a++)
        if (!pack_arg(pk, &k->args[a], version, err))
            return false;
    if (*k->runtime_handle)
        pk_key_str(pk, ".device_enqueue_symbol", k->runtime_handle);
    pk_key_uint(pk, ".group_segment_fixed_size", k->group_fixed);
    pk_key_uint(pk, ".kernarg_segment_align", k->kernarg_align);
    pk_key_uint(pk, ".kernarg_segment_size", k->kernarg_size);
    if (lang)
        pk_key_str(pk, ".language", k->language);
    if (langver) {
        pk_str(pk, ".language_version");
        msgpack_pack_array(pk, 2);
        msgpack_pack_uint64(pk, k->lang_version[0]);
        msgpack_pack_uint64(pk, k->lang_version[1]);
    }
    pk_key_uint(pk, ".max_flat_workgroup_size", k->max_flat_size);
    pk_key_str(pk, ".name", k->name);
    pk_key_uint(pk, ".private_segment_fixed_size", k->private_fixed);
    if (nonzero3(k->reqd_size))
        pk_key_uint3(pk, ".reqd_workgroup_size", k->reqd_size);
    pk_key_uint(pk, ".sgpr_count", k->sgprs);
    pk_key_uint(pk, ".sgpr_spill_count", k->spilled_sgprs);
    pk_key_str(pk, ".symbol", k->symbol_name);
    if (v5)
        pk_key_bool(pk, ".uses_dynamic_stack", dyn_stack);
    if (*k->vec_type_hint)
        pk_key_str(pk, ".vec_type_hint", k->vec_type_hint);
    pk_key_uint(pk, ".vgpr_count", k->vgprs);
    pk_key_uint(pk, ".vgpr_spill_count", k->spilled_vgprs);
    pk_key_uint(pk, ".wavefront_size", k->wavefront_size);
    if (wgp)
        pk_key_uint(pk, ".workgroup_processor_mode", (rsrc1 >> 29) & 1);
    if (nonzero3(k->hint_size))
        pk_key_uint3(pk, ".workgroup_size_hint", k->hint_size);
    return true;
}

bool cov_metadata(const RocmMetadata *md, unsigned version, const CovTarget *t,
                  GpuArch arch, const uint32_t *rsrc1, const bool *dyn_stack, StrBuf *out,
                  const char **err)
{
    msgpack_sbuffer sbuf;
    msgpack_sbuffer_init(&sbuf);
    msgpack_packer pk;
    msgpack_packer_init(&pk, &sbuf, msgpack_sbuffer_write);
    bool ok = true;
    msgpack_pack_map(&pk, 3 + (md->nprintfs != 0));
    pk_str(&pk, "amdhsa.kernels");
    msgpack_pack_array(&pk, md->nkernels);
    for (size_t i = 0; i < md->nkernels && ok; i++)
        ok = pack_kernel(&pk, &md->kernels[i], version, arch, rsrc1[i], dyn_stack[i], err);
    if (ok && md->nprintfs) {
        StrBuf s = STRBUF_INIT;
        ok = rocm_md_printf_strings(md, &s, err);
        if (ok) {
            pk_str(&pk, "amdhsa.printf");
            msgpack_pack_array(&pk, md->nprintfs);
            for (const char *p = s.data, *e = s.data + s.len; p < e; p += strlen(p) + 1)
                pk_str(&pk, p);
        }
        sb_free(&s);
    }
    if (ok) {
        StrBuf id = STRBUF_INIT;
        cov_target_id(t, &id);
        sb_putc(&id, '\0');
        pk_key_str(&pk, "amdhsa.target", id.data);
        sb_free(&id);
        pk_str(&pk, "amdhsa.version");
        msgpack_pack_array(&pk, 2);
        msgpack_pack_uint64(&pk, 1);
        msgpack_pack_uint64(&pk, version - 3);    /* v4 [1,1], v5 [1,2], v6 [1,3] */
        sb_append(out, sbuf.data, sbuf.size);
    }
    msgpack_sbuffer_destroy(&sbuf);
    return ok;
}
