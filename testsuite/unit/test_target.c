/* test_target.c - unit tests of libcommon/target.c: defaults, format
 * names and the clrxasm command-line options.  What is accepted, and the
 * resulting values, follow the reference clrxasm's behaviour (checked with
 * .get_gpu/.get_64bit/.get_policy/.get_format on its output); the error
 * texts are our own documented format.
 */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "target.h"
#include "unitmain.h"
#include "util.h"

static char *cap_buf;
static size_t cap_len;
static FILE *cap_file;

static void cap_begin(void)
{
    diag_init("clrx-cc");
    cap_file = open_memstream(&cap_buf, &cap_len);
    g_diag.out = cap_file;
}

static const char *cap_end(void)
{
    static char *last;
    fclose(cap_file);
    g_diag.out = NULL;
    free(last);
    last = cap_buf;
    return last;
}

/* Parses argv[1..] as a program's loop would.  Words that are not ours go
 * to rest[]; returns false at the first OPT_ERROR. */
typedef struct Run {
    const char *rest[16];
    int nrest;
    int last_i;                 /* argv index where parsing stopped */
} Run;

static bool run_args(AsmOptions *o, bool gcc, int argc, char **argv, Run *r)
{
    r->nrest = 0;
    for (int i = 1; i < argc; i++) {
        int before = i;
        OptResult res = asmopts_parse_one(o, argc, argv, &i, gcc);
        r->last_i = i;
        if (res == OPT_ERROR)
            return false;
        if (res == OPT_NOT_MINE) {
            CU_ASSERT_EQUAL(i, before);
            if (r->nrest < 16)
                r->rest[r->nrest++] = argv[i];
        }
    }
    return true;
}

#define ARGV(...) char *av[] = { "prog", __VA_ARGS__, NULL }; \
    int ac = (int)(sizeof av / sizeof av[0]) - 1

static void test_defaults(void)
{
    TargetState t;
    memset(&t, 0xff, sizeof t);
    target_init(&t);
    CU_ASSERT_EQUAL(t.format, FMT_AMD);           /* .get_format -> 0 */
    CU_ASSERT_EQUAL(t.gpu, GPU_CAPE_VERDE);       /* .get_gpu -> 0 */
    CU_ASSERT_EQUAL(t.policy, 109);               /* .get_policy -> 109 */
    CU_ASSERT_FALSE(t.is64bit);                   /* .get_64bit -> 0 */
    CU_ASSERT_FALSE(t.gpu_set_by_arch);
    CU_ASSERT_FALSE(t.wave32);
    CU_ASSERT_FALSE(t.buggy_fplit);
    CU_ASSERT_FALSE(t.old_mod_param);
    CU_ASSERT_FALSE(t.new_rocm_format);
    CU_ASSERT_FALSE(t.force_add_symbols);
    CU_ASSERT_EQUAL(t.driver_version, 0);
    CU_ASSERT_EQUAL(t.llvm_version, 0);
    CU_ASSERT_EQUAL(CLRX_LANG_VERSION, 109);       /* .get_version -> 109 */
    CU_ASSERT_EQUAL(CLRX_DEFAULT_POLICY, 109);
    AsmOptions o;
    memset(&o, 0xff, sizeof o);
    asmopts_init(&o);
    CU_ASSERT_EQUAL(o.target.gpu, GPU_CAPE_VERDE);
    CU_ASSERT_EQUAL(o.n_defsyms, 0);
    CU_ASSERT_EQUAL(o.n_include_dirs, 0);
    CU_ASSERT_EQUAL(o.n_inputs, 0);
    CU_ASSERT_PTR_NULL(o.output);
    CU_ASSERT_FALSE(o.alternate_macro || o.no_macro_case || o.no_warnings || o.werror ||
                    o.gpu_given);
    asmopts_free(&o);
}

static void test_format_names(void)
{
    /* -b: .get_format values 0 amd, 1 gallium, 2 rawcode, 3 amdcl2, 4 rocm */
    static const struct { const char *n; BinFormat f; } ok[] = {
        { "amd", FMT_AMD }, { "catalyst", FMT_AMD }, { "gallium", FMT_GALLIUM },
        { "raw", FMT_RAWCODE }, { "rawcode", FMT_RAWCODE }, { "amdcl2", FMT_AMDCL2 },
        { "rocm", FMT_ROCM }, { "AMDCL2", FMT_AMDCL2 }, { "RawCode", FMT_RAWCODE },
        { "Catalyst", FMT_AMD },
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(ok); k++) {
        BinFormat f = FMT_COUNT;
        CU_ASSERT_TRUE(format_from_name(ok[k].n, strlen(ok[k].n), &f));
        CU_ASSERT_EQUAL(f, ok[k].f);
        f = FMT_COUNT;
        bool p = format_from_pseudo_name(ok[k].n, strlen(ok[k].n), &f);
        /* .format rejects "rawcode" */
        if (ascii_strcasecmp(ok[k].n, "rawcode") == 0) {
            CU_ASSERT_FALSE(p);
        } else {
            CU_ASSERT_TRUE(p);
            CU_ASSERT_EQUAL(f, ok[k].f);
        }
    }
    static const char *const bad[] = { "", "am", "amdx", "cl2", "elf", " amd", "gallium ",
                                       "rocm2", "raws" };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(bad); k++) {
        BinFormat f;
        CU_ASSERT_FALSE(format_from_name(bad[k], strlen(bad[k]), &f));
        CU_ASSERT_FALSE(format_from_pseudo_name(bad[k], strlen(bad[k]), &f));
    }
    CU_ASSERT_STRING_EQUAL(format_name(FMT_AMD), "amd");
    CU_ASSERT_STRING_EQUAL(format_name(FMT_GALLIUM), "gallium");
    CU_ASSERT_STRING_EQUAL(format_name(FMT_RAWCODE), "rawcode");
    CU_ASSERT_STRING_EQUAL(format_name(FMT_AMDCL2), "amdcl2");
    CU_ASSERT_STRING_EQUAL(format_name(FMT_ROCM), "rocm");
    CU_ASSERT_STRING_EQUAL(format_name(FMT_COUNT), "?");
}

static void test_flags(void)
{
    AsmOptions o;
    asmopts_init(&o);
    Run r;
    ARGV("-6", "-3", "-S", "-a", "-m", "-w", "--buggyFPLit", "--oldModParam",
         "--newROCmBinFormat", "-Werror");
    CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
    CU_ASSERT_EQUAL(r.nrest, 0);
    CU_ASSERT_TRUE(o.target.is64bit && o.target.wave32 && o.target.force_add_symbols &&
                   o.target.buggy_fplit && o.target.old_mod_param &&
                   o.target.new_rocm_format);
    CU_ASSERT_TRUE(o.alternate_macro && o.no_macro_case && o.no_warnings && o.werror);
    asmopts_free(&o);

    asmopts_init(&o);
    char *av2[] = { "prog", "--64bit", "--wave32", "--forceAddSymbols", "--alternate",
                    "--noMacroCase", "--noWarnings", NULL };
    CU_ASSERT_TRUE(run_args(&o, false, 7, av2, &r));
    CU_ASSERT_EQUAL(r.nrest, 0);
    CU_ASSERT_TRUE(o.target.is64bit && o.target.wave32 && o.target.force_add_symbols);
    CU_ASSERT_TRUE(o.alternate_macro && o.no_macro_case && o.no_warnings);
    CU_ASSERT_FALSE(o.werror);
    asmopts_free(&o);

    /* grouped short flags, and a flag given "=x" (clrxasm ignores it) */
    asmopts_init(&o);
    char *av3[] = { "prog", "-6S", "--wave32=1", NULL };
    CU_ASSERT_TRUE(run_args(&o, false, 3, av3, &r));
    CU_ASSERT_TRUE(o.target.is64bit && o.target.force_add_symbols && o.target.wave32);
    asmopts_free(&o);
}

static void test_gpu_forms(void)
{
    static const char *const forms[][3] = {
        { "-gtonga", NULL }, { "-g=tonga", NULL }, { "-g", "tonga" },
        { "--gpuType=tonga", NULL }, { "--gpuType", "tonga" }, { "-g", " tonga " },
        { "-gTONGA", NULL }, { "--gpuType= tonga", NULL }, { "-g", "gfx802" },
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(forms); k++) {
        AsmOptions o;
        asmopts_init(&o);
        char *av[4] = { "prog", (char *)forms[k][0], (char *)forms[k][1], NULL };
        int ac = forms[k][1] ? 3 : 2;
        int i = 1;
        CU_ASSERT_EQUAL(asmopts_parse_one(&o, ac, av, &i, false), OPT_TAKEN);
        CU_ASSERT_EQUAL(i, ac - 1);     /* the last word used */
        CU_ASSERT_EQUAL(o.target.gpu, GPU_TONGA);
        CU_ASSERT_TRUE(o.gpu_given);
        CU_ASSERT_FALSE(o.target.gpu_set_by_arch);
        asmopts_free(&o);
    }
    /* a group ending with a value-taking letter: -6gtonga */
    AsmOptions o;
    asmopts_init(&o);
    Run r;
    ARGV("-6gtonga");
    CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
    CU_ASSERT_TRUE(o.target.is64bit);
    CU_ASSERT_EQUAL(o.target.gpu, GPU_TONGA);
    asmopts_free(&o);
}

static void test_gpu_and_arch(void)
{
    AsmOptions o;
    Run r;
    asmopts_init(&o);
    {
        ARGV("-A", "GFX9");
        CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_GFX900);
        CU_ASSERT_TRUE(o.target.gpu_set_by_arch);
    }
    asmopts_free(&o);
    /* a device option wins over -A, in either order (reference: Tonga) */
    asmopts_init(&o);
    {
        ARGV("-A", "GFX9", "-g", "tonga");
        CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_TONGA);
        CU_ASSERT_FALSE(o.target.gpu_set_by_arch);
    }
    asmopts_free(&o);
    asmopts_init(&o);
    {
        ARGV("-g", "tonga", "--arch=GFX9");
        CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_TONGA);
        CU_ASSERT_FALSE(o.target.gpu_set_by_arch);
    }
    asmopts_free(&o);
    /* the reference accepts a bad -A after -g: it never looks at it */
    asmopts_init(&o);
    {
        ARGV("-g", "tonga", "-A", "foo");
        CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_TONGA);
    }
    asmopts_free(&o);
    asmopts_init(&o);
    {
        ARGV("-Anavidl");
        CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_GFX1011);
    }
    asmopts_free(&o);
    /* the last -g counts */
    asmopts_init(&o);
    {
        ARGV("-g", "fiji", "-gpolaris10");
        CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_ELLESMERE);
    }
    asmopts_free(&o);
}

static void test_formats_opt(void)
{
    static const struct { const char *a, *b; BinFormat f; } cases[] = {
        { "-b", "raw", FMT_RAWCODE }, { "-b", " RAW ", FMT_RAWCODE },
        { "-brocm", NULL, FMT_ROCM }, { "--binaryFormat=gallium", NULL, FMT_GALLIUM },
        { "--binaryFormat", "amdcl2", FMT_AMDCL2 }, { "-b", "catalyst", FMT_AMD },
        { "-b=rawcode", NULL, FMT_RAWCODE },
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(cases); k++) {
        AsmOptions o;
        asmopts_init(&o);
        o.target.format = FMT_COUNT;
        char *av[4] = { "prog", (char *)cases[k].a, (char *)cases[k].b, NULL };
        int i = 1;
        CU_ASSERT_EQUAL(asmopts_parse_one(&o, cases[k].b ? 3 : 2, av, &i, false), OPT_TAKEN);
        CU_ASSERT_EQUAL(o.target.format, cases[k].f);
        asmopts_free(&o);
    }
}

static void test_numbers(void)
{
    static const struct { const char *v; uint32_t n; } ok[] = {
        { "0x10", 16 }, { "010", 8 }, { "0b11", 3 }, { " 5 ", 5 }, { "4294967295", 4294967295u },
        { "0xffffffff", 0xffffffffu }, { "037777777777", 0xffffffffu }, { "0", 0 },
        { "200406", 200406 }, { "0B101", 5 }, { "0XaB", 0xab },
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(ok); k++) {
        AsmOptions o;
        asmopts_init(&o);
        char *av[] = { "prog", "-t", (char *)ok[k].v, NULL };
        int i = 1;
        CU_ASSERT_EQUAL(asmopts_parse_one(&o, 3, av, &i, false), OPT_TAKEN);
        CU_ASSERT_EQUAL(o.target.driver_version, ok[k].n);
        asmopts_free(&o);
    }
    /* rejected by the reference */
    static const char *const bad[] = { "5x", "-1", "4294967296", "0x100000000",
                                       "040000000000", "", "08", "0x", "0b", "+1", "1 2" };
    cap_begin();
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(bad); k++) {
        AsmOptions o;
        asmopts_init(&o);
        char *av[] = { "prog", "--llvmVersion", (char *)bad[k], NULL };
        int i = 1;
        CU_ASSERT_EQUAL(asmopts_parse_one(&o, 3, av, &i, false), OPT_ERROR);
        asmopts_free(&o);
    }
    cap_end();
    AsmOptions o;
    asmopts_init(&o);
    Run r;
    ARGV("--llvmVersion=40", "--policy", " 0x20 ", "--driverVersion", "1");
    CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
    CU_ASSERT_EQUAL(o.target.llvm_version, 40);
    CU_ASSERT_EQUAL(o.target.policy, 32);
    CU_ASSERT_EQUAL(o.target.driver_version, 1);
    asmopts_free(&o);
}

static void test_defsyms_paths(void)
{
    AsmOptions o;
    asmopts_init(&o);
    Run r;
    ARGV("-D", "a=5", "-Dfoo", "--defsym=b=0x10", "--defsym", "c= 0x10 ", "-D_a.b$=1",
         "-Dbig=18446744073709551615", "-DPACKAGE_NAME=\"x y\"", "-Da=0x10x", "-Dfoo=",
         "-I", "inc", "-Iinc2", "--includePath=x y",
         "--includePath", "-z", "-o", "out.bin", "in.s", "-");
    CU_ASSERT_TRUE(run_args(&o, false, ac, av, &r));
    CU_ASSERT_EQUAL_FATAL(o.n_defsyms, 9);
    CU_ASSERT_STRING_EQUAL(o.defsyms[0].name, "a");
    CU_ASSERT_STRING_EQUAL(o.defsyms[0].value, "5");
    CU_ASSERT_EQUAL(o.defsyms[0].ival, 5);
    CU_ASSERT_STRING_EQUAL(o.defsyms[1].name, "foo");
    CU_ASSERT_PTR_NULL(o.defsyms[1].value);
    CU_ASSERT_EQUAL(o.defsyms[1].ival, 0);
    CU_ASSERT_STRING_EQUAL(o.defsyms[2].name, "b");
    CU_ASSERT_EQUAL(o.defsyms[2].ival, 16);
    CU_ASSERT_STRING_EQUAL(o.defsyms[3].name, "c");
    CU_ASSERT_EQUAL(o.defsyms[3].ival, 16);
    CU_ASSERT_STRING_EQUAL(o.defsyms[4].name, "_a.b$");
    CU_ASSERT_EQUAL(o.defsyms[4].ival, 1);
    CU_ASSERT_EQUAL(o.defsyms[5].ival, UINT64_MAX);
    for (int k = 0; k < 6; k++)
        CU_ASSERT_TRUE(o.defsyms[k].numeric);
    /* values that are not numbers (automake's strings): defined, no value */
    CU_ASSERT_STRING_EQUAL(o.defsyms[6].name, "PACKAGE_NAME");
    CU_ASSERT_STRING_EQUAL(o.defsyms[6].value, "\"x y\"");
    CU_ASSERT_FALSE(o.defsyms[6].numeric);
    CU_ASSERT_STRING_EQUAL(o.defsyms[7].value, "0x10x");
    CU_ASSERT_FALSE(o.defsyms[7].numeric);
    CU_ASSERT_STRING_EQUAL(o.defsyms[8].value, "");
    CU_ASSERT_FALSE(o.defsyms[8].numeric);
    CU_ASSERT_EQUAL_FATAL(o.n_include_dirs, 4);
    CU_ASSERT_STRING_EQUAL(o.include_dirs[0], "inc");
    CU_ASSERT_STRING_EQUAL(o.include_dirs[1], "inc2");
    CU_ASSERT_STRING_EQUAL(o.include_dirs[2], "x y");
    CU_ASSERT_STRING_EQUAL(o.include_dirs[3], "-z");   /* the next word, always */
    CU_ASSERT_STRING_EQUAL(o.output, "out.bin");
    CU_ASSERT_EQUAL_FATAL(r.nrest, 2);
    CU_ASSERT_STRING_EQUAL(r.rest[0], "in.s");
    CU_ASSERT_STRING_EQUAL(r.rest[1], "-");
    for (int k = 0; k < r.nrest; k++)
        asmopts_add_input(&o, r.rest[k]);
    CU_ASSERT_EQUAL(o.n_inputs, 2);
    asmopts_free(&o);

    /* many of each: the arrays grow */
    asmopts_init(&o);
    char *many[202];
    char names[100][8];
    many[0] = "prog";
    for (int k = 0; k < 100; k++) {
        snprintf(names[k], sizeof names[k], "-Ds%d", k);
        many[1 + 2 * k] = names[k];
        many[2 + 2 * k] = "-Idir";
    }
    many[201] = NULL;
    CU_ASSERT_TRUE(run_args(&o, false, 201, many, &r));
    CU_ASSERT_EQUAL(o.n_defsyms, 100);
    CU_ASSERT_EQUAL(o.n_include_dirs, 100);
    CU_ASSERT_STRING_EQUAL(o.defsyms[99].name, "s99");
    for (int k = 0; k < 300; k++)
        asmopts_add_input(&o, "x.s");
    CU_ASSERT_EQUAL(o.n_inputs, 300);
    asmopts_free(&o);
}

static const char *one_error(bool gcc, int argc, char **argv)
{
    AsmOptions o;
    asmopts_init(&o);
    cap_begin();
    int i = 1;
    OptResult res = asmopts_parse_one(&o, argc, argv, &i, gcc);
    CU_ASSERT_EQUAL(res, OPT_ERROR);
    CU_ASSERT_EQUAL(g_diag.errors, 1);
    asmopts_free(&o);
    return cap_end();
}

#define ERR(gcc, text, ...) do { \
        char *av_[] = { "prog", __VA_ARGS__, NULL }; \
        CU_ASSERT_STRING_EQUAL(one_error(gcc, (int)(sizeof av_ / sizeof av_[0]) - 1, av_), \
                               text); \
    } while (0)

static void test_errors(void)
{
    ERR(false, "clrx-cc: error: unknown GPU device 'foo' in -g\n", "-g", "foo");
    ERR(false, "clrx-cc: error: unknown GPU device 'foo' in --gpuType\n", "--gpuType=foo");
    ERR(false, "clrx-cc: error: unknown GPU device '' in --gpuType\n", "--gpuType=");
    ERR(true, "clrx-cc: error: unknown GPU device 'foo' in --gpuType\n", "--gpuType", "foo");
    ERR(false, "clrx-cc: error: unknown GPU architecture 'GCN1.3' in -A\n", "-A", " GCN1.3");
    ERR(false, "clrx-cc: error: unknown GPU architecture 'x' in --arch\n", "--arch=x");
    ERR(false, "clrx-cc: error: unknown binary format 'elf' in -b\n", "-belf");
    ERR(false, "clrx-cc: error: invalid version '5x' in -t\n", "-t", "5x");
    ERR(false, "clrx-cc: error: version '99999999999' is out of range in -t\n",
        "-t99999999999");
    ERR(false, "clrx-cc: error: invalid policy version 'new' in --policy\n", "--policy=new");
    ERR(false, "clrx-cc: error: invalid symbol name ' 1a' in -D\n", "-D 1a");
    ERR(false, "clrx-cc: error: invalid symbol name '1' in -D\n", "-D=1");
    ERR(false, "clrx-cc: error: invalid symbol name '' in --defsym\n", "--defsym", "=3");
    ERR(false, "clrx-cc: error: out of range value '18446744073709551616' for symbol 'a' in -D\n",
        "-Da=18446744073709551616");
    ERR(false, "clrx-cc: error: missing argument to '-o'\n", "-o");
    ERR(false, "clrx-cc: error: missing argument to '-g'\n", "-g");
    ERR(false, "clrx-cc: error: missing argument to '--output'\n", "--output");
    ERR(false, "clrx-cc: error: missing argument to '-I'\n", "-6I");
    ERR(false, "clrx-cc: error: unknown GPU device 'gdb' in -g\n", "-ggdb");
}

static void test_not_mine(void)
{
    static const char *const words[] = {
        "-c", "-O2", "-mcpu=tonga", "--help", "--", "-", "foo.s", "--gputype=tonga",
        "--gpu=tonga", "-6c", "-Wfoo", "-E", "-M", "-MD", "-v", "--version", "-?",
        "-W", "--64bits", "-x", "-Wa,-g", "-m32", "-fPIC",
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(words); k++) {
        AsmOptions o, ref;
        asmopts_init(&o);
        asmopts_init(&ref);
        char *av[] = { "prog", (char *)words[k], "tonga", NULL };
        int i = 1;
        CU_ASSERT_EQUAL(asmopts_parse_one(&o, 3, av, &i, true), OPT_NOT_MINE);
        CU_ASSERT_EQUAL(i, 1);
        /* nothing changed, not even the leading flags of a group */
        CU_ASSERT_EQUAL(memcmp(&o, &ref, sizeof o), 0);
        asmopts_free(&o);
    }
}

static void test_gcc_g_rule(void)
{
    AsmOptions o;
    Run r;
    /* -g DEVICE: a GPU */
    asmopts_init(&o);
    {
        ARGV("-g", "tonga", "a.s");
        CU_ASSERT_TRUE(run_args(&o, true, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_TONGA);
        CU_ASSERT_EQUAL(r.nrest, 1);
    }
    asmopts_free(&o);
    /* -g followed by something else: gcc's debug flag, consumed alone */
    asmopts_init(&o);
    {
        ARGV("-g", "-O2", "-g", "a.s", "-g3", "-ggdb", "-gdwarf-4", "-g=x");
        CU_ASSERT_TRUE(run_args(&o, true, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_CAPE_VERDE);
        CU_ASSERT_FALSE(o.gpu_given);
        CU_ASSERT_EQUAL_FATAL(r.nrest, 2);
        CU_ASSERT_STRING_EQUAL(r.rest[0], "-O2");
        CU_ASSERT_STRING_EQUAL(r.rest[1], "a.s");
    }
    asmopts_free(&o);
    /* attached device names, and -g as the last word */
    asmopts_init(&o);
    {
        ARGV("-gtonga", "-g");
        CU_ASSERT_TRUE(run_args(&o, true, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_TONGA);
    }
    asmopts_free(&o);
    asmopts_init(&o);
    {
        ARGV("-g=fiji", "-6g", "gfx900");
        CU_ASSERT_TRUE(run_args(&o, true, ac, av, &r));
        CU_ASSERT_EQUAL(o.target.gpu, GPU_GFX900);
        CU_ASSERT_TRUE(o.target.is64bit);
        CU_ASSERT_EQUAL(r.nrest, 0);
    }
    asmopts_free(&o);
    /* *i: at the device word when used, at -g itself otherwise */
    asmopts_init(&o);
    {
        ARGV("-g", "Polaris10");
        int i = 1;
        CU_ASSERT_EQUAL(asmopts_parse_one(&o, ac, av, &i, true), OPT_TAKEN);
        CU_ASSERT_EQUAL(i, 2);
        CU_ASSERT_EQUAL(o.target.gpu, GPU_ELLESMERE);
    }
    {
        ARGV("-g", "x.s");
        int i = 1;
        CU_ASSERT_EQUAL(asmopts_parse_one(&o, ac, av, &i, true), OPT_TAKEN);
        CU_ASSERT_EQUAL(i, 1);
    }
    asmopts_free(&o);
    /* without the rule, -g always takes a device */
    asmopts_init(&o);
    {
        ARGV("-g", "-O2");
        cap_begin();
        CU_ASSERT_FALSE(run_args(&o, false, ac, av, &r));
        CU_ASSERT_STRING_EQUAL(cap_end(), "clrx-cc: error: unknown GPU device '-O2' in -g\n");
    }
    asmopts_free(&o);
}

static void test_help(void)
{
    /* every option is documented */
    static const char *const opts[] = {
        "--defsym", "--includePath", "--output", "--binaryFormat", "--64bit",
        "--gpuType", "--arch", "--wave32", "--driverVersion", "--llvmVersion",
        "--newROCmBinFormat", "--forceAddSymbols", "--alternate", "--buggyFPLit",
        "--oldModParam", "--noMacroCase", "--policy", "--noWarnings", "-Werror",
        "-D,", "-I,", "-o,", "-b,", "-6,", "-g,", "-A,", "-3,", "-t,", "-S,", "-a,",
        "-m,", "-w,",
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(opts); k++)
        CU_ASSERT_PTR_NOT_NULL(strstr(asmopts_help, opts[k]));
}

const UnitTest target_tests[] = {
    { "defaults", test_defaults },
    { "format names", test_format_names },
    { "flags", test_flags },
    { "-g forms", test_gpu_forms },
    { "-g and -A", test_gpu_and_arch },
    { "-b", test_formats_opt },
    { "numbers", test_numbers },
    { "-D, -I, -o", test_defsyms_paths },
    { "error messages", test_errors },
    { "words left to the caller", test_not_mine },
    { "gcc -g rule", test_gcc_g_rule },
    { "help text", test_help },
    { NULL, NULL },
};
