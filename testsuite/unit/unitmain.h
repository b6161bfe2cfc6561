/* unitmain.h - the common main() of the CUnit test programs.
 *
 * A test program defines `const UnitSuite unit_suites[]` (terminated by an
 * entry with name NULL) and includes this header once, in one file, after
 * defining UNIT_MAIN.  The program runs every suite with CUnit's basic
 * runner (its own summary is printed) and ends with the project's summary
 * line "N passed, N failed" (counting tests), exiting 1 if any failed.
 */
#ifndef UNITMAIN_H
#define UNITMAIN_H

#include <CUnit/Basic.h>
#include <CUnit/CUnit.h>
#include <stdio.h>

typedef struct UnitTest { const char *name; void (*fn)(void); } UnitTest;
typedef struct UnitSuite { const char *name; const UnitTest *tests; } UnitSuite;

extern const UnitSuite unit_suites[];

#ifdef UNIT_MAIN
int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 2;
    for (const UnitSuite *s = unit_suites; s->name; s++) {
        CU_pSuite suite = CU_add_suite(s->name, NULL, NULL);
        if (!suite)
            return 2;
        for (const UnitTest *t = s->tests; t->name; t++)
            if (!CU_add_test(suite, t->name, t->fn))
                return 2;
    }
    CU_basic_set_mode(CU_BRM_NORMAL);
    CU_basic_run_tests();
    unsigned run = CU_get_number_of_tests_run();
    unsigned failed = CU_get_number_of_tests_failed();
    CU_cleanup_registry();
    printf("\n%u passed, %u failed\n", run - failed, failed);
    return failed ? 1 : 0;
}
#endif
#endif
