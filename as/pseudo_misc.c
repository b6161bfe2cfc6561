/* pseudo_misc.c - messages (.print, .warning, .error, .err, .fail), the
 * end of assembly (.end, .abort), pseudo-ops accepted and ignored, and
 * those that belong to other stages. */
#include "pseudo.h"

#include <stdio.h>

/* .print "STRING": to standard output, at once */
void po_print(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    StrBuf s = STRBUF_INIT;
    if (args_string(c, &s) && args_end(c)) {
        fwrite(s.data ? s.data : "", 1, s.len, A->print_out);
        fputc('\n', A->print_out);
        fflush(A->print_out);
    }
    sb_free(&s);
}

static void message(Asm *A, Args *c, const char *place, DiagLevel lvl, const char *dflt)
{
    if (args_at_end(c)) {
        if (lvl == DIAG_ERROR)
            as_error(A, place, "%s", dflt);
        else
            as_warning(A, place, "%s", dflt);
        return;
    }
    StrBuf s = STRBUF_INIT;
    if (args_string(c, &s) && args_end(c)) {
        if (lvl == DIAG_ERROR)
            as_error(A, place, "%.*s", (int)s.len, s.data ? s.data : "");
        else
            as_warning(A, place, "%.*s", (int)s.len, s.data ? s.data : "");
    }
    sb_free(&s);
}

void po_warning(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    message(A, c, place, DIAG_WARNING, ".warning encountered");
}

void po_error(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    message(A, c, place, DIAG_ERROR, ".error encountered");
}

void po_err(Asm *A, Args *c, const char *place, int arg)
{
    (void)c;
    (void)arg;
    as_error(A, place, ".err encountered");
}

/* .fail N: an error below 500, a warning from 500 on */
void po_fail(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    uint64_t v = 0;
    if (!args_abs(c, &v, true) || !args_end(c))
        return;
    if ((int64_t)v >= 500)
        as_warning(A, place, ".fail %lld encountered", (long long)v);
    else
        as_error(A, place, ".fail %lld encountered", (long long)v);
}

void po_abort(Asm *A, Args *c, const char *place, int arg)
{
    (void)c;
    (void)arg;
    as_error(A, place, "assembly aborted by .abort");
    A->end = true;
}

void po_end(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    if (args_end(c))
        A->end = true;
}

/* .file (0), .line/.ln (1), .lflags (2): ignored, with a warning as in
 * clrxasm */
void po_ignored_warn(Asm *A, Args *c, const char *place, int which)
{
    (void)c;
    static const char *const names[] = { ".file", ".line", ".lflags" };
    as_warning(A, place, "'%s' is ignored by this assembler", names[which]);
}

/* .sbttl .title .version "STRING": ignored */
void po_ignore_str(Asm *A, Args *c, const char *place, int arg)
{
    (void)A;
    (void)place;
    (void)arg;
    StrBuf s = STRBUF_INIT;
    if (args_string(c, &s))
        args_end(c);
    sb_free(&s);
}

void po_cpp_only(Asm *A, Args *c, const char *place, int arg)
{
    (void)c;
    (void)arg;
    size_t n = 1;
    while (place + n < A->line + A->line_len && name_char(place[n]))
        n++;
    as_error(A, place, "'%.*s' is handled by the preprocessor: run the source through "
             "clrx-cpp (or clrx-cc) first", (int)n, place);
}
