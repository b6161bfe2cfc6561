/* symtab.c - the symbol table: the tree of scopes, `.using` lists, scope
 * paths, the lookup and creation rules of symbols (see symtab.h), the
 * detaching of pending definitions that expr.c relies on, and the replay of
 * clrxasm's hash-table iteration order (for its "unresolved symbol" order).
 *
 * Every scope has a hash table of its symbols and one of its named child
 * scopes (both created on first use) plus creation-ordered arrays for
 * deterministic iteration.  Searches through `.using` lists are depth first
 * with an explicit stack; "visited" marks are generation numbers, so a
 * search never allocates and never recurses.
 */
#include "symtab.h"

#include <stdlib.h>
#include <string.h>

#include "clrxmap.h"
#include "expr.h"
#include "util.h"

struct Scope {
    const char *name;          /* interned; "" for global and temporary */
    Scope *parent;
    HashTab *syms;             /* name -> Symbol* (lazily created) */
    Symbol **symv;             /* creation order */
    size_t nsym, capsym;
    HashTab *kids;             /* name -> Scope*, named children */
    HashTab *regvars;          /* name -> RegVar* (lazily created) */
    Scope **kidv;              /* every child (named and temporary), creation order */
    size_t nkid, capkid;
    Scope **usings;            /* oldest first: searched from the end */
    size_t nusing, capusing;
    size_t kidpos;             /* index in parent->kidv */
    struct KidEvent *kidev;    /* insertions/erasures of children, in order */
    size_t nkidev, capkidev;
    uint32_t mark;             /* visited in search generation `mark` */
    bool temporary;
    bool closed;               /* a temporary scope after its .ends */
};

/* A change of a scope's table of children: a child added, or a temporary
 * child removed at its .ends (the order clrxasm reports in depends on it). */
typedef struct KidEvent {
    Scope *kid;
    bool erase;
} KidEvent;

typedef struct DfsEnt {
    Scope *s;
    size_t next;               /* usings[next-1] is the next one to visit */
} DfsEnt;

struct SymTab {
    Arena *arena;
    StrPool *pool;
    Scope *global;
    Scope *current;
    Scope **stack;             /* scopes opened by .scope, innermost last */
    size_t nstack, capstack;
    uint32_t gen;
    Symbol *dot;
    Scope **allscopes;         /* every scope ever created, for symtab_foreach */
    size_t nall, capall;
    DfsEnt *dfs;
    size_t capdfs;
    RegVar **regvars;          /* by id - 1 */
    size_t nregvars, capregvars;
};

/* ------------------------------------------------------------------ */
/* small helpers                                                       */

static void grow(void **arr, size_t *cap, size_t need, size_t elsz)
{
    if (need <= *cap)
        return;
    size_t n = *cap ? *cap * 2 : 8;
    while (n < need)
        n *= 2;
    *arr = xrealloc(*arr, n * elsz);
    *cap = n;
}

static inline bool name_start(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' ||
           c == '$';
}

static inline bool name_char(unsigned char c)
{
    return name_start(c) || (c >= '0' && c <= '9');
}

static size_t scan_elem(const char *s, size_t len)
{
    size_t i = 0;
    if (i < len && name_start((unsigned char)s[i]))
        for (i++; i < len && name_char((unsigned char)s[i]); i++)
            ;
    return i;
}

size_t symtab_scan_name(const char *s, size_t len)
{
    size_t i = 0, last = 0;
    while (i < len) {
        if (i + 1 < len && s[i] == ':' && s[i + 1] == ':')
            i += 2;
        else if (i != 0)
            break;
        size_t n = scan_elem(s + i, len - i);
        if (n == 0)
            break;
        i += n;
        last = i;
    }
    return last;
}

static uint32_t next_gen(SymTab *t)
{
    if (++t->gen == 0) {
        /* wrapped: clear every mark once */
        for (size_t i = 0; i < t->nall; i++)
            t->allscopes[i]->mark = 0;
        t->gen = 1;
    }
    return t->gen;
}

static void kid_event(Scope *parent, Scope *kid, bool erase)
{
    grow((void **)&parent->kidev, &parent->capkidev, parent->nkidev + 1, sizeof(KidEvent));
    parent->kidev[parent->nkidev++] = (KidEvent){kid, erase};
}

static Scope *scope_new(SymTab *t, Scope *parent, const char *name, bool temporary)
{
    Scope *s = arena_zalloc(t->arena, sizeof *s);
    s->name = name;
    s->parent = parent;
    s->temporary = temporary;
    if (parent) {
        grow((void **)&parent->kidv, &parent->capkid, parent->nkid + 1, sizeof(Scope *));
        s->kidpos = parent->nkid;
        parent->kidv[parent->nkid++] = s;
        kid_event(parent, s, false);
        if (!temporary) {
            if (!parent->kids)
                parent->kids = ht_new(4);
            ht_put(parent->kids, name, strlen(name), s);
        }
    }
    grow((void **)&t->allscopes, &t->capall, t->nall + 1, sizeof(Scope *));
    t->allscopes[t->nall++] = s;
    return s;
}

static Symbol *symbol_new(SymTab *t, Scope *scope, const char *name, size_t len)
{
    Symbol *sym = arena_zalloc(t->arena, sizeof *sym);
    sym->scope = scope;
    sym->section = SECT_ABS;
    if (!scope->syms)
        scope->syms = ht_new(8);
    /* the name is kept with the scope's entry */
    *ht_slot_copy(scope->syms, name, len, NULL, t->arena, &sym->name) = sym;
    grow((void **)&scope->symv, &scope->capsym, scope->nsym + 1, sizeof(Symbol *));
    scope->symv[scope->nsym++] = sym;
    return sym;
}

SymTab *symtab_new(void)
{
    SymTab *t = xcalloc(1, sizeof *t);
    t->arena = arena_new();
    t->pool = strpool_new();
    t->global = scope_new(t, NULL, "", false);
    t->current = t->global;
    t->dot = symbol_new(t, t->global, ".", 1);
    return t;
}

void symtab_free(SymTab *t)
{
    if (!t)
        return;
    for (size_t i = 0; i < t->nall; i++) {
        Scope *s = t->allscopes[i];
        ht_free(s->syms);
        ht_free(s->kids);
        ht_free(s->regvars);
        free(s->symv);
        free(s->kidv);
        free(s->usings);
        free(s->kidev);
    }
    free(t->allscopes);
    free(t->stack);
    free(t->dfs);
    free(t->regvars);
    strpool_free(t->pool);
    arena_free(t->arena);
    free(t);
}

Scope *symtab_global(const SymTab *t) { return t->global; }
Scope *symtab_current(const SymTab *t) { return t->current; }
const char *scope_name(const Scope *s) { return s->name; }
Scope *scope_parent(const Scope *s) { return s->parent; }
bool scope_is_temporary(const Scope *s) { return s->temporary; }
size_t symtab_depth(const SymTab *t) { return t->nstack; }

/* ------------------------------------------------------------------ */
/* searches                                                            */

/* what a search looks for: a symbol, a named child scope, a register
 * variable */
enum { FIND_SYM, FIND_SCOPE, FIND_REGVAR };

/* Search `start` and, depth first, its usings (most recent first) for a
 * name in the table `what`.  Scopes already marked with the current
 * generation are skipped. */
static void *search(SymTab *t, Scope *start, const char *name, size_t len, int what)
{
    uint32_t gen = t->gen;
    if (start->mark == gen)
        return NULL;
    start->mark = gen;
    size_t n = 0;
    grow((void **)&t->dfs, &t->capdfs, 1, sizeof(DfsEnt));
    t->dfs[n++] = (DfsEnt){start, start->nusing};
    Scope *cur = start;
    for (;;) {
        HashTab *h = what == FIND_SCOPE ? cur->kids : what == FIND_SYM ? cur->syms
                                                                       : cur->regvars;
        if (h) {
            void *v = ht_get(h, name, len);
            if (v)
                return v;
        }
        cur = NULL;
        while (n > 0) {
            DfsEnt *top = &t->dfs[n - 1];
            if (top->next == 0) {
                n--;
                continue;
            }
            Scope *u = top->s->usings[--top->next];
            if (u->mark == gen)
                continue;
            u->mark = gen;
            grow((void **)&t->dfs, &t->capdfs, n + 1, sizeof(DfsEnt));
            t->dfs[n++] = (DfsEnt){u, u->nusing};
            cur = u;
            break;
        }
        if (!cur)
            return NULL;
    }
}

/* Named child `name` of parent (searched with parent's usings) or a new one. */
static Scope *get_scope(SymTab *t, Scope *parent, const char *name, size_t len)
{
    next_gen(t);
    Scope *s = search(t, parent, name, len, FIND_SCOPE);
    if (s)
        return s;
    return scope_new(t, parent, strpool_intern(t->pool, name, len), false);
}

typedef struct NameParts {
    bool absolute;             /* began with "::" */
    const char *path;          /* scope elements (without the leading "::"), */
    size_t pathlen;            /* ... up to but excluding the last "::" */
    const char *last;          /* last element */
    size_t lastlen;
} NameParts;

static void split_name(const char *name, size_t len, NameParts *np)
{
    size_t i = 0;
    np->absolute = false;
    if (len >= 2 && name[0] == ':' && name[1] == ':') {
        np->absolute = true;
        i = 2;
    }
    np->path = name + i;
    np->pathlen = 0;
    np->last = name + i;
    np->lastlen = len - i;
    for (size_t j = len; j >= i + 2; j--)
        if (name[j - 1] == ':' && name[j - 2] == ':') {
            np->pathlen = j - 2 - i;
            np->last = name + j;
            np->lastlen = len - j;
            break;
        }
}

/* The scope named by the path elements (creating missing ones).  With
 * ignore_last the last element is not a scope (a symbol name). */
static Scope *recur_scope(SymTab *t, const NameParts *np)
{
    Scope *scope = np->absolute ? t->global : t->current;
    if (np->pathlen == 0)
        return scope;
    const char *p = np->path, *end = np->path + np->pathlen;
    const char *e = memchr(p, ':', (size_t)(end - p));
    size_t firstlen = e ? (size_t)(e - p) : (size_t)(end - p);
    /* the first element: searched from the start scope up to the root,
     * one shared visited set */
    next_gen(t);
    for (Scope *s2 = scope; s2; s2 = s2->parent) {
        Scope *f = search(t, s2, p, firstlen, FIND_SCOPE);
        if (f) {
            scope = f->parent;
            break;
        }
    }
    while (p < end) {
        e = memchr(p, ':', (size_t)(end - p));
        size_t l = e ? (size_t)(e - p) : (size_t)(end - p);
        scope = get_scope(t, scope, p, l);
        p += l;
        if (p < end)
            p += 2;        /* "::" */
    }
    return scope;
}

static bool valid_name(const char *name, size_t len)
{
    return len > 0 && symtab_scan_name(name, len) == len;
}

Symbol *symtab_lookup(SymTab *t, const char *name, size_t len, bool create)
{
    if (len == 1 && name[0] == '.')
        return t->dot;
    if (!valid_name(name, len))
        return NULL;
    NameParts np;
    split_name(name, len, &np);
    if (np.lastlen == 1 && np.last[0] == '.')
        return NULL;           /* `.` with a scope path */
    Scope *scope = recur_scope(t, &np);
    next_gen(t);
    Symbol *sym = search(t, scope, np.last, np.lastlen, FIND_SYM);
    if (sym)
        return sym;
    if (!np.absolute && np.pathlen == 0) {
        /* simple name: the parents, sharing the visited set */
        for (Scope *s2 = t->current->parent; s2; s2 = s2->parent) {
            sym = search(t, s2, np.last, np.lastlen, FIND_SYM);
            if (sym)
                return sym;
        }
        scope = t->current;
    }
    return create ? symbol_new(t, scope, np.last, np.lastlen) : NULL;
}

Symbol *symtab_target(SymTab *t, const char *name, size_t len)
{
    if (len == 1 && name[0] == '.')
        return t->dot;
    if (!valid_name(name, len))
        return NULL;
    NameParts np;
    split_name(name, len, &np);
    if (np.lastlen == 1 && np.last[0] == '.')
        return NULL;
    Scope *scope = recur_scope(t, &np);
    next_gen(t);
    Symbol *sym = search(t, scope, np.last, np.lastlen, FIND_SYM);
    if (sym)
        return sym;
    return symbol_new(t, scope, np.last, np.lastlen);
}

Symbol *symtab_global_symbol(SymTab *t, const char *name, size_t len, bool create)
{
    Symbol *sym = t->global->syms ? ht_get(t->global->syms, name, len) : NULL;
    if (!sym && create)
        sym = symbol_new(t, t->global, name, len);
    return sym;
}

/* ------------------------------------------------------------------ */
/* register variables: the scope rules of symbols, tables of their own */

RegVar *symtab_regvar_add(SymTab *t, const char *name, size_t len, char type, uint32_t size)
{
    if (!valid_name(name, len))
        return NULL;
    NameParts np;
    split_name(name, len, &np);
    Scope *scope = recur_scope(t, &np);
    next_gen(t);
    if (search(t, scope, np.last, np.lastlen, FIND_REGVAR))
        return NULL;
    RegVar *rv = arena_zalloc(t->arena, sizeof *rv);
    rv->name = strpool_intern(t->pool, np.last, np.lastlen);
    rv->scope = scope;
    rv->type = type;
    rv->size = size;
    grow((void **)&t->regvars, &t->capregvars, t->nregvars + 1, sizeof(RegVar *));
    t->regvars[t->nregvars++] = rv;
    rv->id = (uint32_t)t->nregvars;
    if (!scope->regvars)
        scope->regvars = ht_new(8);
    ht_put(scope->regvars, rv->name, np.lastlen, rv);
    return rv;
}

RegVar *symtab_regvar_find(SymTab *t, const char *name, size_t len)
{
    if (t->nregvars == 0 || !valid_name(name, len))
        return NULL;
    NameParts np;
    split_name(name, len, &np);
    Scope *scope = recur_scope(t, &np);
    next_gen(t);
    RegVar *rv = search(t, scope, np.last, np.lastlen, FIND_REGVAR);
    if (rv || np.absolute || np.pathlen != 0)
        return rv;
    for (Scope *s2 = t->current->parent; s2; s2 = s2->parent) {
        rv = search(t, s2, np.last, np.lastlen, FIND_REGVAR);
        if (rv)
            return rv;
    }
    return NULL;
}

RegVar *symtab_regvar_by_id(const SymTab *t, uint32_t id)
{
    return id >= 1 && id <= t->nregvars ? t->regvars[id - 1] : NULL;
}

size_t symtab_nregvars(const SymTab *t) { return t->nregvars; }

/* ------------------------------------------------------------------ */
/* scopes                                                              */

bool symtab_open_scope(SymTab *t, const char *name, size_t len)
{
    if (t->nstack >= SYMTAB_MAX_SCOPE_DEPTH)
        return false;
    Scope *s;
    if (!name || len == 0)
        s = scope_new(t, t->current, "", true);
    else
        s = get_scope(t, t->current, name, len);
    grow((void **)&t->stack, &t->capstack, t->nstack + 1, sizeof(Scope *));
    t->stack[t->nstack++] = s;
    t->current = s;
    return true;
}

bool symtab_close_scope(SymTab *t)
{
    if (t->nstack == 0)
        return false;
    Scope *s = t->current;
    if (s->temporary) {
        s->closed = true;
        kid_event(s->parent, s, true);
    }
    t->nstack--;
    t->current = t->nstack ? t->stack[t->nstack - 1] : t->global;
    return true;
}

static Scope *path_scope(SymTab *t, const char *path, size_t len)
{
    if (symtab_scan_name(path, len) != len)
        return NULL;
    /* every element is a scope: treat the whole as a path plus an empty last */
    NameParts np;
    np.absolute = len >= 2 && path[0] == ':' && path[1] == ':';
    np.path = path + (np.absolute ? 2 : 0);
    np.pathlen = len - (np.absolute ? 2 : 0);
    np.last = path + len;
    np.lastlen = 0;
    return recur_scope(t, &np);
}

static void remove_using(Scope *cur, Scope *s)
{
    for (size_t i = 0; i < cur->nusing; i++)
        if (cur->usings[i] == s) {
            memmove(cur->usings + i, cur->usings + i + 1,
                    (cur->nusing - i - 1) * sizeof(Scope *));
            cur->nusing--;
            return;
        }
}

bool symtab_using(SymTab *t, const char *path, size_t len)
{
    if (!path || len == 0 || (len == 2 && path[0] == ':' && path[1] == ':'))
        return false;
    Scope *s = path_scope(t, path, len);
    if (!s)
        return false;
    Scope *cur = t->current;
    remove_using(cur, s);
    grow((void **)&cur->usings, &cur->capusing, cur->nusing + 1, sizeof(Scope *));
    cur->usings[cur->nusing++] = s;
    return true;
}

bool symtab_unusing(SymTab *t, const char *path, size_t len)
{
    Scope *cur = t->current;
    if (!path || len == 0) {
        cur->nusing = 0;
        return true;
    }
    if (len == 2 && path[0] == ':' && path[1] == ':')
        return false;
    Scope *s = path_scope(t, path, len);
    if (!s)
        return false;
    remove_using(cur, s);
    return true;
}

/* ------------------------------------------------------------------ */
/* definitions                                                         */

Symbol *symtab_new_detached(SymTab *t, const Symbol *like)
{
    Symbol *c = arena_zalloc(t->arena, sizeof *c);
    c->name = like->name;
    c->scope = like->scope;
    c->section = SECT_ABS;
    c->detached = 1;
    return c;
}

Symbol *symtab_detach_definition(SymTab *t, Symbol *s)
{
    if (!s->pending || !s->waiters)
        return NULL;
    Symbol *c = symtab_new_detached(t, s);
    c->pending = s->pending;
    c->pending->target = c;
    c->waiters = s->waiters;
    c->once_defined = s->once_defined;
    s->waiters = NULL;
    s->pending = NULL;
    s->has_value = 0;
    return c;
}

void symtab_undefine(SymTab *t, Symbol *s)
{
    symtab_detach_definition(t, s);
    if (s->pending) {
        /* nobody waits for it: drop it (not reported as unresolved) */
        s->pending->cancelled = true;
        s->pending = NULL;
    }
    s->has_value = 0;
    s->once_defined = 0;
    s->is_label = 0;
    s->is_eqv = 0;
    s->regrange = 0;
    s->notnum = 0;
    s->global = s->weak = s->local = s->external = 0;
    s->expr = NULL;
    s->section = SECT_ABS;
    s->value = 0;
    s->size = 0;
}

/* ------------------------------------------------------------------ */
/* clrxasm's iteration order: clrxasm keeps each scope's symbols and child
 * scopes in hash maps and reports unresolved symbols in their iteration
 * order, which clrxmap.c computes from the operations on each table.     */

/* The symbols of s in clrxasm's order (xmalloc'ed array of *n). */
static Symbol **symbols_clrx_order(const Scope *s, size_t *n)
{
    size_t cnt = s->nsym;
    uint64_t *h = xmalloc((cnt + 1) * sizeof *h);
    size_t *ev = xmalloc((cnt + 1) * sizeof *ev);
    size_t *ord = xmalloc((cnt + 1) * sizeof *ord);
    for (size_t i = 0; i < cnt; i++) {
        h[i] = clrxmap_hash(s->symv[i]->name, strlen(s->symv[i]->name));
        ev[i] = i;
    }
    size_t k = clrxmap_replay(h, cnt, ev, NULL, cnt, ord);
    Symbol **res = xmalloc((k + 1) * sizeof *res);
    for (size_t i = 0; i < k; i++)
        res[i] = s->symv[ord[i]];
    free(h);
    free(ev);
    free(ord);
    *n = k;
    return res;
}

/* The live children of s in clrxasm's order. */
static Scope **kids_clrx_order(const Scope *s, size_t *n)
{
    size_t cnt = s->nkid, nev = s->nkidev;
    uint64_t *h = xmalloc((cnt + 1) * sizeof *h);
    size_t *ev = xmalloc((nev + 1) * sizeof *ev);
    bool *er = xmalloc((nev + 1) * sizeof *er);
    size_t *ord = xmalloc((cnt + 1) * sizeof *ord);
    for (size_t i = 0; i < cnt; i++)
        h[i] = clrxmap_hash(s->kidv[i]->name, strlen(s->kidv[i]->name));
    for (size_t i = 0; i < nev; i++) {
        er[i] = s->kidev[i].erase;
        ev[i] = s->kidev[i].kid->kidpos;
    }
    size_t k = clrxmap_replay(h, cnt, ev, er, nev, ord);
    Scope **res = xmalloc((k + 1) * sizeof *res);
    for (size_t i = 0; i < k; i++)
        res[i] = s->kidv[ord[i]];
    free(h);
    free(ev);
    free(er);
    free(ord);
    *n = k;
    return res;
}

typedef struct OrderEnt {
    Scope **kids;
    size_t nkids, next;
} OrderEnt;

void scope_foreach_clrx_order(Scope *scope, SymVisit fn, void *user)
{
    size_t cap = 16, n = 0;
    OrderEnt *st = xmalloc(cap * sizeof *st);
    Scope *cur = scope;
    for (;;) {
        if (cur) {
            size_t ns;
            Symbol **syms = symbols_clrx_order(cur, &ns);
            for (size_t i = 0; i < ns; i++)
                fn(syms[i], user);
            free(syms);
            if (n == cap) {
                cap *= 2;
                st = xrealloc(st, cap * sizeof *st);
            }
            st[n].kids = kids_clrx_order(cur, &st[n].nkids);
            st[n].next = 0;
            n++;
        }
        if (n == 0)
            break;
        OrderEnt *top = &st[n - 1];
        if (top->next < top->nkids) {
            cur = top->kids[top->next++];
        } else {
            free(top->kids);
            n--;
            cur = NULL;
        }
    }
    free(st);
}

/* ------------------------------------------------------------------ */
/* iteration and names                                                 */

void symtab_foreach(SymTab *t, SymVisit fn, void *user)
{
    for (size_t i = 0; i < t->nall; i++) {
        Scope *s = t->allscopes[i];
        for (size_t j = 0; j < s->nsym; j++)
            fn(s->symv[j], user);
    }
}

void scope_foreach(Scope *scope, bool recursive, SymVisit fn, void *user)
{
    if (!recursive) {
        for (size_t j = 0; j < scope->nsym; j++)
            fn(scope->symv[j], user);
        return;
    }
    /* depth first without recursion: (scope, next child) pairs */
    size_t cap = 16, n = 0;
    DfsEnt *st = xmalloc(cap * sizeof *st);
    st[n++] = (DfsEnt){scope, 0};
    for (size_t j = 0; j < scope->nsym; j++)
        fn(scope->symv[j], user);
    while (n > 0) {
        DfsEnt *top = &st[n - 1];
        if (top->next >= top->s->nkid) {
            n--;
            continue;
        }
        Scope *k = top->s->kidv[top->next++];
        if (k->closed)
            continue;
        for (size_t j = 0; j < k->nsym; j++)
            fn(k->symv[j], user);
        if (n == cap) {
            cap *= 2;
            st = xrealloc(st, cap * sizeof *st);
        }
        st[n++] = (DfsEnt){k, 0};
    }
    free(st);
}

const char *symbol_qualname_from(const Symbol *s, const Scope *from, char *buf,
                                 size_t bufsz)
{
    if (bufsz == 0)
        return buf;
    /* collect the path backwards, then write it forwards */
    const Scope *chain[64];
    size_t nchain = 0;
    bool truncated = false;
    for (const Scope *sc = s->scope; sc && sc != from && sc->parent; sc = sc->parent) {
        if (sc->name[0] == '\0')
            continue;
        if (nchain == CLRX_ARRAY_SIZE(chain)) {
            truncated = true;
            break;
        }
        chain[nchain++] = sc;
    }
    size_t pos = 0;
    buf[0] = '\0';
#define PUT(str, l)                                                    \
    do {                                                               \
        size_t l_ = (l);                                               \
        if (pos + l_ >= bufsz)                                         \
            l_ = bufsz - 1 - pos;                                      \
        memcpy(buf + pos, (str), l_);                                  \
        pos += l_;                                                     \
        buf[pos] = '\0';                                               \
    } while (0)
    if (truncated)
        PUT("...::", 5);
    while (nchain > 0) {
        const char *nm = chain[--nchain]->name;
        PUT(nm, strlen(nm));
        PUT("::", 2);
    }
    PUT(s->name, strlen(s->name));
#undef PUT
    return buf;
}

const char *symbol_qualname(const Symbol *s, char *buf, size_t bufsz)
{
    return symbol_qualname_from(s, NULL, buf, bufsz);
}
