/* main.c - clrx-ld: the linker's passes, in order. */
#include "diag.h"
#include "ld.h"
#include "outfile.h"

int main(int argc, char **argv)
{
    LdOptions opts;
    bool exit_now;
    diag_init(ld_progname);
    int st = ld_parse_args(&opts, argc, argv, &exit_now);
    if (st || exit_now) {
        ld_free_args(&opts);
        return st;
    }
    g_diag.max_errors = LD_MAX_ERRORS;
    if (ld_output_is_input(&opts)) {
        ld_free_args(&opts);
        return 1;
    }
    outfile_claim(opts.output);      /* a failed link leaves no stale output */

    Link L;
    link_init(&L, &opts);
    bool ok = ld_load(&L)            /* objects; archive members for undefined symbols */
           && ld_select_target(&L)   /* output format and GPU; objects must agree */
           && ld_resolve(&L)         /* every symbol a relocation uses is defined */
           && ld_layout(&L)          /* output sections, kernels, register usage */
           && ld_relocate(&L)        /* patch the relocated fields */
           && ld_write(&L);          /* the format's writer, through a temporary file */
    link_free(&L);
    ld_free_args(&opts);
    return ok ? 0 : 1;
}
