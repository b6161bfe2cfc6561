/* expr.c - the expression language: literals, the operator-precedence
 * parser, the evaluator (absolute and section-relative values), `.eqv`
 * evaluation, assignments and pending expressions.  The semantics are
 * documented in expr.h.
 *
 * An expression is kept in postfix order (an array of ExprItem), built by
 * an operator-precedence parser whose priorities are (nesting level * 8 +
 * operator level), so parentheses never need recursion.  Evaluation runs the
 * postfix array on a value stack; relative terms of the stack entries live
 * in one shared term stack.  Nothing recurses except the evaluation of
 * `.eqv` symbols inside expressions (bounded by EXPR_MAX_EQV_DEPTH).
 *
 * Pending expressions: a deferred expression is a private copy of the
 * postfix array; each operand that waits for a symbol is registered on that
 * symbol (ExprWaiter).  When a symbol gets a value, its waiters get the
 * value substituted, and an expression whose last operand arrived is
 * evaluated; if it defines another symbol, that one is processed next (a
 * work list, so chains of any length cost linear time and no stack).
 */
#include "expr.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum {
    OP_VALUE, OP_SYMBOL, OP_DOT,
    OP_NEG, OP_NOT, OP_LNOT, OP_PLUS,
    OP_ADD, OP_SUB, OP_MUL, OP_DIVU, OP_DIVS, OP_MODU, OP_MODS,
    OP_AND, OP_OR, OP_XOR, OP_ORNOT, OP_SHL, OP_SHR, OP_SAR,
    OP_LAND, OP_LOR,
    OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE, OP_LTU, OP_LEU, OP_GTU, OP_GEU,
    OP_CHOICE, OP_CHOICE_START,
    OP_NONE
};

_Static_assert((int)OP_NEG == (int)EXPR_OP_NEG && (int)OP_PLUS == (int)EXPR_OP_PLUS &&
               (int)OP_ADD == (int)EXPR_OP_ADD && (int)OP_LOR == (int)EXPR_OP_LOR &&
               (int)OP_EQ == (int)EXPR_OP_EQ && (int)OP_GEU == (int)EXPR_OP_GEU &&
               (int)OP_CHOICE == (int)EXPR_OP_CHOICE, "expr.h's EXPR_OP_* numbers");

unsigned expr_op_arity(int op)
{
    return op >= OP_NEG && op <= OP_PLUS ? 1 : op == OP_CHOICE ? 3 : 2;
}

/* binding level of each operator (higher binds tighter) */
static const uint8_t op_level[OP_NONE] = {
    [OP_NEG] = 6, [OP_NOT] = 6, [OP_LNOT] = 6, [OP_PLUS] = 6,
    [OP_MUL] = 5, [OP_DIVU] = 5, [OP_DIVS] = 5, [OP_MODU] = 5, [OP_MODS] = 5,
    [OP_SHL] = 5, [OP_SHR] = 5, [OP_SAR] = 5,
    [OP_AND] = 4, [OP_OR] = 4, [OP_XOR] = 4, [OP_ORNOT] = 4,
    [OP_ADD] = 3, [OP_SUB] = 3,
    [OP_EQ] = 2, [OP_NE] = 2, [OP_LT] = 2, [OP_LE] = 2, [OP_GT] = 2, [OP_GE] = 2,
    [OP_LTU] = 2, [OP_LEU] = 2, [OP_GTU] = 2, [OP_GEU] = 2,
    [OP_LAND] = 1, [OP_LOR] = 1,
    [OP_CHOICE] = 0, [OP_CHOICE_START] = 0,
};

static inline bool op_is_unary(int op)
{
    return op == OP_NEG || op == OP_NOT || op == OP_LNOT || op == OP_PLUS;
}

typedef struct ExprItem {
    uint8_t op;
    uint32_t col;              /* column of the token (0: unknown) */
    int32_t section;           /* OP_VALUE: SECT_ABS, SECT_UNKNOWN or a base */
    union {
        uint64_t value;        /* OP_VALUE */
        Symbol *sym;           /* OP_SYMBOL */
    } u;
} ExprItem;

struct Expr {
    SrcPos pos;
    const char *line;
    size_t line_len;
    uint32_t n;
    ExprItem it[];
};

typedef struct ExprWaiter {
    PendingExpr *p;
    uint32_t idx;
    struct ExprWaiter *next;
} ExprWaiter;

enum { MEMO_BUSY = 1, MEMO_DONE = 2 };

enum { MEMO_VALUE = 1, MEMO_SNAPSHOT = 2 };

typedef struct ExprMemo {
    uint32_t gen;
    uint8_t kind;              /* MEMO_VALUE (expr_eval) or MEMO_SNAPSHOT (defer) */
    uint8_t state;
    uint8_t status;            /* ExprStatus when MEMO_DONE */
    int32_t section;
    uint64_t value;
    Symbol *hidden;            /* deferred snapshot still waiting */
    Symbol *undef;
} ExprMemo;

typedef struct OpEnt {
    uint8_t op;
    size_t prio;
    size_t off;                /* offset of the operator in the text */
} OpEnt;

typedef struct VEnt {
    uint64_t v;
    uint32_t t0, nt;           /* terms at ts[t0 .. t0+nt) */
    bool unk;
} VEnt;

typedef struct ExprPriv {
    ExprItem *out;
    size_t capout;
    OpEnt *ops;
    size_t capops;
    VEnt *vs;
    size_t nvs, capvs;
    ExprTerm *ts;
    size_t nts, capts;
    ExprTerm *tmp;
    size_t captmp;
    Symbol **work;
    size_t nwork, capwork;
    bool busy;
    PendingExpr *head, *tail;
    uint32_t gen;
    Arena *own_arena;
    Expr *scratch;             /* expr_assign's working copy (not in the arena) */
    size_t capscratch;         /* bytes */
    bool scratch_busy;
} ExprPriv;

/* ------------------------------------------------------------------ */
/* helpers                                                             */

static void grow(void **arr, size_t *cap, size_t need, size_t elsz)
{
    if (need <= *cap)
        return;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n *= 2;
    *arr = xrealloc(*arr, n * elsz);
    *cap = n;
}

static ExprPriv *priv(ExprCtx *c)
{
    if (!c->priv)
        c->priv = xcalloc(1, sizeof(ExprPriv));
    return c->priv;
}

static Arena *ctx_arena(ExprCtx *c);

/* where parsed expressions (and their parts) go */
static Arena *parse_arena(ExprCtx *c)
{
    return c->parse_arena ? c->parse_arena : ctx_arena(c);
}

static Arena *ctx_arena(ExprCtx *c)
{
    if (c->arena)
        return c->arena;
    ExprPriv *P = priv(c);
    if (!P->own_arena)
        P->own_arena = arena_new();
    return P->own_arena;
}

void expr_ctx_free(ExprCtx *c)
{
    ExprPriv *P = c->priv;
    if (!P)
        return;
    free(P->out);
    free(P->ops);
    free(P->vs);
    free(P->ts);
    free(P->tmp);
    free(P->work);
    free(P->scratch);
    if (P->own_arena)
        arena_free(P->own_arena);
    free(P);
    c->priv = NULL;
}

static uint32_t new_gen(ExprCtx *c)
{
    ExprPriv *P = priv(c);
    if (++P->gen == 0)
        P->gen = 1;    /* wrapped (2^32 operations): stale memos are harmless
                          unless they collide exactly; accept */
    return P->gen;
}

static inline bool is_space(char c)
{
    return c == ' ' || (c >= 9 && c <= 13);
}

static inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

static inline bool is_alnum(char c)
{
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static inline int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static inline bool is_odigit(char c) { return c >= '0' && c <= '7'; }

static void vreport(DiagLevel lvl, const Expr *e, uint32_t col, const char *fmt, va_list ap)
{
    SrcPos pos = e->pos;
    if (col)
        pos.col = col;
    diag_vat(lvl, pos, e->line, e->line_len, fmt, ap);
}

static void report(DiagLevel lvl, const Expr *e, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void report(DiagLevel lvl, const Expr *e, uint32_t col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(lvl, e, col, fmt, ap);
    va_end(ap);
}

static ExprMemo *memo_of(ExprCtx *c, Symbol *s)
{
    if (!s->memo)
        s->memo = arena_zalloc(ctx_arena(c), sizeof(ExprMemo));
    return s->memo;
}

/* Report a message about symbol `sym` (its qualified name is the one %s of
 * fmt); kept out of line so that the recursive evaluators keep small
 * stack frames. */
static __attribute__((noinline)) void report_sym(const Expr *e, uint32_t col, const char *fmt,
                                                 const Symbol *sym)
{
    char buf[256];
    symbol_qualname(sym, buf, sizeof buf);
    report(DIAG_ERROR, e, col, fmt, buf);
}


/* ------------------------------------------------------------------ */
/* literals                                                            */

static size_t parse_char_escape(const char *s, size_t len, size_t p, uint64_t *v,
                                bool in_string, const char **err)
{
    /* s[p] is the character after the backslash; returns the new p or 0 */
    char c = s[p];
    if (c == 'x') {
        p++;
        if (p >= len) {
            *err = in_string ? "unterminated string" : "unterminated character literal";
            return 0;
        }
        if (hex_digit(s[p]) < 0) {
            *err = "expected hexadecimal digits after '\\x'";
            return 0;
        }
        uint64_t x = 0;
        for (; p < len && hex_digit(s[p]) >= 0; p++)
            x = (x << 4) + (uint64_t)hex_digit(s[p]);
        *v = x & 0xff;
        return p;
    }
    if (is_odigit(c)) {
        uint64_t x = 0;
        for (unsigned i = 0; i < 3 && p < len; i++, p++) {
            if (!in_string && s[p] == '\'')
                break;
            if (!is_odigit(s[p])) {
                if (in_string)
                    break;
                *err = "expected octal digits in the escape";
                return 0;
            }
            x = (x << 3) + (uint64_t)(s[p] - '0');
            if (x > 255) {
                *err = "octal escape out of range (above \\377)";
                return 0;
            }
        }
        *v = x;
        return p;
    }
    p++;
    switch (c) {
    case 'a': *v = 7; break;
    case 'b': *v = 8; break;
    case 't': *v = 9; break;
    case 'n': *v = 10; break;
    case 'v': *v = 11; break;
    case 'f': *v = 12; break;
    case 'r': *v = 13; break;
    case '\\': *v = '\\'; break;
    case '\'': *v = '\''; break;
    case '"': *v = '"'; break;
    default: *v = (uint64_t)(int64_t)(signed char)c; break;
    }
    return p;
}

size_t parse_int_literal(const char *s, size_t len, uint64_t *out, const char **err)
{
    const char *dummy;
    if (!err)
        err = &dummy;
    *err = NULL;
    if (len == 0) {
        *err = "expected a number";
        return 0;
    }
    if (s[0] == '\'') {
        size_t p = 1;
        uint64_t v;
        if (p >= len) {
            *err = "unterminated character literal";
            return 0;
        }
        if (s[p] == '\'') {
            *err = "empty character literal";
            return 0;
        }
        if (s[p] != '\\') {
            v = (uint64_t)(int64_t)(signed char)s[p];
            p++;
        } else {
            p++;
            if (p >= len) {
                *err = "unterminated character literal";
                return 0;
            }
            p = parse_char_escape(s, len, p, &v, false, err);
            if (p == 0)
                return 0;
        }
        if (p >= len || s[p] != '\'') {
            *err = "missing ' at the end of the character literal";
            return 0;
        }
        *out = v;
        return p + 1;
    }
    uint64_t v = 0;
    size_t p;
    if (s[0] == '0' && len > 1 && (s[1] == 'x' || s[1] == 'X')) {
        if (len == 2) {
            *err = "missing hexadecimal digits after 0x";
            return 0;
        }
        for (p = 2; p < len && hex_digit(s[p]) >= 0; p++) {
            if (v >> 60) {
                *err = "number out of range";
                return 0;
            }
            v = (v << 4) + (uint64_t)hex_digit(s[p]);
        }
        if (p == 2) {
            *err = "missing hexadecimal digits after 0x";
            return 0;
        }
    } else if (s[0] == '0' && len > 1 && (s[1] == 'b' || s[1] == 'B')) {
        if (len == 2) {
            *err = "missing binary digits after 0b";
            return 0;
        }
        for (p = 2; p < len && (s[p] == '0' || s[p] == '1'); p++) {
            if (v >> 63) {
                *err = "number out of range";
                return 0;
            }
            v = (v << 1) + (uint64_t)(s[p] - '0');
        }
        if (p == 2) {
            *err = "missing binary digits after 0b";
            return 0;
        }
    } else if (s[0] == '0') {
        for (p = 1; p < len && is_odigit(s[p]); p++) {
            if (v >> 61) {
                *err = "number out of range";
                return 0;
            }
            v = (v << 3) + (uint64_t)(s[p] - '0');
        }
    } else if (is_digit(s[0])) {
        for (p = 0; p < len && is_digit(s[p]); p++) {
            uint64_t d = (uint64_t)(s[p] - '0');
            if (v > UINT64_MAX / 10 || v * 10 > UINT64_MAX - d) {
                *err = "number out of range";
                return 0;
            }
            v = v * 10 + d;
        }
    } else {
        *err = "expected a number";
        return 0;
    }
    *out = v;
    return p;
}

size_t parse_string_literal(const char *s, size_t len, StrBuf *out, const char **err)
{
    const char *dummy;
    if (!err)
        err = &dummy;
    *err = NULL;
    if (len == 0 || s[0] != '"') {
        *err = "expected a string";
        return 0;
    }
    size_t p = 1;
    while (p < len && s[p] != '"') {
        if (s[p] != '\\') {
            sb_putc(out, s[p++]);
            continue;
        }
        p++;
        if (p >= len) {
            *err = "unterminated string";
            return 0;
        }
        uint64_t v;
        p = parse_char_escape(s, len, p, &v, true, err);
        if (p == 0)
            return 0;
        sb_putc(out, (char)(unsigned char)v);
    }
    if (p >= len) {
        *err = "unterminated string";
        return 0;
    }
    return p + 1;
}

/* ------------------------------------------------------------------ */
/* parser                                                              */

static void parse_error(const ExprSrc *src, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void parse_error(const ExprSrc *src, size_t off, const char *fmt, ...)
{
    SrcPos pos = src->pos;
    if (pos.col)
        pos.col += (uint32_t)off;
    va_list ap;
    va_start(ap, fmt);
    diag_vat(DIAG_ERROR, pos, src->line, src->line_len, fmt, ap);
    va_end(ap);
}

/* A local label reference at s (digits, then 'b' or 'f' not followed by a
 * letter or digit): its length, or 0. */
static size_t scan_local_label(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && is_digit(s[i]))
        i++;
    if (i == 0 || i >= len || (s[i] != 'b' && s[i] != 'f'))
        return 0;
    i++;
    if (i < len && is_alnum(s[i]))
        return 0;
    return i;
}

static const char *op_text(int op)
{
    static const char *const names[OP_NONE] = {
        [OP_NEG] = "-", [OP_NOT] = "~", [OP_LNOT] = "!", [OP_PLUS] = "+",
        [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIVU] = "//",
        [OP_DIVS] = "/", [OP_MODU] = "%%", [OP_MODS] = "%", [OP_AND] = "&",
        [OP_OR] = "|", [OP_XOR] = "^", [OP_ORNOT] = "!", [OP_SHL] = "<<",
        [OP_SHR] = ">>", [OP_SAR] = ">>>", [OP_LAND] = "&&", [OP_LOR] = "||",
        [OP_EQ] = "==", [OP_NE] = "!=", [OP_LT] = "<", [OP_LE] = "<=", [OP_GT] = ">",
        [OP_GE] = ">=", [OP_LTU] = "<@", [OP_LEU] = "<=@", [OP_GTU] = ">@",
        [OP_GEU] = ">=@", [OP_CHOICE] = ":", [OP_CHOICE_START] = "?",
    };
    return op < OP_NONE && names[op] ? names[op] : "?";
}

long expr_parse(ExprCtx *c, const ExprSrc *src, Expr **out)
{
    ExprPriv *P = priv(c);
    const char *s = src->text;
    size_t len = src->text ? src->len : 0;
    bool no_create = (src->flags & EXPR_PARSE_NO_CREATE) != 0;
    size_t p = 0, nout = 0, nops = 0, level = 0;
    bool want = true;          /* an operand is expected next */
    *out = NULL;

#define COL(off) (src->pos.col ? src->pos.col + (uint32_t)(off) : 0)
#define FAIL(off, ...)                                 \
    do {                                               \
        parse_error(src, (off), __VA_ARGS__);          \
        return -1;                                     \
    } while (0)
#define EMIT(item)                                                            \
    do {                                                                      \
        grow((void **)&P->out, &P->capout, nout + 1, sizeof(ExprItem));       \
        P->out[nout++] = (item);                                              \
    } while (0)
#define EMIT_OP(ent)                                                          \
    do {                                                                      \
        if ((ent).op != OP_PLUS && (ent).op != OP_CHOICE_START)               \
            EMIT(((ExprItem){.op = (ent).op, .col = COL((ent).off)}));        \
    } while (0)

    for (;;) {
        while (p < len && is_space(s[p]))
            p++;
        if (p >= len)
            break;
        size_t start = p;
        char ch = s[p];
        int op = OP_NONE;
        bool operand = false;
        switch (ch) {
        case '(':
            if (!want)
                FAIL(p, "expected an operator before '('");
            level++;
            p++;
            continue;
        case ')':
            if (want)
                FAIL(p, "expected a value or symbol before ')'");
            if (level == 0)
                goto done;
            level--;
            p++;
            continue;
        case '+': op = want ? OP_PLUS : OP_ADD; p++; break;
        case '-': op = want ? OP_NEG : OP_SUB; p++; break;
        case '*': op = OP_MUL; p++; break;
        case '/':
            if (p + 1 < len && s[p + 1] == '/') { op = OP_DIVU; p += 2; }
            else { op = OP_DIVS; p++; }
            break;
        case '%':
            if (p + 1 < len && s[p + 1] == '%') { op = OP_MODU; p += 2; }
            else { op = OP_MODS; p++; }
            break;
        case '&':
            if (p + 1 < len && s[p + 1] == '&') { op = OP_LAND; p += 2; }
            else { op = OP_AND; p++; }
            break;
        case '|':
            if (p + 1 < len && s[p + 1] == '|') { op = OP_LOR; p += 2; }
            else { op = OP_OR; p++; }
            break;
        case '!':
            if (want) { op = OP_LNOT; p++; }
            else if (p + 1 < len && s[p + 1] == '=') { op = OP_NE; p += 2; }
            else { op = OP_ORNOT; p++; }
            break;
        case '~':
            if (!want)
                FAIL(p, "'~' is unary: expected a binary operator, ')' or the end");
            op = OP_NOT;
            p++;
            break;
        case '^': op = OP_XOR; p++; break;
        case '<':
            if (p + 1 < len && s[p + 1] == '<') { op = OP_SHL; p += 2; }
            else if (p + 1 < len && s[p + 1] == '>') { op = OP_NE; p += 2; }
            else if (p + 1 < len && s[p + 1] == '=') {
                if (p + 2 < len && s[p + 2] == '@') { op = OP_LEU; p += 3; }
                else { op = OP_LE; p += 2; }
            } else if (p + 1 < len && s[p + 1] == '@') { op = OP_LTU; p += 2; }
            else { op = OP_LT; p++; }
            break;
        case '>':
            if (p + 1 < len && s[p + 1] == '>') {
                if (p + 2 < len && s[p + 2] == '>') { op = OP_SAR; p += 3; }
                else { op = OP_SHR; p += 2; }
            } else if (p + 1 < len && s[p + 1] == '=') {
                if (p + 2 < len && s[p + 2] == '@') { op = OP_GEU; p += 3; }
                else { op = OP_GE; p += 2; }
            } else if (p + 1 < len && s[p + 1] == '@') { op = OP_GTU; p += 2; }
            else { op = OP_GT; p++; }
            break;
        case '=':
            if (p + 1 < len && s[p + 1] == '=') { op = OP_EQ; p += 2; break; }
            FAIL(p, "'=' is not an operator (use '==' to compare)");
        case '?': op = OP_CHOICE_START; p++; break;
        case ':':
            if (p + 1 < len && s[p + 1] == ':') { operand = true; break; }
            op = OP_CHOICE;
            p++;
            break;
        default:
            operand = true;
            break;
        }

        if (operand) {
            if (!want) {
                if (level == 0)
                    goto done;
                FAIL(p, "unexpected character in the expression (missing operator?)");
            }
            size_t n;
            bool local = false;
            if (is_digit(ch)) {
                n = scan_local_label(s + p, len - p);
                local = n > 0;
            } else {
                n = symtab_scan_name(s + p, len - p);
            }
            if (n > 0) {
                ExprItem it = {.col = COL(p)};
                if (local) {
                    if (!c->local_label)
                        FAIL(p, "local label reference '%.*s' is not allowed here",
                             (int)n, s + p);
                    SrcPos lpos = src->pos;
                    lpos.col = COL(p);
                    Symbol *sym = c->local_label(c->user, s + p, n - 1, s[p + n - 1] == 'f',
                                                 lpos);
                    if (!sym)
                        return -1;
                    if (no_create && !sym->has_value)
                        FAIL(p, "undefined local label '%.*s'", (int)n, s + p);
                    sym->used = 1;
                    it.op = OP_SYMBOL;
                    it.u.sym = sym;
                } else if (n == 1 && s[p] == '.') {
                    it.op = OP_DOT;
                } else {
                    if (n >= 3 && s[p + n - 1] == '.' && s[p + n - 2] == ':')
                        FAIL(p, "symbol '.' can only be in the global scope");
                    if (!c->symtab)
                        FAIL(p, "symbols are not allowed here");
                    Symbol *sym = symtab_lookup(c->symtab, s + p, n, !no_create);
                    if (sym && sym->notnum)
                        FAIL(p, "symbol '%.*s' has no numeric value: -D %s=%s", (int)n, s + p,
                             sym->name, (const char *)(uintptr_t)sym->value);
                    const char *what = c->need_what ? c->need_what(c->user) : NULL;
                    if (what && sym && sym->pending &&
                        (no_create && !sym->has_value && !(sym->is_eqv && sym->expr)))
                        FAIL(p, "%s needs the value of '%.*s' now, but it waits for a symbol "
                             "that is not defined yet (defined later, or in another object: "
                             "known only at the end or when linking)", what, (int)n, s + p);
                    if (what &&
                        (!sym || (no_create && !sym->has_value && !(sym->is_eqv && sym->expr))))
                        FAIL(p, "%s needs the value of '%.*s' now, but it is not defined yet "
                             "(defined later, or in another object: known only at the end or "
                             "when linking)", what, (int)n, s + p);
                    if (!sym ||
                        (no_create && !sym->has_value && !(sym->is_eqv && sym->expr)))
                        FAIL(p, "undefined symbol '%.*s' (the value is needed here, where a "
                             "symbol defined later or in another object is not known)",
                             (int)n, s + p);
                    if (sym->regrange)
                        FAIL(p, "register range symbol '%.*s' used in an expression", (int)n,
                             s + p);
                    sym->used = 1;
                    it.op = OP_SYMBOL;
                    it.u.sym = sym;
                }
                EMIT(it);
                p += n;
                want = false;
                continue;
            }
            if (level > 0 || is_digit(ch) || ch == '\'') {
                uint64_t v;
                const char *err;
                size_t m = parse_int_literal(s + p, len - p, &v, &err);
                if (m == 0)
                    FAIL(p, "%s", err);
                EMIT(((ExprItem){.op = OP_VALUE, .col = COL(p), .section = SECT_ABS,
                                 .u.value = v}));
                p += m;
                want = false;
                continue;
            }
            goto done;     /* cannot start an operand: the expression ends */
        }

        /* an operator */
        bool unary = op_is_unary(op);
        if (!unary) {
            if (want)
                FAIL(start, "expected a value or symbol before '%s'", op_text(op));
            want = true;
        }
        size_t prio = level * 8 + op_level[op];
        if (op == OP_CHOICE) {
            while (nops > 0) {
                OpEnt *t = &P->ops[nops - 1];
                if (prio > t->prio || (prio == t->prio && t->op == OP_CHOICE_START))
                    break;
                EMIT_OP(*t);
                nops--;
            }
            if (nops == 0) {
                /* no '?' open: the ':' is not ours, the expression ends */
                p = start;
                want = false;
                goto done;
            }
            OpEnt *t = &P->ops[nops - 1];
            if (t->op != OP_CHOICE_START || t->prio != prio)
                FAIL(start, "':' without a matching '?'");
            t->op = OP_CHOICE;
        } else {
            size_t bump = (op == OP_CHOICE_START) + unary;
            while (nops > 0 && prio + bump <= P->ops[nops - 1].prio) {
                OpEnt *t = &P->ops[nops - 1];
                if (t->op == OP_CHOICE_START)
                    FAIL(t->off, "'?' without a matching ':'");
                EMIT_OP(*t);
                nops--;
            }
            grow((void **)&P->ops, &P->capops, nops + 1, sizeof(OpEnt));
            P->ops[nops++] = (OpEnt){.op = (uint8_t)op, .prio = prio, .off = start};
        }
    }
done:
    if (level != 0)
        FAIL(p, "missing ')'");
    if (want) {
        if (nout > 0 || nops > 0)
            FAIL(p, "expected a value or symbol at the end of the expression");
        if (src->flags & EXPR_PARSE_ALLOW_EMPTY)
            return 0;
        FAIL(p, "expected an expression");
    }
    while (nops > 0) {
        OpEnt *t = &P->ops[--nops];
        if (t->op == OP_CHOICE_START)
            FAIL(t->off, "'?' without a matching ':'");
        EMIT_OP(*t);
    }
#undef COL
#undef FAIL
#undef EMIT
#undef EMIT_OP
    if (nout > UINT32_MAX) {
        parse_error(src, 0, "expression too long");
        return -1;
    }
    Expr *e = arena_alloc(parse_arena(c), sizeof(Expr) + nout * sizeof(ExprItem));
    e->pos = src->pos;
    e->line = src->line;
    e->line_len = src->line ? src->line_len : 0;
    e->n = (uint32_t)nout;
    memcpy(e->it, P->out, nout * sizeof(ExprItem));
    /* the position of the first token */
    for (size_t i = 0; i < len && is_space(s[i]); i++)
        if (e->pos.col)
            e->pos.col++;
    *out = e;
    return (long)p;
}

SrcPos expr_pos(const Expr *e) { return e->pos; }

bool expr_has_symbols(const Expr *e)
{
    for (uint32_t i = 0; i < e->n; i++)
        if (e->it[i].op == OP_SYMBOL || e->it[i].op == OP_DOT)
            return true;
    return false;
}

bool expr_mentions_link(ExprCtx *c, const Expr *e)
{
    if (!c->link_base)
        return false;
    for (uint32_t i = 0; i < e->n; i++) {
        const Symbol *s = e->it[i].op == OP_SYMBOL ? e->it[i].u.sym : NULL;
        if (s && s->has_value && s->section < SECT_UNKNOWN && c->link_base(c->user, s->section) &&
            (!c->link_anchor || c->link_anchor(c->user, s->section)))
            return true;
    }
    return false;
}

/* A copy that owns its line text (for pending and .eqv expressions). */
static Expr *expr_copy(ExprCtx *c, const Expr *e)
{
    Arena *a = ctx_arena(c);
    Expr *x = arena_alloc(a, sizeof(Expr) + e->n * sizeof(ExprItem));
    memcpy(x, e, sizeof(Expr) + e->n * sizeof(ExprItem));
    if (e->line)
        x->line = arena_strndup(a, e->line, e->line_len);
    return x;
}

size_t expr_plain_decimal(const char *s, const char *end, const char *ends, uint64_t *value)
{
    const char *q = s;
    uint64_t v = 0;
    while (q < end && *q >= '0' && *q <= '9' && q - s < 18)
        v = v * 10 + (uint64_t)(*q++ - '0');
    if (q == s || (*s == '0' && q - s > 1))
        return 0;
    const char *t = q;
    while (t < end && (*t == ' ' || *t == '\t' || *t == '\r' || *t == '\f' || *t == '\v'))
        t++;
    if (t < end && (*t == '\0' || !strchr(ends, *t)))
        return 0;
    *value = v;
    return (size_t)(q - s);
}

Expr *expr_keep(ExprCtx *c, const Expr *e)
{
    return e ? expr_copy(c, e) : NULL;
}

/* ------------------------------------------------------------------ */
/* evaluation                                                          */

static void vpush(ExprPriv *P, uint64_t v, int32_t section)
{
    grow((void **)&P->vs, &P->capvs, P->nvs + 1, sizeof(VEnt));
    VEnt *e = &P->vs[P->nvs++];
    e->v = v;
    e->t0 = (uint32_t)P->nts;
    e->nt = 0;
    e->unk = false;
    if (section == SECT_UNKNOWN) {
        e->unk = true;
        e->v = 0;
    } else if (section != SECT_ABS) {
        grow((void **)&P->ts, &P->capts, P->nts + 1, sizeof(ExprTerm));
        P->ts[P->nts++] = (ExprTerm){.base = section, .coef = 1};
        e->nt = 1;
    }
}

/* Replace entry `dst` (the lowest operand of the operator) by a result
 * with value v and the terms tmp[0..nt), dropping everything above it. */
static void set_result(ExprPriv *P, size_t dst, uint64_t v, const ExprTerm *terms, size_t nt,
                       bool unk)
{
    VEnt *d = &P->vs[dst];
    if (nt > 0 && terms != P->ts + d->t0) {
        grow((void **)&P->ts, &P->capts, d->t0 + nt, sizeof(ExprTerm));
        memmove(P->ts + d->t0, terms, nt * sizeof(ExprTerm));
    }
    d->v = unk ? 0 : v;
    d->nt = unk ? 0 : (uint32_t)nt;
    d->unk = unk;
    P->nts = d->t0 + d->nt;
    P->nvs = dst + 1;
}

static ExprTerm *tmp_terms(ExprPriv *P, size_t n)
{
    grow((void **)&P->tmp, &P->captmp, n ? n : 1, sizeof(ExprTerm));
    return P->tmp;
}

static bool same_terms(const ExprTerm *a, size_t na, const ExprTerm *b, size_t nb)
{
    if (na != nb)
        return false;
    for (size_t i = 0; i < na; i++) {
        size_t j;
        for (j = 0; j < nb; j++)
            if (a[i].base == b[j].base && a[i].coef == b[j].coef)
                break;
        if (j == nb)
            return false;
    }
    return true;
}

/* Are all the bases of n stack entries from `first` link bases? */
static bool link_operands(ExprCtx *c, size_t first, size_t n)
{
    ExprPriv *P = c->priv;
    if (!c->link_base || !c->link_node)
        return false;
    bool any = false;
    for (size_t k = first; k < first + n; k++) {
        const VEnt *v = &P->vs[k];
        if (v->unk || v->nt > EXPR_MAX_TERMS)
            return false;
        for (uint32_t t = 0; t < v->nt; t++) {
            int32_t b = P->ts[v->t0 + t].base;
            if (!c->link_base(c->user, b))
                return false;
            any |= !c->link_anchor || c->link_anchor(c->user, b);
        }
    }
    return any;
}

/* An operation the evaluator cannot do on relative values, on link bases
 * only: its result is a link-time node (the stage's new base). */
static bool link_result(ExprCtx *c, const Expr *e, const ExprItem *it, size_t first,
                        size_t n)
{
    ExprPriv *P = c->priv;
    if (!link_operands(c, first, n))
        return false;
    ExprVal args[3];
    memset(args, 0, sizeof args);
    for (size_t k = 0; k < n; k++) {
        const VEnt *v = &P->vs[first + k];
        args[k].value = v->v;
        args[k].nterms = v->nt;
        if (v->nt)
            memcpy(args[k].terms, P->ts + v->t0, v->nt * sizeof(ExprTerm));
    }
    int32_t base = c->link_node(c->user, it->op, args, (unsigned)n, e, it->col);
    if (base == SECT_ABS)
        return false;
    ExprTerm t = { .base = base, .coef = 1 };
    set_result(P, first, 0, &t, 1, false);
    return true;
}

/* A value of several bases (or of a base times k) given to a symbol: a
 * link-time node of it, when its bases are all link bases. */
static void link_fold(ExprCtx *c, const Expr *e, ExprVal *r)
{
    if (!c->link_base || !c->link_node || r->nterms == 0 ||
        (r->nterms == 1 && r->terms[0].coef == 1))
        return;
    bool anchor = !c->link_anchor;
    for (unsigned k = 0; k < r->nterms; k++) {
        if (!c->link_base(c->user, r->terms[k].base))
            return;
        anchor |= c->link_anchor && c->link_anchor(c->user, r->terms[k].base);
    }
    if (!anchor)
        return;
    int32_t base = c->link_node(c->user, OP_PLUS, r, 1, e, 0);
    if (base == SECT_ABS)
        return;
    memset(r, 0, sizeof *r);
    r->nterms = 1;
    r->terms[0] = (ExprTerm){ .base = base, .coef = 1 };
}

/* The terms of a value (NULL when the term stack was never allocated:
 * no offset may be applied to a null pointer). */
static inline ExprTerm *terms_of(const ExprPriv *P, uint32_t t0)
{
    return P->ts ? P->ts + t0 : NULL;
}

static bool eval_binary(ExprCtx *c, const Expr *e, const ExprItem *it)
{
    ExprPriv *P = c->priv;
    size_t li = P->nvs - 2;
    VEnt L = P->vs[li], R = P->vs[li + 1];
    const ExprTerm *lt = terms_of(P, L.t0), *rt = terms_of(P, R.t0);
    bool lrel = L.nt > 0, rrel = R.nt > 0;
    uint64_t a = L.v, b = R.v, v = 0;
    int op = it->op;
    const uint64_t ONES = UINT64_MAX;

    bool divlike = op == OP_DIVU || op == OP_DIVS || op == OP_MODU || op == OP_MODS;
    if (divlike && !R.unk && !rrel && b == 0) {
        report(DIAG_ERROR, e, it->col, "division by zero");
        return false;
    }
    if (L.unk || R.unk) {
        set_result(P, li, 0, NULL, 0, true);
        return true;
    }

    switch (op) {
    case OP_ADD:
    case OP_SUB: {
        size_t n = R.nt;
        ExprTerm *t = tmp_terms(P, L.nt + R.nt);
        for (size_t i = 0; i < n; i++) {
            t[i] = rt[i];
            if (op == OP_SUB)
                t[i].coef = (int64_t)(0 - (uint64_t)t[i].coef);
        }
        for (size_t i = 0; i < L.nt; i++) {
            size_t j;
            for (j = 0; j < n; j++)
                if (t[j].base == lt[i].base) {
                    t[j].coef = (int64_t)((uint64_t)t[j].coef + (uint64_t)lt[i].coef);
                    break;
                }
            if (j == n)
                t[n++] = lt[i];
        }
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (t[i].coef != 0)
                t[m++] = t[i];
        v = op == OP_SUB ? a - b : a + b;
        set_result(P, li, v, t, m, false);
        return true;
    }
    case OP_MUL: {
        if (lrel && rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "multiplication of two relative values");
            return false;
        }
        const ExprTerm *src = lrel ? lt : rt;
        size_t n = lrel ? L.nt : R.nt;
        uint64_t k = lrel ? b : a;
        ExprTerm *t = tmp_terms(P, n);
        size_t m = 0;
        if (k != 0)
            for (size_t i = 0; i < n; i++, m++)
                t[i] = (ExprTerm){src[i].base, (int64_t)((uint64_t)src[i].coef * k)};
        set_result(P, li, a * b, t, m, false);
        return true;
    }
    case OP_DIVU:
    case OP_DIVS:
    case OP_MODU:
    case OP_MODS:
        if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "%s of a relative value",
                   (op == OP_DIVU || op == OP_DIVS) ? "division" : "remainder");
            return false;
        }
        if (op == OP_DIVU)
            v = a / b;
        else if (op == OP_MODU)
            v = a % b;
        else if (b == ONES)        /* x / -1, without INT64_MIN / -1 trapping */
            v = op == OP_DIVS ? 0 - a : 0;
        else if (op == OP_DIVS)
            v = (uint64_t)((int64_t)a / (int64_t)b);
        else
            v = (uint64_t)((int64_t)a % (int64_t)b);
        break;
    case OP_AND:
        if ((!rrel && b == 0) || (!lrel && a == 0)) {
            v = 0;
        } else if (!rrel && b == ONES) {
            set_result(P, li, a, lt, L.nt, false);
            return true;
        } else if (!lrel && a == ONES) {
            set_result(P, li, b, rt, R.nt, false);
            return true;
        } else if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "bitwise AND of a relative value");
            return false;
        } else {
            v = a & b;
        }
        break;
    case OP_OR:
        if ((!rrel && b == ONES) || (!lrel && a == ONES)) {
            v = ONES;
        } else if (!rrel && b == 0) {
            set_result(P, li, a, lt, L.nt, false);
            return true;
        } else if (!lrel && a == 0) {
            set_result(P, li, b, rt, R.nt, false);
            return true;
        } else if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "bitwise OR of a relative value");
            return false;
        } else {
            v = a | b;
        }
        break;
    case OP_XOR:
        if (!rrel && b == 0) {
            set_result(P, li, a, lt, L.nt, false);
            return true;
        } else if (!lrel && a == 0) {
            set_result(P, li, b, rt, R.nt, false);
            return true;
        } else if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "bitwise XOR of a relative value");
            return false;
        }
        v = a ^ b;
        break;
    case OP_ORNOT:
        if ((!rrel && b == 0) || (!lrel && a == ONES)) {
            v = ONES;
        } else if (!rrel && b == ONES) {
            set_result(P, li, a, lt, L.nt, false);
            return true;
        } else if (!lrel && a == 0) {
            ExprTerm *t = tmp_terms(P, R.nt);
            for (size_t i = 0; i < R.nt; i++)
                t[i] = (ExprTerm){rt[i].base, (int64_t)(0 - (uint64_t)rt[i].coef)};
            set_result(P, li, ~b, t, R.nt, false);
            return true;
        } else if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "bitwise OR-NOT of a relative value");
            return false;
        } else {
            v = a | ~b;
        }
        break;
    case OP_SHL:
        if (rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "relative shift count");
            return false;
        }
        if (b < 64) {
            ExprTerm *t = tmp_terms(P, L.nt);
            for (size_t i = 0; i < L.nt; i++)
                t[i] = (ExprTerm){lt[i].base, (int64_t)((uint64_t)lt[i].coef << b)};
            set_result(P, li, a << b, t, L.nt, false);
            return true;
        }
        report(DIAG_WARNING, e, it->col, "shift count out of range (0 to 63): result is 0");
        v = 0;
        break;
    case OP_SHR:
    case OP_SAR:
        if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "right shift of a relative value");
            return false;
        }
        if (b < 64) {
            v = op == OP_SHR ? a >> b : (uint64_t)((int64_t)a >> b);
        } else {
            report(DIAG_WARNING, e, it->col,
                   "shift count out of range (0 to 63): result is %s",
                   op == OP_SHR ? "0" : "0 or -1");
            v = op == OP_SHR ? 0 : ((a >> 63) ? ONES : 0);
        }
        break;
    case OP_LAND:
        if ((!rrel && b == 0) || (!lrel && a == 0)) {
            v = 0;
        } else if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "logical AND of a relative value");
            return false;
        } else {
            v = (a && b);
        }
        break;
    case OP_LOR:
        if ((!rrel && b != 0) || (!lrel && a != 0)) {
            v = 1;
        } else if (lrel || rrel) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col, "logical OR of a relative value");
            return false;
        } else {
            v = (a || b);
        }
        break;
    default: {
        /* comparisons */
        if ((lrel || rrel) && !same_terms(lt, L.nt, rt, R.nt)) {
            if (link_result(c, e, it, li, 2))
                return true;
            report(DIAG_ERROR, e, it->col,
                   "comparison of values relative to different sections");
            return false;
        }
        bool r;
        switch (op) {
        case OP_EQ: r = a == b; break;
        case OP_NE: r = a != b; break;
        case OP_LT: r = (int64_t)a < (int64_t)b; break;
        case OP_LE: r = (int64_t)a <= (int64_t)b; break;
        case OP_GT: r = (int64_t)a > (int64_t)b; break;
        case OP_GE: r = (int64_t)a >= (int64_t)b; break;
        case OP_LTU: r = a < b; break;
        case OP_LEU: r = a <= b; break;
        case OP_GTU: r = a > b; break;
        default: r = a >= b; break;
        }
        v = r ? ONES : 0;
        break;
    }
    }
    set_result(P, li, v, NULL, 0, false);
    return true;
}

/* Apply operator item `it` to the operands on top of the value stack
 * (their number checked by the caller); false after a reported error. */
static bool apply_item(ExprCtx *c, const Expr *e, const ExprItem *it)
{
    ExprPriv *P = c->priv;
    if (op_is_unary(it->op)) {
        VEnt *t = &P->vs[P->nvs - 1];
        if (t->unk || it->op == OP_PLUS)
            return true;
        ExprTerm *tt = terms_of(P, t->t0);
        if (it->op == OP_LNOT) {
            if (t->nt) {
                if (link_result(c, e, it, P->nvs - 1, 1))
                    return true;
                report(DIAG_ERROR, e, it->col, "logical negation of a relative value");
                return false;
            }
            t->v = !t->v;
        } else {
            for (uint32_t k = 0; k < t->nt; k++)
                tt[k].coef = (int64_t)(0 - (uint64_t)tt[k].coef);
            t->v = it->op == OP_NEG ? 0 - t->v : ~t->v;
        }
        return true;
    }
    if (it->op == OP_CHOICE) {
        size_t ci = P->nvs - 3;
        VEnt C = P->vs[ci], A = P->vs[ci + 1], B = P->vs[ci + 2];
        if (C.nt) {
            if (link_result(c, e, it, ci, 3))
                return true;
            report(DIAG_ERROR, e, it->col, "relative condition of '?:'");
            return false;
        }
        if (C.unk) {
            set_result(P, ci, 0, NULL, 0, true);
        } else {
            VEnt *pick = C.v ? &A : &B;
            set_result(P, ci, pick->v, terms_of(P, pick->t0), pick->nt, pick->unk);
        }
        return true;
    }
    return eval_binary(c, e, it);
}

/* A result of more than EXPR_MAX_TERMS link bases: the sum is built from
 * link-time nodes of at most EXPR_MAX_TERMS terms each. */
static bool link_many_terms(ExprCtx *c, const Expr *e, size_t idx)
{
    ExprPriv *P = c->priv;
    VEnt *v = &P->vs[idx];
    bool anchor = !c->link_anchor;
    for (uint32_t t = 0; t < v->nt; t++) {
        if (!c->link_base || !c->link_node || !c->link_base(c->user, P->ts[v->t0 + t].base))
            return false;
        anchor |= c->link_anchor && c->link_anchor(c->user, P->ts[v->t0 + t].base);
    }
    if (!anchor)
        return false;
    uint64_t value = v->v;
    int32_t acc = SECT_ABS;
    uint32_t done = 0;
    while (done < v->nt) {
        ExprVal a;
        memset(&a, 0, sizeof a);
        if (acc != SECT_ABS)
            a.terms[a.nterms++] = (ExprTerm){ .base = acc, .coef = 1 };
        while (a.nterms < EXPR_MAX_TERMS && done < v->nt)
            a.terms[a.nterms++] = P->ts[v->t0 + done++];
        if (done == v->nt)
            a.value = value;
        acc = c->link_node(c->user, OP_PLUS, &a, 1, e, 0);
        if (acc == SECT_ABS)
            return false;
    }
    P->ts[v->t0] = (ExprTerm){ .base = acc, .coef = 1 };
    v->nt = 1;
    v->v = 0;
    return true;
}

static ExprStatus eqv_value(ExprCtx *c, Symbol *sym, unsigned depth, uint64_t *v,
                            int32_t *section, Symbol **undef);

/* Run the postfix items of e.  The result is left in *out (terms limited to
 * EXPR_MAX_TERMS: more is an error); *unk set for an unknown result. */
static ExprStatus eval_items(ExprCtx *c, const Expr *e, ExprVal *out, Symbol **undef,
                             unsigned depth)
{
    ExprPriv *P = priv(c);
    size_t vbase = P->nvs, tbase = P->nts;
    ExprStatus st = EXPR_OK;
    memset(out, 0, sizeof *out);
    for (uint32_t i = 0; i < e->n; i++) {
        const ExprItem *it = &e->it[i];
        switch (it->op) {
        case OP_VALUE:
            vpush(P, it->u.value, it->section);
            continue;
        case OP_DOT: {
            int32_t sect;
            uint64_t off;
            if (!c->dot) {
                report(DIAG_ERROR, e, it->col, "the location counter '.' is not allowed here");
                st = EXPR_ERROR;
                goto end;
            }
            if (!c->dot(c->user, &sect, &off)) {
                st = EXPR_ERROR;
                goto end;
            }
            vpush(P, off, sect);
            continue;
        }
        case OP_SYMBOL: {
            Symbol *sym = it->u.sym;
            if (sym->regrange) {
                report_sym(e, it->col, "register range symbol '%s' used in an expression", sym);
                st = EXPR_ERROR;
                goto end;
            }
            if (sym->has_value) {
                vpush(P, sym->value, sym->section);
            } else if (sym->is_eqv && sym->expr) {
                uint64_t v;
                int32_t sect;
                Symbol *u = NULL;
                ExprStatus s2 = eqv_value(c, sym, depth + 1, &v, &sect, &u);
                if (s2 == EXPR_OK)
                    vpush(P, v, sect);
                else if (s2 == EXPR_UNKNOWN)
                    vpush(P, 0, SECT_UNKNOWN);
                else {
                    st = s2;
                    if (undef && s2 == EXPR_UNDEFINED)
                        *undef = u;
                    goto end;
                }
            } else {
                st = EXPR_UNDEFINED;
                if (undef)
                    *undef = sym;
                goto end;
            }
            continue;
        }
        default:
            break;
        }
        /* operators */
        size_t need = op_is_unary(it->op) ? 1 : it->op == OP_CHOICE ? 3 : 2;
        if (P->nvs - vbase < need) {
            report(DIAG_ERROR, e, it->col, "malformed expression");
            st = EXPR_ERROR;
            goto end;
        }
        if (!apply_item(c, e, it)) {
            st = EXPR_ERROR;
            goto end;
        }
    }
    if (P->nvs == vbase) {
        report(DIAG_ERROR, e, 0, "malformed expression");
        st = EXPR_ERROR;
        goto end;
    }
    {
        /* the top of the stack is the value (clrxasm ignores leftovers) */
        VEnt *r = &P->vs[P->nvs - 1];
        if (r->unk) {
            st = EXPR_UNKNOWN;
        } else if (r->nt > EXPR_MAX_TERMS && link_many_terms(c, e, P->nvs - 1)) {
            out->value = 0;
            out->nterms = 1;
            out->terms[0] = P->ts[P->vs[P->nvs - 1].t0];
        } else if (r->nt > EXPR_MAX_TERMS) {
            report(DIAG_ERROR, e, 0, "the value is relative to too many sections");
            st = EXPR_ERROR;
        } else {
            out->value = r->v;
            out->nterms = r->nt;
            if (r->nt)
                memcpy(out->terms, terms_of(P, r->t0), r->nt * sizeof(ExprTerm));
        }
    }
end:
    P->nvs = vbase;
    P->nts = tbase;
    if (st != EXPR_OK)
        memset(out, 0, sizeof *out);
    return st;
}

/* A value a symbol can hold: absolute or one base with coefficient 1. */
static bool symbol_like(const ExprVal *v)
{
    return v->nterms == 0 || (v->nterms == 1 && v->terms[0].coef == 1);
}

static bool check_result(ExprCtx *c, const Expr *e, const ExprVal *v, bool for_symbol)
{
    if (symbol_like(v) || (!for_symbol && c->multi_terms))
        return true;
    report(DIAG_ERROR, e, 0,
           "the value must be absolute or an address in one section (a relative value "
           "cannot be scaled or combined with other sections here)");
    return false;
}

static inline int32_t val_section(const ExprVal *v)
{
    return v->nterms ? v->terms[0].base : SECT_ABS;
}

static ExprStatus eqv_value(ExprCtx *c, Symbol *sym, unsigned depth, uint64_t *v,
                            int32_t *section, Symbol **undef)
{
    ExprPriv *P = priv(c);
    const Expr *e = sym->expr;
    if (depth > EXPR_MAX_EQV_DEPTH) {
        report_sym(e, 0, ".eqv symbols nested too deeply (at '%s')", sym);
        return EXPR_ERROR;
    }
    ExprMemo *m = memo_of(c, sym);
    if (m->gen == P->gen && m->kind == MEMO_VALUE) {
        if (m->state == MEMO_BUSY) {
            report_sym(e, 0, "circular .eqv definition of '%s'", sym);
            return EXPR_ERROR;
        }
        *v = m->value;
        *section = m->section;
        *undef = m->undef;
        return (ExprStatus)m->status;
    }
    m->gen = P->gen;
    m->kind = MEMO_VALUE;
    m->state = MEMO_BUSY;
    m->hidden = NULL;
    m->undef = NULL;
    ExprVal r;
    Symbol *u = NULL;
    ExprStatus st = eval_items(c, e, &r, &u, depth);
    if (st == EXPR_OK)
        link_fold(c, e, &r);
    if (st == EXPR_OK && !check_result(c, e, &r, true))
        st = EXPR_ERROR;
    m = memo_of(c, sym);
    m->state = MEMO_DONE;
    m->status = (uint8_t)st;
    m->value = r.value;
    m->section = st == EXPR_OK ? val_section(&r) : SECT_ABS;
    m->undef = u;
    *v = m->value;
    *section = m->section;
    *undef = u;
    return st;
}

ExprStatus expr_eval(ExprCtx *c, const Expr *e, ExprVal *out, Symbol **undef)
{
    ExprVal tmp;
    if (!out)
        out = &tmp;
    if (undef)
        *undef = NULL;
    new_gen(c);
    ExprStatus st = eval_items(c, e, out, undef, 0);
    if (st == EXPR_OK && (!check_result(c, e, out, false) ||
                          (c->check_value && !c->check_value(c->user, e, out)))) {
        memset(out, 0, sizeof *out);
        st = EXPR_ERROR;
    }
    return st;
}

long expr_parse_abs(ExprCtx *c, const ExprSrc *src, int64_t *value, const char *what)
{
    ExprSrc s2 = *src;
    s2.flags = (s2.flags | EXPR_PARSE_NO_CREATE) & ~EXPR_PARSE_ALLOW_EMPTY;
    Expr *e;
    long n = expr_parse(c, &s2, &e);
    if (n < 0)
        return -1;
    ExprVal v;
    Symbol *u = NULL;
    switch (expr_eval(c, e, &v, &u)) {
    case EXPR_OK:
        break;
    case EXPR_UNDEFINED:
        if (u)
            report_sym(e, 0, "undefined symbol '%s'", u);
        else
            report(DIAG_ERROR, e, 0, "undefined symbol");
        return -1;
    case EXPR_UNKNOWN:
        report(DIAG_ERROR, e, 0,
               "%s: the value of a label or of '.' is not known before assembly",
               what ? what : "expected an absolute value");
        return -1;
    default:
        return -1;
    }
    if (!exprval_is_abs(&v)) {
        report(DIAG_ERROR, e, 0, "%s", what ? what : "expected an absolute value");
        return -1;
    }
    *value = (int64_t)v.value;
    return n;
}

typedef struct DotScan {
    Symbol **seen;             /* .eqv symbols visited (their `resolving` bit set) */
    size_t n, cap;
} DotScan;

static bool uses_dot_rec(DotScan *d, const Expr *e, unsigned depth)
{
    if (depth > EXPR_MAX_EQV_DEPTH)
        return true;
    for (uint32_t i = 0; i < e->n; i++) {
        const ExprItem *it = &e->it[i];
        if (it->op == OP_DOT)
            return true;
        if (it->op == OP_VALUE && it->section != SECT_ABS)
            return true;
        if (it->op != OP_SYMBOL)
            continue;
        Symbol *s = it->u.sym;
        if (s->is_label || (s->has_value && s->section != SECT_ABS))
            return true;
        if (s->is_eqv && s->expr && !s->has_value && !s->resolving) {
            s->resolving = 1;
            grow((void **)&d->seen, &d->cap, d->n + 1, sizeof(Symbol *));
            d->seen[d->n++] = s;
            if (uses_dot_rec(d, s->expr, depth + 1))
                return true;
        }
    }
    return false;
}

bool expr_uses_dot(const Expr *e)
{
    DotScan d = {NULL, 0, 0};
    bool r = uses_dot_rec(&d, e, 0);
    for (size_t i = 0; i < d.n; i++)
        d.seen[i]->resolving = 0;
    free(d.seen);
    return r;
}

/* ------------------------------------------------------------------ */
/* pending expressions                                                 */

static void link_pending(ExprCtx *c, PendingExpr *p)
{
    ExprPriv *P = priv(c);
    p->prev_all = P->tail;
    p->next_all = NULL;
    if (P->tail)
        P->tail->next_all = p;
    else
        P->head = p;
    P->tail = p;
    p->linked = true;
}

static void unlink_pending(ExprCtx *c, PendingExpr *p)
{
    ExprPriv *P = priv(c);
    if (!p->linked)
        return;
    if (p->prev_all)
        p->prev_all->next_all = p->next_all;
    else
        P->head = p->next_all;
    if (p->next_all)
        p->next_all->prev_all = p->prev_all;
    else
        P->tail = p->prev_all;
    p->next_all = p->prev_all = NULL;
    p->linked = false;
}

static PendingExpr *pending_new(ExprCtx *c, const Expr *e, SrcPos pos)
{
    PendingExpr *p = arena_zalloc(ctx_arena(c), sizeof *p);
    p->expr = expr_copy(c, e);
    p->pos = pos;
    return p;
}

static void add_waiter(ExprCtx *c, Symbol *s, PendingExpr *p, uint32_t idx)
{
    ExprWaiter *w = arena_alloc(ctx_arena(c), sizeof *w);
    w->p = p;
    w->idx = idx;
    w->next = s->waiters;
    s->waiters = w;
    p->nwaiting++;
}

static ExprStatus snapshot(ExprCtx *c, Symbol *sym, unsigned depth, uint64_t *v,
                           int32_t *section, Symbol **hidden);

/* Substitute what is known in p's copy of the expression and register it
 * on the symbols it still needs (.eqv symbols through snapshots).  The
 * order of registration decides the order of "unresolved symbol" reports;
 * it follows clrxasm: inside a .eqv snapshot each operand is registered as
 * it is met; for the top-level expression (`late`), the snapshots of its
 * .eqv operands are taken first (registering their own operands), and its
 * own operands are registered afterwards, in order. */
static ExprStatus pending_resolve_passes(ExprCtx *c, PendingExpr *p, unsigned depth,
                                         bool late, int first, int last)
{
    Expr *e = p->expr;
    for (int pass = first; pass <= last; pass++) {
        for (uint32_t i = 0; i < e->n; i++) {
            ExprItem *it = &e->it[i];
            if (pass == 1) {
                if (it->op == OP_SYMBOL)
                    add_waiter(c, it->u.sym, p, i);
                continue;
            }
            if (it->op == OP_DOT) {
                int32_t sect;
                uint64_t off;
                if (!c->dot) {
                    report(DIAG_ERROR, e, it->col,
                           "the location counter '.' is not allowed here");
                    return EXPR_ERROR;
                }
                if (!c->dot(c->user, &sect, &off))
                    return EXPR_ERROR;
                it->op = OP_VALUE;
                it->section = sect;
                it->u.value = off;
                continue;
            }
            if (it->op != OP_SYMBOL)
                continue;
            Symbol *sym = it->u.sym;
            if (sym->regrange) {
                report_sym(e, it->col, "register range symbol '%s' used in an expression", sym);
                return EXPR_ERROR;
            }
            if (sym->has_value) {
                it->op = OP_VALUE;
                it->section = sym->section;
                it->u.value = sym->value;
            } else if (sym->is_eqv && sym->expr) {
                uint64_t v;
                int32_t sect;
                Symbol *h = NULL;
                ExprStatus st = snapshot(c, sym, depth + 1, &v, &sect, &h);
                if (st == EXPR_ERROR)
                    return st;
                if (h) {
                    it->u.sym = h;
                    if (!late)
                        add_waiter(c, h, p, i);
                } else {
                    it->op = OP_VALUE;
                    it->section = st == EXPR_UNKNOWN ? SECT_UNKNOWN : sect;
                    it->u.value = v;
                }
            } else if (!late) {
                add_waiter(c, sym, p, i);
            }
        }
    }
    return EXPR_OK;
}

static ExprStatus pending_resolve(ExprCtx *c, PendingExpr *p, unsigned depth, bool late)
{
    return pending_resolve_passes(c, p, depth, late, 0, late ? 1 : 0);
}

/* The value of .eqv symbol sym now, or (some symbols undefined) a hidden
 * symbol that will get it when they are defined. */
static ExprStatus snapshot(ExprCtx *c, Symbol *sym, unsigned depth, uint64_t *v,
                           int32_t *section, Symbol **hidden)
{
    ExprPriv *P = priv(c);
    const Expr *e = sym->expr;
    *hidden = NULL;
    if (depth > EXPR_MAX_EQV_DEPTH) {
        report_sym(e, 0, ".eqv symbols nested too deeply (at '%s')", sym);
        return EXPR_ERROR;
    }
    ExprMemo *m = memo_of(c, sym);
    if (m->gen == P->gen && m->kind == MEMO_SNAPSHOT) {
        if (m->state == MEMO_BUSY) {
            report_sym(e, 0, "circular .eqv definition of '%s'", sym);
            return EXPR_ERROR;
        }
        *v = m->value;
        *section = m->section;
        *hidden = m->hidden;
        return (ExprStatus)m->status;
    }
    m->gen = P->gen;
    m->kind = MEMO_SNAPSHOT;
    m->state = MEMO_BUSY;
    m->hidden = NULL;
    m->undef = NULL;
    PendingExpr *p = pending_new(c, e, e->pos);
    ExprStatus st = pending_resolve(c, p, depth, false);
    ExprVal r;
    memset(&r, 0, sizeof r);
    Symbol *h = NULL;
    if (st != EXPR_OK) {
        p->cancelled = true;
    } else if (p->nwaiting == 0) {
        st = eval_items(c, p->expr, &r, NULL, depth);
        if (st == EXPR_OK)
            link_fold(c, p->expr, &r);
        if (st == EXPR_OK && !check_result(c, p->expr, &r, true))
            st = EXPR_ERROR;
    } else {
        h = symtab_new_detached(c->symtab, sym);
        h->pending = p;
        p->target = h;
        link_pending(c, p);
    }
    m = memo_of(c, sym);
    m->state = MEMO_DONE;
    m->status = (uint8_t)st;
    m->value = r.value;
    m->section = st == EXPR_OK ? val_section(&r) : SECT_ABS;
    m->hidden = h;
    *v = m->value;
    *section = m->section;
    *hidden = h;
    return st;
}

static void wake(ExprCtx *c, Symbol *s);

/* Give s its value and wake its waiters (an earlier pending definition
 * that somebody waits for is detached first). */
static void sym_set(ExprCtx *c, Symbol *s, int32_t section, uint64_t value)
{
    symtab_detach_definition(c->symtab, s);
    s->pending = NULL;
    s->value = value;
    s->section = section;
    s->has_value = 1;
    s->is_eqv = 0;
    s->expr = NULL;
    s->regrange = 0;
    s->notnum = 0;
    wake(c, s);
}

/* Evaluate a pending expression whose symbols all arrived. */
static void finish(ExprCtx *c, PendingExpr *p)
{
    ExprVal r;
    ExprStatus st = eval_items(c, p->expr, &r, NULL, 0);
    if (p->target) {
        Symbol *t = p->target;
        if (t->pending != p)
            return;            /* t was redefined meanwhile: stale */
        t->pending = NULL;
        if (st == EXPR_UNKNOWN) {
            sym_set(c, t, SECT_UNKNOWN, 0);
            return;
        }
        if (st == EXPR_OK)
            link_fold(c, p->expr, &r);
        if (st != EXPR_OK || !check_result(c, p->expr, &r, true))
            return;            /* reported; t stays undefined */
        sym_set(c, t, val_section(&r), r.value);
        return;
    }
    if (st != EXPR_OK || !check_result(c, p->expr, &r, false))
        return;
    if (p->done)
        p->done(p, &r, p->user);
}

static void wake(ExprCtx *c, Symbol *s)
{
    ExprPriv *P = priv(c);
    grow((void **)&P->work, &P->capwork, P->nwork + 1, sizeof(Symbol *));
    P->work[P->nwork++] = s;
    if (P->busy)
        return;
    P->busy = true;
    while (P->nwork > 0) {
        Symbol *w = P->work[--P->nwork];
        if (!w->has_value || !w->waiters)
            continue;
        /* take the list, oldest first */
        ExprWaiter *list = NULL, *x = w->waiters;
        w->waiters = NULL;
        while (x) {
            ExprWaiter *nx = x->next;
            x->next = list;
            list = x;
            x = nx;
        }
        for (x = list; x; x = x->next) {
            PendingExpr *p = x->p;
            ExprItem *it = &p->expr->it[x->idx];
            it->op = OP_VALUE;
            it->section = w->section;
            it->u.value = w->value;
            if (--p->nwaiting == 0) {
                unlink_pending(c, p);
                if (!p->cancelled)
                    finish(c, p);
            }
        }
    }
    P->busy = false;
}

/* The working copy of e for expr_assign/expr_defer: the context's scratch
 * buffer when free (no arena memory; line not copied: the caller's line is
 * valid during the call), else an arena copy.  *scratch says which. */
static PendingExpr *work_copy(ExprCtx *c, Expr *e, SrcPos pos, PendingExpr *tmp,
                              bool *scratch)
{
    ExprPriv *P = priv(c);
    *scratch = !P->scratch_busy;
    if (!*scratch)
        return pending_new(c, e, pos);
    size_t need = sizeof(Expr) + (size_t)e->n * sizeof(ExprItem);
    if (need > P->capscratch) {
        size_t n = P->capscratch ? P->capscratch : 256;
        while (n < need)
            n *= 2;
        free(P->scratch);
        P->scratch = xmalloc(n);
        P->capscratch = n;
    }
    memcpy(P->scratch, e, need);
    memset(tmp, 0, sizeof *tmp);
    tmp->expr = P->scratch;
    tmp->pos = pos;
    P->scratch_busy = true;
    return tmp;
}

size_t expr_symbols(const Expr *e, Symbol **out, size_t max)
{
    size_t n = 0;
    for (uint32_t i = 0; e && i < e->n; i++)
        if (e->it[i].op == OP_SYMBOL) {
            if (n < max)
                out[n] = e->it[i].u.sym;
            n++;
        }
    return n;
}

static bool still_waits(const Expr *e)
{
    for (uint32_t i = 0; i < e->n; i++)
        if (e->it[i].op == OP_SYMBOL)
            return true;
    return false;
}

PendingExpr *expr_defer(ExprCtx *c, Expr *e, SrcPos pos, PendingDone done, void *user)
{
    new_gen(c);
    /* substitute what is known in a working copy; copy into the arena only
     * an expression that has to wait */
    PendingExpr tmp, *p;
    bool scratch;
    p = work_copy(c, e, pos, &tmp, &scratch);
    p->done = done;
    p->user = user;
    ExprStatus rs = pending_resolve_passes(c, p, 0, true, 0, 0);
    if (rs == EXPR_OK && !still_waits(p->expr)) {
        finish(c, p);          /* done sees the working copy during the call */
        if (scratch)
            priv(c)->scratch_busy = false;
        return NULL;
    }
    if (scratch) {
        priv(c)->scratch_busy = false;
        if (rs != EXPR_OK)
            return NULL;
        p = pending_new(c, p->expr, pos);
        p->done = done;
        p->user = user;
    } else if (rs != EXPR_OK) {
        p->cancelled = true;
        return NULL;
    }
    pending_resolve_passes(c, p, 0, true, 1, 1);
    link_pending(c, p);
    return p;
}

static void already_defined(const Symbol *s, SrcPos pos, const Expr *e)
{
    char buf[256];
    diag_at(DIAG_ERROR, pos, e ? e->line : NULL, e ? e->line_len : 0,
            "symbol '%s' is already defined", symbol_qualname(s, buf, sizeof buf));
}

bool expr_assign(ExprCtx *c, Symbol *s, Expr *e, SrcPos pos, bool once, bool eqv)
{
    if (!s || !e)
        return false;
    if (eqv)
        once = true;
    if (symbol_is_defined(s) && (s->once_defined || once)) {
        already_defined(s, pos, e);
        return false;
    }
    new_gen(c);
    if (eqv && expr_has_symbols(e)) {
        Expr *ce = expr_copy(c, e);
        symtab_detach_definition(c->symtab, s);
        s->pending = NULL;
        s->expr = ce;
        s->is_eqv = 1;
        s->has_value = 0;
        s->regrange = 0;
        s->notnum = 0;
        s->once_defined = 1;
        if (s->waiters) {
            /* expressions that waited for s now wait for (or get) a
             * snapshot of its expression taken now */
            uint64_t v;
            int32_t sect;
            Symbol *h = NULL;
            ExprStatus st = snapshot(c, s, 1, &v, &sect, &h);
            if (st == EXPR_ERROR)
                return false;
            Symbol *d = h ? h : symtab_new_detached(c->symtab, s);
            /* waiter lists are newest first: d's own (if any) stay first */
            if (d->waiters) {
                ExprWaiter *last = d->waiters;
                while (last->next)
                    last = last->next;
                last->next = s->waiters;
            } else {
                d->waiters = s->waiters;
            }
            s->waiters = NULL;
            if (!h)
                sym_set(c, d, st == EXPR_UNKNOWN ? SECT_UNKNOWN : sect, v);
        }
        return true;
    }
    /* Substitute what is known in a working copy first; only an
     * assignment that has to wait is copied (with its line) into the
     * arena.  (The working copy keeps pointing at the caller's line, which
     * is valid during this call.) */
    ExprPriv *P = priv(c);
    PendingExpr tmp, *p;
    bool scratch;
    p = work_copy(c, e, pos, &tmp, &scratch);
    ExprStatus rs = pending_resolve_passes(c, p, 0, true, 0, 0);
    if (rs == EXPR_OK && !still_waits(p->expr)) {
        ExprVal r;
        ExprStatus st = eval_items(c, p->expr, &r, NULL, 0);
        if (st == EXPR_OK)
            link_fold(c, p->expr, &r);
        bool good = st == EXPR_UNKNOWN ||
                    (st == EXPR_OK && check_result(c, p->expr, &r, true));
        if (scratch)
            P->scratch_busy = false;
        if (!good)
            return false;
        if (st == EXPR_UNKNOWN)
            sym_set(c, s, SECT_UNKNOWN, 0);
        else
            sym_set(c, s, val_section(&r), r.value);
        s->once_defined = once;
        return true;
    }
    if (scratch) {
        P->scratch_busy = false;
        if (rs != EXPR_OK)
            return false;
        p = pending_new(c, p->expr, pos);   /* the arena copy, values substituted */
    } else if (rs != EXPR_OK) {
        p->cancelled = true;
        return false;
    }
    pending_resolve_passes(c, p, 0, true, 1, 1);
    symtab_detach_definition(c->symtab, s);
    s->pending = p;
    p->target = s;
    s->has_value = 0;
    s->is_eqv = 0;
    s->expr = NULL;
    s->regrange = 0;
    s->notnum = 0;
    s->once_defined = once;
    link_pending(c, p);
    return true;
}

bool expr_define_label(ExprCtx *c, Symbol *s, int32_t section, uint64_t value, SrcPos pos)
{
    if (s->once_defined && symbol_is_defined(s)) {
        already_defined(s, pos, NULL);
        return false;
    }
    sym_set(c, s, section, value);
    s->once_defined = 1;
    s->is_label = 1;
    return true;
}

void expr_set_symbol(ExprCtx *c, Symbol *s, int32_t section, uint64_t value)
{
    sym_set(c, s, section, value);
}

static void regrange_user(Symbol *s, PendingExpr *p, void *user)
{
    if (s == user)
        diag_pos(DIAG_ERROR, p->pos, "an expression uses register symbol '%s'", s->name);
}

bool expr_assign_regrange(ExprCtx *c, Symbol *s, uint64_t value, SrcPos pos, bool once)
{
    if (symbol_is_defined(s) && (s->once_defined || once)) {
        already_defined(s, pos, NULL);
        return false;
    }
    /* expressions that wait for an earlier pending definition keep it */
    symtab_detach_definition(c->symtab, s);
    if (s->waiters) {
        /* clrxasm reports each expression that used it first */
        expr_foreach_unresolved(c, s->scope, regrange_user, s);
        char buf[256];
        diag_at(DIAG_ERROR, pos, NULL, 0,
                "register range symbol '%s' was used in expressions before",
                symbol_qualname(s, buf, sizeof buf));
        return false;
    }
    s->pending = NULL;
    s->is_eqv = 0;
    s->expr = NULL;
    s->regrange = 1;
    s->has_value = 1;
    s->section = SECT_ABS;
    s->value = value;
    s->once_defined = once;
    return true;
}

void expr_symbol_defined(ExprCtx *c, Symbol *s)
{
    uint64_t v = s->value;
    int32_t sect = s->section;
    if (s->pending) {
        s->has_value = 0;
        symtab_detach_definition(c->symtab, s);
        s->pending = NULL;
    }
    s->value = v;
    s->section = sect;
    s->has_value = 1;
    s->is_eqv = 0;
    s->expr = NULL;
    wake(c, s);
}

/* ------------------------------------------------------------------ */
/* unresolved symbols                                                  */

typedef struct UnresVisit {
    void (*fn)(Symbol *s, PendingExpr *p, void *user);
    void *user;
    ExprWaiter **buf;
    size_t cap;
} UnresVisit;

static void unres_visit(Symbol *s, void *user)
{
    UnresVisit *u = user;
    if (s->has_value || !s->waiters)
        return;
    size_t n = 0;
    for (ExprWaiter *w = s->waiters; w; w = w->next) {
        grow((void **)&u->buf, &u->cap, n + 1, sizeof(ExprWaiter *));
        u->buf[n++] = w;
    }
    while (n > 0) {            /* oldest first */
        ExprWaiter *w = u->buf[--n];
        if (!w->p->cancelled)
            u->fn(s, w->p, u->user);
    }
}

static void unres_any(Symbol *s, void *user)
{
    if (!s->has_value && s->waiters)
        *(bool *)user = true;
}

void expr_foreach_unresolved(ExprCtx *c, Scope *scope,
                             void (*fn)(Symbol *s, PendingExpr *p, void *user), void *user)
{
    UnresVisit u = {fn, user, NULL, 0};
    bool any = false;
    if (!scope)
        scope = symtab_global(c->symtab);
    /* the ordered walk replays hash tables: only when there is something */
    scope_foreach(scope, true, unres_any, &any);
    if (any)
        scope_foreach_clrx_order(scope, unres_visit, &u);
    free(u.buf);
}

typedef struct UnresReport {
    Scope *from;
    unsigned count;
} UnresReport;

static void unres_report(Symbol *s, PendingExpr *p, void *user)
{
    UnresReport *r = user;
    char buf[256];
    const Expr *e = p->expr;
    diag_at(DIAG_ERROR, p->pos, e->line, e->line_len, "unresolved symbol '%s'",
            symbol_qualname_from(s, r->from, buf, sizeof buf));
    r->count++;
}

unsigned expr_report_unresolved(ExprCtx *c, Scope *scope)
{
    UnresReport r = {scope, 0};
    expr_foreach_unresolved(c, scope, unres_report, &r);
    return r.count;
}

bool expr_close_scope(ExprCtx *c)
{
    SymTab *t = c->symtab;
    if (symtab_depth(t) == 0)
        return false;
    Scope *s = symtab_current(t);
    if (scope_is_temporary(s))
        expr_report_unresolved(c, s);
    return symtab_close_scope(t);
}

void pending_foreach(ExprCtx *c, void (*fn)(PendingExpr *p, void *user), void *user)
{
    ExprPriv *P = priv(c);
    for (PendingExpr *p = P->head, *nx; p; p = nx) {
        nx = p->next_all;
        if (!p->cancelled)
            fn(p, user);
    }
}

/* ------------------------------------------------------------------ */
/* dword parts (relocations of 64-bit addresses in 32-bit fields)      */

/* The value of items [from, to) of a postfix expression when they are a
 * constant subexpression of plain arithmetic (no symbol, no `.`, nothing
 * that could fail or warn); false otherwise. */
static bool fold_constant(const Expr *e, uint32_t from, uint32_t to, uint64_t *out)
{
    uint64_t st[32];
    unsigned n = 0;
    for (uint32_t i = from; i < to; i++) {
        const ExprItem *it = &e->it[i];
        if (it->op == OP_VALUE) {
            if (it->section != SECT_ABS || n == 32)
                return false;
            st[n++] = it->u.value;
            continue;
        }
        if (op_is_unary(it->op)) {
            if (n < 1)
                return false;
            uint64_t *a = &st[n - 1];
            switch (it->op) {
            case OP_NEG: *a = 0 - *a; break;
            case OP_NOT: *a = ~*a; break;
            case OP_PLUS: break;
            default: return false;
            }
            continue;
        }
        if (n < 2)
            return false;
        uint64_t a = st[n - 2], b = st[n - 1], r;
        switch (it->op) {
        case OP_ADD: r = a + b; break;
        case OP_SUB: r = a - b; break;
        case OP_MUL: r = a * b; break;
        case OP_AND: r = a & b; break;
        case OP_OR: r = a | b; break;
        case OP_XOR: r = a ^ b; break;
        case OP_ORNOT: r = a | ~b; break;
        case OP_DIVU: if (!b) return false; r = a / b; break;
        case OP_MODU: if (!b) return false; r = a % b; break;
        case OP_DIVS: case OP_MODS:
            if (!b || ((int64_t)a == INT64_MIN && (int64_t)b == -1))
                return false;
            r = it->op == OP_DIVS ? (uint64_t)((int64_t)a / (int64_t)b)
                                  : (uint64_t)((int64_t)a % (int64_t)b);
            break;
        case OP_SHL: if (b >= 64) return false; r = a << b; break;
        case OP_SHR: if (b >= 64) return false; r = a >> b; break;
        case OP_SAR: if (b >= 64) return false; r = (uint64_t)((int64_t)a >> b); break;
        default: return false;
        }
        st[--n - 1] = r;
    }
    if (n != 1)
        return false;
    *out = st[0];
    return true;
}

ExprPart expr_split_part(ExprCtx *c, const Expr *e, Expr **inner)
{
    *inner = NULL;
    if (!e || e->n < 3)
        return EXPR_PART_NONE;
    int top = e->it[e->n - 1].op;
    if (top != OP_AND && top != OP_MODS && top != OP_MODU && top != OP_SHR &&
        top != OP_DIVS && top != OP_DIVU)
        return EXPR_PART_NONE;
    /* the right operand: the shortest complete subexpression before the
     * operator (postfix order) */
    uint32_t start = e->n - 1;
    for (int need = 1; need > 0;) {
        if (start == 0)
            return EXPR_PART_NONE;
        int op = e->it[--start].op;
        if (op == OP_CHOICE_START)
            return EXPR_PART_NONE;
        int arity = op == OP_VALUE || op == OP_SYMBOL || op == OP_DOT ? 0
                  : op_is_unary(op) ? 1 : op == OP_CHOICE ? 3 : 2;
        need += arity - 1;
    }
    uint64_t kv;
    if (start == 0 || !fold_constant(e, start, e->n - 1, &kv))
        return EXPR_PART_NONE;
    const uint64_t two32 = UINT64_C(0x100000000);
    ExprPart part = EXPR_PART_NONE;
    switch (top) {
    /* the low half: any mask whose low 32 bits are ones, any remainder by a
     * multiple of 2^32; the high half: a shift by 32, a division by 2^32 */
    case OP_AND: part = (kv & 0xffffffffu) == 0xffffffffu ? EXPR_PART_AND : part; break;
    case OP_MODS: part = kv && (kv % two32) == 0 ? EXPR_PART_MODS : part; break;
    case OP_MODU: part = kv && (kv % two32) == 0 ? EXPR_PART_MODU : part; break;
    case OP_SHR: part = kv == 32 ? EXPR_PART_SHR : part; break;
    case OP_DIVS: part = kv == two32 ? EXPR_PART_DIVS : part; break;
    case OP_DIVU: part = kv == two32 ? EXPR_PART_DIVU : part; break;
    default: break;
    }
    if (part == EXPR_PART_NONE)
        return part;
    /* the left operand is everything before the right one */
    uint32_t n = start;
    Expr *x = arena_alloc(parse_arena(c), sizeof(Expr) + n * sizeof(ExprItem));
    memcpy(x, e, sizeof(Expr));
    x->n = n;
    memcpy(x->it, e->it, n * sizeof(ExprItem));
    *inner = x;
    return part;
}

uint64_t expr_part_apply(ExprPart part, uint64_t x)
{
    const int64_t d = INT64_C(0x100000000);
    switch (part) {
    case EXPR_PART_AND: return x & 0xffffffffu;
    case EXPR_PART_MODS: return (uint64_t)((int64_t)x % d);
    case EXPR_PART_MODU: return x % (uint64_t)d;
    case EXPR_PART_SHR: return x >> 32;
    case EXPR_PART_DIVS: return (uint64_t)((int64_t)x / d);
    case EXPR_PART_DIVU: return x / (uint64_t)d;
    default: return x;
    }
}

void expr_part_op(ExprPart part, int *op, uint64_t *operand)
{
    const uint64_t d = UINT64_C(0x100000000);
    switch (part) {
    case EXPR_PART_AND: *op = OP_AND; *operand = 0xffffffffu; return;
    case EXPR_PART_MODS: *op = OP_MODS; *operand = d; return;
    case EXPR_PART_MODU: *op = OP_MODU; *operand = d; return;
    case EXPR_PART_SHR: *op = OP_SHR; *operand = 32; return;
    case EXPR_PART_DIVS: *op = OP_DIVS; *operand = d; return;
    case EXPR_PART_DIVU: *op = OP_DIVU; *operand = d; return;
    default: *op = OP_PLUS; *operand = 0; return;
    }
}

ExprStatus expr_apply(ExprCtx *c, int op, const ExprVal *args, unsigned nargs, SrcPos pos,
                      uint32_t col, ExprVal *out)
{
    memset(out, 0, sizeof *out);
    if (op < OP_NEG || op > OP_CHOICE || op == OP_CHOICE_START ||
        nargs != expr_op_arity(op))
        return EXPR_ERROR;
    ExprPriv *P = priv(c);
    size_t vbase = P->nvs, tbase = P->nts;
    for (unsigned k = 0; k < nargs; k++) {
        vpush(P, args[k].value, SECT_ABS);
        VEnt *v = &P->vs[P->nvs - 1];
        if (args[k].nterms) {
            grow((void **)&P->ts, &P->capts, P->nts + args[k].nterms, sizeof(ExprTerm));
            memcpy(P->ts + P->nts, args[k].terms, args[k].nterms * sizeof(ExprTerm));
            P->nts += args[k].nterms;
        }
        v->nt = args[k].nterms;
    }
    Expr e;
    memset(&e, 0, sizeof e);
    e.pos = pos;
    ExprItem it = { .op = (uint8_t)op, .col = col };
    bool (*lb)(void *, int32_t) = c->link_base;
    c->link_base = NULL;       /* no link-time nodes here */
    new_gen(c);
    ExprStatus st = EXPR_OK;
    if (!apply_item(c, &e, &it)) {
        st = EXPR_ERROR;
    } else {
        VEnt *r = &P->vs[P->nvs - 1];
        if (r->nt > EXPR_MAX_TERMS) {
            report(DIAG_ERROR, &e, col, "the value is relative to too many sections");
            st = EXPR_ERROR;
        } else {
            out->value = r->v;
            out->nterms = r->nt;
            if (r->nt)
                memcpy(out->terms, P->ts + r->t0, r->nt * sizeof(ExprTerm));
        }
    }
    c->link_base = lb;
    P->nvs = vbase;
    P->nts = tbase;
    return st;
}
