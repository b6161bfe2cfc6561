/* diag.h - gcc-style diagnostics shared by every stage.
 *
 *   file:line:col: error: message
 *       <source line>
 *       ^
 *   callfile:callline:callcol: note: in expansion of macro 'm' from deffile:defline
 *
 * A source position carries an optional expansion context (the chain of
 * includes, macro invocations and repetitions that produced the line), so
 * that clrx-as can report errors in preprocessed text at the user's
 * original line with the same notes clrx-cpp would print.
 */
#ifndef CLRX_DIAG_H
#define CLRX_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "util.h"

typedef enum SrcCtxKind {
    CTX_INCLUDE,   /* lines of an included file; call = the .include line */
    CTX_MACRO,     /* body of macro `name`; call = invocation; def = .macro line */
    CTX_REPT,      /* .rept body; call = def = the .rept line */
    CTX_IRP,
    CTX_IRPC,
    CTX_FOR,
    CTX_WHILE
} SrcCtxKind;

typedef struct SrcCtx SrcCtx;

typedef struct SrcPos {
    const char *file;      /* as the user named it (never NULL; "<stdin>", "<command line>") */
    uint32_t line;         /* 1-based; 0 = no line (whole-file or command-line messages) */
    uint32_t col;          /* 1-based; 0 = no column */
    const SrcCtx *ctx;     /* NULL at top level */
} SrcPos;

struct SrcCtx {
    SrcCtxKind kind;
    const char *name;      /* macro name; NULL for the others */
    SrcPos call;           /* where the expansion / include happened (with its own ctx) */
    const char *deffile;   /* where the macro / loop was defined (may equal call.file) */
    uint32_t defline;
    uint32_t id;           /* clrx-cpp: the context's number in its output (0: not
                              written yet); clrx-as: its number in the input */
};

const char *srcctx_kind_name(SrcCtxKind k);   /* "include", "macro", "rept", ... */
bool srcctx_kind_parse(const char *s, size_t n, SrcCtxKind *out);

/* DIAG_FATAL prints "fatal error:" and exits with status 1 (clean up with
 * atexit).  A note that follows a warning suppressed by -w is suppressed
 * too. */
typedef enum DiagLevel { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR, DIAG_FATAL } DiagLevel;

typedef struct DiagState {
    const char *progname;      /* used for messages without a position: "clrx-cpp: error: ..." */
    unsigned errors;
    unsigned warnings;
    bool no_warnings;          /* -w */
    bool werror;               /* -Werror: warnings count as errors */
    bool color;                /* not used yet; always false (deterministic output) */
    unsigned max_errors;       /* stop after this many errors (0 = unlimited):
                                * "progname: fatal error: too many errors,
                                * stopping" and exit(1) */
    bool keep_going;           /* at max_errors, do not exit: say so once and
                                * drop every later message (for the fuzzing
                                * harnesses, which must return) */
    FILE *out;                 /* default stderr (NULL also means stderr) */
    /* when set, a diagnostic with a source position goes here (formatted,
     * with its notes) instead of to `out`; it is still counted, and
     * `inlined` counts the errors among them (clrx-cpp --inline-diagnostics) */
    bool (*sink)(void *user, DiagLevel lvl, const char *text, size_t len);  /* false: not taken */
    void *sink_user;
    unsigned inlined;
} DiagState;

extern DiagState g_diag;       /* one per process */

/* A stretch of work whose messages are dropped (a value another stage will
 * check and report): between diag_quiet_begin and diag_quiet_end nothing is
 * printed and nothing is counted; diag_quiet_end says whether an error
 * would have been reported. */
typedef struct DiagQuiet {
    bool (*saved_sink)(void *, DiagLevel, const char *, size_t);
    FILE *saved_out, *sink;
    char *buf;
    size_t len;
    unsigned errors, warnings, max_errors;
} DiagQuiet;
void diag_quiet_begin(DiagQuiet *q);
bool diag_quiet_end(DiagQuiet *q);

void diag_init(const char *progname);

/* Report at pos: "file:line:col: level: message" (":col" left out when
 * col is 0, ":line:col" when line is 0; -Werror turns a warning into
 * "error: message [-Werror]").  `line_text` (may be NULL) is the text of
 * the source line, `line_len` its length (without newline); when given, the
 * line is printed as is (up to a newline, without a trailing CR), then
 * (when col > 0) a caret under byte column `pos.col` (clamped to just past
 * the end), indented with the line's own tabs so that it lines up.  The context chain
 * follows, innermost first, one note each:
 *   CALL: note: in expansion of macro 'NAME' from DEFFILE:DEFLINE
 *   CALL: note: in expansion of '.rept' from DEFFILE:DEFLINE   (.irp ...)
 *   CALL: note: in file included from here                                 */
void diag_at(DiagLevel lvl, SrcPos pos, const char *line_text, size_t line_len,
             const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void diag_vat(DiagLevel lvl, SrcPos pos, const char *line_text, size_t line_len,
              const char *fmt, va_list ap);

/* At a recorded position, without its line text. */
void diag_pos(DiagLevel lvl, SrcPos pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A stage's current line: how a byte of it maps to a source position and
 * to the text shown under the message (text NULL: none shown).  Each stage
 * fills one in (clrx-cpp's reader, clrx-as's lexer) and reports through it
 * (cpp_error, as_error ...). */
typedef struct DiagLine {
    void (*locate)(const void *owner, const char *p, SrcPos *pos, const char **text,
                   size_t *len);
    const void *owner;
} DiagLine;
/* At byte p of the current line (p NULL: the line's start). */
void diag_line(const DiagLine *l, DiagLevel lvl, const char *p, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A diagnostic formatted by another stage (a `#@diag` line of clrx-cpp's
 * output): written out as it is and counted at level lvl. */
void diag_replay(DiagLevel lvl, const char *text, size_t len);

/* A worker thread's diagnostics, kept for the main thread to write in order
 * (clrx-ld reads objects on two threads): between diag_capture_begin and
 * diag_capture_end, the calling thread's messages go into `c` instead of
 * the output and are not counted (-w and -Werror still apply);
 * diag_capture_replay writes and counts them as diag_replay does, then
 * frees them.  The main thread must not write messages meanwhile. */
typedef struct DiagCapture {
    StrBuf text;
    struct { DiagLevel lvl; size_t len; } *msgs;
    size_t n, cap;
} DiagCapture;
void diag_capture_begin(DiagCapture *c);
void diag_capture_end(void);
void diag_capture_replay(DiagCapture *c);
/* The capture the calling thread is in (NULL: none), for a capture inside
 * another: diag_capture_begin(outer) then goes back to it, and the inner
 * messages replayed there go into the outer capture. */
DiagCapture *diag_capture_current(void);
/* Frees what a capture kept, without writing it. */
void diag_capture_discard(DiagCapture *c);

/* Message without a source position: "progname: error: message". */
void diag_plain(DiagLevel lvl, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Internal bug: "progname: internal error: ..." and abort(). */
_Noreturn void diag_internal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* True when errors were reported (with -Werror, warnings too). */
bool diag_failed(void);

/* True when the error limit was reached under keep_going: the stage
 * should wind down as if its input had ended. */
bool diag_stopped(void);

/* Escape a string as a C string literal body (for line markers): " and \
 * are backslash-escaped, control bytes (< 0x20, 0x7f) become three-digit
 * octal escapes (\012); other bytes, UTF-8 included, are written as is. */
void diag_quote(FILE *f, const char *s);

#endif
