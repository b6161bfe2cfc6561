/* cpp.h - internal interface of clrx-cpp, the macro preprocessor stage.
 *
 * The preprocessor works like clrxasm's own front end: a stack of input
 * sources (files, macro expansions, repetitions) delivers one statement at a
 * time (`;` separates statements, comments are gone, `\`-continued lines are
 * joined); the statement loop (stmt.c) defines labels, tracks assignments and
 * the target state, runs the preprocessing pseudo-ops, and writes every other
 * statement to the output (output.c) with line markers that record where it
 * came from.  Each module owns one concern:
 *
 *   reader.c    the file reader: line splitting, comments, continuations
 *   source.c    the input-source stack, macro and repetition substitution
 *   macro.c     macro definitions, arguments, invocation
 *   repeat.c    .rept/.irp/.irpc/.for/.while and body collection
 *   cond.c      the clause stack, .if family, skipping of false branches
 *   include.c   .include/.incbin search, limits, dependency list
 *   track.c     symbols and target state as clrxasm sees them
 *   stmt.c      the statement loop and the pseudo-op table
 *   output.c    the output writer and its line markers
 *   deps.c      make-style dependency files
 *   options.c   the command line
 */
#ifndef CLRX_CPP_H
#define CLRX_CPP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag.h"
#include "expr.h"
#include "shadow.h"
#include "symtab.h"
#include "target.h"
#include "util.h"

/* ---- limits (see docs/clrx-cpp.md) ---- */
#define CPP_MAX_INCLUDE_DEPTH   500           /* clrxasm's limit */
#define CPP_MAX_MACRO_DEPTH     1000          /* clrxasm's limit */
#define CPP_MAX_REPEAT_DEPTH    1000          /* clrxasm's limit */
#define CPP_MAX_LINE_LEN        (1u << 20)    /* bytes of one logical line */
/* (the fuzzing build, tools/fuzz.sh, gives smaller values with -D) */
#ifndef CPP_MAX_EXPANDED_LINES
#define CPP_MAX_EXPANDED_LINES  (1ull << 23)  /* lines made by expansions */
#endif
#ifndef CPP_MAX_EXPANDED_BYTES
#define CPP_MAX_EXPANDED_BYTES  (1ull << 30)  /* bytes made by expansions */
#endif
#define CPP_MAX_ERRORS          50            /* then "too many errors" */

typedef struct Cpp Cpp;

/* Where the bytes of a logical line came from: from offset `off` on, the
 * text is physical line `line` starting at column `col` (a continued line
 * has one segment per physical line). */
typedef struct LineSeg {
    uint32_t off;
    uint32_t line;
    uint32_t col;
} LineSeg;

/* One statement as delivered by a source (valid until the next read). */
typedef struct CppLine {
    const char *text;
    size_t len;
    const char *file;          /* interned */
    const SrcCtx *ctx;         /* expansion context, NULL at top level */
    const LineSeg *segs;       /* segs[0].off == 0 */
    uint32_t nsegs;
    /* The file reader made it (or a repetition gives such a line again
     * unchanged), and it starts and ends outside quotes: it
     * holds no newline, and no `;`, `#` or `/` `*` outside quotes, so the
     * assembler reads any part of it that starts and ends outside quotes
     * as it is, unless the part ends with a backslash (cpp_unstable). */
    bool stable;
} CppLine;

/* ---- reader.c: the file reader ---- */
typedef struct Reader {
    const char *buf;           /* whole file */
    size_t size, pos;
    bool mapped;               /* buf is a mapping of the file (cpp_push_file) */
    size_t released;           /* bytes of it given back to the system so far */
    size_t phys_start;         /* offset of the current physical line */
    uint32_t lineno;           /* current physical line, 1-based */
    int mode;                  /* ReaderMode */
    StrBuf out;                /* the statement being built */
    LineSeg *segs;
    size_t nsegs, segcap;
} Reader;

void reader_init(Reader *r, const char *buf, size_t size);
void reader_free(Reader *r);
/* Next statement: false at the end of the file.  Warnings and errors of the
 * reader (unterminated string/comment, line too long) are reported with
 * `file`/`ctx`. */
bool reader_next(Reader *r, Cpp *cpp, const char *file, const SrcCtx *ctx,
                 CppLine *out);

/* ---- recorded bodies (macro and repetition contents) ---- */
typedef struct BodyLine {
    size_t off;                /* in Body.text */
    uint32_t len;
    uint32_t seg0, nsegs;      /* in Body.segs */
    uint32_t line;             /* first physical line */
    bool stable;               /* CppLine.stable of the line recorded */
    const char *file;
    const SrcCtx *ctx;
} BodyLine;

typedef struct Body {
    StrBuf text;
    BodyLine *lines;
    size_t nlines, linecap;
    LineSeg *segs;
    size_t nsegs, segcap;
    unsigned refs;
} Body;

Body *body_new(void);
void body_add(Body *b, const CppLine *l);
Body *body_ref(Body *b);
void body_unref(Body *b);

/* ---- macros ---- */
typedef struct MacroArg {
    const char *name;          /* malloc'ed */
    size_t namelen;
    const char *defval;        /* default value (malloc'ed, may be "") */
    size_t deflen;
    bool required, vararg;
} MacroArg;

typedef struct Macro {
    const char *key;           /* table key (lower case under .macrocase) */
    size_t keylen;
    const char *name;          /* as written, for messages */
    MacroArg *args;
    size_t nargs;
    HashTab *argidx;           /* argument name -> index + 1 (keys: args[].name) */
    Body *body;
    SrcPos def;                /* the .macro statement */
    unsigned refs;             /* table + running expansions */
} Macro;

/* An argument value of one expansion. */
typedef struct ArgVal {
    const char *name;
    size_t namelen;
    char *val;                 /* malloc'ed */
    size_t len;
} ArgVal;

/* ---- sources (source.c) ---- */
typedef enum SourceKind {
    SRC_FILE, SRC_MACRO, SRC_REPT, SRC_IRP, SRC_FOR
} SourceKind;

typedef struct Source Source;

/* ---- clause stack (cond.c) ---- */
typedef enum ClauseType {
    CL_IF, CL_ELSEIF, CL_ELSE, CL_MACRO, CL_REPEAT
} ClauseType;

typedef struct Clause {
    ClauseType type;
    bool satisfied;            /* some branch was taken */
    SrcPos pos;                /* the statement that opened this part */
    SrcPos prev_if;            /* the .if of an .elseif/.else part */
} Clause;

/* ---- output (output.c) ---- */
typedef struct Output Output;
Output *output_new(FILE *f, bool enabled);
void output_free(Output *o);
/* True once the text passed the source limit (an error was reported; the
 * preprocessor stops). */
bool output_full(const Output *o);
/* Write one statement line; `file`/`line`/`ctx` is its origin. */
void output_line(Output *o, const char *text, size_t len, const char *file,
                 uint32_t line, const SrcCtx *ctx);
/* The same for a line made of several physical lines, after `indent`
 * spaces: segs (offsets in text, segs[0].off == 0, increasing) say where
 * its parts come from; a `#@join` map is written before the line when more
 * than one part is in it (then the indent should be 0: the map's columns
 * count from the text). */
void output_text(Output *o, uint32_t indent, const char *text, size_t len, const char *file,
                 uint32_t line, const SrcCtx *ctx, const LineSeg *segs, uint32_t nsegs);
/* A diagnostic into the output (g_diag.sink, --inline-diagnostics):
 * `#@diag L TEXT`, L = E (error), W (warning) or N (note), TEXT the
 * formatted message with `\`, newline and CR escaped as `\\`, `\n`, `\r`.
 * The assembler shows it where it stands in the text.  user: the Output. */
bool output_diag(void *user, DiagLevel lvl, const char *text, size_t len);
/* Give the shadow assembler what it has not had yet (before it evaluates). */
void output_sync(Output *o);
/* The first pass ends: nothing more is taken. */
void output_stop(Output *o);
/* The preprocessing starts again from the beginning: the bytes written so
 * far are not written again, and every byte goes to `tee` too. */
void output_second_pass(Output *o, void (*tee)(void *, const char *, size_t), void *user);
/* Append the marker line for an origin to b. */
/* Append the `#@join` line of a line's segments (see output_text). */
void output_join(StrBuf *b, const LineSeg *segs, uint32_t nsegs);

/* ---- dependencies (deps.c) ---- */
typedef struct DepList {
    const char **files;        /* in order of first use */
    size_t n, cap;
    HashTab *seen;
} DepList;
void deps_init(DepList *d);
void deps_free(DepList *d);
void deps_add(DepList *d, const char *file);      /* interned name */
/* Write a make rule: targets (already quoted as make needs), prerequisites,
 * and with `phony` an empty rule for each prerequisite but the first. */
void deps_write(FILE *f, const char *const *targets, size_t ntargets,
                const DepList *d, bool phony);
/* Quote a file name for make (blanks, '#'); with `dollar`, '$' -> '$$'. */
char *deps_quote(const char *name, bool dollar);

/* ---- the preprocessor ---- */
typedef struct CppConfig {
    const AsmOptions *asmopts;         /* -D, -I, target options, -a, -m */
    bool vpath_include;                /* look in the including file's directory */
    bool inline_diags;                 /* messages go into the output (g_diag.sink) */
} CppConfig;

/* Statements are written indented to their source column (up to this). */
#define CPP_MAX_INDENT 4096u

struct Cpp {
    const CppConfig *cfg;
    Arena *perm;                       /* SrcCtx objects */
    const SrcCtx **ctxs;               /* each of them once (source.c ctx_intern; the
                                          contexts kept in their parents are not here) */
    size_t nctxs, capctxs;
    StrPool *names;                    /* file names */
    SymTab *symtab;
    Arena *exprs;                      /* kept expressions, expr.c's memory */
    ExprCtx ectx;
    DiagLine dline;                    /* messages about the current statement */
    TargetState target;
    /* the AMD Catalyst format keeps the driver version of .driver_version
     * apart from the option's, and a .driver_info makes it 0 (track.c) */
    uint32_t amd_driver_version;
    bool amd_driver_info;
    bool format_init;                  /* clrxasm has fixed the output format */
    bool altmacro, macrocase;
    uint64_t macro_count, local_count;

    /* sources */
    Source *top;
    Source *spare_source;              /* the last one popped, to be reused */
    size_t nsources;
    unsigned include_level, macro_level, repeat_level;
    const char *const *inputs;         /* input files ("-" = stdin) */
    size_t ninputs, next_input;

    /* current statement */
    CppLine line;
    bool line_already_read, have_line;
    bool end_of_assembly;

    /* clauses */
    Clause *clauses;
    size_t nclauses, clausecap;

    /* macros: key -> Macro* */
    HashTab *macros;

    /* absolute section (.struct/.offset) tracking of `.` */
    bool in_abs, dot_known;
    uint64_t dot;
    HashTab *enum_counters;            /* Scope* bytes -> uint64_t* */

    /* expansion accounting */
    uint64_t expanded_lines, expanded_bytes;
    bool fatal;                        /* stop at once (limits, unreadable input) */
    bool aborted;                      /* .abort */

    /* parsed expressions that are evaluated at once live here */
    Arena *scratch;
    unsigned scratch_uses;

    Output *out;
    DepList deps;

    /* conditions that depend on labels (shadow.h): the first one stops the
     * first pass (restart); the second pass has a shadow assembler, and its
     * messages are dropped until it reaches statement quiet_until */
    bool restart;
    ShadowAsm *shadow;
    uint64_t nstatements;
    uint64_t quiet_until;
    bool quiet_on;
    DiagQuiet quiet;
};

/* the preprocessor as a whole (stmt.c) */
void cpp_init(Cpp *cpp, const CppConfig *cfg, Output *out);
void cpp_free(Cpp *cpp);
/* Preprocess the inputs; false when errors were reported. */
bool cpp_run(Cpp *cpp, const char *const *inputs, size_t ninputs);

/* ---- helpers shared by the modules ---- */
const char *cpp_intern(Cpp *cpp, const char *s, size_t n);
/* Position of byte p of the current statement. */
SrcPos cpp_pos(const Cpp *cpp, const char *p);
SrcPos line_pos(const CppLine *l, const char *p);
/* Messages about byte p of the current statement. */
#define cpp_error(cpp, p, ...) diag_line(&(cpp)->dline, DIAG_ERROR, p, __VA_ARGS__)
#define cpp_warning(cpp, p, ...) diag_line(&(cpp)->dline, DIAG_WARNING, p, __VA_ARGS__)

/* character classes of the language: a table of CC_ bits (stmt.c) */
enum { CC_SPACE = 1, CC_DIGIT = 2, CC_ALPHA = 4, CC_NAME_START = 8, CC_NAME = 16 };
extern const unsigned char cpp_ctype[256];
static inline bool cpp_space(char c)          /* blank: ' ', \t \n \v \f \r */
{
    return cpp_ctype[(unsigned char)c] & CC_SPACE;
}
static inline bool cpp_digit(char c) { return cpp_ctype[(unsigned char)c] & CC_DIGIT; }
static inline bool cpp_alpha(char c)          /* an ASCII letter */
{
    return cpp_ctype[(unsigned char)c] & CC_ALPHA;
}
static inline bool cpp_name_start(char c)     /* a letter, `_`, `.` or `$` */
{
    return cpp_ctype[(unsigned char)c] & CC_NAME_START;
}
static inline bool cpp_name_char(char c)      /* a name's start or a digit */
{
    return cpp_ctype[(unsigned char)c] & CC_NAME;
}
static inline const char *skip_sp(const char *p, const char *end)
{
    while (p < end && cpp_space(*p))
        p++;
    return p;
}
/* A simple name (letters, digits, _ . $; not starting with a digit):
 * its length at p, 0 if none. */
size_t scan_name(const char *p, const char *end);
/* A `::`-scoped name (clrxasm's rules): its length, 0 if none; *adv is
 * how far clrxasm's reader moves (a trailing "::" included). */
size_t scoped_name(const char *p, const char *end, size_t *adv);
/* Skip blanks, labels (`name:`) and `\@`, `\()` inside them; returns the
 * start of the statement proper. */
const char *skip_spaces_and_labels(const char *p, const char *end);
/* The token class of a byte, for macro-argument splitting and .ifc. */
unsigned char tok_class(unsigned char c);

/* Why the assembler would not read text back as this one statement
 * (';', '#', '/' '*' outside quotes, an open string, a final backslash),
 * or NULL when it would. */
const char *cpp_unstable(const char *s, size_t n);

/* values */
typedef enum ValStatus { VAL_OK, VAL_EMPTY, VAL_ERROR, VAL_UNKNOWN } ValStatus;
/* An absolute value needed now (clrxasm's "absolute value argument"): skips
 * blanks, parses the expression at *pp, evaluates it.  On VAL_OK *pp is
 * after it.  An empty expression is VAL_EMPTY (an error when `required`). */
ValStatus cpp_abs_value(Cpp *cpp, const char **pp, const char *end, int64_t *value,
                        bool required, const char *what);
/* The same, but a value that depends on labels or `.` is VAL_UNKNOWN and
 * not reported (for the statements the assembler checks itself). */
ValStatus cpp_try_value(Cpp *cpp, const char **pp, const char *end, int64_t *value);
/* A value that depends on labels or `.`, where it stands (shadow.h): VAL_OK,
 * or VAL_ERROR (reported; or the first pass stops to start again). */
ValStatus cpp_shadow_value(Cpp *cpp, const ExprSrc *src, int64_t *value, const char *what);
/* expr_parse; unless `keep`, the tree lives only until the next statement */
long cpp_parse(Cpp *cpp, const ExprSrc *src, Expr **out, bool keep);
/* Parse a quoted string ("..." with escapes) at *pp (after blanks). */
bool cpp_parse_string(Cpp *cpp, const char **pp, const char *end, StrBuf *out);
/* the end of a statement and commas, with clrxasm's errors */
bool cpp_garbage_check(Cpp *cpp, const char *p, const char *end);
bool cpp_required_comma(Cpp *cpp, const char **pp, const char *end);
bool cpp_skip_comma(Cpp *cpp, const char **pp, const char *end, bool *have);
/* A name argument (letters, digits, _ .): up to maxlen-1 bytes. */
bool cpp_name_arg(Cpp *cpp, const char **pp, const char *end, char *buf, size_t maxlen,
                  const char *what);
/* Count lines produced by expansions; false (fatal error reported) when a
 * limit is passed. */
bool cpp_account(Cpp *cpp, const CppLine *l);

/* source.c */
bool cpp_read_line(Cpp *cpp);          /* into cpp->line; false at end */
/* buf: malloc'd, or (mapped) a mapping of size bytes that the reader gives
 * back to the system behind it as it goes (map_input_file) */
void cpp_push_file(Cpp *cpp, const char *file, char *buf, size_t size, bool mapped,
                   const SrcCtx *ctx);
void cpp_push_macro(Cpp *cpp, Macro *m, ArgVal *args, size_t nargs, SrcPos call);
void cpp_push_rept(Cpp *cpp, Body *b, uint64_t count, const SrcCtx *ctx);
void cpp_push_irp(Cpp *cpp, Body *b, const char *sym, size_t symlen, char **vals,
                  size_t *lens, size_t nvals, bool irpc, const SrcCtx *ctx);
/* An expression kept for repeated evaluation (.for/.while), with its text
 * for the shadow assembler (interned; NULL when there is no expression). */
typedef struct KeptExpr {
    Expr *e;
    const char *text;
    size_t len;
} KeptExpr;
void cpp_push_for(Cpp *cpp, Body *b, Symbol *iter, KeptExpr cond, KeptExpr next,
                  SrcPos condpos, const SrcCtx *ctx);
SourceKind cpp_top_kind(const Cpp *cpp);
void cpp_free_sources(Cpp *cpp);
const SrcCtx *cpp_new_ctx(Cpp *cpp, SrcCtxKind kind, const char *name, SrcPos call);

/* cond.c */
void clause_push(Cpp *cpp, ClauseType t, SrcPos pos, bool satisfied);
/* .elseif/.else: change the top clause; *included says whether to run the
 * branch.  False on error (reported). */
bool clause_else(Cpp *cpp, ClauseType t, const char *p, bool satisfied, bool *included);
bool clause_pop(Cpp *cpp, const char *p, ClauseType t);
void skip_clauses(Cpp *cpp, bool exitm);
void report_open_clauses(Cpp *cpp);
/* An .ifc operand as it is compared (blanks normalized), into out. */
void ifc_string(const char *s, const char *end, StrBuf *out);
/* The conditional pseudo-ops: kind/negation/elseif come from the table. */
typedef enum CondKind {
    COND_NE, COND_EQ, COND_GT, COND_GE, COND_LT, COND_LE,
    COND_DEF, COND_BLANK, COND_CMPSTR, COND_STREQ, COND_32, COND_ARCH,
    COND_GPU, COND_FMT
} CondKind;
void do_if(Cpp *cpp, const char *stmt, const char *p, CondKind kind, bool neg,
           bool elseif);
void do_else(Cpp *cpp, const char *stmt, const char *p);
void do_endif(Cpp *cpp, const char *stmt, const char *p);

/* macro.c */
void do_macro(Cpp *cpp, const char *stmt, const char *p);
void do_endm(Cpp *cpp, const char *stmt, const char *p);
void do_exitm(Cpp *cpp, const char *stmt, const char *p);
void do_purgem(Cpp *cpp, const char *p);
/* Try to run a macro named at `stmt`: 1 = done, 0 = no such macro,
 * -1 = error (reported). */
int macro_invoke(Cpp *cpp, const char *stmt);
bool parse_macro_arg_value(Cpp *cpp, const char **pp, const char *end, StrBuf *out);
void macro_unref(Macro *m);
void macros_free(Cpp *cpp);
/* Is `name` (with the dot) a pseudo-op of any format (stmt.c's table)? */
bool is_pseudo_op_name(const char *name, size_t len);

/* repeat.c */
bool collect_macro_body(Cpp *cpp, Body *b);
bool collect_repeat_body(Cpp *cpp, Body *b);
void do_rept(Cpp *cpp, const char *stmt, const char *p);
void do_irp(Cpp *cpp, const char *stmt, const char *p, bool irpc);
void do_for(Cpp *cpp, const char *stmt, const char *p);
void do_while(Cpp *cpp, const char *stmt, const char *p);
void do_endr(Cpp *cpp, const char *stmt, const char *p);
/* One more pass of a .for/.while: sets the iterator, evaluates the
 * condition; false to stop.  Writes the iterator assignment. */
bool for_next_pass(Cpp *cpp, Symbol *iter, const KeptExpr *cond, const KeptExpr *next,
                   SrcPos condpos);

/* include.c */
void do_include(Cpp *cpp, const char *stmt, const char *p);
void do_incbin(Cpp *cpp, const char *stmt, const char *p);
/* Read a whole file ("-" = stdin); see include.c. */
typedef enum ReadStatus {
    READ_OK,
    READ_ERRNO,            /* errno says why */
    READ_NOT_REGULAR,      /* an included device or FIFO */
    READ_TOO_LARGE         /* more than CLRX_MAX_SOURCE_SIZE bytes */
} ReadStatus;
ReadStatus read_whole_file(const char *path, bool included, char **buf, size_t *size);
/* read_whole_file for a file named on the command line; a large regular
 * file is mapped instead (*mapped), so that preprocessing it holds only the
 * part being read. */
ReadStatus map_input_file(const char *path, char **buf, size_t *size, bool *mapped);
bool open_input(Cpp *cpp, const char *name);

/* track.c: what clrxasm's state would be */
void track_init(Cpp *cpp);
void track_free(Cpp *cpp);
void track_defsyms(Cpp *cpp);
bool track_label(Cpp *cpp, const char *name, size_t len, const char *place);
void track_assign(Cpp *cpp, const char *name, size_t len, const char *place,
                  const char *p, bool reassign, bool eqv);
void track_set(Cpp *cpp, const char *p, bool reassign, bool eqv);   /* .set/.equ/.equiv/.eqv */
void track_undef(Cpp *cpp, const char *p);
void track_enum(Cpp *cpp, const char *p);
typedef enum GetKind { GET_64BIT, GET_ARCH, GET_FORMAT, GET_GPU, GET_POLICY,
                       GET_VERSION } GetKind;
void track_get(Cpp *cpp, const char *p, GetKind k);
void track_scope(Cpp *cpp, const char *stmt, const char *p);
void track_ends(Cpp *cpp, const char *stmt, const char *p);
void track_using(Cpp *cpp, const char *p, bool start);
void track_gpu(Cpp *cpp, const char *p);
void track_arch(Cpp *cpp, const char *p);
void track_format(Cpp *cpp, const char *p);
void track_format_op(Cpp *cpp, const char *p, int fmt);   /* BinFormat or FMT_ROCM_AMD3 */
void track_bitness(Cpp *cpp, const char *p, bool is64);
void track_policy(Cpp *cpp, const char *p);
void track_struct(Cpp *cpp, const char *p);
void track_skip(Cpp *cpp, const char *p);
void track_org(Cpp *cpp, const char *p);
void track_symbols(Cpp *cpp, const char *p);   /* .global/.local/.weak: create */
void track_size(Cpp *cpp, const char *p);
/* The versions that .get_*_version / .*_version name (the CPP column of
 * pseudoops.def says which a format's rows mean): the target's driver and
 * LLVM versions; the binary's own driver version of the AMD Catalyst
 * format (.driver_version sets it; .driver_info makes it 0, VK_INFO). */
typedef enum VerKind { VK_DRIVER, VK_LLVM, VK_BINDRIVER, VK_INFO } VerKind;
void track_version(Cpp *cpp, const char *p, bool set, VerKind kind);
/* .driver_info "STRING" of the AMD Catalyst format */
void track_driver_info(Cpp *cpp, const char *p);
/* names of formats, devices and architectures (with their errors) */
bool parse_format_name(Cpp *cpp, const char **pp, const char *end, BinFormat *f);
bool parse_gpu_name(Cpp *cpp, const char **pp, const char *end, GpuDevice *d);
bool parse_arch_name(Cpp *cpp, const char **pp, const char *end, GpuArch *a);
/* an ExprSrc for text [p, end) of the current statement */
ExprSrc cpp_expr_src(const Cpp *cpp, const char *p, const char *end, unsigned flags);

#endif
