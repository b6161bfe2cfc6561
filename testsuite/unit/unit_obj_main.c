/* unit_obj_main.c - the unit-test program of the object format
 * (libcommon/objfile.c), of clrx-ld's passes (ld/) and of its shared writer
 * modules (ld/elfout.c, ld/hsaconfig.c): lists its suites
 * for unitmain.h's main().
 */
#define UNIT_MAIN
#include "unitmain.h"

extern const UnitTest objfile_tests[];
extern const UnitTest ldlink_tests[];
extern const UnitTest elfout_tests[];

const UnitSuite unit_suites[] = {
    { "objfile", objfile_tests },
    { "ld passes", ldlink_tests },
    { "ld writer modules", elfout_tests },
    { NULL, NULL },
};
