/* args.c - clrx-cc's command line: gcc-style driver options and the clrxasm
 * options, turned into a CcPlan.
 *
 * Rules (documented in --help and the man page):
 *  - clrxasm options keep their meaning (-S is --forceAddSymbols, -a is
 *    --alternate, -m is --noMacroCase, -t is --driverVersion ...);
 *  - `-g` names a GPU when the following word (or the attached rest,
 *    `-gtonga`) is a device name; alone, before an option or an existing
 *    file, and in gcc's debug forms it is gcc's debug flag, ignored; any
 *    other word is a mistyped GPU ("did you mean ...?");
 *  - gcc's -g*, -O*, -f*, -W* warning switches, -pedantic, -std= are accepted
 *    and ignored (automake passes CFLAGS to the assembler driver); -w and
 *    -Werror keep their meaning;
 *  - -Wa,x,y / -Wp,x,y / -Wl,x,y pass options to clrx-as / clrx-cpp / clrx-ld;
 *  - -mcpu=GPU selects the device.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cc.h"
#include "diag.h"
#include "gpu.h"
#include "util.h"

#include "config.h"

const char *cc_progname = "clrx-cc";

/* Everything the driver builds (argument lists, option strings, paths) lives
 * in one arena until the process ends. */
static Arena *g_keep;

Arena *cc_arena(void)
{
    if (!g_keep)
        g_keep = arena_new();
    return g_keep;
}

void cc_arena_free(void)
{
    arena_free(g_keep);
    g_keep = NULL;
}

const char *cc_keep(StrBuf *b)
{
    char *s = arena_strndup(cc_arena(), b->data ? b->data : "", b->len);
    sb_free(b);
    return s;
}

void args_add(ArgList *l, const char *s)
{
    if (l->n + 2 > l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 16;
        const char **v = arena_alloc(cc_arena(), cap * sizeof(*v));
        if (l->n)
            memcpy(v, l->v, l->n * sizeof(*v));
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = s;
    l->v[l->n] = NULL;
}

void args_addf(ArgList *l, const char *fmt, ...)
{
    StrBuf b = STRBUF_INIT;
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    args_add(l, cc_keep(&b));
}

void args_extend(ArgList *l, const ArgList *other)
{
    for (size_t i = 0; i < other->n; i++)
        args_add(l, other->v[i]);
}

const char **args_argv(ArgList *l)
{
    if (!l->v)
        args_add(l, ""), l->n = 0, l->v[0] = NULL;
    return l->v;
}

static const char cc_help[] =
    "Usage: clrx-cc [options] file...\n"
    "A GCC-style driver for the clrx-tools GCN assembler toolchain.\n"
    "\n"
    "Modes:\n"
    "  -E                 preprocess only (clrx-cpp); output to stdout or -o\n"
    "  -c                 preprocess and assemble each source into an object (.o)\n"
    "  (default)          assemble the sources and link everything into a binary\n"
    "\n"
    "Driver options:\n"
    "  -o FILE            output file (default: a.out when linking, NAME.o with -c)\n"
    "  -I DIR, -D SYM[=VAL]  include path / symbol definition (clrxasm meaning: no\n"
    "                     value means 0)\n"
    "  -M, -MM            write dependencies (make rule) instead of output\n"
    "  -MD, -MMD          write dependencies to a .d file while compiling\n"
    "  -MF FILE, -MT T, -MQ T, -MP   dependency file, target, quoted target, phony rules\n"
    "  -Wa,OPTS -Wp,OPTS -Wl,OPTS   pass comma-separated options to clrx-as,\n"
    "                     clrx-cpp, clrx-ld\n"
    "  -L DIR, -lNAME     library search path and archive libNAME.a (for linking)\n"
    "  -mcpu=GPU          same as --gpuType=GPU\n"
    "  -x LANG            treat the following inputs as LANG: assembler-with-cpp\n"
    "                     (a source), assembler (already preprocessed), or none\n"
    "                     (by suffix, the default)\n"
    "  -B DIR             look for the stage programs in DIR first\n"
    "  --launcher=PROG[,ARG...]  preprocess each source here, then assemble it\n"
    "                     with `PROG [ARG...] clrx-cc ... -c FILE.i -o FILE.o`\n"
    "                     (for distcc; default: $CLRX_CC_LAUNCHER, split at blanks)\n"
    "  -save-temps        keep the preprocessed (.i) and object files\n"
    "  -pipe              connect the stages with pipes instead of temporary files\n"
    "  -###               print the stage commands without running them\n"
    "  -v                 print the stage commands as they run\n"
    "  -w, -Werror        no warnings / warnings are errors\n"
    "  --help, --version\n"
    "  -g*, -O*, -f*, -W* (other), -pedantic, -std=  accepted and ignored (gcc flags\n"
    "                     that build systems pass)\n"
    "\n"
    "Rule for -g: `-g WORD` and `-gWORD` select the GPU WORD when WORD is a GPU\n"
    "device name (e.g. -g tonga, -gfiji).  -g alone, before an option or an existing\n"
    "file, and gcc's debug forms (-g3, -ggdb, -gdwarf-4, ...) are gcc's debug flag,\n"
    "ignored; any other WORD is an unknown GPU.  --gpuType=GPU always selects a GPU.\n"
    "\n"
    "clrxasm options (same meaning as in clrxasm):\n";

static void print_version(void)
{
    printf("clrx-cc (clrx-tools) %s\n"
           "Assembler language: CLRX 0.1.9 (clrxasm compatible)\n", PACKAGE_VERSION);
}

static void add_comma_list(ArgList *l, const char *s)
{
    while (*s) {
        const char *c = strchr(s, ',');
        size_t n = c ? (size_t)(c - s) : strlen(s);
        args_add(l, arena_strndup(cc_arena(), s, n));
        s += n;
        if (*s == ',')
            s++;
    }
}

static InputKind classify(const char *path)
{
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');
    if (!dot || (slash && dot < slash))
        return IN_SOURCE;
    if (!strcmp(dot, ".o"))
        return IN_OBJECT;
    if (!strcmp(dot, ".a"))
        return IN_LIBRARY;
    if (!strcmp(dot, ".i"))
        return IN_PREPROCESSED;
    return IN_SOURCE;
}

static void add_input(CcPlan *p, const char *path, InputKind kind)
{
    if (p->n_inputs == p->cap_inputs) {
        size_t cap = p->cap_inputs ? p->cap_inputs * 2 : 8;
        CcInput *v = arena_alloc(cc_arena(), cap * sizeof(*v));
        if (p->n_inputs)
            memcpy(v, p->inputs, p->n_inputs * sizeof(*v));
        p->inputs = v;
        p->cap_inputs = cap;
    }
    p->inputs[p->n_inputs].path = path;
    p->inputs[p->n_inputs].kind = kind;
    p->n_inputs++;
}

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int usage_error(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: error: ", cc_progname);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return 2;
}

/* Value of an option given as -Xvalue or -X value. */
static const char *opt_value(int argc, char **argv, int *i, size_t optlen)
{
    const char *a = argv[*i];
    if (a[optlen])
        return a + optlen;
    if (*i + 1 < argc)
        return argv[++*i];
    return NULL;
}

/* The state of one command line's parsing. */
typedef struct ArgParse {
    CcPlan *p;
    int argc;
    char **argv;
    int i;                      /* the word being parsed */
    int lang;                   /* -x: an InputKind, or -1 for "by suffix" */
    bool exit_now;              /* --help, --version */
    bool error;                 /* a usage error was reported */
    AsmOptions scratch;         /* clrxasm options are parsed here to check them */
} ArgParse;

/* Every option group below returns OPT_TAKEN (argv[ap->i] and the values
 * it took are consumed; ap->i is the last word used), OPT_NOT_MINE, or
 * OPT_ERROR after a usage message. */
static OptResult usage(ArgParse *ap, int st)
{
    (void)st;
    ap->error = true;
    return OPT_ERROR;
}

/* -E -c -### -v -pipe -save-temps -x --help --version */
static OptResult opt_mode(ArgParse *ap, const char *a)
{
    CcPlan *p = ap->p;
    if (a[1] == 'x') {
        /* gcc's -x: ccache passes -x assembler-with-cpp for a `.s` that
         * must be preprocessed (it hashes a plain `.s` as it is) */
        const char *v = opt_value(ap->argc, ap->argv, &ap->i, 2);
        if (!v)
            return usage(ap, usage_error("missing argument to '-x'"));
        if (!strcmp(v, "assembler-with-cpp"))
            ap->lang = IN_SOURCE;
        else if (!strcmp(v, "assembler"))
            ap->lang = IN_PREPROCESSED;
        else if (!strcmp(v, "none"))
            ap->lang = -1;
        else
            return usage(ap, usage_error("language '%s' not recognized (-x takes "
                                         "assembler-with-cpp, assembler or none)", v));
        return OPT_TAKEN;
    }
    if (!strcmp(a, "--help")) {
        fputs(cc_help, stdout);
        fputs(asmopts_help, stdout);
        ap->exit_now = true;
    } else if (!strcmp(a, "--version")) {
        print_version();
        ap->exit_now = true;
    } else if (!strcmp(a, "-E"))
        p->mode = MODE_PREPROCESS;
    else if (!strcmp(a, "-c")) {
        if (p->mode != MODE_PREPROCESS)
            p->mode = MODE_COMPILE;
    } else if (!strcmp(a, "-###"))
        p->dry_run = true;
    else if (!strcmp(a, "-v"))
        p->verbose = true;
    else if (!strcmp(a, "-pipe"))
        p->use_pipe = true;
    else if (!strcmp(a, "-save-temps") || !strcmp(a, "--save-temps") ||
             !strcmp(a, "-save-temps=cwd"))
        p->save_temps = true;
    else
        return OPT_NOT_MINE;
    return OPT_TAKEN;
}

/* -o FILE, -oFILE, --output FILE, --output=FILE */
static OptResult opt_output(ArgParse *ap, const char *a)
{
    const char *v;
    if (!strncmp(a, "--output=", 9))
        v = a + 9;
    else if (!strcmp(a, "--output"))
        v = ap->i + 1 < ap->argc ? ap->argv[++ap->i] : NULL;
    else if (a[1] == 'o')
        v = opt_value(ap->argc, ap->argv, &ap->i, 2);
    else
        return OPT_NOT_MINE;    /* --outputXYZ: perhaps a clrxasm option */
    if (!v)
        return usage(ap, usage_error("missing filename after '%s'", a));
    ap->p->output = v;
    return OPT_TAKEN;
}

/* the -M family of dependency options */
static OptResult opt_deps(ArgParse *ap, const char *a)
{
    CcPlan *p = ap->p;
    if (!strcmp(a, "-M") || !strcmp(a, "-MM")) {
        p->dep_only = true;
        p->dep_user_only = a[2] == 'M';
    } else if (!strcmp(a, "-MD") || !strcmp(a, "-MMD")) {
        p->dep_file = true;
        p->dep_user_only = a[2] == 'M';
    } else if (!strcmp(a, "-MP"))
        p->dep_phony = true;
    else if (!strncmp(a, "-MF", 3) || !strncmp(a, "-MT", 3) || !strncmp(a, "-MQ", 3)) {
        const char *v = opt_value(ap->argc, ap->argv, &ap->i, 3);
        if (!v)
            return usage(ap, usage_error("missing argument after '%.3s'", a));
        if (a[2] == 'F')
            p->dep_out = v;
        else {
            args_add(&p->dep_targets, a[2] == 'T' ? "-MT" : "-MQ");
            args_add(&p->dep_targets, v);
        }
    } else if (strcmp(a, "-MG") != 0)
        return usage(ap, usage_error("unrecognized option '%s'", a));
    return OPT_TAKEN;
}

/* options for the preprocessor: -I, -D, their long forms, -M..., -Wp, */
static OptResult opt_preprocessor(ArgParse *ap, const char *a)
{
    CcPlan *p = ap->p;
    int argc = ap->argc;
    char **argv = ap->argv;
    if (a[1] == 'I' || !strncmp(a, "--includePath", 13)) {
        const char *v = a[1] == 'I' ? opt_value(argc, argv, &ap->i, 2)
            : a[13] == '=' ? a + 14 : (ap->i + 1 < argc ? argv[++ap->i] : NULL);
        if (!v)
            return usage(ap, usage_error("missing path after '%s'", a));
        args_add(&p->cpp_opts, "-I");
        args_add(&p->cpp_opts, v);
        return OPT_TAKEN;
    }
    if (a[1] == 'D' || !strncmp(a, "--defsym", 8)) {
        const char *v = a[1] == 'D' ? opt_value(argc, argv, &ap->i, 2)
            : a[8] == '=' ? a + 9 : (ap->i + 1 < argc ? argv[++ap->i] : NULL);
        if (!v)
            return usage(ap, usage_error("missing symbol after '%s'", a));
        args_add(&p->cpp_opts, "-D");
        args_add(&p->cpp_opts, v);
        return OPT_TAKEN;
    }
    if (a[1] == 'M')
        return opt_deps(ap, a);
    if (!strncmp(a, "-Wp,", 4)) {
        /* depcomp passes -Wp,-MD,FILE (gcc's preprocessor takes the
         * file as -MD's argument): the same as -MD -MF FILE. */
        ArgList items = {0};
        add_comma_list(&items, a + 4);
        for (size_t k = 0; k < items.n; k++) {
            const char *it = items.v[k];
            if ((!strcmp(it, "-MD") || !strcmp(it, "-MMD")) && k + 1 < items.n) {
                p->dep_file = true;
                p->dep_user_only = it[2] == 'M';
                p->dep_out = items.v[++k];
            } else
                args_add(&p->cpp_opts, it);
        }
        return OPT_TAKEN;
    }
    return OPT_NOT_MINE;
}

/* options for the other stages and for finding them: -Wa, -Wl, -L -l -B
 * --launcher= */
static OptResult opt_stages(ArgParse *ap, const char *a)
{
    CcPlan *p = ap->p;
    if (!strncmp(a, "-Wa,", 4))
        add_comma_list(&p->as_opts, a + 4);
    else if (!strncmp(a, "-Wl,", 4))
        add_comma_list(&p->ld_opts, a + 4);
    else if (!strncmp(a, "-L", 2)) {
        const char *v = opt_value(ap->argc, ap->argv, &ap->i, 2);
        if (!v)
            return usage(ap, usage_error("missing path after '-L'"));
        args_addf(&p->ld_opts, "-L%s", v);
    } else if (!strncmp(a, "-l", 2)) {
        const char *v = opt_value(ap->argc, ap->argv, &ap->i, 2);
        if (!v)
            return usage(ap, usage_error("missing library name after '-l'"));
        StrBuf b = STRBUF_INIT;
        sb_printf(&b, "-l%s", v);
        add_input(p, cc_keep(&b), IN_LIBRARY);
    } else if (!strncmp(a, "--launcher=", 11)) {
        p->launcher.n = 0;
        p->launcher_given = true;
        add_comma_list(&p->launcher, a + 11);
    } else if (!strncmp(a, "-B", 2)) {
        const char *v = opt_value(ap->argc, ap->argv, &ap->i, 2);
        if (!v)
            return usage(ap, usage_error("missing directory after '-B'"));
        args_add(&p->exec_prefixes, v);
    } else
        return OPT_NOT_MINE;
    return OPT_TAKEN;
}

/* gcc's debug options: -g0..-g3, -ggdb*, -gdwarf*, -gz*, -gsplit-dwarf,
 * -gno-*, ... (the word after "-g") */
static bool gcc_debug_form(const char *w)
{
    static const char *const prefixes[] = {
        "0", "1", "2", "3", "gdb", "dwarf", "z", "split-dwarf", "no-", "stabs", "xcoff",
        "vms", "btf", "ctf", "coff", "column-info", "record-gcc-switches", "strict-dwarf",
        "pubnames", "gnu-pubnames", "describe-dies", "as-loc", "statement-frontiers",
        "variable-location-views", "inline-points", "internal-reset-location-views",
        "full", "used", "codeview", "line-tables-only", "line-directives-only",
        "modules", "simple-template-names", "toggle", "embed-source", "sce", "lldb",
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(prefixes); k++)
        if (!strncmp(w, prefixes[k], strlen(prefixes[k])))
            return true;
    return false;
}

static OptResult unknown_gpu(ArgParse *ap, const char *name, const char *where)
{
    const char *near = gpu_suggest(name);
    if (near)
        return usage(ap, usage_error("unknown GPU '%s'%s (did you mean '%s'?)", name, where,
                                     near));
    return usage(ap, usage_error("unknown GPU '%s'%s", name, where));
}

/* The target: -mcpu=GPU, and the -g rule: `-g WORD` and `-gWORD` name a
 * GPU when WORD is a device name; `-g` followed by an option or an existing
 * file, and gcc's debug forms (-g3, -ggdb ...), are gcc's debug flag,
 * ignored; any other WORD is a mistyped GPU name. */
static OptResult opt_target(ArgParse *ap, const char *a)
{
    CcPlan *p = ap->p;
    GpuDevice d;
    if (!strncmp(a, "-mcpu=", 6)) {
        if (!gpu_from_name(a + 6, strlen(a + 6), &d))
            return unknown_gpu(ap, a + 6, " in '-mcpu='");
        args_addf(&p->common_opts, "--gpuType=%s", a + 6);
        return OPT_TAKEN;
    }
    if (a[1] != 'g')
        return OPT_NOT_MINE;
    if (a[2]) {
        const char *w = a + 2;
        if (gpu_from_name(w, strlen(w), &d))
            args_addf(&p->common_opts, "--gpuType=%s", w);
        else if (!gcc_debug_form(w))
            return unknown_gpu(ap, w, "");
        return OPT_TAKEN;
    }
    if (ap->i + 1 < ap->argc) {
        const char *w = ap->argv[ap->i + 1];
        struct stat st;
        if (gpu_from_name(w, strlen(w), &d)) {
            args_addf(&p->common_opts, "--gpuType=%s", w);
            ap->i++;
        } else if (w[0] != '-' && stat(w, &st) != 0)
            return unknown_gpu(ap, w, "");
        /* else: the debug flag; the word is the next option or input */
    }
    return OPT_TAKEN;
}

/* -w and -Werror keep their meaning; gcc's other -W, -O, -f, -pedantic,
 * -std=, -pthread are accepted and ignored (automake passes CFLAGS) */
static OptResult opt_warnings_and_gcc(ArgParse *ap, const char *a)
{
    CcPlan *p = ap->p;
    if (!strcmp(a, "-w")) {
        p->no_warnings = true;
        args_add(&p->common_opts, "-w");
    } else if (!strcmp(a, "-Werror")) {
        p->werror = true;
        args_add(&p->common_opts, "-Werror");
    } else if (a[1] == 'O' || a[1] == 'f' || !strncmp(a, "-W", 2) ||
               !strncmp(a, "-pedantic", 9) || !strncmp(a, "-std=", 5) ||
               !strcmp(a, "-pthread"))
        ;
    else
        return OPT_NOT_MINE;
    return OPT_TAKEN;
}

/* every clrxasm option, passed to every stage in its spelling */
static OptResult opt_clrxasm(ArgParse *ap)
{
    int j = ap->i;
    OptResult r = asmopts_parse_one(&ap->scratch, ap->argc, ap->argv, &j, false);
    if (r == OPT_ERROR)
        ap->error = true;
    if (r == OPT_TAKEN) {
        for (int k = ap->i; k <= j; k++)
            args_add(&ap->p->common_opts, ap->argv[k]);
        ap->i = j;
    }
    return r;
}

/* the launcher from the environment, unless --launcher= was given */
static void launcher_from_env(CcPlan *p)
{
    const char *env = getenv("CLRX_CC_LAUNCHER");
    if (p->launcher_given || !env)
        return;
    for (const char *c = env; *c; ) {
        while (*c == ' ' || *c == '\t')
            c++;
        size_t n = strcspn(c, " \t");
        if (n)
            args_add(&p->launcher, arena_strndup(cc_arena(), c, n));
        c += n;
    }
}

/* One option word (argv[ap->i], starting with '-'): the groups in order. */
static OptResult parse_option(ArgParse *ap, const char *a)
{
    OptResult (*const groups[])(ArgParse *, const char *) = {
        opt_mode, opt_preprocessor, opt_stages, opt_target, opt_warnings_and_gcc,
    };
    if (!strncmp(a, "-o", 2) || !strncmp(a, "--output", 8)) {
        OptResult r = opt_output(ap, a);
        if (r != OPT_NOT_MINE)
            return r;
        return opt_clrxasm(ap);
    }
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(groups); k++) {
        OptResult r = groups[k](ap, a);
        if (r != OPT_NOT_MINE || ap->exit_now)
            return r;
    }
    return opt_clrxasm(ap);
}

int cc_parse_args(CcPlan *p, int argc, char **argv, bool *exit_now)
{
    ArgParse ap = { .p = p, .argc = argc, .argv = argv, .lang = -1 };
    asmopts_init(&ap.scratch);
    p->self = argc > 0 ? argv[0] : "clrx-cc";
    *exit_now = false;
    int status = 0;
    for (ap.i = 1; ap.i < argc && !ap.exit_now; ap.i++) {
        const char *a = argv[ap.i];
        if (a[0] != '-' || a[1] == '\0') {
            bool is_stdin = a[1] == '\0' && a[0] == '-';
            add_input(p, a, ap.lang >= 0 ? (InputKind)ap.lang
                            : is_stdin ? IN_SOURCE : classify(a));
            continue;
        }
        OptResult r = parse_option(&ap, a);
        if (r == OPT_NOT_MINE && !ap.exit_now) {
            usage_error("unrecognized command-line option '%s'", a);
            r = OPT_ERROR;
        }
        if (r == OPT_ERROR) {
            status = 2;
            break;
        }
    }
    asmopts_free(&ap.scratch);
    *exit_now = ap.exit_now;
    if (!status && !ap.exit_now)
        launcher_from_env(p);
    return status;
}
