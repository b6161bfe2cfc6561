/* target.h - the assembler's target state and the clrxasm command-line
 * options that every stage understands.
 *
 * clrx-cpp, clrx-as and clrx-cc accept the same clrxasm options; each stage
 * uses the ones that concern it and ignores the rest.  The state here is
 * also what the source changes with .gpu/.arch/.format/.64bit/... and what
 * the .get_* pseudo-ops read.
 */
#ifndef CLRX_TARGET_H
#define CLRX_TARGET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gpu.h"

/* Numbers as `.get_format` stores them. */
typedef enum BinFormat {
    FMT_AMD = 0,       /* AMD Catalyst OpenCL 1.2 */
    FMT_GALLIUM = 1,
    FMT_RAWCODE = 2,
    FMT_AMDCL2 = 3,    /* AMD OpenCL 2.0 (new driver) */
    FMT_ROCM = 4,
    FMT_COUNT
} BinFormat;

/* The names -b/--binaryFormat accepts: "amd", "catalyst", "amdcl2",
 * "gallium", "rocm", "raw", "rawcode" (case-insensitive, not trimmed). */
bool format_from_name(const char *name, size_t len, BinFormat *out);
/* The names .format accepts: the same without "rawcode" ("raw" only). */
bool format_from_pseudo_name(const char *name, size_t len, BinFormat *out);
const char *format_name(BinFormat f);           /* "amd", "gallium", "rawcode", ... */
/* .amd3 (the argument of the format-selecting pseudo-ops besides the
 * BinFormat values): ROCm's new binary format with the LLVM 10 layout and
 * metadata V3. */
#define FMT_ROCM_AMD3 ((int)FMT_COUNT + 1)

/* The version that `.get_version` stores (CLRX 0.1.9 -> 109) and the
 * default policy (`.get_policy`; clrxasm's default is its own version). */
#define CLRX_LANG_VERSION 109
#define CLRX_DEFAULT_POLICY 109
/* From this policy on, the SGPR counts of AMD Catalyst / AMD OpenCL 2.0
 * kernels include the extra registers (VCC, FLAT_SCRATCH, XNACK_MASK). */
#define CLRX_POLICY_UNIFIED_SGPR_COUNT 200

typedef struct TargetState {
    BinFormat format;          /* default FMT_AMD, as clrxasm */
    GpuDevice gpu;             /* default GPU_CAPE_VERDE */
    bool gpu_set_by_arch;      /* -A/.arch given (device = lowest of arch) */
    bool is64bit;              /* -6 / .64bit */
    bool wave32;               /* -3 / .wave32 */
    bool buggy_fplit;          /* --buggyFPLit / .buggyfplit */
    bool old_mod_param;        /* --oldModParam / .oldmodparam */
    bool new_rocm_format;      /* --newROCmBinFormat */
    bool rocm_metadata_v3;     /* .amd3: LLVM 10 layout, metadata V3 */
    bool force_add_symbols;    /* -S */
    uint32_t driver_version;   /* -t; 0 = not given (the format decides the default) */
    uint32_t llvm_version;     /* --llvmVersion; 0 = not given */
    uint32_t policy;           /* --policy / .policy */
    uint32_t code_object_version;  /* -mcode-object-version=N (ROCm code object v4,
                                    * v5, v6), .amdhsa_code_object_version N;
                                    * 0 = clrxasm's ROCm binary (the default) */
} TargetState;

void target_init(TargetState *t);

/* What the target pseudo-ops do to the state.  clrx-as runs them and
 * reports the outcome; clrx-cpp tracks them for later conditions: one
 * definition, so that both stages agree.  `fixed` says that the output
 * format has been set up already (by an earlier statement). */
typedef enum TargetChange {
    TGT_CHANGED,               /* done */
    TGT_TOO_LATE,              /* the format is set up already: nothing changed */
    TGT_ROCM_64,               /* .32bit in ROCm, which is always 64-bit: ignored */
    TGT_NO_BITNESS             /* a format without a bitness: ignored */
} TargetChange;
/* .32bit / .64bit */
TargetChange target_set_bitness(TargetState *t, bool is64, bool fixed);
/* .amd .gallium .rawcode .amdcl2 .rocm .format (a BinFormat) and .amd3
 * (FMT_ROCM_AMD3) */
TargetChange target_set_format(TargetState *t, int fmt, bool fixed);
/* .gpu DEVICE / .arch ARCHITECTURE (its lowest device) */
void target_set_gpu(TargetState *t, GpuDevice d);
void target_set_arch(TargetState *t, GpuArch a);
/* .policy VALUE: false when the value is truncated to 32 bits */
bool target_set_policy(TargetState *t, uint64_t v);

/* One -D definition, in order. */
typedef struct DefSym {
    const char *name;
    const char *value;         /* NULL when no `=VALUE` was given (value 0) */
    uint64_t ival;             /* the value, parsed (C-style: 12, 0x1f, 017, 0b101) */
    bool numeric;              /* false: VALUE is not a number (automake's
                                * -DPACKAGE_NAME=\"x\"): the symbol is defined,
                                * but using its value is an error */
} DefSym;

/* Everything the clrxasm command line can say. */
typedef struct AsmOptions {
    TargetState target;
    const char **include_dirs; size_t n_include_dirs;   /* -I, in order */
    DefSym *defsyms; size_t n_defsyms;                   /* -D */
    const char *output;        /* -o; NULL = default */
    const char **inputs; size_t n_inputs;               /* files; "-" = stdin */
    bool alternate_macro;      /* -a */
    bool no_macro_case;        /* -m: macro names are case-sensitive */
    bool no_warnings;          /* -w */
    bool werror;               /* -Werror (our extension) */
    bool gpu_given;            /* -g/--gpuType seen: as in clrxasm it wins over
                                * -A/--arch wherever each appears */
} AsmOptions;

void asmopts_init(AsmOptions *o);
/* Appends an input file name (not copied). */
void asmopts_add_input(AsmOptions *o, const char *name);
/* Frees the arrays (include_dirs, defsyms, inputs: build `inputs` with
 * asmopts_add_input or malloc) and the -D names; strings taken from argv
 * are not owned. */
void asmopts_free(AsmOptions *o);

typedef enum OptResult {
    OPT_NOT_MINE = 0,          /* not a clrxasm option: caller handles it */
    OPT_TAKEN,                 /* consumed argv[*i] (and maybe argv[*i+1]; *i advanced past it) */
    OPT_ERROR                  /* bad value: message already printed (usage error, exit 2) */
} OptResult;

/* Try to parse argv[*i] as a clrxasm option, spelled exactly as clrxasm
 * spells it: long forms --name=VALUE or --name VALUE (names are
 * case-sensitive, never abbreviated; a flag given "=x" ignores it, as
 * clrxasm does), short forms -gtonga, -g=tonga, -g tonga, and grouped flags
 * (-6S, -6gtonga: a value-taking letter takes the rest of the word).  A
 * separate value is always the next word, even if it starts with '-'.
 * Values of -b/-g/-A are trimmed of blanks.  A word that is not entirely
 * made of our options (e.g. -c, -O2, -mcpu=x, --help, "--", "-") is
 * OPT_NOT_MINE and nothing is changed.  "-Werror" is ours too.
 * `gcc_g_rule`: when true (clrx-cc), `-g` takes the next word / attached rest
 * as a GPU only if it names a known device, otherwise `-g` is gcc's debug flag
 * and is consumed alone (--gpuType always names a GPU).
 * On OPT_TAKEN, *i points at the last argv element used (the caller's loop
 * then steps past it).  Errors are printed with diag_plain, naming the
 * option as spelled: "unknown GPU device 'foo' in -g". */
OptResult asmopts_parse_one(AsmOptions *o, int argc, char **argv, int *i, bool gcc_g_rule);

/* Help text for the clrxasm options (for --help of every stage). */
extern const char asmopts_help[];

#endif
