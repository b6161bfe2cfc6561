/* main.c - clrx-cpp: options -> preprocess -> output (and dependency rule).
 * Both outputs are written through libcommon/outfile.h: never half written,
 * never stale after a failure, devices and FIFOs written into.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "outfile.h"

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

/* The dependency file's name: -MF, the -o of -M, or the output's (or the
 * first input's) name with ".d". */
static const char *deps_path(const CppOptions *o, char **owned)
{
    const char *outpath = o->asmopts.output;
    const char *first = o->asmopts.inputs[0];
    *owned = NULL;
    if (o->deps_out)
        return o->deps_out;
    if (o->deps_only)
        return outpath ? outpath : "-";
    if (outpath && strcmp(outpath, "-") != 0)
        return *owned = with_suffix(outpath, ".d", false);
    return *owned = with_suffix(strcmp(first, "-") ? first : "-", ".d", true);
}

/* Write the dependency rule of the run to `path`. */
static bool write_deps(const CppOptions *o, const Cpp *cpp, const char *path)
{
    const char *first = o->asmopts.inputs[0];
    char *deftarget = NULL;
    const char *const *targets = o->targets;
    size_t ntargets = o->ntargets;
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
    OutFile dep;
    bool ok = outfile_open(&dep, path, 0);
    if (ok) {
        deps_write(dep.fp, targets, ntargets, &cpp->deps, o->phony);
        ok = outfile_commit(&dep);
    }
    free(deftarget);
    return ok;
}

int main(int argc, char **argv)
{
    diag_init("clrx-cpp");
    outfile_signals(NULL);
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

    const char *outpath = o.asmopts.output ? o.asmopts.output : "-";
    bool want_deps = o.deps_only || o.deps_file;
    char *owned = NULL;
    const char *deppath = want_deps ? deps_path(&o, &owned) : NULL;
    const char *const *inputs = (const char *const *)o.asmopts.inputs;
    if ((!o.deps_only && outfile_is_input(outpath, inputs, o.asmopts.n_inputs)) ||
        (deppath && outfile_is_input(deppath, inputs, o.asmopts.n_inputs))) {
        free(owned);
        cppopts_free(&o);
        return 1;
    }
    /* a failed run leaves neither output behind (nor an old one) */
    if (!o.deps_only) {
        outfile_claim(outpath);
        outfile_drop_old(outpath);      /* so it goes now, while we work */
    }
    if (deppath)
        outfile_claim(deppath);

    OutFile out;
    if (!o.deps_only && !outfile_open(&out, outpath, 0)) {
        free(owned);
        cppopts_free(&o);
        return 1;
    }
    bool inline_diags = o.inline_diags && !o.deps_only;
    CppConfig cfg = { &o.asmopts, o.vpath_include, inline_diags };
    Output *w = output_new(o.deps_only ? NULL : out.fp, !o.deps_only);
    if (inline_diags) {
        /* the assembler shows them in order with its own, and applies the
         * error limit */
        g_diag.sink = output_diag;
        g_diag.sink_user = w;
        g_diag.max_errors = 0;
    }
    Cpp cpp;
    cpp_init(&cpp, &cfg, w);
    bool ok = cpp_run(&cpp, o.asmopts.inputs, o.asmopts.n_inputs);
    if (inline_diags) {
        /* the messages in the output make clrx-as fail: this step succeeded
         * unless something could not go there */
        g_diag.sink = NULL;
        ok = !cpp.fatal && g_diag.errors == g_diag.inlined;
    }
    output_free(w);
    if (!o.deps_only) {
        if (ok)
            ok = outfile_commit(&out);
        else
            outfile_abort(&out);
    }
    if (ok && deppath)
        ok = write_deps(&o, &cpp, deppath);
    cpp_free(&cpp);
    free(owned);
    cppopts_free(&o);
    return ok ? 0 : 1;
}
