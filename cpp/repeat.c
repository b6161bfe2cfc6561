/* repeat.c - recording of macro and repetition bodies, and the repetition
 * pseudo-ops .rept, .irp, .irpc, .for and .while.
 *
 * Bodies are recorded statement by statement as clrxasm records them: only
 * the pseudo-ops that nest (.macro, .rept, .irp, .irpc, .for, .while and
 * their ends) are looked at.  clrxasm's recording has two quirks that
 * decide what a source means, and they are kept: while recording a
 * repetition only `.endr` (not `.endrept`) closes it and `.endmacro` does
 * not close a macro; while recording a macro, `.endmacro` closes it but is
 * recorded as its last statement (so the macro fails when it runs).
 *
 * .for and .while run their body once before the condition is first
 * evaluated (clrxasm does so, whatever its manual says).
 */
#include <inttypes.h>
#include <string.h>

#include "cpp.h"

typedef enum BodyOp {
    BO_NONE, BO_ENDM, BO_ENDMACRO, BO_ENDR, BO_ENDREPT, BO_MACRO, BO_REPEAT
} BodyOp;

static BodyOp body_op(const CppLine *l, const char **stmtp)
{
    const char *end = l->text + l->len;
    const char *stmt = skip_spaces_and_labels(l->text, end);
    *stmtp = stmt;
    if (stmt == end || *stmt != '.')
        return BO_NONE;
    size_t n = scan_name(stmt, end);
    char name[16];
    if (n >= sizeof name)
        return BO_NONE;
    for (size_t k = 0; k < n; k++)
        name[k] = ascii_lower(stmt[k]);
    name[n] = '\0';
    static const struct { const char *name; BodyOp op; } ops[] = {
        { ".endm", BO_ENDM }, { ".endmacro", BO_ENDMACRO }, { ".endr", BO_ENDR },
        { ".endrept", BO_ENDREPT }, { ".macro", BO_MACRO }, { ".rept", BO_REPEAT },
        { ".irp", BO_REPEAT }, { ".irpc", BO_REPEAT }, { ".for", BO_REPEAT },
        { ".while", BO_REPEAT },
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(ops); k++)
        if (strcmp(ops[k].name, name) == 0)
            return ops[k].op;
    return BO_NONE;
}

static bool collect(Cpp *cpp, Body *b, bool macro)
{
    const size_t level = cpp->nclauses;
    while (cpp->nclauses >= level) {
        if (!cpp_read_line(cpp)) {
            cpp->have_line = false;
            return false;
        }
        cpp->have_line = true;
        const char *stmt;
        BodyOp op = body_op(&cpp->line, &stmt);
        switch (op) {
        case BO_ENDM:
            clause_pop(cpp, stmt, CL_MACRO);
            break;
        case BO_ENDMACRO:
            if (macro)
                clause_pop(cpp, stmt, CL_MACRO);
            break;
        case BO_ENDR:
            clause_pop(cpp, stmt, CL_REPEAT);
            break;
        case BO_ENDREPT:
            if (macro)
                clause_pop(cpp, stmt, CL_REPEAT);
            break;
        case BO_MACRO:
            clause_push(cpp, CL_MACRO, cpp_pos(cpp, stmt), true);
            break;
        case BO_REPEAT:
            /* the repetitions nested in a repetition's body run inside it:
             * refuse them here, before each level records the rest of the
             * body again (quadratic) and the expansion limit speaks */
            if (!macro && cpp->repeat_level + (cpp->nclauses - level) + 1 >=
                              CPP_MAX_REPEAT_DEPTH) {
                cpp_error(cpp, stmt, "repetitions nested deeper than %u levels",
                          CPP_MAX_REPEAT_DEPTH);
                cpp->fatal = true;
                return false;
            }
            clause_push(cpp, CL_REPEAT, cpp_pos(cpp, stmt), true);
            break;
        default:
            break;
        }
        BodyOp closing = macro ? BO_ENDM : BO_ENDR;
        if (op != closing || cpp->nclauses >= level)
            body_add(b, &cpp->line);
    }
    return true;
}

bool collect_macro_body(Cpp *cpp, Body *b)
{
    return collect(cpp, b, true);
}

bool collect_repeat_body(Cpp *cpp, Body *b)
{
    return collect(cpp, b, false);
}

static bool repeat_depth_ok(Cpp *cpp, const char *stmt)
{
    if (cpp->repeat_level >= CPP_MAX_REPEAT_DEPTH) {
        cpp_error(cpp, stmt, "repetitions nested deeper than %u levels",
                  CPP_MAX_REPEAT_DEPTH);
        return false;
    }
    return true;
}

static const SrcCtx *rept_ctx(Cpp *cpp, SrcCtxKind k, const char *stmt)
{
    return cpp_new_ctx(cpp, k, NULL, cpp_pos(cpp, stmt));
}

void do_rept(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    int64_t count;
    if (cpp_abs_value(cpp, &p, end, &count, true, "repetition count") != VAL_OK)
        return;
    if (!cpp_garbage_check(cpp, p, end))
        return;
    if (!repeat_depth_ok(cpp, stmt))
        return;
    SrcPos pos = cpp_pos(cpp, stmt);
    clause_push(cpp, CL_REPEAT, pos, true);
    if (count == 0) {
        skip_clauses(cpp, false);
        return;
    }
    const SrcCtx *ctx = rept_ctx(cpp, CTX_REPT, stmt);
    Body *b = body_new();
    if (!collect_repeat_body(cpp, b)) {
        body_unref(b);
        return;
    }
    /* a count (unsigned, as clrxasm takes it) whose expansion is sure to
     * pass the limit is refused at once */
    uint64_t n = (uint64_t)count;
    if (b->nlines && n > CPP_MAX_EXPANDED_LINES / b->nlines) {
        diag_pos(DIAG_ERROR, pos, "'.rept' of %" PRIu64 " times %zu lines passes the "
                 "expansion limit of %llu lines", n, b->nlines,
                 (unsigned long long)CPP_MAX_EXPANDED_LINES);
        cpp->fatal = true;
        body_unref(b);
        return;
    }
    cpp_push_rept(cpp, b, n, ctx);
}

void do_irp(Cpp *cpp, const char *stmt, const char *p, bool irpc)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    size_t n = scan_name(p, end);
    if (!n) {
        cpp_error(cpp, p, "expected an argument name");
        return;
    }
    char *sym = xstrndup(p, n);    /* the line is gone once the body is read */
    p = skip_sp(p + n, end);
    if (p < end && *p == ',')
        p = skip_sp(p + 1, end);

    char **vals = NULL;
    size_t *lens = NULL, nvals = 0, cap = 0;
    StrBuf v = STRBUF_INIT, all = STRBUF_INIT;
    bool good = true;
    sb_reserve(&all, 1);
    while (p < end) {
        if (*p == ',') {
            if (irpc)
                sb_putc(&all, ',');
            p = skip_sp(p + 1, end);
        }
        sb_clear(&v);
        sb_reserve(&v, 1);
        if (!parse_macro_arg_value(cpp, &p, end, &v)) {
            good = false;
            continue;
        }
        p = skip_sp(p, end);
        if (irpc) {
            sb_append(&all, v.data, v.len);
            continue;
        }
        if (nvals == cap) {
            cap = cap ? cap * 2 : 8;
            vals = xrealloc(vals, cap * sizeof *vals);
            lens = xrealloc(lens, cap * sizeof *lens);
        }
        vals[nvals] = xstrndup(v.data, v.len);
        lens[nvals++] = v.len;
    }
    sb_free(&v);
    if (!repeat_depth_ok(cpp, stmt))
        good = false;
    if (irpc) {
        vals = xmalloc(sizeof *vals);
        lens = xmalloc(sizeof *lens);
        vals[0] = xstrndup(all.data, all.len);
        lens[0] = all.len;
        nvals = 1;
    } else if (nvals == 0) {
        vals = xmalloc(sizeof *vals);
        lens = xmalloc(sizeof *lens);
        vals[0] = xstrdup("");
        lens[0] = 0;
        nvals = 1;
    }
    sb_free(&all);
    Body *b = NULL;
    if (good) {
        clause_push(cpp, CL_REPEAT, cpp_pos(cpp, stmt), true);
        const SrcCtx *ctx = rept_ctx(cpp, irpc ? CTX_IRPC : CTX_IRP, stmt);
        b = body_new();
        if (collect_repeat_body(cpp, b)) {
            cpp_push_irp(cpp, b, sym, n, vals, lens, nvals, irpc, ctx);
            free(sym);
            return;
        }
    }
    free(sym);
    body_unref(b);
    for (size_t k = 0; k < nvals; k++)
        free(vals[k]);
    free(vals);
    free(lens);
}

/* Write `sym=value` so that the assembler sees the iterator change. */
static void write_iter(Cpp *cpp, Symbol *s, int64_t v, SrcPos at)
{
    char name[512];
    StrBuf b = STRBUF_INIT;
    if (s->scope == symtab_current(cpp->symtab))
        sb_puts(&b, s->name);
    else {
        sb_puts(&b, "::");
        sb_puts(&b, symbol_qualname(s, name, sizeof name));
    }
    sb_printf(&b, "=%" PRId64, v);
    output_line(cpp->out, b.data, b.len, at.file, at.line, at.ctx);
    sb_free(&b);
}

/* Parse the expression at *pp for repeated evaluation; false after an
 * error in it (reported). */
static bool keep_expr(Cpp *cpp, const char **pp, const char *end, KeptExpr *k)
{
    ExprSrc src = cpp_expr_src(cpp, *pp, end, 0);
    long used = expr_parse(&cpp->ectx, &src, &k->e);
    if (used < 0) {
        k->e = NULL;
        return false;
    }
    k->text = cpp_intern(cpp, *pp, (size_t)used);
    k->len = (size_t)used;
    *pp += used;
    return true;
}

static bool eval_iter_value(Cpp *cpp, const KeptExpr *k, int64_t *v, const char *what)
{
    const Expr *e = k->e;
    ExprVal val;
    Symbol *undef = NULL;
    ExprStatus st = expr_eval(&cpp->ectx, e, &val, &undef);
    switch (st) {
    case EXPR_OK:
        if (!exprval_is_abs(&val)) {
            diag_pos(DIAG_ERROR, expr_pos(e), "the %s is not an absolute value", what);
            return false;
        }
        *v = (int64_t)val.value;
        return true;
    case EXPR_UNDEFINED: {
        char buf[512];
        diag_pos(DIAG_ERROR, expr_pos(e), "undefined symbol '%s' in the %s",
                 undef ? symbol_qualname(undef, buf, sizeof buf) : "?", what);
        return false;
    }
    case EXPR_UNKNOWN: {
        ExprSrc src = { .text = k->text, .len = k->len, .pos = expr_pos(e) };
        return cpp_shadow_value(cpp, &src, v, what) == VAL_OK;
    }
    default:
        return false;
    }
}

bool for_next_pass(Cpp *cpp, Symbol *iter, const KeptExpr *cond, const KeptExpr *next,
                   SrcPos condpos)
{
    if (next->e) {
        int64_t v;
        if (!eval_iter_value(cpp, next, &v, "next value of '.for'"))
            return false;
        expr_set_symbol(&cpp->ectx, iter, SECT_ABS, (uint64_t)v);
        write_iter(cpp, iter, v, condpos);
    }
    int64_t c;
    if (!eval_iter_value(cpp, cond, &c, "condition"))
        return false;
    return c != 0;
}

void do_for(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    const char *symplace = p;
    size_t adv;
    size_t n = scoped_name(p, end, &adv);
    if (!n) {
        cpp_error(cpp, p, "expected a symbol name");
        return;
    }
    if (n >= 3 && memcmp(p + n - 3, "::.", 3) == 0) {
        cpp_error(cpp, p, "symbol '.' can only be in the global scope");
        return;
    }
    bool good = true;
    p = skip_sp(p + adv, end);
    if (p == end || *p != '=') {
        cpp_error(cpp, p, "expected '='");
        good = false;
    }
    if (p < end)
        p = skip_sp(p + 1, end);
    Symbol *iter = NULL;
    {
        ExprSrc src = cpp_expr_src(cpp, p, end, EXPR_PARSE_NO_CREATE);
        KeptExpr init = { 0 };
        long used = expr_parse(&cpp->ectx, &src, &init.e);
        int64_t v = 0;
        if (used < 0)
            good = false;
        else {
            init.text = p;
            init.len = (size_t)used;
            p += used;
            if (!eval_iter_value(cpp, &init, &v, "initial value of '.for'"))
                good = false;
        }
        if (good) {
            iter = symtab_target(cpp->symtab, symplace, n);
            if (!iter) {
                cpp_error(cpp, symplace, "invalid symbol name");
                good = false;
            } else if (iter->once_defined && symbol_is_defined(iter)) {
                cpp_error(cpp, symplace, "symbol '%.*s' is already defined", (int)n,
                          symplace);
                good = false;
            } else {
                expr_set_symbol(&cpp->ectx, iter, SECT_ABS, (uint64_t)v);
                SrcPos at = cpp_pos(cpp, stmt);
                write_iter(cpp, iter, v, at);
            }
        }
    }
    if (!cpp_required_comma(cpp, &p, end))
        return;
    KeptExpr cond = { 0 }, next = { 0 };
    if (!keep_expr(cpp, &p, end, &cond) || !cpp_required_comma(cpp, &p, end))
        return;
    if (!keep_expr(cpp, &p, end, &next))
        return;
    if (!good || !cpp_garbage_check(cpp, p, end))
        return;
    if (!cond.e || !next.e)
        return;
    if (!repeat_depth_ok(cpp, stmt))
        return;
    SrcPos pos = cpp_pos(cpp, stmt);
    clause_push(cpp, CL_REPEAT, pos, true);
    const SrcCtx *ctx = rept_ctx(cpp, CTX_FOR, stmt);
    Body *b = body_new();
    if (!collect_repeat_body(cpp, b)) {
        body_unref(b);
        return;
    }
    cpp_push_for(cpp, b, iter, cond, next, pos, ctx);
}

void do_while(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    KeptExpr cond = { 0 };
    if (!keep_expr(cpp, &p, end, &cond))
        p = end;   /* clrxasm goes on to check what follows the bad expression */
    if (!cpp_garbage_check(cpp, p, end))
        return;
    if (!cond.e)
        return;
    if (!repeat_depth_ok(cpp, stmt))
        return;
    SrcPos pos = cpp_pos(cpp, stmt);
    clause_push(cpp, CL_REPEAT, pos, true);
    const SrcCtx *ctx = rept_ctx(cpp, CTX_WHILE, stmt);
    Body *b = body_new();
    if (!collect_repeat_body(cpp, b)) {
        body_unref(b);
        return;
    }
    cpp_push_for(cpp, b, NULL, cond, (KeptExpr){ 0 }, pos, ctx);
}

void do_endr(Cpp *cpp, const char *stmt, const char *p)
{
    if (!cpp_garbage_check(cpp, p, cpp->line.text + cpp->line.len))
        return;
    clause_pop(cpp, stmt, CL_REPEAT);
}
