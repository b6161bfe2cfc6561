/* gcnenc_m.c - encoders of the vector memory and export families: DS,
 * MUBUF/MTBUF, MIMG (with the GCN 1.5 dim and NSA address forms), EXP and
 * FLAT/GLOBAL/SCRATCH.
 */
#include <stdio.h>
#include <string.h>

#include "gcnint.h"

static void lower_str(char *s)
{
    for (; *s; s++)
        *s = gp_lower(*s);
}

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
    if (p->encsize == 32) {
        gp_error(p, p->mnem, "DS instructions have only a 64-bit encoding");
        return false;
    }
    GReg dst = { 0, 0 }, addr = { 0, 0 }, d0 = { 0, 0 }, d1 = { 0, 0 };
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

bool gcn_enc_mbuf(GP *p)
{
    const GcnInsn *in = p->in;
    const int form = in->form;   /* MUBUF and MTBUF forms are numbered alike */
    const bool mtbuf = in->fam == GF_MTBUF;
    bool good = true;
    if (p->encsize == 32) {
        gp_error(p, p->mnem, "MUBUF/MTBUF instructions have only a 64-bit encoding");
        return false;
    }
    const bool g12 = (p->am & A_GE12) != 0, g14 = (p->am & A_GE14) != 0;
    const bool g15 = (p->am & A_G15) != 0;
    GReg vaddr = { 0, 0 }, vdata = { 0, 0 }, srsrc = { 0, 0 };
    GOp soff;
    memset(&soff, 0, sizeof soff);
    gp_skip(p);
    const char *vdataat = p->s, *vaddrat = NULL;
    bool parsedvaddr = false;
    if (form != GF_MUBUF_None) {
        if (form != GF_MUBUF_Novad) {
            good &= gp_vreg(p, &vdata, 0, true, OPF_SYMREG | OPF_READ);
            if (!gp_comma(p))
                return false;
            gp_skip(p);
            vaddrat = p->s;
            if (!gp_vreg(p, &vaddr, 0, false, OPF_SYMREG | OPF_READ))
                good = false;
            if (greg_ok(vaddr)) {
                parsedvaddr = true;
                if (!gp_comma(p))
                    return false;
            } else {
                if (p->s + 3 <= p->end && ascii_strncasecmp(p->s, "off", 3) == 0 &&
                    p->s + 3 < p->end && (gp_isspace(p->s[3]) || p->s[3] == ',')) {
                    p->s += 3;
                    if (!gp_comma(p))
                        return false;
                }
                vaddr.start = 256;
                vaddr.end = 257;
            }
        }
        good &= gp_sreg(p, &srsrc, 4, true, OPF_SYMREG | OPF_READ);
        if (!gp_comma(p))
            return false;
        good &= gp_operand(p, &soff, false, 1, OPF_SREGS | OPF_SSOURCE | OPF_ONLYINLINE |
                           OPF_READ | OPF_NOLITMBUF);
    }
    GMods m;
    gm_init(&m, p, mtbuf ? GMS_MTBUF : GMS_MUBUF, 0);
    good = gm_parse(p, &m, good);
    const bool offen = gm_on(&m, GS_OFFEN), idxen = gm_on(&m, GS_IDXEN);
    const bool addr64 = gm_on(&m, GS_ADDR64), tfe = gm_on(&m, GS_TFE);
    const bool glc = gm_on(&m, GS_GLC), lds = gm_on(&m, GS_LDS);
    const bool load = form == GF_MUBUF_Load;
    const bool atomic = form == GF_MUBUF_Atomic || form == GF_MUBUF_Cmpswap;
    bool write = false;
    if (greg_ok(vdata)) {
        write = load || (atomic && glc);
        unsigned n = in->d;
        if ((in->flags & GI_D16) && g14)
            n = (n + 1) >> 1;
        n += tfe;
        if (!xrange(vdata, n)) {
            regs_needed(p, vdataat, "vector", n);
            good = false;
        }
    }
    if (greg_ok(vaddr)) {
        if (!parsedvaddr && (idxen || offen || addr64)) {
            gp_error(p, vaddrat, "VADDR is required with idxen, offen or addr64");
            good = false;
        } else {
            unsigned n = ((offen && idxen) || addr64) ? 2 : 1;
            if (!xrange(vaddr, n)) {
                regs_needed(p, vaddrat, "vector", n);
                good = false;
            }
        }
    }
    if (!good || !gp_end(p))
        return false;
    if (addr64 && (offen || idxen)) {
        gp_error(p, p->mnem, "idxen and offen must be off in the 64-bit address mode");
        return false;
    }
    if (tfe && lds) {
        gp_error(p, p->mnem, "lds and tfe cannot be used together");
        return false;
    }
    uint32_t w[2] = { 0, 0 };
    gm_place(p, &m, w);
    if (!mtbuf)
        gp_emit32(p, 0xe0000000u | w[0] | (p->opcode << 18));
    else
        gp_emit32(p, 0xe8000000u | w[0] |
                  ((g12 && !g15) ? (p->opcode << 15) : ((p->opcode & 7) << 16)));
    gp_emit32(p, w[1] | (vaddr.start & 0xffu) | ((uint32_t)(vdata.start & 0xff) << 8) |
              ((uint32_t)(srsrc.start >> 2) << 16) | ((uint32_t)soff.r.start << 24) |
              ((g15 && mtbuf && (p->opcode & 8)) ? 1u << 21 : 0));
    if (!lds)
        gp_use(p, vdata, write ? (atomic ? 3 : 2) : 1);
    if (addr64 || offen || idxen)
        gp_use(p, vaddr, 1);
    gp_use(p, srsrc, 1);
    gp_use(p, soff.r, 1);
    if (greg_ok(vdata) && (write || tfe) && !lds)
        gp_upd_vgprs(p, vdata);
    gp_upd_flags(p, soff.r);
    return true;
}

/* ---------------------------------------------------------------- MIMG */

static const uint8_t dim_dwords[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };
static const uint8_t dim_derivs[8] = { 2, 4, 6, 4, 2, 4, 4, 4 };

bool gcn_enc_mimg(GP *p)
{
    const GcnInsn *in = p->in;
    const int form = in->form;
    bool good = true;
    if (p->encsize == 32) {
        gp_error(p, p->mnem, "MIMG instructions have only a 64-bit encoding");
        return false;
    }
    const bool g14 = (p->am & A_G14) != 0, g15 = (p->am & A_G15) != 0;
    GReg vaddr = { 0, 0 }, vdata = { 0, 0 }, ssamp = { 0, 0 }, srsrc = { 0, 0 };
    GReg vlist[13];
    unsigned nlist = 0;
    gp_skip(p);
    const char *vdataat = p->s;
    good &= gp_vreg(p, &vdata, 0, true, OPF_SYMREG | OPF_READ);
    if (!gp_comma(p))
        return false;
    gp_skip(p);
    const char *vaddrat = p->s;
    if (!g15 || p->s >= p->end || *p->s != '[')
        good &= gp_vreg(p, &vaddr, 0, true, OPF_SYMREG | OPF_READ);
    else
        good &= gp_vreg_list(p, 13, vlist, &nlist);
    if (!g15) {
        unsigned req = in->va ? in->va : 1;
        unsigned n = (unsigned)(vaddr.end - vaddr.start);
        unsigned extra = (in->flags & GI_DERIV) ? 7 : 3;
        if (n < req || n > req + extra) {
            gp_error(p, vaddrat, "%u to %u vector registers required", req, req + extra);
            good = false;
        }
    }
    if (!gp_comma(p))
        return false;
    gp_skip(p);
    const char *srsrcat = p->s;
    good &= gp_sreg(p, &srsrc, 0, true, OPF_SYMREG | OPF_READ);
    if (in->flags & GI_SAMP) {
        if (!gp_comma(p))
            return false;
        good &= gp_sreg(p, &ssamp, 4, true, OPF_SYMREG | OPF_READ);
    }
    GMods m;
    gm_init(&m, p, GMS_MIMG, 0);
    good = gm_parse(p, &m, good);
    const bool tfe = gm_on(&m, GS_TFE), glc = gm_on(&m, GS_GLC), unorm = gm_on(&m, GS_UNORM);
    const bool r128 = gm_on(&m, GS_R128), d16 = gm_on(&m, GS_D16);
    const bool havedim = gm_given(&m, GS_DIM);
    const unsigned dmask = gm_val(&m, GS_DMASK, 1), dim = gm_val(&m, GS_DIM, 0);
    unsigned dregs = 4;
    if (form != GF_MIMG_Gather) {
        dregs = (dmask & 1) + ((dmask >> 1) & 1) + ((dmask >> 2) & 1) + ((dmask >> 3) & 1);
        if ((g14 || g15) && d16)
            dregs = (dregs + 1) >> 1;
        dregs += tfe;
    }
    if (dregs != 0 && !xrange(vdata, dregs)) {
        regs_needed(p, vdataat, "vector", dregs);
        good = false;
    }
    if (!xrange(srsrc, r128 ? 4 : 8)) {
        regs_needed(p, srsrcat, "scalar", r128 ? 4 : 8);
        good = false;
    }
    unsigned total = 0;
    if (g15) {
        if (!havedim) {
            gp_error(p, p->mnem, "GCN 1.5 MIMG instructions require the dim modifier");
            return false;
        }
        unsigned need = dim_dwords[dim & 7];
        if (in->flags & GI_DERIV)
            need += dim_derivs[dim & 7];
        need += in->x;
        if (greg_ok(vaddr))
            total = (unsigned)(vaddr.end - vaddr.start);
        else
            for (unsigned i = 0; i < nlist; i++)
                total += (unsigned)(vlist[i].end - vlist[i].start);
        if (total < need) {
            gp_error(p, vaddrat, "MIMG VADDR requires at least %u registers", need);
            return false;
        }
        if (total > 13) {
            gp_error(p, vaddrat, "MIMG VADDR takes at most 13 registers");
            return false;
        }
    }
    if (!good || !gp_end(p))
        return false;
    const bool load = form == GF_MIMG_Load || form == GF_MIMG_Gather;
    const bool atomic = form == GF_MIMG_Atomic || form == GF_MIMG_Cmpswap;
    if (!unorm && (!load || atomic)) {
        gp_error(p, p->mnem, "unorm must be set for store and atomic instructions");
        return false;
    }
    const bool write = load || (atomic && glc);
    uint32_t nsa = 0;
    uint8_t codes[13];
    codes[0] = (uint8_t)(vaddr.start & 0xff);
    if (g15 && !greg_ok(vaddr)) {
        nsa = (((total - 1 + 3) >> 2) & 3) << 1;
        unsigned k = 0;
        for (unsigned i = 0; i < nlist; i++)
            for (unsigned r = vlist[i].start; r < vlist[i].end; r++)
                codes[k++] = (uint8_t)(r & 0xff);
    }
    uint32_t w[2] = { 0, 0 };
    gm_place(p, &m, w);
    gp_emit32(p, 0xf0000000u | w[0] | nsa | (p->opcode << 18));
    gp_emit32(p, w[1] | codes[0] | ((uint32_t)(vdata.start & 0xff) << 8) |
              ((uint32_t)(srsrc.start >> 2) << 16) | ((uint32_t)(ssamp.start >> 2) << 21));
    if (g15 && !greg_ok(vaddr)) {
        uint8_t extra[16];
        unsigned n = 0;
        for (unsigned i = 1; i < total; i++)
            extra[n++] = codes[i];
        unsigned pad = (4 - ((total - 1) & 3)) & 3;
        for (unsigned i = 0; i < pad; i++)
            extra[n++] = 0;
        for (unsigned i = 0; i < n; i += 4)
            gp_emit32(p, extra[i] | ((uint32_t)extra[i + 1] << 8) | ((uint32_t)extra[i + 2] << 16) |
                      ((uint32_t)extra[i + 3] << 24));
    }
    gp_use(p, vdata, write ? (atomic ? 3 : 2) : 1);
    if (greg_ok(vaddr))
        gp_use(p, vaddr, 1);
    for (unsigned i = 0; i < nlist; i++)
        gp_use(p, vlist[i], 1);
    gp_use(p, srsrc, 1);
    gp_use(p, ssamp, 1);
    if (greg_ok(vdata) && (write || tfe))
        gp_upd_vgprs(p, vdata);
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

bool gcn_enc_exp(GP *p)
{
    bool good = true;
    if (p->encsize == 32) {
        gp_error(p, p->mnem, "EXP instructions have only a 64-bit encoding");
        return false;
    }
    unsigned en = 0xf, target = 0;
    GReg vs[4];
    const char *vsat[4];
    memset(vs, 0, sizeof vs);
    char name[20];
    gp_skip(p);
    const char *tat = p->s;
    if (gp_name(p, name, sizeof name, "export target", true, false, false)) {
        lower_str(name);
        unsigned n = 0;
        if (name[0] == 'm' && name[1] == 'r' && name[2] == 't') {
            if (name[3] != 'z' || name[4] != 0) {
                if (!target_num(p, name + 3, tat, &n))
                    good = false;
                else if (n >= 8) {
                    gp_error(p, tat, "MRT number out of range (0-7)");
                    good = false;
                } else
                    target = n;
            } else
                target = 8;
        } else if (name[0] == 'p' && name[1] == 'o' && name[2] == 's') {
            if (!target_num(p, name + 3, tat, &n))
                good = false;
            else if (n >= 4) {
                gp_error(p, tat, "position number out of range (0-3)");
                good = false;
            } else
                target = n + 12;
        } else if (strcmp(name, "null") == 0)
            target = 9;
        else if (strncmp(name, "param", 5) == 0) {
            if (!target_num(p, name + 5, tat, &n))
                good = false;
            else if (n >= 32) {
                gp_error(p, tat, "parameter number out of range (0-31)");
                good = false;
            } else
                target = n + 32;
        } else {
            gp_error(p, tat, "unknown export target");
            good = false;
        }
    } else
        good = false;
    for (unsigned i = 0; i < 4; i++) {
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        vsat[i] = p->s;
        if (p->s + 2 >= p->end || gp_lower(p->s[0]) != 'o' || gp_lower(p->s[1]) != 'f' ||
            gp_lower(p->s[2]) != 'f' || (p->s + 3 != p->end && gp_isalnum(p->s[3])))
            good &= gp_vreg(p, &vs[i], 1, true, OPF_SYMREG | OPF_READ);
        else {
            en &= ~(1u << i);
            vs[i].start = vs[i].end = 0;
            p->s += 3;
        }
    }
    GMods m;
    gm_init(&m, p, GMS_EXP, 0);
    good = gm_parse(p, &m, good);
    if (!good || !gp_end(p))
        return false;
    const bool compr = gm_on(&m, GS_COMPR);
    for (unsigned i = 0; i < 4; i++)
        gp_use(p, vs[i], 1);
    if (compr) {
        if (vs[0].start != vs[1].start && (en & 3) == 3) {
            gp_error(p, vsat[1], "VSRC1 must be equal to VSRC0 in the compr mode");
            return false;
        }
        if (vs[2].start != vs[3].start && (en & 12) == 12) {
            gp_error(p, vsat[3], "VSRC3 must be equal to VSRC2 in the compr mode");
            return false;
        }
        vs[1] = vs[2];
        vs[2].start = vs[2].end = vs[3].start = vs[3].end = 0;
    }
    uint32_t w[2] = { 0, 0 };
    gm_place(p, &m, w);
    gp_emit32(p, ((p->am & A_G124) ? 0xc4000000u : 0xf8000000u) | w[0] | en | (target << 4));
    gp_emit32(p, (vs[0].start & 0xffu) | ((uint32_t)(vs[1].start & 0xff) << 8) |
              ((uint32_t)(vs[2].start & 0xff) << 16) | ((uint32_t)(vs[3].start & 0xff) << 24));
    return true;
}

/* ---------------------------------------------------------------- FLAT */

bool gcn_enc_flat(GP *p)
{
    const GcnInsn *in = p->in;
    const int form = in->form;
    bool good = true;
    if (p->encsize == 32) {
        gp_error(p, p->mnem, "FLAT instructions have only a 64-bit encoding");
        return false;
    }
    const bool g15 = (p->am & A_G15) != 0;
    /* segment from the name: 0 flat, 1 scratch, 2 global */
    const unsigned seg = in->name[0] == 's' ? 1 : in->name[0] == 'g' ? 2 : 0;
    const bool atomic = form == GF_FLAT_Atomic || form == GF_FLAT_Cmpswap;
    const bool store = form == GF_FLAT_Store;
    const bool nodata = form == GF_FLAT_Load;
    const unsigned dregs = form == GF_FLAT_Load ? in->d : in->a;
    const unsigned addrregs = seg != 1 ? (seg == 0 ? 2 : 0) : 1;
    GReg vaddr = { 0, 0 }, vdst = { 0, 0 }, vdata = { 0, 0 }, saddr = { 0, 0 };
    gp_skip(p);
    const char *vdstat = NULL, *addrat = NULL;
    bool vdstoff = false, vaddroff = false;
    if (!store) {
        vdstat = p->s;
        if (atomic && seg == 1 && is_off(p)) {
            vdstoff = true;
            p->s += 3;
        } else
            good &= gp_vreg(p, &vdst, 0, true, OPF_SYMREG | OPF_WRITE);
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        addrat = p->s;
        if (seg == 1 && is_off(p)) {
            vaddroff = true;
            p->s += 3;
        } else
            good &= gp_vreg(p, &vaddr, atomic ? 0 : addrregs, true, OPF_SYMREG | OPF_READ);
    } else {
        gp_skip(p);
        addrat = p->s;
        if (seg == 1 && is_off(p)) {
            vaddroff = true;
            p->s += 3;
        } else
            good &= gp_vreg(p, &vaddr, addrregs, true, OPF_SYMREG | OPF_READ);
    }
    bool shortform = false;
    if (!nodata) {
        if (!atomic) {
            if (!gp_comma(p))
                return false;
            good &= gp_vreg(p, &vdata, dregs, true, OPF_SYMREG | OPF_READ);
        } else if (seg != 0) {
            const char *old = p->s;
            if (!gp_comma(p))
                return false;
            good &= gp_vreg(p, &vdata, dregs, false, OPF_SYMREG | OPF_READ);
            if (!greg_ok(vdata)) {
                p->s = old;
                shortform = true;
            }
        } else {
            bool comma = false;
            gp_try_comma(p, &comma);
            if (!comma)
                shortform = true;
            else
                good &= gp_vreg(p, &vdata, dregs, true, OPF_SYMREG | OPF_READ);
        }
    }
    if (shortform) {
        vaddroff = vdstoff;
        vdstoff = false;
        vdata = vaddr;
        vaddr = vdst;
        vdst.start = vdst.end = 0;
        if (addrregs != 0 && !xrange(vaddr, addrregs)) {
            regs_needed(p, vdstat, "vector", addrregs);
            good = false;
        }
        if (!xrange(vdata, dregs)) {
            regs_needed(p, addrat, "vector", dregs);
            good = false;
        }
    }
    bool saddroff = false;
    if (seg != 0) {
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        if (is_off(p)) {
            saddroff = true;
            p->s += 3;
        } else
            good &= gp_sreg(p, &saddr, seg == 1 ? 1 : 2, true, OPF_SYMREG | OPF_READ);
    } else if (g15) {
        saddr.start = 125;
        saddr.end = 125;
    }
    if (addrregs == 0) {
        unsigned req = saddroff ? 2 : 1;
        if (!xrange(vaddr, req)) {
            regs_needed(p, addrat, "vector", req);
            good = false;
        }
    }
    if (seg == 1 && !saddroff && !vaddroff) {
        gp_error(p, p->mnem, "only one of VADDR and SADDR can be set in the SCRATCH mode");
        good = false;
    }
    if (saddroff)
        saddr.start = g15 ? 0x7d : 0x7f;
    if (vaddroff)
        vaddr.start = 0;
    GMods m;
    gm_init(&m, p, GMS_FLAT, seg != 0 ? GMC_SEG : 0);
    good = gm_parse(p, &m, good);
    const bool tfe = gm_on(&m, GS_TFE), glc = gm_on(&m, GS_GLC), lds = gm_on(&m, GS_LDS);
    if (vdstoff) {
        gp_error(p, p->mnem, "off is not allowed for VDST");
        good = false;
    }
    if (shortform && glc) {
        gp_error(p, p->mnem, "glc requires the VDST operand");
        good = false;
    }
    const bool dstwrite = greg_ok(vdst) && (!atomic || glc);
    if (greg_ok(vdst)) {
        unsigned n = form == GF_FLAT_Cmpswap ? (dregs >> 1) : dregs;
        n += tfe;
        if (!xrange(vdst, n)) {
            regs_needed(p, vdstat, "vector", n);
            good = false;
        }
    }
    if (lds && seg == 0) {
        gp_error(p, vdstat, "lds is allowed only for SCRATCH and GLOBAL instructions");
        good = false;
    }
    if (!good || !gp_end(p))
        return false;
    uint32_t w[2] = { 0, 0 };
    gm_place(p, &m, w);
    gp_emit32(p, 0xdc000000u | w[0] | (p->opcode << 18) | (seg << 14));
    gp_emit32(p, w[1] | (vaddr.start & 0xffu) | ((uint32_t)(vdata.start & 0xff) << 8) |
              ((uint32_t)(vdst.start & 0xff) << 24) | ((uint32_t)saddr.start << 16));
    gp_use(p, vdst, dstwrite ? 2 : 0);
    if (!vaddroff)
        gp_use(p, vaddr, 1);
    gp_use(p, vdata, 1);
    if (!saddroff && seg != 0)
        gp_use(p, saddr, 1);
    if (greg_ok(vdst) && (dstwrite || tfe))
        gp_upd_vgprs(p, vdst);
    return true;
}
