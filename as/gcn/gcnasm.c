/* gcnasm.c - the GCN encoder's entry points: mnemonic lookup (a cache in
 * front of one probe of the generated perfect hash), dispatch to the family
 * encoders, the output buffer and register-usage accounting (the helpers
 * that every instruction calls are inline in gcnint.h), fixup patching and
 * the `sym = %reg` assignment of symbolic register ranges.
 */
#include <stdio.h>
#include <string.h>

#include "bytes.h"
#include "gcnint.h"

void gcn_init(GcnAsm *ga, GpuArch arch, ExprCtx *ectx)
{
    memset(ga, 0, sizeof *ga);
    ga->arch = arch;
    ga->ectx = ectx;
}

void gcn_reset_usage(GcnAsm *ga)
{
    ga->sgprs_used = ga->vgprs_used = 0;
    ga->use_flags = 0;
}

/* ---------------------------------------------------------------- lookup */

static int lookup_name(const char *lname, size_t len)
{
    uint32_t b = gcn_name_hash(lname, len, 0) % gcn_hash_nbuckets;
    uint32_t slot = gcn_name_hash(lname, len, gcn_hash_seeds[b]) & (gcn_hash_nslots - 1);
    int idx = gcn_hash_slots[slot];
    if (idx < 0)
        return -1;
    const char *n = gcn_insns[idx].name;
    if (strncmp(n, lname, len) != 0 || n[len] != 0)
        return -1;
    return idx;
}

/* lowercase the mnemonic and split off an encoding suffix */
static bool split_mnemonic(const char *mnem, size_t len, char *buf, size_t *outlen,
                           int *encsize, int *vopenc)
{
    if (len == 0 || len >= 64)
        return false;
    for (size_t i = 0; i < len; i++)
        buf[i] = gp_lower(mnem[i]);
    buf[len] = 0;
    *encsize = 0;
    *vopenc = 0;
    if (len > 4 && strcmp(buf + len - 4, "_e64") == 0) {
        *encsize = 64;
        len -= 4;
    } else if (len > 4 && strcmp(buf + len - 4, "_e32") == 0) {
        *encsize = 32;
        len -= 4;
    } else if (len > 6 && buf[0] == 'v' && buf[1] == '_' && strcmp(buf + len - 4, "_dpp") == 0) {
        *vopenc = 1;
        len -= 4;
    } else if (len > 7 && buf[0] == 'v' && buf[1] == '_' && strcmp(buf + len - 5, "_sdwa") == 0) {
        *vopenc = 2;
        len -= 5;
    }
    buf[len] = 0;
    *outlen = len;
    return true;
}

/* The row of a mnemonic as written (any case, with an encoding suffix) for
 * the architectures `am`, NULL when there is none.  A source uses few
 * mnemonics many times: the answers are kept in a small cache of two-way
 * sets keyed by the text as written: its length and its first and last 8
 * bytes (which overlap in a shorter text; the bytes between are compared
 * only in a longer one). */
typedef struct InsnCacheEnt {
    uint64_t head, tail;
    uint8_t len;
    uint8_t am;
    int8_t encsize, vopenc;
    char text[32];
    const GcnInsn *in;
} InsnCacheEnt;
#define INSN_CACHE_SETS 256
_Static_assert(ARCH_COUNT <= 8, "an architecture mask fits InsnCacheEnt.am");
static InsnCacheEnt insn_cache[INSN_CACHE_SETS][2];

static void mnemonic_key(const char *s, size_t len, uint64_t *head, uint64_t *tail)
{
    if (len >= 8) {
        memcpy(head, s, 8);
        memcpy(tail, s + len - 8, 8);
        return;
    }
    uint64_t h = 0;
    for (size_t i = 0; i < len; i++)
        h |= (uint64_t)(unsigned char)s[i] << (8 * i);
    *head = *tail = h;
}

static bool cache_hit(const InsnCacheEnt *c, const char *mnem, size_t len, uint64_t head,
                      uint64_t tail, unsigned am)
{
    return c->in && c->head == head && c->tail == tail && c->len == len && c->am == am &&
           (len <= 16 || memcmp(c->text + 8, mnem + 8, len - 16) == 0);
}

static const GcnInsn *find_insn(const char *mnem, size_t len, unsigned am, int *encsize,
                                int *vopenc)
{
    uint64_t head, tail;
    mnemonic_key(mnem, len, &head, &tail);
    uint64_t h = (head ^ (tail * 0x9e3779b97f4a7c15u) ^ len) * 0xff51afd7ed558ccdu;
    InsnCacheEnt *set = insn_cache[(h >> 56) & (INSN_CACHE_SETS - 1)];
    for (unsigned w = 0; w < 2; w++)
        if (cache_hit(&set[w], mnem, len, head, tail, am)) {
            *encsize = set[w].encsize;
            *vopenc = set[w].vopenc;
            return set[w].in;
        }
    char buf[64];
    size_t n;
    if (!split_mnemonic(mnem, len, buf, &n, encsize, vopenc))
        return NULL;
    int idx = lookup_name(buf, n);
    if (idx < 0)
        return NULL;
    const GcnInsn *in = NULL;
    for (unsigned i = (unsigned)idx; i < gcn_ninsns && strcmp(gcn_insns[i].name, buf) == 0; i++)
        if (gcn_insns[i].archmask & am) {
            in = &gcn_insns[i];
            break;
        }
    if (in && len <= sizeof set[0].text) {
        /* the newest answer first, the one before it kept */
        set[1] = set[0];
        InsnCacheEnt *c = &set[0];
        c->head = head;
        c->tail = tail;
        c->len = (uint8_t)len;
        c->am = (uint8_t)am;
        c->encsize = (int8_t)*encsize;
        c->vopenc = (int8_t)*vopenc;
        memcpy(c->text, mnem, len);
        c->in = in;
    }
    return in;
}

bool gcn_is_mnemonic(const char *name, size_t len)
{
    char buf[64];
    size_t l;
    int e, v;
    if (!split_mnemonic(name, len, buf, &l, &e, &v))
        return false;
    return lookup_name(buf, l) >= 0;
}

/* ---------------------------------------------------------------- output */

void gp_fixup(GP *p, GcnFixKind kind, unsigned offset, Expr *e, const char *at)
{
    GcnInsnOut *o = p->out;
    if (!e)
        return;
    if (o->nfix == GCN_MAX_FIXUPS)
        diag_internal("too many GCN fixups");
    GcnFixup *f = &o->fix[o->nfix++];
    f->kind = kind;
    f->offset = (uint8_t)offset;
    f->expr = e;
    f->pos = at ? gp_pos(p, at) : expr_pos(e);
    f->inline_choice = false;
    for (unsigned k = 0; k < p->ninl; k++)
        f->inline_choice |= kind == GCN_FIX_LIT32 && p->inl[k] == e;
}

bool gp_only_size_error(GP *p, int bits, const char *family)
{
    gp_error(p, p->mnem, "%s instructions have only a %d-bit encoding", family, bits);
    return false;
}

bool gp_asked_encsize(GP *p, unsigned words)
{
    if (p->encsize == 32 && words != 1) {
        gp_error(p, p->mnem, "a 32-bit encoding was requested for a 64-bit instruction");
        return false;
    }
    if (p->encsize == 64 && words != 2) {
        gp_error(p, p->mnem, "a 64-bit encoding was requested for a 32-bit instruction");
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- assemble */

/* the parser state for the text [s, end) of a line (mnem: where messages
 * about the whole instruction point) */
static void gp_begin(GP *p, GcnAsm *ga, const char *line, size_t line_len, SrcPos pos,
                     const char *mnem, const char *s, const char *end, GcnInsnOut *out)
{
    memset(p, 0, sizeof *p);
    p->ga = ga;
    p->arch = ga->arch;
    p->am = AM(ga->arch);
    p->line = line;
    p->line_len = line_len;
    p->pos = pos;
    p->mnem = mnem;
    p->s = s;
    p->end = end;
    p->out = out;
}

bool gcn_assemble(GcnAsm *ga, const char *mnem, size_t mnem_len,
                  const char *ops, const char *ops_end,
                  const char *line, size_t line_len, SrcPos pos, GcnInsnOut *out)
{
    GP p;
    gp_begin(&p, ga, line, line_len, pos, mnem, ops, ops_end, out);
    out->size = 0;
    out->nfix = 0;
    out->nops = 0;
    out->sgpr_max = out->vgpr_max = -1;
    out->sgpr_any_max = out->vgpr_any_max = -1;
    out->use_flags = 0;

    const GcnInsn *in = find_insn(mnem, mnem_len, p.am, &p.encsize, &p.vopenc);
    if (!in) {
        gp_error(&p, mnem, "unknown instruction");
        return false;
    }
    p.in = in;
    p.opcode = in->op[ga->arch];
    p.opcode3 = in->op3[ga->arch];
    if (p.opcode3 == GCN_OP_NONE) {
        switch (in->fam) {
        case GF_VOP2: p.opcode3 = 256 + p.opcode; break;
        case GF_VOPC: p.opcode3 = p.opcode; break;
        case GF_VOP1: p.opcode3 = ((p.am & A_G124) ? 320 : 384) + p.opcode; break;
        default: break;
        }
    }
    bool ok = false;
    switch (in->fam) {
    case GF_SOP2: ok = gcn_enc_sop2(&p); break;
    case GF_SOP1: ok = gcn_enc_sop1(&p); break;
    case GF_SOPC: ok = gcn_enc_sopc(&p); break;
    case GF_SOPK: ok = gcn_enc_sopk(&p); break;
    case GF_SOPP: ok = gcn_enc_sopp(&p); break;
    case GF_SMEM: ok = (p.am & A_GE12) ? gcn_enc_smem(&p) : gcn_enc_smrd(&p); break;
    case GF_VOP2: ok = gcn_enc_vop2(&p); break;
    case GF_VOP1: ok = gcn_enc_vop1(&p); break;
    case GF_VOPC: ok = gcn_enc_vopc(&p); break;
    case GF_VOP3:
    case GF_VOP3P: ok = gcn_enc_vop3(&p); break;
    case GF_VINTRP:
        ok = (p.opcode3 != GCN_OP_NONE) ? gcn_enc_vop3(&p) : gcn_enc_vintrp(&p);
        break;
    case GF_DS: ok = gcn_enc_ds(&p); break;
    case GF_MUBUF:
    case GF_MTBUF: ok = gcn_enc_mbuf(&p); break;
    case GF_MIMG: ok = gcn_enc_mimg(&p); break;
    case GF_EXP: ok = gcn_enc_exp(&p); break;
    case GF_FLAT: ok = gcn_enc_flat(&p); break;
    default: break;
    }
    if (p.failed)
        return false;
    if (!ok) {
        /* clrxasm drops the statement without a message in these cases */
        gp_warning(&p, mnem, "malformed modifier: the instruction is ignored (as clrxasm does)");
        out->size = 0;
        out->nfix = 0;
    }
    return true;
}

/* ---------------------------------------------------------------- fixups */

static void fix_warn(unsigned bits, uint64_t value, bool is_signed, SrcPos pos)
{
    if (!gcn_truncates(bits, value, is_signed))
        return;
    diag_at(DIAG_WARNING, pos, NULL, 0, "value 0x%llx truncated to 0x%llx",
            (unsigned long long)value, (unsigned long long)(value & ((1ULL << bits) - 1)));
}

unsigned gcn_fixup_width(unsigned k)
{
    switch ((GcnFixKind)k) {
    case GCN_FIX_SOPC_IMM8: case GCN_FIX_SMRD_OFF8:
    case GCN_FIX_DS_OFF8_0: case GCN_FIX_DS_OFF8_1:
        return 1;
    case GCN_FIX_SIMM16: case GCN_FIX_BRANCH: case GCN_FIX_DS_OFF16:
    case GCN_FIX_MBUF_OFF12: case GCN_FIX_FLAT_OFF12: case GCN_FIX_FLAT_OFF11:
    case GCN_FIX_FLAT_OFF13S: case GCN_FIX_SMEM_IMM7:
        return 2;
    case GCN_FIX_LIT32: case GCN_FIX_SMEM_OFF20: case GCN_FIX_SMEM_OFF20_G15:
    case GCN_FIX_SMEM_OFF21:
        return 4;
    case GCN_FIX_KIND_COUNT:
        break;
    }
    return 0;
}

bool gcn_apply_fixup(GcnFixKind kind, uint8_t *insn, unsigned off, uint64_t value, SrcPos pos)
{
    uint8_t *b = insn + off;
    switch (kind) {
    case GCN_FIX_LIT32:
        put32(b, (uint32_t)value);
        fix_warn(32, value, true, pos);
        return true;
    case GCN_FIX_SIMM16:
        put16(b, (uint32_t)value);
        fix_warn(16, value, true, pos);
        return true;
    case GCN_FIX_BRANCH: {
        int64_t d = (int64_t)(value - 4);
        if (d & 3) {
            diag_at(DIAG_ERROR, pos, NULL, 0, "branch target is not aligned to a dword");
            return false;
        }
        d >>= 2;
        if (d > INT16_MAX || d < INT16_MIN) {
            diag_at(DIAG_ERROR, pos, NULL, 0, "branch target out of range");
            return false;
        }
        put16(b, (uint32_t)d);
        return true;
    }
    case GCN_FIX_SOPC_IMM8:
    case GCN_FIX_SMRD_OFF8:
    case GCN_FIX_DS_OFF8_0:
    case GCN_FIX_DS_OFF8_1:
        b[0] = (uint8_t)value;
        fix_warn(8, value, false, pos);
        return true;
    case GCN_FIX_DS_OFF16:
        put16(b, (uint32_t)value);
        fix_warn(16, value, false, pos);
        return true;
    case GCN_FIX_MBUF_OFF12:
    case GCN_FIX_FLAT_OFF12:
        b[0] = (uint8_t)value;
        b[1] = (uint8_t)((b[1] & 0xf0) | ((value >> 8) & 0xf));
        fix_warn(12, value, false, pos);
        return true;
    case GCN_FIX_FLAT_OFF11:
        b[0] = (uint8_t)value;
        b[1] = (uint8_t)((b[1] & 0xf0) | ((value >> 8) & 0x7));
        fix_warn(11, value, false, pos);
        return true;
    case GCN_FIX_FLAT_OFF13S:
        b[0] = (uint8_t)value;
        b[1] = (uint8_t)((b[1] & 0xe0) | ((value >> 8) & 0x1f));
        fix_warn(13, value, true, pos);
        return true;
    case GCN_FIX_SMEM_OFF20:
        put32(b, (uint32_t)(value & 0xfffff));
        fix_warn(20, value, false, pos);
        return true;
    case GCN_FIX_SMEM_OFF20_G15:
        put32(b, (uint32_t)(value & 0xfffff) | (0x7du << 25));
        fix_warn(20, value, false, pos);
        return true;
    case GCN_FIX_SMEM_OFF21:
        put32(b, (get32(b) & 0xffe00000u) | (uint32_t)(value & 0x1fffff));
        fix_warn(21, value, true, pos);
        return true;
    case GCN_FIX_SMEM_IMM7:
        b[0] = (uint8_t)((b[0] & 0x3f) | ((value << 6) & 0xff));
        b[1] = (uint8_t)((b[1] & 0xe0) | ((value >> 2) & 0x1f));
        fix_warn(7, value, false, pos);
        return true;
    default:
        break;
    }
    diag_internal("bad GCN fixup kind %d", (int)kind);
}

bool gcn_fixup_resolve(const GcnFixup *f, const ExprVal *v, int32_t insn_section,
                       uint64_t insn_offset, uint8_t *insn)
{
    if (f->kind == GCN_FIX_BRANCH) {
        if (v->nterms != 1 || v->terms[0].coef != 1 || v->terms[0].base != insn_section) {
            diag_at(DIAG_ERROR, f->pos, NULL, 0,
                    "branch target is not in the instruction's section");
            return false;
        }
        return gcn_apply_fixup(f->kind, insn, f->offset, v->value - insn_offset, f->pos);
    }
    if (!exprval_is_abs(v)) {
        diag_at(DIAG_ERROR, f->pos, NULL, 0, "a relative value is not allowed in %s",
                f->kind == GCN_FIX_LIT32 ? "a literal" : "this field");
        return false;
    }
    return gcn_apply_fixup(f->kind, insn, f->offset, v->value, f->pos);
}

/* ---------------------------------------------------------------- regranges */

long gcn_parse_regrange_assignment(GcnAsm *ga, const char *text, const char *text_end,
                                   const char *line, size_t line_len, SrcPos pos,
                                   uint64_t *value)
{
    GP p;
    GcnInsnOut out;
    memset(&out, 0, sizeof out);
    gp_begin(&p, ga, line, line_len, pos, text, text, text_end, &out);
    GOp op;
    memset(&op, 0, sizeof op);
    if (!gp_operand(&p, &op, false, 0,
                    OPF_SREGS | OPF_VREGS | OPF_SSOURCE | OPF_UNALIGNED | OPF_ONLYINLINE) ||
        p.failed)
        return -1;
    if (op.r.rvt)
        *value = GCN_REGRANGE_VALUE_RV(op.r.ri, op.r.ri + op.r.end, op.r.rv);
    else
        *value = GCN_REGRANGE_VALUE(op.r.start, op.r.end);
    return (long)(p.s - text);
}
