/* replay.c - a harness as a plain program: runs LLVMFuzzerTestOneInput once
 * on each file named on the command line (a directory: on each file in
 * it, in name order), so that the inputs the fuzzers found stay regression
 * cases of `make check` (run-fuzz.sh), sanitized in the sanitizer builds.
 * Prints "replayed N inputs"; a crash, a sanitizer report or a hang is
 * the failure. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static unsigned replay_file(const char *path)
{
    size_t n;
    uint8_t *d = fuzz_read(path, &n);
    if (!d) {
        perror(path);
        exit(2);
    }
    if (getenv("FUZZ_VERBOSE"))
        fprintf(stderr, "replay: %s\n", path);
    LLVMFuzzerTestOneInput(d, n);
    free(d);
    return 1;
}

int main(int argc, char **argv)
{
    unsigned count = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            perror(argv[i]);
            return 2;
        }
        if (!S_ISDIR(st.st_mode)) {
            count += replay_file(argv[i]);
            continue;
        }
        DIR *dir = opendir(argv[i]);
        if (!dir) {
            perror(argv[i]);
            return 2;
        }
        char **names = NULL;
        size_t n = 0;
        struct dirent *e;
        while ((e = readdir(dir)) != NULL) {
            if (e->d_name[0] == '.')
                continue;
            names = realloc(names, (n + 1) * sizeof *names);
            size_t len = strlen(argv[i]) + strlen(e->d_name) + 2;
            names[n] = malloc(len);
            snprintf(names[n], len, "%s/%s", argv[i], e->d_name);
            n++;
        }
        closedir(dir);
        qsort(names, n, sizeof *names, by_name);
        for (size_t k = 0; k < n; k++) {
            count += replay_file(names[k]);
            free(names[k]);
        }
        free(names);
    }
    printf("replayed %u inputs\n", count);
    return 0;
}
