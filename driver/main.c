/* main.c - clrx-cc: parse the command line, run the mode it asks for. */
#include <stdlib.h>

#include "cc.h"
#include "diag.h"

int main(int argc, char **argv)
{
    CcPlan plan = {0};
    bool exit_now;
    diag_init(cc_progname);
    int st = cc_parse_args(&plan, argc, argv, &exit_now);
    if (st || exit_now) {
        cc_arena_free();
        return st;
    }
    if (plan.dep_only)
        plan.mode = MODE_PREPROCESS;
    if (cc_output_is_input(&plan)) {
        cc_arena_free();
        return 1;
    }
    cc_signals();
    switch (plan.mode) {
    case MODE_PREPROCESS: st = cc_preprocess(&plan); break;
    case MODE_COMPILE:    st = cc_compile(&plan); break;
    default:              st = cc_link(&plan); break;
    }
    cc_cleanup_temps();
    cc_arena_free();
    return st;
}
