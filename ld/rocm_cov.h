/* rocm_cov.h - ROCm code objects v4, v5 and v6 (beyond clrxasm, which
 * writes code object v2 and its LLVM 10 variant): what these versions add
 * to the ROCm writer (fmt_rocm.c) —
 *
 *   cov_target        the target ID: processor, xnack and sramecc settings
 *                     (`.amdgcn_target`), with e_flags and the metadata's
 *                     `amdhsa.target` string made from it
 *   cov_arg_offsets   the arguments' offsets (`.arg` alignments laid out)
 *   cov_kernarg_*     the kernarg segment's size and alignment
 *   cov_descriptor    the 64-byte kernel descriptor (NAME.kd in .rodata)
 *   cov_metadata      the NT_AMDGPU_METADATA note's MessagePack map,
 *                     written with msgpack-c
 *
 * The mapping from every CLRX setting is in docs/formats/rocm.md, section 9.
 */
#ifndef CLRX_LD_ROCM_COV_H
#define CLRX_LD_ROCM_COV_H

#include <stdbool.h>
#include <stdint.h>

#include "gpu.h"
#include "hsaconfig.h"
#include "rocm_md.h"
#include "util.h"

#define COV_KD_SIZE 64u

/* a target feature: not supported by the processor, any, off, on */
enum { COV_UNSUPPORTED, COV_ANY, COV_OFF, COV_ON };

typedef struct CovTarget {
    char proc[16];             /* "gfx906" */
    uint32_t mach;             /* EF_AMDGPU_MACH_* */
    int xnack, sramecc;        /* COV_* */
} CovTarget;

/* The processor of the GPU (its ROCm version triple, with .arch_minor /
 * .arch_stepping) and the features a target ID (NULL: none) sets: false with
 * *err (a processor LLVM does not know, a target ID for another processor, a
 * bad feature). */
bool cov_target(GpuVersion ver, const char *target_id, CovTarget *t, const char **err);
uint32_t cov_eflags(const CovTarget *t);
/* "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-" (only the features set) */
void cov_target_id(const CovTarget *t, StrBuf *out);

/* Arguments given with an alignment get the offset after the previous
 * argument at that alignment (those given with an offset keep it). */
void cov_arg_offsets(RocmMdKernel *k);
/* The end of the last argument. */
uint64_t cov_kernarg_size(const RocmMdKernel *k);
/* 8, or a larger alignment of an argument. */
uint64_t cov_kernarg_align(const RocmMdKernel *k);

/* The descriptor of a finished configuration (the entry offset at 16 is
 * left 0: the writer knows the addresses). */
void cov_descriptor(const HsaConfig *h, uint32_t rsrc3, uint8_t out[COV_KD_SIZE]);

/* The metadata map of a code object of version `version`; wgp_mode[i]:
 * kernel i's rsrc1 (workgroup processor mode, GFX10), dyn_stack[i]: its
 * dynamic stack switch.  False with *err. */
bool cov_metadata(const RocmMetadata *md, unsigned version, const CovTarget *t,
                  GpuArch arch, const uint32_t *rsrc1, const bool *dyn_stack, StrBuf *out,
                  const char **err);

#endif
