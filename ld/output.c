/* output.c - the registry of format writers (one row per format; adding a
 * format is one new fmt_*.c file and one row here) and the last pass: the
 * format writes the binary into a temporary file beside the output, which
 * replaces the output only when everything succeeded. */
#include <stdlib.h>

#include "diag.h"
#include "ld.h"
#include "outfile.h"

const LdFormat *const ld_formats[] = {
    &ld_fmt_rawcode,
    &ld_fmt_gallium,
    &ld_fmt_amdcl2,
    &ld_fmt_amd,
    &ld_fmt_rocm,
    NULL
};

const LdFormat *ld_find_format(BinFormat f)
{
    for (const LdFormat *const *p = ld_formats; *p; p++)
        if ((*p)->format == f)
            return *p;
    return NULL;
}

bool ld_write_bytes(const Link *L, FILE *out, const void *p, size_t n)
{
    if (n && fwrite(p, 1, n, out) != n) {
        diag_plain(DIAG_ERROR, "cannot write '%s'", L->opts->output);
        return false;
    }
    return true;
}

bool ld_write(Link *L)
{
    OutFile of;
    if (!outfile_open(&of, L->opts->output, 0))
        return false;
    if (!L->fmt->write(L, of.fp) || diag_failed()) {
        outfile_abort(&of);
        return false;
    }
    return outfile_commit(&of);
}
