/* cc.h - clrx-cc, the driver: what it was asked to do (the plan built from
 * the command line) and how it runs the stage programs.
 *
 *   args.c   command line -> CcPlan (gcc options, clrxasm options)
 *   spawn.c  finding stage programs, running commands, temporary files
 *   cc.c     the three modes: preprocess (-E), compile (-c), link
 */
#ifndef CLRX_CC_H
#define CLRX_CC_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "util.h"

#include "target.h"

typedef enum CcMode { MODE_LINK = 0, MODE_COMPILE, MODE_PREPROCESS } CcMode;

typedef enum InputKind { IN_SOURCE, IN_PREPROCESSED, IN_OBJECT, IN_LIBRARY } InputKind;

typedef struct CcInput {
    const char *path;      /* "-" = standard input; for IN_LIBRARY the "-lNAME" word */
    InputKind kind;
} CcInput;

/* A growable list of argument strings (NULL-terminated when used as argv). */
typedef struct ArgList {
    const char **v;
    size_t n, cap;
} ArgList;

/* The driver's memory: argument lists and the strings it makes, kept until
 * cc_arena_free (end of main). */
Arena *cc_arena(void);
void cc_arena_free(void);
const char *cc_keep(StrBuf *b);      /* a copy in the arena; b is freed */
void args_add(ArgList *l, const char *s);
void args_addf(ArgList *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void args_extend(ArgList *l, const ArgList *other);
const char **args_argv(ArgList *l);   /* NULL-terminated view */

typedef struct CcPlan {
    CcMode mode;
    const char *output;         /* -o */
    CcInput *inputs; size_t n_inputs, cap_inputs;
    bool save_temps, dry_run /* -### */, verbose /* -v */, use_pipe;
    /* dependency output (-M family), forwarded to clrx-cpp */
    bool dep_only;              /* -M / -MM: print dependencies instead of preprocessing */
    bool dep_file;              /* -MD / -MMD */
    bool dep_user_only;         /* -MM / -MMD (no system files: same as -M for us) */
    bool dep_phony;             /* -MP */
    const char *dep_out;        /* -MF */
    ArgList dep_targets;        /* -MT/-MQ, as given ("-MT", "x") pairs */
    /* options for every stage (clrxasm options, canonical spelling) */
    ArgList common_opts;
    ArgList cpp_opts;           /* -I, -D, -Wp, */
    ArgList as_opts;            /* -Wa, */
    ArgList ld_opts;            /* -Wl,, -L */
    ArgList exec_prefixes;      /* -B */
    ArgList launcher;           /* --launcher= / CLRX_CC_LAUNCHER (distcc) */
    bool launcher_given;        /* --launcher= seen (even empty: no launcher) */
    const char *self;           /* argv[0], for the launched `clrx-cc -c FILE.i` */
    bool no_warnings, werror;
} CcPlan;

/* Parse the command line.  Returns 0, or 2 after a usage error message; sets
 * *exit_now when --help/--version was handled. */
int cc_parse_args(CcPlan *p, int argc, char **argv, bool *exit_now);

/* spawn.c */
const char *cc_find_stage(const CcPlan *p, const char *name);   /* never NULL */
/* Run argv; stdin/stdout redirected to the given paths when not NULL.
 * Returns the exit status (0..255), 128+signal, or -1 when it could not run
 * (message printed). */
int cc_run(const CcPlan *p, const char **argv, const char *in_path, const char *out_path);
/* Run stages with signals forwarded: cc_fork starts child `slot` (0 or 1;
 * returns 0 in the child, -1 after a message), cc_wait waits for it and
 * returns its status as cc_run does (a stage killed by SIGINT, SIGTERM,
 * SIGHUP or SIGPIPE ends clrx-cc by the same signal; `pipe_writer`: not by
 * SIGPIPE, which means that the stage reading from it stopped first). */
pid_t cc_fork(int slot);
int cc_wait(int slot, bool pipe_writer);
/* Install the signal handlers (forwarding to the running stages). */
void cc_signals(void);
/* Print a command as -### / -v show it. */
void cc_print_command(const char **argv);
/* Temporary files, removed at exit (unless -save-temps keeps named ones). */
const char *cc_temp_file(const char *suffix);
void cc_cleanup_temps(void);

/* cc.c */
int cc_preprocess(CcPlan *p);
int cc_compile(CcPlan *p);
int cc_link(CcPlan *p);
/* True (after an error) when the output would overwrite an input. */
bool cc_output_is_input(const CcPlan *p);

extern const char *cc_progname;

#endif
