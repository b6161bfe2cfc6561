/* floatlit.h - floating-point and 128-bit integer literals of the CLRX
 * language (used by .half/.float/.double/.octa and available to the
 * instruction encoder).
 *
 * Float syntax: [+|-] then `nan` or `inf` (any case), or a decimal number
 * `D[.D][e[+|-]D]` / `.D...`, or a hexadecimal one `0xH[.H][p[+|-]D]`.
 * The value is rounded to the nearest representable value (ties to even);
 * values too large for the format are errors, too small ones become zero
 * (or a denormal).  `nan` is the positive quiet NaN whatever the sign.
 */
#ifndef CLRX_AS_FLOATLIT_H
#define CLRX_AS_FLOATLIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Parse at s[0..len) as an IEEE binary16 (size 2), binary32 (4) or
 * binary64 (8).  Returns the bytes consumed and sets *bits; returns 0 and
 * sets *err (a message) on error. */
size_t float_literal(const char *s, size_t len, unsigned size, uint64_t *bits,
                     const char **err);

/* Round a finite double to the nearest value (ties to even) of a binary
 * format with `eb` exponent and `mb` mantissa bits, keeping the sign.
 * *tie tells whether d lay exactly half-way between two values of the
 * format; *overflow whether the result is too big for it (0 is returned).
 * float_literal's binary16 and the GCN encoder's operands (half, single
 * and the high dword of a double) round with it. */
uint64_t float_round(double d, unsigned eb, unsigned mb, bool *tie, bool *overflow);

/* A C-style unsigned integer (decimal, 0x, 0b, leading-0 octal) of up to
 * 128 bits.  Returns bytes consumed, or 0 with *err set. */
size_t u128_literal(const char *s, size_t len, uint64_t *lo, uint64_t *hi,
                    const char **err);

#endif
