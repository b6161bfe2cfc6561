/* main.c - clrx-cpp: options -> preprocess -> output (and dependency rule).
 * Outputs go to a temporary file beside the target, renamed on success, so
 * that no partial file is ever left behind.
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "options.h"

typedef struct OutFile {
    const char *path;          /* final name; NULL = standard output */
    char *tmp;                 /* temporary name */
    FILE *f;
    bool direct;               /* not a regular file: written in place */
} OutFile;

static OutFile *g_open[2];     /* removed at exit when not committed */

static void cleanup(void)
{
    for (int i = 0; i < 2; i++)
        if (g_open[i] && g_open[i]->tmp) {
            if (g_open[i]->f)
                fclose(g_open[i]->f);
            unlink(g_open[i]->tmp);
        }
}

static void on_signal(int sig)
{
    for (int i = 0; i < 2; i++)
        if (g_open[i] && g_open[i]->tmp)
            unlink(g_open[i]->tmp);
    signal(sig, SIG_DFL);
    raise(sig);
}

static bool out_open(OutFile *o, const char *path, int slot)
{
    memset(o, 0, sizeof *o);
    if (!path || strcmp(path, "-") == 0) {
        o->f = stdout;
        return true;
    }
    o->path = path;
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        /* a device or a pipe (/dev/null, /dev/stdout ...): write to it */
        o->f = fopen(path, "wb");
        if (!o->f) {
            diag_plain(DIAG_ERROR, "cannot open '%s': %s", path, strerror(errno));
            return false;
        }
        o->direct = true;
        return true;
    }
    size_t n = strlen(path);
    o->tmp = xmalloc(n + 16);
    memcpy(o->tmp, path, n);
    memcpy(o->tmp + n, ".tmpXXXXXX", 11);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        diag_plain(DIAG_ERROR, "cannot create '%s': %s", path, strerror(errno));
        free(o->tmp);
        o->tmp = NULL;
        return false;
    }
    o->f = fdopen(fd, "wb");
    if (!o->f) {
        close(fd);
        unlink(o->tmp);
        free(o->tmp);
        o->tmp = NULL;
        return false;
    }
    g_open[slot] = o;
    return true;
}

/* Close and, when ok, rename into place; false on a write error. */
static bool out_close(OutFile *o, bool ok, int slot)
{
    if (!o->f)
        return ok;
    if (!o->tmp) {
        bool werr = fflush(o->f) != 0 || ferror(o->f);
        if (o->direct && fclose(o->f) != 0)
            werr = true;
        o->f = NULL;
        if (werr) {
            diag_plain(DIAG_ERROR, "error writing the output: %s", strerror(errno));
            return false;
        }
        return ok;
    }
    bool werr = ferror(o->f) != 0;
    if (fclose(o->f) != 0)
        werr = true;
    o->f = NULL;
    g_open[slot] = NULL;
    if (werr)
        diag_plain(DIAG_ERROR, "error writing '%s': %s", o->path, strerror(errno));
    if (ok && !werr && rename(o->tmp, o->path) != 0) {
        diag_plain(DIAG_ERROR, "cannot rename '%s' to '%s': %s", o->tmp, o->path,
                   strerror(errno));
        werr = true;
    }
    if (!ok || werr)
        unlink(o->tmp);
    free(o->tmp);
    o->tmp = NULL;
    return ok && !werr;
}

/* NAME with its suffix (after the last '.' of the last component)
 * replaced by `suffix`; with `base`, without directories. */
static char *with_suffix(const char *name, const char *suffix, bool base)
{
    const char *b = base ? strrchr(name, '/') : NULL;
    b = b ? b + 1 : name;
    const char *slash = strrchr(b, '/');
    const char *dot = strrchr(slash ? slash : b, '.');
    size_t n = dot && dot != b ? (size_t)(dot - b) : strlen(b);
    StrBuf s = STRBUF_INIT;
    sb_append(&s, b, n);
    sb_puts(&s, suffix);
    return sb_detach(&s);
}

int main(int argc, char **argv)
{
    diag_init("clrx-cpp");
    atexit(cleanup);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    CppOptions o;
    cppopts_init(&o);
    int rc = cppopts_parse(&o, argc, argv);
    if (rc) {
        cppopts_free(&o);
        return rc;
    }
    if (o.help) {
        fputs(cppopts_help, stdout);
        fputs(asmopts_help, stdout);
        cppopts_free(&o);
        return 0;
    }
    if (o.version) {
        printf("clrx-cpp (clrx-tools) %s\n"
               "Assembler language: CLRX 0.1.9 (clrxasm compatible)\n", PACKAGE_VERSION);
        cppopts_free(&o);
        return 0;
    }
    g_diag.no_warnings = o.asmopts.no_warnings;
    g_diag.max_errors = CPP_MAX_ERRORS;
    g_diag.werror = o.asmopts.werror;
    if (o.asmopts.n_inputs == 0)
        asmopts_add_input(&o.asmopts, "-");

    const char *first = o.asmopts.inputs[0];
    const char *outpath = o.asmopts.output;
    OutFile out = { 0 }, dep = { 0 };
    bool want_deps = o.deps_only || o.deps_file;
    char *deppath = NULL;

    if (!o.deps_only && !out_open(&out, outpath, 0)) {
        cppopts_free(&o);
        return 1;
    }
    CppConfig cfg = { &o.asmopts, o.vpath_include };
    Output *w = output_new(out.f, !o.deps_only);
    Cpp cpp;
    cpp_init(&cpp, &cfg, w);
    bool ok = cpp_run(&cpp, o.asmopts.inputs, o.asmopts.n_inputs);
    if (output_error(w))
        ok = false;
    output_free(w);
    ok = out_close(&out, ok, 0);

    if (ok && want_deps) {
        const char *path;
        if (o.deps_out)
            path = o.deps_out;
        else if (o.deps_only)
            path = outpath;
        else if (outpath && strcmp(outpath, "-") != 0)
            path = deppath = with_suffix(outpath, ".d", false);
        else
            path = deppath = with_suffix(strcmp(first, "-") ? first : "-", ".d", true);
        char *deftarget = NULL;
        const char *const *targets = o.targets;
        size_t ntargets = o.ntargets;
        if (!ntargets) {
            if (strcmp(first, "-") == 0)
                deftarget = xstrdup("-");
            else {
                char *t = with_suffix(first, ".o", true);
                deftarget = deps_quote(t, true);
                free(t);
            }
            targets = (const char *const *)&deftarget;
            ntargets = 1;
        }
        if (out_open(&dep, path, 1)) {
            deps_write(dep.f, targets, ntargets, &cpp.deps, o.phony);
            ok = out_close(&dep, true, 1);
        } else
            ok = false;
        free(deftarget);
    }
    cpp_free(&cpp);
    free(deppath);
    cppopts_free(&o);
    return ok ? 0 : 1;
}
