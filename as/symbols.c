/* symbols.c - labels, local labels, assignments and the location counter
 * as statements see them; the evaluator's view of `.` and of `Nb`/`Nf`.
 *
 * Values of labels are (section, offset) pairs: the evaluator keeps them as
 * section terms, so differences within a section are plain numbers and the
 * rest becomes relocations when stored (fixups.c).
 */
#include "args.h"
#include "asm.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* the evaluator's callbacks                                           */

bool as_expr_dot(void *user, int32_t *section, uint64_t *offset)
{
    Asm *A = user;
    as_init_output(A);
    *section = as_value_section(A, A->cur);
    *offset = A->dot_fixed ? A->dot_value : as_dot(A);
    return true;
}

/* Local labels are the global-scope symbols "Nb" (the last definition of
 * N) and "Nf" (the next one): defining N gives "Nf" its value, which wakes
 * the expressions that wait for it, copies it to "Nb", and makes "Nf"
 * undefined again for the following references. */
static Symbol *local_symbol(Asm *A, const char *digits, size_t len, char suffix, bool create)
{
    char buf[64];
    if (len > sizeof buf - 2)
        len = sizeof buf - 2;
    memcpy(buf, digits, len);
    buf[len] = suffix;
    return symtab_global_symbol(A->symtab, buf, len + 1, create);
}

Symbol *as_expr_local_label(void *user, const char *digits, size_t len, bool forward,
                            SrcPos pos)
{
    Asm *A = user;
    if (!forward) {
        Symbol *s = local_symbol(A, digits, len, 'b', false);
        if (!s || !s->has_value) {
            diag_at(DIAG_ERROR, pos, NULL, 0, "local label '%.*sb' is not defined before",
                    (int)len, digits);
            return NULL;
        }
        return s;
    }
    return local_symbol(A, digits, len, 'f', true);
}

/* ------------------------------------------------------------------ */
/* definitions                                                         */

static bool ends_with_dot_scope(const char *name, size_t len)
{
    return len >= 3 && memcmp(name + len - 3, "::.", 3) == 0;
}

void as_label(Asm *A, const char *name, size_t len)
{
    as_init_output(A);
    if (len == 1 && name[0] == '.') {
        as_error(A, name, "symbol '.' cannot be a label");
        A->stmt_failed = true;
        return;
    }
    Symbol *s = symtab_target(A->symtab, name, len);
    if (!s) {
        as_error(A, name, ends_with_dot_scope(name, len)
                              ? "symbol '.' can only be in the global scope"
                              : "bad label name");
        A->stmt_failed = true;
        return;
    }
    if (s->once_defined && symbol_is_defined(s)) {
        as_error(A, name, "symbol '%.*s' is already defined", (int)len, name);
        A->stmt_failed = true;
        return;
    }
    if (!as_addressable(A)) {
        as_error(A, name, "a label cannot be defined in a section without addresses");
        A->stmt_failed = true;
        return;
    }
    int32_t vsect = as_value_section(A, A->cur);
    /* what waited for a label of a section the linker places: clrxasm
     * computes it at the end */
    AsDefer d;
    as_defer_begin(A, &d, A->cur >= 0 && (A->sects[A->cur].flags & SF_UNRESOLV));
    bool defined = expr_define_label(&A->ectx, s, vsect, as_dot(A), as_pos(A, name));
    as_defer_end(A, &d);
    if (!defined) {
        A->stmt_failed = true;
        return;
    }
    /* remember the section of a label whose value is a plain number */
    s->user = vsect != A->cur ? (void *)(intptr_t)(A->cur + 1) : NULL;
    /* and where it is, for the linker's messages (multiple definitions) */
    if (A->nlabelpos == A->caplabelpos) {
        A->caplabelpos = A->caplabelpos ? A->caplabelpos * 2 : 64;
        A->labelpos = xrealloc(A->labelpos, A->caplabelpos * sizeof *A->labelpos);
    }
    A->labelpos[A->nlabelpos++] = as_pos_keep(A, name);
    s->def_index = (uint32_t)A->nlabelpos;
    as_usage_label(A, name, len);
}

void as_local_label(Asm *A, const char *digits, size_t len)
{
    as_init_output(A);
    if (!as_addressable(A)) {
        as_error(A, digits, "a local label cannot be defined in a section without "
                 "addresses");
        A->stmt_failed = true;
        return;
    }
    /* created in clrxasm's order ("Nb" first): it decides the order of
     * unresolved-symbol messages */
    Symbol *b = local_symbol(A, digits, len, 'b', true);
    Symbol *f = local_symbol(A, digits, len, 'f', true);
    uint64_t dot = as_dot(A);
    int32_t vsect = as_value_section(A, A->cur);
    expr_set_symbol(&A->ectx, f, vsect, dot);
    expr_set_symbol(&A->ectx, b, vsect, dot);
    symtab_undefine(A->symtab, f);
}

bool as_set_dot(Asm *A, const char *place, int32_t sect, uint64_t value, uint8_t fill)
{
    as_init_output(A);
    if (A->cur != sect && sect != SECT_ABS) {
        as_error(A, place, "'.' cannot be moved to another section");
        return false;
    }
    uint64_t dot = as_dot(A);
    if (A->cur != SECT_ABS && (int64_t)dot > (int64_t)value) {
        as_error(A, place, "'.' cannot move backwards");
        return false;
    }
    if (!as_addressable(A)) {
        as_error(A, place, "'.' cannot be changed in a section without addresses");
        return false;
    }
    if (A->cur == SECT_ABS) {
        if (fill)
            as_warning(A, place, "the fill value is ignored in the absolute section");
        A->abs_off = value;
        return true;
    }
    if (value != dot)
        as_reserve(A, place, value - dot, fill);
    return true;
}

void as_assign(Asm *A, const char *name, size_t len, const char *expr, size_t elen,
               bool once, bool eqv)
{
    if (ends_with_dot_scope(name, len)) {
        as_error(A, name, "symbol '.' can only be in the global scope");
        return;
    }
    Args c;
    args_init(&c, A, expr, elen);
    args_skip(&c);
    bool dot = (len == 1 && name[0] == '.');
    if (c.p < c.end && *c.p == '%') {
        if (dot) {
            as_error(A, name, "symbol '.' needs a value, not a register");
            return;
        }
        as_init_output(A);
        uint64_t value;
        long n = as_parse_regrange(A, c.p + 1, c.end, &value);
        if (n < 0)
            return;
        c.p += 1 + n;
        if (!args_at_end(&c)) {
            as_error(A, c.p, "garbage at the end of the expression");
            return;
        }
        Symbol *s = symtab_target(A->symtab, name, len);
        if (!s) {
            as_error(A, name, "bad symbol name");
            return;
        }
        expr_assign_regrange(&A->ectx, s, value, as_pos(A, name), once || eqv);
        return;
    }
    if (c.p >= c.end) {
        as_error(A, c.p, "expected an expression to assign");
        return;
    }
    const char *where;
    Expr *e = args_expr(&c, &where);
    if (!e)
        return;
    args_skip(&c);
    if (c.p < c.end) {
        as_error(A, c.p, "garbage at the end of the expression");
        return;
    }
    if (dot) {
        ExprVal v;
        Symbol *undef = NULL;
        ExprStatus st = expr_eval(&A->ectx, e, &v, &undef);
        if (st == EXPR_ERROR)
            return;
        if (st == EXPR_UNDEFINED) {
            as_error(A, name, "symbol '.' needs a value known now");
            return;
        }
        if (v.nterms > 1 || (v.nterms == 1 && v.terms[0].coef != 1)) {
            as_error(A, where, "the value of '.' must be an address or a number");
            return;
        }
        as_set_dot(A, name, v.nterms ? v.terms[0].base : SECT_ABS, v.value, 0);
        return;
    }
    Symbol *s = symtab_target(A->symtab, name, len);
    if (!s) {
        as_error(A, name, "bad symbol name");
        return;
    }
    /* uses of undefined symbols in it are reported at the expression */
    const char *at = expr;
    while (at < expr + elen && (*at == ' ' || *at == '\t'))
        at++;
    expr_assign(&A->ectx, s, e, as_pos(A, at), once, eqv);
}

bool as_set_abs(Asm *A, const char *place, const char *name, size_t len, uint64_t value,
                bool once)
{
    if (len == 0) {
        as_error(A, place, "expected a symbol name");
        return false;
    }
    if (ends_with_dot_scope(name, len)) {
        as_error(A, place, "symbol '.' can only be in the global scope");
        return false;
    }
    if (len == 1 && name[0] == '.')
        return as_set_dot(A, place, SECT_ABS, value, 0);
    Symbol *s = symtab_target(A->symtab, name, len);
    if (!s) {
        as_error(A, place, "bad symbol name");
        return false;
    }
    if ((s->once_defined || once) && symbol_is_defined(s)) {
        as_error(A, place, "symbol '%.*s' is already defined", (int)len, name);
        return false;
    }
    expr_set_symbol(&A->ectx, s, SECT_ABS, value);
    if (once)
        s->once_defined = 1;
    return true;
}
