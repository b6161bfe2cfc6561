/* main.c - clrx-as: assemble one preprocessed CLRX source into an object.
 *
 *   clrx-as [clrxasm options] in.i|- [-o out.o]
 *
 * The passes: read options; assemble the input statement by statement;
 * resolve what waits for symbols; build the object; write it.  Errors
 * stop the program after the pass that found them (or at the 20th error);
 * no output file is left behind then.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "heap.h"
#include "outfile.h"
#include "util.h"

static const char *g_output;

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: clrx-as [options] INPUT [-o OUTPUT]\n"
            "Assemble CLRX assembly (normally clrx-cpp's output; '-' reads standard\n"
            "input) into a relocatable object for clrx-ld.  The default OUTPUT is a.out.\n"
            "\n"
            "  --help                      show this help and exit\n"
            "  --version                   show the version and exit\n"
            "  --whole-program             the source is the whole program (clrx-cc links\n"
            "                              it alone): after errors, report every use of a\n"
            "                              symbol still undefined, as clrxasm does\n"
            "%s",
            asmopts_help);
}

static void fail_pass(void)
{
    exit(1);
}

int main(int argc, char **argv)
{
    heap_init();
    diag_init("clrx-as");
    AsmOptions o;
    asmopts_init(&o);
    bool whole_program = false;
    o.target.format = FMT_COUNT;         /* "not given", see below */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(a, "--version") == 0) {
            printf("clrx-as (%s) %s\n", PACKAGE_NAME, PACKAGE_VERSION);
            return 0;
        }
        if (strcmp(a, "--whole-program") == 0) {
            whole_program = true;
            continue;
        }
        if (a[0] != '-' || a[1] == '\0') {
            asmopts_add_input(&o, a);
            continue;
        }
        OptResult r = asmopts_parse_one(&o, argc, argv, &i, false);
        if (r == OPT_ERROR)
            return 2;
        if (r == OPT_NOT_MINE) {
            diag_plain(DIAG_ERROR, "unrecognized option '%s'", a);
            fprintf(stderr, "Try 'clrx-as --help' for more information.\n");
            return 2;
        }
    }
    if (o.n_inputs == 0) {
        diag_plain(DIAG_ERROR, "no input file");
        return 2;
    }
    bool format_given = o.target.format != FMT_COUNT;
    if (!format_given)
        o.target.format = FMT_AMD;
    g_diag.no_warnings = o.no_warnings;
    g_diag.werror = o.werror;
    g_diag.max_errors = AS_MAX_ERRORS;
    g_output = o.output ? o.output : "a.out";
    if (outfile_is_input(g_output, (const char *const *)o.inputs, o.n_inputs))
        return 1;
    outfile_claim(g_output);         /* removed unless the object is written */
    outfile_drop_old(g_output);      /* so it goes now, while we work */

    Asm A;
    as_init(&A, &o);
    A.format_explicit = format_given;
    A.gpu_explicit = o.gpu_given || o.target.gpu_set_by_arch;

    /* pass 1: the statements */
    for (size_t k = 0; k < o.n_inputs && !A.end; k++)
        as_assemble_file(&A, o.inputs[k]);
    if (diag_failed()) {
        /* a symbol another object may define is no error; in the whole
         * program it is defined nowhere (clrxasm's end-of-source errors) */
        if (whole_program)
            as_report_unresolved(&A);
        fail_pass();
    }
    /* pass 2: what waited for symbols */
    as_finish(&A);
    if (diag_failed())
        fail_pass();
    /* pass 3: the object */
    Object *obj = as_make_object(&A);
    as_release(&A);
    bool ok = obj_write(obj, g_output);
    /* the memory goes back with the process (CLRX_FREE_AT_EXIT): 1% of
     * assembling 20,000 kernels */
#if CLRX_FREE_AT_EXIT
    obj_free(obj);
    as_free(&A);
    asmopts_free(&o);
#endif
    return ok ? 0 : 1;
}
