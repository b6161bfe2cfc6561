/* unit_expr_main.c - the unit-expr test program: expressions (test_expr.c)
 * and symbols/scopes (test_symtab.c). */
#define UNIT_MAIN
#include "unitmain.h"

extern const UnitTest expr_tests[];
extern const UnitTest symtab_tests[];

const UnitSuite unit_suites[] = {
    {"expr", expr_tests},
    {"symtab", symtab_tests},
    {NULL, NULL},
};
