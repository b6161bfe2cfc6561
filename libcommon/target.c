/* target.c - the target state defaults, binary format names and the
 * clrxasm command-line options (parsing one argv word at a time, so that
 * each program can mix them with its own options).
 */
#include "target.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "util.h"

/* ------------------------------------------------------------------ */
/* formats                                                             */

typedef struct FormatName {
    const char *name;
    BinFormat fmt;
    bool option_only;          /* accepted by -b but not by .format */
} FormatName;

static const FormatName format_names[] = {
    { "amd", FMT_AMD, false },
    { "catalyst", FMT_AMD, false },
    { "amdcl2", FMT_AMDCL2, false },
    { "gallium", FMT_GALLIUM, false },
    { "rocm", FMT_ROCM, false },
    { "raw", FMT_RAWCODE, false },
    { "rawcode", FMT_RAWCODE, true },
};

static bool format_lookup(const char *name, size_t len, BinFormat *out, bool pseudo)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(format_names); i++) {
        const FormatName *f = &format_names[i];
        if (pseudo && f->option_only)
            continue;
        if (strlen(f->name) == len && ascii_strncasecmp(f->name, name, len) == 0) {
            *out = f->fmt;
            return true;
        }
    }
    return false;
}

bool format_from_name(const char *name, size_t len, BinFormat *out)
{
    return format_lookup(name, len, out, false);
}

bool format_from_pseudo_name(const char *name, size_t len, BinFormat *out)
{
    return format_lookup(name, len, out, true);
}

const char *format_name(BinFormat f)
{
    static const char *const names[FMT_COUNT] = {
        [FMT_AMD] = "amd", [FMT_GALLIUM] = "gallium", [FMT_RAWCODE] = "rawcode",
        [FMT_AMDCL2] = "amdcl2", [FMT_ROCM] = "rocm",
    };
    return (unsigned)f < FMT_COUNT ? names[f] : "?";
}

/* ------------------------------------------------------------------ */
/* the target pseudo-ops                                               */

TargetChange target_set_bitness(TargetState *t, bool is64, bool fixed)
{
    if (fixed)
        return TGT_TOO_LATE;
    switch (t->format) {
    case FMT_ROCM:
        return is64 ? TGT_CHANGED : TGT_ROCM_64;
    case FMT_AMD:
    case FMT_GALLIUM:
    case FMT_AMDCL2:
        t->is64bit = is64;
        return TGT_CHANGED;
    default:
        return TGT_NO_BITNESS;
    }
}

TargetChange target_set_format(TargetState *t, int fmt, bool fixed)
{
    if (fixed)
        return TGT_TOO_LATE;
    if (fmt == FMT_ROCM_AMD3) {
        t->format = FMT_ROCM;
        t->new_rocm_format = true;
        t->rocm_metadata_v3 = true;
    } else
        t->format = (BinFormat)fmt;
    return TGT_CHANGED;
}

void target_set_gpu(TargetState *t, GpuDevice d)
{
    t->gpu = d;
    t->gpu_set_by_arch = false;
}

void target_set_arch(TargetState *t, GpuArch a)
{
    t->gpu = arch_lowest_gpu(a);
    t->gpu_set_by_arch = true;
}

bool target_set_policy(TargetState *t, uint64_t v)
{
    t->policy = (uint32_t)v;
    return (v >> 32) == 0;
}

/* ------------------------------------------------------------------ */
/* state                                                               */

static void push_ptr(const char ***arr, size_t *n, const char *s);

void target_init(TargetState *t)
{
    memset(t, 0, sizeof *t);
    t->format = FMT_AMD;
    t->gpu = GPU_CAPE_VERDE;
    t->policy = CLRX_DEFAULT_POLICY;
}

void asmopts_init(AsmOptions *o)
{
    memset(o, 0, sizeof *o);
    target_init(&o->target);
}

void asmopts_add_input(AsmOptions *o, const char *name)
{
    push_ptr(&o->inputs, &o->n_inputs, name);
}

void asmopts_free(AsmOptions *o)
{
    for (size_t k = 0; k < o->n_defsyms; k++)
        free((char *)o->defsyms[k].name);
    free(o->defsyms);
    free(o->include_dirs);
    free(o->inputs);
    o->defsyms = NULL;
    o->include_dirs = NULL;
    o->inputs = NULL;
    o->n_defsyms = o->n_include_dirs = o->n_inputs = 0;
}

/* ------------------------------------------------------------------ */
/* option values                                                       */

static bool is_blank(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static const char *skip_blanks(const char *s)
{
    while (is_blank(*s))
        s++;
    return s;
}

typedef enum NumErr { NUM_OK, NUM_MISSING, NUM_RANGE } NumErr;

/* A C-style unsigned number of at most `bits` bits: decimal, 0x hex, 0b
 * binary or 0-prefixed octal.  *end is set after the digits. */
static NumErr parse_cnum(const char *s, unsigned bits, uint64_t *out, const char **end)
{
    uint64_t max = bits >= 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1;
    uint64_t v = 0;
    unsigned base = 10;
    const char *p = s;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    } else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        base = 2;
        p += 2;
    } else if (p[0] == '0') {
        base = 8;               /* the leading 0 is itself a digit */
    }
    const char *digits = p;
    bool range = false;
    for (;; p++) {
        unsigned d;
        char c = *p;
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = (unsigned)(c - 'A' + 10);
        else
            break;
        if (d >= base)
            break;
        if (v > (max - d) / base)
            range = true;
        else
            v = v * base + d;
    }
    *end = p;
    if (p == digits)
        return NUM_MISSING;
    if (range)
        return NUM_RANGE;
    *out = v;
    return NUM_OK;
}

/* A whole option value: blanks, number, blanks. */
static bool parse_uint_value(const char *value, unsigned bits, uint64_t *out,
                             const char *what, const char *opt)
{
    const char *end;
    NumErr e = parse_cnum(skip_blanks(value), bits, out, &end);
    if (e == NUM_OK && *skip_blanks(end) == '\0')
        return true;
    if (e == NUM_RANGE)
        diag_plain(DIAG_ERROR, "%s '%s' is out of range in %s", what, value, opt);
    else
        diag_plain(DIAG_ERROR, "invalid %s '%s' in %s", what, value, opt);
    return false;
}

/* A copy of `s` without leading and trailing blanks, in *buf (caller frees). */
static const char *trimmed(const char *s, char **buf)
{
    s = skip_blanks(s);
    size_t n = strlen(s);
    while (n && is_blank(s[n - 1]))
        n--;
    *buf = xstrndup(s, n);
    return *buf;
}

static bool valid_symbol_name(const char *s, size_t n)
{
    if (n == 0)
        return false;
    char c = s[0];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == '_' ||
          c == '$'))
        return false;
    for (size_t i = 1; i < n; i++) {
        c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_' || c == '$'))
            return false;
    }
    return true;
}

/* ------------------------------------------------------------------ */
/* option table                                                        */

typedef enum OptId {
    O_DEFSYM, O_INCLUDE, O_OUTPUT, O_BINFMT, O_64BIT, O_GPU, O_ARCH, O_WAVE32,
    O_DRIVER, O_LLVM, O_NEWROCM, O_FORCESYMS, O_ALTERNATE, O_BUGGYFPLIT,
    O_OLDMODPARAM, O_NOMACROCASE, O_POLICY, O_NOWARNINGS
} OptId;

typedef struct AsmOpt {
    const char *longname;
    char shortname;            /* 0: long form only */
    bool has_value;
    OptId id;
} AsmOpt;

static const AsmOpt asm_opts[] = {
    { "defsym", 'D', true, O_DEFSYM },
    { "includePath", 'I', true, O_INCLUDE },
    { "output", 'o', true, O_OUTPUT },
    { "binaryFormat", 'b', true, O_BINFMT },
    { "64bit", '6', false, O_64BIT },
    { "gpuType", 'g', true, O_GPU },
    { "arch", 'A', true, O_ARCH },
    { "wave32", '3', false, O_WAVE32 },
    { "driverVersion", 't', true, O_DRIVER },
    { "llvmVersion", 0, true, O_LLVM },
    { "newROCmBinFormat", 0, false, O_NEWROCM },
    { "forceAddSymbols", 'S', false, O_FORCESYMS },
    { "alternate", 'a', false, O_ALTERNATE },
    { "buggyFPLit", 0, false, O_BUGGYFPLIT },
    { "oldModParam", 0, false, O_OLDMODPARAM },
    { "noMacroCase", 'm', false, O_NOMACROCASE },
    { "policy", 0, true, O_POLICY },
    { "noWarnings", 'w', false, O_NOWARNINGS },
};

static const AsmOpt *find_short(char c)
{
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(asm_opts); k++)
        if (asm_opts[k].shortname == c && c != 0)
            return &asm_opts[k];
    return NULL;
}

static const AsmOpt *find_long(const char *name, size_t n)
{
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(asm_opts); k++)
        if (strlen(asm_opts[k].longname) == n && memcmp(asm_opts[k].longname, name, n) == 0)
            return &asm_opts[k];
    return NULL;
}

/* Arrays grow by doubling from 4: full exactly when n is 0 or a power of
 * two >= 4; returns the new capacity then, 0 otherwise. */
static size_t grow_to(size_t n)
{
    if (n == 0)
        return 4;
    if (n >= 4 && (n & (n - 1)) == 0)
        return n * 2;
    return 0;
}

static void push_ptr(const char ***arr, size_t *n, const char *s)
{
    size_t cap = grow_to(*n);
    if (cap)
        *arr = xrealloc((void *)*arr, cap * sizeof **arr);
    (*arr)[(*n)++] = s;
}

static bool add_defsym(AsmOptions *o, const char *value, const char *opt)
{
    const char *eq = strchr(value, '=');
    size_t nlen = eq ? (size_t)(eq - value) : strlen(value);
    if (!valid_symbol_name(value, nlen)) {
        diag_plain(DIAG_ERROR, "invalid symbol name '%.*s' in %s", (int)nlen, value, opt);
        return false;
    }
    uint64_t v = 0;
    bool numeric = true;
    if (eq) {
        const char *end;
        NumErr e = parse_cnum(skip_blanks(eq + 1), 64, &v, &end);
        if (e == NUM_RANGE) {
            diag_plain(DIAG_ERROR, "out of range value '%s' for symbol '%.*s' in %s", eq + 1,
                       (int)nlen, value, opt);
            return false;
        }
        if (e != NUM_OK || *skip_blanks(end) != '\0') {
            numeric = false;   /* a string: defined, with no value */
            v = 0;
        }
    }
    size_t cap = grow_to(o->n_defsyms);
    if (cap)
        o->defsyms = xrealloc(o->defsyms, cap * sizeof *o->defsyms);
    DefSym *d = &o->defsyms[o->n_defsyms++];
    d->name = xstrndup(value, nlen);
    d->value = eq ? eq + 1 : NULL;
    d->ival = v;
    d->numeric = numeric;
    return true;
}

static void set_gpu(AsmOptions *o, GpuDevice d)
{
    o->target.gpu = d;
    o->target.gpu_set_by_arch = false;
    o->gpu_given = true;
}

/* Apply a value-less option. */
static void apply_flag(AsmOptions *o, OptId id)
{
    switch (id) {
    case O_64BIT: o->target.is64bit = true; break;
    case O_WAVE32: o->target.wave32 = true; break;
    case O_NEWROCM: o->target.new_rocm_format = true; break;
    case O_FORCESYMS: o->target.force_add_symbols = true; break;
    case O_ALTERNATE: o->alternate_macro = true; break;
    case O_BUGGYFPLIT: o->target.buggy_fplit = true; break;
    case O_OLDMODPARAM: o->target.old_mod_param = true; break;
    case O_NOMACROCASE: o->no_macro_case = true; break;
    case O_NOWARNINGS: o->no_warnings = true; break;
    default: break;
    }
}

/* Apply an option with its value; `opt` is the option as spelled ("-g",
 * "--gpuType") for messages. */
static OptResult apply_value(AsmOptions *o, OptId id, const char *value, const char *opt)
{
    char *buf = NULL;
    bool ok = true;
    uint64_t v;
    switch (id) {
    case O_DEFSYM:
        ok = add_defsym(o, value, opt);
        break;
    case O_INCLUDE:
        push_ptr(&o->include_dirs, &o->n_include_dirs, value);
        break;
    case O_OUTPUT:
        o->output = value;
        break;
    case O_BINFMT: {
        const char *t = trimmed(value, &buf);
        BinFormat f;
        if (format_from_name(t, strlen(t), &f))
            o->target.format = f;
        else {
            diag_plain(DIAG_ERROR, "unknown binary format '%s' in %s", t, opt);
            ok = false;
        }
        break;
    }
    case O_GPU: {
        const char *t = trimmed(value, &buf);
        GpuDevice d;
        if (gpu_from_name(t, strlen(t), &d))
            set_gpu(o, d);
        else {
            const char *near = gpu_suggest(t);
            if (near)
                diag_plain(DIAG_ERROR, "unknown GPU device '%s' in %s (did you mean '%s'?)", t,
                           opt, near);
            else
                diag_plain(DIAG_ERROR, "unknown GPU device '%s' in %s", t, opt);
            ok = false;
        }
        break;
    }
    case O_ARCH: {
        if (o->gpu_given)
            break;              /* clrxasm: a device option wins over -A */
        const char *t = trimmed(value, &buf);
        GpuArch a;
        if (arch_from_name(t, strlen(t), &a)) {
            o->target.gpu = arch_lowest_gpu(a);
            o->target.gpu_set_by_arch = true;
        } else {
            diag_plain(DIAG_ERROR, "unknown GPU architecture '%s' in %s", t, opt);
            ok = false;
        }
        break;
    }
    case O_DRIVER:
        if ((ok = parse_uint_value(value, 32, &v, "version", opt)))
            o->target.driver_version = (uint32_t)v;
        break;
    case O_LLVM:
        if ((ok = parse_uint_value(value, 32, &v, "version", opt)))
            o->target.llvm_version = (uint32_t)v;
        break;
    case O_POLICY:
        if ((ok = parse_uint_value(value, 32, &v, "policy version", opt)))
            o->target.policy = (uint32_t)v;
        break;
    default:
        apply_flag(o, id);
        break;
    }
    free(buf);
    return ok ? OPT_TAKEN : OPT_ERROR;
}

static OptResult missing_value(const char *opt)
{
    diag_plain(DIAG_ERROR, "missing argument to '%s'", opt);
    return OPT_ERROR;
}

static bool names_device(const char *s)
{
    char *buf;
    const char *t = trimmed(s, &buf);
    GpuDevice d;
    bool r = gpu_from_name(t, strlen(t), &d);
    free(buf);
    return r;
}

OptResult asmopts_parse_one(AsmOptions *o, int argc, char **argv, int *i, bool gcc_g_rule)
{
    const char *a = argv[*i];
    if (!a || a[0] != '-' || a[1] == '\0')
        return OPT_NOT_MINE;
    if (strcmp(a, "-Werror") == 0) {
        o->werror = true;
        return OPT_TAKEN;
    }
    /* ours too (clang's spelling): the ROCm code object version */
    if (strncmp(a, "-mcode-object-version=", 22) == 0) {
        const char *v = a + 22;
        if ((v[0] == '4' || v[0] == '5' || v[0] == '6') && v[1] == '\0') {
            o->target.code_object_version = (uint32_t)(v[0] - '0');
            return OPT_TAKEN;
        }
        diag_plain(DIAG_ERROR, "invalid code object version '%s' in -mcode-object-version= "
                   "(4, 5 or 6)", v);
        return OPT_ERROR;
    }

    if (a[1] == '-') {
        /* --name, --name=VALUE, --name VALUE */
        const char *name = a + 2;
        const char *eq = strchr(name, '=');
        size_t n = eq ? (size_t)(eq - name) : strlen(name);
        const AsmOpt *opt = find_long(name, n);
        if (!opt)
            return OPT_NOT_MINE;
        char spelled[32];
        snprintf(spelled, sizeof spelled, "--%s", opt->longname);
        if (!opt->has_value) {
            apply_flag(o, opt->id);    /* "=..." after a flag is ignored */
            return OPT_TAKEN;
        }
        const char *value;
        if (eq)
            value = eq + 1;
        else if (*i + 1 < argc && argv[*i + 1])
            value = argv[++*i];
        else
            return missing_value(spelled);
        return apply_value(o, opt->id, value, spelled);
    }

    /* a group of short options: every letter up to the first value-taking
     * one must be ours, or the word is left alone */
    for (const char *p = a + 1; *p; p++) {
        const AsmOpt *opt = find_short(*p);
        if (!opt)
            return OPT_NOT_MINE;
        if (opt->has_value)
            break;
    }
    for (const char *p = a + 1; *p; p++) {
        const AsmOpt *opt = find_short(*p);
        if (!opt->has_value) {
            apply_flag(o, opt->id);
            continue;
        }
        char spelled[3] = { '-', *p, '\0' };
        const char *rest = p + 1;
        if (opt->id == O_GPU && gcc_g_rule) {
            /* gcc: -g3, -ggdb, -g -O2 ... are debug flags, accepted alone */
            if (*rest) {
                const char *cand = *rest == '=' ? rest + 1 : rest;
                if (names_device(cand))
                    return apply_value(o, O_GPU, cand, spelled);
            } else if (*i + 1 < argc && argv[*i + 1] && names_device(argv[*i + 1])) {
                ++*i;
                return apply_value(o, O_GPU, argv[*i], spelled);
            }
            return OPT_TAKEN;
        }
        const char *value;
        if (*rest == '=')
            value = rest + 1;
        else if (*rest)
            value = rest;
        else if (*i + 1 < argc && argv[*i + 1])
            value = argv[++*i];
        else
            return missing_value(spelled);
        return apply_value(o, opt->id, value, spelled);
    }
    return OPT_TAKEN;
}

const char asmopts_help[] =
    "Assembler options (the same as clrxasm's):\n"
    "  -D, --defsym=SYM[=N]        define SYM as an absolute symbol of value N\n"
    "                              (a C-style number; 0 when omitted)\n"
    "  -I, --includePath=DIR       look for .include and .incbin files in DIR too\n"
    "  -o, --output=FILE           write the output to FILE\n"
    "  -b, --binaryFormat=FORMAT   output format: amd (or catalyst), amdcl2,\n"
    "                              gallium, rocm, rawcode (or raw); default amd\n"
    "  -6, --64bit                 produce 64-bit binaries (amd, amdcl2, gallium)\n"
    "  -g, --gpuType=DEVICE        target device: CapeVerde, Tonga, Fiji, gfx900,\n"
    "                              polaris10, vega20, ...; default CapeVerde\n"
    "  -A, --arch=ARCH             target architecture (GCN1.0, GCN1.1, GCN1.2,\n"
    "                              GCN1.4, GCN1.4.1, GCN1.5, GCN1.5.1 or GFX6..,\n"
    "                              SI, CI, VI, Vega, ...): its first device;\n"
    "                              a device given with -g takes precedence\n"
    "  -3, --wave32                use 32-lane wavefronts (GCN 1.5)\n"
    "  -t, --driverVersion=N       driver version to produce for (amd, amdcl2,\n"
    "                              gallium)\n"
    "      --llvmVersion=N         LLVM version to produce for (gallium, rocm)\n"
    "      --newROCmBinFormat      write the newer ROCm binary layout\n"
    "  -mcode-object-version=N     ROCm: write a code object v4, v5 or v6 (the\n"
    "                              source's .amdhsa_code_object_version wins)\n"
    "  -S, --forceAddSymbols       keep all symbols in the output binary\n"
    "  -a, --alternate             start in alternate macro mode\n"
    "      --buggyFPLit            old (inexact) floating-point literal rules\n"
    "      --oldModParam           old syntax of VOP modifier parameters\n"
    "  -m, --noMacroCase           macro names are case-sensitive\n"
    "      --policy=N              language policy version (default 109)\n"
    "  -w, --noWarnings            do not print warnings\n"
    "  -Werror                     treat warnings as errors\n";
