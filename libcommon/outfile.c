/* outfile.c - output files written once (see outfile.h): the choice between
 * a temporary file renamed into place and writing into a device, the
 * checked writes, the removal of stale outputs, and the registry of
 * temporary files that the exit and signal handlers remove.
 */
#include "outfile.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "util.h"

/* ------------------------------------------------------------------ */
/* temporary files removed at exit and on signals                      */

/* A fixed table: the signal handler reads it, and it is changed only
 * with the handled signals blocked, so the handler never sees it half
 * updated.  A process has a handful of temporary files at a time. */
#define MAX_TEMPS 256
static const char *g_temps[MAX_TEMPS];
static size_t g_ntemps;
static bool g_handlers_set, g_atexit_set;
static void (*g_hook)(int);

static const int handled_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };

static void remove_temps(void)
{
    for (size_t i = 0; i < g_ntemps; i++)
        if (g_temps[i])
            unlink(g_temps[i]);
}

static void on_signal(int sig)
{
    if (g_hook)
        g_hook(sig);
    remove_temps();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void block(sigset_t *old)
{
    sigset_t s;
    sigemptyset(&s);
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(handled_signals); i++)
        sigaddset(&s, handled_signals[i]);
    sigprocmask(SIG_BLOCK, &s, old);
}

static void unblock(const sigset_t *old)
{
    sigprocmask(SIG_SETMASK, old, NULL);
}

static void at_exit(void);

void outfile_signals(void (*hook)(int sig))
{
    g_hook = hook;
    if (g_handlers_set)
        return;
    g_handlers_set = true;
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(handled_signals); i++) {
        struct sigaction sa, old;
        if (sigaction(handled_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;           /* nohup, or a parent that ignores SIGPIPE */
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        for (size_t k = 0; k < CLRX_ARRAY_SIZE(handled_signals); k++)
            sigaddset(&sa.sa_mask, handled_signals[k]);
        sigaction(handled_signals[i], &sa, NULL);
    }
}

void outfile_track_temp(const char *path)
{
    if (!g_atexit_set) {
        atexit(at_exit);
        g_atexit_set = true;
    }
    if (!g_handlers_set)
        outfile_signals(g_hook);
    sigset_t old;
    block(&old);
    size_t i = 0;
    while (i < g_ntemps && g_temps[i])
        i++;
    if (i == MAX_TEMPS) {
        unblock(&old);
        diag_internal("more than %d temporary files", MAX_TEMPS);
    }
    g_temps[i] = path;
    if (i == g_ntemps)
        g_ntemps++;
    unblock(&old);
}

void outfile_untrack_temp(const char *path)
{
    sigset_t old;
    block(&old);
    for (size_t i = 0; i < g_ntemps; i++)
        if (g_temps[i] == path) {
            g_temps[i] = NULL;
            break;
        }
    while (g_ntemps && !g_temps[g_ntemps - 1])
        g_ntemps--;
    unblock(&old);
}

/* ------------------------------------------------------------------ */
/* claimed outputs: removed at exit unless committed                  */

typedef struct Claim { char *path; struct Claim *next; } Claim;
static Claim *g_claims;

void outfile_claim(const char *path)
{
    if (!path || strcmp(path, "-") == 0)
        return;
    if (!g_atexit_set) {
        atexit(at_exit);
        g_atexit_set = true;
    }
    Claim *c = xmalloc(sizeof *c);
    c->path = xstrdup(path);
    c->next = g_claims;
    g_claims = c;
}

void outfile_unclaim(const char *path)
{
    for (Claim **pp = &g_claims; *pp; pp = &(*pp)->next)
        if (strcmp((*pp)->path, path) == 0) {
            Claim *c = *pp;
            *pp = c->next;
            free(c->path);
            free(c);
            return;
        }
}

static void at_exit(void)
{
    remove_temps();
    while (g_claims) {
        Claim *c = g_claims;
        g_claims = c->next;
        outfile_remove_stale(c->path);
        free(c->path);
        free(c);
    }
}

void outfile_remove_stale(const char *path)
{
    struct stat st;
    if (!path || strcmp(path, "-") == 0 || lstat(path, &st) != 0)
        return;
    if (S_ISREG(st.st_mode) || S_ISLNK(st.st_mode))
        unlink(path);
}

bool outfile_is_input(const char *out, const char *const *inputs, size_t ninputs)
{
    struct stat so, si;
    if (!out || strcmp(out, "-") == 0 || stat(out, &so) != 0 || !S_ISREG(so.st_mode))
        return false;
    for (size_t i = 0; i < ninputs; i++) {
        if (strcmp(inputs[i], "-") == 0 || stat(inputs[i], &si) != 0)
            continue;
        if (si.st_dev == so.st_dev && si.st_ino == so.st_ino) {
            diag_plain(DIAG_ERROR, "input file '%s' is the same as output file", inputs[i]);
            return true;
        }
    }
    return false;
}

/* ------------------------------------------------------------------ */
/* opening, committing, aborting                                       */

const char *outfile_name(const char *path)
{
    return strcmp(path, "-") == 0 ? "standard output" : path;
}

bool outfile_write_error(const char *path, int err)
{
    diag_plain(DIAG_ERROR, "error writing to %s: %s", outfile_name(path),
               strerror(err ? err : EIO));
    return false;
}

static char *temp_name(const char *path, enum OutHow how)
{
    StrBuf t = STRBUF_INIT;
    if (how == OUT_RENAME)
        sb_printf(&t, "%s.tmpXXXXXX", path);
    else {
        const char *dir = getenv("TMPDIR");
        sb_printf(&t, "%s/clrx-out.XXXXXX", dir && *dir ? dir : "/tmp");
    }
    return sb_detach(&t);
}

static void release(OutFile *f)
{
    if (f->fp && f->fp != stdout)
        fclose(f->fp);
    else if (!f->fp && f->fd > 2)
        close(f->fd);
    f->fp = NULL;
    f->fd = -1;
    if (f->tmp) {
        unlink(f->tmp);
        outfile_untrack_temp(f->tmp);
        free(f->tmp);
        f->tmp = NULL;
    }
    free(f->path);
    f->path = NULL;
}

bool outfile_open(OutFile *f, const char *path, unsigned flags)
{
    memset(f, 0, sizeof *f);
    f->fd = -1;
    f->path = xstrdup(path);
    bool is_stdout = strcmp(path, "-") == 0;
    struct stat st;
    bool special = is_stdout || (stat(path, &st) == 0 && !S_ISREG(st.st_mode));
    f->how = !special ? OUT_RENAME : (flags & OUTFILE_SEEKABLE) ? OUT_COPY : OUT_DIRECT;
    if (f->how == OUT_DIRECT) {
        if (is_stdout) {
            f->fd = 1;
            f->fp = stdout;
            return true;
        }
        f->fd = open(path, O_WRONLY | O_NOCTTY);
        if (f->fd < 0) {
            diag_plain(DIAG_ERROR, "cannot open '%s': %s", path, strerror(errno));
            release(f);
            return false;
        }
    } else {
        f->tmp = temp_name(path, f->how);
        outfile_track_temp(f->tmp);
        f->fd = mkstemp(f->tmp);
        if (f->fd < 0) {
            diag_plain(DIAG_ERROR, "cannot create '%s': %s", f->tmp, strerror(errno));
            outfile_untrack_temp(f->tmp);
            free(f->tmp);
            f->tmp = NULL;
            release(f);
            return false;
        }
        mode_t mask = umask(0);
        umask(mask);
        if (fchmod(f->fd, 0666 & ~mask) != 0) {
            diag_plain(DIAG_ERROR, "cannot set the mode of '%s': %s", f->tmp, strerror(errno));
            release(f);
            return false;
        }
    }
    f->fp = fdopen(f->fd, "wb");
    if (!f->fp) {
        diag_plain(DIAG_ERROR, "cannot open '%s': %s", path, strerror(errno));
        release(f);
        return false;
    }
    return true;
}

/* Copy the temporary file into the target (a device, FIFO or stdout). */
static bool copy_out(OutFile *f)
{
    int in = open(f->tmp, O_RDONLY);
    if (in < 0) {
        diag_plain(DIAG_ERROR, "cannot read '%s': %s", f->tmp, strerror(errno));
        return false;
    }
    bool is_stdout = strcmp(f->path, "-") == 0;
    int out = is_stdout ? 1 : open(f->path, O_WRONLY | O_NOCTTY);
    if (out < 0) {
        diag_plain(DIAG_ERROR, "cannot open '%s': %s", f->path, strerror(errno));
        close(in);
        return false;
    }
    static char buf[65536];
    bool ok = true;
    for (;;) {
        ssize_t n = read(in, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            ok = false;
            diag_plain(DIAG_ERROR, "cannot read '%s': %s", f->tmp, strerror(errno));
            break;
        }
        if (n == 0)
            break;
        for (ssize_t done = 0; done < n; ) {
            ssize_t w = write(out, buf + done, (size_t)(n - done));
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0) {
                ok = outfile_write_error(f->path, w < 0 ? errno : ENOSPC);
                break;
            }
            done += w;
        }
        if (!ok)
            break;
    }
    close(in);
    if (!is_stdout && close(out) != 0 && ok)
        ok = outfile_write_error(f->path, errno);
    return ok;
}

/* ---- the old output removed while the program works ---- */

static pthread_t g_drop_thread;
static char *g_drop_path;      /* non-NULL while the thread runs */

static void *drop_main(void *path)
{
    unlink(path);
    return NULL;
}

void outfile_drop_old(const char *path)
{
    struct stat st;
    if (g_drop_path || !path || strcmp(path, "-") == 0 || lstat(path, &st) != 0 ||
        !S_ISREG(st.st_mode) || st.st_size < OUTFILE_DROP_MIN)
        return;
    g_drop_path = xstrdup(path);
    if (pthread_create(&g_drop_thread, NULL, drop_main, g_drop_path) != 0) {
        free(g_drop_path);
        g_drop_path = NULL;
    }
}

/* The removal is done (before the target is put in place or removed). */
static void drop_wait(void)
{
    if (!g_drop_path)
        return;
    pthread_join(g_drop_thread, NULL);
    free(g_drop_path);
    g_drop_path = NULL;
}

bool outfile_commit(OutFile *f)
{
    drop_wait();
    if (!f->path)
        return false;
    bool ok = true;
    int err = 0;
    /* the writer's buffered bytes, then the descriptor */
    errno = 0;
    if (fflush(f->fp) != 0 || ferror(f->fp)) {
        ok = false;
        err = errno;
    }
    if (f->fp != stdout) {
        errno = 0;
        if (fclose(f->fp) != 0 && ok) {
            ok = false;
            err = errno;
        }
    }
    f->fp = NULL;
    f->fd = -1;
    if (!ok)
        outfile_write_error(f->how == OUT_COPY ? f->tmp : f->path, err);
    if (ok && f->how == OUT_COPY)
        ok = copy_out(f);
    else if (ok && f->how == OUT_RENAME) {
        /* a regular file still there goes first: renaming over a file, ext4
         * writes the new file's blocks out and frees the old file's within
         * the call (over an empty file 0.17 ms, over 5 MB 3 ms, against 0.02
         * and 1.2 ms for unlink then rename) */
        struct stat st;
        if (lstat(f->path, &st) == 0 && S_ISREG(st.st_mode))
            (void)unlink(f->path);
        if (rename(f->tmp, f->path) != 0) {
            diag_plain(DIAG_ERROR, "cannot rename '%s' to '%s': %s", f->tmp, f->path,
                       strerror(errno));
            ok = false;
        } else {
            outfile_untrack_temp(f->tmp);
            free(f->tmp);
            f->tmp = NULL;
        }
    }
    if (!ok) {
        outfile_abort(f);
        return false;
    }
    outfile_unclaim(f->path);
    release(f);
    return true;
}

void outfile_abort(OutFile *f)
{
    drop_wait();
    if (!f->path)
        return;
    if (f->how == OUT_RENAME)
        outfile_remove_stale(f->path);
    outfile_unclaim(f->path);
    release(f);
}
