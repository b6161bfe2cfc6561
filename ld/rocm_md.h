/* rocm_md.h - the metadata of a ROCm code object: the model the writer
 * fills from the configuration records (.md_*, .arg, .printf, the kernel
 * configuration), and the two texts clrxasm writes from it into the
 * metadata note: YAML (code object v2, the old and the new binary format)
 * and MessagePack (metadata V3, `.metadatav3` / `.amd3`).
 *
 * Both writers are small and self-contained: the bytes must be clrxasm's
 * (its key order, spacing, number forms, escapes and MessagePack size
 * classes), which no general YAML or MessagePack library promises.  The
 * layouts are specified in docs/formats/rocm.md, section 5.
 */
#ifndef CLRX_LD_ROCM_MD_H
#define CLRX_LD_ROCM_MD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

/* "not given" of the 32- and 64-bit metadata numbers (clrxasm's values;
 * MessagePack writes them as they are when nothing replaced them) */
#define MD_NONE32 0xfffffffeu
#define MD_NONE64 UINT64_C(0xfffffffffffffffe)
#define MD_DEF32  0xffffffffu
#define MD_DEF64  UINT64_MAX

typedef struct RocmMdArg {
    const char *name, *type_name;
    uint64_t size;
    uint64_t align;            /* alignment; with metadata V3 the offset */
    uint64_t pointee_align;
    uint8_t kind, type, space, acc, actual_acc;    /* the `arg` record's numbers */
    bool is_const, is_restrict, is_volatile, is_pipe;
    bool is_offset;            /* `align` is the offset (code objects v4+) */
} RocmMdArg;

typedef struct RocmMdKernel {
    const char *name;
    const char *symbol_name;   /* "" = none */
    const char *language;      /* "" = none */
    uint32_t lang_version[2];  /* [0] MD_NONE32: none */
    uint32_t reqd_size[3], hint_size[3], fixed_size[3];   /* all 0: none */
    const char *vec_type_hint, *runtime_handle;           /* "" = none */
    uint64_t kernarg_size, group_fixed, private_fixed, kernarg_align;   /* MD_NONE64 */
    uint32_t wavefront_size, sgprs, vgprs;                /* MD_NONE32 */
    uint64_t max_flat_size;                               /* MD_NONE64 */
    uint32_t spilled_sgprs, spilled_vgprs;                /* MD_NONE32 */
    RocmMdArg *args;
    size_t nargs, capargs;
} RocmMdKernel;

typedef struct RocmMdPrintf {
    uint32_t id;               /* MD_DEF32: take the next free one */
    const uint32_t *arg_sizes; /* nargs numbers */
    size_t nargs;
    const char *format;
    size_t format_len;
} RocmMdPrintf;

typedef struct RocmMetadata {
    uint32_t version[2];
    RocmMdPrintf *printfs;
    size_t nprintfs, capprintfs;
    RocmMdKernel *kernels;     /* the program's kernels, in declaration order */
    size_t nkernels;
} RocmMetadata;

/* Defaults of a kernel's metadata (nothing given). */
void rocm_md_kernel_init(RocmMdKernel *k, const char *name);

/* The YAML text.  kconfig[i]: the 256 bytes of kernel i's configuration
 * (amd_kernel_code_t) where the code properties not given come from
 * (NULL: zeros).  False with *err set (duplicate printf ids). */
bool rocm_md_yaml(const RocmMetadata *md, const uint8_t *const *kconfig, StrBuf *out,
                  const char **err);
/* The MessagePack text.  kdesc[i]: kernel i's 64-byte kernel descriptor
 * (NULL: zeros). */
bool rocm_md_msgpack(const RocmMetadata *md, const uint8_t *const *kdesc, StrBuf *out,
                     const char **err);

/* The printf strings of the MessagePack metadata ("ID:N:SIZE...:FORMAT"),
 * each followed by a NUL byte (code objects v4+, rocm_cov.c). */
bool rocm_md_printf_strings(const RocmMetadata *md, StrBuf *out, const char **err);

#endif
