/* hsaconfig.c - the AMD HSA kernel configuration and header (see
 * hsaconfig.h; the fields and their defaults: docs/formats/gallium.md, 6). */
#include "hsaconfig.h"

#include <string.h>

#include "bytes.h"

#define ALL32 0xffffffffu
#define ALL64 UINT64_MAX
#define ALL16 0xffffu
#define ALL8 0xffu

uint32_t hsa_pgm_rsrc1(GpuArch arch, const RsrcSettings *s)
{
    uint32_t sg = s->sgprs ? s->sgprs : 1, vg = s->vgprs ? s->vgprs : 1;
    return s->rsrc1 | gpu_pgm_rsrc1(arch, vg, sg, s->priority, s->floatmode, s->priv, s->dx10,
                                    s->debug, s->ieee);
}

/* The user's bits stay where the computed fields are not; the dimension
 * bits the user gave are the defaults of the dimensions. */
uint32_t hsa_pgm_rsrc2(GpuArch arch, const RsrcSettings *s)
{
    return (s->rsrc2 & 0xffffe440u) |
           gpu_pgm_rsrc2(arch, s->scratch != 0, s->userdata, false, s->dim_mask,
                         s->rsrc2 & 0x1b80u, s->tgsize, (uint32_t)s->localsize, s->exceptions);
}

void hsa_auto_regs(GpuArch arch, RsrcSettings *s, int32_t max_sgpr, int32_t max_vgpr,
                   unsigned reg_flags)
{
    uint32_t dims = s->dim_mask != ALL32 ? s->dim_mask : gpu_default_dim_mask(arch, s->rsrc2);
    uint32_t setup[2];
    gpu_setup_min_regs(arch, dims, s->userdata,
                       (s->tgsize ? GPU_SETUP_TGSIZE_EN : 0) |
                       (s->scratch != 0 ? GPU_SETUP_SCRATCH_EN : 0), setup);
    if (s->sgprs == ALL32) {
        uint32_t max = gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0);
        uint32_t used = (uint32_t)max_sgpr + 1u;       /* -1 (none): 0 */
        uint32_t n = (setup[0] > used ? setup[0] : used) + gpu_extra_sgprs(arch, reg_flags);
        s->sgprs = n < max ? n : max;
    }
    if (s->vgprs == ALL32) {
        uint32_t used = (uint32_t)max_vgpr + 1u;
        s->vgprs = setup[1] > used ? setup[1] : used;
    }
}

void hsa_none(HsaConfig *h)
{
    memset(h, 0xff, sizeof *h);
    h->ieee = h->dx10 = h->debug = h->priv = h->tgsize = false;
}

void hsa_init(HsaConfig *h)
{
    hsa_none(h);
    h->rsrc1 = h->rsrc2 = 0;
    h->sgpr_flags = h->feature_flags = 0;
    h->call_conv = 0;
    h->dim_mask = 0;
    h->sgprs = h->vgprs = ALL32;
    h->userdata = ALL8;
    h->floatmode = 0xc0;
    h->priority = h->exceptions = 0;
}

/* ---- the records ---- */

enum {                                 /* CK_SPECIAL rows */
    SP_CTRL_DIR, SP_MACHINE, SP_CODEVERSION, SP_RESERVED_SGPRS, SP_RESERVED_VGPRS,
    SP_GRID_COUNT, SP_DEFAULT_FEATURES, SP_PRIV_ELEM_SIZE
};

#define FIELD(k, st, f) { k, 1, CK_HSA, st, (uint16_t)offsetof(HsaConfig, f), 0 }
#define FLAG(k, f, a)   { k, 0, CK_HSA, CK_OR16, (uint16_t)offsetof(HsaConfig, f), a }
#define SPEC(k, n, a)   { k, n, CK_HSA, CK_SPECIAL, 0, a }

const CfgKey hsa_keys[] = {
    SPEC(PON_control_directive, 0, SP_CTRL_DIR),
    FIELD(PON_workgroup_group_segment_size, CK_U32, group_size),
    FIELD(PON_workitem_private_segment_size, CK_U32, private_size),
    FIELD(PON_kernel_code_entry_offset, CK_U64, entry_offset),
    FIELD(PON_kernel_code_prefetch_offset, CK_U64, prefetch_offset),
    FIELD(PON_kernel_code_prefetch_size, CK_U64, prefetch_size),
    FIELD(PON_max_scratch_backing_memory, CK_U64, max_scratch),
    FIELD(PON_kernarg_segment_size, CK_U64, kernarg_size),
    FIELD(PON_runtime_loader_kernel_symbol, CK_U64, loader_symbol),
    FIELD(PON_gds_segment_size, CK_U32, gds_size),
    FIELD(PON_workgroup_fbarrier_count, CK_U32, fbarriers),
    FIELD(PON_call_convention, CK_U32, call_conv),
    FIELD(PON_wavefront_sgpr_count, CK_U16, wave_sgprs),
    FIELD(PON_workitem_vgpr_count, CK_U16, item_vgprs),
    FIELD(PON_debug_private_segment_buffer_sgpr, CK_U16, dbg_buffer_sgpr),
    FIELD(PON_debug_wavefront_private_segment_offset_sgpr, CK_U16, dbg_offset_sgpr),
    FIELD(PON_kernarg_segment_align, CK_LOG2, kernarg_align),
    FIELD(PON_group_segment_align, CK_LOG2, group_align),
    FIELD(PON_private_segment_align, CK_LOG2, private_align),
    FIELD(PON_wavefront_size, CK_LOG2, wave_size),
    SPEC(PON_private_elem_size, 1, SP_PRIV_ELEM_SIZE),
    SPEC(PON_machine, 4, SP_MACHINE),
    SPEC(PON_codeversion, 2, SP_CODEVERSION),
    SPEC(PON_reserved_sgprs, 2, SP_RESERVED_SGPRS),
    SPEC(PON_reserved_vgprs, 2, SP_RESERVED_VGPRS),
    SPEC(PON_use_grid_workgroup_count, 1, SP_GRID_COUNT),
    SPEC(PON_default_hsa_features, 0, SP_DEFAULT_FEATURES),
    FLAG(PON_use_private_segment_buffer, sgpr_flags, HSA_PRIV_SEGMENT_BUFFER),
    FLAG(PON_use_dispatch_ptr, sgpr_flags, HSA_DISPATCH_PTR),
    FLAG(PON_use_queue_ptr, sgpr_flags, HSA_QUEUE_PTR),
    FLAG(PON_use_kernarg_segment_ptr, sgpr_flags, HSA_KERNARG_PTR),
    FLAG(PON_use_dispatch_id, sgpr_flags, HSA_DISPATCH_ID),
    FLAG(PON_use_flat_scratch_init, sgpr_flags, HSA_FLAT_SCRATCH_INIT),
    FLAG(PON_use_private_segment_size, sgpr_flags, HSA_PRIV_SEGMENT_SIZE),
    FLAG(PON_use_ordered_append_gds, feature_flags, HSA_ORDERED_APPEND_GDS),
    FLAG(PON_use_ptr64, feature_flags, HSA_PTR64),
    FLAG(PON_use_dynamic_call_stack, feature_flags, HSA_DYNAMIC_CALL_STACK),
    FLAG(PON_use_debug_enabled, feature_flags, HSA_DEBUG_ENABLED),
    FLAG(PON_use_xnack_enabled, feature_flags, HSA_XNACK_ENABLED),
};
const size_t hsa_nkeys = CLRX_ARRAY_SIZE(hsa_keys);

static const char *apply_special(HsaConfig *h, const CfgKey *row, const uint64_t *v)
{
    switch (row->arg) {
    case SP_MACHINE:
        h->mach_kind = (uint16_t)v[0];
        h->mach_major = (uint16_t)v[1];
        h->mach_minor = (uint16_t)v[2];
        h->mach_stepping = (uint16_t)v[3];
        break;
    case SP_CODEVERSION:
        h->code_major = (uint16_t)v[0];
        h->code_minor = (uint16_t)v[1];
        break;
    case SP_RESERVED_SGPRS:
    case SP_RESERVED_VGPRS: {
        uint16_t first = (uint16_t)v[0], count = (uint16_t)(v[1] - v[0] + 1);
        if (row->arg == SP_RESERVED_SGPRS) {
            h->rsgpr_first = first;
            h->rsgpr_count = count;
        } else {
            h->rvgpr_first = first;
            h->rvgpr_count = count;
        }
        break;
    }
    case SP_GRID_COUNT:
        h->sgpr_flags = (uint16_t)((h->sgpr_flags & ~(7u << HSA_GRID_COUNT_SHIFT)) |
                                   ((v[0] & 7u) << HSA_GRID_COUNT_SHIFT));
        break;
    case SP_DEFAULT_FEATURES:      /* private element size 4 */
        h->sgpr_flags = HSA_PRIV_SEGMENT_BUFFER | HSA_DISPATCH_PTR | HSA_KERNARG_PTR;
        h->feature_flags = HSA_PTR64 | (1u << HSA_PRIV_ELEM_SIZE_SHIFT);
        break;
    case SP_PRIV_ELEM_SIZE:
        if (v[0] < 2)
            return "has a private element size below 2";
        h->feature_flags = (uint16_t)((h->feature_flags & ~(3u << HSA_PRIV_ELEM_SIZE_SHIFT)) |
                                      ((log2_u64(v[0]) - 1) << HSA_PRIV_ELEM_SIZE_SHIFT));
        break;
    default:                       /* SP_CTRL_DIR: the bytes come as a section */
        break;
    }
    return NULL;
}

const char *hsa_apply(HsaConfig *h, const CfgKey *row, const uint64_t *v)
{
    if (row->store == CK_SPECIAL)
        return apply_special(h, row, v);
    cfgkey_store(h, row, v[0]);
    return NULL;
}

unsigned hsa_userdata(uint16_t f)
{
    unsigned n = ((f & HSA_PRIV_SEGMENT_BUFFER) ? 4 : 0) + ((f & HSA_DISPATCH_PTR) ? 2 : 0) +
                 ((f & HSA_QUEUE_PTR) ? 2 : 0) + ((f & HSA_KERNARG_PTR) ? 2 : 0) +
                 ((f & HSA_DISPATCH_ID) ? 2 : 0) + ((f & HSA_FLAT_SCRATCH_INIT) ? 2 : 0) +
                 ((f & HSA_PRIV_SEGMENT_SIZE) != 0) + ((f & 0x80) != 0) + ((f & 0x100) != 0) +
                 ((f & 0x200) != 0);
    return n < 16 ? n : 16;
}

unsigned hsa_reg_flags(const HsaConfig *h)
{
    return ((h->sgpr_flags & HSA_FLAT_SCRATCH_INIT) ? GPU_REG_FLAT : 0) |
           ((h->feature_flags & HSA_XNACK_ENABLED) ? GPU_REG_XNACK : 0);
}

/* ---- the header ---- */

void hsa_finish(HsaConfig *h, const HsaDerived *d)
{
    if (h->code_major == ALL32) h->code_major = 1;
    if (h->code_minor == ALL32) h->code_minor = 0;
    if (h->mach_kind == ALL16) h->mach_kind = 1;
    if (h->mach_major == ALL16) h->mach_major = (uint16_t)d->machine.major;
    if (h->mach_minor == ALL16) h->mach_minor = (uint16_t)d->machine.minor;
    if (h->mach_stepping == ALL16) h->mach_stepping = (uint16_t)d->machine.stepping;
    if (h->entry_offset == ALL64) h->entry_offset = HSA_HEADER_SIZE;
    if (h->prefetch_offset == ALL64) h->prefetch_offset = 0;
    if (h->prefetch_size == ALL64) h->prefetch_size = 0;
    if (h->max_scratch == ALL64) h->max_scratch = 0;
    h->rsrc1 = d->rsrc1;
    h->rsrc2 = d->rsrc2;
    if (h->private_size == ALL32) h->private_size = d->private_size;
    if (h->group_size == ALL32) h->group_size = d->group_size;
    if (h->gds_size == ALL32) h->gds_size = 0;
    if (h->kernarg_size == ALL64) h->kernarg_size = d->kernarg_size;
    if (h->fbarriers == ALL32) h->fbarriers = 0;
    if (h->wave_sgprs == ALL16) h->wave_sgprs = (uint16_t)d->sgprs;
    if (h->item_vgprs == ALL16) h->item_vgprs = (uint16_t)d->vgprs;
    if (h->rvgpr_first == ALL16) h->rvgpr_first = 0;
    if (h->rvgpr_count == ALL16) h->rvgpr_count = 0;
    if (h->rsgpr_first == ALL16) h->rsgpr_first = 0;
    if (h->rsgpr_count == ALL16) h->rsgpr_count = 0;
    if (h->dbg_offset_sgpr == ALL16) h->dbg_offset_sgpr = 0;
    if (h->dbg_buffer_sgpr == ALL16) h->dbg_buffer_sgpr = 0;
    if (h->kernarg_align == ALL8) h->kernarg_align = 4;
    if (h->group_align == ALL8) h->group_align = 4;
    if (h->private_align == ALL8) h->private_align = 4;
    if (h->wave_size == ALL8) h->wave_size = 6;
    if (h->loader_symbol == ALL64) h->loader_symbol = 0;
}

void hsa_header(const HsaConfig *h, const void *ctrl_dir, uint8_t out[HSA_HEADER_SIZE])
{
    memset(out, 0, HSA_HEADER_SIZE);
    put32(out + 0, h->code_major);
    put32(out + 4, h->code_minor);
    put16(out + 8, h->mach_kind);
    put16(out + 10, h->mach_major);
    put16(out + 12, h->mach_minor);
    put16(out + 14, h->mach_stepping);
    put64(out + 16, h->entry_offset);
    put64(out + 24, h->prefetch_offset);
    put64(out + 32, h->prefetch_size);
    put64(out + 40, h->max_scratch);
    put32(out + 48, h->rsrc1);
    put32(out + 52, h->rsrc2);
    put16(out + 56, h->sgpr_flags);
    put16(out + 58, h->feature_flags);
    put32(out + 60, h->private_size);
    put32(out + 64, h->group_size);
    put32(out + 68, h->gds_size);
    put64(out + 72, h->kernarg_size);
    put32(out + 80, h->fbarriers);
    put16(out + 84, h->wave_sgprs);
    put16(out + 86, h->item_vgprs);
    put16(out + 88, h->rvgpr_first);
    put16(out + 90, h->rvgpr_count);
    put16(out + 92, h->rsgpr_first);
    put16(out + 94, h->rsgpr_count);
    put16(out + 96, h->dbg_offset_sgpr);
    put16(out + 98, h->dbg_buffer_sgpr);
    out[100] = h->kernarg_align;
    out[101] = h->group_align;
    out[102] = h->private_align;
    out[103] = h->wave_size;
    put32(out + 104, h->call_conv);
    /* 108..119 reserved: zeros */
    put64(out + 120, h->loader_symbol);
    if (ctrl_dir)
        memcpy(out + HSA_HEADER_SIZE - HSA_CTRL_DIR_SIZE, ctrl_dir, HSA_CTRL_DIR_SIZE);
}
