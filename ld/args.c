/* args.c - clrx-ld's command line: every clrxasm option (libcommon/target.h,
 * with the same spelling and meaning: -b/-g/-A choose the output's format
 * and GPU, the rest is accepted and kept), -o FILE, -L DIR, -lNAME,
 * --help, --version, and the input files (objects and archives). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "diag.h"
#include "ld.h"

const char *const ld_progname = "clrx-ld";

static const char ld_help[] =
    "Usage: clrx-ld [options] FILE... [-o OUTPUT]\n"
    "Link clrx-tools objects (from clrx-as / clrx-cc -c) and archives of them\n"
    "(made with ar) into a GPU binary.\n"
    "\n"
    "Options:\n"
    "  -o FILE        write the binary to FILE (default a.out)\n"
    "  -L DIR         search DIR for -l libraries (in the order given)\n"
    "  -lNAME         link libNAME.a, found in the -L directories; an archive\n"
    "                 gives the members that define symbols still undefined\n"
    "                 where it appears on the command line\n"
    "  --help         show this help and exit\n"
    "  --version      show the version and exit\n"
    "\n"
    "Without -b/-g/-A the output takes the format and GPU of the objects; with\n"
    "them, every object that chose a format or GPU must agree with them.\n"
    "Exit status: 0 success, 1 errors in the input, 2 usage errors.\n"
    "\n";

static void add_input(LdOptions *o, const char *arg, bool is_lib)
{
    o->inputs = xrealloc(o->inputs, (o->ninputs + 1) * sizeof *o->inputs);
    o->inputs[o->ninputs].arg = arg;
    o->inputs[o->ninputs].is_lib = is_lib;
    o->ninputs++;
}

static void add_libdir(LdOptions *o, const char *dir)
{
    o->libdirs = xrealloc(o->libdirs, (o->nlibdirs + 1) * sizeof *o->libdirs);
    o->libdirs[o->nlibdirs++] = dir;
}

static int usage_error(const char *fmt, const char *arg)
{
    diag_plain(DIAG_ERROR, fmt, arg);
    fprintf(stderr, "Try '%s --help' for more information.\n", ld_progname);
    return 2;
}

int ld_parse_args(LdOptions *o, int argc, char **argv, bool *exit_now)
{
    memset(o, 0, sizeof *o);
    *exit_now = false;
    asmopts_init(&o->asmopts);
    /* sentinels: only -b / -g / -A set these */
    o->asmopts.target.format = FMT_COUNT;
    o->asmopts.target.gpu = GPU_COUNT;
    bool only_files = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (only_files || a[0] != '-' || a[1] == '\0') {
            add_input(o, a, false);
            continue;
        }
        if (strcmp(a, "--") == 0) {
            only_files = true;
            continue;
        }
        if (strcmp(a, "--help") == 0) {
            fputs(ld_help, stdout);
            fputs(asmopts_help, stdout);
            *exit_now = true;
            return 0;
        }
        if (strcmp(a, "--version") == 0) {
            printf("clrx-ld (clrx-tools) %s\n"
                   "Object format: docs/object-format.md, version 1\n", PACKAGE_VERSION);
            *exit_now = true;
            return 0;
        }
        if (a[1] == 'L' || a[1] == 'l') {
            const char *v = a + 2;
            if (!*v) {
                if (i + 1 >= argc)
                    return usage_error("missing argument to '%s'", a);
                v = argv[++i];
            }
            if (!*v)
                return usage_error("empty argument to '%s'", a);
            if (a[1] == 'L')
                add_libdir(o, v);
            else
                add_input(o, v, true);
            continue;
        }
        switch (asmopts_parse_one(&o->asmopts, argc, argv, &i, false)) {
        case OPT_TAKEN:
            continue;
        case OPT_ERROR:
            fprintf(stderr, "Try '%s --help' for more information.\n", ld_progname);
            return 2;
        case OPT_NOT_MINE:
            break;
        }
        return usage_error("unrecognized option '%s'", a);
    }
    /* clrxasm's -o is ours too */
    o->output = o->asmopts.output ? o->asmopts.output : "a.out";
    o->format_given = o->asmopts.target.format != FMT_COUNT;
    o->gpu_given = o->asmopts.target.gpu != GPU_COUNT;
    g_diag.no_warnings = o->asmopts.no_warnings;
    g_diag.werror = o->asmopts.werror;
    if (o->asmopts.n_inputs)
        return usage_error("%s", "internal: unexpected clrxasm input list");
    if (o->ninputs == 0) {
        diag_plain(DIAG_ERROR, "no input files");
        return 2;
    }
    return 0;
}

void ld_free_args(LdOptions *o)
{
    asmopts_free(&o->asmopts);
    free(o->libdirs);
    free(o->inputs);
}
