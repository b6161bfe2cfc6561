/* pseudo_sym.c - pseudo-ops about symbols and scopes: .set/.equ/.equiv/.eqv,
 * symbol binding and size, .undef, .enum, .scope/.ends/.using/.unusing. */
#include "pseudo.h"

#include <string.h>

/* .set/.equ (0), .equiv (1), .eqv (2): SYMBOL, EXPR */
void po_set(Asm *A, Args *c, const char *place, int kind)
{
    (void)place;
    const char *s;
    size_t n;
    args_symbol(c, &s, &n);
    bool good = true;
    if (n == 0) {
        as_error(A, c->p, "expected a symbol");
        good = false;
    }
    if (!args_need_comma(c) || !good)
        return;
    as_assign(A, s, n, c->p, (size_t)(c->end - c->p), kind == 1, kind == 2);
}

/* the symbol a binding or size pseudo-op names (created if new) */
static Symbol *named_symbol(Asm *A, Args *c, const char **where, size_t *len)
{
    args_skip(c);
    const char *s;
    size_t n;
    *where = c->p;
    args_symbol(c, &s, &n);
    *len = n;
    if (n == 0) {
        /* skip what is there */
        while (c->p < c->end && !args_blank(*c->p) && *c->p != ',')
            c->p++;
        as_error(A, *where, "expected a symbol name");
        return NULL;
    }
    if (n == 1 && s[0] == '.')
        return NULL;
    Symbol *sym = symtab_lookup(A->symtab, s, n, true);
    if (!sym)
        as_error(A, *where, "bad symbol name '%.*s'", (int)n, s);
    return sym;
}

/* .global/.globl (0), .local (1), .weak (2) */
void po_bind(Asm *A, Args *c, const char *place, int bind)
{
    (void)place;
    do {
        const char *where;
        size_t n;
        Symbol *s = named_symbol(A, c, &where, &n);
        if (!s) {
            if (n == 1 && *where == '.')
                as_warning(A, where, "symbol '.' is ignored");
            continue;
        }
        if (s->regrange) {
            as_error(A, where, "a register symbol cannot have a binding");
            continue;
        }
        if (s->is_eqv) {
            as_error(A, where, "a symbol set by .eqv cannot have a binding");
            continue;
        }
        s->global = bind == 0;
        s->local = bind == 1;
        s->weak = bind == 2;
    } while (args_next(c));
    args_end(c);
}

/* .extern SYMBOL,...: accepted and ignored */
void po_extern(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    if (args_at_end(c))
        return;
    do {
        args_skip(c);
        const char *b = c->p;
        if (c->p < c->end && (name_start(*c->p) || *c->p == '$'))
            for (c->p++; c->p < c->end && (name_char(*c->p) || *c->p == '$'); c->p++)
                ;
        if (c->p == b) {
            while (c->p < c->end && !args_blank(*c->p) && *c->p != ',')
                c->p++;
            as_error(A, b, "expected a symbol name");
        }
    } while (args_next(c));
    args_end(c);
}

/* .size SYMBOL, EXPR */
void po_size(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    const char *where;
    size_t n;
    Symbol *s = named_symbol(A, c, &where, &n);
    bool good = s != NULL || (n == 1 && *where == '.');
    if (!args_need_comma(c))
        return;
    uint64_t size = 0;
    good &= args_abs(c, &size, true);
    if (s && s->is_eqv) {
        as_error(A, where, "a symbol set by .eqv cannot have a size");
        good = false;
    } else if (s && s->regrange) {
        as_error(A, where, "a register symbol cannot have a size");
        good = false;
    }
    if (!good || !args_end(c))
        return;
    if (!s) {
        as_warning(A, where, "symbol '.' is ignored");
        return;
    }
    s->size = size;
}

/* .undef SYMBOL */
void po_undef(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    args_skip(c);
    const char *where = c->p, *s;
    size_t n;
    args_symbol(c, &s, &n);
    if (n == 0) {
        as_error(A, where, "expected a symbol name");
        return;
    }
    if (n == 1 && s[0] == '.') {
        as_error(A, where, "symbol '.' cannot be undefined");
        return;
    }
    if (!args_end(c))
        return;
    Symbol *sym = symtab_lookup(A->symtab, s, n, false);
    if (!sym || !symbol_is_defined(sym)) {
        as_warning(A, where, "symbol '%.*s' is not defined", (int)n, s);
        return;
    }
    symtab_undefine(A->symtab, sym);
}

/* .enum [>[START],] SYMBOL,... : a counter per scope */
typedef struct EnumCounter {
    Scope *scope;
    uint64_t next;
} EnumCounter;

void po_enum(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    Scope *sc = symtab_current(A->symtab);
    EnumCounter *ec = ht_get(A->enum_counters, (const char *)&sc, sizeof sc);
    if (!ec) {
        ec = arena_zalloc(A->arena, sizeof *ec);
        ec->scope = sc;
        ht_put(A->enum_counters, (const char *)&ec->scope, sizeof ec->scope, ec);
    }
    args_skip(c);
    if (c->p < c->end && *c->p == '>') {
        c->p++;
        uint64_t start = 0;
        if (!args_abs(c, &start, false))
            return;
        ec->next = start;
        if (!args_need_comma(c))
            return;
    }
    args_skip(c);
    do {
        const char *s;
        size_t n;
        args_symbol(c, &s, &n);
        if (n == 0) {
            as_error(A, c->p, "expected a symbol name");
            continue;
        }
        if (as_set_abs(A, s, s, n, ec->next, true))
            ec->next++;
    } while (args_next(c));
    args_end(c);
}

/* .scope [NAME] */
void po_scope(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    args_skip(c);
    const char *s = c->p;
    size_t n = 0;
    if (c->p < c->end && (name_start(*c->p) || *c->p == '$')) {
        for (c->p++; c->p < c->end && (name_char(*c->p) || *c->p == '$'); c->p++)
            ;
        n = (size_t)(c->p - s);
    }
    if (symtab_depth(A->symtab) >= SYMTAB_MAX_SCOPE_DEPTH) {
        as_error(A, place, "scopes are nested deeper than %d", SYMTAB_MAX_SCOPE_DEPTH);
        return;
    }
    if (!args_end(c))
        return;
    symtab_open_scope(A->symtab, s, n);
}

/* .ends/.endscope */
void po_ends(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    bool good = true;
    if (symtab_depth(A->symtab) == 0) {
        as_error(A, place, "the global scope cannot be closed");
        good = false;
    }
    if (!args_end(c) || !good)
        return;
    expr_close_scope(&A->ectx);
}

/* .using PATH */
void po_using(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    args_skip(c);
    const char *where = c->p, *s;
    size_t n;
    args_symbol(c, &s, &n);
    if (n == 0 || (n == 2 && memcmp(s, "::", 2) == 0)) {
        as_error(A, where, "expected a scope path");
        return;
    }
    if (!args_end(c))
        return;
    if (!symtab_using(A->symtab, s, n))
        as_error(A, where, "no scope '%.*s'", (int)n, s);
}

/* .unusing [PATH] */
void po_unusing(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    args_skip(c);
    const char *where = c->p, *s;
    size_t n;
    args_symbol(c, &s, &n);
    if (n == 2 && memcmp(s, "::", 2) == 0) {
        as_error(A, where, "expected a scope path");
        return;
    }
    if (!args_end(c))
        return;
    symtab_unusing(A->symtab, n ? s : NULL, n);
}
