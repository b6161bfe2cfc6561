/* fuzz_ld.c - fuzzing clrx-ld (ld/libld.a) on objects and ar archives:
 * forged headers, section tables, symbol and relocation tables and
 * .clrx.* records.
 *
 * The input is split at the marker line "CLRX-FUZZ-NEXT\n" into at most
 * eight files; a part that starts with "!<arch>\n" is named .a, the others
 * .o, and they are linked in order, as `clrx-ld PART... -o OUT` would (the
 * seeds are objects and archives of the test suite, alone and in pairs).
 * The output is written (the format writers run too) and removed.  An
 * input whose last byte is odd has its objects' .clrx.config read on a
 * thread of its own (obj_config_thread_min lowered to a byte): clrx-ld does
 * that only for tables of 256 KiB or more, which no fuzzed input reaches.
 * When the last byte has its bit 1 set, the parts are named again and
 * again up to 64 inputs, so that clrx-ld reads them on several threads
 * (it does from 64 inputs on) and adds them as they are read. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "fuzz.h"
#include "ld.h"
#include "objfile.h"

#define MAX_PARTS 8
#define MANY_INPUTS 64         /* clrx-ld's PAR_MIN_FILES */
static const char marker[] = "CLRX-FUZZ-NEXT\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char names[MAX_PARTS][512];
    static char out[512];
    if (!out[0])
        snprintf(out, sizeof out, "%s", fuzz_path("out.bin"));
    const size_t ml = sizeof marker - 1;
    char *argv[MANY_INPUTS + 4];
    int argc = 0;
    argv[argc++] = (char *)"clrx-ld";
    size_t pos = 0;
    for (int k = 0; k < MAX_PARTS && pos <= size; k++) {
        const uint8_t *start = data + pos;
        size_t rest = size - pos, n = rest;
        const uint8_t *m = rest >= ml ? memmem(start, rest, marker, ml) : NULL;
        if (m && k + 1 < MAX_PARTS)
            n = (size_t)(m - start);
        bool ar = n >= 8 && memcmp(start, "!<arch>\n", 8) == 0;
        char part[32];
        snprintf(part, sizeof part, "p%d.%s", k, ar ? "a" : "o");
        snprintf(names[k], sizeof names[k], "%s", fuzz_path(part));
        fuzz_write(names[k], start, n);
        argv[argc++] = names[k];
        if (n == rest)
            break;
        pos += n + ml;
    }
    if (size && (data[size - 1] & 2))
        for (int k = 0; argc <= MANY_INPUTS; k++)
            argv[argc++] = argv[1 + k];
    argv[argc++] = (char *)"-o";
    argv[argc++] = out;
    argv[argc] = NULL;

    static size_t thread_min;
    if (!thread_min)
        thread_min = obj_config_thread_min;
    obj_config_thread_min = size && (data[size - 1] & 1) ? 1 : thread_min;
    fuzz_diag(ld_progname, LD_MAX_ERRORS);
    LdOptions opts;
    bool exit_now;
    if (ld_parse_args(&opts, argc, argv, &exit_now) == 0 && !exit_now) {
        Link L;
        link_init(&L, &opts);
        (void)(ld_load(&L) && ld_select_target(&L) && ld_resolve(&L) && ld_layout(&L) &&
               ld_relocate(&L) && ld_write(&L));
        link_free(&L);
    }
    ld_free_args(&opts);
    unlink(out);
    return 0;
}
