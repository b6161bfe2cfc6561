/* shadow.h - clrx-as's assembler run inside clrx-cpp, as a library.
 *
 * clrxasm evaluates a condition or a repetition count at its place in the
 * source, with the labels defined so far and the location counter, and
 * assembles as it goes: `.if end - start > 256`, `.rept (64 - (. - base)) / 4`,
 * `.while . - base < 24`.  clrx-cpp cannot know such values without
 * assembling what it has written so far: when a source needs one, clrx-cpp
 * preprocesses it again from its start with a shadow assembler that
 * assembles every statement clrx-cpp writes (quietly: clrx-as reports the
 * errors later) and evaluates those expressions in the assembler's state
 * (docs/clrx-cpp.md, "Conditions that depend on labels").  clrx-as
 * implements this interface (as/shadow.c); clrx-cpp links clrx-as's library.
 */
#ifndef CLRX_SHADOW_H
#define CLRX_SHADOW_H

#include <stddef.h>
#include <stdint.h>

#include "expr.h"
#include "target.h"

typedef struct ShadowAsm ShadowAsm;

/* An assembler with the command line's options (target, -D ...). */
ShadowAsm *shadow_new(const AsmOptions *opts);
void shadow_free(ShadowAsm *s);
/* Assemble whole lines of preprocessed text (line markers included),
 * continuing from the previous call. */
void shadow_feed(ShadowAsm *s, const char *text, size_t len);

typedef enum ShadowEval {
    SHADOW_OK,                 /* an absolute value */
    SHADOW_NOT_ABS,            /* a value that is not absolute (an address) */
    SHADOW_UNDEFINED,          /* uses a symbol not defined yet: *undef names it */
    SHADOW_ERROR               /* the expression has errors */
} ShadowEval;
/* Parse the expression at src (its flags as the caller's own parser would
 * use them) and evaluate it now, in the assembler's state: the labels so
 * far, `.`, symbols, scopes.  A parse error is reported (at src's
 * position, as the caller's parser would report it); the other outcomes
 * are the caller's to report.  *used: the bytes of src->text parsed. */
ShadowEval shadow_eval(ShadowAsm *s, const ExprSrc *src, long *used, int64_t *value,
                       char *undef, size_t undefsz);

#endif
