/* shadow.c - clrx-as as a shadow assembler inside clrx-cpp (shadow.h):
 * the statements clrx-cpp writes are assembled quietly as they come, so
 * that expressions over labels and `.` can be evaluated at their place. */
#include "shadow.h"

#include <stdlib.h>

#include "asm.h"
#include "lexer.h"
#include "symtab.h"

struct ShadowAsm {
    Asm A;
    AsmOptions opts;
    bool started;
};

ShadowAsm *shadow_new(const AsmOptions *opts)
{
    ShadowAsm *s = xcalloc(1, sizeof *s);
    s->opts = *opts;
    as_init(&s->A, &s->opts);
    return s;
}

void shadow_free(ShadowAsm *s)
{
    if (!s)
        return;
    as_free(&s->A);
    free(s);
}

void shadow_feed(ShadowAsm *s, const char *text, size_t len)
{
    if (!len || s->A.end)
        return;
    DiagQuiet q;
    diag_quiet_begin(&q);
    lexer_feed(&s->A, text, len, s->started ? NULL : "<stdin>");
    s->started = true;
    diag_quiet_end(&q);
}

ShadowEval shadow_eval(ShadowAsm *s, const ExprSrc *src, long *used, int64_t *value,
                       char *undef, size_t undefsz)
{
    Asm *A = &s->A;
    Expr *e = NULL;
    *used = expr_parse(&A->ectx, src, &e);
    if (*used < 0 || !e)
        return SHADOW_ERROR;
    ExprVal v;
    Symbol *u = NULL;
    switch (expr_eval(&A->ectx, e, &v, &u)) {
    case EXPR_OK:
        if (!as_abs_value(A, &v))
            return SHADOW_NOT_ABS;
        *value = (int64_t)v.value;
        return SHADOW_OK;
    case EXPR_UNDEFINED:
    case EXPR_UNKNOWN:
        if (u)
            symbol_qualname(u, undef, undefsz);
        else if (undefsz)
            undef[0] = '\0';
        return SHADOW_UNDEFINED;
    default:
        return SHADOW_ERROR;
    }
}
