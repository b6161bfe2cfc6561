/* fuzz_common.c - the harnesses' shared helpers (see fuzz.h). */
#include "fuzz.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"

static char g_dir[256];

static void remove_dir(void)
{
    DIR *d = opendir(g_dir);
    if (!d)
        return;
    struct dirent *e;
    char p[512];
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        snprintf(p, sizeof p, "%s/%s", g_dir, e->d_name);
        unlink(p);
    }
    closedir(d);
    rmdir(g_dir);
}

const char *fuzz_dir(void)
{
    if (!g_dir[0]) {
        const char *t = getenv("TMPDIR");
        snprintf(g_dir, sizeof g_dir, "%s/clrx-fuzz.XXXXXX", t && *t ? t : "/tmp");
        if (!mkdtemp(g_dir)) {
            perror("clrx-fuzz: mkdtemp");
            abort();
        }
        atexit(remove_dir);
    }
    return g_dir;
}

const char *fuzz_path(const char *name)
{
    static char bufs[8][512];
    static unsigned k;
    char *b = bufs[k++ % 8];
    snprintf(b, sizeof bufs[0], "%s/%s", fuzz_dir(), name);
    return b;
}

void fuzz_write(const char *path, const uint8_t *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f) != 0) {
        perror(path);
        abort();
    }
}

FILE *fuzz_sink(void)
{
    static FILE *sink;
    if (!sink) {
        const char *v = getenv("FUZZ_VERBOSE");
        sink = v && *v && *v != '0' ? stderr : fopen("/dev/null", "w");
        if (!sink) {
            perror("/dev/null");
            abort();
        }
    }
    return sink;
}

void fuzz_diag(const char *prog, unsigned max_errors)
{
    diag_init(prog);
    g_diag.out = fuzz_sink();
    g_diag.max_errors = max_errors;
    g_diag.keep_going = true;
}

uint8_t *fuzz_read(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    uint8_t *b = malloc(cap);
    for (;;) {
        if (n == cap)
            b = realloc(b, cap *= 2);
        size_t got = fread(b + n, 1, cap - n, f);
        n += got;
        if (!got)
            break;
    }
    fclose(f);
    *size = n;
    return b;
}
