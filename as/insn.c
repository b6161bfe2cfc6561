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
    return ga;
}

typedef struct InsnFix {
    Asm *A;
    int32_t sect;
    uint64_t insn_off;         /* offset of the instruction in its section */
    GcnFixup fix;
} InsnFix;

/* Is v an address that a relocation can carry in this field? */
static bool reloc_fix(InsnFix *f, const ExprVal *v)
{
    Asm *A = f->A;
    uint64_t field = f->insn_off + f->fix.offset;
    AsReloc r = { .sect = f->sect, .offset = field, .pos = f->fix.pos, .target_sect = -1 };
    if (f->fix.kind == GCN_FIX_BRANCH) {
        /* to another section or object: (S + A - P - 4) / 4 at the 16-bit
         * field; P is the instruction's address */
        if (v->nterms != 1 || v->terms[0].coef != 1 || v->terms[0].base == f->sect)
            return false;
        int32_t b = v->terms[0].base;
        if (!as_is_ext_base(b) && !(b >= 0 && (size_t)b < A->nsects &&
                                    A->sects[b].type == AST_CODE))
            return false;
        r.type = R_AMDGPU_REL16;
        r.addend = (int64_t)(v->value + f->fix.offset);
        if (as_is_ext_base(b))
            r.sym = A->externs[as_ext_index(b)];
        else
            r.target_sect = b;
        as_add_reloc(A, &r);
        return true;
    }
    if (f->fix.kind != GCN_FIX_LIT32 || v->nterms == 0)
        return false;
    int32_t b;
    if (v->nterms == 1 && v->terms[0].coef == 1) {
        b = v->terms[0].base;
        if (!as_is_ext_base(b) &&
            !(b >= 0 && (size_t)b < A->nsects &&
              (A->sects[b].flags & (SF_ABSADDR | SF_UNRESOLV))))
            return false;
        r.type = R_AMDGPU_ABS32_LO;
        r.addend = (int64_t)v->value;
    } else if (v->nterms == 2) {
        /* X - (this section): PC-relative, P = the literal's address */
        int k = -1;
        if (v->terms[0].base == f->sect && v->terms[0].coef == -1 && v->terms[1].coef == 1)
            k = 1;
        else if (v->terms[1].base == f->sect && v->terms[1].coef == -1 &&
                 v->terms[0].coef == 1)
            k = 0;
        if (k < 0)
            return false;
        b = v->terms[k].base;
        if (!as_is_ext_base(b) && !(b >= 0 && (size_t)b < A->nsects))
            return false;
        r.type = R_AMDGPU_REL32_LO;
        r.addend = (int64_t)(v->value + field);
    } else
        return false;
    if (as_is_ext_base(b))
        r.sym = A->externs[as_ext_index(b)];
    else
        r.target_sect = b;
    as_add_reloc(A, &r);
    return true;
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
    if (v->nterms && reloc_fix(f, v))
        return;
    gcn_fixup_resolve(&f->fix, v, f->sect, f->insn_off, insn);
}

void as_encode_instruction(Asm *A, const char *mnem, size_t len, const char *ops,
                           size_t ops_len)
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
        expr_defer(&A->ectx, out.fix[i].expr, out.fix[i].pos, fix_done, f);
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
