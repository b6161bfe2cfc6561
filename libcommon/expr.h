/* expr.h - the CLRX expression language: parser, evaluator, assignments and
 * pending (forward-referencing) expressions.  clrx-cpp and clrx-as both use
 * this one implementation, so conditions, repetition counts and assignments
 * evaluate identically in both stages.  Every rule below was checked against
 * clrxasm 0.1.9 (the reference assembler).
 *
 * VALUES.  64-bit two's complement, every operation wraps modulo 2^64.
 *
 * LITERALS (parse_int_literal).  Decimal `123`; hexadecimal `0x1F`/`0X1f`;
 * binary `0b101`/`0B101`; octal with a leading 0 (`0777`; a lone `0` is 0;
 * `08` is the literal 0 followed by `8`).  A literal that does not fit in 64
 * bits is an error ("number out of range"); `0x`/`0b` without digits is an
 * error.  Character literals `'c'`: the byte value of c, SIGN-EXTENDED (a raw
 * byte 0xE9 gives 0xFFFFFFFFFFFFFFE9); escapes \a \b \t \n \v \f \r \\ \' \"
 * (7 8 9 10 11 12 13 92 39 34); `\ooo` 1 to 3 octal digits (the literal must
 * end after them; a value above 255 is an error); `\xHH...` any number of hex
 * digits, only the low 8 bits kept; a backslash before any other character
 * gives that character (sign-extended).  `''` and `'ab'` are errors.
 * Floating-point literals are not expressions (`1.5` is `1` then `.5`).
 *
 * OPERATORS, from the tightest binding to the loosest (NOT C's order: the
 * shifts are multiplicative, the bitwise operators bind tighter than + and -,
 * all comparisons share one level, && and || share one level):
 *     6  unary  - ~ ! +          (right to left)
 *     5  * / // % %% << >> >>>  (left to right)
 *     4  & | ^ !                 (binary `!` is OR-NOT: a ! b = a | ~b)
 *     3  + -
 *     2  == != <> < <= > >= <@ <=@ >@ >=@
 *     1  && ||
 *     0  ?:                      (right to left, `a ? b : c ? d : e`)
 *  /  %  signed division and remainder (truncating, remainder has the sign
 *        of the dividend); //  %% unsigned.  Division or remainder by zero
 *        is an error.  INT64_MIN / -1 gives INT64_MIN and INT64_MIN % -1
 *        gives 0 (clrxasm crashes there).
 *  << >> (logical) >>> (arithmetic): a shift count that is >= 64 as an
 *        UNSIGNED number (so also every negative count) gives a warning and
 *        the result 0 (for >>> 0 or -1 by the sign of the left operand).
 *  Comparisons give -1 (all ones) for true and 0 for false; `<` `<=` `>`
 *        `>=` are signed, the `@` forms unsigned.
 *  ! (logical not), && and || give 1 or 0 (not -1); both operands are always
 *        evaluated (no short-circuit: an error on either side counts).
 *  A lone `=` inside an expression is an error.
 *
 * SYNTAX.  Spaces (space and \t \n \v \f \r) may separate tokens.  An
 * operand is a literal, a symbol name (letters, digits, `_`, `.`, `$`, not
 * starting with a digit, with `::` scope paths, see symtab.h), `.` (the
 * location counter), a local label reference `Nb`/`Nf` (digits then b or f
 * not followed by a letter or digit), or a parenthesized expression.  At the
 * outermost level an expression ends before the first character that cannot
 * continue it (`,` `;` `]` `)` `@` `"`, a single `:` with no pending `?`, a
 * second operand after a complete one ...); the caller checks what follows.
 * Inside parentheses such a character is an error.  Nesting depth is
 * unlimited (everything here is iterative, as in clrxasm).
 * Quirk kept from clrxasm: a `?` left without its `:` inside parentheses
 * followed by a `:` outside (`c ? (x ? y) : z`) is accepted; the value is
 * then computed as clrxasm does (`(x ? y : z)`-like, here 3 for
 * `1 ? (2 ? 3) : 4`).
 *
 * RELATIVE VALUES (addresses).  A symbol defined in a section (a label, or
 * `x = label + 4`) has a value relative to that section.  During evaluation
 * a value is a constant plus terms (base, coefficient); a base is a section
 * id or a stage-defined relocation base.  Allowed on relative values (other
 * uses are errors):
 *   a + b, a - b, -a, ~a (= -a - 1): coefficients add up; terms that cancel
 *     disappear (label2 - label1 of one section is absolute);
 *   a * k, k * a (k absolute), a << k (multiplies the coefficients);
 *   comparisons, when both sides have exactly the same terms;
 *   special cases where an absolute operand k decides (a relative, on
 *     either side unless noted): a & 0 = 0, a & -1 = a, a | -1 = -1,
 *     a | 0 = a, a ^ 0 = a, a * 0 = 0; OR-NOT (x ! y = x | ~y): a ! 0 = -1,
 *     -1 ! a = -1, a ! -1 = a, 0 ! a = ~a; a && 0 = 0, a || k = 1 (k != 0);
 *   c ? a : b when the condition c is absolute.
 * Division, remainder, >> and >>> of relative values, `!a`, a relative
 * shift count, a * b with both relative are errors.  The final value must
 * be absolute or one base with coefficient 1 (unless ExprCtx.multi_terms).
 * In clrx-cpp, labels and `.` have section SECT_UNKNOWN: any operation on
 * such a value gives an unknown value (EXPR_UNKNOWN), except that `c ? a : b`
 * with a known c picks its operand.
 *
 * SYMBOLS IN EXPRESSIONS.  Names are looked up when the expression is
 * parsed (in the scopes current then, see symtab.h); values are taken when
 * it is evaluated or deferred.  A symbol with a value gives its value (absolute,
 * or relative to its section).  A `.eqv` symbol is evaluated again at every
 * use, from its expression and the current values of what it mentions
 * (`.eqv here, . - start` gives a new value at each line).  A register-range
 * symbol is an error.  An undefined symbol makes the expression wait
 * (expr_defer/expr_assign) or gives EXPR_UNDEFINED (expr_eval).
 *
 * ASSIGNMENTS (expr_assign) follow clrxasm:
 *  - `x = e`, `.set x, e`, `.equ x, e` may redefine x, unless x is a label, a
 *    `.equiv` or a `.eqv` symbol that is defined ("symbol 'x' is already
 *    defined"); `.equiv x, e` (once) and `.eqv x, e` fail when x is defined
 *    in any way (value, pending assignment or .eqv);
 *  - the value is computed at once when every symbol of e has a value;
 *    otherwise x is pending: it gets its value when the last symbol it
 *    needs is defined, and each symbol's value is taken at the moment THAT
 *    symbol is defined (`x = a + b; a = 1; a = 2; b = 10` gives x = 11);
 *  - references bind to definitions: an expression waiting for a pending x
 *    keeps waiting for that definition of x even if x is reassigned or
 *    `.undef`ined before it resolves (`a = b + 1; c = a; a = 5; b = 10`
 *    gives c = 11, a = 5);  `x = x + 1` with x undefined waits for itself
 *    (unresolved at the end);
 *  - `.eqv x, e`: x keeps e (not a value) and evaluates it at each use; an
 *    e without symbols (and without `.`) is simply a value.  Expressions
 *    that waited for x before the .eqv wait for a snapshot of e taken then.
 *    A cycle of .eqv symbols is an error here (clrxasm silently produces 0).
 *    Nesting of .eqv symbols inside .eqv symbols is limited to
 *    EXPR_MAX_EQV_DEPTH levels (error beyond).
 *  - labels (expr_define_label) are defined once; a label may take over a
 *    name that had a value from `=`.
 * Errors inside a pending expression (division by zero ...) are reported
 * when it is finally evaluated, at the operator.
 */
#ifndef CLRX_EXPR_H
#define CLRX_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "symtab.h"
#include "util.h"

#define EXPR_MAX_TERMS 4        /* terms of a result given to the caller */
#define EXPR_MAX_EQV_DEPTH 1000 /* .eqv symbols nested in .eqv expressions */

typedef struct ExprTerm {
    int32_t base;      /* section id, or stage-defined relocation base */
    int64_t coef;
} ExprTerm;

typedef struct ExprVal {
    uint64_t value;
    unsigned nterms;
    ExprTerm terms[EXPR_MAX_TERMS];
} ExprVal;

static inline bool exprval_is_abs(const ExprVal *v) { return v->nterms == 0; }

/* acc + a * b modulo 2^64 (coefficients wrap as values do; no signed
 * overflow in C) */
static inline int64_t expr_wrap_madd(int64_t acc, int64_t a, int64_t b)
{
    return (int64_t)((uint64_t)acc + (uint64_t)a * (uint64_t)b);
}

typedef struct Expr Expr;   /* parsed expression, allocated in the context's arena */
struct ExprPriv;

typedef struct ExprCtx {
    SymTab *symtab;
    Arena *arena;              /* where pending and .eqv expressions live */
    /* Where expr_parse puts what it parses (NULL: `arena`).  A stage that
     * resets it after each statement keeps a parsed expression longer only
     * through expr_keep. */
    Arena *parse_arena;
    void *user;
    /* The location counter `.`: section (SECT_ABS for absolute sections,
     * SECT_UNKNOWN in clrx-cpp) and offset.  NULL: `.` is an error.  Called
     * when an expression is evaluated, deferred or assigned (for `.eqv`, at
     * each use). */
    bool (*dot)(void *user, int32_t *section, uint64_t *offset);
    /* Local label reference `Nb` (forward=false) or `Nf` (forward=true),
     * `digits` without the suffix: returns the symbol that stands for that
     * definition (typically symtab_global_symbol(t, "Nb"/"Nf", ..., true)).
     * clrxasm rejects `Nb` when no label N was defined before ("undefined
     * previous local label"): the callback reports that and returns NULL.
     * If the callback is NULL, local labels are an error. */
    Symbol *(*local_label)(void *user, const char *digits, size_t len, bool forward,
                           SrcPos pos);
    /* false (default): a result must be absolute or one base with
     * coefficient 1, else error.  true: up to EXPR_MAX_TERMS terms with any
     * coefficients are returned (the caller decides; clrx-as relocations). */
    bool multi_terms;
    /* Link-time values (ROCm's section differences; NULL: none).  An
     * operation the evaluator cannot do on relative values (a shift, a
     * division, a product of two of them, a comparison of different
     * sections ...), or a combination of several bases given to a symbol,
     * is handed to link_node when every base of its operands is one that
     * link_base accepts: the stage records the operation (its EXPR_OP_*
     * code and operands, at column `col` of e) for the linker and returns
     * a new base that stands for its result, which becomes the value
     * (coefficient 1); SECT_ABS (after reporting) refuses it. */
    bool (*link_base)(void *user, int32_t base);
    /* NULL: every link base may stand alone.  Otherwise an operation (or
     * a value given to a symbol) becomes a link-time node only when one of
     * its bases is an anchor (this callback says so): a symbol of another
     * object or an earlier node; a section of this source alone keeps the
     * language's rules (clrx-as: other objects' symbols in every format). */
    bool (*link_anchor)(void *user, int32_t base);
    /* NULL, or what needs a value now (for the message about a symbol that
     * has none yet: "'.fill' needs the value of 'len' now ..."); the
     * callback may return NULL. */
    const char *(*need_what)(void *user);
    /* NULL, or a check of every value expr_eval computes (the stage's own
     * rules, e.g. a Gallium scratch symbol that must stay an address):
     * false after reporting makes it EXPR_ERROR. */
    bool (*check_value)(void *user, const struct Expr *e, const ExprVal *v);
    int32_t (*link_node)(void *user, int op, const ExprVal *args, unsigned nargs,
                         const struct Expr *e, uint32_t col);
    struct ExprPriv *priv;     /* internal; NULL-initialize, see expr_ctx_free */
} ExprCtx;

/* Operator codes of link-time operations (ExprCtx.link_node, expr_apply);
 * the numbers are part of the object format (docs/object-format.md). */
enum {
    EXPR_OP_NEG = 3, EXPR_OP_NOT, EXPR_OP_LNOT, EXPR_OP_PLUS,
    EXPR_OP_ADD, EXPR_OP_SUB, EXPR_OP_MUL, EXPR_OP_DIVU, EXPR_OP_DIVS, EXPR_OP_MODU,
    EXPR_OP_MODS, EXPR_OP_AND, EXPR_OP_OR, EXPR_OP_XOR, EXPR_OP_ORNOT, EXPR_OP_SHL,
    EXPR_OP_SHR, EXPR_OP_SAR, EXPR_OP_LAND, EXPR_OP_LOR,
    EXPR_OP_EQ, EXPR_OP_NE, EXPR_OP_LT, EXPR_OP_LE, EXPR_OP_GT, EXPR_OP_GE, EXPR_OP_LTU,
    EXPR_OP_LEU, EXPR_OP_GTU, EXPR_OP_GEU, EXPR_OP_CHOICE,
    EXPR_OP_LAST = EXPR_OP_CHOICE
};
/* Operands of an operator: 1 (EXPR_OP_NEG .. EXPR_OP_PLUS; PLUS is the
 * identity), 3 (EXPR_OP_CHOICE: condition, then, else) or 2. */
unsigned expr_op_arity(int op);

/* Frees the context's internal scratch memory (not the arena, not the
 * symbol table).  The context can be used again afterwards. */
void expr_ctx_free(ExprCtx *c);

typedef enum ExprStatus {
    EXPR_OK = 0,
    EXPR_UNDEFINED,     /* some symbol has no value yet (see *undef) */
    EXPR_ERROR,         /* error already reported */
    EXPR_UNKNOWN        /* clrx-cpp: depends on a label or `.` (SECT_UNKNOWN) */
} ExprStatus;

/* Source of an expression.  The parser reads text[0..len) and stops at the
 * end of the expression (see SYNTAX); `pos` is the position of text[0]
 * (columns advance from it); `line`/`line_len` the whole source line, for
 * diagnostics (it must stay valid until the expression is evaluated or
 * deferred; deferred expressions keep their own copy). */
typedef struct ExprSrc {
    const char *text;      /* start of expression text */
    size_t len;            /* bytes available */
    SrcPos pos;            /* position of text[0] */
    const char *line;      /* whole line, for the caret display (may be NULL) */
    size_t line_len;
    unsigned flags;        /* EXPR_PARSE_* */
} ExprSrc;

/* Do not create symbols: a name that exists nowhere, or a symbol without a
 * value (other than a .eqv symbol), is an error at once ("undefined
 * symbol").  clrxasm parses this way where an absolute value is needed now
 * (.if, .rept, .fill counts, .align ...); it matters because a lookup
 * otherwise creates the symbol in the current scope.  (Missing scopes of a
 * path are still created, as in clrxasm.) */
#define EXPR_PARSE_NO_CREATE   1u
/* An empty expression is not an error: expr_parse returns 0 and *out NULL. */
#define EXPR_PARSE_ALLOW_EMPTY 2u

/* Parse the longest expression at the start of src->text.  Leading spaces
 * are skipped.  Returns the number of bytes consumed (the expression and
 * the spaces before the character that ended it) and sets *out; on a syntax
 * error reports it (first error only) and returns -1.  An empty expression
 * (nothing that can start one) is an error "expected expression" unless
 * EXPR_PARSE_ALLOW_EMPTY, in which case 0 is returned with *out = NULL.
 * Symbols are looked up now (symtab_lookup, creating undefined ones unless
 * EXPR_PARSE_NO_CREATE); their values are taken when the expression is
 * evaluated, deferred or assigned - do that before the next statement. */
long expr_parse(ExprCtx *c, const ExprSrc *src, Expr **out);

/* A plain decimal number at s (before end) that is a whole operand: the
 * next byte after it and its blanks is in `ends`, or there is none.  Its
 * length (*value its value), which expr_parse and expr_eval would give
 * without building an expression; 0 for anything more (a longer
 * expression, a local label 1f, a hexadecimal, octal or floating number,
 * more than 18 digits). */
size_t expr_plain_decimal(const char *s, const char *end, const char *ends, uint64_t *value);

/* A copy of a parsed expression (with its line) in the context's arena,
 * for a caller that keeps it after the statement (see parse_arena). */
Expr *expr_keep(ExprCtx *c, const Expr *e);

/* Evaluate now.  On EXPR_UNDEFINED, *undef (if non-NULL) names the first
 * undefined symbol met (nothing is reported).  Errors (division by zero,
 * illegal operation on relative values, .eqv cycles) are reported at the
 * operator; warnings (shift count) too.  On anything but EXPR_OK *out is
 * zero. */
ExprStatus expr_eval(ExprCtx *c, const Expr *e, ExprVal *out, Symbol **undef);

/* Convenience for "an absolute value needed now": parse (with
 * EXPR_PARSE_NO_CREATE) + eval.  An empty expression, an undefined symbol,
 * a relative value (message `what`, e.g. "expected an absolute value in
 * .rept") or an unknown one (clrx-cpp) are errors.  Returns bytes consumed
 * or -1 (error reported). */
long expr_parse_abs(ExprCtx *c, const ExprSrc *src, int64_t *value, const char *what);

/* Does the expression mention `.`, a label, a symbol whose value is
 * relative or unknown, or a .eqv symbol that does?  (clrx-cpp: "cannot be
 * known before assembly".) */
bool expr_uses_dot(const Expr *e);

/* Does the expression mention any symbol (or `.`)? */
bool expr_has_symbols(const Expr *e);
/* Does it mention a symbol whose value is relative to a base that is not a
 * section of this source and that c->link_base accepts (a link-time node,
 * an external symbol)?  clrxasm waits for such a symbol's value, so an
 * operand that mentions one is taken when the value is known. */
bool expr_mentions_link(ExprCtx *c, const Expr *e);

/* Source position of the expression's first token (for later messages). */
SrcPos expr_pos(const Expr *e);

/* ---- pending expressions ----
 * An expression that refers to symbols not yet defined waits for them; when
 * the last one is defined it is evaluated and `done` is called with the value
 * (a data word, an instruction literal).  Undefined symbols left at the end
 * are reported by the stage (expr_report_unresolved, or
 * expr_foreach_unresolved to turn them into relocations). */
typedef struct PendingExpr PendingExpr;
typedef void (*PendingDone)(PendingExpr *p, const ExprVal *v, void *user);
struct ExprWaiter;

struct PendingExpr {
    Expr *expr;            /* private copy; symbol operands are replaced by
                              their values as the symbols get defined */
    PendingDone done;      /* NULL for assignments (target below) */
    void *user;
    SrcPos pos;
    /* internal: */
    unsigned nwaiting;     /* operands still waiting for their symbol */
    PendingExpr *next_all, *prev_all;
    Symbol *target;        /* assignment target, or NULL */
    bool cancelled;        /* dropped by .undef: ignored when it resolves */
    bool linked;           /* in the context's list of waiting expressions */
};

/* Evaluate e when all its symbols are defined: now if they already are
 * (calls done and returns NULL), otherwise returns the PendingExpr (in the
 * arena) and calls done later, from expr_assign/expr_define_label/... when
 * the last symbol is defined.  Values are taken as described under
 * ASSIGNMENTS (`.` and defined symbols now, the others when defined).
 * On an error (reported) done is never called and NULL is returned.
 * `done` never sees an error: an expression that fails when finally
 * evaluated is reported and dropped; an unknown value (clrx-cpp) is
 * dropped silently.  The value passed to done is checked like expr_eval's
 * result (ExprCtx.multi_terms).  `pos` is where "unresolved symbol" is
 * reported if it never resolves: give the expression's position
 * (expr_pos) as clrxasm does. */
PendingExpr *expr_defer(ExprCtx *c, Expr *e, SrcPos pos, PendingDone done, void *user);

/* Assign `s = e` with clrxasm's semantics (see ASSIGNMENTS above): `once`
 * for .equiv, `eqv` for .eqv (implies once).  Evaluated now if possible,
 * otherwise pending (s is then defined but has no value yet).  Returns
 * false on error (reported at pos: "symbol 'x' is already defined", or the
 * evaluation's errors; s is then unchanged). */
bool expr_assign(ExprCtx *c, Symbol *s, Expr *e, SrcPos pos, bool once, bool eqv);

/* Define a label: s gets (section, value) and can no longer be redefined.
 * False with an error at pos if s is already a defined label, .equiv or
 * .eqv symbol. */
bool expr_define_label(ExprCtx *c, Symbol *s, int32_t section, uint64_t value,
                       SrcPos pos);

/* Give s a value (-D definitions, stage-internal symbols): like `s = value`
 * without the redefinition check; wakes what waits for s. */
void expr_set_symbol(ExprCtx *c, Symbol *s, int32_t section, uint64_t value);

/* `s = %reg range`: s becomes a register-range symbol (value encodes the
 * range).  Errors: already defined once-only symbol (or `once` and
 * defined), or s already used in expressions that wait for it (each of
 * them is reported first, as clrxasm does; expressions that wait for an
 * earlier pending definition of s keep that definition and are no error). */
bool expr_assign_regrange(ExprCtx *c, Symbol *s, uint64_t value, SrcPos pos, bool once);

/* For a stage that set s->has_value/value/section itself: finish the
 * definition (an earlier pending definition of s is detached or dropped)
 * and wake the expressions waiting for s (transitively). */
void expr_symbol_defined(ExprCtx *c, Symbol *s);

/* Close the current scope (symtab_close_scope); when it is a temporary
 * scope, first report its symbols (and those of its child scopes) that
 * expressions still wait for, as clrxasm does.  False if no scope is open. */
bool expr_close_scope(ExprCtx *c);

/* Visit each (undefined symbol, waiting expression) pair of the symbols of
 * `scope` and its child scopes (NULL: the global scope), in clrxasm's
 * report order (see scope_foreach_clrx_order; the expressions waiting for
 * one symbol in the order they were deferred); detached copies and dropped
 * expressions are not visited (as in clrxasm's report). */
void expr_foreach_unresolved(ExprCtx *c, Scope *scope,
                             void (*fn)(Symbol *s, PendingExpr *p, void *user),
                             void *user);
/* Report each such pair: "unresolved symbol 'a::x'" at the expression's
 * position (names relative to `scope`).  Returns the number reported. */
unsigned expr_report_unresolved(ExprCtx *c, Scope *scope);

/* Visit every pending expression still waiting (not dropped), in the order
 * they were deferred, including hidden ones (old definitions, snapshots). */
void pending_foreach(ExprCtx *c, void (*fn)(PendingExpr *p, void *user), void *user);

/* Apply one operator (EXPR_OP_*) to values, with the evaluator's rules
 * (relative operands, clrxasm's arithmetic, its errors and warnings
 * reported at `pos` and column `col`): the linker finishes link-time
 * operations with it.  Link-time nodes are not made here. */
ExprStatus expr_apply(ExprCtx *c, int op, const ExprVal *args, unsigned nargs, SrcPos pos,
                      uint32_t col, ExprVal *out);
/* The symbols a parsed expression names, in the order they appear (at most
 * max of them are stored); returns how many it names. */
size_t expr_symbols(const Expr *e, Symbol **out, size_t max);

/* Number literals: parse an integer literal of the language at s (decimal,
 * 0x, 0b, leading-0 octal, 'c' character with escapes; see LITERALS).
 * Returns bytes used, or 0 with *err set to a message.  Exposed for the
 * stages' own operand parsing. */
size_t parse_int_literal(const char *s, size_t len, uint64_t *out, const char **err);

/* String literal with escapes ("..." at s), as clrxasm reads strings: the
 * escapes of character literals, but `\ooo` stops at the first non-octal
 * digit; each escape gives one byte.  Appends the bytes to out and returns
 * bytes used, or 0 with *err set. */
size_t parse_string_literal(const char *s, size_t len, StrBuf *out, const char **err);

/* ---- dword parts ----
 * clrxasm lets a 32-bit literal hold the low or high dword of an address
 * (a relocation): `X & 0xffffffff`, `X % 0x100000000`, `X %% 0x100000000`
 * (low) and `X >> 32`, `X / 0x100000000`, `X // 0x100000000` (high), the
 * operator being the outermost one and the number a literal.  Such an
 * operation on a relative X is an error in expr_eval; a stage that can
 * store a relocation evaluates X alone instead.  expr_split_part returns
 * the form of e (EXPR_PART_NONE when e has none of them) and a new
 * expression X (where expr_parse puts expressions) in *inner; expr_part_apply computes
 * `x OP number` for an absolute x exactly as the evaluator does. */
typedef enum ExprPart {
    EXPR_PART_NONE, EXPR_PART_AND, EXPR_PART_MODS, EXPR_PART_MODU,
    EXPR_PART_SHR, EXPR_PART_DIVS, EXPR_PART_DIVU
} ExprPart;
static inline bool expr_part_is_high(ExprPart p)
{ return p == EXPR_PART_SHR || p == EXPR_PART_DIVS || p == EXPR_PART_DIVU; }
ExprPart expr_split_part(ExprCtx *c, const Expr *e, Expr **inner);
uint64_t expr_part_apply(ExprPart part, uint64_t x);
/* The operator (EXPR_OP_*) and the constant operand of a part, so that
 * `x OP operand` is expr_part_apply's result. */
void expr_part_op(ExprPart part, int *op, uint64_t *operand);

#endif
