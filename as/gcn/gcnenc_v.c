/* gcnenc_v.c - encoders of the vector ALU families: VOP2, VOP1, VOPC (with
 * their VOP3, SDWA, DPP and GCN 1.5 DPP8 forms), VOP3A/VOP3B, VOP3P and
 * VINTRP (also in its VOP3 form on GCN 1.2/1.4).
 */
#include <string.h>

#include "gcnint.h"

/* clrxasm's "an SGPR is read" test: an absent operand counts as s0 */
static bool sgpr_read(GReg r) { return r.rvt ? r.rvt == 's' : r.start < 108; }

/* literal type of an operand of `regs` registers */
static unsigned optype(unsigned regs, unsigned lit)
{
    return (regs == 2 && (lit == OPF_T_FLOAT || lit == OPF_T_INT)) ? OPF_T_F64 : lit;
}

static unsigned littype(const GcnInsn *in)
{
    return (in->flags & GI_F16) ? OPF_T_F16 : OPF_T_INT;
}

static inline void apply_opmods(GOp *op, const VOpMods *om, unsigned bit, bool withsext)
{
    if (!((om->abs | om->neg | (withsext ? om->sext : 0)) & bit) || !greg_ok(op->r))
        return;
    op->mods |= ((om->abs & bit) ? VOPM_ABS : 0) | ((om->neg & bit) ? VOPM_NEG : 0) |
                ((withsext && (om->sext & bit)) ? VOPM_SEXT : 0);
}

/* SDWA/DPP sanity (clrxasm's checks, same order) */
static bool check_extra(GP *p, bool needimm, bool sext, bool vop3, const GOp *src0,
                        VExtra *x, bool absneg)
{
    const bool g14 = (p->am & A_GE14) != 0;
    if (needimm) {
        gp_error(p, p->mnem, "a literal is not allowed with SDWA or DPP");
        return false;
    }
    if (!g14 && !greg_vgpr(src0->r)) {
        gp_error(p, p->mnem, "SRC0 must be a vector register with SDWA or DPP");
        return false;
    }
    if (g14 && (x->need_dpp || x->need_dpp8) && !greg_vgpr(src0->r)) {
        gp_error(p, p->mnem, "SRC0 must be a vector register with DPP");
        return false;
    }
    if (vop3) {
        gp_error(p, p->mnem, "VOP3 cannot be mixed with SDWA or DPP");
        return false;
    }
    if (sext && (x->need_dpp || x->need_dpp8)) {
        gp_error(p, p->mnem, "sext is not available with DPP");
        return false;
    }
    if (absneg && x->need_dpp8) {
        gp_error(p, p->mnem, "abs and neg are not available with DPP8");
        return false;
    }
    if (!x->need_sdwa && !x->need_dpp && !x->need_dpp8) {
        if (p->vopenc != 1)
            x->need_sdwa = true;
        else
            x->need_dpp = true;
    }
    return true;
}

static inline bool check_vopenc(GP *p, const VExtra *x)
{
    if (p->vopenc == 1 && !x->need_dpp && !x->need_dpp8) {
        gp_error(p, p->mnem, "the _dpp encoding is requested but no DPP modifier is given");
        return false;
    }
    if (p->vopenc == 2 && !x->need_sdwa) {
        gp_error(p, p->mnem, "the _sdwa encoding is requested but no SDWA modifier is given");
        return false;
    }
    if ((x->need_dpp || x->need_dpp8) && (p->in->flags & GI_NODPP)) {
        gp_error(p, p->mnem, "DPP is not allowed for this instruction");
        return false;
    }
    if (x->need_sdwa && (p->in->flags & GI_NOSDWA)) {
        gp_error(p, p->mnem, "SDWA is not allowed for this instruction");
        return false;
    }
    return true;
}

/* what needs the VOP3 encoding in any VOP1, VOP2, VOPC instruction: modifiers
 * that SDWA (GCN 1.4: with omod, clamp) and DPP do not have, source
 * modifiers before GCN 1.2, the _e64 suffix */
static inline bool mods_need_vop3(const GP *p, uint8_t mods, const VOpMods *om, const VExtra *x,
                           uint8_t srcmods)
{
    const bool g12 = (p->am & A_GE12) != 0, g14 = (p->am & A_GE14) != 0;
    return (!g12 && srcmods) ||
           (mods & ~(VM_BOUNDCTRL | (x->need_sdwa ? VM_CLAMP : 0) |
                     ((g14 && x->need_sdwa) ? 3 : 0))) != 0 ||
           (om->opsel & 15) != 0 || p->encsize == 64;
}

/* SDWA or DPP when the modifiers or the mnemonic ask for it (checked), or
 * else VOP3 for abs and neg of a source (GCN 1.2 and later) */
static inline bool choose_extra(GP *p, VExtra *x, bool *vop3, const GOp *s0, uint8_t srcmods,
                         bool needimm, bool absneg)
{
    const bool g12 = (p->am & A_GE12) != 0;
    const bool sext = (srcmods & VOPM_SEXT) != 0;
    if (g12 && (x->need_sdwa || x->need_dpp || x->need_dpp8 || sext || p->vopenc != 0))
        return check_extra(p, needimm, sext, *vop3, s0, x, absneg);
    if (g12 && (srcmods & ~VOPM_SEXT) && !sext)
        *vop3 = true;
    return true;
}

/* a literal with an SGPR or M0 source */
static inline bool literal_with_sgpr(GP *p, const GOp *s0, const GOp *s1)
{
    if ((s0->r.start == 255 || s1->r.start == 255) &&
        (greg_sgpr(s0->r) || greg_is(s0->r, 124) || greg_sgpr(s1->r) || greg_is(s1->r, 124))) {
        gp_error(p, p->mnem, "a literal cannot be used with an SGPR or M0");
        return true;
    }
    return false;
}

/* the 32-bit VOP word with its SDWA, DPP, DPP8 or literal word */
static void emit_vop(GP *p, uint32_t w0, uint8_t mods, const VExtra *x, const GOp *s0,
                     const GOp *s1, uint32_t imm, bool withimm, uint32_t dstmod)
{
    unsigned src0 = s0->r.start;
    if (x->need_sdwa)
        src0 = 0xf9;
    else if (x->need_dpp)
        src0 = 0xfa;
    else if (x->need_dpp8)
        src0 = x->fi ? 0xea : 0xe9;
    gp_emit32(p, w0 | src0);
    if (x->need_sdwa) {
        uint32_t dm = (dstmod & 0x10000) ? (dstmod & 0xff00) :
            (((uint32_t)x->dst_sel << 8) | ((uint32_t)x->dst_unused << 11) |
             ((mods & VM_CLAMP) ? 0x2000u : 0) | ((uint32_t)(mods & 3) << 14));
        gp_emit32(p, dm | (s0->r.start & 0xffu) | ((uint32_t)x->src0_sel << 16) |
                  ((s0->mods & VOPM_SEXT) ? 1u << 19 : 0) | ((s0->mods & VOPM_NEG) ? 1u << 20 : 0) |
                  ((s0->mods & VOPM_ABS) ? 1u << 21 : 0) | ((uint32_t)x->src1_sel << 24) |
                  ((s1->mods & VOPM_SEXT) ? 1u << 27 : 0) | ((s1->mods & VOPM_NEG) ? 1u << 28 : 0) |
                  ((s1->mods & VOPM_ABS) ? 1u << 29 : 0) |
                  (greg_nonvgpr(s0->r) || !greg_ok(s0->r) ? 1u << 23 : 0) |
                  (greg_nonvgpr(s1->r) || !greg_ok(s1->r) ? 1u << 31 : 0));
    } else if (x->need_dpp)
        gp_emit32(p, (s0->r.start & 0xffu) | ((uint32_t)x->dpp_ctrl << 8) |
                  ((mods & VM_BOUNDCTRL) ? 1u << 19 : 0) | ((s0->mods & VOPM_NEG) ? 1u << 20 : 0) |
                  ((s0->mods & VOPM_ABS) ? 1u << 21 : 0) | ((s1->mods & VOPM_NEG) ? 1u << 22 : 0) |
                  ((s1->mods & VOPM_ABS) ? 1u << 23 : 0) | (x->fi ? 0x40000u : 0) |
                  ((uint32_t)x->bank_mask << 24) | ((uint32_t)x->row_mask << 28));
    else if (x->need_dpp8)
        gp_emit32(p, (s0->r.start & 0xffu) | (x->dpp8 << 8));
    else if (s0->r.start == 255)
        gp_emit32(p, s0->value);
    else if (s1->r.start == 255)
        gp_emit32(p, s1->value);
    else if (withimm)
        gp_emit32(p, imm);
}

/* a VOP1/VOP2/VOPC instruction in the VOP3 encoding */
static void emit_vop3_of_vopx(GP *p, uint8_t mods, const VOpMods *om, bool dstcc, GReg dst,
                              GReg dstcc_r, GReg srccc, const GOp *s0, const GOp *s1)
{
    const bool g12 = (p->am & A_GE12) != 0;
    uint32_t code = g12 ? ((p->opcode3 << 16) | ((mods & VM_CLAMP) ? 0x8000u : 0)) :
                          ((p->opcode3 << 17) | ((mods & VM_CLAMP) ? 0x800u : 0));
    uint32_t enc = (p->am & A_G15) ? 0xd4000000u : 0xd0000000u;
    if (dstcc)
        gp_emit32(p, enc | code | (dst.start & 0xffu) | ((uint32_t)dstcc_r.start << 8));
    else
        gp_emit32(p, enc | code | (dst.start & 0xffu) | ((s0->mods & VOPM_ABS) ? 0x100u : 0) |
                  ((s1->mods & VOPM_ABS) ? 0x200u : 0) | ((uint32_t)(om->opsel & 15) << 11));
    gp_emit32(p, s0->r.start | ((uint32_t)s1->r.start << 9) | ((uint32_t)srccc.start << 18) |
              ((uint32_t)(mods & 3) << 27) | ((s0->mods & VOPM_NEG) ? 1u << 29 : 0) |
              ((s1->mods & VOPM_NEG) ? 1u << 30 : 0));
}

/* literals that wait for a value (at byte `off`: after the 32-bit word or
 * the two VOP3 words) */
static inline void lit_fixup(GP *p, unsigned off, const GOp *op)
{
    if (op && op->expr)
        gp_fixup(p, GCN_FIX_LIT32, off, op->expr, op->at);
}

static inline void lit_fixups(GP *p, unsigned off, const GOp *s0, const GOp *s1,
                              const GOp *s2)
{
    lit_fixup(p, off, s0);
    lit_fixup(p, off, s1);
    lit_fixup(p, off, s2);
}
/* a VOP2 instruction's operands */
typedef struct Vop2 {
    GReg dst, dstcc, srccc;     /* carry out (VOP3B: SDST) and carry in */
    GOp s0, s1;
    uint32_t imm;               /* v_madmk/v_madak constant */
    Expr *immexpr;
    const char *immat;
    bool havedstcc, havesrccc;
    bool sgprsrc1;              /* SRC1 is an SGPR (readlane, writelane) */
} Vop2;

/* the v_madmk/v_madak constant, after a comma */
static bool vop2_constant(GP *p, Vop2 *v, bool *good)
{
    if (!gp_comma(p))
        return false;
    gp_skip(p);
    v->immat = p->s;
    *good &= gp_literal_imm(p, &v->imm, &v->immexpr, littype(p->in));
    return true;
}

/* VDST (SDST for readlane), carry out, SRC0, [K], SRC1, [K | carry in] */
static bool vop2_operands(GP *p, Vop2 *v, bool *good)
{
    const GcnInsn *in = p->in;
    const int form = in->form;
    const unsigned wavesize = (!(p->am & A_G15) || !p->ga->wave32) ? 2 : 1;
    memset(v, 0, sizeof *v);
    v->havedstcc = form == GF_VOP2_Carry || form == GF_VOP2_Vcc;
    v->havesrccc = form == GF_VOP2_Carry || form == GF_VOP2_Cndmask;
    v->sgprsrc1 = form == GF_VOP2_Readlane || form == GF_VOP2_Writelane;
    if (form == GF_VOP2_Readlane)
        *good &= gp_sreg(p, &v->dst, in->d, true, OPF_SYMREG | OPF_SGPRUNAL | OPF_WRITE);
    else
        *good &= gp_vreg(p, &v->dst, in->d, true, OPF_SYMREG | OPF_WRITE |
                         ((in->flags & GI_MAC) ? OPF_READ : 0));
    if (v->havedstcc) {
        if (!gp_comma(p))
            return false;
        *good &= gp_sreg(p, &v->dstcc, wavesize, true, OPF_SYMREG | OPF_SGPRUNAL | OPF_WRITE);
    }
    const unsigned lit = littype(in);
    const unsigned modf = (v->havedstcc && !(p->am & A_GE12)) ? OPF_VOP3NEG : OPF_VOP3MODS;
    if (!gp_comma(p))
        return false;
    *good &= gp_operand(p, &v->s0, true, in->a, optype(in->a, lit) | modf | OPF_SGPRUNAL |
                        OPF_VREGS | OPF_SSOURCE | OPF_SREGS | OPF_LDS | OPF_READ);
    if (form == GF_VOP2_Madmk && !vop2_constant(p, v, good))
        return false;
    if (!gp_comma(p))
        return false;
    gp_skip(p);
    *good &= gp_operand(p, &v->s1, true, in->b, optype(in->b, lit) | modf |
                        (!v->sgprsrc1 ? OPF_VREGS : 0) | OPF_SSOURCE | OPF_SREGS |
                        OPF_SGPRUNAL | (greg_raw(v->s0.r) == 255 ? OPF_ONLYINLINE : 0) | OPF_READ);
    if (form == GF_VOP2_Madak)
        return vop2_constant(p, v, good);
    if (v->havesrccc) {
        if (!gp_comma(p))
            return false;
        *good &= gp_sreg(p, &v->srccc, wavesize, true, OPF_SYMREG | OPF_UNALIGNED | OPF_READ);
    }
    return true;
}

/* SGPRs read (the carry in too): one before GCN 1.5, two on GCN 1.5 */
static bool vop2_check_sgprs(GP *p, const Vop2 *v)
{
    const bool g15 = (p->am & A_G15) != 0;
    unsigned sgprs = 0;
    if (sgpr_read(v->s0.r))
        sgprs++;
    if (greg_sgpr(v->s1.r) && !greg_same(v->s0.r, v->s1.r))
        sgprs++;
    if (v->havesrccc && !greg_same(v->s0.r, v->srccc) && !greg_same(v->s1.r, v->srccc))
        sgprs++;
    if (!g15 && sgprs >= 2) {
        gp_error(p, p->mnem, "more than one SGPR is read by the instruction");
        return false;
    }
    if (g15 && sgprs >= 3) {
        gp_error(p, p->mnem, "more than two SGPRs are read by the instruction");
        return false;
    }
    return true;
}

static void vop2_usage(GP *p, const Vop2 *v)
{
    gp_use(p, v->dst, (p->in->flags & GI_MAC) ? 3 : 2);
    gp_use(p, v->dstcc, 2);
    gp_use(p, v->s0.r, 1);
    gp_use(p, v->s1.r, 1);
    gp_use(p, v->srccc, 1);
    gp_upd_dst(p, v->dst);
    gp_upd_flags(p, v->s0.r);
    gp_upd_flags(p, v->s1.r);
    gp_upd_dst(p, v->dstcc);
    gp_upd_flags(p, v->srccc);
}

bool gcn_enc_vop2(GP *p)
{
    const int form = p->in->form;
    const bool g12 = (p->am & A_GE12) != 0, g14 = (p->am & A_GE14) != 0;
    bool good = true;
    Vop2 v;
    if (!vop2_operands(p, &v, &good))
        return false;
    uint8_t mods = 0;
    VExtra x;
    VOpMods om;
    memset(&x, 0, sizeof x);
    memset(&om, 0, sizeof om);
    good &= gp_vop_mods(p, &mods, &om, 3, g12 ? &x : NULL,
                        ((!v.havedstcc || g12) ? PV_CLAMP : 0) | PV_SEXT |
                        ((g14 && !v.havedstcc) ? PV_OPSEL : 0), 3);
    if (!good || !gp_end(p))
        return false;
    apply_opmods(&v.s0, &om, 1, true);
    apply_opmods(&v.s1, &om, 2, true);
    const uint8_t srcmods = v.s0.mods | v.s1.mods;
    x.need_sdwa |= (srcmods & VOPM_SEXT) != 0;
    bool vop3 = mods_need_vop3(p, mods, &om, &x, srcmods) ||
                ((!g14 || !x.need_sdwa) && (greg_nonvgpr(v.s1.r) != v.sgprsrc1)) ||
                (v.havedstcc && !greg_is(v.dstcc, 106)) || (v.havesrccc && !greg_is(v.srccc, 106));
    if (literal_with_sgpr(p, &v.s0, &v.s1) || !vop2_check_sgprs(p, &v))
        return false;
    const bool madmk = form == GF_VOP2_Madmk || form == GF_VOP2_Madak;
    /* (a register variable from index 255 too: clrxasm's quirk) */
    const bool needimm = greg_raw(v.s0.r) == 255 || greg_raw(v.s1.r) == 255 || madmk;
    if (!choose_extra(p, &x, &vop3, &v.s0, srcmods, needimm,
                      (srcmods & (VOPM_ABS | VOPM_NEG)) != 0))
        return false;
    if (g12 && vop3 && v.havedstcc && (srcmods & VOPM_ABS)) {
        gp_error(p, p->mnem, "abs is not allowed in the VOP3B encoding");
        return false;
    }
    if (vop3 && needimm) {
        gp_error(p, p->mnem, "a literal is not allowed in the VOP3 encoding");
        return false;
    }
    if (!check_vopenc(p, &x))
        return false;
    if (vop3 && p->opcode3 == GCN_OP3_NO) {
        gp_error(p, p->mnem, "this instruction has no VOP3 encoding");
        return false;
    }
    unsigned start = p->out->size;
    if (!vop3)
        emit_vop(p, (p->opcode << 25) | ((uint32_t)(v.s1.r.start & 0xff) << 9) |
                 ((uint32_t)(v.dst.start & 0xff) << 17), mods, &x, &v.s0, &v.s1, v.imm,
                 madmk, 0);
    else
        emit_vop3_of_vopx(p, mods, &om, v.havedstcc, v.dst, v.dstcc, v.srccc, &v.s0, &v.s1);
    if (!gp_check_encsize(p, (p->out->size - start) / 4))
        return false;
    lit_fixups(p, 4, &v.s0, &v.s1, NULL);
    if (v.immexpr)
        gp_fixup(p, GCN_FIX_LIT32, 4, v.immexpr, v.immat);
    vop2_usage(p, &v);
    return true;
}

bool gcn_enc_vop1(GP *p)
{
    const GcnInsn *in = p->in;
    const int form = in->form;
    bool good = true;
    const bool g12 = (p->am & A_GE12) != 0, g14 = (p->am & A_GE14) != 0;
    GReg dst = { 0 };
    GOp s0, s1;
    memset(&s0, 0, sizeof s0);
    memset(&s1, 0, sizeof s1);
    if (form != GF_VOP1_None) {
        if (form == GF_VOP1_Sdst)
            good &= gp_sreg(p, &dst, in->d, true, OPF_SYMREG | OPF_SGPRUNAL | OPF_WRITE);
        else
            good &= gp_vreg(p, &dst, in->d, true, OPF_SYMREG | OPF_WRITE);
        if (!gp_comma(p))
            return false;
        good &= gp_operand(p, &s0, true, in->a, optype(in->a, littype(in)) | OPF_VREGS |
                           OPF_SGPRUNAL | OPF_SSOURCE | OPF_SREGS | OPF_LDS | OPF_VOP3MODS |
                           OPF_READ);
    }
    uint8_t mods = 0;
    VExtra x;
    VOpMods om;
    memset(&x, 0, sizeof x);
    memset(&om, 0, sizeof om);
    const unsigned nops = form != GF_VOP1_None ? 2 : 0;
    good &= gp_vop_mods(p, &mods, &om, nops, g12 ? &x : NULL,
                        PV_CLAMP | PV_SEXT | (g14 ? PV_OPSEL : 0), nops);
    if (!good || !gp_end(p))
        return false;
    apply_opmods(&s0, &om, 1, true);
    x.need_sdwa |= (s0.mods & VOPM_SEXT) != 0;
    bool vop3 = mods_need_vop3(p, mods, &om, &x, s0.mods);
    const bool needimm = greg_ok(s0.r) && s0.r.start == 255;
    if (!choose_extra(p, &x, &vop3, &s0, s0.mods, needimm,
                      (s0.mods & (VOPM_ABS | VOPM_NEG)) != 0))
        return false;
    if (vop3 && s0.r.start == 255) {
        gp_error(p, p->mnem, "a literal is not allowed in the VOP3 encoding");
        return false;
    }
    if (!check_vopenc(p, &x))
        return false;
    unsigned start = p->out->size;
    if (!vop3) {
        static const GOp v0 = { .r = { .start = 256, .end = 257 } };
        emit_vop(p, 0x7e000000u | (p->opcode << 9) | ((uint32_t)(dst.start & 0xff) << 17), mods,
                 &x, &s0, &v0, 0, false, 0);
    } else {
        GReg none = { 0 };
        emit_vop3_of_vopx(p, mods, &om, false, dst, none, none, &s0, &s1);
    }
    if (!gp_check_encsize(p, (p->out->size - start) / 4))
        return false;
    lit_fixups(p, 4, &s0, NULL, NULL);
    gp_use(p, dst, 2);
    gp_use(p, s0.r, 1);
    gp_upd_dst(p, dst);
    gp_upd_flags(p, s0.r);
    return true;
}

bool gcn_enc_vopc(GP *p)
{
    const GcnInsn *in = p->in;
    bool good = true;
    const bool g12 = (p->am & A_GE12) != 0, g14 = (p->am & A_GE14) != 0;
    const bool g15 = (p->am & A_G15) != 0;
    const bool novcc = in->form == GF_VOPC_Novcc;
    GReg dst = { 0 };
    if (!novcc) {
        const unsigned size = (!g15 || !p->ga->wave32) ? 2 : 1;
        good &= gp_sreg(p, &dst, size, true, OPF_SYMREG | OPF_SGPRUNAL | OPF_WRITE);
        if (!gp_comma(p))
            return false;
    }
    GOp s0, s1;
    memset(&s0, 0, sizeof s0);
    memset(&s1, 0, sizeof s1);
    const unsigned lit = OPF_T_INT;   /* VOPC literals always take the 32-bit float rules */
    good &= gp_operand(p, &s0, true, in->a, optype(in->a, lit) | OPF_VREGS | OPF_SGPRUNAL |
                       OPF_SSOURCE | OPF_SREGS | OPF_LDS | OPF_VOP3MODS | OPF_READ);
    if (!gp_comma(p))
        return false;
    good &= gp_operand(p, &s1, true, in->b, optype(in->b, lit) | OPF_VOP3MODS | OPF_SGPRUNAL |
                       OPF_VREGS | OPF_SSOURCE | OPF_SREGS | OPF_READ |
                       (s0.r.start == 255 ? OPF_ONLYINLINE : 0));
    uint8_t mods = 0;
    VExtra x;
    VOpMods om;
    memset(&x, 0, sizeof x);
    memset(&om, 0, sizeof om);
    good &= gp_vop_mods(p, &mods, &om, 3, g12 ? &x : NULL,
                        (g14 ? PV_NODSTMODS : 0) | PV_CLAMP | PV_SEXT | (g14 ? PV_OPSEL : 0), 3);
    if (!good || !gp_end(p))
        return false;
    apply_opmods(&s0, &om, 1, true);
    apply_opmods(&s1, &om, 2, true);
    const unsigned vcc = novcc ? 0 : 106;
    const uint8_t srcmods = s0.mods | s1.mods;
    x.need_sdwa |= (srcmods & VOPM_SEXT) != 0;
    bool vop3 = mods_need_vop3(p, mods, &om, &x, srcmods) ||
                ((!g14 || !x.need_sdwa) && (dst.rvt || dst.start != vcc || greg_nonvgpr(s1.r)));
    if (literal_with_sgpr(p, &s0, &s1))
        return false;
    if (!g15 && greg_sgpr(s0.r) && greg_sgpr(s1.r) && !greg_same(s0.r, s1.r)) {
        gp_error(p, p->mnem, "more than one SGPR is read by the instruction");
        return false;
    }
    const bool needimm = greg_raw(s0.r) == 255 || greg_raw(s1.r) == 255;
    if (!choose_extra(p, &x, &vop3, &s0, srcmods, needimm,
                      (s0.mods & (VOPM_ABS | VOPM_NEG)) != 0))   /* (only SRC0's) */
        return false;
    if (vop3 && (s0.r.start == 255 || s1.r.start == 255)) {
        gp_error(p, p->mnem, "a literal is not allowed in the VOP3 encoding");
        return false;
    }
    if (!check_vopenc(p, &x))
        return false;
    if (g14 && x.need_sdwa && ((mods & VM_CLAMP) || (mods & 3))) {
        gp_error(p, p->mnem, "clamp and omod are not allowed in SDWA of a compare");
        return false;
    }
    unsigned start = p->out->size;
    if (!vop3) {
        uint32_t dstmod = (g14 ? 0x10000u : 0) |
            ((g14 && dst.start != 106) ? ((uint32_t)(dst.start | 0x80) << 8) : 0);
        emit_vop(p, 0x7c000000u | (p->opcode << 17) | ((uint32_t)(s1.r.start & 0xff) << 9),
                 mods, &x, &s0, &s1, 0, false, dstmod);
    } else {
        GReg none = { 0 };
        emit_vop3_of_vopx(p, mods, &om, false, dst, none, none, &s0, &s1);
    }
    if (!gp_check_encsize(p, (p->out->size - start) / 4))
        return false;
    lit_fixups(p, 4, &s0, &s1, NULL);
    gp_use(p, dst, 2);
    gp_use(p, s0.r, 1);
    gp_use(p, s1.r, 1);
    gp_upd_dst(p, dst);
    gp_upd_flags(p, s0.r);
    gp_upd_flags(p, s1.r);
    return true;
}

/* a VOP3, VOP3P or VINTRP-in-VOP3 instruction */
typedef struct Vop3 {
    bool vop3p;                 /* VOP3P */
    bool vintrp;                /* an interpolation: VINTRP, or v_interp_*_f16 (new) */
    bool newinterp;
    bool isb;                   /* VOP3B: a scalar destination too (carry out) */
    GReg dst, sdst;
    GOp s0, s1, s2;             /* interpolations: s0 the attribute, s1 the VGPR */
    uint8_t mods;               /* VM_* */
    VOpMods om;
    unsigned nops;              /* operands with the destination */
} Vop3;

static void vop3_init(const GP *p, Vop3 *v)
{
    const GcnInsn *in = p->in;
    memset(v, 0, sizeof *v);
    v->vop3p = in->fam == GF_VOP3P;
    v->newinterp = in->form == GF_VOP3_Interpn;
    v->vintrp = in->fam == GF_VINTRP || v->newinterp;
    v->isb = in->fam == GF_VOP3 && in->form == GF_VOP3_B;
    if (v->vop3p)
        v->om.opsel = 7 << 4;     /* op_sel_hi defaults to all ones */
    v->nops = 1;
}

/* how the sources take modifiers */
static unsigned vop3_modflags(const Vop3 *v)
{
    return (v->isb ? OPF_VOP3NEG : (OPF_VOP3MODS | OPF_NOSEXT)) | (v->vop3p ? OPF_VOP3P : 0);
}

/* VDST (an SGPR for a few), and SDST of VOP3B */
static bool vop3_dst(GP *p, Vop3 *v, bool *good)
{
    const GcnInsn *in = p->in;
    const unsigned dsize = in->fam == GF_VINTRP ? 1 : in->d;
    if (in->fam == GF_VOP3 && in->form == GF_VOP3_Sdst)
        *good &= gp_sreg(p, &v->dst, dsize, true, OPF_SYMREG | OPF_SGPRUNAL | OPF_WRITE);
    else
        *good &= gp_vreg(p, &v->dst, dsize, true, OPF_SYMREG | OPF_WRITE);
    if (!gp_comma(p))
        return false;
    if (v->isb) {
        const unsigned size = (!(p->am & A_G15) || !p->ga->wave32) ? 2 : 1;
        *good &= gp_sreg(p, &v->sdst, size, true, OPF_SYMREG | OPF_WRITE | OPF_SGPRUNAL);
        if (!gp_comma(p))
            return false;
    }
    return true;
}

/* SRC0, SRC1, SRC2 as the instruction has them (literals from GCN 1.5) */
static bool vop3_sources(GP *p, Vop3 *v, bool *good)
{
    const GcnInsn *in = p->in;
    const bool g15 = (p->am & A_G15) != 0;
    const unsigned lit = littype(in);
    const unsigned common = OPF_VREGS | OPF_SGPRUNAL | OPF_SSOURCE | OPF_SREGS | OPF_READ |
                            vop3_modflags(v) | (!g15 ? (OPF_ONLYINLINE | OPF_NOLITVOP3) : 0);
    *good &= gp_operand(p, &v->s0, g15, in->a, optype(in->a, lit) | OPF_LDS | common);
    v->nops++;
    if (!in->b)
        return true;
    if (!gp_comma(p))
        return false;
    *good &= gp_operand(p, &v->s1, g15, in->b, optype(in->b, lit) | common);
    v->nops++;
    if (!in->c)
        return true;
    if (!gp_comma(p))
        return false;
    *good &= gp_operand(p, &v->s2, g15, in->c, (in->c == 2 ? optype(2, lit) : lit) | common);
    v->nops++;
    return true;
}

/* VINTRP in VOP3: the VGPR (or P0/P10/P20), the attribute, the new
 * interpolations' SRC2, and the modifiers (high: the attribute's high
 * half) */
static bool vop3_interp_operands(GP *p, Vop3 *v, bool *good)
{
    const GcnInsn *in = p->in;
    const unsigned v3mods = vop3_modflags(v);
    if (in->fam == GF_VINTRP && in->form == GF_VINTRP_P0)
        *good &= gp_vintrp_param(p, &v->s1.r);
    else
        *good &= gp_operand(p, &v->s1, false, 1, OPF_VREGS | v3mods | OPF_READ);
    if (!gp_comma(p))
        return false;
    uint8_t attr = 0;
    *good &= gp_vintrp_attr(p, &attr);
    attr = (uint8_t)(((attr & 3) << 6) | ((attr & 0xfc) >> 2));
    v->s0.r.start = attr;
    v->s0.r.end = (uint16_t)(attr + 1);
    const bool src2 = v->newinterp && in->c;
    if (src2) {
        if (!gp_comma(p))
            return false;
        *good &= gp_operand(p, &v->s2, false, in->c, v3mods | OPF_SGPRUNAL | OPF_VREGS |
                            OPF_SREGS | OPF_READ);
    }
    bool high = false;
    *good &= gp_vintrp_mods(p, &high, &v->mods, &v->om, src2 ? 4 : 3);
    if (high) {
        v->s0.r.start += 0x100;
        v->s0.r.end += 0x100;
    }
    return true;
}

/* SGPRs read (a constant bus): one before GCN 1.5 (none with VCC read),
 * two on GCN 1.5 (one with VCC read) */
static bool vop3_check_sgprs(GP *p, const Vop3 *v)
{
    const bool g15 = (p->am & A_G15) != 0, vccr = (p->in->flags & GI_VCCR) != 0;
    unsigned n = 0;
    if (sgpr_read(v->s0.r))
        n++;
    if (greg_sgpr(v->s1.r) && !greg_same(v->s0.r, v->s1.r))
        n++;
    if (greg_sgpr(v->s2.r) && !greg_same(v->s0.r, v->s2.r) && !greg_same(v->s1.r, v->s2.r))
        n++;
    if (!g15 && vccr) {
        if (n >= 1) {
            gp_error(p, p->mnem, "no SGPR may be read by an instruction that reads VCC");
            return false;
        }
    } else if (!g15 || vccr) {
        if (n >= 2) {
            gp_error(p, p->mnem, "more than one SGPR is read by the instruction");
            return false;
        }
    } else if (n >= 3) {
        gp_error(p, p->mnem, "more than two SGPRs are read by the instruction");
        return false;
    }
    return true;
}

/* a VINTRP that needs nothing of VOP3 keeps its 32-bit encoding */
static bool interp_fits_vintrp(const GP *p, const Vop3 *v)
{
    return p->in->fam == GF_VINTRP && !(v->mods & (VM_VOP3 | VM_CLAMP | 3)) &&
           !(v->s0.r.start & 0x100) && v->om.opsel == 0 && !v->s1.mods && !v->s2.mods;
}

/* the first dword without the encoding bits: opcode, destinations, clamp,
 * abs (VOP3P: neg_hi), op_sel */
static uint32_t vop3_word0(const GP *p, const Vop3 *v, uint32_t code)
{
    const bool g12 = (p->am & A_GE12) != 0;
    const bool clamp = (v->mods & VM_CLAMP) != 0;
    const uint32_t abs = ((v->s0.mods & VOPM_ABS) ? 0x100u : 0) |
                         ((v->s1.mods & VOPM_ABS) ? 0x200u : 0) |
                         ((v->s2.mods & VOPM_ABS) ? 0x400u : 0);
    const uint32_t dst = v->dst.start & 0xffu;
    if (v->isb)
        return (code << (g12 ? 16 : 17)) | dst | ((uint32_t)v->sdst.start << 8) |
               ((g12 && clamp) ? 0x8000u : 0);
    if (!g12)
        return (code << 17) | dst | (clamp ? 0x800u : 0) | abs;
    return (code << 16) | dst | (clamp ? 0x8000u : 0) |
           (v->vop3p ? ((uint32_t)(v->om.neg >> 4) << 8) : abs) |
           ((v->om.opsel & 64) ? 0x4000u : 0) | ((uint32_t)(v->om.opsel & 15) << 11);
}

static void vop3_emit(GP *p, const Vop3 *v)
{
    const bool g15 = (p->am & A_G15) != 0;
    if ((p->am & A_GE12) && !v->isb && interp_fits_vintrp(p, v)) {
        gp_emit32(p, (g15 ? 0xc9000000u : 0xd4000000u) | (v->s1.r.start & 0xffu) |
                  ((uint32_t)(v->s0.r.start >> 6) << 8) | ((uint32_t)(v->s0.r.start & 63) << 10) |
                  (p->opcode << 16) | ((uint32_t)(v->dst.start & 0xff) << 18));
        return;
    }
    uint32_t code = p->opcode;
    if (p->in->fam == GF_VINTRP)
        code = p->opcode3;
    else if (v->vop3p && !g15)
        code = 0x380 + p->opcode;
    const uint32_t enc = g15 ? (v->vop3p ? 0xcc000000u : 0xd4000000u) : 0xd0000000u;
    gp_emit32(p, enc | vop3_word0(p, v, code));
    gp_emit32(p, v->s0.r.start | ((uint32_t)v->s1.r.start << 9) | ((uint32_t)v->s2.r.start << 18) |
              (v->vop3p ? (((uint32_t)(v->om.opsel >> 4) & 3) << 27) :
                          ((uint32_t)(v->mods & 3) << 27)) |
              ((v->s0.mods & VOPM_NEG) ? 1u << 29 : 0) | ((v->s1.mods & VOPM_NEG) ? 1u << 30 : 0) |
              ((v->s2.mods & VOPM_NEG) ? 1u << 31 : 0));
    if (v->s0.r.start == 255)
        gp_emit32(p, v->s0.value);
    else if (v->s1.r.start == 255)
        gp_emit32(p, v->s1.value);
    else if (v->s2.r.start == 255)
        gp_emit32(p, v->s2.value);
}

static void vop3_usage(GP *p, const Vop3 *v)
{
    gp_use(p, v->dst, 2);
    gp_use(p, v->sdst, 2);
    if (!v->vintrp)
        gp_use(p, v->s0.r, 1);
    if (!(p->in->fam == GF_VINTRP && p->in->form == GF_VINTRP_P0))
        gp_use(p, v->s1.r, 1);
    gp_use(p, v->s2.r, 1);
    gp_upd_dst(p, v->dst);
    gp_upd_dst(p, v->sdst);
    if (!v->vintrp) {
        if (v->s0.r.start < 256)
            gp_upd_flags(p, v->s0.r);
        if (v->s1.r.start < 256)
            gp_upd_flags(p, v->s1.r);
    }
    if (v->s2.r.start < 256)
        gp_upd_flags(p, v->s2.r);
}

bool gcn_enc_vop3(GP *p)
{
    const GcnInsn *in = p->in;
    if (p->vopenc != 0) {
        gp_error(p, p->mnem, "DPP and SDWA are not allowed for VOP3");
        return false;
    }
    Vop3 v;
    vop3_init(p, &v);
    bool good = true;
    if (!(in->fam == GF_VOP3 && in->form == GF_VOP3_None)) {
        if (!vop3_dst(p, &v, &good))
            return false;
        if (!(v.vintrp ? vop3_interp_operands(p, &v, &good) : vop3_sources(p, &v, &good)))
            return false;
    }
    if (!v.vintrp) {
        const bool g12 = (p->am & A_GE12) != 0, g14 = (p->am & A_GE14) != 0;
        good &= gp_vop_mods(p, &v.mods, &v.om, v.nops, NULL,
                            ((g12 || !v.isb) ? PV_CLAMP : 0) | ((g14 && !v.isb) ? PV_OPSEL : 0) |
                            (v.vop3p ? PV_VOP3P : 0), 3);
    }
    if (!good || !gp_end(p))
        return false;
    apply_opmods(&v.s0, &v.om, 1, false);
    apply_opmods(&v.s1, &v.om, 2, false);
    apply_opmods(&v.s2, &v.om, 4, false);
    if (!v.vintrp && !vop3_check_sgprs(p, &v))
        return false;
    unsigned start = p->out->size;
    vop3_emit(p, &v);
    if (!gp_check_encsize(p, (p->out->size - start) / 4))
        return false;
    lit_fixups(p, 8, &v.s0, &v.s1, &v.s2);
    vop3_usage(p, &v);
    return true;
}

bool gcn_enc_vintrp(GP *p)
{
    bool good = true;
    if (!gp_only_size(p, 32, "VINTRP"))
        return false;
    if (p->vopenc != 0) {
        gp_error(p, p->mnem, "DPP and SDWA are not allowed for VINTRP");
        return false;
    }
    GReg dst = { 0 }, src = { 0 };
    good &= gp_vreg(p, &dst, 1, true, OPF_SYMREG | OPF_WRITE);
    if (!gp_comma(p))
        return false;
    if (p->in->form == GF_VINTRP_P0)
        good &= gp_vintrp_param(p, &src);
    else
        good &= gp_vreg(p, &src, 1, true, OPF_SYMREG | OPF_READ);
    if (!gp_comma(p))
        return false;
    uint8_t attr = 0;
    good &= gp_vintrp_attr(p, &attr);
    if (!good || !gp_end(p))
        return false;
    gp_emit32(p, 0xc8000000u | (src.start & 0xffu) | ((uint32_t)attr << 8) | (p->opcode << 16) |
              ((uint32_t)(dst.start & 0xff) << 18));
    gp_use(p, dst, 2);
    if (p->in->form != GF_VINTRP_P0)
        gp_use(p, src, 1);
    gp_upd_vgprs(p, dst);
    return true;
}
