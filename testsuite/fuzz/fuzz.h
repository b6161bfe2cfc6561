/* fuzz.h - what the fuzzing harnesses share (fuzz_common.c): a private
 * working directory for the files a stage reads and writes, the sink for
 * the stages' messages, and the diagnostics set-up.
 *
 * Each harness defines LLVMFuzzerTestOneInput.  Built with clang
 * -fsanitize=fuzzer it is a libFuzzer target (tools/fuzz.sh); built with
 * replay.c it is a program that runs the target once on each file named on
 * its command line, which is how `make check` replays every input the
 * fuzzers found (testsuite/fuzz/regress/STAGE/, run-fuzz.sh).
 *
 * The stages stop after 20-50 errors with exit(1); a harness keeps the
 * limit but goes on without messages (DiagState.keep_going), since a target
 * must return.  FUZZ_VERBOSE=1 in the
 * environment shows the messages on standard error.
 */
#ifndef CLRX_FUZZ_H
#define CLRX_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The working directory (created once, removed at exit) and a path in it. */
const char *fuzz_dir(void);
const char *fuzz_path(const char *name);        /* a static buffer per call site: copy it */
/* Write data to path (fatal on failure: the harness cannot go on). */
void fuzz_write(const char *path, const uint8_t *data, size_t size);
/* Where messages and outputs that are not looked at go (/dev/null, or
 * stderr with FUZZ_VERBOSE). */
FILE *fuzz_sink(void);
/* diag_init(prog), messages to the sink, the stage's error limit without
 * its exit (keep_going). */
void fuzz_diag(const char *prog, unsigned max_errors);
/* The bytes of a file (malloc'ed; NULL when it cannot be read). */
uint8_t *fuzz_read(const char *path, size_t *size);

#endif
