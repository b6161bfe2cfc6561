/* gcnenc_s.c - encoders of the scalar families: SOP2, SOP1, SOPK, SOPC,
 * SOPP (branches, s_waitcnt, s_sendmsg) and scalar memory (SMRD on GCN
 * 1.0/1.1, SMEM on GCN 1.2 and later).
 */
#include <string.h>

#include "gcnint.h"

/* _e64 on a scalar instruction: inline constants become literals */
static void promote_literal(GOp *op, unsigned am)
{
    static const uint32_t fl[9] = { 0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000,
                                    0x40000000, 0xc0000000, 0x40800000, 0xc0800000,
                                    0x3e22f983 };
    unsigned s = op->r.start;
    if (s >= 128 && s <= 208) {
        op->value = s < 193 ? s - 128 : (uint32_t)(192 - (int)s);
        op->r.start = 255;
    } else if ((s >= 240 && s < 248) || ((am & A_GE12) && s == 248)) {
        op->value = fl[s - 240];
        op->r.start = 255;
    }
}

static bool is_lit(const GOp *op) { return op->r.start == 255; }

bool gcn_enc_sop2(GP *p)
{
    const GcnInsn *in = p->in;
    bool good = true;
    GReg dst = { 0 };
    if (in->d) {
        good &= gp_sreg(p, &dst, in->d, true, OPF_SYMREG | OPF_WRITE);
        if (!gp_comma(p))
            return false;
    }
    GOp s0, s1;
    memset(&s0, 0, sizeof s0);
    memset(&s1, 0, sizeof s1);
    good &= gp_operand(p, &s0, true, in->a, OPF_SSOURCE | OPF_SREGS | OPF_READ);
    if (!gp_comma(p))
        return false;
    good &= gp_operand(p, &s1, true, in->b, OPF_SSOURCE | OPF_SREGS | OPF_READ |
                       (is_lit(&s0) ? OPF_ONLYINLINE : 0));
    if (!good || !gp_end(p))
        return false;
    if (p->encsize == 64) {
        promote_literal(&s0, p->am);
        promote_literal(&s1, p->am);
    }
    unsigned words = 1;
    uint32_t w0 = 0x80000000u | (p->opcode << 23) | s0.r.start | ((uint32_t)s1.r.start << 8) |
                  ((uint32_t)dst.start << 16);
    uint32_t lit = 0;
    if (is_lit(&s0) || is_lit(&s1)) {
        if (!s0.expr && !s1.expr)
            lit = is_lit(&s0) ? s0.value : s1.value;
        words++;
    }
    if (!gp_check_encsize(p, words))
        return false;
    gp_emit32(p, w0);
    if (words == 2)
        gp_emit32(p, lit);
    if (s0.expr)
        gp_fixup(p, GCN_FIX_LIT32, 4, s0.expr, s0.at);
    else if (s1.expr)
        gp_fixup(p, GCN_FIX_LIT32, 4, s1.expr, s1.at);
    gp_use(p, dst, 2);
    gp_use(p, s0.r, 1);
    gp_use(p, s1.r, 1);
    gp_upd_dst(p, dst);
    gp_upd_flags(p, s0.r);
    gp_upd_flags(p, s1.r);
    return true;
}

bool gcn_enc_sop1(GP *p)
{
    const GcnInsn *in = p->in;
    bool good = true;
    GReg dst = { 0 };
    if (in->d) {
        good &= gp_sreg(p, &dst, in->d, true, OPF_SYMREG | OPF_WRITE);
        if (in->a && !gp_comma(p))
            return false;
    }
    GOp s0;
    memset(&s0, 0, sizeof s0);
    if (in->a)
        good &= gp_operand(p, &s0, true, in->a, OPF_SSOURCE | OPF_SREGS | OPF_READ);
    if (!good || !gp_end(p))
        return false;
    if (p->encsize == 64)
        promote_literal(&s0, p->am);
    /* (a register variable from index 255 too: clrxasm's quirk) */
    unsigned words = 1 + (greg_raw(s0.r) == 255);
    if (!gp_check_encsize(p, words))
        return false;
    gp_emit32(p, 0xbe800000u | (p->opcode << 8) | s0.r.start | ((uint32_t)dst.start << 16));
    if (words == 2)
        gp_emit32(p, s0.expr ? 0 : s0.value);
    if (s0.expr)
        gp_fixup(p, GCN_FIX_LIT32, 4, s0.expr, s0.at);
    gp_use(p, dst, 2);
    gp_use(p, s0.r, 1);
    gp_upd_dst(p, dst);
    gp_upd_flags(p, s0.r);
    return true;
}

typedef struct HwReg { const char *name; uint8_t id; uint8_t archs; } HwReg;
/* archs: 1 = GCN 1.0-1.2, 2 = GCN 1.4, 4 = GCN 1.5 */
static const HwReg hwregs[] = {
    { "flat_scr_hi", 21, 4 }, { "flat_scr_lo", 20, 4 }, { "flush_ib", 14, 6 },
    { "gpr_alloc", 5, 7 }, { "hw_id", 4, 7 }, { "ib_dbg0", 12, 7 }, { "ib_dbg1", 13, 7 },
    { "ib_sts", 7, 7 }, { "inst_dw0", 10, 7 }, { "inst_dw1", 11, 7 }, { "lds_alloc", 6, 7 },
    { "mode", 1, 7 }, { "pc_hi", 9, 7 }, { "pc_lo", 8, 7 }, { "pops_packer", 23, 4 },
    { "sh_mem_bases", 15, 6 }, { "sq_shader_tba_hi", 17, 6 }, { "sq_shader_tba_lo", 16, 6 },
    { "sq_shader_tma_hi", 19, 6 }, { "sq_shader_tma_lo", 18, 6 }, { "status", 2, 7 },
    { "tba_hi", 17, 6 }, { "tba_lo", 16, 6 }, { "tma_hi", 19, 6 }, { "tma_lo", 18, 6 },
    { "trapsts", 3, 7 }, { "xnack_mask", 22, 4 },
};

/* "FUNC(" of hwreg(...) and sendmsg(...) (a name of namesize - 1
 * characters or more is an error) */
static bool func_open(GP *p, const char *func, size_t namesize)
{
    char name[25];
    const char *funcat = p->s;
    if (!gp_name(p, name, namesize, "function name", true, false, false))
        return false;
    gp_lower_str(name);
    gp_skip(p);
    if (strcmp(name, func) != 0 || p->s >= p->end || *p->s != '(') {
        gp_error(p, funcat, "expected %s(...)", func);
        return false;
    }
    p->s++;
    gp_skip(p);
    return true;
}

static bool func_close(GP *p, const char *func)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != ')') {
        gp_error(p, p->s, "unterminated %s(...)", func);
        return false;
    }
    p->s++;
    return true;
}

static bool parse_hwreg(GP *p, uint16_t *imm16)
{
    bool good = true;
    gp_skip(p);
    if (!func_open(p, "hwreg", 20))
        return false;
    char name[72];
    uint32_t id = 0;
    if (p->s >= p->end || *p->s != '@') {
        const char *at = p->s;
        if (!gp_name(p, name, sizeof name, "hardware register", true, false, false))
            good = false;
        else {
            gp_lower_str(name);
            const char *n = strncmp(name, "hwreg_", 6) == 0 ? name + 6 : name;
            unsigned archbit = (p->am & A_G15) ? 4 : (p->am & A_G14) ? 2 : 1;
            size_t i;
            for (i = 0; i < CLRX_ARRAY_SIZE(hwregs); i++)
                if ((hwregs[i].archs & archbit) && strcmp(hwregs[i].name, n) == 0)
                    break;
            if (i == CLRX_ARRAY_SIZE(hwregs)) {
                gp_error(p, at, "unknown hardware register");
                good = false;
            } else {
                id = hwregs[i].id;
                if (!(p->am & A_GE12) && id == 13) {
                    gp_error(p, at, "unknown hardware register");
                    good = false;
                }
            }
        }
    } else {
        p->s++;
        good &= gp_imm(p, &id, NULL, 6, false);
    }
    if (!gp_comma(p))
        return false;
    uint64_t a2 = 0, a3 = 0;
    gp_skip(p);
    const char *at2 = p->s;
    if (gp_absval(p, &a2, true)) {
        if (a2 >= 32)
            gp_warning(p, at2, "second argument out of range (0-31)");
    } else
        good = false;
    if (!gp_comma(p))
        return false;
    gp_skip(p);
    const char *at3 = p->s;
    if (gp_absval(p, &a3, true)) {
        if (a3 >= 33 || a3 < 1)
            gp_warning(p, at3, "third argument out of range (1-32)");
    } else
        good = false;
    if (!func_close(p, "hwreg"))
        return false;
    *imm16 = (uint16_t)(id | (a2 << 6) | ((a3 - 1) << 11));
    return good;
}

/* branch target: value now (in this section) or a fixup */
static bool parse_jump(GP *p, uint16_t *imm16, Expr **exprp, const char **exprat, bool *good)
{
    gp_skip(p);
    const char *at = p->s;
    *exprp = NULL;
    *exprat = at;
    if (p->s >= p->end || *p->s == ',') {
        gp_error(p, at, "expected an expression");
        return false;
    }
    ExprSrc src = { p->s, (size_t)(p->end - p->s), gp_pos(p, p->s), p->line, p->line_len, 0 };
    Expr *e = NULL;
    long n = expr_parse(p->ga->ectx, &src, &e);
    if (n < 0) {
        p->failed = true;
        return false;
    }
    p->s += n;
    ExprVal v;
    Symbol *undef = NULL;
    ExprStatus st = expr_eval(p->ga->ectx, e, &v, &undef);
    if (st == EXPR_ERROR) {
        p->failed = true;
        return false;
    }
    if (st == EXPR_UNDEFINED || (p->ga->link_branches && v.nterms > 1)) {
        *exprp = e;             /* (a link-time value: the fixup makes it one) */
        return true;
    }
    if (v.nterms != 1 || v.terms[0].coef != 1 || v.terms[0].base != p->ga->section) {
        gp_error(p, at, "branch target is not in the current section");
        return false;
    }
    int64_t off = (int64_t)v.value - (int64_t)p->ga->offset - 4;
    if (off & 3) {
        gp_error(p, p->s, "branch target is not aligned to a dword");
        *good = false;
    }
    off >>= 2;
    if (off > INT16_MAX || off < INT16_MIN) {
        gp_error(p, p->s, "branch target out of range");
        *good = false;
    }
    *imm16 = (uint16_t)off;
    return true;
}

bool gcn_enc_sopk(GP *p)
{
    const GcnInsn *in = p->in;
    const int form = in->form;
    bool good = true;
    GReg dst = { 0 };
    const bool dowrite = form != GF_SOPK_Cmp && form != GF_SOPK_Rel;
    const bool immdst = form == GF_SOPK_Setreg || form == GF_SOPK_Setregimm;
    if (!immdst && form != GF_SOPK_Imm) {
        good &= gp_sreg(p, &dst, in->d, true, OPF_SYMREG | (dowrite ? OPF_WRITE : OPF_READ));
        if (!gp_comma(p))
            return false;
    }
    uint16_t imm16 = 0;
    Expr *e16 = NULL;
    const char *e16at = NULL;
    if (form == GF_SOPK_Rel) {
        if (!parse_jump(p, &imm16, &e16, &e16at, &good))
            return false;
    } else if (form == GF_SOPK_Getreg || immdst) {
        if (!parse_hwreg(p, &imm16)) {
            if (p->failed)
                good = false;
            else
                return false;
        }
    } else {
        uint32_t v = 0;
        gp_skip(p);
        e16at = p->s;
        good &= gp_imm(p, &v, &e16, 16, true);
        imm16 = (uint16_t)v;
    }
    uint32_t imm32 = 0;
    Expr *e32 = NULL;
    const char *e32at = NULL;
    if (immdst) {
        if (!gp_comma(p))
            return false;
        if (form == GF_SOPK_Setregimm) {
            gp_skip(p);
            e32at = p->s;
            good &= gp_imm(p, &imm32, &e32, 32, true);
        } else
            good &= gp_sreg(p, &dst, in->d, true, OPF_SYMREG | OPF_READ);
    }
    if (!good || !gp_end(p))
        return false;
    unsigned words = form == GF_SOPK_Setregimm ? 2 : 1;
    if (!gp_check_encsize(p, words))
        return false;
    gp_emit32(p, 0xb0000000u | imm16 | ((uint32_t)dst.start << 16) | (p->opcode << 23));
    if (words == 2)
        gp_emit32(p, imm32);
    if (e32)
        gp_fixup(p, GCN_FIX_LIT32, 4, e32, e32at);
    if (e16)
        gp_fixup(p, form == GF_SOPK_Rel ? GCN_FIX_BRANCH : GCN_FIX_SIMM16, 0, e16, e16at);
    gp_use(p, dst, (dowrite && !immdst) ? 2 : 1);
    if (greg_ok(dst) && dowrite && !immdst)
        gp_upd_sgprs(p, dst);
    if (greg_ok(dst))
        gp_upd_flags(p, dst);
    return true;
}

bool gcn_enc_sopc(GP *p)
{
    const GcnInsn *in = p->in;
    bool good = true;
    const bool imm8 = in->form == GF_SOPC_Imm8;
    GOp s0, s1;
    memset(&s0, 0, sizeof s0);
    memset(&s1, 0, sizeof s1);
    good &= gp_operand(p, &s0, true, in->a, OPF_SSOURCE | OPF_SREGS | OPF_READ);
    if (!gp_comma(p))
        return false;
    if (!imm8)
        good &= gp_operand(p, &s1, true, in->b, OPF_SSOURCE | OPF_SREGS | OPF_READ |
                           (greg_raw(s0.r) == 255 ? OPF_ONLYINLINE : 0));
    else {
        uint32_t v = 0;
        gp_skip(p);
        s1.at = p->s;
        good &= gp_imm(p, &v, &s1.expr, 8, true);
        s1.r.start = (uint16_t)v;
    }
    if (!good || !gp_end(p))
        return false;
    if (p->encsize == 64) {
        promote_literal(&s0, p->am);
        promote_literal(&s1, p->am);
    }
    unsigned words = 1;
    uint32_t lit = 0;
    if (greg_raw(s0.r) == 255 || (!imm8 && greg_raw(s1.r) == 255)) {
        if (!s0.expr && !s1.expr)
            lit = s0.r.start == 255 ? s0.value : s1.value;
        words++;
    }
    if (!gp_check_encsize(p, words))
        return false;
    gp_emit32(p, 0xbf000000u | (p->opcode << 16) | s0.r.start | ((uint32_t)s1.r.start << 8));
    if (words == 2)
        gp_emit32(p, lit);
    if (s0.expr)
        gp_fixup(p, GCN_FIX_LIT32, 4, s0.expr, s0.at);
    else if (s1.expr)
        gp_fixup(p, imm8 ? GCN_FIX_SOPC_IMM8 : GCN_FIX_LIT32, imm8 ? 1 : 4, s1.expr, s1.at);
    gp_use(p, s0.r, 1);
    if (!imm8)
        gp_use(p, s1.r, 1);
    gp_upd_flags(p, s0.r);
    if (!imm8)
        gp_upd_flags(p, s1.r);
    else if (s1.r.start != 0 || s1.r.end != 0)
        gp_upd_flags(p, s1.r);
    return true;
}

typedef struct MsgName { const char *name; uint8_t id; } MsgName;
static const MsgName msgs[] = {
    { "gs", 2 }, { "gs_done", 3 }, { "interrupt", 1 }, { "savewave", 4 }, { "sysmsg", 15 },
    { "system", 15 },
};
static const MsgName msgs14[] = {
    { "early_prim_dealloc", 8 }, { "get_doorbell", 10 }, { "gs", 2 }, { "gs_alloc_req", 9 },
    { "gs_done", 3 }, { "halt_waves", 6 }, { "interrupt", 1 }, { "ordered_ps_done", 7 },
    { "savewave", 4 }, { "stall_wave_gen", 5 }, { "sysmsg", 15 }, { "system", 15 },
};

/* the counters of s_waitcnt */
enum { WC_VM, WC_LGKM, WC_EXP, WC_NONE };
static const struct { char name[8]; uint8_t len; } waitcnt_names[WC_NONE] = {
    { "vmcnt", 5 }, { "lgkmcnt", 7 }, { "expcnt", 6 },
};

/* the counter named at p->s (any case), or WC_NONE for any other text,
 * read as gp_name reads a name (with its message for no name) */
static int waitcnt_counter(GP *p, bool *good)
{
    const char *e = p->s;
    while (e < p->end && gp_namechar(*e))
        e++;
    const size_t len = (size_t)(e - p->s);
    for (int i = 0; i < WC_NONE; i++)
        if (len == waitcnt_names[i].len && gp_lower_eq(p->s, waitcnt_names[i].name, len)) {
            p->s = e;
            return i;
        }
    char name[20];
    *good &= gp_name(p, name, sizeof name, "counter name", true, false, true);
    return WC_NONE;
}

static bool parse_waitcnt(GP *p, uint16_t *imm16p, bool *good)
{
    const bool g14 = (p->am & A_G14) != 0, g15 = (p->am & A_G15) != 0;
    uint32_t imm16 = g15 ? 0xff7f : g14 ? 0xcf7f : 0xf7f;
    bool have_lgkm = false, have_exp = false, have_vm = false;
    for (;;) {
        gp_skip(p);
        const char *funcat = p->s;
        const int counter = waitcnt_counter(p, good);
        unsigned pos = 0, mask = 0xffffffffu;
        bool goodcnt = true, dovm = false;
        if (counter == WC_VM) {
            if (have_vm)
                gp_warning(p, funcat, "vmcnt is already given");
            pos = 0;
            mask = (g14 || g15) ? 63 : 15;
            dovm = have_vm = true;
        } else if (counter == WC_LGKM) {
            if (have_lgkm)
                gp_warning(p, funcat, "lgkmcnt is already given");
            pos = 8;
            mask = g15 ? 63 : 15;
            have_lgkm = true;
        } else if (counter == WC_EXP) {
            if (have_exp)
                gp_warning(p, funcat, "expcnt is already given");
            pos = 4;
            mask = 7;
            have_exp = true;
        } else {
            gp_error(p, funcat, "expected vmcnt, lgkmcnt or expcnt");
            goodcnt = *good = false;
        }
        gp_skip(p);
        if (p->s >= p->end || *p->s != '(') {
            if (goodcnt)
                gp_error(p, funcat, "expected vmcnt, lgkmcnt or expcnt");
            return false;
        }
        p->s++;
        gp_skip(p);
        const char *argat = p->s;
        uint64_t v = 0;
        if (gp_absval(p, &v, true)) {
            if (v > mask)
                gp_warning(p, argat, "value out of range");
            if ((!g14 && !g15) || !dovm)
                imm16 = (imm16 & ~(mask << pos)) | ((uint32_t)(v & mask) << pos);
            else
                imm16 = (imm16 & 0x3ff0) | (uint32_t)((v & 15) | ((v & 0x30) << 10));
            imm16 &= 0xffff;
        } else
            *good = false;
        gp_skip(p);
        if (p->s >= p->end || *p->s != ')') {
            gp_error(p, p->s, "unterminated counter function");
            return false;
        }
        p->s++;
        gp_skip(p);
        if (p->s >= p->end)
            break;
        if (*p->s == '&')
            p->s++;
    }
    *imm16p = (uint16_t)imm16;
    return true;
}

static bool parse_sendmsg(GP *p, uint16_t *imm16, bool *good)
{
    const bool g14or15 = (p->am & (A_G14 | A_G15)) != 0;
    if (!func_open(p, "sendmsg", 25))
        return false;
    char name[25];
    const char *arg1at = p->s;
    uint32_t msg = 0;
    if (p->s >= p->end || *p->s != '@') {
        if (gp_name(p, name, sizeof name, "message name", true, false, false)) {
            gp_lower_str(name);
            const char *n = strncmp(name, "msg_", 4) == 0 ? name + 4 : name;
            const MsgName *t = g14or15 ? msgs14 : msgs;
            size_t cnt = g14or15 ? CLRX_ARRAY_SIZE(msgs14) : CLRX_ARRAY_SIZE(msgs);
            size_t i;
            for (i = 0; i < cnt; i++)
                if (strcmp(t[i].name, n) == 0)
                    break;
            if (i < cnt && (t[i].id != 4 || (p->am & A_GE12)))
                msg = t[i].id;
            else {
                gp_error(p, arg1at, "unknown message");
                *good = false;
            }
        } else
            *good = false;
    } else {
        p->s++;
        *good &= gp_imm(p, &msg, NULL, 4, false);
    }
    uint32_t gsop = 0, stream = 0;
    if (msg == 2 || msg == 3) {
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        if (p->s >= p->end || *p->s != '@') {
            const char *arg2at = p->s;
            if (gp_name(p, name, 20, "GS operation", true, false, false)) {
                gp_lower_str(name);
                static const char *const gsops[4] = { "nop", "cut", "emit", "emit_cut" };
                size_t pre = strncmp(name, "gs_op_", 6) == 0 ? 6 : 0;
                for (gsop = 0; gsop < 4; gsop++)
                    if (strcmp(name + pre, gsops[gsop]) == 0)
                        break;
                if (gsop == 2 && pre == 0 && p->s + 4 <= p->end &&
                    ascii_strncasecmp(p->s, "-cut", 4) == 0) {
                    p->s += 4;
                    gsop++;
                }
                if (gsop == 4) {
                    gsop = 0;
                    gp_error(p, arg2at, "unknown GS operation");
                    *good = false;
                }
            } else
                *good = false;
        } else {
            p->s++;
            *good &= gp_imm(p, &gsop, NULL, 3, false);
        }
        if (gsop != 0) {
            if (!gp_comma(p))
                return false;
            uint64_t v = 0;
            gp_skip(p);
            const char *arg3at = p->s;
            *good &= gp_absval(p, &v, true);
            if (v > 3)
                gp_warning(p, arg3at, "stream id (third argument) out of range");
            stream = (uint32_t)(v & 3);
        }
    }
    if (!func_close(p, "sendmsg"))
        return false;
    *imm16 = (uint16_t)(msg | (gsop << 4) | (stream << 8));
    return true;
}

bool gcn_enc_sopp(GP *p)
{
    bool good = true;
    if (!gp_only_size(p, 32, "SOPP"))
        return false;
    uint16_t imm16 = 0;
    Expr *e = NULL;
    const char *eat = NULL;
    switch (p->in->form) {
    case GF_SOPP_Rel:
        if (!parse_jump(p, &imm16, &e, &eat, &good))
            return false;
        break;
    case GF_SOPP_Waitcnt:
        if (!parse_waitcnt(p, &imm16, &good))
            return false;
        break;
    case GF_SOPP_Sendmsg:
        gp_skip(p);
        if (!parse_sendmsg(p, &imm16, &good))
            return false;
        break;
    case GF_SOPP_None:
        break;
    default: {
        uint32_t v = 0;
        gp_skip(p);
        eat = p->s;
        good &= gp_imm(p, &v, &e, 16, true);
        imm16 = (uint16_t)v;
        break;
    }
    }
    if (!good || !gp_end(p))
        return false;
    gp_emit32(p, 0xbf800000u | imm16 | (p->opcode << 16));
    if (e)
        gp_fixup(p, p->in->form == GF_SOPP_Rel ? GCN_FIX_BRANCH : GCN_FIX_SIMM16, 0, e, eat);
    return true;
}

/* SMRD offset on GCN 1.1: lit(expr) or a value >= 256 makes a literal */
static bool parse_smrd_imm(GP *p, uint32_t *value, Expr **exprp, const char **exprat,
                           bool *litimm)
{
    gp_skip(p);
    const bool havelit = gp_lit_open(p, true);
    *exprat = p->s;
    *value = 0;
    if (!gp_imm(p, value, exprp, 32, true))
        return false;
    *litimm = havelit || *value >= 0x100;
    return !havelit || gp_lit_close(p);
}

bool gcn_enc_smrd(GP *p)
{
    const GcnInsn *in = p->in;
    bool good = true;
    if (p->encsize == 64 && (p->am & A_G10)) {
        gp_error(p, p->mnem, "SMRD instructions have only a 32-bit encoding");
        return false;
    }
    GReg dst = { 0 }, sbase = { 0 }, soff = { 0 };
    uint32_t offval = 0;
    bool havelit = false;
    Expr *offexpr = NULL;
    const char *offat = NULL;
    if (in->form == GF_SMEM_Memtime) {
        good &= gp_sreg(p, &dst, in->d, true, OPF_SYMREG | OPF_WRITE);
    } else if (in->form != GF_SMEM_None) {
        good &= gp_sreg(p, &dst, in->d, true, OPF_SYMREG | OPF_WRITE);
        if (!gp_comma(p))
            return false;
        good &= gp_sreg(p, &sbase, in->b, true, OPF_SYMREG | OPF_READ);
        if (!gp_comma(p))
            return false;
        gp_skip(p);
        if (p->s >= p->end || gp_isdigit(*p->s))
            ;           /* (no register: an offset, or nothing, which gp_imm reports) */
        else if (*p->s != '@')
            good &= gp_sreg(p, &soff, 1, false, OPF_SYMREG | OPF_READ);
        else {
            p->s++;
            gp_skip(p);
        }
        if (!greg_ok(soff)) {
            soff.start = 255;
            if (p->am & A_G10) {
                gp_skip(p);
                offat = p->s;
                good &= gp_imm(p, &offval, &offexpr, 8, false);
            } else
                good &= parse_smrd_imm(p, &offval, &offexpr, &offat, &havelit);
        }
    }
    if (!good || !gp_end(p))
        return false;
    unsigned words = havelit ? 2 : 1;
    if (!gp_check_encsize(p, words))
        return false;
    bool imm = soff.start == 255;
    gp_emit32(p, 0xc0000000u | (p->opcode << 22) | ((uint32_t)dst.start << 15) |
              (havelit ? 0xffu : (imm ? 0x100u : 0u)) | ((uint32_t)(sbase.start & ~1u) << 8) |
              (havelit ? 0u : (imm ? offval : soff.start)));
    if (havelit)
        gp_emit32(p, offval);
    if (offexpr)
        gp_fixup(p, havelit ? GCN_FIX_LIT32 : GCN_FIX_SMRD_OFF8, havelit ? 4 : 0, offexpr, offat);
    gp_use(p, dst, 2);
    gp_use(p, sbase, 1);
    if (!imm)
        gp_use(p, soff, 1);
    gp_upd_dst(p, dst);
    gp_upd_flags(p, sbase);
    gp_upd_flags(p, soff);
    return true;
}

/* the operands of SMEM (GCN 1.2 and later): SDATA (or the 7-bit immediate
 * of s_atc_probe), SBASE, and the offset: SOFFSET or an immediate */
typedef struct SmemOps {
    GReg data, sbase, soff;     /* soff.start 255: the offset is offval */
    uint32_t offval;
    Expr *offexpr, *immexpr;    /* an offset, a probe immediate that wait */
    const char *offat, *immat;
} SmemOps;

/* the offset: an SGPR (stores and atomics before GCN 1.4: only M0), or
 * @EXPR / EXPR (20 bits, GCN 1.4: 21 signed) */
static void smem_offset(GP *p, SmemOps *o, bool *good)
{
    const bool g14 = (p->am & A_G14) != 0;
    const int form = p->in->form;
    const bool load = form == GF_SMEM_Load || form == GF_SMEM_Memtime;
    gp_skip(p);
    if (p->s >= p->end || *p->s != '@') {
        const char *at = p->s;
        *good &= gp_sreg(p, &o->soff, 1, false, OPF_SYMREG | OPF_READ);
        if (*good && !(p->am & A_GE14) && !load && greg_ok(o->soff) && !greg_is(o->soff, 124)) {
            gp_error(p, at, "store and atomic SMEM instructions accept only M0 as offset "
                     "register");
            *good = false;
        }
    } else {
        p->s++;
        gp_skip(p);
    }
    if (!greg_ok(o->soff)) {
        o->soff.start = 255;
        gp_skip(p);
        o->offat = p->s;
        *good &= gp_imm(p, &o->offval, &o->offexpr, g14 ? 21 : 20, g14);
    }
}

static bool smem_operands(GP *p, SmemOps *o, bool *good)
{
    const GcnInsn *in = p->in;
    const int form = in->form;
    const bool load = form == GF_SMEM_Load || form == GF_SMEM_Memtime;
    memset(o, 0, sizeof *o);
    if (form == GF_SMEM_Memtime) {
        *good &= gp_sreg(p, &o->data, in->d, true, OPF_SYMREG | OPF_WRITE);
        return true;
    }
    if (form == GF_SMEM_None)
        return true;
    if (form == GF_SMEM_Probe) {
        uint32_t v = 0;
        gp_skip(p);
        o->immat = p->s;
        *good &= gp_imm(p, &v, &o->immexpr, 7, true);
        o->data.start = (uint16_t)v;
        o->data.end = 0;
    } else if (form != GF_SMEM_Discard)
        *good &= gp_sreg(p, &o->data, in->d, true, OPF_SYMREG | (load ? OPF_WRITE : OPF_READ));
    if (form != GF_SMEM_Discard && !gp_comma(p))
        return false;
    *good &= gp_sreg(p, &o->sbase, in->b, true, OPF_SYMREG | OPF_READ);
    if (!gp_comma(p))
        return false;
    smem_offset(p, o, good);
    return true;
}

/* with a register SOFFSET, offset:EXPR gives the immediate offset (GCN 1.4) */
static void smem_offset_modifier(SmemOps *o, const GMods *m)
{
    if (o->soff.start == 255)
        return;
    o->offval = gm_val(m, GS_OFFSET, o->offval);
    o->offexpr = gm_expr(m, GS_OFFSET);
    if (o->offexpr)
        o->offat = m->exprat[GS_OFFSET];
}

static void smem_emit(GP *p, const SmemOps *o, const GMods *m)
{
    const bool g14 = (p->am & A_G14) != 0, g15 = (p->am & A_G15) != 0;
    const bool haveoff = gm_given(m, GS_OFFSET), soffimm = o->soff.start == 255;
    const uint32_t nullreg = g15 ? 0x7d : 0;
    uint32_t w[2] = { 0, 0 };
    gm_place(p, m, w);
    gp_emit32(p, (g15 ? 0xf4000000u : 0xc0000000u) | w[0] | (p->opcode << 18) |
              ((uint32_t)o->data.start << 6) | (o->sbase.start >> 1) |
              ((!g15 && (soffimm || haveoff)) ? 0x20000u : 0) |
              ((!g15 && haveoff) ? 0x4000u : 0));
    gp_emit32(p, ((g15 || soffimm || haveoff) ? o->offval : o->soff.start) |
              (((g15 && !soffimm) || (!g15 && haveoff && !soffimm)) ?
               ((uint32_t)o->soff.start << 25) : (nullreg << 25)));
    if (o->offexpr)
        gp_fixup(p, g14 ? GCN_FIX_SMEM_OFF21 : g15 ? GCN_FIX_SMEM_OFF20_G15 : GCN_FIX_SMEM_OFF20,
                 4, o->offexpr, o->offat);
    if (o->immexpr)
        gp_fixup(p, GCN_FIX_SMEM_IMM7, 0, o->immexpr, o->immat);
}

static void smem_usage(GP *p, const SmemOps *o, const GMods *m)
{
    const int form = p->in->form;
    const bool load = form == GF_SMEM_Load || form == GF_SMEM_Memtime;
    const bool atomic = form == GF_SMEM_Atomic || form == GF_SMEM_Cmpswap;
    const bool datawrite = greg_ok(o->data) && (load || (atomic && gm_on(m, GS_GLC)));
    if (form != GF_SMEM_Probe)
        gp_use(p, o->data, datawrite ? (atomic ? 3 : 2) : 1);
    gp_use(p, o->sbase, 1);
    if (o->soff.start != 255)
        gp_use(p, o->soff, 1);
    if (datawrite)
        gp_upd_dst(p, o->data);
    gp_upd_flags(p, o->sbase);
    gp_upd_flags(p, o->soff);
}

bool gcn_enc_smem(GP *p)
{
    if (!gp_only_size(p, 64, "SMEM"))
        return false;
    bool good = true;
    SmemOps o;
    if (!smem_operands(p, &o, &good))
        return false;
    GMods m;
    gm_init(&m, p, GMS_SMEM, o.soff.start == 255 ? GMC_SOFFIMM : 0);
    good = gm_parse(p, &m, good);
    if (!good || !gp_end(p))
        return false;
    smem_offset_modifier(&o, &m);
    smem_emit(p, &o, &m);
    smem_usage(p, &o, &m);
    return true;
}
