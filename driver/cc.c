/* cc.c - clrx-cc's three modes, each a sequence of stage commands:
 *
 *   -E    clrx-cpp SRC [-o OUT]
 *   -c    clrx-cpp SRC -o - | clrx-as - -o SRC.o            (the two run at once)
 *         with -save-temps: clrx-cpp SRC -o SRC.i ; clrx-as SRC.i -o SRC.o
 *         with a launcher: clrx-cpp SRC -o TMP.i ; LAUNCHER clrx-cc -c TMP.i -o SRC.o
 *   link  (-c for each source into a temporary object) ; clrx-ld OBJS... -o OUT
 *
 * Every clrxasm option given to clrx-cc goes to every stage (each stage uses
 * what concerns it).  When a source is compiled, clrx-cpp writes its
 * messages about the source into the preprocessed text
 * (--inline-diagnostics), and clrx-as shows them in order with its own, so
 * that the errors of one source come in source order whichever stage finds
 * them.  Otherwise the diagnostics of the first failing stage are shown
 * once: through the pipe, clrx-as's messages are dropped when clrx-cpp
 * failed.  A temporary file is removed as soon as it is used, so that one
 * command may compile any number of sources.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cc.h"
#include "outfile.h"
#include "util.h"

/* "dir/name.s" -> "name" + suffix */
static const char *derived_name(const char *path, const char *suffix)
{
    if (!strcmp(path, "-"))
        path = "stdin";
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    StrBuf b = STRBUF_INIT;
    sb_append(&b, base, n);
    sb_puts(&b, suffix);
    return cc_keep(&b);
}

/* "dir/name.i" -> "dir/name" + suffix (the directory is kept) */
static const char *replaced_suffix(const char *path, const char *suffix)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - path) : strlen(path);
    StrBuf b = STRBUF_INIT;
    sb_append(&b, path, n);
    sb_puts(&b, suffix);
    return cc_keep(&b);
}

/* The -M family for one translation unit. `target` is the default rule
 * target (the object name); `out` the file the step writes (for the .d name). */
static void add_dep_opts(CcPlan *p, ArgList *cmd, const char *input, const char *target,
                         const char *out)
{
    if (!p->dep_only && !p->dep_file)
        return;
    if (p->dep_only)
        args_add(cmd, p->dep_user_only ? "-MM" : "-M");
    else
        args_add(cmd, p->dep_user_only ? "-MMD" : "-MD");
    if (p->dep_out) {
        args_add(cmd, "-MF");
        args_add(cmd, p->dep_out);
    } else if (p->dep_file) {
        args_add(cmd, "-MF");
        args_add(cmd, out && strcmp(out, "-") ? replaced_suffix(out, ".d")
                                                : derived_name(input, ".d"));
    }
    if (p->dep_targets.n)
        args_extend(cmd, &p->dep_targets);
    else {
        args_add(cmd, "-MT");
        args_add(cmd, target ? target : derived_name(input, ".o"));
    }
    if (p->dep_phony)
        args_add(cmd, "-MP");
}

static void cpp_command(CcPlan *p, ArgList *cmd, const char *input)
{
    args_add(cmd, cc_find_stage(p, "clrx-cpp"));
    args_extend(cmd, &p->common_opts);
    args_extend(cmd, &p->cpp_opts);
    args_add(cmd, input);
}

static int status_of(int st)
{
    if (st == 0)
        return 0;
    if (st < 0 || st >= 128)
        return 1;
    return st == 2 ? 2 : 1;
}

int cc_preprocess(CcPlan *p)
{
    size_t nsrc = 0;
    for (size_t i = 0; i < p->n_inputs; i++)
        if (p->inputs[i].kind == IN_SOURCE || p->inputs[i].kind == IN_PREPROCESSED)
            nsrc++;
    if (nsrc == 0) {
        fprintf(stderr, "%s: error: no input files\n", cc_progname);
        return 2;
    }
    if (nsrc > 1 && p->output && strcmp(p->output, "-")) {
        fprintf(stderr, "%s: error: cannot specify '-o' with '-E' or '-M' and multiple files\n",
                cc_progname);
        return 2;
    }
    int result = 0;
    for (size_t i = 0; i < p->n_inputs; i++) {
        const CcInput *in = &p->inputs[i];
        if (in->kind != IN_SOURCE && in->kind != IN_PREPROCESSED)
            continue;
        ArgList cmd = {0};
        cpp_command(p, &cmd, in->path);
        add_dep_opts(p, &cmd, in->path, NULL, p->output);
        if (p->output) {
            args_add(&cmd, "-o");
            args_add(&cmd, p->output);
        }
        int st = status_of(cc_run(p, args_argv(&cmd), NULL, NULL));
        if (st > result)
            result = st;
        if (st)
            break;
    }
    return result;
}

/* Run clrx-cpp | clrx-as through a pipe.  clrx-as's stderr goes to a
 * temporary file and is shown only when clrx-cpp succeeded. */
static int run_pipe(CcPlan *p, const char **cpp, const char **as)
{
    if (p->dry_run || p->verbose) {
        cc_print_command(cpp);
        fputs(" |\n", stderr);
        cc_print_command(as);
    }
    if (p->dry_run)
        return 0;
    const char *errpath = cc_temp_file(".err");
    int fds[2];
    if (pipe(fds) < 0) {
        fprintf(stderr, "%s: error: pipe: %s\n", cc_progname, strerror(errno));
        return 1;
    }
    /* room for 1 MiB (where the system allows it; else its default 64 KiB):
     * clrx-cpp goes on while clrx-as's read-ahead thread finds the lines of
     * what it read, instead of waiting for it, and clrx-as waits less often
     * for its input (kernels benchmark: 34-54 waits of 114 blocks -> 3-10 of
     * 58-77) */
    (void)fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
    pid_t pc = cc_fork(0);
    if (pc == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        execvp(cpp[0], (char *const *)cpp);
        fprintf(stderr, "%s: error: cannot run '%s': %s\n", cc_progname, cpp[0], strerror(errno));
        _exit(127);
    }
    pid_t pa = pc < 0 ? -1 : cc_fork(1);
    if (pa == 0) {
        int fd = open(errpath, O_WRONLY | O_TRUNC);
        dup2(fds[0], 0);
        if (fd >= 0)
            dup2(fd, 2);
        close(fds[0]);
        close(fds[1]);
        execvp(as[0], (char *const *)as);
        fprintf(stderr, "%s: error: cannot run '%s': %s\n", cc_progname, as[0], strerror(errno));
        _exit(127);
    }
    close(fds[0]);
    close(fds[1]);
    int cpp_st = pc < 0 ? -1 : cc_wait(0, true);
    int as_st = pa < 0 ? -1 : cc_wait(1, false);
    if (pc < 0 || pa < 0)
        return 1;
    /* clrx-cpp killed by SIGPIPE: clrx-as stopped reading first, and its
     * messages say why */
    bool cpp_cut = cpp_st == 128 + SIGPIPE && as_st != 0;
    if (cpp_st != 0 && !cpp_cut) {
        cc_drop_temp(errpath);
        return status_of(cpp_st);
    }
    FILE *f = fopen(errpath, "r");
    if (f) {
        char buf[4096];
        size_t n;
        while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
            fwrite(buf, 1, n, stderr);
        fclose(f);
    }
    cc_drop_temp(errpath);
    if (as_st >= 128)
        fprintf(stderr, "%s: error: %s terminated by signal %d\n", cc_progname, as[0],
                as_st - 128);
    return status_of(as_st);
}

/* With a launcher (--launcher=, CLRX_CC_LAUNCHER): assemble the
 * preprocessed `ifile` into `obj` by running
 *     LAUNCHER... CLRX-CC [clrxasm options] [-Wa,...] -c IFILE -o OBJ
 * where CLRX-CC is this driver as it was invoked.  The `.i` suffix is what
 * distcc needs to send the file to another machine as it is (it distributes
 * only C-family sources and `.i` files, never `.s`/`.S`), and a `.i` input
 * needs nothing but itself there. */
static int launch_compile(CcPlan *p, const char *ifile, const char *obj, bool whole)
{
    ArgList cmd = {0};
    args_extend(&cmd, &p->launcher);
    args_add(&cmd, p->self);
    for (size_t i = 0; i < p->exec_prefixes.n; i++)
        args_addf(&cmd, "-B%s", p->exec_prefixes.v[i]);
    args_extend(&cmd, &p->common_opts);
    for (size_t i = 0; i < p->as_opts.n; i++)
        args_addf(&cmd, "-Wa,%s", p->as_opts.v[i]);
    if (whole)
        args_add(&cmd, "-Wa,--whole-program");
    if (p->verbose)
        args_add(&cmd, "-v");
    args_add(&cmd, "-c");
    args_add(&cmd, ifile);
    args_add(&cmd, "-o");
    args_add(&cmd, obj);
    return status_of(cc_run(p, args_argv(&cmd), NULL, NULL));
}

/* Compile one source into `obj`.  `whole`: the source is the whole program
 * (linked alone), so a symbol it leaves undefined is defined nowhere. */
static int compile_one(CcPlan *p, const CcInput *in, const char *obj, bool whole)
{
    const char *as_input;
    ArgList as = {0};
    args_add(&as, cc_find_stage(p, "clrx-as"));
    args_extend(&as, &p->common_opts);
    args_extend(&as, &p->as_opts);
    if (whole)
        args_add(&as, "--whole-program");

    if (in->kind == IN_PREPROCESSED) {
        as_input = in->path;
    } else {
        ArgList cpp = {0};
        cpp_command(p, &cpp, in->path);
        /* the preprocessor's messages go with the text, and clrx-as shows
         * them in source order with its own */
        args_add(&cpp, "--inline-diagnostics");
        add_dep_opts(p, &cpp, in->path, obj, obj);
        if (!p->save_temps && !p->launcher.n) {
            args_add(&cpp, "-o");
            args_add(&cpp, "-");
            args_add(&as, "-");
            args_add(&as, "-o");
            args_add(&as, obj);
            return run_pipe(p, args_argv(&cpp), args_argv(&as));
        }
        const char *ifile = p->save_temps ? derived_name(in->path, ".i") : cc_temp_file(".i");
        args_add(&cpp, "-o");
        args_add(&cpp, ifile);
        int st = status_of(cc_run(p, args_argv(&cpp), NULL, NULL));
        if (st)
            return st;
        if (p->launcher.n) {
            st = launch_compile(p, ifile, obj, whole);
            if (!p->save_temps)
                cc_drop_temp(ifile);
            return st;
        }
        as_input = ifile;
    }
    args_add(&as, as_input);
    args_add(&as, "-o");
    args_add(&as, obj);
    int st = status_of(cc_run(p, args_argv(&as), NULL, NULL));
    if (in->kind != IN_PREPROCESSED && !p->save_temps)
        cc_drop_temp(as_input);
    return st;
}

int cc_compile(CcPlan *p)
{
    size_t nsrc = 0;
    for (size_t i = 0; i < p->n_inputs; i++)
        if (p->inputs[i].kind == IN_SOURCE || p->inputs[i].kind == IN_PREPROCESSED)
            nsrc++;
    if (nsrc == 0) {
        fprintf(stderr, "%s: error: no input files\n", cc_progname);
        return 2;
    }
    if (nsrc > 1 && p->output) {
        fprintf(stderr, "%s: error: cannot specify '-o' with '-c' and multiple files\n",
                cc_progname);
        return 2;
    }
    for (size_t i = 0; i < p->n_inputs; i++) {
        const CcInput *in = &p->inputs[i];
        if (in->kind != IN_SOURCE && in->kind != IN_PREPROCESSED)
            continue;
        const char *obj = p->output ? p->output : derived_name(in->path, ".o");
        int st = compile_one(p, in, obj, false);
        if (st) {
            if (!p->dry_run)
                outfile_remove_stale(obj);     /* no old object survives a failure */
            return st;
        }
    }
    return 0;
}

/* Nothing to compile: every input goes to clrx-ld as it is. */
static bool only_objects(const CcPlan *p)
{
    for (size_t i = 0; i < p->n_inputs; i++)
        if (p->inputs[i].kind != IN_OBJECT && p->inputs[i].kind != IN_LIBRARY)
            return false;
    return true;
}

static bool output_among_inputs(const CcPlan *p);

int cc_link(CcPlan *p)
{
    if (p->n_inputs == 0) {
        fprintf(stderr, "%s: error: no input files\n", cc_progname);
        return 2;
    }
    const char *output = p->output ? p->output : "a.out";
    ArgList ld = {0};
    args_add(&ld, cc_find_stage(p, "clrx-ld"));
    args_extend(&ld, &p->common_opts);
    args_extend(&ld, &p->ld_opts);
    for (size_t i = 0; i < p->n_inputs; i++) {
        const CcInput *in = &p->inputs[i];
        if (in->kind == IN_OBJECT || in->kind == IN_LIBRARY) {
            args_add(&ld, in->path);
            continue;
        }
        const char *obj = p->save_temps ? derived_name(in->path, ".o") : cc_temp_file(".o");
        int st = compile_one(p, in, obj, p->n_inputs == 1);
        if (st) {
            if (!p->dry_run)
                outfile_remove_stale(output);  /* no old binary survives a failure */
            return st;
        }
        args_add(&ld, obj);
    }
    args_add(&ld, "-o");
    args_add(&ld, output);
    int raw = cc_run(p, args_argv(&ld), NULL, NULL);
    int st = status_of(raw);
    /* a failed link (status 1) has removed clrx-ld's output, or kept it when
     * it found the output among its inputs; otherwise (a crash, a usage
     * error) the old output goes here, unless it is one of the inputs, which
     * only a link of objects alone has not checked yet */
    if (st && !p->dry_run && raw != 1 && !(only_objects(p) && output_among_inputs(p)))
        outfile_remove_stale(output);
    return st;
}

/* The output is one of the inputs (a message then). */
static bool output_among_inputs(const CcPlan *p)
{
    const char *out = p->output ? p->output : p->mode == MODE_LINK ? "a.out" : NULL;
    if (!out || p->dry_run)
        return false;
    const char **files = arena_alloc(cc_arena(), (p->n_inputs + 1) * sizeof *files);
    size_t n = 0;
    for (size_t i = 0; i < p->n_inputs; i++)
        if (p->inputs[i].kind != IN_LIBRARY)
            files[n++] = p->inputs[i].path;
    return outfile_is_input(out, files, n);
}

bool cc_output_is_input(const CcPlan *p)
{
    /* a link of objects and archives only: clrx-ld compares each input with
     * the output as it opens it (one stat of the output instead of one of
     * every input here and again in clrx-ld) */
    if (p->mode == MODE_LINK && only_objects(p))
        return false;
    return output_among_inputs(p);
}
