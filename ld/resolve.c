/* resolve.c - every symbol that a relocation uses must be defined by some
 * object, be weak (then it is 0), or be one the output format provides.
 * Each reference to an undefined symbol is reported at its source line,
 * naming the object.
 *
 * clrx-as records every use of a symbol it could not define as an
 * R_AMDGPU_NONE reference, in the order clrxasm reports unresolved symbols
 * (docs/object-format.md); the relocations that carry the values repeat
 * some of those uses, in the order of the places they patch.  So an object
 * that has references is reported from them alone (clrxasm's order, each
 * use once); an object without any (written by another tool) from its
 * relocations.  References never patch anything (reloc.c skips them). */
#include "diag.h"
#include "ld.h"

static bool is_undefined(const Link *L, const LinkObj *lo, const ObjReloc *rel)
{
    const ObjSymbol *s = &lo->obj->symbols[rel->symbol];
    if (s->bind != OBJ_GLOBAL || s->section != OBJ_SHN_UNDEF)
        return false;
    if (lo->gsym[rel->symbol]->def_obj)
        return false;
    if (L->fmt->provides_symbol && L->fmt->provides_symbol(L, s->name))
        return false;
    return true;
}

bool ld_resolve(Link *L)
{
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        bool refs = false;
        for (size_t r = 0; r < o->nrelocs && !refs; r++)
            refs = o->relocs[r].type == R_AMDGPU_NONE;
        for (size_t r = 0; r < o->nrelocs; r++) {
            const ObjReloc *rel = &o->relocs[r];
            if ((rel->type == R_AMDGPU_NONE) != refs)
                continue;
            if (is_undefined(L, lo, rel))
                ld_error_at(lo, &rel->src, "undefined reference to '%s'",
                            o->symbols[rel->symbol].name);
        }
    }
    return !diag_failed();
}
