/* insn.c - instructions: the bridge between a statement and the GCN encoder
 * (as/gcn/gcnasm.h).  The encoder parses the operands and returns the
 * bytes; expressions it could not finish (forward references) come back as
 * fixups, which wait like data words do and are then patched by the
 * encoder, or become relocations when the value is an address the linker
 * places (a literal holding a data address, a branch to another object's
 * code).  Register-range assignments (`x = %s[0:3]`) use the encoder's
 * register parser too.
 */
#include "asm.h"
#include "gcnasm.h"

#include <string.h>

/* The encoder's state, created with the first instruction and kept in
 * step with the target (.gpu/.arch/.wave32... may change it). */
static GcnAsm *encoder(Asm *A)
{
    if (!A->gcn) {
        A->gcn = arena_zalloc(A->arena, sizeof(GcnAsm));
        gcn_init(A->gcn, gpu_arch(A->target.gpu), &A->ectx);
    }
    GcnAsm *ga = A->gcn;
    ga->arch = gpu_arch(A->target.gpu);
    ga->wave32 = A->target.wave32;
    ga->buggy_fplit = A->target.buggy_fplit;
    ga->old_mod_param = A->target.old_mod_param;
    ga->link_branches = A->link_values;
    return ga;
}

static void encode(Asm *A, const char *mnem, size_t len, const char *ops, size_t ops_len);

typedef struct InsnFix {
    Asm *A;
    int32_t sect;
    uint64_t insn_off;         /* offset of the instruction in its section */
    GcnFixup fix;
    ExprPart part;             /* a literal `X >> 32`, `X & 0xffffffff` ...:
                                  fix.expr is X, the operation is done here */
    bool immediate;            /* being evaluated while the instruction is encoded */
    /* a literal that a known value of -16..64 would have made an inline
     * constant (GcnFixup.inline_choice): the symbols it waited for when
     * the instruction was encoded (assignments waiting themselves are
     * replaced by what they wait for); nwait > AS_FIX_MAXWAIT: too many */
#define AS_FIX_MAXWAIT 8
    Symbol *wait[AS_FIX_MAXWAIT];
    unsigned nwait;
} InsnFix;

/* The symbols e waits for, through assignments that wait themselves. */
static void waited_symbols(InsnFix *f, const Expr *e, unsigned depth)
{
    Symbol *syms[AS_FIX_MAXWAIT + 1];
    size_t n = expr_symbols(e, syms, CLRX_ARRAY_SIZE(syms));
    if (n > CLRX_ARRAY_SIZE(syms) || depth > 8) {
        f->nwait = AS_FIX_MAXWAIT + 1;
        return;
    }
    for (size_t k = 0; k < n && f->nwait <= AS_FIX_MAXWAIT; k++) {
        Symbol *s = syms[k];
        if (s->has_value || s->is_eqv || s->regrange)
            continue;
        if (s->pending) {
            waited_symbols(f, s->pending->expr, depth + 1);
            continue;
        }
        if (f->nwait < AS_FIX_MAXWAIT)
            f->wait[f->nwait] = s;
        f->nwait++;
    }
}

/* Did every symbol the literal waited for turn out to be another object's
 * (so that in the concatenated sources clrxasm may have known the value)? */
static bool waited_for_externals(const InsnFix *f)
{
    if (!f->fix.inline_choice || f->nwait == 0 || f->nwait > AS_FIX_MAXWAIT)
        return false;
    for (unsigned k = 0; k < f->nwait; k++)
        if (!f->wait[k]->external)
            return false;
    return true;
}

/* A link-time value in a field (ROCm's section differences): clrxasm takes
 * one in a literal or a branch, and in any field when the expression had to
 * wait for a symbol (defined later, or whose value is a link-time value). */
static bool link_fix(InsnFix *f, const ExprVal *v)
{
    Asm *A = f->A;
    if (!as_link_value(A, v) ||
        (f->immediate && f->fix.kind != GCN_FIX_LIT32 && f->fix.kind != GCN_FIX_BRANCH &&
         !expr_mentions_link(&A->ectx, f->fix.expr)))
        return false;
    ExprVal tv = *v;
    if (f->part != EXPR_PART_NONE) {
        int op;
        ExprVal args[2];
        memset(args, 0, sizeof args);
        args[0] = *v;
        expr_part_op(f->part, &op, &args[1].value);
        int32_t base = as_link_node_at(A, op, args, 2, f->fix.pos);
        if (base == SECT_ABS)
            return true;
        memset(&tv, 0, sizeof tv);
        tv.nterms = 1;
        tv.terms[0] = (ExprTerm){ .base = base, .coef = 1 };
    }
    as_add_link_target(A, OBJ_LINK_INSN, f->fix.kind, f->sect, f->insn_off, f->fix.offset,
                       &tv, f->fix.pos);
    if (f->part == EXPR_PART_NONE && waited_for_externals(f))
        A->links[A->nlinks - 1].flags |= OBJ_LINK_F_INLINE_CHOICE;
    return true;
}

/* Is v an address that a relocation can carry in this field?  Only what
 * clrxasm itself accepts in one source (an address of a section the
 * linker places, AMD OpenCL 2.0 global data) or what only another object
 * can define (an external symbol): a branch to an external label (REL16),
 * a literal holding an external address or a dword of it (ABS32, ABS32_LO,
 * ABS32_HI) or its distance from the instruction's section (REL32*).  A
 * branch to, or a difference with, another section of this source is an
 * error in clrxasm, and stays one. */
static bool reloc_fix(InsnFix *f, const ExprVal *v)
{
    Asm *A = f->A;
    uint64_t field = f->insn_off + f->fix.offset;
    AsReloc r = { .sect = f->sect, .offset = field, .pos = f->fix.pos, .target_sect = -1,
                  .via = as_reloc_via(A, f->fix.expr) };
    int part = f->part == EXPR_PART_NONE ? 0 : expr_part_is_high(f->part) ? 2 : 1;
    int32_t b;
    bool pcrel = false;
    if (v->nterms == 1 && v->terms[0].coef == 1) {
        b = v->terms[0].base;
        if (f->fix.kind == GCN_FIX_BRANCH) {
            if (!as_is_ext_base(b))
                return false;
        } else if (!as_is_ext_base(b) &&
                   !(b >= 0 && (size_t)b < A->nsects &&
                     (A->sects[b].flags & (SF_ABSADDR | SF_UNRESOLV))))
            return false;
    } else if (v->nterms == 2 && f->fix.kind == GCN_FIX_LIT32) {
        /* external X - (this section): PC-relative, P = the literal's address */
        int k = -1;
        if (v->terms[0].base == f->sect && v->terms[0].coef == -1 && v->terms[1].coef == 1)
            k = 1;
        else if (v->terms[1].base == f->sect && v->terms[1].coef == -1 &&
                 v->terms[0].coef == 1)
            k = 0;
        if (k < 0 || !as_is_ext_base(v->terms[k].base))
            return false;
        b = v->terms[k].base;
        pcrel = true;
    } else
        return false;
    r.type = gcn_fixup_reloc(f->fix.kind, part, pcrel);
    if (r.type == GCN_R_AMDGPU_NONE)
        return false;
    if (f->fix.kind == GCN_FIX_BRANCH)
        r.addend = (int64_t)(v->value + f->fix.offset);  /* (S + A - P - 4) / 4 */
    else if (pcrel)
        r.addend = (int64_t)(v->value + field);          /* S + A - P */
    else
        r.addend = (int64_t)v->value;
    if (as_is_ext_base(b))
        r.sym = A->externs[as_ext_index(b)];
    else
        r.target_sect = b;
    as_add_reloc(A, &r);
    return true;
}

static const char *part_op_name(ExprPart part)
{
    switch (part) {
    case EXPR_PART_AND: return "bitwise AND";
    case EXPR_PART_MODS: case EXPR_PART_MODU: return "remainder";
    case EXPR_PART_SHR: return "right shift";
    default: return "division";
    }
}

static void fix_done(PendingExpr *pe, const ExprVal *v, void *user)
{
    (void)pe;
    InsnFix *f = user;
    Asm *A = f->A;
    AsSection *s = &A->sects[f->sect];
    if (f->insn_off + f->fix.offset + 4 > s->data.len && f->fix.kind == GCN_FIX_LIT32)
        return;
    uint8_t *insn = (uint8_t *)s->data.data + f->insn_off;
    if (!as_check_loader(A, f->fix.expr, v))
        return;
    for (unsigned t = 0; t < v->nterms; t++) {
        int32_t b = v->terms[t].base;
        if (f->fix.kind != GCN_FIX_LIT32 && as_is_ext_base(b) &&
            A->externs[as_ext_index(b)]->loader) {
            diag_pos(DIAG_ERROR, f->fix.pos, "only a 32-bit literal can hold the address "
                     "of '%s' (a relocation that the loader fills in), not this field",
                     A->externs[as_ext_index(b)]->name);
            return;
        }
    }
    if (v->nterms && reloc_fix(f, v)) {
        if (f->fix.kind == GCN_FIX_LIT32 && f->part == EXPR_PART_NONE &&
            waited_for_externals(f)) {
            /* the relocation patches the literal; a record lets the linker
             * check the encoding (OBJ_LINK_F_CHECK_ONLY) */
            as_add_link_target(A, OBJ_LINK_INSN, f->fix.kind, f->sect, f->insn_off,
                               f->fix.offset, v, f->fix.pos);
            A->links[A->nlinks - 1].flags = OBJ_LINK_F_INLINE_CHOICE | OBJ_LINK_F_CHECK_ONLY;
        }
        return;
    }
    if (v->nterms && link_fix(f, v))
        return;
    if (f->part != EXPR_PART_NONE) {
        if (v->nterms) {
            diag_pos(DIAG_ERROR, f->fix.pos, "%s of a relative value", part_op_name(f->part));
            return;
        }
        ExprVal av = { .value = expr_part_apply(f->part, v->value) };
        gcn_fixup_resolve(&f->fix, &av, f->sect, f->insn_off, insn);
        return;
    }
    gcn_fixup_resolve(&f->fix, v, f->sect, f->insn_off, insn);
}

/* Does the operand text name a symbol that is an address in a section the
 * linker places (SF_UNRESOLV)?  clrxasm knows no value for it until the end,
 * where it reports what is wrong with such operands. */
static bool names_unresolvable(Asm *A, const char *s, const char *end)
{
    if (!A->have_unresolv)
        return false;          /* no symbol can be in such a section */
    while (s < end) {
        size_t n = symtab_scan_name(s, (size_t)(end - s));
        if (n == 0 || (s[0] >= '0' && s[0] <= '9')) {
            s += n ? n : 1;
            continue;
        }
        Symbol *sym = symtab_lookup(A->symtab, s, n, false);
        if (sym && sym->has_value && sym->section >= 0 && (size_t)sym->section < A->nsects &&
            (A->sects[sym->section].flags & SF_UNRESOLV))
            return true;
        s += n;
    }
    return false;
}

void as_encode_instruction(Asm *A, const char *mnem, size_t len, const char *ops,
                           size_t ops_len)
{
    AsDefer d;
    as_defer_begin(A, &d, names_unresolvable(A, ops, ops + ops_len));
    encode(A, mnem, len, ops, ops_len);
    as_defer_end(A, &d);
}

static void encode(Asm *A, const char *mnem, size_t len, const char *ops, size_t ops_len)
{
    GcnAsm *ga = encoder(A);
    int32_t sect = A->cur;
    uint64_t off = as_dot(A);
    ga->section = sect;
    ga->offset = off;
    as_usage_range(A);
    GcnInsnOut out;
    if (!gcn_assemble(ga, mnem, len, ops, ops + ops_len, A->line, A->line_len,
                      as_pos(A, A->line), &out))
        return;
    uint8_t *d = as_reserve(A, mnem, out.size, 0);
    if (!d)
        return;
    memcpy(d, out.bytes, out.size);
    as_usage_end(A);
    /* fixups: `.` in them is the instruction's address */
    A->dot_fixed = true;
    A->dot_value = off;
    for (unsigned i = 0; i < out.nfix; i++) {
        InsnFix *f = arena_alloc(A->arena, sizeof *f);
        f->A = A;
        f->sect = sect;
        f->insn_off = off;
        f->fix = out.fix[i];
        f->part = EXPR_PART_NONE;
        Expr *e = out.fix[i].expr;
        if (f->fix.kind == GCN_FIX_LIT32) {
            Expr *inner;
            f->part = expr_split_part(&A->ectx, e, &inner);
            if (f->part != EXPR_PART_NONE)
                e = inner;
        }
        f->fix.expr = expr_keep(&A->ectx, e);  /* the statement's copy goes */
        f->nwait = 0;
        if (f->fix.inline_choice)
            waited_symbols(f, f->fix.expr, 0);
        f->immediate = true;
        expr_defer(&A->ectx, e, out.fix[i].pos, fix_done, f);
        f->immediate = false;
    }
    A->dot_fixed = false;
}

bool as_is_insn_fixup(const PendingExpr *pe)
{
    return pe->done == fix_done;
}

long as_parse_regrange(Asm *A, const char *text, const char *end, uint64_t *value)
{
    GcnAsm *ga = encoder(A);
    return gcn_parse_regrange_assignment(ga, text, end, A->line, A->line_len,
                                         as_pos(A, A->line), value);
}

bool as_is_mnemonic(const char *name, size_t len)
{
    return gcn_is_mnemonic(name, len);
}
