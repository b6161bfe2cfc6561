/* gcnenc_m.c - encoders of the vector memory and export families: DS,
 * MUBUF/MTBUF, MIMG (with the GCN 1.5 dim and NSA address forms), EXP and
 * FLAT/GLOBAL/SCRATCH.
 */
#include <string.h>

#include "gcnint.h"

/* clrxasm's "register count matches, or the operand is a constant" */
static bool xrange(GReg r, unsigned n)
{
    return r.end == 0 || (unsigned)(r.end - r.start) == n;
}

static void regs_needed(GP *p, const char *at, const char *kind, unsigned n)
{
    gp_error(p, at, "%u %s register%s required", n, kind, n > 1 ? "s" : "");
}

/* "off" as a whole word */
static bool is_off(GP *p)
{
    return p->s + 3 <= p->end && ascii_strncasecmp(p->s, "off", 3) == 0 &&
           (p->s + 3 == p->end || !gp_isalnum(p->s[3]));
}

/* ---------------------------------------------------------------- DS */

bool gcn_enc_ds(GP *p)
{
    const GcnInsn *in = p->in;
    const int form = in->form;
    bool good = true;
    if (!gp_only_size(p, 64, "DS"))
        return false;
    GReg dst = { 0 }, addr = { 0 }, d0 = { 0 }, d1 = { 0 };
    const bool hasdst = form == GF_DS_Load || form == GF_DS_Rtn || form == GF_DS_Rtn2 ||
                        form == GF_DS_Onlydst;
    const bool hasaddr = form != GF_DS_Onlydst && form != GF_DS_Onlydata;
    const bool hasdata = form == GF_DS_Store || form == GF_DS_Store2 || form == GF_DS_Rtn ||
                         form == GF_DS_Rtn2 || form == GF_DS_Onlydata;
    const bool has2 = form == GF_DS_Store2 || form == GF_DS_Rtn2;
    bool before = false;
    if (hasdst) {
        good &= gp_vreg(p, &dst, in->d, true, OPF_SYMREG | OPF_WRITE);
        before = true;
    }
    if (hasaddr) {
        if (before && !gp_comma(p))
            return false;
        good &= gp_vreg(p, &addr, 1, true, OPF_SYMREG | OPF_READ);
        before = true;
    }
    if (hasdata) {
        if (before && !gp_comma(p))
            return false;
        good &= gp_vreg(p, &d0, in->a, true, OPF_SYMREG | OPF_READ);
        if (has2) {
            if (!gp_comma(p))
                return false;
            good &= gp_vreg(p, &d1, in->b, true, OPF_SYMREG | OPF_READ);
        }
    }
    const bool two = (in->flags & GI_OFF2) != 0;
    GMods m;
    gm_init(&m, p, GMS_DS, two ? GMC_OFF2 : 0);
    if (two)
        m.unknown = "expected 'offset', 'offset0' or 'offset1'";
    good = gm_parse(p, &m, good);
    if (!good || !gp_end(p))
        return false;
    if ((in->flags & GI_GDS) && !gm_on(&m, GS_GDS)) {
        gp_error(p, p->mnem, "the instruction requires the gds modifier");
        return false;
    }
    uint32_t w[2] = { 0, 0 };
    gm_place(p, &m, w);
    gp_emit32(p, 0xd8000000u | w[0] | (p->opcode << ((p->am & A_G124) ? 17 : 18)));
    gp_emit32(p, (addr.start & 0xffu) | ((uint32_t)(d0.start & 0xff) << 8) |
              ((uint32_t)(d1.start & 0xff) << 16) | ((uint32_t)(dst.start & 0xff) << 24));
    gp_use(p, dst, 2);
    gp_use(p, addr, 1);
    gp_use(p, d0, 1);
    gp_use(p, d1, 1);
    gp_upd_vgprs(p, dst);
    return true;
}

/* ---------------------------------------------------------------- MUBUF/MTBUF */

/* the operands of MUBUF and MTBUF: VDATA, VADDR (or "off"), SRSRC, SOFFSET */
typedef struct MbufOps {
    GReg vdata, vaddr, srsrc;
    GOp soff;
    const char *vdataat, *vaddrat;
    bool parsedvaddr;           /* VADDR written (else v0: "off" or omitted) */
} MbufOps;

/* false when the statement cannot go on (a missing comma); *good false
 * after an error that lets it go on */
static bool mbuf_operands(GP *p, MbufOps *o, bool *good)
{
    const int form = p->in->form;   /* MUBUF and MTBUF forms are numbered alike */
    memset(o, 0, sizeof *o);
    gp_skip(p);
    o->vdataat = p->s;
    if (form == GF_MUBUF_None)
        return true;
    if (form != GF_MUBUF_Novad) {
        *good &= gp_vreg(p, &o->vdata, 0, true, OPF_SYMREG | OPF_READ);
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        o->vaddrat = p->s;
        if (!gp_vreg(p, &o->vaddr, 0, false, OPF_SYMREG | OPF_READ))
            *good = false;
        if (greg_ok(o->vaddr)) {
            o->parsedvaddr = true;
            if (!gp_comma(p))
                return false;
        } else {
            if (p->s + 3 <= p->end && ascii_strncasecmp(p->s, "off", 3) == 0 &&
                p->s + 3 < p->end && (gp_isspace(p->s[3]) || p->s[3] == ',')) {
                p->s += 3;
                if (!gp_comma(p))
                    return false;
            }
            o->vaddr.start = 256;
            o->vaddr.end = 257;
        }
    }
    *good &= gp_sreg(p, &o->srsrc, 4, true, OPF_SYMREG | OPF_READ);
    if (!gp_comma(p))
        return false;
    *good &= gp_operand(p, &o->soff, false, 1, OPF_SREGS | OPF_SSOURCE | OPF_ONLYINLINE |
                        OPF_READ | OPF_NOLITMBUF);
    return true;
}

/* VDATA and VADDR sizes as the modifiers make them */
static bool mbuf_check_sizes(GP *p, const MbufOps *o, const GMods *m)
{
    const bool offen = gm_on(m, GS_OFFEN), idxen = gm_on(m, GS_IDXEN);
    const bool addr64 = gm_on(m, GS_ADDR64);
    bool good = true;
    if (greg_ok(o->vdata)) {
        unsigned n = p->in->d;
        if ((p->in->flags & GI_D16) && (p->am & A_GE14))
            n = (n + 1) >> 1;
        n += gm_on(m, GS_TFE);
        if (!xrange(o->vdata, n)) {
            regs_needed(p, o->vdataat, "vector", n);
            good = false;
        }
    }
    if (greg_ok(o->vaddr)) {
        if (!o->parsedvaddr && (idxen || offen || addr64)) {
            gp_error(p, o->vaddrat, "VADDR is required with idxen, offen or addr64");
            good = false;
        } else {
            unsigned n = ((offen && idxen) || addr64) ? 2 : 1;
            if (!xrange(o->vaddr, n)) {
                regs_needed(p, o->vaddrat, "vector", n);
                good = false;
            }
        }
    }
    return good;
}

/* modifiers that exclude each other */
static bool mbuf_check_mods(GP *p, const GMods *m)
{
    if (gm_on(m, GS_ADDR64) && (gm_on(m, GS_OFFEN) || gm_on(m, GS_IDXEN))) {
        gp_error(p, p->mnem, "idxen and offen must be off in the 64-bit address mode");
        return false;
    }
    if (gm_on(m, GS_TFE) && gm_on(m, GS_LDS)) {
        gp_error(p, p->mnem, "lds and tfe cannot be used together");
        return false;
    }
    return true;
}

static void mbuf_emit(GP *p, const MbufOps *o, const GMods *m)
{
    const bool mtbuf = p->in->fam == GF_MTBUF;
    const bool g15 = (p->am & A_G15) != 0;
    uint32_t w[2] = { 0, 0 };
    gm_place(p, m, w);
    if (!mtbuf)
        gp_emit32(p, 0xe0000000u | w[0] | (p->opcode << 18));
    else      /* the MTBUF opcode: bits 15-18 (GCN 1.2, 1.4), 16-18 and 53 */
        gp_emit32(p, 0xe8000000u | w[0] | ((p->am & A_G124) ? (p->opcode << 15) :
                                           ((p->opcode & 7) << 16)));
    gp_emit32(p, w[1] | (o->vaddr.start & 0xffu) | ((uint32_t)(o->vdata.start & 0xff) << 8) |
              ((uint32_t)(o->srsrc.start >> 2) << 16) | ((uint32_t)o->soff.r.start << 24) |
              ((g15 && mtbuf && (p->opcode & 8)) ? 1u << 21 : 0));
}

/* register usage: VDATA read, or written by loads and returning atomics */
static void mbuf_usage(GP *p, const MbufOps *o, const GMods *m)
{
    const int form = p->in->form;
    const bool atomic = form == GF_MUBUF_Atomic || form == GF_MUBUF_Cmpswap;
    const bool write = greg_ok(o->vdata) &&
                       (form == GF_MUBUF_Load || (atomic && gm_on(m, GS_GLC)));
    const bool lds = gm_on(m, GS_LDS);
    if (!lds)
        gp_use(p, o->vdata, write ? (atomic ? 3 : 2) : 1);
    if (gm_on(m, GS_ADDR64) || gm_on(m, GS_OFFEN) || gm_on(m, GS_IDXEN))
        gp_use(p, o->vaddr, 1);
    gp_use(p, o->srsrc, 1);
    gp_use(p, o->soff.r, 1);
    if (greg_ok(o->vdata) && (write || gm_on(m, GS_TFE)) && !lds)
        gp_upd_vgprs(p, o->vdata);
    gp_upd_flags(p, o->soff.r);
}

bool gcn_enc_mbuf(GP *p)
{
    if (!gp_only_size(p, 64, "MUBUF/MTBUF"))
        return false;
    bool good = true;
    MbufOps o;
    if (!mbuf_operands(p, &o, &good))
        return false;
    GMods m;
    gm_init(&m, p, p->in->fam == GF_MTBUF ? GMS_MTBUF : GMS_MUBUF, 0);
    good = gm_parse(p, &m, good);
    good &= mbuf_check_sizes(p, &o, &m);
    if (!good || !gp_end(p) || !mbuf_check_mods(p, &m))
        return false;
    mbuf_emit(p, &o, &m);
    mbuf_usage(p, &o, &m);
    return true;
}

/* ---------------------------------------------------------------- MIMG */

/* the operands of MIMG: VDATA, VADDR (GCN 1.5 also a list of registers:
 * the NSA form), SRSRC, SSAMP */
typedef struct MimgOps {
    GReg vdata, vaddr, srsrc, ssamp;
    GReg vlist[13];
    unsigned nlist;
    const char *vdataat, *vaddrat, *srsrcat;
} MimgOps;

static bool mimg_operands(GP *p, MimgOps *o, bool *good)
{
    const GcnInsn *in = p->in;
    const bool g15 = (p->am & A_G15) != 0;
    memset(o, 0, sizeof *o);
    gp_skip(p);
    o->vdataat = p->s;
    *good &= gp_vreg(p, &o->vdata, 0, true, OPF_SYMREG | OPF_READ);
    if (!gp_comma(p))
        return false;
    gp_skip(p);
    o->vaddrat = p->s;
    if (!g15 || p->s >= p->end || *p->s != '[')
        *good &= gp_vreg(p, &o->vaddr, 0, true, OPF_SYMREG | OPF_READ);
    else
        *good &= gp_vreg_list(p, 13, o->vlist, &o->nlist);
    if (!g15) {
        unsigned req = in->va ? in->va : 1;
        unsigned n = (unsigned)(o->vaddr.end - o->vaddr.start);
        unsigned extra = (in->flags & GI_DERIV) ? 7 : 3;
        if (n < req || n > req + extra) {
            gp_error(p, o->vaddrat, "%u to %u vector registers required", req, req + extra);
            *good = false;
        }
    }
    if (!gp_comma(p))
        return false;
    gp_skip(p);
    o->srsrcat = p->s;
    *good &= gp_sreg(p, &o->srsrc, 0, true, OPF_SYMREG | OPF_READ);
    if (in->flags & GI_SAMP) {
        if (!gp_comma(p))
            return false;
        *good &= gp_sreg(p, &o->ssamp, 4, true, OPF_SYMREG | OPF_READ);
    }
    return true;
}

/* VDATA (a register per dmask bit, halved by d16 on GCN 1.4 and later, one
 * more with tfe; always 4 for gather4) and SRSRC (4 with r128) */
static bool mimg_check_sizes(GP *p, const MimgOps *o, const GMods *m)
{
    bool good = true;
    unsigned dregs = 4;
    if (p->in->form != GF_MIMG_Gather) {
        const unsigned dmask = gm_val(m, GS_DMASK, 1);
        dregs = (dmask & 1) + ((dmask >> 1) & 1) + ((dmask >> 2) & 1) + ((dmask >> 3) & 1);
        if ((p->am & A_GE14) && gm_on(m, GS_D16))
            dregs = (dregs + 1) >> 1;
        dregs += gm_on(m, GS_TFE);
    }
    if (dregs != 0 && !xrange(o->vdata, dregs)) {
        regs_needed(p, o->vdataat, "vector", dregs);
        good = false;
    }
    const unsigned rsrc = gm_on(m, GS_R128) ? 4 : 8;
    if (!xrange(o->srsrc, rsrc)) {
        regs_needed(p, o->srsrcat, "scalar", rsrc);
        good = false;
    }
    return good;
}

static const uint8_t dim_dwords[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };
static const uint8_t dim_derivs[8] = { 2, 4, 6, 4, 2, 4, 4, 4 };

/* GCN 1.5: dim is required, and VADDR holds what the dimension (with
 * derivatives) and the instruction need, 13 registers at most.
 * *total: VADDR's registers. */
static bool mimg_check_dim(GP *p, const MimgOps *o, const GMods *m, unsigned *total)
{
    if (!gm_given(m, GS_DIM)) {
        gp_error(p, p->mnem, "GCN 1.5 MIMG instructions require the dim modifier");
        return false;
    }
    const unsigned dim = gm_val(m, GS_DIM, 0) & 7;
    unsigned need = dim_dwords[dim] + p->in->x;
    if (p->in->flags & GI_DERIV)
        need += dim_derivs[dim];
    *total = 0;
    if (greg_ok(o->vaddr))
        *total = (unsigned)(o->vaddr.end - o->vaddr.start);
    else
        for (unsigned i = 0; i < o->nlist; i++)
            *total += (unsigned)(o->vlist[i].end - o->vlist[i].start);
    if (*total < need) {
        gp_error(p, o->vaddrat, "MIMG VADDR requires at least %u registers", need);
        return false;
    }
    if (*total > 13) {
        gp_error(p, o->vaddrat, "MIMG VADDR takes at most 13 registers");
        return false;
    }
    return true;
}

/* two dwords, then in the NSA form the address registers after the first
 * one, a byte each, in dwords */
static void mimg_emit(GP *p, const MimgOps *o, const GMods *m, unsigned total)
{
    const bool nsa = (p->am & A_G15) && !greg_ok(o->vaddr);
    uint8_t codes[16];
    memset(codes, 0, sizeof codes);
    codes[0] = (uint8_t)(o->vaddr.start & 0xff);
    if (nsa) {
        unsigned k = 0;
        for (unsigned i = 0; i < o->nlist; i++)
            for (unsigned r = o->vlist[i].start; r < o->vlist[i].end; r++)
                codes[k++] = o->vlist[i].rvt ? 0 : (uint8_t)(r & 0xff);
    }
    uint32_t w[2] = { 0, 0 };
    gm_place(p, m, w);
    gp_emit32(p, 0xf0000000u | w[0] | (nsa ? (((total + 2) >> 2) & 3) << 1 : 0) |
              (p->opcode << 18));
    gp_emit32(p, w[1] | codes[0] | ((uint32_t)(o->vdata.start & 0xff) << 8) |
              ((uint32_t)(o->srsrc.start >> 2) << 16) | ((uint32_t)(o->ssamp.start >> 2) << 21));
    if (nsa)
        for (unsigned i = 1; i < total; i += 4)
            gp_emit32(p, codes[i] | ((uint32_t)codes[i + 1] << 8) |
                      ((uint32_t)codes[i + 2] << 16) | ((uint32_t)codes[i + 3] << 24));
}

static void mimg_usage(GP *p, const MimgOps *o, const GMods *m)
{
    const int form = p->in->form;
    const bool load = form == GF_MIMG_Load || form == GF_MIMG_Gather;
    const bool atomic = form == GF_MIMG_Atomic || form == GF_MIMG_Cmpswap;
    const bool write = load || (atomic && gm_on(m, GS_GLC));
    gp_use(p, o->vdata, write ? (atomic ? 3 : 2) : 1);
    if (greg_ok(o->vaddr))
        gp_use(p, o->vaddr, 1);
    for (unsigned i = 0; i < o->nlist; i++)
        gp_use(p, o->vlist[i], 1);
    gp_use(p, o->srsrc, 1);
    gp_use(p, o->ssamp, 1);
    if (greg_ok(o->vdata) && (write || gm_on(m, GS_TFE)))
        gp_upd_vgprs(p, o->vdata);
}

bool gcn_enc_mimg(GP *p)
{
    if (!gp_only_size(p, 64, "MIMG"))
        return false;
    bool good = true;
    MimgOps o;
    if (!mimg_operands(p, &o, &good))
        return false;
    GMods m;
    gm_init(&m, p, GMS_MIMG, 0);
    good = gm_parse(p, &m, good);
    good &= mimg_check_sizes(p, &o, &m);
    unsigned total = 0;
    if ((p->am & A_G15) && !mimg_check_dim(p, &o, &m, &total))
        return false;
    if (!good || !gp_end(p))
        return false;
    const int form = p->in->form;
    if (!gm_on(&m, GS_UNORM) && form != GF_MIMG_Load && form != GF_MIMG_Gather) {
        gp_error(p, p->mnem, "unorm must be set for store and atomic instructions");
        return false;
    }
    mimg_emit(p, &o, &m, total);
    mimg_usage(p, &o, &m);
    return true;
}

/* ---------------------------------------------------------------- EXP */

/* digits of a target name (clrxasm reads them like a byte number) */
static bool target_num(GP *p, const char *digits, const char *at, unsigned *v)
{
    unsigned n = 0;
    if (!gp_isdigit(*digits)) {
        gp_error(p, at, "missing number");
        return false;
    }
    for (; gp_isdigit(*digits); digits++) {
        n = n * 10 + (unsigned)(*digits - '0');
        if (n >= 256) {
            gp_error(p, at, "number is too big");
            return false;
        }
    }
    *v = n;
    return true;
}

/* numbered export targets: NAME then a number below `count`: base + N */
typedef struct ExpTarget { const char *name; uint8_t len, count, base; const char *range; } ExpTarget;
static const ExpTarget exp_targets[] = {
    { "mrt", 3, 8, 0, "MRT number out of range (0-7)" },
    { "pos", 3, 4, 12, "position number out of range (0-3)" },
    { "param", 5, 32, 32, "parameter number out of range (0-31)" },
};

/* the export target: mrt0..mrt7, mrtz, null, pos0..pos3, param0..param31 */
static bool exp_target(GP *p, unsigned *target)
{
    char name[20];
    gp_skip(p);
    const char *tat = p->s;
    if (!gp_name(p, name, sizeof name, "export target", true, false, false))
        return false;
    gp_lower_str(name);
    if (strcmp(name, "mrtz") == 0 || strcmp(name, "null") == 0) {
        *target = name[0] == 'm' ? 8 : 9;
        return true;
    }
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(exp_targets); i++) {
        const ExpTarget *t = &exp_targets[i];
        if (strncmp(name, t->name, t->len) != 0)
            continue;
        unsigned n = 0;
        if (!target_num(p, name + t->len, tat, &n))
            return false;
        if (n >= t->count) {
            gp_error(p, tat, "%s", t->range);
            return false;
        }
        *target = t->base + n;
        return true;
    }
    gp_error(p, tat, "unknown export target");
    return false;
}

/* the four sources, each a VGPR or "off" (its enable bit cleared) */
static bool exp_sources(GP *p, GReg vs[4], const char *vsat[4], unsigned *en, bool *good)
{
    memset(vs, 0, 4 * sizeof *vs);
    for (unsigned i = 0; i < 4; i++) {
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        vsat[i] = p->s;
        if (p->s + 2 >= p->end || gp_lower(p->s[0]) != 'o' || gp_lower(p->s[1]) != 'f' ||
            gp_lower(p->s[2]) != 'f' || (p->s + 3 != p->end && gp_isalnum(p->s[3])))
            *good &= gp_vreg(p, &vs[i], 1, true, OPF_SYMREG | OPF_READ);
        else {
            *en &= ~(1u << i);
            p->s += 3;
        }
    }
    return true;
}

/* compr: two registers of packed halves, VSRC1 = VSRC0 and VSRC3 = VSRC2 as
 * written; the second goes in the VSRC1 field */
static bool exp_compress(GP *p, GReg vs[4], const char *const vsat[4], unsigned en)
{
    /* clrxasm checks and moves nothing when VSRC0 or VSRC1 is a register
     * variable, and compares VSRC2 and VSRC3 as it has them */
    if (vs[0].rvt || vs[1].rvt)
        return true;
    if (vs[0].start != vs[1].start && (en & 3) == 3) {
        gp_error(p, vsat[1], "VSRC1 must be equal to VSRC0 in the compr mode");
        return false;
    }
    if (greg_raw(vs[2]) != greg_raw(vs[3]) && (en & 12) == 12) {
        gp_error(p, vsat[3], "VSRC3 must be equal to VSRC2 in the compr mode");
        return false;
    }
    vs[1] = vs[2];
    vs[2] = vs[3] = (GReg){ 0 };
    return true;
}

bool gcn_enc_exp(GP *p)
{
    if (!gp_only_size(p, 64, "EXP"))
        return false;
    unsigned en = 0xf, target = 0;
    GReg vs[4];
    const char *vsat[4];
    bool good = exp_target(p, &target);
    if (!exp_sources(p, vs, vsat, &en, &good))
        return false;
    GMods m;
    gm_init(&m, p, GMS_EXP, 0);
    good = gm_parse(p, &m, good);
    if (!good || !gp_end(p))
        return false;
    for (unsigned i = 0; i < 4; i++)
        gp_use(p, vs[i], 1);
    if (gm_on(&m, GS_COMPR) && !exp_compress(p, vs, vsat, en))
        return false;
    uint32_t w[2] = { 0, 0 };
    gm_place(p, &m, w);
    gp_emit32(p, ((p->am & A_G124) ? 0xc4000000u : 0xf8000000u) | w[0] | en | (target << 4));
    gp_emit32(p, (vs[0].start & 0xffu) | ((uint32_t)(vs[1].start & 0xff) << 8) |
              ((uint32_t)(vs[2].start & 0xff) << 16) | ((uint32_t)(vs[3].start & 0xff) << 24));
    return true;
}

/* ---------------------------------------------------------------- FLAT */

/* the operands of FLAT, GLOBAL and SCRATCH: VDST (not for stores), VADDR,
 * VDATA (not for loads), SADDR (GLOBAL, SCRATCH); "off" for a SCRATCH
 * address, for SADDR, and for VDST of a SCRATCH atomic */
typedef struct FlatOps {
    unsigned seg;               /* 0 flat, 1 scratch, 2 global (from the name) */
    unsigned dregs;             /* data registers */
    unsigned addrregs;          /* VADDR registers (0: 1 or 2, as SADDR says) */
    GReg vdst, vaddr, vdata, saddr;
    const char *vdstat, *addrat;
    bool vdstoff, vaddroff, saddroff;
    bool shortform;             /* an atomic without VDST (no return) */
} FlatOps;

static bool flat_atomic(const GP *p)
{
    return p->in->form == GF_FLAT_Atomic || p->in->form == GF_FLAT_Cmpswap;
}

/* VDST (not for stores) and VADDR */
static bool flat_dst_addr(GP *p, FlatOps *o, bool *good)
{
    const bool atomic = flat_atomic(p);
    gp_skip(p);
    if (p->in->form != GF_FLAT_Store) {
        o->vdstat = p->s;
        if (atomic && o->seg == 1 && is_off(p)) {
            o->vdstoff = true;
            p->s += 3;
        } else
            *good &= gp_vreg(p, &o->vdst, 0, true, OPF_SYMREG | OPF_WRITE);
        if (!gp_comma(p))
            return false;
    }
    gp_skip(p);
    o->addrat = p->s;
    if (o->seg == 1 && is_off(p)) {
        o->vaddroff = true;
        p->s += 3;
    } else
        *good &= gp_vreg(p, &o->vaddr, atomic ? 0 : o->addrregs, true, OPF_SYMREG | OPF_READ);
    return true;
}

/* an atomic without VDST: what was read as VDST and VADDR are VADDR and
 * VDATA */
static void flat_shift_operands(GP *p, FlatOps *o, bool *good)
{
    o->vaddroff = o->vdstoff;
    o->vdstoff = false;
    o->vdata = o->vaddr;
    o->vaddr = o->vdst;
    o->vdst.start = o->vdst.end = 0;
    if (o->addrregs != 0 && !xrange(o->vaddr, o->addrregs)) {
        regs_needed(p, o->vdstat, "vector", o->addrregs);
        *good = false;
    }
    if (!xrange(o->vdata, o->dregs)) {
        regs_needed(p, o->addrat, "vector", o->dregs);
        *good = false;
    }
}

/* VDATA of stores and atomics (an atomic may have no VDST) */
static bool flat_data(GP *p, FlatOps *o, bool *good)
{
    if (p->in->form == GF_FLAT_Load)
        return true;
    if (!flat_atomic(p)) {
        if (!gp_comma(p))
            return false;
        *good &= gp_vreg(p, &o->vdata, o->dregs, true, OPF_SYMREG | OPF_READ);
    } else if (o->seg != 0) {
        const char *old = p->s;
        if (!gp_comma(p))
            return false;
        *good &= gp_vreg(p, &o->vdata, o->dregs, false, OPF_SYMREG | OPF_READ);
        if (!greg_ok(o->vdata)) {
            p->s = old;
            o->shortform = true;
        }
    } else {
        bool comma = false;
        gp_try_comma(p, &comma);
        if (!comma)
            o->shortform = true;
        else
            *good &= gp_vreg(p, &o->vdata, o->dregs, true, OPF_SYMREG | OPF_READ);
    }
    if (o->shortform)
        flat_shift_operands(p, o, good);
    return true;
}

/* SADDR of GLOBAL and SCRATCH (the null register for FLAT on GCN 1.5); a
 * GLOBAL or SCRATCH VADDR is 64-bit without SADDR */
static bool flat_saddr(GP *p, FlatOps *o, bool *good)
{
    const bool g15 = (p->am & A_G15) != 0;
    if (o->seg != 0) {
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        if (is_off(p)) {
            o->saddroff = true;
            p->s += 3;
        } else
            *good &= gp_sreg(p, &o->saddr, o->seg == 1 ? 1 : 2, true, OPF_SYMREG | OPF_READ);
    } else if (g15) {
        o->saddr.start = 125;
        o->saddr.end = 125;
    }
    if (o->addrregs == 0) {
        unsigned req = o->saddroff ? 2 : 1;
        if (!xrange(o->vaddr, req)) {
            regs_needed(p, o->addrat, "vector", req);
            *good = false;
        }
    }
    if (o->seg == 1 && !o->saddroff && !o->vaddroff) {
        gp_error(p, p->mnem, "only one of VADDR and SADDR can be set in the SCRATCH mode");
        *good = false;
    }
    if (o->saddroff)
        o->saddr.start = g15 ? 0x7d : 0x7f;
    if (o->vaddroff)
        o->vaddr.start = 0;
    return true;
}

static bool flat_operands(GP *p, FlatOps *o, bool *good)
{
    const GcnInsn *in = p->in;
    memset(o, 0, sizeof *o);
    o->seg = in->name[0] == 's' ? 1 : in->name[0] == 'g' ? 2 : 0;
    o->dregs = in->form == GF_FLAT_Load ? in->d : in->a;
    o->addrregs = o->seg == 0 ? 2 : o->seg == 1 ? 1 : 0;
    return flat_dst_addr(p, o, good) && flat_data(p, o, good) && flat_saddr(p, o, good);
}

/* what the modifiers allow: glc returns (needs VDST), VDST size with tfe,
 * lds only for SCRATCH and GLOBAL */
static bool flat_check(GP *p, const FlatOps *o, const GMods *m)
{
    bool good = true;
    if (o->vdstoff) {
        gp_error(p, p->mnem, "off is not allowed for VDST");
        good = false;
    }
    if (o->shortform && gm_on(m, GS_GLC)) {
        gp_error(p, p->mnem, "glc requires the VDST operand");
        good = false;
    }
    if (greg_ok(o->vdst)) {
        unsigned n = p->in->form == GF_FLAT_Cmpswap ? (o->dregs >> 1) : o->dregs;
        n += gm_on(m, GS_TFE);
        if (!xrange(o->vdst, n)) {
            regs_needed(p, o->vdstat, "vector", n);
            good = false;
        }
    }
    if (gm_on(m, GS_LDS) && o->seg == 0) {
        gp_error(p, o->vdstat, "lds is allowed only for SCRATCH and GLOBAL instructions");
        good = false;
    }
    return good;
}

static void flat_emit(GP *p, const FlatOps *o, const GMods *m)
{
    uint32_t w[2] = { 0, 0 };
    gm_place(p, m, w);
    gp_emit32(p, 0xdc000000u | w[0] | (p->opcode << 18) | (o->seg << 14));
    gp_emit32(p, w[1] | (o->vaddr.start & 0xffu) | ((uint32_t)(o->vdata.start & 0xff) << 8) |
              ((uint32_t)(o->vdst.start & 0xff) << 24) | ((uint32_t)o->saddr.start << 16));
}

static void flat_usage(GP *p, const FlatOps *o, const GMods *m)
{
    const bool dstwrite = greg_ok(o->vdst) && (!flat_atomic(p) || gm_on(m, GS_GLC));
    gp_use(p, o->vdst, dstwrite ? 2 : 0);
    if (!o->vaddroff)
        gp_use(p, o->vaddr, 1);
    gp_use(p, o->vdata, 1);
    if (!o->saddroff && o->seg != 0)
        gp_use(p, o->saddr, 1);
    if (greg_ok(o->vdst) && (dstwrite || gm_on(m, GS_TFE)))
        gp_upd_vgprs(p, o->vdst);
}

bool gcn_enc_flat(GP *p)
{
    if (!gp_only_size(p, 64, "FLAT"))
        return false;
    bool good = true;
    FlatOps o;
    if (!flat_operands(p, &o, &good))
        return false;
    GMods m;
    gm_init(&m, p, GMS_FLAT, o.seg != 0 ? GMC_SEG : 0);
    good = gm_parse(p, &m, good);
    good &= flat_check(p, &o, &m);
    if (!good || !gp_end(p))
        return false;
    flat_emit(p, &o, &m);
    flat_usage(p, &o, &m);
    return true;
}
