/* resolve.c - the end of assembly: what expressions still wait for.
 *
 * A symbol that is used but defined nowhere in this source is external: it
 * may be defined by another object, so it becomes an undefined symbol of
 * the object and every value that depends on it a relocation against it.
 * Each such symbol gets a relocation base of its own (AS_EXT_BASE - k) as
 * its value, which wakes the waiting data words and instruction fields
 * (fixups.c, insn.c turn them into relocations) and assignments.
 *
 * clrxasm reports every use of an unresolved symbol, in the order of its
 * symbol tables; the linker reports undefined symbols in the order of the
 * relocations.  So before anything is woken, each waiting use is recorded,
 * in clrxasm's order (expr_foreach_unresolved), as an R_AMDGPU_NONE
 * reference at offset 0 of the first section with the use's line: the
 * linker's first message is then at clrxasm's first line.  A use of a symbol
 * that itself waits (`x = ext + 1; .int x`) is a reference to the external
 * symbol it waits for.
 * If giving the external symbols their bases makes some expression fail
 * (a product of two of them, an address in a .byte ...), no relocation can
 * carry that value: then, as clrxasm does, every use of an unresolved
 * symbol is reported here instead, in clrxasm's order.
 * What still waits after that (local labels `Nf` never defined, symbols that
 * wait for each other) is an error here.
 */
#include "asm.h"
#include "format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void add_extern(Asm *A, Symbol *s)
{
    if (s->external)
        return;
    s->external = 1;
    if (A->nexterns == A->capexterns) {
        A->capexterns = A->capexterns ? A->capexterns * 2 : 16;
        A->externs = xrealloc(A->externs, A->capexterns * sizeof *A->externs);
    }
    A->externs[A->nexterns++] = s;
}

void as_define_external(Asm *A, Symbol *s)
{
    if (s->external)
        return;
    add_extern(A, s);
    expr_set_symbol(&A->ectx, s, AS_EXT_BASE - (int32_t)(A->nexterns - 1), 0);
}

static bool is_root(const Symbol *s)
{
    return !s->pending && !s->is_eqv && !s->regrange && !s->has_value &&
           !(s->name[0] >= '0' && s->name[0] <= '9');
}

/* The undefined symbol that s (waiting itself, or not) stands for. */
static Symbol *root_of(Asm *A, Symbol *s)
{
    for (unsigned depth = 0; s && depth < 1000; depth++) {
        if (is_root(s))
            return s;
        if (!s->pending)
            return NULL;
        ExprVal v;
        Symbol *u = NULL;
        if (expr_eval(&A->ectx, s->pending->expr, &v, &u) != EXPR_UNDEFINED)
            return NULL;
        s = u;
    }
    return NULL;
}

typedef struct Use {
    Symbol *sym;               /* the symbol waited for */
    SrcPos pos;
} Use;

typedef struct Collect {
    Asm *A;
    Use *uses;
    size_t nuses, cap;
} Collect;

/* Record a use of an unresolved symbol. */
static void collect_only(Symbol *s, PendingExpr *p, void *user)
{
    Collect *c = user;
    if (c->nuses == c->cap) {
        c->cap = c->cap ? c->cap * 2 : 16;
        c->uses = xrealloc(c->uses, c->cap * sizeof *c->uses);
    }
    c->uses[c->nuses].sym = s;
    c->uses[c->nuses].pos = p->pos;
    c->nuses++;
}

/* Record a use, make the symbol it stands for external and leave an
 * R_AMDGPU_NONE reference at its line. */
static void collect(Symbol *s, PendingExpr *p, void *user)
{
    Collect *c = user;
    Asm *A = c->A;
    collect_only(s, p, user);
    Symbol *root = root_of(A, s);
    if (!root)
        return;
    add_extern(A, root);
    /* the reference needs a section to be in (a source of assignments only) */
    as_init_output(A);
    AsReloc r = {
        .sect = 0, .offset = 0, .type = R_AMDGPU_NONE,
        .target_sect = -1, .sym = root, .pos = p->pos,
    };
    as_add_reloc(A, &r);
}

void as_defer_begin(Asm *A, AsDefer *d, bool on)
{
    (void)A;
    memset(d, 0, sizeof *d);
    if (!on)
        return;
    d->mem = open_memstream(&d->buf, &d->len);
    if (!d->mem)
        return;
    d->saved = g_diag.out;
    d->max_errors = g_diag.max_errors;
    g_diag.out = d->mem;
    g_diag.max_errors = 0;
}

void as_defer_end(Asm *A, AsDefer *d)
{
    if (!d->mem)
        return;
    fclose(d->mem);
    g_diag.out = d->saved;
    g_diag.max_errors = d->max_errors;
    if (d->len)
        sb_append(&A->deferred, d->buf, d->len);
    free(d->buf);
}

void as_flush_deferred(Asm *A)
{
    if (!A->deferred.len)
        return;
    FILE *out = g_diag.out ? g_diag.out : stderr;
    fwrite(A->deferred.data, 1, A->deferred.len, out);
    fflush(out);
    sb_clear(&A->deferred);
}

bool as_uses_unresolvable(Asm *A, const Expr *e)
{
    return as_reloc_via(A, e) != NULL;
}

void as_report_unresolved(Asm *A)
{
    as_flush_deferred(A);
    Collect c = { .A = A };
    expr_foreach_unresolved(&A->ectx, NULL, collect_only, &c);
    char buf[512];
    for (size_t k = 0; k < c.nuses; k++)
        diag_pos(DIAG_ERROR, c.uses[k].pos, "unresolved symbol '%s'",
                 symbol_qualname(c.uses[k].sym, buf, sizeof buf));
    free(c.uses);
}

static void count_use(Symbol *s, PendingExpr *p, void *user)
{
    (void)s;
    (void)p;
    ++*(size_t *)user;
}

static void declared_global(Symbol *s, void *user)
{
    Asm *A = user;
    if ((s->global || s->weak) && !symbol_is_defined(s) && is_root(s))
        add_extern(A, s);
}

void as_finish(Asm *A)
{
    if (as_format(A)->source_end)
        as_format(A)->source_end(A);
    as_flush_deferred(A);
    Collect c = { .A = A };
    expr_foreach_unresolved(&A->ectx, NULL, collect, &c);
    symtab_foreach(A->symtab, declared_global, A);

    /* wake what waits for the externals, keeping its messages aside */
    FILE *saved_out = g_diag.out;
    unsigned e0 = g_diag.errors, w0 = g_diag.warnings, max = g_diag.max_errors;
    char *msgs = NULL;
    size_t msgs_len = 0;
    FILE *mem = open_memstream(&msgs, &msgs_len);
    if (mem) {
        g_diag.out = mem;
        g_diag.max_errors = 0;
    }
    for (size_t k = 0; k < A->nexterns; k++)
        if (!A->externs[k]->has_value)   /* not already (as_define_external) */
            expr_set_symbol(&A->ectx, A->externs[k], AS_EXT_BASE - (int32_t)k, 0);
    /* does anything still wait (cycles, local labels never defined)? */
    size_t left = 0;
    expr_foreach_unresolved(&A->ectx, NULL, count_use, &left);
    if (mem) {
        fclose(mem);
        g_diag.out = saved_out;
        g_diag.max_errors = max;
    }
    if (g_diag.errors > e0 || left) {
        /* some value cannot be a relocation, or a symbol can never be
         * defined: clrxasm's errors, every use in its order */
        g_diag.errors = e0;
        g_diag.warnings = w0;
        char buf[512];
        for (size_t k = 0; k < c.nuses; k++)
            diag_pos(DIAG_ERROR, c.uses[k].pos, "unresolved symbol '%s'",
                     symbol_qualname(c.uses[k].sym, buf, sizeof buf));
        if (!c.nuses)
            expr_report_unresolved(&A->ectx, NULL);
    } else if (msgs_len) {
        FILE *out = saved_out ? saved_out : stderr;
        fwrite(msgs, 1, msgs_len, out);
        fflush(out);
    }
    free(msgs);
    free(c.uses);
}
