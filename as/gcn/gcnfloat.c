/* gcnfloat.c - floating-point literals of GCN operands: recognising a
 * float (as opposed to an integer expression) and converting decimal or
 * hexadecimal text to half, single or the high dword of a double, rounded to
 * nearest even from the exact decimal value.
 */
#include <fenv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gcnint.h"

static int suffix_type(const char *s, const char *end, int deftype)
{
    if (s == end)
        return deftype;
    char c = gp_lower(*s);
    if (c == 'l')
        return FLT_F64;
    if (c == 's')
        return FLT_F32;
    if (c == 'h')
        return FLT_F16;
    return deftype;
}

static bool isxdig(char c)
{
    return gp_isdigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Is the text at s a float (has a '.', or an exponent), not an integer? */
bool gcn_is_only_float(const char *s, const char *end, int deftype, int *type)
{
    if (s == end)
        return false;
    if (*s == '-' || *s == '+')
        s++;
    if (s + 2 < end && *s == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s += 2;
        const char *before = s;
        while (s != end && isxdig(*s))
            s++;
        const char *point = s;
        if (s == end || *s != '.') {
            if (before != point && s != end && (*s == 'p' || *s == 'P')) {
                s++;
                if (s != end && (*s == '-' || *s == '+'))
                    s++;
                const char *ex = s;
                while (s != end && gp_isdigit(*s))
                    s++;
                if (s != ex) {
                    *type = suffix_type(s, end, deftype);
                    return true;
                }
            }
            return false;
        }
        s++;
        while (s != end && isxdig(*s))
            s++;
        const char *after = s;
        if (point != before || after != point + 1) {
            if (before != point && s != end && (*s == 'p' || *s == 'P')) {
                s++;
                if (s != end && (*s == '-' || *s == '+'))
                    s++;
                while (s != end && gp_isdigit(*s))
                    s++;
            }
            *type = suffix_type(s, end, deftype);
            return true;
        }
        return false;
    }
    const char *before = s;
    while (s != end && gp_isdigit(*s))
        s++;
    const char *point = s;
    if (s == end || *s != '.') {
        if (before != point && s != end && (*s == 'e' || *s == 'E')) {
            s++;
            if (s != end && (*s == '-' || *s == '+'))
                s++;
            const char *ex = s;
            while (s != end && gp_isdigit(*s))
                s++;
            if (s != ex) {
                *type = suffix_type(s, end, deftype);
                return true;
            }
        }
        return false;
    }
    s++;
    while (s != end && gp_isdigit(*s))
        s++;
    const char *after = s;
    if (point != before || after != point + 1) {
        if (before != point && s != end && (*s == 'e' || *s == 'E')) {
            s++;
            if (s != end && (*s == '-' || *s == '+'))
                s++;
            while (s != end && gp_isdigit(*s))
                s++;
        }
        *type = suffix_type(s, end, deftype);
        return true;
    }
    return false;
}

/* Round |x| (a finite non-negative double) to a float format with ebits
 * exponent and mbits mantissa bits, round to nearest even.  Returns false on
 * overflow.  *midpoint tells whether x lay exactly half-way. */
static bool round_to(double x, int ebits, int mbits, uint64_t *out, bool *midpoint)
{
    *midpoint = false;
    if (x == 0) {
        *out = 0;
        return true;
    }
    const int bias = (1 << (ebits - 1)) - 1;
    const int emin = 1 - bias;            /* exponent of the smallest normal */
    int e;
    (void)frexp(x, &e);                   /* x = m * 2^e, 0.5 <= m < 1 */
    int exp = e - 1;                      /* x = 1.f * 2^exp */
    int shift;                            /* bits of the result's integer scale */
    if (exp < emin)
        shift = emin - mbits;             /* denormal: quantum 2^(emin-mbits) */
    else
        shift = exp - mbits;
    double q = ldexp(x, -shift);          /* exact (power of two scaling) */
    double fl = floor(q);
    double frac = q - fl;
    uint64_t iq = (uint64_t)fl;
    if (frac > 0.5 || (frac == 0.5 && (iq & 1)))
        iq++;
    if (frac == 0.5)
        *midpoint = true;
    /* iq * 2^shift */
    uint64_t bits;
    if (exp < emin) {
        if (iq >> mbits) {                /* rounded up into the normals */
            bits = ((uint64_t)1 << mbits);    /* exponent field 1, mantissa 0 */
        } else
            bits = iq;
    } else {
        int ex = exp;
        if (iq >> (mbits + 1)) {
            iq >>= 1;
            ex++;
        }
        if (ex > bias)
            return false;
        bits = ((uint64_t)(ex + bias) << mbits) | (iq & (((uint64_t)1 << mbits) - 1));
    }
    *out = bits;
    return true;
}

static double strtod_mode(const char *buf, int mode)
{
    int old = fegetround();
    fesetround(mode);
    double d = strtod(buf, NULL);
    fesetround(old);
    return d;
}

size_t gcn_parse_float(const char *s, const char *end, int type, uint32_t *bits,
                       const char **err)
{
    const char *p = s;
    bool neg = false;
    if (p + 1 != end && (*p == '+' || *p == '-')) {
        neg = *p == '-';
        p++;
    }
    const char *num = p;
    bool hex = false;
    if (p != end && p + 1 != end && *p == '0' && (p[1] == 'x' || p[1] == 'X')) {
        hex = true;
        p += 2;
    }
    const char *vstart = p;
    bool comma = false;
    for (; p != end && (*p == '.' || (hex ? isxdig(*p) : gp_isdigit(*p))); p++)
        if (*p == '.') {
            if (comma)
                break;
            comma = true;
        }
    if (p == vstart || (p == vstart + 1 && *vstart == '.')) {
        *err = "floating-point number without digits";
        return 0;
    }
    char expc = hex ? 'p' : 'e';
    if (p != end && gp_lower(*p) == expc) {
        p++;
        if (p == end) {
            *err = "floating-point number ends in its exponent";
            return 0;
        }
        if (*p == '+' || *p == '-')
            p++;
        const char *ed = p;
        while (p != end && gp_isdigit(*p))
            p++;
        if (p == ed) {
            *err = "floating-point number ends in its exponent";
            return 0;
        }
    }
    size_t len = (size_t)(p - num);
    char small[128];
    char *buf = len < sizeof small ? small : malloc(len + 1);
    if (!buf) {
        *err = "out of memory";
        return 0;
    }
    memcpy(buf, num, len);
    buf[len] = 0;
    int ebits = type == FLT_F16 ? 5 : type == FLT_F32 ? 8 : 11;
    int mbits = type == FLT_F16 ? 10 : type == FLT_F32 ? 23 : 20;
    double dn = strtod_mode(buf, FE_DOWNWARD);
    double du = strtod_mode(buf, FE_UPWARD);
    if (buf != small)
        free(buf);
    if (isinf(du) && isinf(dn)) {
        *err = "absolute value of the number is too big";
        return 0;
    }
    uint64_t rd, ru, r;
    bool md, mu;
    bool okd = !isinf(dn) && round_to(dn, ebits, mbits, &rd, &md);
    bool oku = !isinf(du) && round_to(du, ebits, mbits, &ru, &mu);
    if (dn == du) {
        if (!okd) {
            *err = "absolute value of the number is too big";
            return 0;
        }
        r = rd;
    } else {
        /* the exact value lies strictly between dn and du */
        if (okd && oku && rd == ru)
            r = rd;
        else if (md) {        /* dn is a midpoint: the value is above it */
            if (!oku) {
                *err = "absolute value of the number is too big";
                return 0;
            }
            r = ru;
        } else {
            if (!okd) {
                *err = "absolute value of the number is too big";
                return 0;
            }
            r = rd;
        }
    }
    if (neg)
        r |= (uint64_t)1 << (ebits + mbits);
    *bits = (uint32_t)r;
    return (size_t)(p - s);
}
