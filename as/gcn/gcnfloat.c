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
#include "../floatlit.h"

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

static bool isdig(char c, bool hex) { return hex ? isxdig(c) : gp_isdigit(c); }

/* Is the text at s a float (has a '.', or an exponent), not an integer?
 * Decimal `D.D e+D` and hexadecimal `0xH.H p+D` follow the same rules. */
bool gcn_is_only_float(const char *s, const char *end, int deftype, int *type)
{
    if (s == end)
        return false;
    if (*s == '-' || *s == '+')
        s++;
    const bool hex = s + 2 < end && *s == '0' && (s[1] == 'x' || s[1] == 'X');
    const char expc = hex ? 'p' : 'e';
    if (hex)
        s += 2;
    const char *before = s;
    while (s != end && isdig(*s, hex))
        s++;
    const char *point = s;
    if (s == end || *s != '.') {
        /* an integer mantissa needs an exponent with digits */
        if (before != point && s != end && gp_lower(*s) == expc) {
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
    while (s != end && isdig(*s, hex))
        s++;
    const char *after = s;
    if (point == before && after == point + 1)
        return false;                 /* a lone '.' */
    if (before != point && s != end && gp_lower(*s) == expc) {
        s++;
        if (s != end && (*s == '-' || *s == '+'))
            s++;
        while (s != end && gp_isdigit(*s))
            s++;
    }
    *type = suffix_type(s, end, deftype);
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

/* the end of the number at p (no sign): digits with one '.', an exponent
 * (e, or p after 0x); NULL with *err when it has no digits or its exponent
 * none */
static const char *scan_number(const char *p, const char *end, const char **err)
{
    bool hex = false;
    if (p != end && p + 1 != end && *p == '0' && (p[1] == 'x' || p[1] == 'X')) {
        hex = true;
        p += 2;
    }
    const char *vstart = p;
    bool comma = false;
    for (; p != end && (*p == '.' || isdig(*p, hex)); p++)
        if (*p == '.') {
            if (comma)
                break;
            comma = true;
        }
    if (p == vstart || (p == vstart + 1 && *vstart == '.')) {
        *err = "floating-point number without digits";
        return NULL;
    }
    if (p != end && gp_lower(*p) == (hex ? 'p' : 'e')) {
        p++;
        if (p != end && (*p == '+' || *p == '-'))
            p++;
        const char *ed = p;
        while (p != end && gp_isdigit(*p))
            p++;
        if (p == ed) {
            *err = "floating-point number ends in its exponent";
            return NULL;
        }
    }
    return p;
}

/* the number text (checked) rounded to nearest even from its exact value:
 * strtod rounding down and up gives the doubles around it; where both
 * round alike, that is the result, else the side of the half-way point
 * decides.  False when it is too big. */
static bool round_text(const char *buf, unsigned ebits, unsigned mbits, uint64_t *bits)
{
    double dn = strtod_mode(buf, FE_DOWNWARD);
    double du = strtod_mode(buf, FE_UPWARD);
    bool md = false, mu = false, ovd = true, ovu = true;
    uint64_t rd = 0, ru = 0;
    if (!isinf(dn))
        rd = float_round(dn, ebits, mbits, &md, &ovd);
    if (!isinf(du))
        ru = float_round(du, ebits, mbits, &mu, &ovu);
    if (dn == du || (!ovd && !ovu && rd == ru) || !md) {
        *bits = rd;
        return !ovd;
    }
    *bits = ru;                  /* dn is a half-way point: the value is above it */
    return !ovu;
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
    p = scan_number(p, end, err);
    if (!p)
        return 0;
    size_t len = (size_t)(p - num);
    char small[128];
    char *buf = len < sizeof small ? small : malloc(len + 1);
    if (!buf) {
        *err = "out of memory";
        return 0;
    }
    memcpy(buf, num, len);
    buf[len] = 0;
    const unsigned ebits = type == FLT_F16 ? 5 : type == FLT_F32 ? 8 : 11;
    const unsigned mbits = type == FLT_F16 ? 10 : type == FLT_F32 ? 23 : 20;
    uint64_t r = 0;
    const bool ok = round_text(buf, ebits, mbits, &r);
    if (buf != small)
        free(buf);
    if (!ok) {
        *err = "absolute value of the number is too big";
        return 0;
    }
    if (neg)
        r |= (uint64_t)1 << (ebits + mbits);
    *bits = (uint32_t)r;
    return (size_t)(p - s);
}
