/* fmt_rocm.c - the ROCm format in clrx-as: its layout (one code section,
 * sections.c as_flat_*, plus the GOT that .gotsym builds and the raw
 * metadata section of .metadata), its kernel and program state, and its
 * pseudo-ops: the kernel configuration (.config, every setting of the AMD
 * HSA kernel code header, .control_directive), the metadata settings
 * (.md_*, .arg, .printf, .cws ...), .fkernel, .gotsym, .globaldata,
 * .target/.tripple, .eflags, .arch_minor/.arch_stepping, the binary format
 * switches (.newbinfmt, .llvm10binfmt, .metadatav3) and .nosectdiffs.
 *
 * Each pseudo-op is checked here as clrxasm checks it (where it may stand,
 * the range of its values, its syntax) and becomes one configuration record
 * of the object keyed by its name (docs/formats/rocm.md, section 6).
 * Nothing is computed from the records here: clrx-ld's ROCm writer
 * (ld/fmt_rocm.c) applies them, so that a kernel configured in one object
 * may have its code in another.
 */
#include "bytes.h"
#include "format.h"
#include "pseudo.h"

#include <string.h>

/* ---- state ---- */

typedef struct RocmKernel {
    bool has_config;           /* .config or .control_directive given */
    int32_t ctrl_sect;         /* its .control_directive section, -1 = none */
} RocmKernel;

typedef struct RocmState {
    int32_t metadata_sect;     /* .metadata's section, -1 = none */
    int32_t got_sect;          /* the GOT, -1 = none */
    uint32_t ngot;             /* its entries */
    bool use_metadata_info;    /* a metadata setting was given (.md_*, .arg ...) */
    bool sect_diffs;           /* differences of code/data/GOT addresses allowed */
    bool metadata_v3;          /* .arg's alignment is an offset (MessagePack) */
} RocmState;

static RocmState *rst(Asm *A)
{
    return A->fmt_state;
}

static RocmKernel *cur_rk(Asm *A)
{
    return A->kernels[A->cur_kernel].fmt;
}

/* ---- records ---- */

static AsCfgRec *add_rec(Asm *A, int32_t kernel, int key, const char *place, uint32_t nvals)
{
    AsCfgRec *r = as_cfg_add(A, kernel, key, nvals, nvals);
    r->src = as_srcline(as_pos_keep(A, place));   /* NULL: the line */
    return r;
}


/* ---- placement and values ---- */

static bool in_config(const Asm *A)
{
    return A->cur_kernel >= 0 && A->cur >= 0 && (size_t)A->cur < A->nsects &&
           A->sects[A->cur].type == AST_CONFIG;
}

static bool need_config(Asm *A, const char *place)
{
    if (!in_config(A)) {
        as_error(A, place, "illegal place of a configuration pseudo-op (it belongs in a "
                 "kernel's configuration)");
        return false;
    }
    return true;
}

/* The metadata settings cannot be given with a raw metadata section. */
static bool no_metadata_section(Asm *A, const char *place)
{
    if (rst(A)->metadata_sect >= 0) {
        as_error(A, place, "metadata settings cannot be given when the metadata section "
                 "(.metadata) exists");
        return false;
    }
    return true;
}

static GpuArch cur_arch(const Asm *A)
{
    return gpu_arch(A->target.gpu);
}

/* Check a value of kind CFV_* or RV_* (pseudo.h); false after an error. */
static bool check_value(Asm *A, const char *p, int kind, uint64_t v)
{
    switch (kind) {
    case RV_SHARED:
        /* clrxasm refuses every value but 0 (on GCN 1.5 too) */
        if (cur_arch(A) >= ARCH_GCN1_5 && v > 120) {
            as_error(A, p, "shared VGPR count out of range (0-120)");
            return false;
        }
        if (v != 0) {
            as_error(A, p, "the shared VGPR count must be zero (clrxasm takes no other value)");
            return false;
        }
        return true;
    case RV_MD_WAVE: return cfv_check(A, p, CFV_WAVE, v);
    case RV_MD_SGPRS: return cfv_check(A, p, CFV_SGPRS, v);
    case RV_MD_VGPRS: return cfv_check(A, p, CFV_VGPRS, v);
    case RV_MD_ALIGN:
        if (!cfv_is_pow2(v)) {
            as_error(A, p, "the alignment must be a power of two");
            return false;
        }
        return true;
    default:
        return cfv_check(A, p, kind, v);
    }
}

/* ---- the kernel configuration ---- */

/* .sgprsnum .floatmode .kernarg_segment_size ... .md_sgprsnum ... (arg: CFV_* or RV_*) */
void po_rocm_value(Asm *A, Args *c, const char *place, int kind)
{
    as_init_output(A);
    if (!need_config(A, place))
        return;
    args_skip(c);
    const char *vp = c->p;
    uint64_t v = 0;
    bool good = args_abs(c, &v, true);
    if (good)
        good = check_value(A, vp, kind, v);
    if (!good || !args_end(c))
        return;
    if (kind >= RV_MD_FIRST)
        rst(A)->use_metadata_info = true;
    add_rec(A, A->cur_kernel, A->op_name, place, 1)->vals[0].num = v;
}

/* .ieeemode .tgsize ... .use_* */
void po_rocm_bool(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !args_end(c))
        return;
    if (A->op_name == PON_use_wave32)
        A->kernels[A->cur_kernel].code_wave32 = true;   /* its code is wave32 */
    add_rec(A, A->cur_kernel, A->op_name, place, 0);
}

/* .default_hsa_features */
void po_rocm_default_features(Asm *A, Args *c, const char *place, int arg)
{
    po_rocm_bool(A, c, place, arg);
}

/* .dims GROUPS[, ITEMS]: bits 0-2 group ids, 3-5 work-item ids, bit 8 when
 * the second set was given. */
void po_rocm_dims(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place))
        return;
    uint32_t first, second, mask;
    if (!cfv_dim_set(c, &first))
        return;
    mask = first | first << 3;
    bool have;
    if (!args_comma(c, &have, true))
        return;
    if (have) {
        if (!cfv_dim_set(c, &second))
            return;
        mask = first | second << 3 | 0x100;
    }
    if (!args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_dims, place, 1)->vals[0].num = mask;
}

/* .use_grid_workgroup_count DIMS */
void po_rocm_grid_count(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place))
        return;
    uint32_t mask;
    if (!cfv_dim_set(c, &mask) || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_use_grid_workgroup_count, place, 1)->vals[0].num = mask;
}

/* .machine KIND, MAJOR, MINOR, STEPPING (arg 2) / .codeversion MAJOR, MINOR (1) */
void po_rocm_numbers(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    if (!need_config(A, place))
        return;
    unsigned n = arg == 2 ? 4 : 2, bits = arg == 2 ? 16 : 32;
    uint64_t v[4] = { 0, 0, 0, 0 };
    bool good = true;
    for (unsigned k = 0; k < n; k++) {
        if (k > 0 && !args_need_comma(c))
            return;
        good &= cfv_abs_arg(c, &v[k], bits, true);
    }
    if (!good || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, n);
    as_cfg_set_nums(r, v, n);
}

/* .reserved_sgprs FIRST, LAST (0) / .reserved_vgprs (1) */
void po_rocm_reserved(Asm *A, Args *c, const char *place, int vgprs)
{
    as_init_output(A);
    if (!need_config(A, place))
        return;
    uint64_t first = 0, last = 0;
    if (!cfv_reserved_range(A, c, vgprs, &first, &last) || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, 2);
    r->vals[0].num = first;
    r->vals[1].num = last;
}

/* .config */
void po_rocm_config(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (A->cur_kernel < 0) {
        as_error(A, place, "a kernel configuration can be defined only inside a kernel");
        return;
    }
    if (!args_end(c))
        return;
    as_enter_section(A, A->kernels[A->cur_kernel].first_sect);
    cur_rk(A)->has_config = true;
    add_rec(A, A->cur_kernel, PON_config, place, 0);
}

/* .control_directive: the 128 bytes that follow fill the control directive
 * of the kernel's configuration */
void po_rocm_control_directive(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (A->cur_kernel < 0) {
        as_error(A, place, "a kernel control directive can be defined only inside a kernel");
        return;
    }
    if (!args_end(c))
        return;
    RocmKernel *k = cur_rk(A);
    k->has_config = true;
    add_rec(A, A->cur_kernel, PON_control_directive, place, 0);
    as_goto_kernel_config_data(A, place, ".control_directive", &k->ctrl_sect);
}

/* .fkernel: the kernel is a function (called by other kernels) */
void po_rocm_fkernel(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (A->cur_kernel < 0) {
        as_error(A, place, ".fkernel can be given only inside a kernel");
        return;
    }
    if (!args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_fkernel, place, 0);
}

/* ---- the metadata settings of a kernel ---- */

/* .cws / .reqd_work_group_size / .work_group_size_hint / .fixed_work_group_size
 * [X][, [Y][, [Z]]]: missing values are 1; either all zero or none */
void po_rocm_cws(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !no_metadata_section(A, place))
        return;
    uint64_t v[3] = { 1, 1, 1 };
    const char *vp[3] = { NULL, NULL, NULL };
    args_skip(c);
    vp[0] = c->p;
    bool good = cfv_abs_arg(c, &v[0], 32, false), have;
    if (!args_comma(c, &have, true))
        return;
    if (have) {
        args_skip(c);
        vp[1] = c->p;
        good &= cfv_abs_arg(c, &v[1], 32, false);
        if (!args_comma(c, &have, true))
            return;
        if (have) {
            args_skip(c);
            vp[2] = c->p;
            good &= cfv_abs_arg(c, &v[2], 32, false);
        }
    }
    if (v[0] || v[1] || v[2])
        for (int k = 0; k < 3; k++)
            if (v[k] == 0) {
                as_error(A, vp[k] ? vp[k] : place, "a work-group size must not be zero");
                good = false;
            }
    if (!good || !args_end(c))
        return;
    rst(A)->use_metadata_info = true;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, 3);
    as_cfg_set_nums(r, v, 3);
}

/* .vectypehint NAME */
void po_rocm_vectypehint(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !no_metadata_section(A, place))
        return;
    args_skip(c);
    const char *s = c->p;
    if (c->p >= c->end) {
        as_error(A, c->p, "expected a vector type hint");
        return;
    }
    if (!name_start(*c->p)) {
        as_error(A, c->p, "garbage in place of a vector type hint");
        return;
    }
    while (c->p < c->end && name_char(*c->p))
        c->p++;
    size_t n = (size_t)(c->p - s);
    if (!args_end(c))
        return;
    rst(A)->use_metadata_info = true;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_vectypehint, place, 1);
    as_cfg_set_str(A, r, 0, s, n);
}

/* .md_symname "NAME" / .runtime_handle "NAME" */
void po_rocm_md_string(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !no_metadata_section(A, place))
        return;
    StrBuf s = STRBUF_INIT;
    if (args_string(c, &s) && args_end(c)) {
        rst(A)->use_metadata_info = true;
        AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, 1);
        as_cfg_set_str(A, r, 0, s.data ? s.data : "", s.len);
    }
    sb_free(&s);
}

/* .md_language "NAME"[, MAJOR, MINOR] */
void po_rocm_md_language(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !no_metadata_section(A, place))
        return;
    StrBuf s = STRBUF_INIT;
    bool good = args_string(c, &s);
    uint64_t major = 0, minor = 0;
    bool have_version = false;
    if (!args_at_end(c)) {
        if (!args_need_comma(c))
            goto out;
        good &= cfv_abs_arg(c, &major, 32, true);
        if (!args_need_comma(c))
            goto out;
        good &= cfv_abs_arg(c, &minor, 32, true);
        have_version = true;
    }
    if (!good || !args_end(c))
        goto out;
    rst(A)->use_metadata_info = true;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_md_language, place, 4);
    as_cfg_set_str(A, r, 0, s.data ? s.data : "", s.len);
    r->vals[1].num = major;
    r->vals[2].num = minor;
    r->vals[3].num = have_version;
out:
    sb_free(&s);
}

/* ---- .arg ---- */

typedef struct NameVal {
    const char *name;
    uint8_t value;
} NameVal;

/* value kinds (clrxasm's numbers; "globaloffsety"/"globaloffsetz" are the
 * X offset in clrxasm too) */
static const NameVal value_kinds[] = {
    { "complact", RK_COMPLETION_ACTION }, { "defqueue", RK_DEFAULT_QUEUE },
    { "dynshptr", RK_DYN_SHARED_PTR }, { "globalbuf", RK_GLOBAL_BUFFER },
    { "globaloffsetx", RK_GLOBAL_OFFSET_X }, { "globaloffsety", RK_GLOBAL_OFFSET_X },
    { "globaloffsetz", RK_GLOBAL_OFFSET_X }, { "gox", RK_GLOBAL_OFFSET_X },
    { "goy", RK_GLOBAL_OFFSET_Y }, { "goz", RK_GLOBAL_OFFSET_Z }, { "image", RK_IMAGE },
    { "multigridsyncarg", RK_MULTIGRID_SYNC_ARG }, { "none", RK_NONE }, { "pipe", RK_PIPE },
    { "printfbuf", RK_PRINTF_BUFFER }, { "queue", RK_QUEUE }, { "sampler", RK_SAMPLER },
    { "value", RK_BY_VALUE },
};

/* value types ("ushort" is I16 in clrxasm) */
/* code object v4/v5: LLVM's names of every kind (`.value_kind` of the
 * metadata), the hidden arguments of v4 and v5 included */
static const NameVal cov_value_kinds[] = {
    { "by_value", RK_BY_VALUE }, { "global_buffer", RK_GLOBAL_BUFFER },
    { "dynamic_shared_pointer", RK_DYN_SHARED_PTR }, { "sampler", RK_SAMPLER },
    { "image", RK_IMAGE }, { "pipe", RK_PIPE }, { "queue", RK_QUEUE },
    { "hidden_global_offset_x", RK_GLOBAL_OFFSET_X },
    { "hidden_global_offset_y", RK_GLOBAL_OFFSET_Y },
    { "hidden_global_offset_z", RK_GLOBAL_OFFSET_Z }, { "hidden_none", RK_NONE },
    { "hidden_printf_buffer", RK_PRINTF_BUFFER },
    { "hidden_default_queue", RK_DEFAULT_QUEUE },
    { "hidden_completion_action", RK_COMPLETION_ACTION },
    { "hidden_multigrid_sync_arg", RK_MULTIGRID_SYNC_ARG },
    { "hidden_hostcall_buffer", RK_HOSTCALL_BUFFER }, { "hidden_heap_v1", RK_HEAP_V1 },
    { "hidden_block_count_x", RK_BLOCK_COUNT_X }, { "hidden_block_count_y", RK_BLOCK_COUNT_Y },
    { "hidden_block_count_z", RK_BLOCK_COUNT_Z }, { "hidden_group_size_x", RK_GROUP_SIZE_X },
    { "hidden_group_size_y", RK_GROUP_SIZE_Y }, { "hidden_group_size_z", RK_GROUP_SIZE_Z },
    { "hidden_remainder_x", RK_REMAINDER_X }, { "hidden_remainder_y", RK_REMAINDER_Y },
    { "hidden_remainder_z", RK_REMAINDER_Z }, { "hidden_grid_dims", RK_GRID_DIMS },
    { "hidden_private_base", RK_PRIVATE_BASE }, { "hidden_shared_base", RK_SHARED_BASE },
    { "hidden_queue_ptr", RK_QUEUE_PTR }, { "hidden_dynamic_lds_size", RK_DYNAMIC_LDS_SIZE },
};

static const NameVal value_types[] = {
    { "char", 1 }, { "double", 11 }, { "f16", 5 }, { "f32", 8 }, { "f64", 11 },
    { "float", 8 }, { "half", 5 }, { "i16", 3 }, { "i32", 6 }, { "i64", 9 }, { "i8", 1 },
    { "int", 6 }, { "long", 9 }, { "short", 3 }, { "struct", 0 }, { "u16", 4 },
    { "u32", 7 }, { "u64", 10 }, { "u8", 2 }, { "uchar", 2 }, { "uint", 7 },
    { "ulong", 10 }, { "ushort", 3 },
};

static const NameVal addr_spaces[] = {
    { "constant", 3 }, { "generic", 5 }, { "global", 2 }, { "local", 4 }, { "private", 1 },
    { "region", 6 },
};

static const NameVal access_quals[] = {
    { "default", 0 }, { "rdonly", 1 }, { "rdwr", 3 }, { "read_only", 1 },
    { "read_write", 3 }, { "write_only", 2 }, { "wronly", 2 },
};

/* A name of a table (case-insensitive, at most 71 characters). */
static bool enum_arg(Args *c, const char *what, const NameVal *tab, size_t n, uint64_t *out)
{
    args_skip(c);
    const char *p = c->p;
    if (c->p >= c->end) {
        as_error(c->A, p, "expected %s", what);
        return false;
    }
    if (!name_start(*c->p)) {
        as_error(c->A, p, "garbage in place of %s", what);
        while (c->p < c->end && !args_blank(*c->p) && *c->p != ',')
            c->p++;
        return false;
    }
    while (c->p < c->end && name_char(*c->p))
        c->p++;
    size_t len = (size_t)(c->p - p);
    if (len > 71) {
        as_error(c->A, c->p, "%s is too long", what);
        return false;
    }
    for (size_t k = 0; k < n; k++)
        if (strlen(tab[k].name) == len && ascii_strncasecmp(tab[k].name, p, len) == 0) {
            *out = tab[k].value;
            return true;
        }
    as_error(c->A, p, "unknown %s", what);
    return false;
}

/* A value kind: with a code object version (v4+), LLVM's names too. */
static bool kind_arg(Args *c, uint64_t *out)
{
    if (c->A->target.code_object_version >= 4) {
        args_skip(c);
        const char *p = c->p;
        while (c->p < c->end && name_char(*c->p))
            c->p++;
        size_t len = (size_t)(c->p - p);
        for (size_t k = 0; k < CLRX_ARRAY_SIZE(cov_value_kinds); k++)
            if (strlen(cov_value_kinds[k].name) == len &&
                ascii_strncasecmp(cov_value_kinds[k].name, p, len) == 0) {
                *out = cov_value_kinds[k].value;
                if (*out >= RK_HEAP_V1 && c->A->target.code_object_version < 5) {
                    as_error(c->A, p, "value kind '%.*s' exists only in code object v5 "
                             "and later", (int)len, p);
                    return false;
                }
                return true;
            }
        c->p = p;
    }
    return enum_arg(c, "a value kind", value_kinds, CLRX_ARRAY_SIZE(value_kinds), out);
}

/* .arg [NAME], ["TYPENAME",] SIZE, [ALIGN], KIND, TYPE[, POINTEEALIGN][, ADDRSPACE]
 *      [, ACCQUAL][, ACTUALACCQUAL] [FLAG...] */
void po_rocm_arg(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !no_metadata_section(A, place))
        return;
    bool good = true, have;
    const char *name = "";
    size_t name_len = 0;
    args_skip(c);
    if (c->p < c->end && *c->p != ',') {
        name = c->p;
        if (!name_start(*c->p)) {
            as_error(A, c->p, "garbage in place of an argument name");
            while (c->p < c->end && !args_blank(*c->p) && *c->p != ',')
                c->p++;
            good = false;
        } else
            while (c->p < c->end && name_char(*c->p))
                c->p++;
        name_len = good ? (size_t)(c->p - name) : 0;
    }
    if (!args_need_comma(c))
        return;
    args_skip(c);
    StrBuf tname = STRBUF_INIT;
    if (c->p < c->end && *c->p == '"') {
        good &= args_string(c, &tname);
        if (!args_need_comma(c))
            goto out;
    }
    uint64_t size = 0, align = 0, kind = 0, type = 0, pointee = 0, space = 0, acc = 0,
             actacc = 0, flags = 0;
    args_skip(c);
    const char *p = c->p;
    if (args_abs(c, &size, true)) {
        if (size == 0) {
            as_error(A, p, "the argument size is zero");
            good = false;
        }
    } else
        good = false;
    if (!args_need_comma(c))
        goto out;
    bool v3 = rst(A)->metadata_v3;
    args_skip(c);
    if (c->p < c->end && *c->p != ',') {
        p = c->p;
        if (args_abs(c, &align, true)) {
            if (!v3 && !cfv_is_pow2(align)) {
                as_error(A, p, "the argument alignment must be a power of two");
                good = false;
            }
        } else
            good = false;
    }
    if (!args_need_comma(c))
        goto out;
    good &= kind_arg(c, &kind);
    if (!args_need_comma(c))
        goto out;
    good &= enum_arg(c, "a value type", value_types, CLRX_ARRAY_SIZE(value_types), &type);
    if (kind == RK_DYN_SHARED_PTR) {
        if (!args_need_comma(c))
            goto out;
        args_skip(c);
        p = c->p;
        if (args_abs(c, &pointee, true)) {
            if (!cfv_is_pow2(pointee)) {
                as_error(A, p, "the argument pointee alignment must be a power of two");
                good = false;
            }
        } else
            good = false;
    }
    if (kind == RK_DYN_SHARED_PTR || kind == RK_GLOBAL_BUFFER) {
        if (!args_need_comma(c))
            goto out;
        good &= enum_arg(c, "an address space", addr_spaces, CLRX_ARRAY_SIZE(addr_spaces),
                         &space);
    }
    have = false;
    if (kind == RK_IMAGE || kind == RK_PIPE) {
        if (!args_comma(c, &have, false))
            goto out;
        if (have)
            good &= enum_arg(c, "an access qualifier", access_quals,
                             CLRX_ARRAY_SIZE(access_quals), &acc);
    }
    if (kind == RK_GLOBAL_BUFFER || kind == RK_IMAGE || kind == RK_PIPE) {
        if (!args_comma(c, &have, false))
            goto out;
        if (have)
            good &= enum_arg(c, "an access qualifier", access_quals,
                             CLRX_ARRAY_SIZE(access_quals), &actacc);
    }
    /* flags, separated by blanks (case-sensitive) */
    args_skip(c);
    while (c->p < c->end) {
        const char *f = c->p;
        if (!name_start(*c->p)) {
            as_error(A, f, "garbage in place of an argument flag");
            good = false;
            break;
        }
        while (c->p < c->end && name_char(*c->p))
            c->p++;
        size_t n = (size_t)(c->p - f);
        if (n > 19) {
            as_error(A, c->p, "the argument flag is too long");
            good = false;
            break;
        }
        if (n == 5 && memcmp(f, "const", 5) == 0)
            flags |= RA_CONST;
        else if (n == 8 && memcmp(f, "restrict", 8) == 0)
            flags |= RA_RESTRICT;
        else if (n == 8 && memcmp(f, "volatile", 8) == 0)
            flags |= RA_VOLATILE;
        else if (n == 4 && memcmp(f, "pipe", 4) == 0)
            flags |= RA_PIPE;
        else {
            as_error(A, f, "unknown argument flag");
            good = false;
            break;
        }
        args_skip(c);
    }
    if (!good || !args_end(c))
        goto out;
    if (v3)
        flags |= RA_OFFSET;
    rst(A)->use_metadata_info = true;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_arg, place, 11);
    as_cfg_set_str(A, r, 0, name, name_len);
    as_cfg_set_str(A, r, 1, tname.data ? tname.data : "", tname.len);
    r->vals[2].num = size;
    r->vals[3].num = align;
    r->vals[4].num = kind;
    r->vals[5].num = type;
    r->vals[6].num = pointee;
    r->vals[7].num = space;
    r->vals[8].num = acc;
    r->vals[9].num = actacc;
    r->vals[10].num = flags;
out:
    sb_free(&tname);
}

/* ---- program-wide ---- */

/* .arch_minor, .arch_stepping, .eflags VALUE */
void po_rocm_global_value(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    uint64_t v = 0;
    if (!cfv_abs_arg(c, &v, 32, true) || !args_end(c))
        return;
    add_rec(A, KERN_GLOBAL, A->op_name, place, 1)->vals[0].num = v;
}

/* .target "TARGET" / .tripple "TRIPLE" */
void po_rocm_target(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    StrBuf s = STRBUF_INIT;
    if (args_string(c, &s) && args_end(c)) {
        AsCfgRec *r = add_rec(A, KERN_GLOBAL, A->op_name, place, 1);
        as_cfg_set_str(A, r, 0, s.data ? s.data : "", s.len);
    }
    sb_free(&s);
}

/* .newbinfmt (0) .llvm10binfmt (0) .metadatav3 (1) */
void po_rocm_switch(Asm *A, Args *c, const char *place, int v3)
{
    as_init_output(A);
    if (!args_end(c))
        return;
    if (v3)
        rst(A)->metadata_v3 = true;
    add_rec(A, KERN_GLOBAL, A->op_name, place, 0);
}

/* .amdhsa_code_object_version N (4, 5, 6): write a ROCm code object of
 * that version (beyond clrxasm); beats -mcode-object-version */
void po_rocm_cov(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    uint64_t v = 0;
    args_skip(c);
    const char *p = c->p;
    if (!cfv_abs_arg(c, &v, 32, true) || !args_end(c))
        return;
    if (v < 4 || v > 6) {
        as_error(A, p, "unsupported code object version %llu (4, 5 or 6)",
                 (unsigned long long)v);
        return;
    }
    A->target.code_object_version = (uint32_t)v;
    add_rec(A, KERN_GLOBAL, PON_amdhsa_code_object_version, place, 1)->vals[0].num = v;
}

/* .nosectdiffs: code, global data and GOT addresses stay apart (the data and
 * the GOT created from now on have plain numbers as addresses) */
void po_rocm_nosectdiffs(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    (void)place;
    as_init_output(A);
    if (!args_end(c))
        return;
    rst(A)->sect_diffs = false;
    A->link_values = false;
}

/* .globaldata: the global constant data (.rodata) */
void po_rocm_globaldata(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!args_end(c))
        return;
    as_goto_section(A, place, ".rodata", false, 0, 0, 0);
}

/* .metadata: the raw metadata (a note of the binary) */
void po_rocm_metadata(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    RocmState *st = rst(A);
    if (st->use_metadata_info) {
        as_error(A, place, "the metadata section cannot be given after metadata settings "
                 "(.md_*, .arg, .printf ...)");
        return;
    }
    if (!args_end(c))
        return;
    if (st->metadata_sect < 0) {
        int32_t id = as_new_section(A, ".metadata", AST_KCONFIG,
                                    SF_ADDR | SF_WRITE | SF_ABSADDR, KERN_GLOBAL);
        if (id < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        st->metadata_sect = id;
    }
    add_rec(A, KERN_GLOBAL, PON_metadata, place, 0);
    as_enter_section(A, st->metadata_sect);
}

/* .md_version MAJOR, MINOR */
void po_rocm_md_version(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!no_metadata_section(A, place))
        return;
    uint64_t major = 0, minor = 0;
    bool good = cfv_abs_arg(c, &major, 32, true);
    if (!args_need_comma(c))
        return;
    good &= cfv_abs_arg(c, &minor, 32, true);
    if (!good || !args_end(c))
        return;
    rst(A)->use_metadata_info = true;
    AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_md_version, place, 2);
    r->vals[0].num = major;
    r->vals[1].num = minor;
}

/* .printf [ID], [ARGSIZE, ...,] "FORMAT": the argument sizes go into one
 * string value (32-bit little-endian numbers) */
void po_rocm_printf(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!no_metadata_section(A, place))
        return;
    uint64_t id = RP_DEFAULT_ID;
    bool good = cfv_abs_arg(c, &id, 32, false);
    if (!args_need_comma(c))
        return;
    StrBuf sizes = STRBUF_INIT, fmt = STRBUF_INIT;
    args_skip(c);
    while (c->p < c->end && *c->p != '"') {
        uint64_t sz = 0;
        good &= cfv_abs_arg(c, &sz, 32, true);
        sb_put32(&sizes, (uint32_t)sz);
        if (!args_need_comma(c))
            goto out;
        args_skip(c);
    }
    if (c->p >= c->end) {
        as_error(A, c->p, "missing the format string");
        goto out;
    }
    good &= args_string(c, &fmt);
    if (!good || !args_end(c))
        goto out;
    rst(A)->use_metadata_info = true;
    AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_printf, place, 3);
    r->vals[0].num = (uint32_t)id;
    as_cfg_set_str(A, r, 1, fmt.data ? fmt.data : "", fmt.len);
    as_cfg_set_str(A, r, 2, sizes.data ? sizes.data : "", sizes.len);
out:
    sb_free(&sizes);
    sb_free(&fmt);
}

/* .gotsym SYMBOL[, OUTSYMBOL]: a GOT entry for SYMBOL (a global of another
 * object or this one); OUTSYMBOL names the entry's place */
void po_rocm_gotsym(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    RocmState *st = rst(A);
    const char *s, *t = NULL;
    size_t n, tn = 0;
    bool good = true;
    args_symbol(c, &s, &n);
    if (n == 0) {
        as_error(A, c->p, "expected a symbol");
        good = false;
    } else if (n == 1 && s[0] == '.') {
        as_error(A, s, "the symbol '.' cannot have a GOT entry");
        good = false;
    }
    Symbol *sym = NULL;
    if (good) {
        sym = symtab_lookup(A->symtab, s, n, true);
        if (!sym || symtab_global(A->symtab) != sym->scope) {
            as_error(A, s, "a GOT symbol must be in the global scope");
            good = false;
        }
    }
    bool have;
    if (!args_comma(c, &have, true))
        return;
    if (have) {
        args_symbol(c, &t, &tn);
        if (tn == 0) {
            as_error(A, c->p, "bad symbol name");
            return;
        }
        if (tn >= 3 && memcmp(t + tn - 3, "::.", 3) == 0) {
            as_error(A, t, "the symbol '.' can be only in the global scope");
            return;
        }
        if (!args_end(c))
            return;
    }
    if (!good || !args_end(c))
        return;
    uint32_t index = st->ngot;
    if (st->got_sect < 0) {
        int32_t id = as_new_section(A, ".got", AST_GOT,
                                    st->sect_diffs ? SF_ADDR | SF_RELSPACE
                                                   : SF_ADDR | SF_ABSADDR, KERN_GLOBAL);
        if (id < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        st->got_sect = id;
    }
    st->ngot++;
    A->sects[st->got_sect].size = (uint64_t)st->ngot * 8;
    char buf[1024];
    AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_gotsym, place, 1);
    const char *qn = symbol_qualname(sym, buf, sizeof buf);
    as_cfg_set_str(A, r, 0, qn, strlen(qn));
    if (tn) {
        Symbol *out = symtab_target(A->symtab, t, tn);
        if (!out) {
            as_error(A, t, "bad symbol name");
            return;
        }
        if (out->once_defined && symbol_is_defined(out)) {
            as_error(A, t, "symbol '%.*s' is already defined", (int)tn, t);
            return;
        }
        int32_t sect = as_value_section(A, st->got_sect);
        expr_set_symbol(&A->ectx, out, sect, (uint64_t)index * 8);
        if (sect == SECT_ABS)
            out->user = (void *)(intptr_t)(st->got_sect + 1);
    }
}

/* ---- the format record ---- */

static int32_t rocm_init(Asm *A)
{
    RocmState *st = arena_zalloc(A->arena, sizeof *st);
    st->metadata_sect = st->got_sect = -1;
    st->sect_diffs = true;
    st->metadata_v3 = A->target.rocm_metadata_v3;
    A->fmt_state = st;
    A->link_values = true;
    int32_t id = as_flat_init(A);
    A->sects[id].flags |= SF_RELSPACE;
    return id;
}

static int32_t rocm_add(Asm *A, const char *name, const char **why)
{
    (void)why;
    if (strcmp(name, ".rodata") == 0)
        return as_flat_add(A, name, rst(A)->sect_diffs ? SF_ADDR | SF_WRITE | SF_RELSPACE
                                                      : SF_ADDR | SF_WRITE | SF_ABSADDR);
    return as_flat_add(A, name, 0);
}

/* The end of the source: clrxasm reports the GOT's errors at the line
 * after the last one (the linker does, with this record). */
static void rocm_source_end(Asm *A)
{
    /* every object has its .text, if empty: the code of the next object
     * starts on the 256-byte boundary after the code before, as the
     * concatenated source's `.text` and `.p2align 8` put it */
    as_init_output(A);
    /* the global data and GOT made after .nosectdiffs: their labels are
     * offsets (numbers), also for other objects when this one made the
     * section first */
    for (size_t i = 0; i < A->nsects; i++) {
        const AsSection *s = &A->sects[i];
        if ((s->flags & SF_ABSADDR) && s->kernel == KERN_GLOBAL &&
            (s->type == AST_GOT || strcmp(s->name, ".rodata") == 0)) {
            AsCfgRec *n = add_rec(A, KERN_GLOBAL, PON_nosectdiffs, NULL, 1);
            as_cfg_set_str(A, n, 0, s->name, strlen(s->name));
        }
    }
    AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_end, NULL, 0);
    if (r->src.line)
        r->src.line++;
    r->src.col = 1;
}

/* .wave32/.nowave32 in a kernel's code: its code flags, and the wave32 bit
 * of its configuration when it has one (a record the linker applies) */
static void rocm_code_flags_changed(Asm *A)
{
    int32_t k = A->kcode_kernel;
    if (k < 0)
        return;
    A->kernels[k].code_wave32 = A->target.wave32;
    AsCfgRec *r = add_rec(A, k, A->target.wave32 ? PON_wave32 : PON_nowave32, NULL, 0);
    r->src = as_srcline(as_pos_keep(A, A->line));
}

static void rocm_init_kernel(Asm *A, AsKernel *k)
{
    (void)A;
    RocmKernel *rk = k->fmt;
    rk->ctrl_sect = -1;
}

const AsFormat as_fmt_rocm = {
    .init_output = rocm_init,
    .find_section = as_flat_find,
    .add_section = rocm_add,
    .kernel_state = sizeof(RocmKernel),
    .init_kernel = rocm_init_kernel,
    .kernel_start = as_flat_kernel_start,
    .code_kernel = as_flat_code_kernel,
    .kernel_labels = true,
    .source_end = rocm_source_end,
    .kernel_code_flags = true,
    .code_flags_changed = rocm_code_flags_changed,
};
