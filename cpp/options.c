/* options.c - the command line of clrx-cpp: every clrxasm option (those
 * that do not concern preprocessing are accepted and ignored), gcc's
 * dependency options, --help and --version.
 */
#include <string.h>

#include "options.h"

static void push(const char ***arr, size_t *n, const char *s)
{
    *arr = xrealloc((void *)*arr, (*n + 1) * sizeof **arr);
    (*arr)[(*n)++] = s;
}

void cppopts_init(CppOptions *o)
{
    memset(o, 0, sizeof *o);
    asmopts_init(&o->asmopts);
    o->vpath_include = true;
}

void cppopts_free(CppOptions *o)
{
    for (size_t i = 0; i < o->ntargets; i++)
        free((char *)o->targets[i]);
    free(o->targets);
    asmopts_free(&o->asmopts);
}

/* -MF FILE / -MFFILE and the like: the value of option `opt` at argv[*i] */
static const char *opt_value(int argc, char **argv, int *i, const char *opt)
{
    const char *a = argv[*i];
    size_t n = strlen(opt);
    if (a[n])
        return a + n;
    if (*i + 1 < argc) {
        ++*i;
        return argv[*i];
    }
    diag_plain(DIAG_ERROR, "missing argument to '%s'", opt);
    return NULL;
}

int cppopts_parse(CppOptions *o, int argc, char **argv)
{
    bool only_inputs = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (only_inputs || a[0] != '-' || strcmp(a, "-") == 0) {
            asmopts_add_input(&o->asmopts, a);
            continue;
        }
        if (strcmp(a, "--") == 0) {
            only_inputs = true;
            continue;
        }
        if (strcmp(a, "--help") == 0) {
            o->help = true;
            continue;
        }
        if (strcmp(a, "--version") == 0) {
            o->version = true;
            continue;
        }
        if (strcmp(a, "-M") == 0 || strcmp(a, "-MM") == 0) {
            o->deps_only = true;
            continue;
        }
        if (strcmp(a, "-MD") == 0 || strcmp(a, "-MMD") == 0) {
            o->deps_file = true;
            continue;
        }
        if (strcmp(a, "-MP") == 0) {
            o->phony = true;
            continue;
        }
        if (strncmp(a, "-MF", 3) == 0) {
            const char *v = opt_value(argc, argv, &i, "-MF");
            if (!v)
                return 2;
            o->deps_out = v;
            continue;
        }
        if (strncmp(a, "-MT", 3) == 0 || strncmp(a, "-MQ", 3) == 0) {
            bool q = a[2] == 'Q';
            const char *v = opt_value(argc, argv, &i, q ? "-MQ" : "-MT");
            if (!v)
                return 2;
            push(&o->targets, &o->ntargets, q ? deps_quote(v, true) : xstrdup(v));
            continue;
        }
        if (strcmp(a, "--no-include-dir-of-file") == 0) {
            o->vpath_include = false;
            continue;
        }
        if (strcmp(a, "--inline-diagnostics") == 0) {
            o->inline_diags = true;
            continue;
        }
        switch (asmopts_parse_one(&o->asmopts, argc, argv, &i, false)) {
        case OPT_TAKEN:
            continue;
        case OPT_ERROR:
            return 2;
        case OPT_NOT_MINE:
            break;
        }
        diag_plain(DIAG_ERROR, "unrecognized option '%s' (see --help)", a);
        return 2;
    }
    return 0;
}

const char cppopts_help[] =
    "Usage: clrx-cpp [OPTION...] [INPUT.s|-]... [-o OUTPUT]\n"
    "Preprocess CLRX assembly: expand macros, repetitions, conditionals, .include\n"
    "and .incbin, and write flat assembly with line markers.  With no input or\n"
    "with '-', read the standard input; without -o, write to the standard output.\n"
    "\n"
    "Dependency options (as gcc's):\n"
    "  -M, -MM                     print a make rule with the files read, instead\n"
    "                              of the preprocessed text\n"
    "  -MD, -MMD                   also write that rule to FILE.d (from -o, or the\n"
    "                              input's base name), or to the -MF file\n"
    "  -MF FILE                    write the rule to FILE\n"
    "  -MT TARGET                  target of the rule (default: INPUT's base name\n"
    "                              with .o)\n"
    "  -MQ TARGET                  the same, quoted for make\n"
    "  -MP                         add an empty rule for every included file\n"
    "  --no-include-dir-of-file    do not look for .include/.incbin files in the\n"
    "                              directory of the including file\n"
    "  --inline-diagnostics        write the messages about the source into the\n"
    "                              output (#@diag lines, which clrx-as shows in\n"
    "                              order with its own) instead of printing them\n"
    "  --help                      show this help and exit\n"
    "  --version                   show the version and exit\n"
    "\n";
