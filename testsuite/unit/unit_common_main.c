/* unit_common_main.c - the unit-test program of libcommon's base modules
 * (util, diag, gpu, target, clrxmap, thread, heap): lists their suites for unitmain.h's main().
 */
#define UNIT_MAIN
#include "unitmain.h"

extern const UnitTest util_tests[];
extern const UnitTest diag_tests[];
extern const UnitTest gpu_tests[];
extern const UnitTest target_tests[];
extern const UnitTest clrxmap_tests[];
extern const UnitTest thread_tests[];
extern const UnitTest heap_tests[];

const UnitSuite unit_suites[] = {
    { "util", util_tests },
    { "diag", diag_tests },
    { "gpu", gpu_tests },
    { "target", target_tests },
    { "clrxmap", clrxmap_tests },
    { "thread", thread_tests },
    { "heap", heap_tests },
    { NULL, NULL },
};
