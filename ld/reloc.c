/* reloc.c - applying the relocations.
 *
 * S is what the symbol stands for (a place in an output section or a
 * number), A the addend, P the patched field's place.  A relative type
 * (REL*) is computed when S and P are in the same output section, or when
 * the format gives P's section a base and S is a number; an absolute type
 * (ABS*) when S is a number or its section has a base in the format.
 * Everything else (GOT types, format symbols, addresses only the loader
 * knows) goes to the format's `reloc` hook; without one it is an error.
 * Fields are little-endian; a REL16 branch keeps the instruction's upper
 * half. */
#include <inttypes.h>
#include <string.h>

#include "bytes.h"
#include "diag.h"
#include "ld.h"

static bool is_relative(uint32_t t)
{
    return t == R_AMDGPU_REL32 || t == R_AMDGPU_REL64 || t == R_AMDGPU_REL32_LO ||
           t == R_AMDGPU_REL32_HI || t == R_AMDGPU_REL16;
}

static bool is_absolute(uint32_t t)
{
    return t == R_AMDGPU_ABS32_LO || t == R_AMDGPU_ABS32_HI || t == R_AMDGPU_ABS64 ||
           t == R_AMDGPU_ABS32;
}

static const char *sym_desc(const LinkValue *v, StrBuf *b)
{
    sb_clear(b);
    if (v->name && *v->name)
        sb_printf(b, "'%s'", v->name);
    else if (v->sect)
        sb_printf(b, "section '%s'", v->sect->name);
    else
        sb_puts(b, "a section");
    return b->data;
}

/* Computes S + A (- P) when the common rules allow; false = the format's. */
static bool compute(const Link *L, const LinkReloc *r, uint64_t *out)
{
    uint64_t a = (uint64_t)r->rel->addend;
    uint64_t base;
    if (is_absolute(r->rel->type)) {
        if (r->sym.kind == LV_ABS) {
            *out = r->sym.value + a;
            return true;
        }
        if (r->sym.kind == LV_SECT && L->fmt->section_base &&
            L->fmt->section_base(L, r->sym.sect, &base)) {
            *out = base + r->sym.value + a;
            return true;
        }
        return false;
    }
    if (is_relative(r->rel->type)) {
        if (r->sym.kind == LV_SECT && r->sym.sect == r->sect) {
            *out = r->sym.value + a - r->offset;
            return true;
        }
        if (L->fmt->section_base && L->fmt->section_base(L, r->sect, &base)) {
            uint64_t s;
            if (r->sym.kind == LV_ABS)
                s = r->sym.value;
            else if (r->sym.kind == LV_SECT && L->fmt->section_base(L, r->sym.sect, &s))
                s += r->sym.value;
            else
                return false;
            *out = s + a - (base + r->offset);
            return true;
        }
        return false;
    }
    return false;
}

/* What a relocation refers to, for messages: 'name', or the section and the
 * offset in it (a local label's relocation is against its section). */
static const char *target_desc(const LinkReloc *r, StrBuf *b)
{
    sb_clear(b);
    if (r->sym.name && *r->sym.name)
        sb_printf(b, "'%s'", r->sym.name);
    else if (r->sym.sect)
        sb_printf(b, "'%s'+0x%" PRIx64, r->sym.sect->name,
                  r->sym.value + (uint64_t)r->rel->addend);
    else
        sb_printf(b, "0x%" PRIx64, r->sym.value + (uint64_t)r->rel->addend);
    return b->data;
}

static bool patch(const LinkReloc *r, uint64_t v, StrBuf *desc)
{
    const ObjReloc *rel = r->rel;
    uint8_t *p = (uint8_t *)r->sect->data.data + r->offset;
    switch (rel->type) {
    case R_AMDGPU_ABS32:
    case R_AMDGPU_REL32: {
        int64_t sv = (int64_t)v;
        if (sv < INT32_MIN || sv > (int64_t)UINT32_MAX)
            ld_warning_at(r->obj, &rel->src, "value 0x%" PRIx64 " of %s truncated to 0x%" PRIx32,
                          v, target_desc(r, desc), (uint32_t)v);
        put_le(p, v, 4);
        return true;
    }
    case R_AMDGPU_ABS32_LO:
    case R_AMDGPU_REL32_LO:
        put_le(p, v & 0xffffffffu, 4);
        return true;
    case R_AMDGPU_ABS32_HI:
    case R_AMDGPU_REL32_HI:
        put_le(p, v >> 32, 4);
        return true;
    case R_AMDGPU_ABS64:
    case R_AMDGPU_REL64:
        put_le(p, v, 8);
        return true;
    case R_AMDGPU_REL16: {
        int64_t d = (int64_t)v - 4;
        if (d % 4 != 0) {
            ld_error_at(r->obj, &rel->src, "jump to %s is not aligned to a word (%+" PRId64
                        " bytes away)", target_desc(r, desc), d + 4);
            return false;
        }
        d /= 4;
        if (d < INT16_MIN || d > INT16_MAX) {
            ld_error_at(r->obj, &rel->src, "jump to %s out of range: %+" PRId64 " words from "
                        "the next instruction, a branch reaches -32768 to +32767",
                        target_desc(r, desc), d);
            return false;
        }
        put_le(p, (uint64_t)d & 0xffff, 2);
        return true;
    }
    default:
        ld_error_at(r->obj, &rel->src, "relocation %s against %s cannot be applied here",
                    obj_reloc_name(rel->type), target_desc(r, desc));
        return false;
    }
}

bool ld_relocate(Link *L)
{
    /* symbols whose values are link-time records first: relocations use them */
    if (!L->fmt->own_links && !ld_eval_links(L))
        return false;
    StrBuf desc = STRBUF_INIT;
    for (size_t i = 0; i < L->nobjs; i++) {
        LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (size_t k = 0; k < o->nrelocs; k++) {
            const ObjReloc *rel = &o->relocs[k];
            if (rel->type == R_AMDGPU_NONE)
                continue;
            const OutPlace *pl = &lo->place[rel->section];
            if (!pl->out)
                continue;   /* its section was refused by the layout */
            LinkReloc r = { .obj = lo, .rel = rel, .sect = pl->out,
                            .offset = pl->offset + rel->offset,
                            .sym = ld_symbol_value(L, lo, rel->symbol) };
            uint64_t v;
            if (r.sym.kind != LV_UNDEF && compute(L, &r, &v)) {
                patch(&r, v, &desc);
                continue;
            }
            if (L->fmt->reloc) {
                L->fmt->reloc(L, &r);
                continue;
            }
            if (r.sym.kind == LV_UNDEF)
                continue;   /* reported by ld_resolve */
            if (is_relative(rel->type))
                ld_error_at(lo, &rel->src,
                            "%s: %s is in section '%s', not in '%s', and the %s format "
                            "gives sections no addresses",
                            obj_reloc_name(rel->type), sym_desc(&r.sym, &desc),
                            r.sym.sect ? r.sym.sect->name : "?", r.sect->name, L->fmt->name);
            else if (is_absolute(rel->type))
                ld_error_at(lo, &rel->src,
                            "%s: the address of %s is not absolute in the %s format",
                            obj_reloc_name(rel->type), sym_desc(&r.sym, &desc), L->fmt->name);
            else
                ld_error_at(lo, &rel->src, "%s is not supported by the %s format",
                            obj_reloc_name(rel->type), L->fmt->name);
        }
    }
    sb_free(&desc);
    return !diag_failed();
}
