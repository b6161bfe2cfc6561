/* symbols.c - the global symbol table: global and weak names of every
 * object, where each is defined (a global definition wins over a weak one,
 * two global definitions are an error naming both objects), which names are
 * still undefined (the archive search's work list), and what any symbol of
 * an object stands for once the sections are laid out.  Local symbols never
 * enter the table: they belong to their object. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "clrxmap.h"
#include "ld.h"

LinkSym *ld_lookup(const Link *L, const char *name)
{
    return ht_get(L->globals, name, strlen(name));
}

static LinkSym *get_entry(Link *L, const char *name)
{
    bool ins;
    void **slot = ht_slot(L->globals, name, strlen(name), &ins);
    if (ins) {
        LinkSym *ls = arena_zalloc(L->arena, sizeof *ls);
        ls->name = name;   /* lives in its object's arena, as long as the link */
        *slot = ls;
    }
    return *slot;
}

static void queue_undef(Link *L, LinkSym *ls)
{
    if (ls->queued)
        return;
    ls->queued = true;
    CLRX_GROW(L->undef, L->nundef, L->capundef);
    L->undef[L->nundef++] = ls;
}

void ld_add_symbols(Link *L, LinkObj *lo)
{
    const Object *o = lo->obj;
    /* room for every name the object brings (a kernel's entry label has
     * its kernel's name): one rehash at most */
    size_t names = o->nkernels;
    for (uint32_t i = 0; i < o->nsymbols; i++)
        names += o->symbols[i].bind != OBJ_LOCAL && !o->symbols[i].is_kernel;
    ht_reserve(L->globals, names);
    /* a kernel's entry is a reference to the symbol of its name: an archive
     * member that defines it is pulled in */
    for (size_t k = 0; k < o->nkernels; k++) {
        LinkSym *ls = get_entry(L, o->kernels[k].name);
        lo->ksym[k] = ls;
        if (!ls->def_obj) {
            ls->strong_ref = true;
            queue_undef(L, ls);
        }
    }
    /* a kernel's entry label has its kernel's name, the same string when
     * the reader saw that (mostly in the kernels' order): no second look-up */
    size_t next_kernel = 0;
    for (uint32_t i = 0; i < o->nsymbols; i++) {
        const ObjSymbol *s = &o->symbols[i];
        if (s->bind == OBJ_LOCAL)
            continue;
        LinkSym *ls;
        if (s->is_kernel && next_kernel < o->nkernels &&
            s->name == o->kernels[next_kernel].name)
            ls = lo->ksym[next_kernel++];
        else
            ls = get_entry(L, s->name);
        lo->gsym[i] = ls;
        if (s->section == OBJ_SHN_UNDEF) {
            if (s->bind == OBJ_GLOBAL)
                ls->strong_ref = true;
            if (!ls->def_obj) {
                if (!ls->ref_obj)
                    ls->ref_obj = lo;
                queue_undef(L, ls);
            }
            continue;
        }
        if (!ls->def_obj || (ls->def_bind == OBJ_WEAK && s->bind == OBJ_GLOBAL)) {
            ls->def_obj = lo;
            ls->def_sym = i;
            ls->def_bind = s->bind;
        } else if (ls->def_bind == OBJ_GLOBAL && s->bind == OBJ_GLOBAL) {
            const ObjSymbol *first = &ls->def_obj->obj->symbols[ls->def_sym];
            ld_error_at(lo, &s->src, "multiple definition of '%s' (first defined in %s)",
                        s->name, ls->def_obj->name);
            if (first->src.line)
                ld_note_at(ls->def_obj, &first->src, "'%s' was first defined here",
                           s->name);
        }
        /* a weak definition after any definition is ignored */
    }
}

/* The value of a defined symbol of an object. */
static LinkValue defined_value(const LinkObj *lo, uint32_t sym)
{
    const ObjSymbol *s = &lo->obj->symbols[sym];
    if (lo->sym_value && lo->sym_value_set[sym]) {
        LinkValue v = lo->sym_value[sym];
        v.name = s->name;
        return v;
    }
    LinkValue v = { .name = s->name };
    if (s->section == OBJ_SHN_ABS) {
        v.kind = LV_ABS;
        v.value = s->value;
        return v;
    }
    const OutPlace *p = &lo->place[s->section];
    if (!p->out) {
        /* not placed (a layout error was reported): behave as undefined */
        v.kind = LV_UNDEF;
        return v;
    }
    v.kind = LV_SECT;
    v.sect = p->out;
    v.value = p->offset + s->value;
    return v;
}

LinkValue ld_symbol_value(const Link *L, const LinkObj *lo, uint32_t sym)
{
    (void)L;
    const ObjSymbol *s = &lo->obj->symbols[sym];
    if (s->bind == OBJ_LOCAL)
        return defined_value(lo, sym);
    const LinkSym *ls = lo->gsym[sym];
    if (ls->def_obj)
        return defined_value(ls->def_obj, ls->def_sym);
    /* undefined everywhere: a weak reference is 0, anything else is left to
     * the format (its own symbols) or was reported by ld_resolve */
    LinkValue v = { .name = s->name };
    v.kind = s->bind == OBJ_WEAK ? LV_ABS : LV_UNDEF;
    return v;
}

LinkValue ld_global_value(const Link *L, const char *name)
{
    const LinkSym *ls = ld_lookup(L, name);
    if (ls && ls->def_obj)
        return defined_value(ls->def_obj, ls->def_sym);
    return (LinkValue){ .kind = LV_UNDEF, .name = name };
}

/* The local labels in code of every object, by name (the first, and a
 * second object that has one too). */
typedef struct LocalLabel {
    const LinkObj *lo;
    uint32_t sym;
    const LinkObj *dup;
} LocalLabel;

static void index_local_code_labels(Link *L)
{
    L->local_code_labels = ht_new(256);
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (size_t s = 0; s < o->nsymbols; s++) {
            const ObjSymbol *sym = &o->symbols[s];
            if (sym->bind != OBJ_LOCAL || sym->section < 0 ||
                (size_t)sym->section >= o->nsections ||
                o->sections[sym->section].kind != OSECT_CODE || !sym->name || !*sym->name)
                continue;
            bool ins;
            void **slot = ht_slot(L->local_code_labels, sym->name, strlen(sym->name), &ins);
            if (ins) {
                LocalLabel *ll = arena_zalloc(L->arena, sizeof *ll);
                ll->lo = lo;
                ll->sym = (uint32_t)s;
                *slot = ll;
            } else if (((LocalLabel *)*slot)->lo != lo && !((LocalLabel *)*slot)->dup)
                ((LocalLabel *)*slot)->dup = lo;
        }
    }
}

int32_t ld_kernel_index(const Link *L, const char *name)
{
    const LinkSym *ls = ld_lookup(L, name);
    return ls ? (int32_t)ls->kernel - 1 : -1;
}

LinkValue ld_kernel_entry(const Link *L, const LinkKernel *k, const LinkObj **dup,
                          const LinkObj **def)
{
    *dup = NULL;
    if (def)
        *def = NULL;
    const char *name = k->name;
    const LinkSym *ls = k->sym;
    if (ls->def_obj) {
        if (def)
            *def = ls->def_obj;
        return defined_value(ls->def_obj, ls->def_sym);
    }
    LinkValue v = { .kind = LV_UNDEF, .name = name };
    /* no global definition: a local label of that name in code (the kernel
     * is declared in one source and written in another) */
    if (!L->local_code_labels)
        index_local_code_labels((Link *)L);
    const LocalLabel *ll = ht_get(L->local_code_labels, name, strlen(name));
    if (!ll)
        return v;
    if (ll->dup) {
        *dup = ll->dup;
        return v;
    }
    if (def)
        *def = ll->lo;
    return defined_value(ll->lo, ll->sym);
}

const char **ld_symbol_map_order(Link *L, size_t *n)
{
    size_t total = 0;
    for (size_t i = 0; i < L->nobjs; i++)
        total += L->objs[i]->obj->nsymorder;
    const char **names = arena_zalloc(L->arena, (total + 1) * sizeof *names);
    HashTab *seen = ht_new(total ? total : 1);
    size_t k = 0;
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        for (size_t j = 0; j < o->nsymorder; j++) {
            bool ins;
            void **slot = ht_slot(seen, o->symorder[j], strlen(o->symorder[j]), &ins);
            if (ins) {
                *slot = (void *)1;
                names[k++] = o->symorder[j];
            }
        }
    }
    ht_free(seen);
    size_t *order = xmalloc((k + 1) * sizeof *order);
    clrxmap_order(names, k, order);
    const char **res = arena_zalloc(L->arena, (k + 1) * sizeof *res);
    for (size_t i = 0; i < k; i++)
        res[i] = names[order[i]];
    free(order);
    *n = k;
    return res;
}
