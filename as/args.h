/* args.h - reading the arguments of a statement: a cursor over the
 * statement's text with the small parsers every pseudo-op shares (blanks,
 * commas, names, strings, expressions that must be known now), each
 * reporting its own errors at the right column of the line.
 */
#ifndef CLRX_AS_ARGS_H
#define CLRX_AS_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "asm.h"

typedef struct Args {
    Asm *A;
    const char *p;             /* next byte */
    const char *end;           /* end of the statement's text */
} Args;

static inline bool args_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}
static inline bool name_start(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.';
}
static inline bool name_char(char c)
{
    return name_start(c) || (c >= '0' && c <= '9');
}

void args_init(Args *c, Asm *A, const char *s, size_t len);
void args_skip(Args *c);                       /* blanks */
bool args_at_end(Args *c);                     /* only blanks left */
/* Nothing but blanks may follow; otherwise "garbage at the end of the line". */
bool args_end(Args *c);
/* An optional comma: *have tells whether one was there; something else
 * than a comma is an error when `required_or_end` (clrxasm: "expected ','"). */
bool args_comma(Args *c, bool *have, bool error_if_other);
bool args_need_comma(Args *c);                 /* a comma must follow */
/* Between the values of a list: false at the end; a missing comma is an
 * error (the offending byte is skipped and the list goes on). */
bool args_next(Args *c);
/* Is the next argument empty (at a comma or the end)? */
bool args_empty_here(Args *c);

/* A name: [A-Za-z_.][A-Za-z0-9_.]* ("kernel name", "section name"...).
 * Returns false after an error; with !required, a missing name gives
 * true and *len 0. */
bool args_name(Args *c, const char **s, size_t *len, const char *what, bool required);
/* A (possibly scope-qualified) symbol name; *len 0 when none. */
void args_symbol(Args *c, const char **s, size_t *len);

/* A string literal "..." with escapes into out (cleared first). */
bool args_string(Args *c, StrBuf *out);

/* Parse one expression (the longest at the cursor). NULL after an error. */
Expr *args_expr(Args *c, const char **where);
/* The same with EXPR_PARSE_* flags. */
Expr *args_expr_flags(Args *c, const char **where, unsigned flags);
/* An expression whose value must be known now and absolute.  With
 * !required an empty argument leaves *v unchanged and returns true. */
bool args_abs(Args *c, uint64_t *v, bool required);
/* An expression whose value must be known now (absolute or an address). */
bool args_value(Args *c, ExprVal *v);

/* Helpers for the data pseudo-ops: value range warnings as clrxasm gives
 * them (fits when -2^(bits-1) <= v < 2^bits). */
void as_range_warning(Asm *A, SrcPos pos, unsigned bits, uint64_t v);

#endif
