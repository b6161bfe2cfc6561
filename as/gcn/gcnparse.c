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

/* clrxasm's "Value X truncated to Y" rule */
void gp_range_warning(GP *p, const char *at, unsigned bits, uint64_t value, bool is_signed)
{
    if (bits >= 64)
        return;
    if (is_signed) {
        int64_t v = (int64_t)value;
        if (!(v >= (int64_t)(1ULL << bits) || v < -(int64_t)(1ULL << (bits - 1))))
            return;
    } else if (value < (1ULL << bits))
        return;
    gp_warning(p, at, "value 0x%llx truncated to 0x%llx", (unsigned long long)value,
               (unsigned long long)(value & ((1ULL << bits) - 1)));
}

/* ---------------------------------------------------------------- lexical */

bool gp_comma(GP *p)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != ',') {
        gp_error(p, p->s, "expected ',' before the next operand");
        return false;
    }
    p->s++;
    return true;
}

bool gp_try_comma(GP *p, bool *have)
{
    gp_skip(p);
    *have = false;
    if (p->s < p->end && *p->s == ',') {
        p->s++;
        *have = true;
    }
    return true;
}

bool gp_end(GP *p)
{
    gp_skip(p);
    if (p->s < p->end) {
        gp_error(p, p->s, "unexpected text after the operands");
        return false;
    }
    return true;
}

static bool name_start(char c) { return gp_isalpha(c) || c == '_' || c == '.'; }
static bool name_char(char c) { return gp_isalnum(c) || c == '_' || c == '.'; }

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

static void lower_str(char *s)
{
    for (; *s; s++)
        *s = gp_lower(*s);
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
        if (lit)
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
    if (!parse_expr(p, &e))
        return false;
    if (!e) {
        gp_error(p, at, "expected an expression");
        return false;
    }
    uint64_t v = 0;
    EvalRes r = eval_abs_f(p, e, at, &v, bits == 32 && exprp);
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

static unsigned max_sgprs_addr(const GP *p)
{
    if (p->am & A_G14)
        return 102;
    if (p->am & A_G15)
        return 106;
    return (p->am & A_G12) ? 102 : 104;
}

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

/* "[first:last]" or "[first]" after a register prefix; s points at '[' */
static bool parse_bracket_range(GP *p, const char *place, const char *unterminated,
                                uint64_t *v1, uint64_t *v2)
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
        gp_error(p, place, "%s", unterminated);
        return false;
    }
    p->s++;
    return true;
}

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
    if (sym && sym->regrange) {
        unsigned rs = GCN_REGRANGE_START(sym->value);
        unsigned re = GCN_REGRANGE_END(sym->value);
        bool isv = rs >= 256 && re >= 256;
        bool iss = rs < 128 && re < 128;
        bool isss = rs >= 128 && rs < 255;
        if (((flags & OPF_VREGS) && isv) || ((flags & OPF_SREGS) && iss) ||
            ((flags & OPF_SSOURCE) && isss)) {
            p->s += nl;
            gp_skip(p);
            bool constlit = is_const_literal_code(rs, p->am);
            if (p->s < p->end && *p->s == '[') {
                uint64_t v1, v2;
                if (!parse_bracket_range(p, place, "unterminated register range", &v1, &v2))
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
            if (!constlit) {
                if (n != 0 && n != re - rs) {
                    regs_required(p, place, kind, n);
                    return false;
                }
                if (rs < max_sgprs_addr(p)) {
                    if ((flags & OPF_UNALIGNED) == 0) {
                        if ((re - rs == 2 && (rs & 1)) || (re - rs > 2 && (rs & 3))) {
                            gp_error(p, place, "unaligned scalar register range");
                            return false;
                        }
                    } else if (!(p->am & A_G15) && (flags & OPF_UNALIGNED) == OPF_SGPRUNAL) {
                        if ((rs & 0xfc) != ((re - 1) & 0xfc)) {
                            gp_error(p, place, "scalar register range crosses two register lines");
                            return false;
                        }
                    }
                }
                r->start = (uint16_t)rs;
                r->end = (uint16_t)re;
            } else {
                r->start = (uint16_t)rs;
                r->end = 0;
            }
            return true;
        }
    }
    if (regs_expected(p, place, kind, n, required))
        return false;
    r->start = r->end = 0;
    p->s = old;
    return true;
}

bool gp_vreg(GP *p, GReg *r, unsigned n, bool required, unsigned flags)
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
            if (p->s >= p->end || (!gp_isalpha(*p->s) && *p->s != '_' && *p->s != '$' &&
                                   *p->s != '.')) {
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
        if (flags & OPF_SYMREG)
            return symregrange(p, r, n, required, OPF_VREGS | (flags & (OPF_READ | OPF_WRITE)));
        if (regs_expected(p, place, "vector", n, required))
            return false;
        r->start = r->end = 0;
        p->s = old;
        return true;
    }
    p->s++;   /* 'v' */
    uint64_t v1, v2;
    if (!parse_bracket_range(p, place, "unterminated vector register range", &v1, &v2))
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
        GReg r = { 0, 0 };
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

bool gp_sreg(GP *p, GReg *r, unsigned n, bool required, unsigned flags)
{
    const char *old = p->s;
    gp_skip(p);
    const char *place = p->s;
    if (p->s >= p->end) {
        if (regs_expected(p, place, "scalar", n, required))
            return false;
        r->start = r->end = 0;
        p->s = old;
        return true;
    }
    const bool g11no5 = (p->am & (A_G11 | A_G124)) != 0;
    const bool g14 = (p->am & A_GE14) != 0;
    const bool g15 = (p->am & A_G15) != 0;
    const unsigned ttmpsize = g14 ? 16 : 12;
    const unsigned ttmpstart = g14 ? 108 : 112;
    const unsigned maxs = max_sgprs_addr(p);
    bool range = false, ttmp = false, single = false, dbl = false, special = false;
    const char *oldplace = p->s;
    if (p->s + 4 < p->end && gp_lower(p->s[0]) == 't' && gp_lower(p->s[1]) == 't' &&
        gp_lower(p->s[2]) == 'm' && gp_lower(p->s[3]) == 'p') {
        single = ttmp = true;
        p->s += 4;
    } else if (gp_lower(p->s[0]) == 's' && p->s + 1 != p->end) {
        single = true;
        p->s++;
    }
    if (single) {
        if (gp_isdigit(*p->s)) {
            unsigned v;
            if (!gp_byte(p, &v))
                return false;
            if (p->s >= p->end || (!gp_isalpha(*p->s) && *p->s != '_' && *p->s != '$' &&
                                   *p->s != '.')) {
                if (!ttmp) {
                    if (v >= maxs) {
                        gp_error(p, place, "scalar register number out of range");
                        return false;
                    }
                } else if (v >= ttmpsize) {
                    gp_error(p, place, g14 ? "TTMP register number out of range (0-15)"
                                           : "TTMP register number out of range (0-11)");
                    return false;
                }
                if (n != 0 && n != 1) {
                    regs_required(p, p->s, "scalar", n);
                    return false;
                }
                if (!ttmp) {
                    r->start = (uint16_t)v;
                    r->end = (uint16_t)(v + 1);
                } else {
                    r->start = (uint16_t)(ttmpstart + v);
                    r->end = (uint16_t)(ttmpstart + v + 1);
                }
                return true;
            }
            p->s = oldplace;
        } else if (*p->s == '[')
            range = true;
        else
            p->s = oldplace;
    }
    if (!range) {
        const char *oldname = p->s;
        char name[20];
        name[0] = 0;
        if (p->s >= p->end || *p->s != '@') {
            if (!gp_name(p, name, sizeof name, "register name", required, true, false))
                return false;
        }
        lower_str(name);
        if (g15 && strcmp(name, "null") == 0) {
            r->start = 125;
            r->end = 126;
            return true;
        }
        size_t suffix = 0;
        unsigned loreg = 0;
        if (name[0] == 'v' && name[1] == 'c' && name[2] == 'c') {
            suffix = 3;
            loreg = 106;
            special = true;
        } else if (strncmp(name, "exec", 4) == 0) {
            suffix = 4;
            loreg = 126;
        } else if (!g14 && name[0] == 't') {
            if (name[1] == 'b' && name[2] == 'a') {
                suffix = 3;
                loreg = 108;
            } else if (name[1] == 'm' && name[2] == 'a') {
                suffix = 3;
                loreg = 110;
            }
        } else if (name[0] == 'm' && name[1] == '0' && name[2] == 0) {
            if (n != 0 && n != 1 && n != 2) {
                regs_required(p, place, "scalar", n);
                return false;
            }
            r->start = 124;
            r->end = 125;
            return true;
        } else if (g11no5) {
            if (strncmp(name, "flat_scratch", 12) == 0) {
                suffix = 12;
                loreg = (p->am & A_G124) ? 102 : 104;
                special = true;
            } else if ((p->am & A_G124) && strncmp(name, "xnack_mask", 10) == 0) {
                suffix = 10;
                loreg = 104;
                special = true;
            }
        }
        bool trysym = true;
        if (suffix != 0) {
            if (name[suffix] == '_') {
                bool lohi = false;
                if (strcmp(name + suffix + 1, "lo") == 0) {
                    r->start = (uint16_t)loreg;
                    r->end = (uint16_t)(loreg + 1);
                    lohi = true;
                } else if (strcmp(name + suffix + 1, "hi") == 0) {
                    r->start = (uint16_t)(loreg + 1);
                    r->end = (uint16_t)(loreg + 2);
                    lohi = true;
                }
                if (lohi) {
                    if (n != 0 && n != 1) {
                        regs_required(p, place, "scalar", n);
                        return false;
                    }
                    return true;
                }
            } else if (name[suffix] == 0) {
                r->start = (uint16_t)loreg;
                r->end = (uint16_t)(loreg + 2);
                if (p->s >= p->end || *p->s != '[') {
                    if (n != 0 && n != 2) {
                        regs_required(p, place, "scalar", n);
                        return false;
                    }
                    return true;
                }
                range = true;
                dbl = true;
                trysym = false;
            }
        }
        (void)special;
        if (trysym) {
            p->s = oldname;
            if (flags & OPF_SYMREG)
                return symregrange(p, r, n, required,
                                   OPF_SREGS | (flags & (OPF_READ | OPF_WRITE | OPF_UNALIGNED)));
            if (regs_expected(p, place, "scalar", n, required))
                return false;
            r->start = r->end = 0;
            p->s = old;
            return true;
        }
    }
    uint64_t v1, v2;
    {
        /* p->s at '[' */
        const char *unterm = ttmp ? "unterminated TTMP register range"
                                  : "unterminated scalar register range";
        p->s++;
        gp_skip(p);
        if (!gp_absval(p, &v1, true))
            return false;
        gp_skip(p);
        if (p->s >= p->end || (*p->s != ':' && *p->s != ']')) {
            gp_error(p, place, "%s", unterm);
            return false;
        }
        if (*p->s == ':') {
            p->s++;
            gp_skip(p);
            if (!gp_absval(p, &v2, true))
                return false;
        } else
            v2 = v1;
        gp_skip(p);
        if (p->s >= p->end || *p->s != ']') {
            gp_error(p, place, "%s", dbl ? "unterminated double register range" : unterm);
            return false;
        }
        p->s++;
    }
    if (!ttmp && !dbl) {
        if (v2 < v1) {
            gp_error(p, place, "illegal scalar register range");
            return false;
        }
        if (v1 >= maxs || v2 >= maxs) {
            gp_error(p, place, "scalar register number out of range");
            return false;
        }
    } else if (!dbl) {
        if (v2 < v1) {
            gp_error(p, place, "illegal TTMP register range");
            return false;
        }
        if (v1 >= ttmpsize || v2 >= ttmpsize) {
            gp_error(p, place, g14 ? "TTMP register number out of range (0-15)"
                                   : "TTMP register number out of range (0-11)");
            return false;
        }
    } else {
        if (v2 < v1) {
            gp_error(p, place, "illegal register range");
            return false;
        }
        if (v1 >= 2 || v2 >= 2) {
            gp_error(p, place, "register number out of range (0-1)");
            return false;
        }
    }
    if (n != 0 && n != v2 - v1 + 1) {
        regs_required(p, place, "scalar", n);
        return false;
    }
    if (!ttmp && !dbl) {
        if ((flags & OPF_UNALIGNED) == 0) {
            if ((v2 - v1 == 1 && (v1 & 1)) || (v2 - v1 > 1 && (v1 & 3))) {
                gp_error(p, place, "unaligned scalar register range");
                return false;
            }
        } else if (!g15 && (flags & OPF_UNALIGNED) == OPF_SGPRUNAL) {
            if ((v1 & 0xfc) != (v2 & 0xfc)) {
                gp_error(p, place, "scalar register range crosses two register lines");
                return false;
            }
        }
        r->start = (uint16_t)v1;
        r->end = (uint16_t)(v2 + 1);
    } else if (!dbl) {
        r->start = (uint16_t)(ttmpstart + v1);
        r->end = (uint16_t)(ttmpstart + v2 + 1);
    } else {
        unsigned base = r->start;
        r->start = (uint16_t)(base + v1);
        r->end = (uint16_t)(base + v2 + 1);
    }
    return true;
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

bool gp_operand(GP *p, GOp *op, bool allow_expr, unsigned n, unsigned flags)
{
    const bool g12 = (p->am & A_GE12) != 0;
    const bool g14 = (p->am & A_GE14) != 0;
    if (allow_expr)
        op->expr = NULL;
    if (p->ga->buggy_fplit && (flags & OPF_T_MASK) == OPF_T_F64)
        flags &= ~OPF_T_MASK;
    const unsigned optflags = flags & (OPF_UNALIGNED | OPF_READ | OPF_WRITE);
    if ((flags & ~OPF_UNALIGNED) == OPF_SREGS)
        return gp_sreg(p, &op->r, n, true, OPF_SYMREG | optflags);
    if ((flags & ~OPF_UNALIGNED) == OPF_VREGS)
        return gp_vreg(p, &op->r, n, true, OPF_SYMREG | optflags);

    if (flags & OPF_VOP3MODS) {
        op->mods = 0;
        gp_skip(p);
        if (p->s < p->end && *p->s == '@')
            return gp_operand(p, op, allow_expr, n, flags & ~OPF_VOP3MODS);
        if (g12 && !(flags & (OPF_NOSEXT | OPF_VOP3P)) && p->s + 4 <= p->end &&
            ascii_strncasecmp(p->s, "sext", 4) == 0) {
            p->s += 4;
            gp_skip(p);
            if (p->s < p->end && *p->s == '(') {
                op->mods |= VOPM_SEXT;
                p->s++;
            } else {
                gp_error(p, p->s, "expected '(' after sext");
                return false;
            }
        }
        const char *negat = p->s;
        if (p->s < p->end && *p->s == '-') {
            op->mods |= VOPM_NEG;
            p->s++;
            gp_skip(p);
        }
        bool llvmabs = false;
        if (p->s + 3 <= p->end && !(flags & OPF_VOP3P) && gp_lower(p->s[0]) == 'a' &&
            gp_lower(p->s[1]) == 'b' && gp_lower(p->s[2]) == 's') {
            p->s += 3;
            gp_skip(p);
            if (p->s < p->end && *p->s == '(') {
                op->mods |= VOPM_ABS;
                p->s++;
            } else {
                gp_error(p, p->s, "expected '(' after abs");
                return false;
            }
        } else if (p->s < p->end && *p->s == '|') {
            p->s++;
            gp_skip(p);
            op->mods |= VOPM_ABS;
            llvmabs = true;
        }
        bool good;
        if ((op->mods & (VOPM_NEG | VOPM_ABS)) != VOPM_NEG)
            good = gp_operand(p, op, allow_expr, n, flags & ~OPF_VOP3MODS);
        else {
            p->s = negat;
            good = gp_operand(p, op, allow_expr, n, (flags & ~OPF_VOP3MODS) | OPF_WITHNEG);
        }
        if (op->mods & VOPM_ABS) {
            gp_skip(p);
            if (p->s < p->end && ((*p->s == ')' && !llvmabs) || (*p->s == '|' && llvmabs)))
                p->s++;
            else {
                gp_error(p, p->s, "unterminated abs() modifier");
                return false;
            }
        }
        if (op->mods & VOPM_SEXT) {
            gp_skip(p);
            if (p->s < p->end && *p->s == ')')
                p->s++;
            else {
                gp_error(p, p->s, "unterminated sext() modifier");
                return false;
            }
        }
        return good;
    }

    gp_skip(p);
    const char *negplace = p->s;
    if (flags & OPF_VOP3NEG)
        op->mods = 0;
    if (flags & (OPF_WITHNEG | OPF_VOP3NEG)) {
        if (p->s < p->end && *p->s == '-') {
            p->s++;
            gp_skip(p);
            op->mods |= VOPM_NEG;
        }
    }
    if (flags & OPF_SREGS) {
        if (!gp_sreg(p, &op->r, n, false, optflags))
            return false;
        if (greg_ok(op->r))
            return true;
    }
    if (flags & OPF_VREGS) {
        if (!gp_vreg(p, &op->r, n, false, optflags))
            return false;
        if (greg_ok(op->r))
            return true;
    }
    if (flags & (OPF_SREGS | OPF_VREGS)) {
        if (!symregrange(p, &op->r, n, false,
                         (flags & (OPF_SREGS | OPF_VREGS | OPF_SSOURCE)) | optflags))
            return false;
        if (greg_ok(op->r))
            return true;
    }
    gp_skip(p);
    if (!(flags & OPF_SSOURCE)) {
        gp_error(p, p->s, "unknown operand");
        return false;
    }
    const char *regplace = p->s;
    {
        char name[25];
        if (gp_name(p, name, sizeof name, "register name", false, true, true)) {
            lower_str(name);
            op->r.start = op->r.end = 0;
            int code = find_ssrc(name, g14);
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
            p->s = negplace;
        }
    }
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
    const char *exprplace = p->s;
    uint64_t value = 0;
    op->mods = 0;
    bool later = false, aslit = false;
    if (p->s + 4 < p->end && gp_lower(p->s[0]) == 'l' && gp_lower(p->s[1]) == 'i' &&
        gp_lower(p->s[2]) == 't' && (gp_isspace(p->s[3]) || p->s[3] == '(')) {
        p->s += 3;
        const char *after = p->s;
        gp_skip(p);
        if (p->s < p->end && *p->s == '(') {
            aslit = true;
            p->s++;
            gp_skip(p);
            negplace = p->s;
        } else
            p->s = after;
    }
    const int tmask = (int)(flags & OPF_T_MASK);
    const int deftype = tmask == OPF_T_F16 ? FLT_F16 : tmask == OPF_T_F64 ? FLT_F64 : FLT_F32;
    int fptype;
    if (!force_expr && gcn_is_only_float(negplace, p->end, deftype, &fptype)) {
        p->s = negplace;
        const char *err = NULL;
        uint32_t bits = 0;
        size_t used = gcn_parse_float(p->s, p->end, fptype, &bits, &err);
        if (used == 0) {
            gp_error(p, p->s, "%s", err);
            return false;
        }
        p->s += used;
        value = bits;
        char suf = fptype == FLT_F16 ? 'h' : fptype == FLT_F32 ? 's' : 'l';
        if (p->s < p->end && gp_lower(*p->s) == suf)
            p->s++;
        if (!aslit && p->ga->buggy_fplit) {
            if (fptype == FLT_F16 && value == 0) {
                op->r.start = 128;
                op->r.end = 0;
                return true;
            }
            if (fptype == FLT_F32) {
                int c = inline_float_code((uint32_t)value, FLT_F32, g12);
                if (c >= 0) {
                    op->r.start = (uint16_t)c;
                    op->r.end = 0;
                    return true;
                }
            }
        }
        if (!p->ga->buggy_fplit && !aslit && fptype == deftype) {
            int c = inline_float_code((uint32_t)value, deftype, g12);
            if (c >= 0) {
                op->r.start = (uint16_t)c;
                op->r.end = 0;
                return true;
            }
        }
    } else {
        Expr *e;
        if (!parse_expr(p, &e))
            return false;
        if (!e) {
            gp_error(p, exprplace, "expected an expression");
            return false;
        }
        EvalRes r = eval_abs_f(p, e, exprplace, &value, allow_expr);
        if (r == EV_ERROR)
            return false;
        if (r == EV_LATER) {
            if (flags & OPF_ONLYINLINE) {
                literal_error(p, regplace, flags);
                return false;
            }
            if (allow_expr) {
                op->expr = e;
                op->at = exprplace;
            }
            op->r.start = 255;
            op->r.end = 0;
            op->value = 0;
            later = true;
        }
        if (!aslit && !later) {
            if (value <= 64) {
                op->r.start = (uint16_t)(128 + value);
                op->r.end = 0;
                return true;
            }
            if ((int64_t)value >= -16 && (int64_t)value < 0) {
                op->r.start = (uint16_t)(192 - (int64_t)value);
                op->r.end = 0;
                return true;
            }
        }
    }
    if (aslit) {
        gp_skip(p);
        if (p->s >= p->end || *p->s != ')') {
            gp_error(p, p->s, "expected ')' after the expression of lit()");
            return false;
        }
        p->s++;
    }
    if (later)
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

/* a literal value for v_madmk/v_madak (float or expression) */
bool gp_literal_imm(GP *p, uint32_t *value, Expr **exprp, unsigned typeflags)
{
    if (exprp)
        *exprp = NULL;
    gp_skip(p);
    const int tmask = (int)(typeflags & OPF_T_MASK);
    const int deftype = tmask == OPF_T_F16 ? FLT_F16 : tmask == OPF_T_F64 ? FLT_F64 : FLT_F32;
    int fptype;
    if (gcn_is_only_float(p->s, p->end, deftype, &fptype)) {
        const char *err = NULL;
        uint32_t bits = 0;
        size_t used = gcn_parse_float(p->s, p->end, fptype, &bits, &err);
        if (used == 0) {
            gp_error(p, p->s, "%s", err);
            return false;
        }
        p->s += used;
        char suf = fptype == FLT_F16 ? 'h' : fptype == FLT_F32 ? 's' : 'l';
        if (p->s < p->end && gp_lower(*p->s) == suf)
            p->s++;
        *value = bits;
        return true;
    }
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
    lower_str(name);
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
