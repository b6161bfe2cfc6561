/* spawn.c - how clrx-cc finds and runs the stage programs, and its
 * temporary files.
 *
 * Signals: on SIGINT, SIGTERM, SIGHUP and SIGPIPE clrx-cc passes the signal
 * on to the stages it is running, waits for them (each removes its own
 * temporary output), removes its own temporary files, and dies of the same
 * signal (libcommon/outfile.h runs the handler).  A stage that dies of one
 * of these signals ends clrx-cc the same way, without a message (the
 * `clrx-cc -E x.s | head` case).
 *
 * A stage (clrx-cpp, clrx-as, clrx-ld) is looked for, in order: in each -B
 * directory; beside the running clrx-cc (so a build tree and a relocated
 * install work); in ../libexec/clrx-tools relative to it; in the configured
 * libexec directory; and last on PATH.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cc.h"
#include "outfile.h"
#include "util.h"

#include "config.h"

static bool is_executable(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

static const char *self_dir(void)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
    if (n <= 0)
        return NULL;
    buf[n] = '\0';
    char *slash = strrchr(buf, '/');
    if (!slash)
        return NULL;
    *slash = '\0';
    return arena_strndup(cc_arena(), buf, strlen(buf));
}

const char *cc_find_stage(const CcPlan *p, const char *name)
{
    StrBuf b = STRBUF_INIT;
    for (size_t i = 0; i < p->exec_prefixes.n; i++) {
        sb_clear(&b);
        sb_printf(&b, "%s/%s", p->exec_prefixes.v[i], name);
        if (is_executable(b.data))
            return cc_keep(&b);
    }
    static const char *dir;
    if (!dir)
        dir = self_dir();
    if (dir) {
        sb_clear(&b);
        sb_printf(&b, "%s/%s", dir, name);
        if (is_executable(b.data))
            return cc_keep(&b);
        sb_clear(&b);
        sb_printf(&b, "%s/../libexec/clrx-tools/%s", dir, name);
        if (is_executable(b.data))
            return cc_keep(&b);
    }
#ifdef CLRX_LIBEXECDIR
    sb_clear(&b);
    sb_printf(&b, "%s/%s", CLRX_LIBEXECDIR, name);
    if (is_executable(b.data))
        return cc_keep(&b);
#endif
    sb_free(&b);
    return name;    /* searched on PATH by execvp */
}

void cc_print_command(const char **argv)
{
    for (size_t i = 0; argv[i]; i++) {
        const char *a = argv[i];
        bool plain = *a != '\0';
        for (const char *c = a; *c; c++)
            if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                        "0123456789-_./=,:+@%", *c))
                plain = false;
        fputs(i ? " " : " ", stderr);
        if (plain)
            fputs(a, stderr);
        else {
            fputc('"', stderr);
            for (const char *c = a; *c; c++) {
                if (*c == '"' || *c == '\\' || *c == '$' || *c == '`')
                    fputc('\\', stderr);
                fputc(*c, stderr);
            }
            fputc('"', stderr);
        }
    }
    fputc('\n', stderr);
}

/* The stages running now (at most two: a -pipe pair), for the signal
 * handler.  Changed only with signals blocked. */
static volatile pid_t g_kids[2];

static void forward_signal(int sig)
{
    int saved = errno;
    for (int i = 0; i < 2; i++)
        if (g_kids[i] > 0)
            kill(g_kids[i], sig);
    for (int i = 0; i < 2; i++)
        if (g_kids[i] > 0)
            while (waitpid(g_kids[i], NULL, 0) < 0 && errno == EINTR)
                ;
    errno = saved;
}

void cc_signals(void)
{
    outfile_signals(forward_signal);
}

static void block_signals(sigset_t *old)
{
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, SIGINT);
    sigaddset(&s, SIGTERM);
    sigaddset(&s, SIGHUP);
    sigaddset(&s, SIGPIPE);
    sigprocmask(SIG_BLOCK, &s, old);
}

pid_t cc_fork(int slot)
{
    sigset_t old;
    fflush(stdout);
    fflush(stderr);
    block_signals(&old);
    pid_t pid = fork();
    if (pid == 0) {
        sigprocmask(SIG_SETMASK, &old, NULL);   /* exec keeps the mask */
        return 0;
    }
    if (pid > 0)
        g_kids[slot] = pid;
    sigprocmask(SIG_SETMASK, &old, NULL);
    if (pid < 0)
        fprintf(stderr, "%s: error: cannot fork: %s\n", cc_progname, strerror(errno));
    return pid;
}

int cc_wait(int slot, bool pipe_writer)
{
    int status;
    pid_t pid = g_kids[slot];
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "%s: error: waitpid: %s\n", cc_progname, strerror(errno));
            status = -1;
            break;
        }
    }
    sigset_t old;
    block_signals(&old);
    g_kids[slot] = 0;
    sigprocmask(SIG_SETMASK, &old, NULL);
    if (status == -1)
        return -1;
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP ||
            (sig == SIGPIPE && !pipe_writer)) {
            /* interrupted, or its reader went away: end the same way */
            cc_cleanup_temps();
            signal(sig, SIG_DFL);
            raise(sig);
        }
        return 128 + sig;
    }
    return WEXITSTATUS(status);
}

int cc_run(const CcPlan *p, const char **argv, const char *in_path, const char *out_path)
{
    if (p->dry_run || p->verbose)
        cc_print_command(argv);
    if (p->dry_run)
        return 0;
    pid_t pid = cc_fork(0);
    if (pid < 0)
        return -1;
    if (pid == 0) {
        if (in_path) {
            int fd = open(in_path, O_RDONLY);
            if (fd < 0 || dup2(fd, 0) < 0)
                _exit(127);
            close(fd);
        }
        if (out_path) {
            int fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
            if (fd < 0 || dup2(fd, 1) < 0)
                _exit(127);
            close(fd);
        }
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "%s: error: cannot run '%s': %s\n", cc_progname, argv[0],
                strerror(errno));
        _exit(127);
    }
    int status = cc_wait(0, false);
    if (status < 0)
        return -1;
    if (status >= 128) {
        fprintf(stderr, "%s: error: %s terminated by signal %d (%s)\n", cc_progname,
                argv[0], status - 128, strsignal(status - 128));
        return status;
    }
    if (status == 127)
        return -1;
    return status;
}

static const char **temps;
static size_t n_temps;

const char *cc_temp_file(const char *suffix)
{
    const char *tmpdir = getenv("TMPDIR");
    if (!tmpdir || !*tmpdir)
        tmpdir = "/tmp";
    StrBuf b = STRBUF_INIT;
    sb_printf(&b, "%s/clrx-cc-XXXXXX%s", tmpdir, suffix);
    int fd = mkstemps(b.data, (int)strlen(suffix));
    if (fd < 0) {
        fprintf(stderr, "%s: error: cannot create a temporary file in %s: %s\n",
                cc_progname, tmpdir, strerror(errno));
        exit(1);
    }
    close(fd);
    const char *path = cc_keep(&b);
    temps = xrealloc(temps, (n_temps + 1) * sizeof(*temps));
    temps[n_temps++] = path;
    outfile_track_temp(path);
    return path;
}

void cc_cleanup_temps(void)
{
    for (size_t i = 0; i < n_temps; i++) {
        unlink(temps[i]);
        outfile_untrack_temp(temps[i]);
    }
    n_temps = 0;
    free(temps);
    temps = NULL;
}
