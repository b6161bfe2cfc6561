/* gcnquick.c - the operand readers gp_sreg, gp_vreg and gp_operand, which
 * read the common shapes at once: sN, vN, s[a:b], v[a:b], vcc, exec, m0
 * (and the _lo/_hi halves of vcc and exec), and plain decimal or
 * hexadecimal constants.  Most operands are one of these; the general
 * parser (gcnparse.c: gp_*_general) tries names, register variables,
 * symbolic ranges and expressions in turn before it gets to them.
 *
 * A shape is taken here only where the general parser gives the same
 * operand without a message: a shape with anything more (spaces inside a
 * range, an expression, a leading zero, a name that goes on), a value out
 * of range, a register count the instruction does not take, a register
 * variable that could take the name all go to the general parser, which
 * reads the operand from where it starts, as if nothing had been tried.
 */
#include "gcnint.h"

/* the scan is inlined into each reader with only the code of its shapes */
#define QUICK_INLINE static inline __attribute__((always_inline))

typedef enum { QS_NONE, QS_SGPR, QS_VGPR, QS_NAMED, QS_NUMBER } QuickShape;

typedef struct Quick {
    QuickShape shape;
    unsigned first, last;    /* registers (QS_NAMED: codes), inclusive */
    bool range;              /* s[a:b], v[a:b] */
    uint8_t counts;          /* QS_NAMED: bit n: an operand of n registers takes it */
    bool whole;              /* QS_NUMBER: a plain number (gq_plain_number): value */
    uint32_t value;
    const char *end;         /* after the shape */
} Quick;

/* the named scalar registers of every architecture: code, registers, and
 * the register counts (bit n) of the operands that take them besides 0 (m0
 * is also taken as a pair) */
typedef struct QuickName { char name[8]; uint8_t len, code, regs, counts; } QuickName;
static const QuickName quick_names[] = {
    { "vcc", 3, 106, 2, 1u << 2 }, { "vcc_lo", 6, 106, 1, 1u << 1 },
    { "vcc_hi", 6, 107, 1, 1u << 1 }, { "exec", 4, 126, 2, 1u << 2 },
    { "exec_lo", 7, 126, 1, 1u << 1 }, { "exec_hi", 7, 127, 1, 1u << 1 },
    { "m0", 2, 124, 1, (1u << 1) | (1u << 2) },
};

/* a bound of a range: a plain decimal (no leading zero) right before ':'
 * or ']' (where the general parser takes it as such too); NULL if not so */
QUICK_INLINE const char *quick_bound(const char *s, const char *end, unsigned *v)
{
    if (s + 1 >= end || !gp_isdigit(s[0]))
        return NULL;
    unsigned x = (unsigned)(s[0] - '0');
    if (gp_isdigit(s[1])) {
        if (x == 0 || s + 2 >= end)
            return NULL;
        x = x * 10 + (unsigned)(s[1] - '0');
        s++;
        if (gp_isdigit(s[1])) {
            if (s + 2 >= end)
                return NULL;
            x = x * 10 + (unsigned)(s[1] - '0');
            s++;
        }
    }
    s++;
    *v = x;
    return (*s == ':' || *s == ']') ? s : NULL;
}

/* sN, vN (a register number as gp_byte reads it, below 256, not followed by
 * a name), s[..] or v[..] after the prefix letter at s */
QUICK_INLINE void quick_gpr(const char *s, const char *end, QuickShape shape, Quick *q)
{
    s++;
    if (s >= end)
        return;
    if (*s == '[') {
        s = quick_bound(s + 1, end, &q->first);
        if (!s)
            return;
        q->last = q->first;
        if (*s == ':' && !(s = quick_bound(s + 1, end, &q->last)))
            return;
        if (*s != ']' || q->last < q->first)
            return;
        q->range = true;
        s++;
    } else {
        if (!gp_isdigit(*s))
            return;
        unsigned v = 0;
        for (; s < end && gp_isdigit(*s); s++) {
            v = v * 10 + (unsigned)(*s - '0');
            if (v >= 256)
                return;
        }
        if (gp_name_goes_on(s, end))
            return;
        q->first = q->last = v;
    }
    q->shape = shape;
    q->end = s;
}

/* the named register at s (the end of its name at *after): its row of
 * quick_names, -1 if none */
static int quick_named(const char *s, const char *end, const char **after)
{
    const char *e = s;
    while (e < end && gp_namechar(*e))
        e++;
    const size_t len = (size_t)(e - s);
    if (e < end && *e == '[')
        return -1;
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(quick_names); i++) {
        const QuickName *n = &quick_names[i];
        if (n->len == len && gp_lower_eq(s, n->name, len)) {
            *after = e;
            return (int)i;
        }
    }
    return -1;
}

QUICK_INLINE void quick_take_named(const char *s, const char *end, Quick *q)
{
    const char *e;
    const int i = quick_named(s, end, &e);
    if (i < 0)
        return;
    const QuickName *n = &quick_names[i];
    q->shape = QS_NAMED;
    q->first = n->code;
    q->last = n->code + n->regs - 1u;
    q->counts = (uint8_t)(n->counts | 1u);
    q->end = e;
}

size_t gq_plain_number(const char *s, const char *end, uint64_t *value)
{
    uint64_t v = 0;
    const char *d = s;
    bool hex = false;
    if (s + 2 < end && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        hex = true;
        for (d = s + 2; d < end && d - s < 10; d++) {
            const char c = gp_lower(*d);
            const unsigned x = gp_isdigit(c) ? (unsigned)(c - '0') :
                               (c >= 'a' && c <= 'f') ? (unsigned)(c - 'a' + 10) : 16u;
            if (x == 16)
                break;
            v = v * 16 + x;
        }
        if (d == s + 2)
            return 0;
    } else {
        while (d < end && gp_isdigit(*d) && d - s < 11)
            v = v * 10 + (uint64_t)(*d++ - '0');
        if (d == s || (*s == '0' && d - s > 1) || v > UINT32_MAX)
            return 0;
    }
    const char *t = d;
    while (t < end && (*t == ' ' || *t == '\t'))
        t++;
    if (t < end && *t != ',' && (hex || (*t != ']' && *t != ':' && *t != ')')))
        return 0;
    *value = v;
    return (size_t)(d - s);
}

/* The shape at p->s (after spaces), of the kinds `want` (QW_*) reads; a
 * text that begins with a digit is QS_NUMBER (read only with QW_NUMBER:
 * to the other readers it is no register). */
enum { QW_SGPR = 1, QW_VGPR = 2, QW_NAMED = 4, QW_NUMBER = 8 };

QUICK_INLINE void quick_scan(const GP *p, Quick *q, unsigned want)
{
    q->shape = QS_NONE;
    q->range = false;
    const char *s = p->s, *end = p->end;
    while (s < end && (*s == ' ' || *s == '\t'))
        s++;
    if (s >= end)
        return;
    const char c = gp_lower(*s);
    if (c == 's') {
        if (want & QW_SGPR)
            quick_gpr(s, end, QS_SGPR, q);
    } else if (c == 'v') {
        if (want & QW_VGPR)
            quick_gpr(s, end, QS_VGPR, q);
        if (q->shape == QS_NONE && (want & QW_NAMED))
            quick_take_named(s, end, q);
    } else if (gp_isdigit(c)) {
        q->shape = QS_NUMBER;
        if (want & QW_NUMBER) {
            uint64_t v = 0;
            const size_t n = gq_plain_number(s, end, &v);
            q->whole = n != 0;
            q->value = (uint32_t)v;
            q->end = s + n;
        }
    } else if ((c == 'e' || c == 'm') && (want & QW_NAMED))
        quick_take_named(s, end, q);
}

/* registers of the shape an operand of n registers (0: any) takes */
static inline bool quick_fits(const GP *p, const Quick *q, unsigned n, unsigned flags)
{
    if (q->shape == QS_NAMED)
        return n <= 2 && ((q->counts >> n) & 1u);
    if (q->shape == QS_SGPR &&
        (q->last >= gp_sgpr_limit(p) ||
         (q->range && gp_sgprs_misaligned(p, q->first, q->last, flags))))
        return false;
    if (q->shape == QS_VGPR && q->last >= 256)
        return false;
    return n == 0 || n == q->last - q->first + 1;
}

static inline void quick_take(GP *p, const Quick *q, GReg *r)
{
    const unsigned base = q->shape == QS_VGPR ? 256 : 0;
    r->start = (uint16_t)(base + q->first);
    r->end = (uint16_t)(base + q->last + 1);
    p->s = q->end;
}

bool gp_sreg(GP *p, GReg *r, unsigned n, bool required, unsigned flags)
{
    Quick q;
    quick_scan(p, &q, QW_SGPR | QW_NAMED);
    if (q.shape == QS_NUMBER && !required) {
        r->start = r->end = 0;          /* no register; nothing read */
        return true;
    }
    if ((q.shape == QS_SGPR || q.shape == QS_NAMED) && quick_fits(p, &q, n, flags)) {
        quick_take(p, &q, r);
        return true;
    }
    return gp_sreg_general(p, r, n, required, flags);
}

bool gp_vreg(GP *p, GReg *r, unsigned n, bool required, unsigned flags)
{
    Quick q;
    quick_scan(p, &q, QW_VGPR);
    if (q.shape == QS_NUMBER && !required) {
        r->start = r->end = 0;
        return true;
    }
    if (q.shape == QS_VGPR && quick_fits(p, &q, n, 0)) {
        quick_take(p, &q, r);
        return true;
    }
    return gp_vreg_general(p, r, n, required, flags);
}

/* a scalar register variable could have the name of a VGPR */
static bool have_regvars(GP *p)
{
    if (p->regvars == 0)        /* (asked once per statement) */
        p->regvars = (p->ga->ectx && p->ga->ectx->symtab &&
                      symtab_nregvars(p->ga->ectx->symtab) != 0) ? 2 : 1;
    return p->regvars == 2;
}

bool gp_operand(GP *p, GOp *op, bool allow_expr, unsigned n, unsigned flags)
{
    if (flags & OPF_WITHNEG)
        return gp_operand_general(p, op, allow_expr, n, flags);
    Quick q;
    quick_scan(p, &q, QW_SGPR | QW_VGPR | QW_NAMED | QW_NUMBER);
    const unsigned optflags = flags & (OPF_UNALIGNED | OPF_READ | OPF_WRITE);
    bool take = false;
    switch (q.shape) {
    case QS_SGPR:
    case QS_NAMED:
        take = (flags & OPF_SREGS) && quick_fits(p, &q, n, optflags);
        break;
    case QS_VGPR:
        /* (scalar registers are asked first, where there are any) */
        take = (flags & OPF_VREGS) && quick_fits(p, &q, n, 0) &&
               (!(flags & OPF_SREGS) || !have_regvars(p));
        break;
    case QS_NUMBER:
        /* an inline constant (0..64) or a literal, no source modifier, as
         * the general parser's constant_operand gives it */
        if ((flags & OPF_SSOURCE) && q.whole && (q.value <= 64 || !(flags & OPF_ONLYINLINE))) {
            if (allow_expr)
                op->expr = NULL;
            op->mods = 0;
            op->r.start = (uint16_t)(q.value <= 64 ? 128 + q.value : 255);
            op->r.end = 0;
            if (q.value > 64)
                op->value = q.value;
            p->s = q.end;
            return true;
        }
        break;
    default:
        break;
    }
    if (!take)
        return gp_operand_general(p, op, allow_expr, n, flags);
    if (allow_expr)
        op->expr = NULL;
    if (flags & (OPF_VOP3MODS | OPF_VOP3NEG))
        op->mods = 0;
    quick_take(p, &q, &op->r);
    return true;
}
