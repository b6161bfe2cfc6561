/* unit_cpp_main.c - the unit-test program of clrx-cpp's internals: lists
 * the suites for unitmain.h's main().
 */
#define UNIT_MAIN
#include "unitmain.h"

extern const UnitTest cpp_reader_tests[];
extern const UnitTest cpp_macro_tests[];
extern const UnitTest cpp_output_tests[];

const UnitSuite unit_suites[] = {
    { "cpp reader", cpp_reader_tests },
    { "cpp macro arguments", cpp_macro_tests },
    { "cpp output", cpp_output_tests },
    { NULL, NULL },
};
