/* hsaconfig.h - the AMD HSA kernel configuration and the 256-byte kernel
 * code header made from it (the layout of AMD's amd_kernel_code_t: 128 bytes
 * of fields, then the 128-byte control directive).  ROCm code objects and
 * AMD OpenCL 2.0 binaries configure every kernel this way; Gallium with
 * LLVM >= 4.0 writes the header before each kernel's code.  Also here: the
 * settings from which every format computes COMPUTE_PGM_RSRC1/2.
 *
 *   hsa_init / hsa_none       a configuration with clrxasm's defaults / unset
 *   hsa_keys[], hsa_apply     the records that set it (keys common to the
 *                             formats; a format adds its own names for the
 *                             register settings, as rows with target CK_HSA)
 *   hsa_userdata, hsa_reg_flags   what the SGPR input and feature flags imply
 *   hsa_auto_regs, hsa_pgm_rsrc1/2   register counts and the resource
 *                             words from RsrcSettings
 *   hsa_finish, hsa_header    defaults of the fields still unset; the bytes
 *
 * Field meanings and defaults: docs/formats/gallium.md, section 6. */
#ifndef CLRX_LD_HSACONFIG_H
#define CLRX_LD_HSACONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cfgkey.h"
#include "gpu.h"

#define HSA_HEADER_SIZE   256u
#define HSA_CTRL_DIR_SIZE 128u

/* SGPR input flags (HsaConfig.sgpr_flags) */
#define HSA_PRIV_SEGMENT_BUFFER 0x1u
#define HSA_DISPATCH_PTR        0x2u
#define HSA_QUEUE_PTR           0x4u
#define HSA_KERNARG_PTR         0x8u
#define HSA_DISPATCH_ID         0x10u
#define HSA_FLAT_SCRATCH_INIT   0x20u
#define HSA_PRIV_SEGMENT_SIZE   0x40u
#define HSA_GRID_COUNT_SHIFT    7u       /* 3 bits: grid work-group count X, Y, Z */
/* feature flags (HsaConfig.feature_flags) */
#define HSA_ORDERED_APPEND_GDS  0x1u
#define HSA_PRIV_ELEM_SIZE_SHIFT 1u      /* 2 bits: log2(size) - 1 */
#define HSA_PTR64               0x8u
#define HSA_DYNAMIC_CALL_STACK  0x10u
#define HSA_DEBUG_ENABLED       0x20u
#define HSA_XNACK_ENABLED       0x40u

/* What COMPUTE_PGM_RSRC1/2 are computed from (every format has these
 * settings, under its own record keys). */
typedef struct RsrcSettings {
    uint32_t dim_mask;         /* all ones: none given (the default dimensions) */
    uint32_t sgprs, vgprs;     /* register counts (0 counts as 1) */
    uint32_t rsrc1, rsrc2;     /* bits given by the user */
    uint8_t userdata, floatmode, priority, exceptions;
    bool ieee, dx10, debug, priv, tgsize;
    uint64_t localsize;        /* LDS bytes */
    uint32_t scratch;          /* scratch bytes per work-item (nonzero: enabled) */
} RsrcSettings;

uint32_t hsa_pgm_rsrc1(GpuArch arch, const RsrcSettings *s);
uint32_t hsa_pgm_rsrc2(GpuArch arch, const RsrcSettings *s);
/* Register counts left automatic (all ones): what the code uses (highest
 * index, -1 for none), at least what the dispatch setup loads (dimensions,
 * user data, TG_SIZE, scratch); SGPRs add the extra ones of reg_flags
 * (GPU_REG_VCC/FLAT/XNACK) and stop at the architecture's maximum. */
void hsa_auto_regs(GpuArch arch, RsrcSettings *s, int32_t max_sgpr, int32_t max_vgpr,
                   unsigned reg_flags);

/* The configuration: the first 128 bytes of the header, then the register
 * settings that come with it.  A field that is all ones is not given. */
typedef struct HsaConfig {
    uint32_t code_major, code_minor;
    uint16_t mach_kind, mach_major, mach_minor, mach_stepping;
    uint64_t entry_offset, prefetch_offset, prefetch_size, max_scratch;
    uint32_t rsrc1, rsrc2;
    uint16_t sgpr_flags, feature_flags;
    uint32_t private_size, group_size, gds_size;
    uint64_t kernarg_size;
    uint32_t fbarriers;
    uint16_t wave_sgprs, item_vgprs;
    uint16_t rvgpr_first, rvgpr_count, rsgpr_first, rsgpr_count;
    uint16_t dbg_offset_sgpr, dbg_buffer_sgpr;
    uint8_t kernarg_align, group_align, private_align, wave_size;
    uint32_t call_conv;
    uint64_t loader_symbol;
    /* register settings */
    uint32_t dim_mask, sgprs, vgprs;
    uint8_t userdata, floatmode, priority, exceptions;
    bool ieee, dx10, debug, priv, tgsize;
} HsaConfig;

/* Every field unset (all ones), the switches off. */
void hsa_none(HsaConfig *h);
/* clrxasm's start for a kernel that has an HSA configuration: flags, call
 * convention, resource bits, priority and exceptions 0, dimension mask 0,
 * float mode 0xc0; the rest unset. */
void hsa_init(HsaConfig *h);

/* The records that set the header's fields, under the names all formats use. */
extern const CfgKey hsa_keys[];
extern const size_t hsa_nkeys;
/* Applies a row of target CK_HSA with its values (cfgkey_values); returns
 * NULL, or what is wrong with the record. */
const char *hsa_apply(HsaConfig *h, const CfgKey *row, const uint64_t *v);

/* User SGPRs that the SGPR input flags take (at most 16). */
unsigned hsa_userdata(uint16_t sgpr_flags);
/* GPU_REG_FLAT and GPU_REG_XNACK as the flags ask for them. */
unsigned hsa_reg_flags(const HsaConfig *h);

/* What the defaults of the remaining fields depend on. */
typedef struct HsaDerived {
    GpuVersion machine;        /* the GPU's version triple */
    uint32_t rsrc1, rsrc2;     /* always replace the configuration's */
    uint32_t private_size, group_size;
    uint32_t sgprs, vgprs;     /* for the wavefront SGPR / work-item VGPR counts */
    uint64_t kernarg_size;
} HsaDerived;
/* Gives every field still unset its default (docs/formats/gallium.md, 6). */
void hsa_finish(HsaConfig *h, const HsaDerived *d);
/* The 256 header bytes of a finished configuration; ctrl_dir: the control
 * directive's 128 bytes, or NULL for zeros. */
void hsa_header(const HsaConfig *h, const void *ctrl_dir, uint8_t out[HSA_HEADER_SIZE]);

#endif
