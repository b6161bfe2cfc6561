/* gcnparse.c - operand parsing for the GCN encoder: diagnostics positions,
 * names, expressions and immediates, scalar and vector register ranges,
 * symbolic register ranges, the general source operand (registers, special
 * sources, inline constants, literals, abs/neg/sext) and VINTRP operands.
 * The accepted syntax and the choices between inline constants and literals
 * follow clrxasm 0.1.9.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gcnint.h"

/* ---------------------------------------------------------------- messages */

SrcPos gp_pos(const GP *p, const char *at)
{
    SrcPos pos = p->pos;
    if (at && at >= p->line && at <= p->line + p->line_len && pos.col != 0)
        pos.col += (uint32_t)(at - p->line);
    return pos;
}

void gp_error(GP *p, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vat(DIAG_ERROR, gp_pos(p, at), p->line, p->line_len, fmt, ap);
    va_end(ap);
    p->failed = true;
}

void gp_warning(GP *p, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vat(DIAG_WARNING, gp_pos(p, at), p->line, p->line_len, fmt, ap);
    va_end(ap);
}

void gp_truncated_warning(GP *p, const char *at, unsigned bits, uint64_t value)
{
    gp_warning(p, at, "value 0x%llx truncated to 0x%llx", (unsigned long long)value,
               (unsigned long long)(value & ((1ULL << bits) - 1)));
}

/* ---------------------------------------------------------------- lexical */

bool gp_comma_error(GP *p)
{
    gp_error(p, p->s, "expected ',' before the next operand");
    return false;
}

bool gp_end_error(GP *p)
{
    gp_error(p, p->s, "unexpected text after the operands");
    return false;
}

static bool name_start(char c) { return gp_isalpha(c) || c == '_' || c == '.'; }
static bool name_char(char c) { return gp_namechar(c); }

bool gp_name(GP *p, char *buf, size_t size, const char *what, bool required,
             bool ignore_long, bool skip_comma_at_error)
{
    gp_skip(p);
    buf[0] = 0;
    if (p->s >= p->end) {
        if (!required)
            return true;
        gp_error(p, p->s, "expected %s", what);
        return false;
    }
    const char *start = p->s;
    if (!name_start(*p->s)) {
        if (!required)
            return true;
        gp_error(p, p->s, "unexpected text in place of %s", what);
        while (p->s < p->end && !gp_isspace(*p->s) && (skip_comma_at_error || *p->s != ','))
            p->s++;
        return false;
    }
    while (p->s < p->end && name_char(*p->s))
        p->s++;
    size_t n = (size_t)(p->s - start);
    if (n > size - 1) {
        if (ignore_long)
            return true;
        gp_error(p, p->s, "%s is too long", what);
        return false;
    }
    memcpy(buf, start, n);
    buf[n] = 0;
    return true;
}

bool gp_byte(GP *p, unsigned *value)
{
    unsigned v = 0;
    if (p->s >= p->end || !gp_isdigit(*p->s)) {
        gp_error(p, p->s, "missing number");
        return false;
    }
    for (; p->s < p->end && gp_isdigit(*p->s); p->s++) {
        v = v * 10 + (unsigned)(*p->s - '0');
        if (v >= 256) {
            gp_error(p, p->s, "number is too big");
            return false;
        }
    }
    *value = v;
    return true;
}

/* ---------------------------------------------------------------- expressions */

/* Parse an expression at p->s.  Returns false after an error; *e NULL means
 * there was no expression at all (nothing consumed). */
static bool parse_expr_f(GP *p, Expr **e, unsigned flags)
{
    *e = NULL;
    gp_skip(p);
    if (p->s >= p->end || *p->s == ',')
        return true;
    ExprSrc src = { p->s, (size_t)(p->end - p->s), gp_pos(p, p->s), p->line, p->line_len,
                    EXPR_PARSE_ALLOW_EMPTY | flags };
    long n = expr_parse(p->ga->ectx, &src, e);
    if (n < 0) {
        p->failed = true;
        *e = NULL;
        return false;
    }
    p->s += n;
    return true;
}

static bool parse_expr(GP *p, Expr **e) { return parse_expr_f(p, e, 0); }

/* A plain number that is a whole operand or bound (the 4 and 5 of s[4:5],
 * an offset 0, a 0x10): its value, without an expression to build and
 * evaluate (they would give the same).  False, nothing consumed, for
 * anything more: a longer expression, a local label (1f), an octal or
 * floating number. */
static bool plain_number(GP *p, uint64_t *value)
{
    size_t n = gq_plain_number(p->s, p->end, value);
    if (n == 0)
        n = expr_plain_decimal(p->s, p->end, ",]:)", value);
    p->s += n;
    return n != 0;
}

typedef enum { EV_OK, EV_LATER, EV_ERROR } EvalRes;

/* evaluate, requiring an absolute value when known.  `lit`: the value may
 * go to a 32-bit literal, where an address (relative value) or a dword of
 * one (`X >> 32`, `X & 0xffffffff` ..., see expr_split_part) waits as a
 * fixup like a forward reference: the core makes it a relocation, or
 * reports it as clrxasm does. */
static EvalRes eval_abs_f(GP *p, Expr *e, const char *at, uint64_t *value, bool lit)
{
    ExprVal v;
    Symbol *undef = NULL;
    ExprStatus st;
    Expr *inner = NULL;
    ExprPart part = lit ? expr_split_part(p->ga->ectx, e, &inner) : EXPR_PART_NONE;
    st = expr_eval(p->ga->ectx, part != EXPR_PART_NONE ? inner : e, &v, &undef);
    if (st == EXPR_ERROR) {
        p->failed = true;
        return EV_ERROR;
    }
    if (st == EXPR_UNDEFINED)
        return EV_LATER;
    if (!exprval_is_abs(&v)) {
        if (lit || expr_mentions_link(p->ga->ectx, e))
            return EV_LATER;
        gp_error(p, at, "expression must be absolute");
        return EV_ERROR;
    }
    *value = part != EXPR_PART_NONE ? expr_part_apply(part, v.value) : v.value;
    return EV_OK;
}

static EvalRes eval_abs(GP *p, Expr *e, const char *at, uint64_t *value)
{
    return eval_abs_f(p, e, at, value, false);
}

bool gp_absval(GP *p, uint64_t *value, bool required)
{
    gp_skip(p);
    const char *at = p->s;
    if (plain_number(p, value))
        return true;
    Expr *e;
    if (!parse_expr_f(p, &e, EXPR_PARSE_NO_CREATE))
        return false;
    if (!e) {
        if (!required)
            return true;
        gp_error(p, at, "expected an expression");
        return false;
    }
    EvalRes r = eval_abs(p, e, at, value);
    if (r == EV_LATER) {
        gp_error(p, at, "expression has an undefined symbol; a value is needed here");
        return false;
    }
    return r == EV_OK;
}

bool gp_imm(GP *p, uint32_t *value, Expr **exprp, unsigned bits, bool is_signed)
{
    if (exprp)
        *exprp = NULL;
    gp_skip(p);
    const char *at = p->s;
    Expr *e;
    uint64_t v = 0;
    EvalRes r = EV_OK;
    if (!plain_number(p, &v)) {
        if (!parse_expr(p, &e))
            return false;
        if (!e) {
            gp_error(p, at, "expected an expression");
            return false;
        }
        r = eval_abs_f(p, e, at, &v, bits == 32 && exprp);
    }
    if (r == EV_ERROR)
        return false;
    if (r == EV_LATER) {
        if (!exprp) {
            gp_error(p, at, "an unresolved expression is not allowed here");
            return false;
        }
        *exprp = e;
        return true;
    }
    if (bits < 64) {
        gp_range_warning(p, at, bits, v, is_signed);
        *value = (uint32_t)(v & ((1ULL << bits) - 1));
    } else
        *value = (uint32_t)v;
    return true;
}

/* ---------------------------------------------------------------- registers */

static void regs_required(GP *p, const char *at, const char *kind, unsigned n)
{
    gp_error(p, at, "%u %s register%s required", n, kind, n == 1 ? "" : "s");
}

static bool regs_expected(GP *p, const char *at, const char *kind, unsigned n, bool required)
{
    if (!required)
        return false;
    if (n != 0)
        gp_error(p, at, "expected %u %s register%s", n, kind, n == 1 ? "" : "s");
    else
        gp_error(p, at, "expected %s registers", kind);
    return true;
}

static bool is_const_literal_code(unsigned r, unsigned am)
{
    if ((r >= 128 && r <= 208) || (r >= 240 && r <= 247))
        return true;
    return (am & A_GE12) && r == 248;
}

/* scan a symbol name at s (possibly scoped); 0 when none */
static size_t scan_symbol(GP *p, const char *s)
{
    if (s >= p->end)
        return 0;
    return symtab_scan_name(s, (size_t)(p->end - s));
}

/* nothing that reads as a register: an error when one is required, else
 * {0, 0} and the text left as it was */
static bool no_register(GP *p, GReg *r, const char *old, const char *place, const char *kind,
                        unsigned n, bool required)
{
    if (regs_expected(p, place, kind, n, required))
        return false;
    r->start = r->end = 0;
    p->s = old;
    return true;
}

static inline bool name_goes_on(const GP *p) { return gp_name_goes_on(p->s, p->end); }

static bool sgprs_aligned(GP *p, const char *place, unsigned first, unsigned last,
                          unsigned flags)
{
    const char *msg = gp_sgprs_misaligned(p, first, last, flags);
    if (msg)
        gp_error(p, place, "%s", msg);
    return msg == NULL;
}

/* "[first:last]" or "[first]" after a register prefix; s points at '['.
 * `unterminated` is the message of a missing ':' or ']', `unclosed` of a
 * missing ']' after the last number. */
static bool parse_bracket_range(GP *p, const char *place, const char *unterminated,
                                const char *unclosed, uint64_t *v1, uint64_t *v2)
{
    p->s++;               /* '[' */
    gp_skip(p);
    if (!gp_absval(p, v1, true))
        return false;
    gp_skip(p);
    if (p->s >= p->end || (*p->s != ':' && *p->s != ']')) {
        gp_error(p, place, "%s", unterminated);
        return false;
    }
    if (*p->s == ':') {
        p->s++;
        gp_skip(p);
        if (!gp_absval(p, v2, true))
            return false;
    } else
        *v2 = *v1;
    gp_skip(p);
    if (p->s >= p->end || *p->s != ']') {
        gp_error(p, place, "%s", unclosed);
        return false;
    }
    p->s++;
    return true;
}

/* a symbol assigned a register range (`sym = %v[4:7]`), optionally indexed
 * ([first:last] within it), of the kinds `flags` accept */
static bool symregrange(GP *p, GReg *r, unsigned n, bool required, unsigned flags)
{
    const char *old = p->s;
    gp_skip(p);
    const char *place = p->s;
    const char *kind = (flags & OPF_VREGS) ? "vector" : "scalar";
    if (p->s < p->end && *p->s == '@') {
        p->s++;
        gp_skip(p);
    }
    size_t nl = scan_symbol(p, p->s);
    Symbol *sym = NULL;
    if (nl && p->ga->ectx && p->ga->ectx->symtab)
        sym = symtab_lookup(p->ga->ectx->symtab, p->s, nl, false);
    if (!sym || !sym->regrange)
        return no_register(p, r, old, place, kind, n, required);
    unsigned rs = GCN_REGRANGE_START(sym->value);
    unsigned re = GCN_REGRANGE_END(sym->value);
    const RegVar *rv = symtab_regvar_by_id(p->ga->ectx->symtab, GCN_REGRANGE_RV(sym->value));
    bool isv = rv ? rv->type == 'v' : rs >= 256 && re >= 256;
    bool iss = rv ? rv->type == 's' : rs < 128 && re < 128;
    bool isss = !rv && rs >= 128 && rs < 255;
    if (!((flags & OPF_VREGS) && isv) && !((flags & OPF_SREGS) && iss) &&
        !((flags & OPF_SSOURCE) && isss))
        return no_register(p, r, old, place, kind, n, required);
    p->s += nl;
    gp_skip(p);
    bool constlit = !rv && is_const_literal_code(rs, p->am);
    if (p->s < p->end && *p->s == '[') {
        uint64_t v1, v2;
        if (!parse_bracket_range(p, place, "unterminated register range",
                                 "unterminated register range", &v1, &v2))
            return false;
        if (v2 < v1) {
            gp_error(p, place, "illegal register range");
            return false;
        }
        unsigned span = re - rs;   /* wraps like clrxasm for constants */
        if (v2 >= span || v1 >= span) {
            gp_error(p, place, "register range out of range");
            return false;
        }
        if (constlit && (v1 != 0 || (v2 != 0 && v2 + 1 != n))) {
            gp_error(p, p->s, "a register range of a constant must be [0] or "
                     "[0:registers-1]");
            return false;
        }
        re = rs + (unsigned)v2 + 1;
        rs += (unsigned)v1;
    }
    if (constlit) {
        r->start = (uint16_t)rs;
        r->end = 0;
        return true;
    }
    if (n != 0 && n != re - rs) {
        regs_required(p, place, kind, n);
        return false;
    }
    if (rv) {
        /* (clrxasm checks no alignment of a register variable) */
        *r = (GReg){ .end = (uint16_t)(re - rs), .ri = (uint16_t)rs, .rvt = (uint8_t)rv->type,
                     .rv = rv->id };
        return true;
    }
    if (rs < gp_sgpr_limit(p) && !sgprs_aligned(p, place, rs, re - 1, flags))
        return false;
    r->start = (uint16_t)rs;
    r->end = (uint16_t)re;
    return true;
}

typedef enum { REG_NONE, REG_FOUND, REG_ERROR } RegFound;

/* a register variable of the operand's kind (`vector` or scalar), all of
 * it or [first:last] of it; REG_NONE (p->s unchanged) when the name at p->s
 * is no such variable */
static RegFound regvar_range(GP *p, GReg *r, unsigned n, bool vector)
{
    SymTab *t = p->ga->ectx ? p->ga->ectx->symtab : NULL;
    if (!t || symtab_nregvars(t) == 0)
        return REG_NONE;
    const char *old = p->s;
    gp_skip(p);
    const char *place = p->s;
    size_t nl = scan_symbol(p, p->s);
    const RegVar *rv = nl ? symtab_regvar_find(t, p->s, nl) : NULL;
    if (!rv || rv->type != (vector ? 'v' : 's')) {
        p->s = old;
        return REG_NONE;
    }
    p->s += nl;
    gp_skip(p);
    unsigned rs = 0, re = rv->size;
    if (p->s < p->end && *p->s == '[') {
        uint64_t v1, v2;
        if (!parse_bracket_range(p, place, "unterminated register range",
                                 "unterminated register range", &v1, &v2))
            return REG_ERROR;
        if (v2 < v1) {
            gp_error(p, place, "illegal register range");
            return REG_ERROR;
        }
        if (v1 >= re || v2 >= re) {
            gp_error(p, place, "register range out of the register variable");
            return REG_ERROR;
        }
        rs = (unsigned)v1;
        re = (unsigned)v2 + 1;
    }
    if (n != 0 && n != re - rs) {
        regs_required(p, place, vector ? "vector" : "scalar", n);
        return REG_ERROR;
    }
    *r = (GReg){ .end = (uint16_t)(re - rs), .ri = (uint16_t)rs, .rvt = (uint8_t)rv->type,
                 .rv = rv->id };
    return REG_FOUND;
}

bool gp_vreg_general(GP *p, GReg *r, unsigned n, bool required, unsigned flags)
{
    const char *old = p->s;
    gp_skip(p);
    const char *place = p->s;
    bool range = false;
    if (p->s < p->end && gp_lower(*p->s) == 'v' && p->s + 1 < p->end) {
        if (gp_isdigit(p->s[1])) {
            const char *oldplace = p->s;
            p->s++;
            unsigned v;
            if (!gp_byte(p, &v))
                return false;
            if (!name_goes_on(p)) {
                if (n != 0 && n != 1) {
                    regs_required(p, place, "vector", n);
                    return false;
                }
                r->start = (uint16_t)(256 + v);
                r->end = (uint16_t)(257 + v);
                return true;
            }
            p->s = oldplace;
        } else if (p->s[1] == '[')
            range = true;
    }
    if (!range) {
        p->s = old;
        switch (regvar_range(p, r, n, true)) {
        case REG_FOUND: return true;
        case REG_ERROR: return false;
        case REG_NONE: break;
        }
        if (flags & OPF_SYMREG)
            return symregrange(p, r, n, required, OPF_VREGS | (flags & (OPF_READ | OPF_WRITE)));
        return no_register(p, r, old, place, "vector", n, required);
    }
    p->s++;   /* 'v' */
    uint64_t v1, v2;
    if (!parse_bracket_range(p, place, "unterminated vector register range",
                             "unterminated vector register range", &v1, &v2))
        return false;
    if (v2 < v1) {
        gp_error(p, place, "illegal vector register range");
        return false;
    }
    if (v1 >= 256 || v2 >= 256) {
        gp_error(p, place, "vector register number out of range");
        return false;
    }
    if (n != 0 && n != v2 - v1 + 1) {
        regs_required(p, place, "vector", n);
        return false;
    }
    r->start = (uint16_t)(256 + v1);
    r->end = (uint16_t)(256 + v2 + 1);
    return true;
}

bool gp_vreg_list(GP *p, unsigned limit, GReg *list, unsigned *count)
{
    *count = 0;
    gp_skip(p);
    p->s++;   /* '[' */
    gp_skip(p);
    for (unsigned parsed = 0; parsed < limit;) {
        const char *place = p->s;
        GReg r = { 0 };
        if (!gp_vreg(p, &r, 0, true, OPF_SYMREG | OPF_READ))
            return false;
        list[(*count)++] = r;
        unsigned nr = (unsigned)(r.end - r.start);
        if (nr > limit - parsed) {
            gp_error(p, place, "register range has more registers than are left");
            return false;
        }
        parsed += nr;
        gp_skip(p);
        if (p->s < p->end && *p->s == ']') {
            p->s++;
            gp_skip(p);
            break;
        } else if (p->s < p->end && *p->s == ',') {
            if (parsed == limit) {
                gp_error(p, place, "a VGPR list takes at most %u registers", limit);
                return false;
            }
            p->s++;
            gp_skip(p);
        } else {
            gp_error(p, place, "expected ',' in the VGPR list");
            return false;
        }
    }
    return true;
}

/* ---------------------------------------------------------------- scalar registers */

/* what an SGPR-like range is made of: SGPRs, TTMPs, or the two halves of a
 * named pair (vcc[0:1]) */
enum { SR_SGPR, SR_TTMP, SR_PAIR };

static const char *ttmp_range_msg(const GP *p)
{
    return (p->am & A_GE14) ? "TTMP register number out of range (0-15)"
                            : "TTMP register number out of range (0-11)";
}

/* the named register pairs: NAME (both), NAME_lo, NAME_hi, NAME[0:1] */
typedef struct PairReg { const char *name; uint8_t len, lo; unsigned archs; } PairReg;
static const PairReg pair_regs[] = {
    { "vcc", 3, 106, ARCHMASK_ALL },
    { "exec", 4, 126, ARCHMASK_ALL },
    { "tba", 3, 108, A_G10 | A_G11 | A_G12 },
    { "tma", 3, 110, A_G10 | A_G11 | A_G12 },
    { "flat_scratch", 12, 104, A_G11 },
    { "flat_scratch", 12, 102, A_G124 },
    { "xnack_mask", 10, 104, A_G124 },
};

static const PairReg *find_pair_reg(const GP *p, const char *name)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(pair_regs); i++)
        if (pair_regs[i].name[0] == name[0] && (pair_regs[i].archs & p->am) &&
            strncmp(name, pair_regs[i].name, pair_regs[i].len) == 0)
            return &pair_regs[i];
    return NULL;
}

static bool sreg_count(GP *p, const char *place, unsigned n, unsigned have)
{
    if (n != 0 && n != have) {
        regs_required(p, place, "scalar", n);
        return false;
    }
    return true;
}

/* sN or ttmpN (the number already read) */
static bool sreg_single(GP *p, GReg *r, unsigned n, const char *place, bool ttmp, unsigned v)
{
    if (!ttmp && v >= gp_sgpr_limit(p)) {
        gp_error(p, place, "scalar register number out of range");
        return false;
    }
    if (ttmp && v >= ((p->am & A_GE14) ? 16u : 12u)) {
        gp_error(p, place, "%s", ttmp_range_msg(p));
        return false;
    }
    if (n != 0 && n != 1) {
        regs_required(p, p->s, "scalar", n);
        return false;
    }
    const unsigned base = !ttmp ? 0 : (p->am & A_GE14) ? 108 : 112;
    r->start = (uint16_t)(base + v);
    r->end = (uint16_t)(base + v + 1);
    return true;
}

typedef enum { NAMED_DONE, NAMED_ERROR, NAMED_RANGE, NAMED_NONE } NamedReg;

/* m0, null (GCN 1.5), a pair (vcc, exec, tba, tma, flat_scratch,
 * xnack_mask) or its _lo or _hi half.  NAMED_RANGE: a pair followed by
 * '[', r holds the pair; NAMED_NONE: no such name (p->s unchanged). */
static NamedReg sreg_named(GP *p, GReg *r, unsigned n, bool required, const char *place)
{
    const char *oldname = p->s;
    char name[20];
    name[0] = 0;
    if ((p->s >= p->end || *p->s != '@') &&
        !gp_name(p, name, sizeof name, "register name", required, true, false))
        return NAMED_ERROR;
    gp_lower_str(name);
    if ((p->am & A_G15) && strcmp(name, "null") == 0) {
        r->start = 125;
        r->end = 126;
        return NAMED_DONE;
    }
    const PairReg *pair = find_pair_reg(p, name);
    if (!pair && name[0] == 'm' && name[1] == '0' && name[2] == 0) {
        if (n != 0 && n != 1 && n != 2) {
            regs_required(p, place, "scalar", n);
            return NAMED_ERROR;
        }
        r->start = 124;
        r->end = 125;
        return NAMED_DONE;
    }
    const char *suffix = pair ? name + pair->len : NULL;
    if (suffix && suffix[0] == '_' && (strcmp(suffix, "_lo") == 0 || strcmp(suffix, "_hi") == 0)) {
        r->start = (uint16_t)(pair->lo + (suffix[1] == 'h'));
        r->end = (uint16_t)(r->start + 1);
        return sreg_count(p, place, n, 1) ? NAMED_DONE : NAMED_ERROR;
    }
    if (suffix && *suffix == 0) {
        r->start = pair->lo;
        r->end = (uint16_t)(pair->lo + 2);
        if (p->s < p->end && *p->s == '[')
            return NAMED_RANGE;
        return sreg_count(p, place, n, 2) ? NAMED_DONE : NAMED_ERROR;
    }
    p->s = oldname;
    return NAMED_NONE;
}

/* s[first:last], ttmp[first:last], or PAIR[first:last] (r holds the pair);
 * p->s at '[' */
static bool sreg_range(GP *p, GReg *r, unsigned n, unsigned flags, const char *place, int kind)
{
    static const char *const illegal[] = {
        "illegal scalar register range", "illegal TTMP register range", "illegal register range"
    };
    const char *unterm = kind == SR_TTMP ? "unterminated TTMP register range"
                                         : "unterminated scalar register range";
    uint64_t v1, v2;
    if (!parse_bracket_range(p, place, unterm,
                             kind == SR_PAIR ? "unterminated double register range" : unterm,
                             &v1, &v2))
        return false;
    if (v2 < v1) {
        gp_error(p, place, "%s", illegal[kind]);
        return false;
    }
    const unsigned limit = kind == SR_SGPR ? gp_sgpr_limit(p) :
                           kind == SR_TTMP ? ((p->am & A_GE14) ? 16u : 12u) : 2u;
    if (v1 >= limit || v2 >= limit) {
        gp_error(p, place, "%s", kind == SR_SGPR ? "scalar register number out of range" :
                                 kind == SR_TTMP ? ttmp_range_msg(p) :
                                                   "register number out of range (0-1)");
        return false;
    }
    if (!sreg_count(p, place, n, (unsigned)(v2 - v1 + 1)))
        return false;
    if (kind == SR_SGPR && !sgprs_aligned(p, place, (unsigned)v1, (unsigned)v2, flags))
        return false;
    const unsigned base = kind == SR_SGPR ? 0 : kind == SR_PAIR ? r->start :
                          (p->am & A_GE14) ? 108 : 112;
    r->start = (uint16_t)(base + v1);
    r->end = (uint16_t)(base + v2 + 1);
    return true;
}

bool gp_sreg_general(GP *p, GReg *r, unsigned n, bool required, unsigned flags)
{
    const char *old = p->s;
    gp_skip(p);
    const char *place = p->s;
    if (p->s >= p->end)
        return no_register(p, r, old, place, "scalar", n, required);
    /* sN, ttmpN, s[...], ttmp[...] */
    const char *oldplace = p->s;
    bool prefix = false, ttmp = false;
    if (p->s + 4 < p->end && gp_lower(p->s[0]) == 't' && gp_lower(p->s[1]) == 't' &&
        gp_lower(p->s[2]) == 'm' && gp_lower(p->s[3]) == 'p') {
        prefix = ttmp = true;
        p->s += 4;
    } else if (gp_lower(p->s[0]) == 's' && p->s + 1 != p->end) {
        prefix = true;
        p->s++;
    }
    if (prefix && gp_isdigit(*p->s)) {
        unsigned v;
        if (!gp_byte(p, &v))
            return false;
        if (!name_goes_on(p))
            return sreg_single(p, r, n, place, ttmp, v);
    } else if (prefix && *p->s == '[')
        return sreg_range(p, r, n, flags, place, ttmp ? SR_TTMP : SR_SGPR);
    p->s = oldplace;
    /* vN and v[ are no register names (the vector operand of a VOP source
     * comes here first) */
    bool vector = gp_lower(p->s[0]) == 'v' && p->s + 1 < p->end &&
                  (gp_isdigit(p->s[1]) || p->s[1] == '[');
    switch (vector ? NAMED_NONE : sreg_named(p, r, n, required, place)) {
    case NAMED_DONE: return true;
    case NAMED_ERROR: return false;
    case NAMED_RANGE: return sreg_range(p, r, n, flags, place, SR_PAIR);
    case NAMED_NONE: break;
    }
    switch (regvar_range(p, r, n, false)) {
    case REG_FOUND: return true;
    case REG_ERROR: return false;
    case REG_NONE: break;
    }
    if (flags & OPF_SYMREG)
        return symregrange(p, r, n, required,
                           OPF_SREGS | (flags & (OPF_READ | OPF_WRITE | OPF_UNALIGNED)));
    return no_register(p, r, old, place, "scalar", n, required);
}

/* ---------------------------------------------------------------- operands */

typedef struct NameCode { const char *name; uint16_t code; } NameCode;

static const NameCode ssrc_names[] = {
    { "execz", 252 }, { "scc", 253 }, { "src_execz", 252 }, { "src_scc", 253 },
    { "src_vccz", 251 }, { "vccz", 251 },
};
static const NameCode ssrc_names14[] = {
    { "pops_exiting_wave_id", 0xef }, { "private_base", 0xed }, { "private_limit", 0xee },
    { "shared_base", 0xeb }, { "shared_limit", 0xec }, { "src_pops_exiting_wave_id", 0xef },
    { "src_private_base", 0xed }, { "src_private_limit", 0xee }, { "src_shared_base", 0xeb },
    { "src_shared_limit", 0xec },
};

static int find_ssrc(const char *name, bool g14)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(ssrc_names); i++)
        if (strcmp(ssrc_names[i].name, name) == 0)
            return ssrc_names[i].code;
    if (g14)
        for (size_t i = 0; i < CLRX_ARRAY_SIZE(ssrc_names14); i++)
            if (strcmp(ssrc_names14[i].name, name) == 0)
                return ssrc_names14[i].code;
    return -1;
}

static int inline_float_code(uint32_t v, int type, bool g12)
{
    static const uint32_t f16[9] = { 0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000,
                                     0x4400, 0xc400, 0x3118 };
    static const uint32_t f32[9] = { 0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000,
                                     0x40000000, 0xc0000000, 0x40800000, 0xc0800000,
                                     0x3e22f983 };
    static const uint32_t f64[9] = { 0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000,
                                     0x40000000, 0xc0000000, 0x40100000, 0xc0100000,
                                     0x3fc45f30 };
    const uint32_t *t = type == FLT_F16 ? f16 : type == FLT_F32 ? f32 : f64;
    if (v == 0)
        return 128;
    for (int i = 0; i < 9; i++)
        if (t[i] == v) {
            if (i == 8 && !g12)
                return -1;
            return 240 + i;
        }
    return -1;
}

static void literal_error(GP *p, const char *at, unsigned flags)
{
    if (flags & OPF_NOLITVOP3)
        gp_error(p, at, "a literal is not allowed in VOP3 here");
    else if (flags & OPF_NOLITMBUF)
        gp_error(p, at, "a literal is not allowed in MUBUF/MTBUF");
    else
        gp_error(p, at, "only one literal can be used in an instruction");
}

/* the VOP3 source modifiers around an operand: sext(...), -..., abs(...),
 * |...| (in this order); *negat: where the '-' was */
static bool open_source_mods(GP *p, GOp *op, unsigned flags, const char **negat, bool *llvmabs)
{
    const bool g12 = (p->am & A_GE12) != 0;
    if (g12 && !(flags & (OPF_NOSEXT | OPF_VOP3P)) && p->s + 4 <= p->end &&
        ascii_strncasecmp(p->s, "sext", 4) == 0) {
        p->s += 4;
        gp_skip(p);
        if (p->s >= p->end || *p->s != '(') {
            gp_error(p, p->s, "expected '(' after sext");
            return false;
        }
        op->mods |= VOPM_SEXT;
        p->s++;
    }
    *negat = p->s;
    if (p->s < p->end && *p->s == '-') {
        op->mods |= VOPM_NEG;
        p->s++;
        gp_skip(p);
    }
    *llvmabs = false;
    if (p->s + 3 <= p->end && !(flags & OPF_VOP3P) && gp_lower(p->s[0]) == 'a' &&
        gp_lower(p->s[1]) == 'b' && gp_lower(p->s[2]) == 's') {
        p->s += 3;
        gp_skip(p);
        if (p->s >= p->end || *p->s != '(') {
            gp_error(p, p->s, "expected '(' after abs");
            return false;
        }
        op->mods |= VOPM_ABS;
        p->s++;
    } else if (p->s < p->end && *p->s == '|') {
        p->s++;
        gp_skip(p);
        op->mods |= VOPM_ABS;
        *llvmabs = true;
    }
    return true;
}

/* the closing ')' or '|' of abs and the ')' of sext */
static bool close_source_mods(GP *p, const GOp *op, bool llvmabs)
{
    if (op->mods & VOPM_ABS) {
        gp_skip(p);
        if (p->s >= p->end || (*p->s != (llvmabs ? '|' : ')'))) {
            gp_error(p, p->s, "unterminated abs() modifier");
            return false;
        }
        p->s++;
    }
    if (op->mods & VOPM_SEXT) {
        gp_skip(p);
        if (p->s >= p->end || *p->s != ')') {
            gp_error(p, p->s, "unterminated sext() modifier");
            return false;
        }
        p->s++;
    }
    return true;
}

/* an operand with VOP3 source modifiers */
static bool operand_with_mods(GP *p, GOp *op, bool allow_expr, unsigned n, unsigned flags)
{
    op->mods = 0;
    gp_skip(p);
    flags &= ~OPF_VOP3MODS;
    if (p->s < p->end && *p->s == '@')
        return gp_operand(p, op, allow_expr, n, flags);
    const char *negat;
    bool llvmabs;
    if (!open_source_mods(p, op, flags, &negat, &llvmabs))
        return false;
    bool good;
    if ((op->mods & (VOPM_NEG | VOPM_ABS)) != VOPM_NEG)
        good = gp_operand(p, op, allow_expr, n, flags);
    else {
        /* a lone '-' is read again with the operand: -1 is a constant */
        p->s = negat;
        good = gp_operand(p, op, allow_expr, n, flags | OPF_WITHNEG);
    }
    /* (the operand may have cleared the modifiers: a constant keeps none) */
    if (!close_source_mods(p, op, llvmabs))
        return false;
    return good;
}

/* a scalar or vector register or a symbolic range, as the flags allow */
static RegFound operand_register(GP *p, GOp *op, unsigned n, unsigned flags, unsigned optflags)
{
    if (flags & OPF_SREGS) {
        if (!gp_sreg(p, &op->r, n, false, optflags))
            return REG_ERROR;
        if (greg_ok(op->r))
            return REG_FOUND;
    }
    if (flags & OPF_VREGS) {
        if (!gp_vreg(p, &op->r, n, false, optflags))
            return REG_ERROR;
        if (greg_ok(op->r))
            return REG_FOUND;
    }
    if (flags & (OPF_SREGS | OPF_VREGS)) {
        if (!symregrange(p, &op->r, n, false,
                         (flags & (OPF_SREGS | OPF_VREGS | OPF_SSOURCE)) | optflags))
            return REG_ERROR;
        if (greg_ok(op->r))
            return REG_FOUND;
    }
    return REG_NONE;
}

/* scc, vccz, execz, the GCN 1.4 apertures, lds_direct (OPF_LDS) */
static bool special_source(GP *p, GOp *op, unsigned flags)
{
    char name[25];
    /* (never fails: not required, too long names are ignored) */
    gp_name(p, name, sizeof name, "register name", false, true, true);
    gp_lower_str(name);
    op->r.start = op->r.end = 0;
    int code = find_ssrc(name, (p->am & A_GE14) != 0);
    if (code >= 0) {
        op->r.start = (uint16_t)code;
        op->r.end = (uint16_t)(code + 1);
        return true;
    }
    if ((flags & OPF_LDS) && (strcmp(name, "lds") == 0 || strcmp(name, "lds_direct") == 0 ||
                              strcmp(name, "src_lds_direct") == 0)) {
        op->r.start = 254;
        op->r.end = 255;
        return true;
    }
    return false;
}

bool gp_lit_open(GP *p, bool rewind)
{
    if (p->s + 4 < p->end && gp_lower(p->s[0]) == 'l' && gp_lower(p->s[1]) == 'i' &&
        gp_lower(p->s[2]) == 't' && (gp_isspace(p->s[3]) || p->s[3] == '(')) {
        const char *old = p->s;
        p->s += 3;
        const char *after = p->s;
        gp_skip(p);
        if (p->s < p->end && *p->s == '(') {
            p->s++;
            gp_skip(p);
            return true;
        }
        p->s = rewind ? old : after;
    }
    return false;
}

bool gp_lit_close(GP *p)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != ')') {
        gp_error(p, p->s, "expected ')' after the expression of lit()");
        return false;
    }
    p->s++;
    return true;
}

typedef enum { VAL_ERROR, VAL_INLINE, VAL_LITERAL, VAL_LATER } ValKind;

/* a float literal at p->s of type fptype, and its type suffix if any */
static bool read_float(GP *p, int fptype, uint32_t *bits)
{
    const char *err = NULL;
    size_t used = gcn_parse_float(p->s, p->end, fptype, bits, &err);
    if (used == 0) {
        gp_error(p, p->s, "%s", err);
        return false;
    }
    p->s += used;
    char suf = fptype == FLT_F16 ? 'h' : fptype == FLT_F32 ? 's' : 'l';
    if (p->s < p->end && gp_lower(*p->s) == suf)
        p->s++;
    return true;
}

static int float_type(unsigned flags)
{
    const unsigned tmask = flags & OPF_T_MASK;
    return tmask == OPF_T_F16 ? FLT_F16 : tmask == OPF_T_F64 ? FLT_F64 : FLT_F32;
}

/* a float literal at p->s: an inline constant when it is one of the
 * operand's type (--buggyFPLit: 0.0h and the single-precision constants,
 * whatever the type), else the bits of a literal */
static ValKind float_value(GP *p, GOp *op, unsigned flags, int fptype, bool aslit,
                           uint64_t *value)
{
    uint32_t bits = 0;
    if (!read_float(p, fptype, &bits))
        return VAL_ERROR;
    *value = bits;
    const bool g12 = (p->am & A_GE12) != 0;
    int code = -1;
    if (!aslit && p->ga->buggy_fplit)
        code = fptype == FLT_F16 ? (bits == 0 ? 128 : -1) :
               fptype == FLT_F32 ? inline_float_code(bits, FLT_F32, g12) : -1;
    else if (!aslit && fptype == float_type(flags))
        code = inline_float_code(bits, fptype, g12);
    if (code < 0)
        return VAL_LITERAL;
    op->r.start = (uint16_t)code;
    op->r.end = 0;
    return VAL_INLINE;
}

/* an expression: an inline integer (-16..64), a literal, or a value that
 * waits as a literal fixup */
static ValKind expr_value(GP *p, GOp *op, bool allow_expr, unsigned flags, bool aslit,
                          const char *exprplace, const char *regplace, uint64_t *value)
{
    Expr *e = NULL;
    EvalRes r = EV_OK;
    if (!plain_number(p, value)) {
        if (!parse_expr(p, &e))
            return VAL_ERROR;
        if (!e) {
            gp_error(p, exprplace, "expected an expression");
            return VAL_ERROR;
        }
        r = eval_abs_f(p, e, exprplace, value, allow_expr);
    }
    if (r == EV_ERROR)
        return VAL_ERROR;
    if (r == EV_LATER) {
        if (flags & OPF_ONLYINLINE) {
            literal_error(p, regplace, flags);
            return VAL_ERROR;
        }
        if (allow_expr) {
            op->expr = e;
            op->at = exprplace;
            if (!aslit && p->ninl < GCN_MAX_FIXUPS)
                p->inl[p->ninl++] = e;
        }
        op->r.start = 255;
        op->r.end = 0;
        op->value = 0;
        return VAL_LATER;
    }
    if (!aslit && *value <= 64) {
        op->r.start = (uint16_t)(128 + *value);
        op->r.end = 0;
        return VAL_INLINE;
    }
    if (!aslit && (int64_t)*value >= -16 && (int64_t)*value < 0) {
        op->r.start = (uint16_t)(192 - (int64_t)*value);
        op->r.end = 0;
        return VAL_INLINE;
    }
    return VAL_LITERAL;
}

/* a constant: [@] [lit(] float or expression [)] */
static bool constant_operand(GP *p, GOp *op, bool allow_expr, unsigned flags,
                             const char *negplace, const char *regplace)
{
    bool force_expr = false;
    if (p->s < p->end && *p->s == '@') {
        force_expr = true;
        p->s++;
        gp_skip(p);
    }
    if (p->s >= p->end || *p->s == ',') {
        gp_error(p, p->s, "expected an instruction operand");
        return false;
    }
    const char *exprplace = p->s;     /* (before lit: where messages point) */
    op->mods = 0;
    const bool aslit = gp_lit_open(p, false);
    if (aslit)
        negplace = p->s;
    uint64_t value = 0;
    int fptype;
    ValKind v;
    if (!force_expr && gcn_is_only_float(negplace, p->end, float_type(flags), &fptype)) {
        p->s = negplace;
        v = float_value(p, op, flags, fptype, aslit, &value);
    } else
        v = expr_value(p, op, allow_expr, flags, aslit, exprplace, regplace, &value);
    if (v == VAL_ERROR)
        return false;
    if (v == VAL_INLINE)
        return true;
    if (aslit && !gp_lit_close(p))
        return false;
    if (v == VAL_LATER)
        return true;
    if (flags & OPF_ONLYINLINE) {
        literal_error(p, regplace, flags);
        return false;
    }
    gp_range_warning(p, regplace, 32, value, true);
    op->r.start = 255;
    op->r.end = 0;
    op->value = (uint32_t)value;
    return true;
}

bool gp_operand_general(GP *p, GOp *op, bool allow_expr, unsigned n, unsigned flags)
{
    if (allow_expr)
        op->expr = NULL;
    if (p->ga->buggy_fplit && (flags & OPF_T_MASK) == OPF_T_F64)
        flags &= ~OPF_T_MASK;
    const unsigned optflags = flags & (OPF_UNALIGNED | OPF_READ | OPF_WRITE);
    if ((flags & ~OPF_UNALIGNED) == OPF_SREGS)
        return gp_sreg(p, &op->r, n, true, OPF_SYMREG | optflags);
    if ((flags & ~OPF_UNALIGNED) == OPF_VREGS)
        return gp_vreg(p, &op->r, n, true, OPF_SYMREG | optflags);
    if (flags & OPF_VOP3MODS)
        return operand_with_mods(p, op, allow_expr, n, flags);
    gp_skip(p);
    const char *negplace = p->s;
    if (flags & OPF_VOP3NEG)
        op->mods = 0;
    if ((flags & (OPF_WITHNEG | OPF_VOP3NEG)) && p->s < p->end && *p->s == '-') {
        p->s++;
        gp_skip(p);
        op->mods |= VOPM_NEG;
    }
    switch (operand_register(p, op, n, flags, optflags)) {
    case REG_FOUND: return true;
    case REG_ERROR: return false;
    case REG_NONE: break;
    }
    gp_skip(p);
    if (!(flags & OPF_SSOURCE)) {
        gp_error(p, p->s, "unknown operand");
        return false;
    }
    const char *regplace = p->s;
    if (special_source(p, op, flags))
        return true;
    p->s = negplace;
    return constant_operand(p, op, allow_expr, flags, negplace, regplace);
}

/* a literal value for v_madmk/v_madak (float or expression) */
bool gp_literal_imm(GP *p, uint32_t *value, Expr **exprp, unsigned typeflags)
{
    if (exprp)
        *exprp = NULL;
    gp_skip(p);
    int fptype;
    if (gcn_is_only_float(p->s, p->end, float_type(typeflags), &fptype))
        return read_float(p, fptype, value);
    return gp_imm(p, value, exprp, 32, true);
}

/* ---------------------------------------------------------------- VINTRP */

bool gp_vintrp_param(GP *p, GReg *r)
{
    gp_skip(p);
    const char *at = p->s;
    char name[5];
    if (!gp_name(p, name, sizeof name, "interpolation parameter", true, false, false))
        return false;
    gp_lower_str(name);
    static const char *const params[3] = { "p10", "p20", "p0" };
    for (unsigned i = 0; i < 3; i++)
        if (strcmp(params[i], name) == 0) {
            r->start = (uint16_t)i;
            r->end = (uint16_t)(i + 1);
            return true;
        }
    gp_error(p, at, "unknown interpolation parameter");
    return false;
}

bool gp_vintrp_attr(GP *p, uint8_t *attr)
{
    bool good = true, goodattr = true;
    gp_skip(p);
    const char *at = p->s;
    if (p->s + 4 > p->end) {
        gp_error(p, at, "expected 'attr'");
        good = goodattr = false;
    }
    if (goodattr) {
        if (!(gp_lower(p->s[0]) == 'a' && gp_lower(p->s[1]) == 't' && gp_lower(p->s[2]) == 't' &&
              gp_lower(p->s[3]) == 'r')) {
            while (p->s < p->end && *p->s != ' ')
                p->s++;
            gp_error(p, at, "expected 'attr'");
            good = goodattr = false;
        } else
            p->s += 4;
    }
    unsigned val = 0;
    if (goodattr) {
        const char *numat = p->s;
        if (!gp_byte(p, &val))
            good = goodattr = false;
        else if (val >= 64) {
            gp_error(p, numat, "attribute number out of range (0-63)");
            good = goodattr = false;
        }
    }
    if (goodattr) {
        gp_skip(p);
        if (p->s >= p->end || *p->s != '.') {
            gp_error(p, p->s, "expected '.' after the attribute number");
            good = goodattr = false;
        } else
            p->s++;
    }
    if (goodattr) {
        gp_skip(p);
        if (p->s >= p->end) {
            gp_error(p, p->s, "expected an attribute component");
            good = goodattr = false;
        }
    }
    char c = 0;
    if (goodattr) {
        c = gp_lower(*p->s);
        if (c != 'x' && c != 'y' && c != 'z' && c != 'w') {
            gp_error(p, p->s, "expected an attribute component");
            good = false;
        }
        p->s++;
    }
    *attr = (uint8_t)((val << 2) | (c == 'x' ? 0 : c == 'y' ? 1 : c == 'z' ? 2 : 3));
    return good;
}
