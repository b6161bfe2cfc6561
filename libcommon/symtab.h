/* symtab.h - symbols and the tree of visibility scopes.
 *
 * The scope rules are those of the CLRX assembler language (clrxasm 0.1.9),
 * checked against the reference assembler:
 *
 *  - The global scope is the root.  `.scope NAME` opens a named scope (it is
 *    looked up like the first element of a scope path from the current scope
 *    - its named children, then the scopes of its `.using` list - and created
 *    as a child of the current scope when not found; so `.scope b` inside a
 *    scope that uses `a` re-opens `a::b` if it exists).  `.scope` without a
 *    name opens a new temporary scope, which disappears when it is closed
 *    (its symbols can no longer be named; symbols still waited for are
 *    reported then, see expr_close_scope() in expr.h).  `.ends`/`.endscope`
 *    returns to the scope that was current before the matching `.scope`.
 *    At most SYMTAB_MAX_SCOPE_DEPTH scopes can be open at once.
 *
 *  - Each scope has a `.using` list.  `.using PATH` puts the scope PATH
 *    names at the head of the current scope's list (moving it there if it
 *    was already listed); `.unusing PATH` removes it; `.unusing` alone
 *    empties the list.  PATH scopes that do not exist are created (as in
 *    a lookup, below).  Searching "a scope" means: its own table, then each
 *    scope of its using list from the most recent to the oldest, each of
 *    those searched the same way (depth first, every scope at most once per
 *    search, so cycles of usings are harmless).
 *
 *  - A name is `[::]elem::elem::...::name`; elements and names start with
 *    a letter, `_`, `.` or `$` and continue with letters, digits, `_`, `.`
 *    and `$` (ASCII only).  Finding the scope of a qualified name: with a
 *    leading `::` the first element is searched only from the global scope,
 *    otherwise from the current scope and then each parent up to the global
 *    scope (the first scope whose search finds a child scope of that name
 *    wins); each further element is searched in the scope found so far.
 *    Elements that are not found are created (under the global scope for a
 *    `::` path, under the current scope otherwise, or under the last scope
 *    found) - even by lookups that do not create symbols.
 *
 *  - Lookup of a symbol for use in an expression (symtab_lookup): a simple
 *    name is searched in the current scope, then in each parent up to the
 *    global scope (each one "searched" as above, so usings come right after
 *    the scope's own table); a qualified name only in its scope.  When it is
 *    found nowhere and `create` is set, an undefined symbol is created in
 *    the current scope (simple name) or in the path's scope.
 *
 *  - The target of an assignment or label (symtab_target): the current
 *    scope (or the path's scope) is searched with its usings, but NOT its
 *    parents; if not found the symbol is created there.  So `x = 5` inside
 *    a scope that uses a scope defining x assigns that x (clrxasm does so,
 *    whatever its manual says), while a global x is shadowed by a new one.
 *
 *  - `.` (the location counter) is one symbol of the global scope, reached
 *    by the plain name `.` from anywhere; `.` with a scope path (`::.`,
 *    `a::.`) is an error ("symbol '.' can only be in the global scope"):
 *    symtab_lookup/symtab_target return NULL for it.
 *
 * Symbols live until symtab_free(); values and definitions are changed only
 * through expr.h (expr_assign, expr_define_label, expr_set_symbol ...), which
 * keeps pending expressions consistent.  Local labels (`1:` with `1b`/`1f`)
 * are kept by the stages as global-scope symbols named "1b"/"1f"
 * (symtab_global_symbol).
 */
#ifndef CLRX_SYMTAB_H
#define CLRX_SYMTAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"

struct Expr;
struct PendingExpr;
struct ExprWaiter;
struct ExprMemo;

/* Section ids: >= 0 are sections of the stage that owns the table; other
 * negative values below SECT_UNKNOWN may be used by a stage as relocation
 * bases (for example external symbols); the evaluator treats every section
 * other than SECT_ABS and SECT_UNKNOWN as a base of a relative value. */
#define SECT_ABS      (-1)      /* absolute value */
#define SECT_UNKNOWN  (-2)      /* clrx-cpp: a label, its value not known before assembly */

#define SYMTAB_MAX_SCOPE_DEPTH 1000   /* open scopes at once (clrxasm's limit) */

typedef struct Scope Scope;

typedef struct Symbol {
    const char *name;          /* simple name, without scope path */
    Scope *scope;              /* owning scope (for detached copies: the original's) */
    int32_t section;           /* SECT_ABS, SECT_UNKNOWN or a section id */
    uint64_t value;
    uint64_t size;             /* .size */
    unsigned has_value : 1;    /* defined with a value */
    unsigned once_defined : 1; /* label, .equiv or .eqv: may not be redefined */
    unsigned is_label : 1;
    unsigned is_eqv : 1;       /* .eqv: `expr` is evaluated at every use */
    unsigned resolving : 1;    /* internal: cycle detection while evaluating */
    unsigned regrange : 1;     /* register range (x = %s[0:3]); value encodes it */
    unsigned notnum : 1;       /* defined by -D NAME=VALUE with a VALUE that is not a
                                * number: defined, no value; `value` holds the
                                * VALUE text (a const char *) for messages */
    unsigned global : 1, weak : 1, local : 1, external : 1;
    unsigned used : 1;         /* referenced by some expression */
    unsigned loader : 1;       /* clrx-as: an address only the loader knows, used
                                  only as itself (Gallium's .scratchsym) */
    unsigned detached : 1;     /* hidden copy: an earlier pending definition that
                                  older references still wait for, or a .eqv
                                  snapshot; in no scope table */
    uint32_t def_index;        /* for the stage that owns the table: where it was
                                  defined (clrx-as: index + 1 into its label
                                  positions; 0 = none) */
    struct Expr *expr;         /* .eqv expression (is_eqv), else NULL */
    struct PendingExpr *pending;  /* the assignment `sym = expr` still waiting
                                     for some of its symbols, else NULL */
    struct ExprWaiter *waiters;   /* internal: pending expressions waiting for
                                     this symbol to get a value */
    struct ExprMemo *memo;     /* internal (expr.c) */
    void *user;                /* for the stage that owns the table */
} Symbol;

/* Defined in clrxasm's sense: has a value, a pending assignment or a .eqv
 * expression.  (`.undef` of a symbol that is not defined only warns.) */
static inline bool symbol_is_defined(const Symbol *s)
{
    return s->has_value || s->pending != NULL || (s->is_eqv && s->expr != NULL) || s->notnum;
}

typedef struct SymTab SymTab;

SymTab *symtab_new(void);
void symtab_free(SymTab *t);

Scope *symtab_global(const SymTab *t);
Scope *symtab_current(const SymTab *t);
const char *scope_name(const Scope *s);     /* "" for global and temporary scopes */
Scope *scope_parent(const Scope *s);        /* NULL for the global scope */
bool scope_is_temporary(const Scope *s);
/* Number of scopes opened with .scope and not closed yet. */
size_t symtab_depth(const SymTab *t);

/* .scope [NAME]: open a named scope (found or created as described above)
 * or, with name NULL/empty, a new temporary scope.  Returns false (and
 * opens nothing) when SYMTAB_MAX_SCOPE_DEPTH scopes are already open. */
bool symtab_open_scope(SymTab *t, const char *name, size_t len);
/* .ends / .endscope; false (nothing done) when no scope is open.  A
 * temporary scope is gone afterwards: its symbols can no longer be found.
 * Use expr_close_scope() to also report its unresolved symbols. */
bool symtab_close_scope(SymTab *t);
/* .using PATH (a scope path, possibly `::`-rooted; missing scopes are
 * created).  False when PATH is empty or just "::". */
bool symtab_using(SymTab *t, const char *path, size_t len);
/* .unusing [PATH]: PATH NULL/empty removes every using of the current
 * scope.  False when PATH is just "::". */
bool symtab_unusing(SymTab *t, const char *path, size_t len);

/* Length of the longest (possibly `::`-qualified) symbol name at s, 0 if
 * none.  A trailing `::` is not part of the name ("a::" gives 1). */
size_t symtab_scan_name(const char *s, size_t len);

/* Find a symbol for use in an expression (rules above).  When `create` and
 * the symbol exists nowhere, it is created undefined.  NULL when not found
 * (and !create), or for `.` with a scope path.  The plain name "." gives the
 * location-counter symbol of the global scope. */
Symbol *symtab_lookup(SymTab *t, const char *name, size_t len, bool create);

/* The symbol that an assignment or a label definition `name` targets (rules
 * above), created when needed.  NULL only for an invalid name or `.` with a
 * scope path. */
Symbol *symtab_target(SymTab *t, const char *name, size_t len);

/* A symbol of the global scope by its raw name (no scope-path parsing), for
 * local labels ("1b", "1f") and other stage-private names. */
Symbol *symtab_global_symbol(SymTab *t, const char *name, size_t len, bool create);

/* .undef: the symbol forgets its value, definition, binding (.global...),
 * size and label/once flags, as in clrxasm.  Expressions that referred to an
 * earlier pending definition keep waiting for that definition; a pending
 * assignment nobody waits for is dropped.  (The stage warns when the symbol
 * was not defined: see symbol_is_defined.) */
void symtab_undefine(SymTab *t, Symbol *s);

/* Register variables (`.regvar NAME:TYPE[:SIZE]`): names of their own
 * namespace (a symbol and a register variable may share a name), kept in
 * the scopes by the rules of symbols: a definition goes to the current
 * scope or the path's scope and fails (NULL) when that scope or one of its
 * usings already has the name; a use is found like a symbol in an
 * expression (the scope, its usings, then the parents for a simple name).
 * Ids count definitions from 1, so that a register range can name one. */
typedef struct RegVar {
    const char *name;          /* simple name (interned) */
    Scope *scope;
    uint32_t id;               /* 1, 2, ... in the order of definition */
    uint32_t size;             /* registers (1..65535) */
    char type;                 /* 's' (scalar) or 'v' (vector) */
} RegVar;

RegVar *symtab_regvar_add(SymTab *t, const char *name, size_t len, char type, uint32_t size);
RegVar *symtab_regvar_find(SymTab *t, const char *name, size_t len);
RegVar *symtab_regvar_by_id(const SymTab *t, uint32_t id);
size_t symtab_nregvars(const SymTab *t);

/* Iterate every symbol of every scope (live or closed temporary ones, in
 * creation order), not detached copies; for object writers and checks. */
typedef void (*SymVisit)(Symbol *s, void *user);
void symtab_foreach(SymTab *t, SymVisit fn, void *user);
/* Symbols of `scope` and (if recursive) of its named child scopes and open
 * temporary child scopes, depth first. */
void scope_foreach(Scope *scope, bool recursive, SymVisit fn, void *user);

/* The same, in the order clrxasm (built with GCC 12's libstdc++) iterates
 * its scope tables: symbols of a scope in the iteration order of its hash
 * table, then each child scope (same order rule) recursively.  This is the
 * order of clrxasm's "Unresolved symbol" messages; it follows from the
 * order symbols and scopes were created in (and temporary scopes closed),
 * so a stage that wants the same order must create symbols when clrxasm
 * does (e.g. at a local label definition `N:`, "Nb" before "Nf"). */
void scope_foreach_clrx_order(Scope *scope, SymVisit fn, void *user);

/* Full name with the scope path, as clrxasm prints it: "a::b::x" (no
 * leading "::"; temporary scopes contribute nothing).  With `from` non-NULL,
 * the path is relative to that scope.  Writes into buf, returns buf. */
const char *symbol_qualname(const Symbol *s, char *buf, size_t bufsz);
const char *symbol_qualname_from(const Symbol *s, const Scope *from, char *buf,
                                 size_t bufsz);

/* Internal, for expr.c: a new detached symbol (copy of s's name/scope). */
Symbol *symtab_new_detached(SymTab *t, const Symbol *like);
/* Internal, for expr.c: if s has a pending definition that some expression
 * waits for, move both (definition and waiters) to a detached copy, so that
 * those references keep meaning the old definition; returns the copy or
 * NULL.  s->pending is NULL afterwards only if a copy was made. */
Symbol *symtab_detach_definition(SymTab *t, Symbol *s);

#endif
