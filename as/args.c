/* args.c - the argument cursor of clrx-as statements (see args.h). */
#include "args.h"

#include <string.h>

void args_init(Args *c, Asm *A, const char *s, size_t len)
{
    c->A = A;
    c->p = s;
    c->end = s + len;
}

void args_skip(Args *c)
{
    while (c->p < c->end && args_blank(*c->p))
        c->p++;
}

bool args_at_end(Args *c)
{
    args_skip(c);
    return c->p >= c->end;
}

bool args_end(Args *c)
{
    args_skip(c);
    if (c->p < c->end) {
        as_error(c->A, c->p, "garbage at the end of the line");
        return false;
    }
    return true;
}

bool args_comma(Args *c, bool *have, bool error_if_other)
{
    args_skip(c);
    *have = false;
    if (c->p >= c->end)
        return true;
    if (*c->p != ',') {
        if (error_if_other) {
            as_error(c->A, c->p, "expected ',' before the next argument");
            return false;
        }
        return true;
    }
    c->p++;
    *have = true;
    return true;
}

bool args_need_comma(Args *c)
{
    args_skip(c);
    if (c->p >= c->end || *c->p != ',') {
        as_error(c->A, c->p, "expected ',' before the next argument");
        return false;
    }
    c->p++;
    return true;
}

bool args_next(Args *c)
{
    args_skip(c);
    if (c->p >= c->end)
        return false;
    if (*c->p != ',') {
        as_error(c->A, c->p, "expected ',' before the next value");
        c->p++;
        return true;
    }
    c->p++;
    args_skip(c);
    return true;
}

bool args_empty_here(Args *c)
{
    args_skip(c);
    return c->p >= c->end || *c->p == ',';
}

bool args_name(Args *c, const char **s, size_t *len, const char *what, bool required)
{
    args_skip(c);
    *s = c->p;
    *len = 0;
    if (c->p >= c->end) {
        if (!required)
            return true;
        as_error(c->A, c->p, "expected %s", what);
        return false;
    }
    if (!name_start(*c->p)) {
        if (!required)
            return true;
        as_error(c->A, c->p, "expected %s", what);
        while (c->p < c->end && !args_blank(*c->p) && *c->p != ',')
            c->p++;
        return false;
    }
    const char *b = c->p;
    while (c->p < c->end && name_char(*c->p))
        c->p++;
    *s = b;
    *len = (size_t)(c->p - b);
    return true;
}

static bool sym_start(char c)
{
    return name_start(c) || c == '$';
}

static bool sym_char(char c)
{
    return name_char(c) || c == '$';
}

void args_symbol(Args *c, const char **s, size_t *len)
{
    args_skip(c);
    const char *b = c->p, *last = c->p, *p = c->p;
    while (p < c->end) {
        if (p + 1 < c->end && p[0] == ':' && p[1] == ':')
            p += 2;
        else if (p != b)
            break;
        const char *n = p;
        if (p < c->end && sym_start(*p))
            for (p++; p < c->end && sym_char(*p); p++)
                ;
        if (n == p)
            break;
        last = p;
    }
    c->p = last;
    *s = b;
    *len = (size_t)(last - b);
}

bool args_string(Args *c, StrBuf *out)
{
    args_skip(c);
    sb_clear(out);
    const char *start = c->p;
    if (c->p >= c->end || *c->p != '"') {
        while (c->p < c->end && !args_blank(*c->p) && *c->p != ',')
            c->p++;
        as_error(c->A, start, "expected a string");
        return false;
    }
    const char *err = NULL;
    size_t n = parse_string_literal(c->p, (size_t)(c->end - c->p), out, &err);
    if (n == 0) {
        as_error(c->A, start, "%s", err ? err : "bad string");
        c->p = c->end;
        return false;
    }
    c->p += n;
    return true;
}

Expr *args_expr_flags(Args *c, const char **where, unsigned flags)
{
    args_skip(c);
    if (where)
        *where = c->p;
    ExprSrc src = {
        .text = c->p,
        .len = (size_t)(c->end - c->p),
        .pos = as_pos(c->A, c->p),
        .flags = flags,
    };
    /* the physical line, for messages; very long ones are not shown (a
     * deferred expression keeps a copy of it) */
    as_line_of(c->A, c->p, &src.line, &src.line_len);
    if (src.line_len > 4096) {
        src.line = NULL;
        src.line_len = 0;
    }
    Expr *e = NULL;
    long n = expr_parse(&c->A->ectx, &src, &e);
    if (n < 0 || !e) {
        /* skip the rest of this argument */
        while (c->p < c->end && *c->p != ',')
            c->p++;
        return NULL;
    }
    c->p += n;
    return e;
}

Expr *args_expr(Args *c, const char **where)
{
    return args_expr_flags(c, where, 0);
}

/* Evaluate now; an undefined symbol is an error here. */
static bool eval_now(Args *c, Expr *e, const char *where, ExprVal *v)
{
    Symbol *undef = NULL;
    ExprStatus st = expr_eval(&c->A->ectx, e, v, &undef);
    if (st == EXPR_ERROR)
        return false;
    if (st == EXPR_UNDEFINED) {
        char buf[512];
        as_error(c->A, where, "symbol '%s' is not defined here (a value is needed now)",
                 undef ? symbol_qualname(undef, buf, sizeof buf) : "?");
        return false;
    }
    return true;
}

bool args_abs(Args *c, uint64_t *v, bool required)
{
    if (args_empty_here(c)) {
        if (!required)
            return true;
        as_error(c->A, c->p, "expected an expression");
        return false;
    }
    /* a plain number (.arg global, 8): its value, no expression */
    size_t n = expr_plain_decimal(c->p, c->end, ",", v);
    if (n) {
        c->p += n;
        return true;
    }
    const char *where;
    Expr *e = args_expr_flags(c, &where, EXPR_PARSE_NO_CREATE);
    if (!e)
        return false;
    ExprVal val;
    if (!eval_now(c, e, where, &val))
        return false;
    if (!as_abs_value(c->A, &val)) {
        as_error(c->A, where, "expression must be absolute");
        return false;
    }
    *v = val.value;
    return true;
}

bool args_value(Args *c, ExprVal *v)
{
    if (args_empty_here(c)) {
        as_error(c->A, c->p, "expected an expression");
        return false;
    }
    const char *where;
    Expr *e = args_expr_flags(c, &where, EXPR_PARSE_NO_CREATE);
    if (!e)
        return false;
    if (!eval_now(c, e, where, v))
        return false;
    if (v->nterms > 1 || (v->nterms == 1 && v->terms[0].coef != 1)) {
        as_error(c->A, where, "the value must be absolute or an address in one section");
        return false;
    }
    return true;
}

void as_range_warning(Asm *A, SrcPos pos, unsigned bits, uint64_t v)
{
    if (bits >= 64)
        return;
    int64_t s = (int64_t)v;
    if (!(s >= ((int64_t)1 << bits) || s < -((int64_t)1 << (bits - 1))))
        return;
    diag_pos(DIAG_WARNING, pos, "value 0x%llx truncated to 0x%llx", (unsigned long long)v,
             (unsigned long long)(v & (((uint64_t)1 << bits) - 1)));
}
