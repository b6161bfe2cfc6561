/* stmt.c - what a statement body does: classify the first word (one hash
 * probe into the pseudo-op table, libcommon/pseudoops.def), run the handler
 * of the pseudo-op's row for the current format, or hand an instruction to
 * the encoder. */
#include "asm.h"

#include <stdio.h>
#include "pseudo.h"

#include <string.h>

/* clrx-as's columns of the pseudo-op table, by row */
typedef struct AsPseudo {
    PseudoFn fn;               /* NULL: not handled in the row's formats */
    int arg;
} AsPseudo;

static const AsPseudo as_rows[PO_ROW_COUNT] = {
#define PO_ROW(id, fmts, cpp_op, cpp_arg, cpp_init, fn, arg) { fn, arg },
#include "pseudoops-tab.h"
#undef PO_ROW
};

void as_pseudo(Asm *A, const char *name, size_t len, const char *args, size_t args_len)
{
    as_pseudo_id(A, po_name_find(name + 1, len - 1), name, len, args, args_len);
}

void as_pseudo_id(Asm *A, int id, const char *name, size_t len, const char *args,
                  size_t args_len)
{
    if (id < 0) {
        as_error(A, name, "unknown pseudo-op '%.*s'", (int)len, name);
        return;
    }
    int row = po_row_find(id, A->target.format);
    if (row < 0 || !as_rows[row].fn) {
        as_error(A, name, "pseudo-op '%.*s' is not allowed in the %s format", (int)len, name,
                 format_name(A->target.format));
        return;
    }
    Args c;
    args_init(&c, A, args, args_len);
    A->op_name = id;
    A->stmt_name = name;
    A->stmt_name_len = (uint32_t)len;
    A->stmt_insn = false;
    as_rows[row].fn(A, &c, name, as_rows[row].arg);
    A->stmt_name = NULL;
}

/* made only when a message needs it: formatting it for every statement
 * took 17% of clrx-as's time on plain instructions */
static const char *need_what(void *user)
{
    Asm *A = user;
    if (!A->stmt_name)
        return NULL;
    size_t len = A->stmt_name_len;
    if (A->stmt_insn)
        snprintf(A->stmt_what, sizeof A->stmt_what, "instruction '%.*s'",
                 (int)(len < 30 ? len : 30), A->stmt_name);
    else
        snprintf(A->stmt_what, sizeof A->stmt_what, "'%.*s'", (int)(len < 40 ? len : 40),
                 A->stmt_name);
    return A->stmt_what;
}

bool as_check_loader(Asm *A, const Expr *e, const ExprVal *v)
{
    if (!A->loader_syms)
        return true;
    Symbol *syms[16];
    size_t n = expr_symbols(e, syms, CLRX_ARRAY_SIZE(syms));
    for (size_t k = 0; k < n && k < CLRX_ARRAY_SIZE(syms); k++) {
        const Symbol *s = syms[k];
        if (!s->loader || !s->has_value)
            continue;
        for (unsigned t = 0; t < v->nterms; t++)
            if (v->terms[t].base == s->section)
                return true;
        /* clrxasm: the scratch buffer's address is a relocation, and this
         * value is none (`scr - scr`) */
        diag_pos(DIAG_ERROR, expr_pos(e), "the value of this expression is not the scratch "
                 "buffer's address ('%s'), so no relocation can give it", s->name);
        return false;
    }
    return true;
}

static bool check_value(void *user, const Expr *e, const ExprVal *v)
{
    Asm *A = user;
    return !A->check_values || as_check_loader(A, e, v);
}

void as_stmt_init(Asm *A)
{
    A->ectx.need_what = need_what;
    A->ectx.check_value = check_value;
}

void as_instruction(Asm *A, const char *name, size_t len, const char *args, size_t args_len)
{
    as_init_output(A);
    if (!as_writeable(A)) {
        as_error(A, name, "writing data into a non-writeable section is illegal");
        return;
    }
    A->stmt_name = name;
    A->stmt_name_len = (uint32_t)len;
    A->stmt_insn = true;
    A->check_values = true;
    as_encode_instruction(A, name, len, args, args_len);
    A->check_values = false;
    A->stmt_name = NULL;
}

void as_bad_head(Asm *A, const char *at, bool number)
{
    if (number)
        as_error(A, at, "a number cannot begin a statement");
    else
        as_error(A, at, "garbage where a statement should begin");
}
