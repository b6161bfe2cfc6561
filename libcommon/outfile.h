/* outfile.h - output files written once, for every stage and the driver.
 *
 * What a path names decides how it is written:
 *   - a regular file or a missing path: a temporary file beside it (same
 *     directory), renamed to the path when everything succeeded
 *     (outfile_commit), the old file removed just before (a rename over a
 *     file costs ext4 far more: it writes the new file's blocks out);
 *   - a device or a FIFO (/dev/null, /dev/stdout, a named pipe): written
 *     into, never replaced; "-" is standard output;
 *   - with OUTFILE_SEEKABLE (libelf writes with pwrite), a device, FIFO or
 *     standard output gets a temporary file in $TMPDIR copied into it at the
 *     commit.
 * New files honour the umask (mode 0666 & ~umask), like open(2) would.
 *
 * A failed step leaves no stale output: outfile_abort and a failed commit
 * remove the temporary file and the target when it is a regular file (or a
 * symbolic link), as GNU ld does; a target claimed with outfile_claim and
 * not committed when the process exits is removed too, so that a stage that
 * fails before it opens its output (or runs out of memory) does not leave
 * the previous run's file for make to trust.
 *
 * Every write, flush and close is checked: "PROG: error: error writing to
 * PATH: No space left on device" (PATH "standard output" for "-").
 *
 * Temporary files (this module's and those a program registers with
 * outfile_track_temp) are removed at exit and on SIGINT, SIGTERM, SIGHUP and
 * SIGPIPE; then the signal is raised again with its default action, so that
 * the exit status is the conventional one.  A signal ignored when the
 * program started stays ignored.
 */
#ifndef CLRX_OUTFILE_H
#define CLRX_OUTFILE_H

#include <stdbool.h>
#include <stdio.h>

enum OutHow {
    OUT_RENAME,     /* temporary beside the target, renamed over it */
    OUT_DIRECT,     /* written into the device, FIFO or standard output */
    OUT_COPY        /* temporary in $TMPDIR, copied into the target */
};

typedef struct OutFile {
    char *path;                /* the target as given ("-" = standard output) */
    char *tmp;                 /* the temporary file (NULL for OUT_DIRECT) */
    int fd;                    /* where the writer writes */
    FILE *fp;                  /* stdio stream on fd */
    enum OutHow how;
} OutFile;

#define OUTFILE_SEEKABLE 1u    /* the writer needs lseek/pwrite on fd */

/* Open the output; false after a diagnostic. */
bool outfile_open(OutFile *f, const char *path, unsigned flags);
/* Flush, close, check, and put the output in place; false after a
 * diagnostic (then as outfile_abort). */
bool outfile_commit(OutFile *f);
/* Drop the output: close, remove the temporary file and a regular target. */
void outfile_abort(OutFile *f);

/* "standard output" for "-", else path. */
const char *outfile_name(const char *path);
/* Report a failed write to path ("error writing to PATH: strerror(err)");
 * returns false. */
bool outfile_write_error(const char *path, int err);

/* The output of this run: removed (when a regular file or a symbolic link)
 * at exit unless an outfile_commit put it in place. */
void outfile_claim(const char *path);
/* Gives up a claim: the file is left as it is (an output found to be one of
 * the inputs). */
void outfile_unclaim(const char *path);
/* Remove a stale output now (regular files and symbolic links only). */
void outfile_remove_stale(const char *path);
/* The old output, a regular file of OUTFILE_DROP_MIN bytes or more, will be
 * replaced or removed whatever happens: remove it now on a thread of its
 * own, so that freeing its blocks (4 ms for 4 MB) overlaps the work.  GNU ld
 * too removes the old output when it starts writing.  outfile_commit and
 * outfile_abort wait for it. */
#define OUTFILE_DROP_MIN (256 << 10)
void outfile_drop_old(const char *path);
/* True when `out` is one of the inputs (same file); an error was reported
 * then ("input file 'X' is the same as output file"). */
bool outfile_is_input(const char *out, const char *const *inputs, size_t ninputs);

/* Temporary files of the program itself (clrx-cc's .i and .o files):
 * removed by the exit and signal handlers until untracked.  The string must
 * stay valid until then. */
void outfile_track_temp(const char *path);
void outfile_untrack_temp(const char *path);
/* Install the signal handlers now (done by the first temporary file
 * otherwise).  `hook`, when not NULL, runs first in the handler, with the
 * signal number; it must be async-signal-safe (clrx-cc forwards the signal
 * to its children and waits for them there). */
void outfile_signals(void (*hook)(int sig));

#endif
