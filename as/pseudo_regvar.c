/* pseudo_regvar.c - register variables and the annotations for a register
 * allocator: .regvar, .usereg, .rvlin, .rvlin_once and the code-flow
 * pseudo-ops .cf_call, .cf_jump, .cf_cjump, .cf_ret, .cf_start, .cf_end.
 *
 * clrxasm 0.1.9 parses all of them and checks their operands, but applies
 * no register allocation: a register variable in an instruction is written
 * as register 0 (as/gcn, greg_* in gcnint.h) and counts in no register
 * usage, and what the annotations record is never used for the output.
 * So here they are checked as clrxasm checks them and nothing is kept but
 * the variables themselves (symtab.h: scoped names of their own namespace,
 * local to the object like its symbols).  A code-flow target may be a
 * label of another object: at the end it is an external symbol, which is
 * accepted as the concatenated sources would accept it.
 */
#include "pseudo.h"

#include "gcnasm.h"

static char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
}

/* .regvar NAME:TYPE[:SIZE], ...  (TYPE s or v, SIZE 1..65535, 1 if not given) */
void po_regvar(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    as_init_output(A);
    do {
        args_skip(c);
        const char *where = c->p, *name;
        size_t n;
        args_symbol(c, &name, &n);
        bool good = true;
        if (n == 0) {
            as_error(A, where, "expected a register variable name");
            good = false;
        }
        args_skip(c);
        if (c->p >= c->end || *c->p != ':') {
            as_error(A, c->p, "expected ':' after the register variable");
            continue;
        }
        c->p++;
        args_skip(c);
        char type = c->p < c->end ? lower(*c->p) : 0;
        if (type == 's' || type == 'v')
            c->p++;
        else {
            as_error(A, c->p, "expected a register type: s or v");
            good = false;
        }
        args_skip(c);
        uint64_t size = 1;
        if (c->p < c->end && *c->p != ',') {
            if (*c->p != ':') {
                as_error(A, c->p, "expected ':' after the register variable");
                continue;
            }
            c->p++;
            args_skip(c);
            if (!args_abs(c, &size, true))
                continue;
            if (size == 0) {
                as_error(A, c->p, "the size of a register variable must not be zero");
                good = false;
            } else if (size > 65535) {
                as_error(A, c->p, "the size of a register variable is out of range "
                         "(1 to 65535 registers)");
                good = false;
            }
        }
        if (good && !symtab_regvar_add(A->symtab, name, n, type, (uint32_t)size))
            as_error(A, where, "register variable '%.*s' is already defined", (int)n, name);
    } while (args_next(c));
    args_end(c);
}

/* A register range as an instruction operand has it (registers, a register
 * variable or a part of it, a symbol holding a range, an inline constant).
 * False after an error; *regvar tells whether it is a register variable. */
static bool reg_range(Asm *A, Args *c, bool *regvar)
{
    args_skip(c);
    uint64_t value;
    long k = as_parse_regrange(A, c->p, c->end, &value);
    if (k < 0)
        return false;
    c->p += k;
    *regvar = GCN_REGRANGE_RV(value) != 0;
    return true;
}

/* clrxasm records these in the current section and crashes in the
 * absolute one: an error here */
static bool not_absolute(Asm *A, const char *place)
{
    if (!as_in_abs(A))
        return true;
    size_t n = 1;
    while (place + n < A->line + A->line_len && name_char(place[n]))
        n++;
    as_error(A, place, "'%.*s' is not allowed in an absolute section", (int)n, place);
    return false;
}

/* .usereg RANGE:MODE, ...  (MODE: r, w or both, in any order) */
void po_usereg(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!not_absolute(A, place))
        return;
    do {
        bool regvar;
        if (!reg_range(A, c, &regvar))
            return;
        args_skip(c);
        if (c->p >= c->end || *c->p != ':') {
            as_error(A, c->p, "expected ':' after the register range");
            return;
        }
        c->p++;
        args_skip(c);
        const char *mode = c->p;
        while (c->p < c->end && (lower(*c->p) == 'r' || lower(*c->p) == 'w'))
            c->p++;
        if (c->p == mode) {
            as_error(A, c->p, "expected an access mode: r, w or rw");
            return;
        }
    } while (args_next(c));
    args_end(c);
}

/* .rvlin RANGE, ... (0) and .rvlin_once RANGE, ... (1): ranges of register
 * variables to be allocated as consecutive registers; other ranges are
 * ignored with a warning */
void po_rvlin(Asm *A, Args *c, const char *place, int once)
{
    as_init_output(A);
    if (once && !not_absolute(A, place))
        return;
    do {
        args_skip(c);
        const char *where = c->p;
        bool regvar;
        if (!reg_range(A, c, &regvar))
            return;
        if (!regvar)
            as_warning(A, where, "a register range that is not a register variable is ignored");
    } while (args_next(c));
    args_end(c);
}

/* a code-flow target (user: the annotation's section, an int32_t): it must
 * be in that section */
static void cf_done(PendingExpr *pe, const ExprVal *v, void *user)
{
    const int32_t sect = *(const int32_t *)user;
    for (unsigned i = 0; i < v->nterms; i++)
        if (as_is_ext_base(v->terms[i].base))
            return;     /* another object's label: as the concatenated sources */
    if (v->nterms == 1 && v->terms[0].coef == 1 && v->terms[0].base == sect)
        return;
    diag_pos(DIAG_ERROR, pe->pos, "the target is not in the section of the code-flow "
             "annotation");
}

/* .cf_call (0), .cf_cjump (1), .cf_jump (2): TARGET, ...;
 * .cf_ret (3), .cf_start (4), .cf_end (5): no operand */
void po_cf(Asm *A, Args *c, const char *place, int kind)
{
    as_init_output(A);
    if (as_in_abs(A) || A->sects[A->cur].type != AST_CODE) {
        as_error(A, place, "code-flow annotations are allowed only in code sections");
        return;
    }
    if (kind >= 3) {
        args_end(c);
        return;
    }
    do {
        if (args_empty_here(c)) {
            as_error(A, c->p, "expected an expression");
            return;
        }
        const char *where;
        Expr *e = args_expr(c, &where);
        if (!e)
            return;
        int32_t *sect = arena_alloc(A->arena, sizeof *sect);
        *sect = A->cur;
        expr_defer(&A->ectx, e, as_pos_keep(A, where), cf_done, sect);
    } while (args_next(c));
    args_end(c);
}
