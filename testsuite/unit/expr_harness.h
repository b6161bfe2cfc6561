/* expr_harness.h - a tiny assembler over libcommon's expressions and symbol
 * table, for the unit tests: it understands labels (also local `N:`),
 * `x = e`, .set/.equ/.equiv/.eqv, .scope/.ends/.endscope, .using/.unusing,
 * .undef and the data directives .byte/.short/.int/.quad (one section,
 * values deferred until their symbols are defined), so that test cases can
 * be written as clrxasm sources and compared with the bytes the reference
 * assembler (clrxasm -b rawcode) writes for them.
 */
#ifndef EXPR_HARNESS_H
#define EXPR_HARNESS_H

#include <stddef.h>
#include <stdint.h>

typedef struct HarnessResult {
    uint8_t bytes[4096];
    size_t len;
    unsigned errors;
    unsigned warnings;
    unsigned first_error_line;     /* 0: none */
    unsigned error_lines[64];      /* lines of the first 64 errors, in order */
    unsigned nerror_lines;
    char messages[32768];           /* the diagnostics, as printed */
} HarnessResult;

/* Assemble `src` (lines separated by '\n'); fills *r. */
void harness_run(const char *src, HarnessResult *r);

/* Bytes as lowercase hex ("0a0bff"), for comparisons with expected data. */
const char *harness_hex(const HarnessResult *r, char *buf, size_t bufsz);

#endif
