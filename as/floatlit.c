/* floatlit.c - float and 128-bit literals (see floatlit.h).
 *
 * The syntax is checked here; the conversion of the checked text uses the C
 * library (strtof/strtod round correctly).  Binary16 has no library
 * conversion: the double nearest to the text is rounded to 11 bits, and
 * when that double lies exactly half-way between two binary16 values the
 * text is converted again rounding down and up to learn on which side of
 * the half-way point the exact decimal value is.
 */
#include "floatlit.h"

#include <fenv.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_xdigit(char c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static char lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c; }

/* exponent after e/p: [+|-]digits, |value| < 2^31 */
static bool scan_exponent(const char **pp, const char *end, const char **err)
{
    const char *p = *pp;
    if (p < end && (*p == '+' || *p == '-')) {
        p++;
        if (p >= end) {
            *err = "the floating-point literal ends in its exponent";
            return false;
        }
    }
    if (p >= end || !is_digit(*p)) {
        *err = "bad exponent of a floating-point literal";
        return false;
    }
    uint64_t v = 0;
    for (; p < end && is_digit(*p); p++) {
        v = v * 10 + (uint64_t)(*p - '0');
        if (v > ((uint64_t)1 << 31)) {
            *err = "the exponent of a floating-point literal is out of range";
            return false;
        }
    }
    if (v == ((uint64_t)1 << 31) && (*pp)[0] != '-') {
        *err = "the exponent of a floating-point literal is out of range";
        return false;
    }
    *pp = p;
    return true;
}

uint64_t float_round(double d, unsigned eb, unsigned mb, bool *tie, bool *overflow)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    uint64_t out_sign = (u >> 63) << (eb + mb);
    int e = (int)((u >> 52) & 0x7ff);
    uint64_t m = u & ((1ull << 52) - 1);
    *tie = false;
    *overflow = false;
    if (e == 0 && m == 0)
        return out_sign;
    int exp;                                 /* value = m * 2^exp */
    if (e == 0)
        exp = -1074;
    else {
        m |= 1ull << 52;
        exp = e - 1075;
    }
    int bias = (1 << (eb - 1)) - 1;
    int emin = 1 - bias;                     /* exponent of the smallest normal */
    int unb = 63 - __builtin_clzll(m) + exp; /* exponent of the value */
    int t = (unb < emin ? emin : unb) - (int)mb;   /* exponent of one unit */
    int shift = t - exp;
    uint64_t q;
    bool above = false;
    if (shift <= 0)
        q = m << -shift;
    else if (shift >= 54)
        q = 0;                               /* below half of the smallest unit */
    else {
        q = m >> shift;
        uint64_t rem = m & ((1ull << shift) - 1), h = 1ull << (shift - 1);
        *tie = rem == h;
        above = rem > h;
    }
    if (above || (*tie && (q & 1)))
        q++;
    if (q >= (1ull << (mb + 1))) {           /* rounding carried into the next binade */
        q >>= 1;
        t++;
    }
    if (q < (1ull << mb))
        return out_sign | q;                 /* denormal or zero */
    int be = t + (int)mb + bias;
    if (be >= (1 << eb) - 1) {
        *overflow = true;
        return 0;
    }
    return out_sign | ((uint64_t)be << mb) | (q & ((1ull << mb) - 1));
}

size_t float_literal(const char *s, size_t len, unsigned size, uint64_t *bits,
                     const char **err)
{
    const char *p = s, *end = s + len;
    unsigned eb = size == 2 ? 5 : size == 4 ? 8 : 11;
    unsigned mb = size == 2 ? 10 : size == 4 ? 23 : 52;
    bool neg = false;
    *err = NULL;
    if (p >= end) {
        *err = "expected a floating-point literal";
        return 0;
    }
    if (p + 1 < end && (*p == '+' || *p == '-')) {
        neg = *p == '-';
        p++;
    }
    if (end - p >= 3) {
        char a = lower(p[0]), b = lower(p[1]), c = lower(p[2]);
        if (a == 'n' && b == 'a' && c == 'n') {
            *bits = (((1ull << eb) - 1) << mb) | (1ull << (mb - 1));
            return (size_t)(p + 3 - s);
        }
        if (a == 'i' && b == 'n' && c == 'f') {
            *bits = (((1ull << eb) - 1) << mb) | ((uint64_t)neg << (eb + mb));
            return (size_t)(p + 3 - s);
        }
    }
    const char *v = p, *q;
    bool hex = p + 1 < end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X');
    if (hex)
        v = p += 2;
    bool dot = false;
    for (q = p; q < end && (*q == '.' || (hex ? is_xdigit(*q) : is_digit(*q))); q++) {
        if (*q == '.') {
            if (dot)
                break;
            dot = true;
        }
    }
    if (q == v || (q == v + 1 && *v == '.')) {
        *err = "the floating-point literal has no digits";
        return 0;
    }
    const char *stop = q;
    if (q < end && (hex ? (*q == 'p' || *q == 'P') : (*q == 'e' || *q == 'E'))) {
        q++;
        if (q >= end) {
            *err = "the floating-point literal ends in its exponent";
            return 0;
        }
        if (!scan_exponent(&q, end, err))
            return 0;
        stop = q;
    }
    size_t n = (size_t)(stop - s);
    char small[128];
    char *buf = n < sizeof small ? small : malloc(n + 1);
    if (!buf) {
        *err = "out of memory";
        return 0;
    }
    memcpy(buf, s, n);
    buf[n] = '\0';
    bool overflow = false;
    if (size == 4) {
        float f = strtof(buf, NULL);
        if (isinf(f))
            overflow = true;
        uint32_t u;
        memcpy(&u, &f, 4);
        *bits = u;
    } else if (size == 8) {
        double d = strtod(buf, NULL);
        if (isinf(d))
            overflow = true;
        memcpy(bits, &d, 8);
    } else {
        double d = strtod(buf, NULL);
        bool tie = false, o;
        uint64_t h = 0;
        if (isinf(d))
            overflow = true;
        else
            h = float_round(d, eb, mb, &tie, &overflow);
        if (tie) {
            /* the exact value of the text decides on which side it goes */
            int saved = fegetround();
            fesetround(FE_DOWNWARD);
            double dl = strtod(buf, NULL);
            fesetround(FE_UPWARD);
            double dh = strtod(buf, NULL);
            fesetround(saved);
            if (dl != dh)
                h = float_round(d == dh ? dl : dh, eb, mb, &tie, &o);
        }
        *bits = h;
    }
    if (buf != small)
        free(buf);
    if (overflow) {
        *err = "the absolute value of the floating-point literal is too big";
        return 0;
    }
    return n;
}

size_t u128_literal(const char *s, size_t len, uint64_t *lo, uint64_t *hi,
                    const char **err)
{
    const char *p = s, *end = s + len;
    unsigned __int128 v = 0;
    unsigned base = 10;
    *err = NULL;
    if (p >= end) {
        *err = "expected a number";
        return 0;
    }
    if (*p == '0' && p + 1 < end && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    } else if (*p == '0' && p + 1 < end && (p[1] == 'b' || p[1] == 'B')) {
        base = 2;
        p += 2;
    } else if (*p == '0') {
        base = 8;
        p++;
    }
    const char *digits = p;
    const unsigned __int128 max = ~(unsigned __int128)0;
    for (; p < end; p++) {
        unsigned d;
        char c = *p;
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (base == 16 && c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else if (base == 16 && c >= 'A' && c <= 'F')
            d = (unsigned)(c - 'A' + 10);
        else
            break;
        if (d >= base)
            break;
        if (v > (max - d) / base) {
            *err = "the number is out of range";
            return 0;
        }
        v = v * base + d;
    }
    if (p == digits && base != 8) {
        *err = "missing digits in a number";
        return 0;
    }
    *lo = (uint64_t)v;
    *hi = (uint64_t)(v >> 64);
    return (size_t)(p - s);
}
