/* fmt_amd.c - the AMD Catalyst OpenCL 1.2 format in clrx-as: its layout, its
 * kernel state and its pseudo-ops.
 *
 * Sections: the main layout starts in the global constant data
 * (.globaldata); each kernel has its own code (`.text`), may have a `.data`
 * and user sections; user sections outside kernels belong to the main
 * binary.  The code of a kernel's `.text` is that kernel's.  A kernel is
 * configured in one of two ways (never both):
 * - `.config` and its settings, `.arg`, `.userdata` ...: each becomes a
 *   configuration record keyed by its pseudo-op's name; the writer
 *   (ld/fmt_amd.c) makes the metadata string, the header and the CAL
 *   notes from them;
 * - the raw parts: `.header`, `.metadata` and the CAL notes (`.proginfo`,
 *   `.uav`, `.calnote TYPE` ...): sections of the kernel whose bytes the
 *   writer copies; each opener also leaves a record (its source line, the
 *   note's type) so that the writer can check the kernel across objects.
 * Nothing is computed here from the records (docs/formats/amd.md,
 * section 6), so that a kernel configured in one object may have its code
 * in another.
 */
#include "format.h"
#include "pseudo.h"

#include <stdlib.h>
#include <string.h>

#define FLAGS_DATA (SF_ADDR | SF_WRITE | SF_ABSADDR)
#define AMD_POLICY_UNIFIED_SGPRS 200u  /* .sgprsnum counts VCC from this policy */
#define AMD_NOT_SUPPLIED 0xfffffffeu   /* a resource id given as "none" */
#define AMD_DEFAULT_ID 0xffffffffu     /* a resource id left to the writer */

/* Names of the sections the format makes (none of them a name that
 * `.section` accepts, so that no user section can take one). */
#define SECT_GLOBALDATA ".amd-globaldata"
#define SECT_HEADER ".amd-header"
#define SECT_METADATA ".amd-metadata"
#define SECT_CALNOTE ".amd-calnote"

/* ---- state ---- */

typedef struct AmdKernel {
    int32_t data_sect;         /* its .data, -1 = none */
    int32_t config_sect;       /* its configuration area, -1 = none */
    int32_t header_sect;       /* its header, -1 = none */
    int32_t metadata_sect;     /* its metadata, -1 = none */
    uint32_t ncalnotes;        /* CAL notes made so far */
    HashTab *extra;            /* its user sections by name */
    HashTab *arg_names;        /* names of its arguments (.arg) */
    uint32_t nuserdata;        /* .userdata elements */
    bool chosen;               /* a section of it was named in this source */
    uint64_t implicit_code;    /* bytes its .text got before that */
} AmdKernel;

typedef struct AmdState {
    uint32_t driver_version;   /* .driver_version (0: not given) */
    bool driver_info;          /* a non-empty .driver_info was given */
    int64_t *note_type;        /* per section: the CAL note's type, -1 = no note */
    size_t nnote_type, capnote_type;
    bool main_chosen;          /* a section of the main layout was named */
    uint64_t implicit_data;    /* bytes the global data got before that */
    int32_t entered_code;      /* the code section last entered, -1 none */
    uint64_t entered_at;       /* its size then */
} AmdState;

static AmdKernel *cur_ak(Asm *A)
{
    return A->kernels[A->cur_kernel].fmt;
}

static AmdState *state(Asm *A)
{
    return A->fmt_state;
}

/* A record keyed by pseudo-op name number `key` (PON_*). */
static AsCfgRec *add_rec(Asm *A, int32_t kernel, int key, const char *place, uint32_t nvals)
{
    AsCfgRec *r = as_cfg_add(A, kernel, key, nvals, nvals);
    if (place)
        r->src = as_srcline(as_pos_keep(A, place));
    return r;
}


/* ---- placement ---- */

static bool in_kernel(const Asm *A)
{
    return A->cur_kernel >= 0;
}

static bool in_config(const Asm *A)
{
    return A->cur_kernel >= 0 && A->cur >= 0 && A->sects[A->cur].type == AST_CONFIG;
}

/* The type of the CAL note being written, or -1 when the current section is
 * no CAL note. */
static int64_t cur_calnote(const Asm *A)
{
    if (A->cur_kernel < 0 || A->cur < 0)
        return -1;
    const AmdState *st = A->fmt_state;
    return (size_t)A->cur < st->nnote_type ? st->note_type[A->cur] : -1;
}

/* Section `id` is a CAL note of `type`. */
static void set_note_type(Asm *A, int32_t id, uint32_t type)
{
    AmdState *st = A->fmt_state;
    while (st->nnote_type <= (size_t)id) {
        CLRX_GROW(st->note_type, st->nnote_type, st->capnote_type);
        st->note_type[st->nnote_type++] = -1;
    }
    st->note_type[id] = type;
}

static bool has_raw_parts(const AmdKernel *k)
{
    return k->header_sect >= 0 || k->metadata_sect >= 0 || k->ncalnotes > 0;
}

/* A section of the current layout is chosen by name (.text, .data,
 * .section, .globaldata, .config, .header ...): what was written before
 * into the section the layout started in was written there implicitly,
 * which the linker checks against the objects before (docs/formats/amd.md,
 * section 5). */
static void layout_chosen(Asm *A)
{
    if (A->cur_kernel == KERN_GLOBAL) {
        AmdState *st = state(A);
        if (!st->main_chosen) {
            st->main_chosen = true;
            st->implicit_data = A->sects[0].size;
        }
    } else if (A->cur_kernel >= 0) {
        AsKernel *k = &A->kernels[A->cur_kernel];
        AmdKernel *ak = k->fmt;
        if (!ak->chosen) {
            ak->chosen = true;
            ak->implicit_code = A->sects[k->first_sect].size;
        }
    }
}

/* A kernel's code section is entered (.kernel, .text): clrxasm saves the
 * register counts of a kernel's code when its code section is left, and at
 * the end only when the source ends in the code of the last kernel
 * declared; the code since the last entry may so not count (amd_finish). */
static void code_entered(Asm *A, int32_t sect)
{
    AmdState *st = state(A);
    st->entered_code = sect;
    st->entered_at = A->sects[sect].size;
    as_usage_break(A);
}

/* ---- values ---- */

/* A value that must be known now, at the cursor; `where` gets its place. */
static bool abs_value(Args *c, uint64_t *v, bool required, const char **where)
{
    args_skip(c);
    *where = c->p;
    return args_abs(c, v, required);
}

/* ---- program-wide ---- */

/* .driver_version VERSION: the binary's driver version (the layout and the
 * driver string follow it); 0 leaves it to -t/--driverVersion. */
void po_amd_driver_version(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    uint64_t v = 0;
    const char *vp;
    if (!abs_value(c, &v, true, &vp) || !args_end(c))
        return;
    state(A)->driver_version = (uint32_t)v;
    add_rec(A, KERN_GLOBAL, PON_driver_version, place, 1)->vals[0].num = v;
}

/* .get_driver_version SYMBOL: the version the writer would use now. */
void po_amd_get_driver_version(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    as_init_output(A);
    AmdState *st = state(A);
    uint64_t v = st->driver_version;
    if (st->driver_version == 0 && !st->driver_info)
        v = A->target.driver_version;
    const char *s;
    size_t n;
    args_symbol(c, &s, &n);
    if (n == 0) {
        as_error(A, c->p, "expected a symbol name");
        return;
    }
    if (!args_end(c))
        return;
    as_set_abs(A, s, s, n, v, false);
}

/* .compile_options "STRING" (0) / .driver_info "STRING" (1) */
void po_amd_string(Asm *A, Args *c, const char *place, int which)
{
    as_init_output(A);
    StrBuf b = STRBUF_INIT;
    if (args_string(c, &b) && args_end(c)) {
        AsCfgRec *r = add_rec(A, KERN_GLOBAL, A->op_name, place, 1);
        as_cfg_set_str(A, r, 0, b.data, b.len);
        if (which == 1)
            state(A)->driver_info = b.len != 0;
    }
    sb_free(&b);
}

/* .globaldata: the global constant data */
void po_amd_globaldata(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    as_init_output(A);
    if (!args_end(c))
        return;
    AmdState *st = state(A);
    if (!st->main_chosen) {
        st->main_chosen = true;
        st->implicit_data = A->sects[0].size;
    }
    as_enter_section(A, 0);
}

/* ---- the two ways to configure a kernel ---- */

void po_amd_config(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!in_kernel(A)) {
        as_error(A, place, "a kernel configuration can be defined only inside a kernel");
        return;
    }
    AmdKernel *k = cur_ak(A);
    if (has_raw_parts(k)) {
        as_error(A, place, "a kernel with a header, metadata or CAL notes cannot have "
                 ".config");
        return;
    }
    if (!args_end(c))
        return;
    if (k->config_sect < 0) {
        int32_t id = as_new_section(A, NULL, AST_CONFIG, 0, A->cur_kernel);
        if (id < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        k->config_sect = id;
    }
    add_rec(A, A->cur_kernel, PON_config, place, 0);
    layout_chosen(A);
    as_enter_section(A, k->config_sect);
}

/* A raw part of the current kernel: its section (*sect, made at the first
 * use) becomes current; `what` names it in messages. */
static void raw_part(Asm *A, Args *c, const char *place, int32_t *sect, const char *name,
                     const char *what, int key)
{
    as_init_output(A);
    if (!in_kernel(A)) {
        as_error(A, place, "%s can be defined only inside a kernel", what);
        return;
    }
    if (cur_ak(A)->config_sect >= 0) {
        as_error(A, place, "%s cannot be defined in a kernel with .config", what);
        return;
    }
    if (!args_end(c))
        return;
    if (*sect < 0) {
        int32_t id = as_new_section(A, name, AST_KCONFIG, FLAGS_DATA, A->cur_kernel);
        if (id < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        *sect = id;
    }
    add_rec(A, A->cur_kernel, key, place, 0);
    layout_chosen(A);
    as_enter_section(A, *sect);
}

void po_amd_header(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    int32_t dummy = -1;
    raw_part(A, c, place, in_kernel(A) ? &cur_ak(A)->header_sect : &dummy, SECT_HEADER,
             "a header", PON_header);
}

void po_amd_metadata(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    int32_t dummy = -1;
    raw_part(A, c, place, in_kernel(A) ? &cur_ak(A)->metadata_sect : &dummy, SECT_METADATA,
             "metadata", PON_metadata);
}

/* The CAL notes whose opener may give one 32-bit value as content. */
static bool single_value_note(uint64_t type)
{
    return type == CALNOTE_CONDOUT || type == CALNOTE_EARLYEXIT ||
           type == CALNOTE_UAV_MAILBOX_SIZE || type == CALNOTE_UAV_OP_MASK;
}

/* A new CAL note of `type` (the cursor after the type for .calnote). */
static void new_calnote(Asm *A, Args *c, const char *place, uint32_t type)
{
    if (!in_kernel(A)) {
        as_error(A, place, "a CAL note can be defined only inside a kernel");
        return;
    }
    AmdKernel *k = cur_ak(A);
    if (k->config_sect >= 0) {
        as_error(A, place, "a CAL note cannot be defined in a kernel with .config");
        return;
    }
    uint64_t value = 0;
    bool single = single_value_note(type) && !args_at_end(c);
    if (single) {
        const char *vp;
        if (!abs_value(c, &value, false, &vp))
            return;
        as_range_warning(A, as_pos(A, vp), 32, value);
    }
    if (!args_end(c))
        return;
    int32_t id = as_new_section(A, SECT_CALNOTE, AST_KCONFIG, FLAGS_DATA, A->cur_kernel);
    if (id < 0) {
        as_error(A, place, "too many sections");
        return;
    }
    set_note_type(A, id, type);
    k->ncalnotes++;
    add_rec(A, A->cur_kernel, PON_calnote, place, 1)->vals[0].num = type;
    layout_chosen(A);
    as_enter_section(A, id);
    if (single) {
        uint8_t b[4] = { (uint8_t)value, (uint8_t)(value >> 8), (uint8_t)(value >> 16),
                         (uint8_t)(value >> 24) };
        as_emit(A, place, b, 4);
    }
}

/* .proginfo .inputs ... (arg: the note's type) / .calnote TYPE (arg -1) */
void po_amd_calnote(Asm *A, Args *c, const char *place, int type)
{
    as_init_output(A);
    if (type >= 0) {
        new_calnote(A, c, place, (uint32_t)type);
        return;
    }
    if (!in_kernel(A)) {
        as_error(A, place, "a CAL note can be defined only inside a kernel");
        return;
    }
    if (cur_ak(A)->config_sect >= 0) {
        as_error(A, place, "a CAL note cannot be defined in a kernel with .config");
        return;
    }
    uint64_t v = 0;
    const char *vp;
    if (!abs_value(c, &v, true, &vp))
        return;
    cfv_warn_unsigned(A, vp, 32, v);
    new_calnote(A, c, place, (uint32_t)v);
}

/* The entries of CAL notes: `.entry` (PROGINFO: address, value; UAV: four
 * values), `.cbmask`, `.segment`, `.cbid` and `.sampler` outside .config
 * (two values). */
void po_amd_entry(Asm *A, Args *c, const char *place, int kind)
{
    static const char *const names[] = { "an entry", "a constant buffer mask",
                                         "a segment", "a constant buffer entry",
                                         "a sampler entry" };
    as_init_output(A);
    int64_t note = cur_calnote(A);
    bool ok;
    switch (kind) {
    case AE_ENTRY: ok = note == CALNOTE_PROGINFO || note == CALNOTE_UAV; break;
    case AE_CBMASK:
    case AE_CBID: ok = note == CALNOTE_CONSTANT_BUFFERS; break;
    case AE_SEGMENT:
        ok = note == CALNOTE_INT32CONSTS || note == CALNOTE_FLOAT32CONSTS ||
             note == CALNOTE_BOOL32CONSTS;
        break;
    default: ok = note == CALNOTE_INPUT_SAMPLERS; break;
    }
    if (!ok) {
        as_error(A, place, "illegal place of %s (it belongs in a CAL note of its kind)",
                 names[kind]);
        return;
    }
    unsigned n = note == CALNOTE_UAV ? 4 : 2;
    uint64_t v[4] = { 0, 0, 0, 0 };
    bool good = true;
    for (unsigned i = 0; i < n; i++) {
        if (i > 0 && !args_need_comma(c))
            return;
        const char *vp;
        if (abs_value(c, &v[i], true, &vp))
            as_range_warning(A, as_pos(A, vp), 32, v[i]);
        else
            good = false;
    }
    if (!good || !args_end(c))
        return;
    uint8_t b[16];
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = 0; j < 4; j++)
            b[4 * i + j] = (uint8_t)(v[i] >> (8 * j));
    as_emit(A, place, b, 4 * n);
}

/* ---- the settings of .config ---- */

static bool need_config(Asm *A, const char *place, const char *what)
{
    if (!in_config(A)) {
        as_error(A, place, "illegal place of %s (it belongs after .config)", what);
        return false;
    }
    return true;
}

/* .sgprsnum .vgprsnum .pgmrsrc2 .floatmode .exceptions .hwlocal .localsize
 * .hwregion .scratchbuffer .uavprivate .uavid .printfid .privateid, and
 * .cbid .condout .earlyexit in .config (arg: AV_* check) */
static void config_value(Asm *A, Args *c, const char *place, int kind)
{
    if (!need_config(A, place, "a configuration pseudo-op"))
        return;
    uint64_t v = AMD_NOT_SUPPLIED;
    const char *vp;
    bool good = abs_value(c, &v, kind != AV_ID, &vp);
    uint32_t max;
    if (good) {
        switch (kind) {
        case AV_SGPRS:
            max = gpu_max_regs(gpu_arch(A->target.gpu), GPU_REGTYPE_SGPR,
                               A->target.policy < AMD_POLICY_UNIFIED_SGPRS
                                   ? GPU_REGCOUNT_NO_VCC : 0);
            if (v > max) {
                as_error(A, vp, "SGPR count out of range (0-%u)", max);
                good = false;
            }
            break;
        case AV_VGPRS:
            max = gpu_max_regs(gpu_arch(A->target.gpu), GPU_REGTYPE_VGPR, 0);
            if (v > max) {
                as_error(A, vp, "VGPR count out of range (0-%u)", max);
                good = false;
            }
            break;
        case AV_LOCAL:
            max = gpu_max_local_size(gpu_arch(A->target.gpu));
            if (v > max) {
                as_error(A, vp, "local size out of range (0-%u)", max);
                good = false;
            }
            break;
        case AV_U8:
            cfv_warn_unsigned(A, vp, 8, v);
            v &= 0xff;
            break;
        case AV_U7:
            cfv_warn_unsigned(A, vp, 7, v);
            v &= 0x7f;
            break;
        case AV_ID:
            if (v != AMD_NOT_SUPPLIED && v >= 1024) {
                as_error(A, vp, "resource id out of range (0-1023)");
                good = false;
            }
            break;
        case AV_U32:
            cfv_warn_unsigned(A, vp, 32, v);
            break;
        default:
            as_range_warning(A, as_pos(A, vp), 32, v);
            break;
        }
    }
    if (!good || !args_end(c))
        return;
    if (kind == AV_SGPRS && A->target.policy >= AMD_POLICY_UNIFIED_SGPRS)
        v = v > 2 ? v - 2 : 0;   /* the binary counts SGPRs without VCC */
    add_rec(A, A->cur_kernel, A->op_name, place, 1)->vals[0].num = v;
}

void po_amd_value(Asm *A, Args *c, const char *place, int kind)
{
    as_init_output(A);
    config_value(A, c, place, kind);
}

/* .ieeemode .tgsize .useconstdata .useprintf */
void po_amd_bool(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place, "a configuration pseudo-op") || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, A->op_name, place, 0);
}

/* .cbid .condout .earlyexit .sampler: a setting in .config, a CAL note (or
 * an entry of one) elsewhere */
void po_amd_dual(Asm *A, Args *c, const char *place, int which)
{
    as_init_output(A);
    if (!in_config(A)) {
        switch (which) {
        case AD_CBID: po_amd_entry(A, c, place, AE_CBID); return;
        case AD_CONDOUT: new_calnote(A, c, place, CALNOTE_CONDOUT); return;
        case AD_EARLYEXIT: new_calnote(A, c, place, CALNOTE_EARLYEXIT); return;
        default: po_amd_entry(A, c, place, AE_SAMPLER); return;
        }
    }
    if (which == AD_CBID) {
        config_value(A, c, place, AV_ID);
        return;
    }
    if (which != AD_SAMPLER) {
        config_value(A, c, place, AV_U32);
        return;
    }
    /* .sampler RESID, ...: the samplers the kernel defines */
    if (args_at_end(c))
        return;
    do {
        uint64_t v = 0;
        const char *vp;
        if (abs_value(c, &v, true, &vp)) {
            cfv_warn_unsigned(A, vp, 32, v);
            add_rec(A, A->cur_kernel, PON_sampler, vp, 1)->vals[0].num = v;
        }
    } while (args_next(c));
}

/* .dims DIMS[, ITEM_DIMS]: bits 0-2 group ids, 3-5 work-item ids, bit 8
 * when the second set was given */
void po_amd_dims(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place, "a configuration pseudo-op"))
        return;
    uint32_t first, second, mask;
    bool have;
    if (!cfv_dim_set(c, &first))
        return;
    mask = first | first << 3;
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

/* .cws [X][, [Y][, [Z]]] / .reqd_work_group_size: each default 1; all must
 * be non-zero unless all are zero */
void po_amd_cws(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place, "a configuration pseudo-op"))
        return;
    uint64_t v[3] = { 1, 1, 1 };
    const char *vp[3] = { NULL, NULL, NULL };
    bool good = abs_value(c, &v[0], false, &vp[0]), have;
    if (good)
        cfv_warn_unsigned(A, vp[0], 32, v[0]);
    if (!args_comma(c, &have, true))
        return;
    if (have) {
        if (abs_value(c, &v[1], false, &vp[1]))
            cfv_warn_unsigned(A, vp[1], 32, v[1]);
        else
            good = false;
        if (!args_comma(c, &have, true))
            return;
        if (have) {
            if (abs_value(c, &v[2], false, &vp[2]))
                cfv_warn_unsigned(A, vp[2], 32, v[2]);
            else
                good = false;
        }
    }
    if (v[0] != 0 || v[1] != 0 || v[2] != 0) {
        for (int i = 0; i < 3; i++)
            if (v[i] == 0) {
                as_error(A, vp[i] ? vp[i] : place, "a work-group size must not be zero");
                good = false;
            }
    }
    if (!good || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, 3);
    as_cfg_set_nums(r, v, 3);
}

/* the data classes of .userdata, sorted by name */
static const struct { const char *name; uint32_t value; } data_classes[] = {
    { "imm_alu_bool32_const", 0x06 }, { "imm_alu_float_const", 0x05 },
    { "imm_const_buffer", 0x02 }, { "imm_context_base", 0x1d },
    { "imm_dispatch_id", 0x0c }, { "imm_gds_counter_range", 0x07 },
    { "imm_gds_memory_range", 0x08 }, { "imm_generic_user_data", 0x20 },
    { "imm_global_offset", 0x1f }, { "imm_gws_base", 0x09 },
    { "imm_heap_buffer", 0x0e }, { "imm_kernel_arg", 0x0f },
    { "imm_lds_esgs_size", 0x1e }, { "imm_resource", 0x00 },
    { "imm_sampler", 0x01 }, { "imm_scratch_buffer", 0x0d },
    { "imm_uav", 0x04 }, { "imm_vertex_buffer", 0x03 },
    { "imm_work_group_range", 0x0b }, { "imm_work_item_range", 0x0a },
    { "ptr_const_buffer_table", 0x14 }, { "ptr_extended_user_data", 0x19 },
    { "ptr_indirect_internal_resource", 0x1b }, { "ptr_indirect_resource", 0x1a },
    { "ptr_indirect_uav", 0x1c }, { "ptr_internal_global_table", 0x18 },
    { "ptr_internal_resource_table", 0x12 }, { "ptr_resource_table", 0x11 },
    { "ptr_sampler_table", 0x13 }, { "ptr_so_buffer_table", 0x16 },
    { "ptr_uav_table", 0x17 }, { "ptr_vertex_buffer_table", 0x15 },
    { "sub_ptr_fetch_shader", 0x10 }
};

/* A name of a table (case-insensitive), at most 71 bytes: its index, -1
 * after an error (reported, `what` names it). */
static bool table_name(Args *c, const char *what, const char *const *names, size_t stride,
                       size_t n, size_t *index)
{
    const char *s;
    size_t len;
    args_skip(c);
    const char *p = c->p;
    if (!args_name(c, &s, &len, what, true))
        return false;
    if (len > 71) {
        as_error(c->A, c->p, "the %s is too long", what);
        return false;
    }
    for (size_t k = 0; k < n; k++) {
        const char *t = *(const char *const *)((const char *)names + k * stride);
        if (strlen(t) == len && ascii_strncasecmp(t, s, len) == 0) {
            *index = k;
            return true;
        }
    }
    as_error(c->A, p, "unknown %s '%.*s'", what, (int)len, s);
    return false;
}

/* .userdata CLASS, APISLOT, REGSTART, REGSIZE */
void po_amd_userdata(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place, "user data"))
        return;
    size_t cls = 0;
    bool good = table_name(c, "data class", &data_classes[0].name, sizeof data_classes[0],
                           CLRX_ARRAY_SIZE(data_classes), &cls);
    if (!args_need_comma(c))
        return;
    uint64_t slot = 0, start = 0, size = 0;
    const char *vp, *sp;
    if (abs_value(c, &slot, true, &vp))
        cfv_warn_unsigned(A, vp, 32, slot);
    else
        good = false;
    if (!args_need_comma(c))
        return;
    if (abs_value(c, &start, true, &sp)) {
        if (start > 15) {
            as_error(A, sp, "the first register of user data out of range (0-15)");
            good = false;
        }
    } else
        good = false;
    if (!args_need_comma(c))
        return;
    if (abs_value(c, &size, true, &vp)) {
        if (start + size > 16 || start + size < start) {
            as_error(A, sp, "the registers of user data out of range (0-16)");
            good = false;
        }
    } else
        good = false;
    if (!good || !args_end(c))
        return;
    /* at most 16 per kernel (in this source) */
    AmdKernel *k = cur_ak(A);
    if (k->nuserdata == 16) {
        as_error(A, place, "too many user data elements (at most 16)");
        return;
    }
    k->nuserdata++;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_userdata, place, 4);
    r->vals[0].num = data_classes[cls].value;
    r->vals[1].num = slot;
    r->vals[2].num = start;
    r->vals[3].num = size;
}

/* ---- .arg ---- */

/* kernel argument types (the numbers are the writer's: docs/formats/amd.md) */
enum {
    AT_VOID = 0, AT_UCHAR, AT_CHAR, AT_USHORT, AT_SHORT, AT_UINT, AT_INT, AT_ULONG,
    AT_LONG, AT_FLOAT, AT_DOUBLE, AT_POINTER, AT_IMAGE, AT_IMAGE1D, AT_IMAGE1D_ARRAY,
    AT_IMAGE1D_BUFFER, AT_IMAGE2D, AT_IMAGE2D_ARRAY, AT_IMAGE3D,
    AT_SAMPLER = 69, AT_STRUCTURE, AT_COUNTER32, AT_COUNTER64, AT_PIPE, AT_CMDQUEUE,
    AT_CLKEVENT
};
enum { PS_NONE = 0, PS_LOCAL, PS_CONSTANT, PS_GLOBAL };
enum { PA_READ_ONLY = 1, PA_WRITE_ONLY = 2, PA_CONST = 4, PA_RESTRICT = 8,
       PA_VOLATILE = 16 };

/* The type names of .arg: scalars, then the vector types (VEC: the scalar
 * kind and its number, in the order of the type numbers), the others. */
static const struct { const char *name; uint8_t type; } arg_types[] = {
    { "char", AT_CHAR }, { "clkevent", AT_CLKEVENT }, { "counter32", AT_COUNTER32 },
    { "counter64", AT_COUNTER64 }, { "double", AT_DOUBLE }, { "float", AT_FLOAT },
    { "image", AT_IMAGE }, { "image1d", AT_IMAGE1D }, { "image1d_array", AT_IMAGE1D_ARRAY },
    { "image1d_buffer", AT_IMAGE1D_BUFFER }, { "image2d", AT_IMAGE2D },
    { "image2d_array", AT_IMAGE2D_ARRAY }, { "image3d", AT_IMAGE3D }, { "int", AT_INT },
    { "long", AT_LONG }, { "pipe", AT_PIPE }, { "queue", AT_CMDQUEUE },
    { "sampler", AT_SAMPLER }, { "short", AT_SHORT }, { "structure", AT_STRUCTURE },
    { "uchar", AT_UCHAR }, { "uint", AT_UINT }, { "ulong", AT_ULONG },
    { "ushort", AT_USHORT }, { "void", AT_VOID }
};
/* the vector element kinds in the order of their type numbers (19 ...) */
static const char *const vec_kinds[] = { "uchar", "char", "ushort", "short", "uint", "int",
                                         "ulong", "long", "float", "double" };
static const unsigned vec_sizes[] = { 2, 3, 4, 8, 16 };

static bool is_image(unsigned t)
{
    return t >= AT_IMAGE && t <= AT_IMAGE3D;
}

/* The type number of a name (lower case), or -1. */
static int arg_type_of(const char *s, size_t n)
{
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(arg_types); k++)
        if (strlen(arg_types[k].name) == n && memcmp(arg_types[k].name, s, n) == 0)
            return arg_types[k].type;
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(vec_kinds); k++) {
        size_t kl = strlen(vec_kinds[k]);
        if (n <= kl || memcmp(vec_kinds[k], s, kl) != 0)
            continue;
        for (size_t v = 0; v < CLRX_ARRAY_SIZE(vec_sizes); v++) {
            char num[4];
            int nl = snprintf(num, sizeof num, "%u", vec_sizes[v]);
            if ((size_t)nl == n - kl && memcmp(num, s + kl, (size_t)nl) == 0)
                return (int)(19 + 5 * k + v);
        }
    }
    return -1;
}

/* The type name the binary reflects when none is given. */
static void default_type_name(unsigned t, bool pointer, StrBuf *out)
{
    static const char *const scalars[] = {
        "void", "uchar", "char", "ushort", "short", "uint", "int", "ulong", "long",
        "float", "double", "pointer", "image2d_t", "image1d_t", "image1d_array_t",
        "image1d_buffer_t", "image2d_t", "image2d_array_t", "image3d_t"
    };
    static const char *const others[] = { "sampler_t", "structure", "counter32_t",
                                          "counter64_t", "pipe", "queue_t", "clk_event_t" };
    sb_clear(out);
    if (t < CLRX_ARRAY_SIZE(scalars))
        sb_puts(out, scalars[t]);
    else if (t >= AT_SAMPLER)
        sb_puts(out, others[t - AT_SAMPLER]);
    else
        sb_printf(out, "%s%u", vec_kinds[(t - 19) / 5], vec_sizes[(t - 19) % 5]);
    if (pointer)
        sb_putc(out, '*');
}

/* A name of at most max-1 bytes (clrxasm's fixed buffers); *n 0 when none
 * and !required.  False after an error. */
static bool short_name(Args *c, const char **s, size_t *n, size_t max, const char *what,
                       bool required)
{
    if (!args_name(c, s, n, what, required))
        return false;
    if (*n >= max) {
        as_error(c->A, c->p, "the %s is too long", what);
        return false;
    }
    return true;
}

static bool name_is(const char *s, size_t n, const char *word)
{
    return strlen(word) == n && ascii_strncasecmp(s, word, n) == 0;
}

/* .arg NAME[, "TYPENAME"], TYPE[...]: the forms of docs/formats/amd.md. */
void po_amd_arg(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place, "a kernel argument"))
        return;
    AmdKernel *k = cur_ak(A);
    const char *s, *name;
    size_t n, name_len;
    args_skip(c);
    const char *name_place = c->p;
    bool good = args_name(c, &name, &name_len, "an argument name", true);
    if (good && k->arg_names && ht_get(k->arg_names, name, name_len)) {
        as_error(A, name_place, "kernel argument '%.*s' is already defined", (int)name_len,
                 name);
        good = false;
    }
    if (!args_need_comma(c))
        return;
    StrBuf type_name = STRBUF_INIT;
    bool type_name_given = false;
    args_skip(c);
    if (c->p < c->end && *c->p == '"') {
        good &= args_string(c, &type_name);
        if (!args_need_comma(c))
            goto out;
        type_name_given = true;
    }
    /* the type */
    unsigned type = AT_VOID;
    bool pointer = false;
    args_skip(c);
    const char *type_place = c->p;
    if (short_name(c, &s, &n, 72, "argument type", true)) {
        char low[72];
        for (size_t i = 0; i < n; i++)
            low[i] = ascii_lower(s[i]);
        int t = arg_type_of(low, n);
        if (t < 0) {
            as_error(A, type_place, "unknown argument type '%.*s'", (int)n, s);
            good = false;
        } else if (t > AT_COUNTER64) {
            args_skip(c);
            as_error(A, c->p, "argument type '%.*s' needs OpenCL 2.0", (int)n, s);
            good = false;
        } else {
            type = (unsigned)t;
            args_skip(c);
            if (c->p < c->end && *c->p == '*') {
                pointer = true;
                c->p++;
            }
        }
    } else
        good = false;
    if (!pointer && type == AT_COUNTER64) {
        as_error(A, type_place, "the counter64 type is not supported");
        good = false;
    }
    if (pointer && (is_image(type) || type == AT_SAMPLER || type == AT_POINTER ||
                    type == AT_COUNTER32 || type == AT_COUNTER64)) {
        as_error(A, type_place, "illegal pointer type");
        good = false;
    }
    if (!type_name_given)
        default_type_name(type, pointer, &type_name);

    unsigned space = PS_NONE, access = 0, used = 1;
    uint64_t struct_size = 0, const_size = 0, res_id = AMD_DEFAULT_ID;
    bool have, have_last = false;
    const char *vp;
    if (pointer) {
        if (type == AT_STRUCTURE) {
            if (!args_need_comma(c))
                goto out;
            if (abs_value(c, &struct_size, true, &vp))
                cfv_warn_unsigned(A, vp, 32, struct_size);
            else
                good = false;
        }
        if (!args_need_comma(c))
            goto out;
        args_skip(c);
        const char *sp = c->p;
        if (short_name(c, &s, &n, 10, "pointer space", true)) {
            if (name_is(s, n, "local"))
                space = PS_LOCAL;
            else if (name_is(s, n, "global"))
                space = PS_GLOBAL;
            else if (name_is(s, n, "constant"))
                space = PS_CONSTANT;
            else {
                as_error(A, sp, "unknown pointer space '%.*s'", (int)n, s);
                good = false;
            }
        } else
            good = false;
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            /* access qualifiers up to the next comma */
            for (;;) {
                args_skip(c);
                if (c->p >= c->end || *c->p == ',')
                    break;
                const char *qp = c->p;
                if (short_name(c, &s, &n, 10, "access qualifier", true)) {
                    if (name_is(s, n, "const"))
                        access |= PA_CONST;
                    else if (name_is(s, n, "restrict"))
                        access |= PA_RESTRICT;
                    else if (name_is(s, n, "volatile"))
                        access |= PA_VOLATILE;
                    else {
                        as_error(A, qp, "unknown access qualifier '%.*s'", (int)n, s);
                        good = false;
                    }
                } else {
                    good = false;
                    if (c->p == qp)     /* nothing consumed: do not loop forever */
                        c->p++;
                }
            }
            bool have_prev = true;
            if (space == PS_CONSTANT) {
                have_prev = false;
                if (!args_comma(c, &have, true))
                    goto out;
                if (have) {
                    if (abs_value(c, &const_size, false, &vp))
                        cfv_warn_unsigned(A, vp, 32, const_size);
                    else
                        good = false;
                    have_prev = true;
                }
            }
            if (have_prev && space != PS_LOCAL) {
                if (!args_comma(c, &have, true))
                    goto out;
                if (have) {
                    have_last = true;
                    if (abs_value(c, &res_id, false, &vp)) {
                        uint32_t max = space == PS_CONSTANT ? 159 : 1023;
                        if (res_id != AMD_DEFAULT_ID && res_id > max) {
                            as_error(A, vp, "UAV id out of range (0-%u)", max);
                            good = false;
                        }
                    } else
                        good = false;
                }
            } else
                have_last = have_prev;
        }
    } else if (is_image(type)) {
        space = PS_GLOBAL;
        access = PA_READ_ONLY;
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            args_skip(c);
            const char *qp = c->p;
            if (short_name(c, &s, &n, 15, "access qualifier", false)) {
                if ((n == 9 && !memcmp(s, "read_only", 9)) || (n == 6 && !memcmp(s, "rdonly", 6)))
                    access = PA_READ_ONLY;
                else if ((n == 10 && !memcmp(s, "write_only", 10)) ||
                         (n == 6 && !memcmp(s, "wronly", 6)))
                    access = PA_WRITE_ONLY;
                else if (n != 0) {
                    as_error(A, qp, "unknown access qualifier '%.*s'", (int)n, s);
                    good = false;
                }
            } else
                good = false;
            if (!args_comma(c, &have, true))
                goto out;
            if (have) {
                have_last = true;
                if (abs_value(c, &res_id, false, &vp)) {
                    uint32_t max = access == PA_READ_ONLY ? 127 : 7;
                    if (res_id != AMD_DEFAULT_ID && res_id > max) {
                        as_error(A, vp, "resource id out of range (0-%u)", max);
                        good = false;
                    }
                } else
                    good = false;
            }
        }
    } else if (type == AT_COUNTER32) {
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            have_last = true;
            if (abs_value(c, &res_id, true, &vp)) {
                if (res_id != AMD_DEFAULT_ID && res_id > 7) {
                    as_error(A, vp, "resource id out of range (0-7)");
                    good = false;
                }
            } else
                good = false;
        }
    } else if (type == AT_STRUCTURE) {
        if (!args_need_comma(c))
            goto out;
        if (abs_value(c, &struct_size, true, &vp))
            cfv_warn_unsigned(A, vp, 32, struct_size);
        else
            good = false;
        have_last = true;
    } else
        have_last = true;

    if (have_last) {
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            args_skip(c);
            const char *up = c->p;
            bool named = short_name(c, &s, &n, 10, "unused specifier", true);
            good &= named;
            if (named && name_is(s, n, "unused"))
                used = 0;
            else {
                as_error(A, up, "expected 'unused'");
                good = false;
            }
        }
    }
    if (!good || !args_end(c))
        goto out;
    if (!k->arg_names)
        k->arg_names = ht_new(16);
    const char *kept = arena_strndup(A->arena, name, name_len);
    ht_put(k->arg_names, kept, name_len, (void *)1);
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_arg, place, 6);
    as_cfg_set_str(A, r, 0, name, name_len);
    as_cfg_set_str(A, r, 1, type_name.data ? type_name.data : "", type_name.len);
    unsigned argtype = pointer ? AT_POINTER : type, ptrtype = pointer ? type : AT_VOID;
    r->vals[2].num = argtype | ptrtype << 8 | (uint64_t)space << 16 | (uint64_t)access << 24 |
                 (uint64_t)used << 32;
    r->vals[3].num = (uint32_t)struct_size;
    r->vals[4].num = const_size;
    r->vals[5].num = (uint32_t)res_id;
out:
    sb_free(&type_name);
}

/* ---- the symbols that -S adds ---- */

typedef struct ForcedSyms {
    Asm *A;
    Scope *global;
} ForcedSyms;

static void forced_symbol(Symbol *s, void *user)
{
    ForcedSyms *f = user;
    if (s->scope != f->global || !s->has_value || !(s->global || s->weak) || s->regrange ||
        s->detached || s->external)
        return;
    if (s->name[0] == '.' && s->name[1] == '\0')
        return;
    AsCfgRec *r = add_rec(f->A, KERN_GLOBAL, PON_global, NULL, 1);
    as_cfg_set_str(f->A, r, 0, s->name, strlen(s->name));
}

/* With -S, clrxasm adds the global and weak symbols of its global scope in
 * the order of its symbol table (a hash table): one `global` record each,
 * in that order (docs/formats/amd.md, 10). */
static void amd_finish(Asm *A)
{
    /* where this source leaves each layout, and what it wrote into a
     * layout's first section before choosing one (docs/formats/amd.md, 5) */
    AmdState *st = state(A);
    AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_main, NULL, 2);
    r->vals[0].num = st->main_chosen ? st->implicit_data : A->sects[0].size;
    r->vals[1].num = A->cur_kernel == KERN_GLOBAL && A->cur == 0;
    for (size_t i = 0; i < A->nkernels; i++) {
        const AsKernel *k = &A->kernels[i];
        const AmdKernel *ak = k->fmt;
        int32_t last = (int32_t)i == A->cur_kernel ? A->cur : k->saved_sect;
        r = add_rec(A, (int32_t)i, PON_kernel, NULL, 2);
        r->vals[0].num = ak->chosen ? ak->implicit_code : A->sects[k->first_sect].size;
        r->vals[1].num = last == k->first_sect;
    }
    /* the largest alignment requested after a section's first byte (the
     * parts of a section are joined as the sources are concatenated) */
    for (size_t i = 0; i < A->nsects; i++) {
        const AsSection *u = &A->sects[i];
        if (u->type == AST_CONFIG || u->inner_align <= 1)
            continue;
        if (u->type == AST_KCONFIG && !strcmp(u->name, SECT_CALNOTE))
            continue;          /* each note is its own part */
        r = add_rec(A, u->kernel, PON_section, NULL, 2);
        as_cfg_set_str(A, r, 0, u->name, strlen(u->name));
        r->vals[1].num = u->inner_align;
    }
    /* a source that ends in a kernel's code: from where that code was last
     * entered (the count is lost when it is not the last kernel's) */
    if (A->cur >= 0 && A->cur_kernel >= 0 && A->sects[A->cur].type == AST_CODE &&
        st->entered_code == A->cur)
        add_rec(A, A->cur_kernel, PON_text, NULL, 1)->vals[0].num = st->entered_at;
    if (!A->target.force_add_symbols)
        return;
    ForcedSyms f = { A, symtab_global(A->symtab) };
    scope_foreach_clrx_order(f.global, forced_symbol, &f);
}

/* ---- the format record ---- */

static int32_t amd_init(Asm *A)
{
    A->fmt_state = arena_alloc(A->arena, sizeof(AmdState));
    memset(A->fmt_state, 0, sizeof(AmdState));
    state(A)->entered_code = -1;
    return as_new_section(A, SECT_GLOBALDATA, AST_DATA, FLAGS_DATA, KERN_GLOBAL);
}

static int32_t amd_find(Asm *A, const char *name)
{
    layout_chosen(A);
    if (A->cur_kernel == KERN_GLOBAL)
        return as_sect_map_get(A->sect_by_name, name);
    AsKernel *k = &A->kernels[A->cur_kernel];
    AmdKernel *ak = k->fmt;
    if (strcmp(name, ".text") == 0) {
        code_entered(A, k->first_sect);
        return k->first_sect;
    }
    if (strcmp(name, ".data") == 0)
        return ak->data_sect;
    return as_sect_map_get(ak->extra, name);
}

static int32_t amd_add(Asm *A, const char *name, const char **why)
{
    int32_t id;
    if (strcmp(name, ".data") == 0) {
        if (A->cur_kernel == KERN_GLOBAL) {
            *why = "section '.data' is allowed only inside kernels";
            return -1;
        }
        id = as_new_section(A, name, AST_KDATA, FLAGS_DATA, A->cur_kernel);
        if (id >= 0)
            ((AmdKernel *)A->kernels[A->cur_kernel].fmt)->data_sect = id;
    } else if (A->cur_kernel == KERN_GLOBAL) {
        id = as_new_section(A, name, AST_EXTRA, FLAGS_DATA, KERN_GLOBAL);
        if (id >= 0)
            as_sect_map_put(A->sect_by_name, name, id);
    } else {
        AmdKernel *ak = A->kernels[A->cur_kernel].fmt;
        id = as_new_section(A, name, AST_EXTRA, FLAGS_DATA, A->cur_kernel);
        if (id >= 0) {
            if (!ak->extra)
                ak->extra = ht_new(8);
            as_sect_map_put(ak->extra, name, id);
        }
    }
    return id;
}

static void amd_init_kernel(Asm *A, AsKernel *k)
{
    (void)A;
    AmdKernel *ak = k->fmt;
    ak->data_sect = ak->config_sect = ak->header_sect = ak->metadata_sect = -1;
}

static int32_t amd_kernel_start(Asm *A, int32_t kid)
{
    int32_t id = as_new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, kid);
    if (id >= 0)
        code_entered(A, id);
    return id;
}

/* returning to a kernel returns to the section it was left in */
static int32_t amd_kernel_resume(Asm *A, int32_t kid)
{
    int32_t id = A->kernels[kid].saved_sect;
    if (id == A->kernels[kid].first_sect)
        code_entered(A, id);
    return id;
}

/* the code in a kernel's .text is the kernel's */
static int32_t amd_code_kernel(const Asm *A)
{
    return A->cur >= 0 && A->sects[A->cur].kernel >= 0 ? A->sects[A->cur].kernel : -1;
}

static void amd_release(Asm *A)
{
    if (A->fmt_state)
        free(((AmdState *)A->fmt_state)->note_type);
    for (size_t k = 0; k < A->nkernels; k++) {
        AmdKernel *ak = A->kernels[k].fmt;
        if (ak && ak->extra)
            ht_free(ak->extra);
        if (ak && ak->arg_names)
            ht_free(ak->arg_names);
    }
}

const AsFormat as_fmt_amd = {
    .init_output = amd_init,
    .find_section = amd_find,
    .add_section = amd_add,
    .kernel_state = sizeof(AmdKernel),
    .init_kernel = amd_init_kernel,
    .kernel_start = amd_kernel_start,
    .kernel_resume = amd_kernel_resume,
    .code_kernel = amd_code_kernel,
    .finish = amd_finish,
    .release = amd_release,
};
