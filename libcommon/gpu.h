/* gpu.h - the GPU device and architecture table.
 *
 * Device and architecture numbers are those the CLRX language exposes (the
 * values `.get_gpu` and `.get_arch` store), so their order is fixed.  The
 * table itself is data (libcommon/gpus.def); names are matched without
 * regard to case.  Besides names and numbering, this module holds the
 * hardware facts that the assembler, the format writers and the linker
 * share: gfx version triples, register limits and the extra SGPRs that
 * VCC/FLAT_SCRATCH/XNACK_MASK take, and the PGM_RSRC1/2/3 field packing.
 */
#ifndef CLRX_GPU_H
#define CLRX_GPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum GpuArch {
    ARCH_GCN1_0 = 0,
    ARCH_GCN1_1,
    ARCH_GCN1_2,
    ARCH_GCN1_4,
    ARCH_GCN1_4_1,
    ARCH_GCN1_5,
    ARCH_GCN1_5_1,
    ARCH_COUNT
} GpuArch;

/* Bit masks of architectures (bit n = GpuArch n) for instruction tables. */
#define ARCHMASK(a) (1u << (a))
#define ARCHMASK_ALL ((1u << ARCH_COUNT) - 1u)

typedef enum GpuDevice {
    GPU_CAPE_VERDE = 0, GPU_PITCAIRN, GPU_TAHITI, GPU_OLAND, GPU_BONAIRE,
    GPU_SPECTRE, GPU_SPOOKY, GPU_KALINDI, GPU_HAINAN, GPU_HAWAII, GPU_ICELAND,
    GPU_TONGA, GPU_MULLINS, GPU_FIJI, GPU_CARRIZO, GPU_DUMMY, GPU_GOOSE,
    GPU_HORSE, GPU_STONEY, GPU_ELLESMERE, GPU_BAFFIN, GPU_GFX804, GPU_GFX900,
    GPU_GFX901, GPU_GFX902, GPU_GFX903, GPU_GFX904, GPU_GFX905, GPU_GFX906,
    GPU_GFX907, GPU_GFX1000, GPU_GFX1010, GPU_GFX1011,
    GPU_COUNT
} GpuDevice;

/* The gfx version triple of a device differs between the binary formats
 * (drivers disagree on a few devices, e.g. Fiji is 8.0.4 for AMD OpenCL 2.0
 * but 8.0.3 for ROCm and Gallium). */
typedef enum GpuVerTable {
    GPUVER_AMDCL2 = 0,         /* AMD OpenCL 2.0 */
    GPUVER_GALLIUM,            /* GalliumCompute (LLVM AMDGPU) */
    GPUVER_ROCM,               /* ROCm */
    GPUVER_COUNT
} GpuVerTable;

typedef struct GpuVersion {
    uint32_t major, minor, stepping;
} GpuVersion;

typedef struct GpuInfo {
    GpuDevice id;
    const char *name;          /* canonical CLRX spelling, e.g. "CapeVerde" */
    GpuArch arch;
    uint32_t gfx_major, gfx_minor, gfx_stepping;  /* ROCm's triple: 8,0,3 for Fiji */
    uint32_t max_sgprs;        /* SGPRs a kernel may use in total (gpu_max_regs
                                * of the architecture with no flags: 102/104/106) */
    uint32_t max_vgprs;        /* 256 */
    uint32_t max_addr_sgprs;   /* SGPRs an instruction may name (s0..s[N-1]) */
    GpuVersion ver[GPUVER_COUNT];  /* the triple per format (see GpuVerTable) */
} GpuInfo;

const GpuInfo *gpu_info(GpuDevice d);
const char *gpu_name(GpuDevice d);            /* canonical name; "?" when out of range */
/* Case-insensitive lookup of a device name or alias ("tonga", "polaris10",
 * "gfx803", ...).  Returns false when the name is unknown.  The name is not
 * trimmed.  As in clrxasm, "gfx1011" names GFX1010 (GFX1011 itself is
 * reached through its architecture). */
bool gpu_from_name(const char *name, size_t len, GpuDevice *out);
/* For "unknown GPU 'X' (did you mean 'Y'?)": the device name (any of the
 * accepted spellings, lower case) closest to `name`, when it is close
 * enough to be a typo (at most two letters inserted, removed, changed or
 * swapped, and fewer than half of them); NULL otherwise. */
const char *gpu_suggest(const char *name);
/* Architecture by name: "GCN1.0".."GCN1.5.1", "GFX6".."GFX10"...,
 * "SI", "CI", "VI", "Vega", "Vega20", "Navi", "NaviDL" (case-insensitive). */
bool arch_from_name(const char *name, size_t len, GpuArch *out);
const char *arch_name(GpuArch a);             /* "GCN1.0" ... "GCN1.5.1" */
GpuArch gpu_arch(GpuDevice d);
/* The lowest device of an architecture (what `-A` selects as the device). */
GpuDevice arch_lowest_gpu(GpuArch a);
/* True when code for `required` runs on `actual`: equal, or GCN 1.4 code on
 * GCN 1.4.1 (same encodings, 1.4.1 only adds instructions). */
bool arch_matches(GpuArch required, GpuArch actual);

/* gfx version triple of a device for a format's table. */
GpuVersion gpu_version(GpuDevice d, GpuVerTable t);
/* The device a triple found in a binary stands for: the listed device, else
 * the lowest device of the major number, else CapeVerde. */
GpuDevice gpu_from_version(uint32_t major, uint32_t minor, uint32_t stepping);

/* ---- register limits ---- */
enum { GPU_REGTYPE_SGPR = 0, GPU_REGTYPE_VGPR = 1 };

/* Flags of gpu_max_regs: leave out what the extra registers take.
 * Only the first applicable of FLAT (with VCC), XNACK (with VCC), VCC counts,
 * in that order. */
#define GPU_REGCOUNT_NO_VCC    1u
#define GPU_REGCOUNT_NO_FLAT   2u
#define GPU_REGCOUNT_NO_XNACK  4u
#define GPU_REGCOUNT_NO_EXTRA  0xffffu

/* Flags saying which special registers a kernel uses (gpu_extra_sgprs). */
#define GPU_REG_VCC     1u
#define GPU_REG_FLAT    2u     /* FLAT_SCRATCH */
#define GPU_REG_XNACK   4u     /* XNACK_MASK */
#define GPU_REG_WAVE32  8u     /* wave32 mode: VCC is one SGPR (GCN 1.5 and later) */

/* Maximum registers of a type for an architecture (VGPRs: 256; SGPRs: 104,
 * 102 on GCN 1.2, 106 on GCN 1.5), less the extra SGPRs named by `flags`
 * (GPU_REGCOUNT_*): FLAT takes 4 on GCN 1.1 and 6 from GCN 1.2 (VCC
 * included); XNACK 4 from GCN 1.2; VCC 2. */
uint32_t gpu_max_regs(GpuArch a, int regtype, unsigned flags);
/* Same limit for a set of architectures (an instruction table's mask). */
uint32_t gpu_max_regs_by_archmask(uint32_t archmask, int regtype);
/* Highest register count an operand may address for a set of
 * architectures (s[0..N-1]: 104; 102 on GCN 1.2/1.4/1.4.1; 106 on 1.5). */
uint32_t gpu_max_addr_regs_by_archmask(uint32_t archmask, int regtype);
/* True when SGPR `index` aliases a special register (VCC, FLAT_SCRATCH,
 * XNACK_MASK) on the architectures of `archmask`. */
bool gpu_is_special_sgpr(uint32_t archmask, uint32_t index);
/* SGPRs that the special registers in `flags` (GPU_REG_*) add to a kernel's
 * count: VCC 2 (1 in wave32 on GCN 1.5+); FLAT_SCRATCH 2 on GCN 1.1, 4 from
 * GCN 1.2 (plus VCC); XNACK_MASK 2 from GCN 1.2 (plus VCC).  Only the first
 * applicable of FLAT, XNACK, VCC counts. */
uint32_t gpu_extra_sgprs(GpuArch a, unsigned flags);
/* The same for any register type (VGPRs: always 0). */
uint32_t gpu_extra_regs(GpuArch a, int regtype, unsigned flags);

/* Flags of gpu_setup_min_regs. */
#define GPU_SETUP_TGSIZE_EN  1u
#define GPU_SETUP_SCRATCH_EN 2u
/* Registers the hardware initialises at kernel start: out[0] SGPRs (one per
 * TGID dimension in dim_mask bits 0-2, user data, TG_SIZE, scratch wave
 * offset), out[1] VGPRs (work-item ids: dim_mask bit 3/4/5 = x / xy / xyz). */
void gpu_setup_min_regs(GpuArch a, uint32_t dim_mask, uint32_t user_data_num,
                        unsigned flags, uint32_t out[2]);
/* dim_mask (as above) implied by a PGM_RSRC2 value. */
uint32_t gpu_default_dim_mask(GpuArch a, uint32_t pgm_rsrc2);
uint32_t gpu_max_local_size(GpuArch a);       /* LDS bytes per work-group: 32768 */
uint32_t gpu_max_gds_size(GpuArch a);         /* 65536 */

/* ---- program resource registers ---- */
/* PGM_RSRC1 from register counts and mode bits (vgprs/sgprs >= 1; the SGPR
 * field is 0 on GCN 1.5, where VGPRs are counted in blocks of 8). */
uint32_t gpu_pgm_rsrc1(GpuArch a, uint32_t vgprs, uint32_t sgprs, uint32_t priority,
                       uint32_t float_mode, bool priv, bool dx10_clamp, bool debug,
                       bool ieee);
/* PGM_RSRC2.  dim_mask == UINT32_MAX means "use def_dim_values" (already
 * shifted into place); lds_size in bytes (granule 256 on GCN 1.0, 512 later). */
uint32_t gpu_pgm_rsrc2(GpuArch a, bool scratch_en, uint32_t user_data_num,
                       bool trap_present, uint32_t dim_mask, uint32_t def_dim_values,
                       bool tg_size_en, uint32_t lds_size, uint32_t exceptions);
/* PGM_RSRC3 (GCN 1.5: shared VGPRs in blocks of 8; 0 before). */
uint32_t gpu_pgm_rsrc3(GpuArch a, uint32_t shared_vgprs);

#endif
