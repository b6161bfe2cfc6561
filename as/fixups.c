/* fixups.c - storing values that may not be known yet: data words whose
 * expressions wait for symbols, and the decision, once a value is known,
 * between writing it, leaving a relocation for the linker, or rejecting it.
 *
 * A value is an ExprVal: a constant plus section (or external symbol)
 * terms.  What can be stored in `size` bytes at (section, offset):
 * - no term: the number itself;
 * - one term +1 on an external symbol, or on a section whose addresses the
 *   language lets a program use as numbers (data sections of the Gallium
 *   and AMD formats) or that is placed by the linker (AMD OpenCL 2.0 global
 *   data): an absolute relocation (ABS32 / ABS64) with the constant as
 *   addend;
 * - X - (the section being patched): a PC-relative relocation (REL32/64);
 * - anything else (an address in code stored as data, a mix of sections):
 *   an error, as clrxasm reports it.
 */
#include "args.h"
#include "asm.h"

#include <string.h>

void as_add_reloc(Asm *A, const AsReloc *r)
{
    if (A->nrelocs == A->caprelocs) {
        A->caprelocs = A->caprelocs ? A->caprelocs * 2 : 16;
        A->relocs = xrealloc(A->relocs, A->caprelocs * sizeof *A->relocs);
    }
    A->relocs[A->nrelocs++] = *r;
}

/* ---- link-time values ---- */

/* The bases of link-time values.  ROCm's section differences (link_values):
 * its code, global data and GOT (SF_RELSPACE) share one address space that
 * the linker lays out, so their addresses combine on their own.  Symbols of
 * other objects (every format): an external symbol, or a node made of one,
 * is an anchor, and with one any section of this source may be a term
 * (`ext_end - here`); without one, a section's address keeps the
 * language's rules (an error where clrxasm gives one). */
bool as_link_anchor(void *user, int32_t base)
{
    Asm *A = user;
    if (as_is_link_node(base) || as_is_ext_base(base))
        return true;
    return A->link_values && base >= 0 && (size_t)base < A->nsects &&
           (A->sects[base].flags & SF_RELSPACE);
}

bool as_link_base(void *user, int32_t base)
{
    Asm *A = user;
    if (as_link_anchor(A, base))
        return true;
    return base >= 0 && (size_t)base < A->nsects;
}

static AsLink *new_link(Asm *A)
{
    if (A->nlinks == A->caplinks) {
        A->caplinks = A->caplinks ? A->caplinks * 2 : 16;
        A->links = xrealloc(A->links, A->caplinks * sizeof *A->links);
    }
    AsLink *l = &A->links[A->nlinks++];
    memset(l, 0, sizeof *l);
    return l;
}

int32_t as_link_node(void *user, int op, const ExprVal *args, unsigned nargs, const Expr *e,
                     uint32_t col)
{
    SrcPos pos = expr_pos(e);
    if (col)
        pos.col = col;
    return as_link_node_at(user, op, args, nargs, pos);
}

int32_t as_link_node_at(Asm *A, int op, const ExprVal *args, unsigned nargs, SrcPos pos)
{
    if (A->nlinks >= AS_MAX_LINKS) {
        diag_pos(DIAG_ERROR, pos, "too many link-time values");
        return SECT_ABS;
    }
    size_t k = A->nlinks;
    AsLink *l = new_link(A);
    l->kind = OBJ_LINK_NODE;
    l->op = (uint32_t)op;
    l->sect = -1;
    l->nargs = nargs;
    for (unsigned i = 0; i < nargs && i < 3; i++)
        l->args[i] = args[i];
    l->pos = pos;
    return AS_LINK_BASE - (int32_t)k;
}

bool as_link_value(Asm *A, const ExprVal *v)
{
    if (v->nterms == 0)
        return false;
    bool anchor = false;
    for (unsigned k = 0; k < v->nterms; k++) {
        if (!as_link_base(A, v->terms[k].base))
            return false;
        anchor |= as_link_anchor(A, v->terms[k].base);
    }
    if (!anchor)
        return false;
    /* an address of a section of this source stays an error, as in clrxasm */
    return !(v->nterms == 1 && v->terms[0].coef == 1 && v->terms[0].base >= 0);
}

void as_add_link_target(Asm *A, ObjLinkKind kind, uint32_t op, int32_t sect, uint64_t offset,
                        uint32_t field, const ExprVal *v, SrcPos pos)
{
    AsLink *l = new_link(A);
    l->kind = kind;
    l->op = op;
    l->sect = sect;
    l->offset = offset;
    l->field = field;
    l->nargs = 1;
    l->args[0] = *v;
    l->pos = pos;
}

static void put_le(uint8_t *p, uint64_t v, unsigned size)
{
    for (unsigned k = 0; k < size; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}

static uint8_t *field(Asm *A, int32_t sect, uint64_t offset, unsigned size)
{
    if (sect < 0 || (size_t)sect >= A->nsects)
        return NULL;
    AsSection *s = &A->sects[sect];
    if (offset + size > s->data.len)
        return NULL;
    return (uint8_t *)s->data.data + offset;
}

/* A relocation base that a stored absolute relocation may use. */
static bool linkable_base(const Asm *A, int32_t base)
{
    if (as_is_ext_base(base))
        return true;
    if (base < 0 || (size_t)base >= A->nsects)
        return false;
    return (A->sects[base].flags & (SF_ABSADDR | SF_UNRESOLV)) != 0;
}

static void set_target(Asm *A, AsReloc *r, int32_t base)
{
    if (as_is_ext_base(base)) {
        r->sym = A->externs[as_ext_index(base)];
        r->target_sect = -1;
    } else {
        r->sym = NULL;
        r->target_sect = base;
    }
}

Symbol *as_reloc_via(Asm *A, const Expr *e)
{
    Symbol *syms[16];
    size_t n = expr_symbols(e, syms, CLRX_ARRAY_SIZE(syms));
    for (size_t k = 0; k < n && k < CLRX_ARRAY_SIZE(syms); k++) {
        const Symbol *s = syms[k];
        if (s->has_value && s->section >= 0 && (size_t)s->section < A->nsects &&
            (A->sects[s->section].flags & SF_UNRESOLV))
            return syms[k];
    }
    return NULL;
}

static void store_value(Asm *A, int32_t sect, uint64_t offset, unsigned size,
                        const ExprVal *v, SrcPos pos, Symbol *via)
{
    uint8_t *p = field(A, sect, offset, size);
    if (!p)
        return;   /* the section holds no bytes (reported when reserved) */
    if (v->nterms == 0) {
        if (size < 8)
            as_range_warning(A, pos, size * 8, v->value);
        put_le(p, v->value, size);
        return;
    }
    AsReloc r = { .sect = sect, .offset = offset, .pos = pos, .via = via };
    if (v->nterms == 1 && v->terms[0].coef == 1 && linkable_base(A, v->terms[0].base)) {
        if (size != 4 && size != 8) {
            diag_pos(DIAG_ERROR, pos, "an address needs 4 or 8 bytes, not %u", size);
            return;
        }
        r.type = size == 4 ? R_AMDGPU_ABS32 : R_AMDGPU_ABS64;
        r.addend = (int64_t)v->value;
        set_target(A, &r, v->terms[0].base);
        put_le(p, 0, size);
        as_add_reloc(A, &r);
        return;
    }
    if (v->nterms == 2 && (size == 4 || size == 8)) {
        int k = -1;
        if (v->terms[0].base == sect && v->terms[0].coef == -1 && v->terms[1].coef == 1)
            k = 1;
        else if (v->terms[1].base == sect && v->terms[1].coef == -1 &&
                 v->terms[0].coef == 1)
            k = 0;
        if (k >= 0 && (as_is_ext_base(v->terms[k].base) ||
                       (v->terms[k].base >= 0 && (size_t)v->terms[k].base < A->nsects))) {
            /* S + A - P with P the field: A = constant + offset */
            r.type = size == 4 ? R_AMDGPU_REL32 : R_AMDGPU_REL64;
            r.addend = (int64_t)(v->value + offset);
            set_target(A, &r, v->terms[k].base);
            put_le(p, 0, size);
            as_add_reloc(A, &r);
            return;
        }
    }
    if (as_link_value(A, v)) {
        put_le(p, 0, size);
        as_add_link_target(A, OBJ_LINK_DATA, size, sect, offset, 0, v, pos);
        return;
    }
    diag_pos(DIAG_ERROR, pos, "relative value is illegal in data expressions");
}

void as_store_value(Asm *A, int32_t sect, uint64_t offset, unsigned size,
                    const ExprVal *v, SrcPos pos)
{
    store_value(A, sect, offset, size, v, pos, NULL);
}

/* ---- data words that wait for their symbols ---- */

typedef struct DataFix {
    Asm *A;
    int32_t sect;
    uint64_t offset;
    unsigned size;
    SrcPos pos;
    ExprPart part;             /* a 4-byte `X >> 32`, `X & 0xffffffff` ...: the
                                  value is X's, the operation is done here */
    Expr *expr;                /* the expression (X) */
} DataFix;

/* Store the value of a data word; with a part, v is the value of X. */
static void store_word(const DataFix *f, const ExprVal *v)
{
    Asm *A = f->A;
    if (f->part == EXPR_PART_NONE || v->nterms == 0) {
        ExprVal av = *v;
        if (f->part != EXPR_PART_NONE)
            av.value = expr_part_apply(f->part, v->value);
        store_value(A, f->sect, f->offset, f->size, &av, f->pos,
                    v->nterms ? as_reloc_via(A, f->expr) : NULL);
        return;
    }
    uint8_t *p = field(A, f->sect, f->offset, f->size);
    if (!p)
        return;
    if (v->nterms == 1 && v->terms[0].coef == 1 && linkable_base(A, v->terms[0].base)) {
        /* a dword of an address: its low or high half */
        AsReloc r = { .sect = f->sect, .offset = f->offset, .pos = f->pos,
                      .via = as_reloc_via(A, f->expr) };
        r.type = expr_part_is_high(f->part) ? R_AMDGPU_ABS32_HI : R_AMDGPU_ABS32_LO;
        r.addend = (int64_t)v->value;
        set_target(A, &r, v->terms[0].base);
        put_le(p, 0, f->size);
        as_add_reloc(A, &r);
        return;
    }
    if (v->nterms) {
        /* a dword of a link-time value: the part's operation is a node */
        if (as_link_value(A, v) || (v->nterms == 1 && as_link_anchor(A, v->terms[0].base))) {
            int op;
            ExprVal args[2];
            memset(args, 0, sizeof args);
            args[0] = *v;
            expr_part_op(f->part, &op, &args[1].value);
            int32_t base = as_link_node_at(A, op, args, 2, f->pos);
            if (base != SECT_ABS) {
                ExprVal nv = { .value = 0, .nterms = 1 };
                nv.terms[0] = (ExprTerm){ .base = base, .coef = 1 };
                put_le(p, 0, f->size);
                as_add_link_target(A, OBJ_LINK_DATA, f->size, f->sect, f->offset, 0, &nv,
                                   f->pos);
            }
            return;
        }
    }
    diag_pos(DIAG_ERROR, f->pos, "relative value is illegal in data expressions");
}

static void data_done(PendingExpr *pe, const ExprVal *v, void *user)
{
    (void)pe;
    DataFix *f = user;
    if (as_check_loader(f->A, f->expr, v))
        store_word(f, v);
}

bool as_is_data_fixup(const PendingExpr *pe)
{
    return pe->done == data_done;
}

void as_data_word(Asm *A, Expr *e, const char *where, unsigned size)
{
    int32_t sect = A->cur;
    uint64_t off = as_dot(A);
    SrcPos pos = as_pos_keep(A, where);
    if (!as_reserve(A, where, size, 0))
        return;
    /* `.` in the expression is the word's own address */
    A->dot_fixed = true;
    A->dot_value = off;
    DataFix fx = { A, sect, off, size, pos, EXPR_PART_NONE, NULL };
    Expr *inner = NULL;
    if (size == 4)              /* a dword of a 64-bit address (clrxasm's forms) */
        fx.part = expr_split_part(&A->ectx, e, &inner);
    if (fx.part != EXPR_PART_NONE)
        e = inner;
    fx.expr = e;
    ExprVal v;
    Symbol *undef = NULL;
    AsDefer d;
    as_defer_begin(A, &d, as_uses_unresolvable(A, e));
    A->check_values = true;
    ExprStatus st = expr_eval(&A->ectx, e, &v, &undef);
    A->check_values = false;
    if (st == EXPR_OK) {
        A->dot_fixed = false;
        store_word(&fx, &v);
        as_defer_end(A, &d);
        return;
    }
    as_defer_end(A, &d);
    if (st == EXPR_UNDEFINED) {
        DataFix *f = arena_alloc(A->arena, sizeof *f);
        *f = fx;
        f->expr = expr_keep(&A->ectx, e);      /* the statement's copy goes */
        expr_defer(&A->ectx, e, pos, data_done, f);
    }
    A->dot_fixed = false;
}
