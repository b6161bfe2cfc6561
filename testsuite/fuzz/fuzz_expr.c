/* fuzz_expr.c - fuzzing the expression language and the symbol table
 * (libcommon/expr.c, symtab.c), through the unit tests' tiny assembler
 * (testsuite/unit/expr_harness.c): labels, local labels, `x = e`, .set,
 * .equ, .equiv, .eqv, scopes and .byte/.short/.int/.quad with values that
 * wait for later symbols, as a stage drives them. */
#include <stdlib.h>
#include <string.h>

#include "expr_harness.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static HarnessResult r;
    char *src = malloc(size + 1);
    memcpy(src, data, size);
    src[size] = '\0';
    harness_run(src, &r);
    free(src);
    return 0;
}
