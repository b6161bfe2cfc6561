/* unit_obj_main.c - the unit-test program of the object format
 * (libcommon/objfile.c) and of clrx-ld's passes (ld/): lists its suites
 * for unitmain.h's main().
 */
#define UNIT_MAIN
#include "unitmain.h"

extern const UnitTest objfile_tests[];
extern const UnitTest ldlink_tests[];

const UnitSuite unit_suites[] = {
    { "objfile", objfile_tests },
    { "ld passes", ldlink_tests },
    { NULL, NULL },
};
