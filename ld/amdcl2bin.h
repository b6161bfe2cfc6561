/* amdcl2bin.h - the bytes of an AMD OpenCL 2.0 binary, from a finished
 * description of the program (Cl2Bin): the outer ELF (symbols, .comment,
 * the kernels' metadata in .rodata, .text), and in .text either the inner
 * ELF of the new binary format (driver 191205 and later: notes, global
 * data, the kernels' setups and code, samplers, relocations, symbols) or,
 * for older drivers, each kernel's stub, setup and code.  The layout is in
 * docs/formats/amdcl2.md; ld/fmt_amdcl2.c makes the description from the
 * linked objects.
 */
#ifndef CLRX_LD_AMDCL2BIN_H
#define CLRX_LD_AMDCL2BIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gpu.h"
#include "util.h"

#define CL2_NEW_DRIVER   191205u   /* the new binary format (inner ELF) */
#define CL2_16_3_DRIVER  200406u   /* Crimson 16.3: the later inner layout */
#define CL2_GFX_WORD_DRIVER 223600u   /* metadata names the architecture "GFXn" */
#define CL2_DEFAULT 0xffffffffu    /* a setting left to the writer */

/* Argument types (the CLRX language's numbering, as clrx-as records them). */
enum {
    CL2T_VOID = 0, CL2T_UCHAR, CL2T_CHAR, CL2T_USHORT, CL2T_SHORT, CL2T_UINT, CL2T_INT,
    CL2T_ULONG, CL2T_LONG, CL2T_FLOAT, CL2T_DOUBLE, CL2T_POINTER, CL2T_IMAGE,
    CL2T_IMAGE3D = 18, CL2T_SAMPLER = 69, CL2T_STRUCTURE, CL2T_COUNTER32, CL2T_COUNTER64,
    CL2T_PIPE, CL2T_CMDQUEUE, CL2T_CLKEVENT, CL2T_COUNT
};
enum { CL2_SPACE_NONE, CL2_SPACE_LOCAL, CL2_SPACE_CONSTANT, CL2_SPACE_GLOBAL };
#define CL2_ACC_MASK      3u       /* image access: 1 read-only, 2 write-only, 3 both */
#define CL2_ACC_CONST     4u
#define CL2_ACC_RESTRICT  8u
#define CL2_ACC_VOLATILE  16u

typedef struct Cl2Arg {
    const char *name, *type_name;
    size_t name_len, type_name_len;
    uint8_t type, ptr_type, space, access;
    uint32_t struct_size;
    uint32_t resid;            /* CL2_DEFAULT: the writer's choice */
    uint8_t used;              /* 0 unused, 1 read, 2 written, 3 both */
} Cl2Arg;

/* What .config says about a kernel (also the metadata of .hsaconfig). */
typedef struct Cl2Config {
    Cl2Arg *args; size_t nargs;
    uint32_t *samplers; size_t nsamplers;
    uint32_t dim_mask;         /* CL2_DEFAULT: from pgmrsrc2 */
    uint32_t reqd[3], hint[3];
    uint32_t vgprs, sgprs;     /* final counts (the writer adds nothing) */
    uint32_t rsrc1, rsrc2;
    uint8_t floatmode, priority;
    uint64_t localsize;
    uint32_t gdssize, scratch;
    uint8_t exceptions;
    bool ieee, tgsize, debug, priv, dx10, usesetup, useargs, useenqueue, usegeneric;
    const char *vectypehint; size_t vectypehint_len;
} Cl2Config;

typedef struct Cl2Rel {
    uint64_t offset;           /* in the kernel's code (or the HSA layout's) */
    bool high;                 /* high 32 bits of the address (else low) */
    uint8_t symbol;            /* 0 global data, 1 read-write data, 2 bss */
    uint64_t addend;
} Cl2Rel;

typedef struct Cl2BinKernel {
    const char *name;
    bool use_config;           /* .config or .hsaconfig */
    bool hsa_config;           /* the setup is `setup` (the HSA header) */
    Cl2Config cfg;
    /* raw parts: NULL when the kernel has none */
    const uint8_t *metadata; size_t metadata_size;
    const uint8_t *isametadata; size_t isametadata_size;
    const uint8_t *setup; size_t setup_size;
    const uint8_t *stub; size_t stub_size;
    const uint8_t *code; size_t code_size;
    size_t offset;             /* HSA layout: the kernel's place in `code` */
    Cl2Rel *rels; size_t nrels;
} Cl2BinKernel;

/* A user section. */
typedef struct Cl2BinSect {
    const char *name;
    const uint8_t *data;
    uint64_t size, align;
    uint32_t type;             /* SHT_PROGBITS, SHT_NOTE or SHT_NOBITS */
    uint64_t flags;
} Cl2BinSect;

/* Where a symbol of -S is (Cl2BinSym.sect). */
enum { CL2S_ABS = -1, CL2S_TEXT = -2, CL2S_RODATA = -3, CL2S_DATA = -4, CL2S_BSS = -5,
       CL2S_SAMPLERINIT = -6 };

typedef struct Cl2BinSym {
    const char *name;
    uint64_t value, size;
    int32_t sect;              /* CL2S_*, or a user section (index in the extras) */
    uint8_t info, other;
} Cl2BinSym;

typedef struct Cl2Bin {
    bool is64;
    GpuDevice gpu;
    uint32_t driver;
    uint32_t arch_minor, arch_stepping;      /* CL2_DEFAULT: the device's */
    const char *compile_options; size_t compile_options_len;
    const char *acl_version; size_t acl_version_len;     /* empty: the default */
    const uint8_t *global_data; size_t global_size;      /* NULL: none */
    const uint8_t *rw_data; size_t rw_size;
    uint64_t bss_size, bss_align;
    bool sampler_config;       /* samplers given by .sampler (else .samplerinit) */
    uint32_t *samplers; size_t nsamplers;
    const uint8_t *sampler_init; size_t sampler_init_size;
    uint64_t *sampler_offsets; size_t nsampler_offsets;
    Cl2BinKernel *kernels; size_t nkernels;
    const uint8_t *code; size_t code_size;   /* HSA layout: all code (else NULL) */
    Cl2Rel *rels; size_t nrels;              /* HSA layout: relocations of `code` */
    Cl2BinSect *extras; size_t nextras;      /* the outer ELF's user sections */
    Cl2BinSect *inner_extras; size_t ninner_extras;
    Cl2BinSym *syms; size_t nsyms;           /* -S: symbols of the outer ELF */
    Cl2BinSym *inner_syms; size_t ninner_syms;
} Cl2Bin;

/* The binary's bytes appended to out; NULL, or what the description cannot
 * make (clrxasm reports it without a position). */
const char *cl2_generate(const Cl2Bin *in, StrBuf *out);

/* Fill order[0..n) with 0..n-1 sorted by keys[], equal keys keeping their
 * order (a stable sort in O(n log n)). */
void cl2_order_by_key(const uint64_t *keys, size_t n, size_t *order);

/* Bytes of the kernel argument segment of a configuration. */
uint32_t cl2_kernarg_size(const Cl2Config *c, bool is64, bool new_binary);

#endif
