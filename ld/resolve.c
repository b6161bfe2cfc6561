/* resolve.c - every symbol that a relocation uses must be defined by some
 * object, be weak (then it is 0), or be one the output format provides.
 * Each reference to an undefined symbol is reported at the source line of
 * the relocation, naming the object. */
#include "diag.h"
#include "ld.h"

bool ld_resolve(Link *L)
{
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (size_t r = 0; r < o->nrelocs; r++) {
            const ObjReloc *rel = &o->relocs[r];
            if (rel->type == R_AMDGPU_NONE)
                continue;
            const ObjSymbol *s = &o->symbols[rel->symbol];
            if (s->bind != OBJ_GLOBAL || s->section != OBJ_SHN_UNDEF)
                continue;
            if (lo->gsym[rel->symbol]->def_obj)
                continue;
            if (L->fmt->provides_symbol && L->fmt->provides_symbol(L, s->name))
                continue;
            ld_error_at(lo, &rel->src, "undefined reference to '%s'", s->name);
        }
    }
    return !diag_failed();
}
