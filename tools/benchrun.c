/* benchrun.c - `make bench`'s stopwatch: run one command and say what it
 * cost.
 *
 *   benchrun [-i IN] [-e ERR] [-C DIR] COMMAND [ARG...]
 *
 * runs COMMAND (found in PATH) with its standard input from IN (default
 * /dev/null), its standard output to /dev/null and its standard error to
 * ERR (default /dev/null), in DIR if given, waits for it and prints one
 * line on the standard output:
 *
 *   STATUS WALL USER SYS MAXRSS
 *
 * STATUS is the exit status (128 + N for a signal), WALL the elapsed
 * seconds (CLOCK_MONOTONIC, from just before fork to just after wait4),
 * USER and SYS the CPU seconds of the command and of every process it
 * waited for, MAXRSS the peak resident set size in KiB of the largest of
 * them (wait4's ru_maxrss: the largest single process, not a sum).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv)
{
    return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

static int open_or_die(const char *path, int flags)
{
    int fd = open(path, flags, 0644);
    if (fd < 0) {
        perror(path);
        _exit(127);
    }
    return fd;
}

int main(int argc, char **argv)
{
    const char *in = "/dev/null", *err = "/dev/null", *dir = NULL;
    int i = 1;
    for (; i + 1 < argc && argv[i][0] == '-' && argv[i][1] && !argv[i][2]; i += 2) {
        if (argv[i][1] == 'i')
            in = argv[i + 1];
        else if (argv[i][1] == 'e')
            err = argv[i + 1];
        else if (argv[i][1] == 'C')
            dir = argv[i + 1];
        else
            break;
    }
    if (i >= argc) {
        fprintf(stderr, "usage: benchrun [-i IN] [-e ERR] [-C DIR] COMMAND [ARG...]\n");
        return 2;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 2;
    }
    if (pid == 0) {
        if (dir && chdir(dir) < 0) {
            perror(dir);
            _exit(127);
        }
        dup2(open_or_die(in, O_RDONLY), 0);
        dup2(open_or_die("/dev/null", O_WRONLY), 1);
        dup2(open_or_die(err, O_WRONLY | O_CREAT | O_TRUNC), 2);
        execvp(argv[i], argv + i);
        perror(argv[i]);
        _exit(127);
    }
    int st;
    struct rusage ru;
    if (wait4(pid, &st, 0, &ru) < 0) {
        perror("wait4");
        return 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    int status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    printf("%d %.6f %.6f %.6f %ld\n", status, wall, seconds(ru.ru_utime), seconds(ru.ru_stime),
           ru.ru_maxrss);
    return 0;
}
