/* testgen.c - gcn-testgen: writes test statements for the GCN encoder from
 * the instruction table, covering every instruction of an architecture in
 * several operand forms (registers of each kind, constants, literals,
 * modifiers, SDWA/DPP/DPP8, memory modifiers).
 *
 *   gcn-testgen good ARCH [wave32]   statements that should assemble
 *   gcn-testgen bad ARCH             statements that should be rejected
 *   gcn-testgen llvm ARCH            the good statements whose syntax LLVM's
 *                                    assembler reads the same way
 *   gcn-testgen regvar ARCH [wave32] register variables (.regvar) defined
 *                                    by the first lines, then the good
 *                                    statements with many register operands
 *                                    replaced by variables: whole, indexed,
 *                                    ranges in and out of bounds, of the
 *                                    other kind, of another size, symbols
 *                                    holding a part of one
 *
 * The output is deterministic (a fixed pseudo-random sequence chooses the
 * register numbers).  testsuite/gcn holds the expected encodings.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcnint.h"

static uint32_t rng = 12345;
static unsigned rnd(unsigned n)
{
    rng = rng * 1103515245u + 12345u;
    return (rng >> 16) % n;
}

static bool g12, g14, g15, g141only, wave32, llvm, regvar;
static bool regvar_used;        /* regvar mode: the statement has a variable */
static unsigned am;

static void out(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void out(const char *fmt, ...)
{
    if (regvar && !regvar_used)
        return;
    regvar_used = false;
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
}

/* register texts (static rotating buffers) */
static char bufs[16][48];
static unsigned bufi;
static char *nb(void) { return bufs[bufi++ % 16]; }

static const char *regvar_text(bool vector, unsigned n);

static const char *sreg(unsigned n)
{
    if (regvar && rnd(100) < 55)
        return regvar_text(false, n);
    char *b = nb();
    if (n <= 1) {
        snprintf(b, 48, "s%u", rnd(100));
        return b;
    }
    unsigned align = n == 2 ? 2 : 4;
    unsigned max = 100 - n;
    unsigned s = rnd(max / align) * align;
    snprintf(b, 48, "s[%u:%u]", s, s + n - 1);
    return b;
}

static const char *vreg(unsigned n)
{
    if (regvar && rnd(100) < 55)
        return regvar_text(true, n);
    char *b = nb();
    if (n == 0)
        n = 1;
    unsigned s = rnd(256 - n);
    if (n == 1)
        snprintf(b, 48, "v%u", s);
    else
        snprintf(b, 48, "v[%u:%u]", s, s + n - 1);
    return b;
}

/* the register variables of the regvar mode (their definitions: main) */
static const char *regvar_text(bool vector, unsigned n)
{
    char *b = nb();
    const char k = vector ? 'v' : 's';
    regvar_used = true;
    if (n == 0)
        n = 1;
    unsigned v = rnd(100);
    if (v >= 80 && v < 86) {            /* the other kind */
        vector = !vector;
        v = rnd(80);
    }
    const char o = vector ? 'v' : 's';
    if (v < 80) {
        if (v < 15 && n == 1)
            snprintf(b, 48, "%ca", o);
        else if (v < 30 && (n == 2 || n == 4 || n == 8 || (vector && n == 3)))
            snprintf(b, 48, "%cd%u", o, n);
        else if (v < 45 && n == 1)
            snprintf(b, 48, "%cb[%u]", o, rnd(16));
        else if (v < 60 && n <= 16) {
            unsigned i = rnd(17 - n);
            snprintf(b, 48, "%cb[%u:%u]", o, i, i + n - 1);
        } else if (v < 72) {
            unsigned i = rnd(301 - n);
            snprintf(b, 48, "%cc[%u:%u]", o, i, i + n - 1);
        } else {                        /* a symbol holding 32 registers of one */
            unsigned i = n <= 32 ? rnd(33 - n) : 0;
            snprintf(b, 48, "x%c[%u:%u]", o, i, i + n - 1);
        }
        return b;
    }
    (void)k;
    switch (v) {
    case 86: case 87: case 88: case 89:  /* from index 255 (clrxasm's quirks) */
        if (n == 1)
            snprintf(b, 48, "%cc[255]", o);
        else
            snprintf(b, 48, "%cc[255:%u]", o, 255 + n - 1);
        break;
    case 90: case 91: case 92:          /* one register more or less */
        snprintf(b, 48, "%cb[2:%u]", o, n > 1 && rnd(2) ? n : n + 2);
        break;
    case 93: case 94:                   /* out of the variable */
        snprintf(b, 48, "%cb[%u:%u]", o, 16 - (n > 16 ? 16 : n) + 1, 16 + (n > 16 ? 0 : 0));
        break;
    case 95:
        snprintf(b, 48, "%cb[3:2]", o);
        break;
    case 96:
        snprintf(b, 48, "%cb[2", o);
        break;
    case 97:
        snprintf(b, 48, "%cb [ %u : %u ]", o, 1u, n);
        break;
    default:                            /* a whole variable of another size */
        snprintf(b, 48, "%cb", o);
        break;
    }
    return b;
}

static const char *vcc(void) { return (g15 && wave32) ? "vcc_lo" : "vcc"; }
static const char *wsreg(void) { return (g15 && wave32) ? sreg(1) : sreg(2); }

static unsigned popcnt4(unsigned m) { return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1); }

/* ---------------------------------------------------------------- good */

static void good_scalar(const GcnInsn *in)
{
    const char *n = in->name;
    switch (in->fam) {
    case GF_SOP2:
        if (in->d) {
            out("%s %s, %s, %s", n, sreg(in->d), sreg(in->a), sreg(in->b));
            out("%s %s, %d, %s", n, sreg(in->d), (int)rnd(80) - 16, sreg(in->b));
            out("%s %s, %s, 0x%x", n, sreg(in->d), sreg(in->a), 0x12345u + rnd(1000));
            if (in->a == 2)
                out("%s %s, exec, vcc", n, sreg(in->d));
            else if (!llvm)
                out("%s %s, m0, 0.5", n, sreg(in->d));
            if (!llvm)
                out("%s_e64 %s, %s, 7", n, sreg(in->d), sreg(in->a));
        } else
            out("%s %s, %s", n, sreg(in->a), sreg(in->b));
        break;
    case GF_SOP1:
        if (in->d && in->a) {
            out("%s %s, %s", n, sreg(in->d), sreg(in->a));
            out("%s %s, %d", n, sreg(in->d), (int)rnd(60) - 10);
            out("%s %s, 0x%x", n, sreg(in->d), 0xabcde + rnd(100));
            if (!llvm)
                out("%s %s, lit(%u)", n, sreg(in->d), rnd(30));
        } else if (in->d)
            out("%s %s", n, sreg(in->d));
        else
            out("%s %s", n, sreg(in->a));
        break;
    case GF_SOPC:
        if (in->form == GF_SOPC_Imm8)
            out("%s %s, %u", n, sreg(in->a), rnd(16));
        else {
            out("%s %s, %s", n, sreg(in->a), sreg(in->b));
            out("%s %u, %s", n, rnd(64), sreg(in->b));
            out("%s %s, 0x%x", n, sreg(in->a), 0x4321u + rnd(100));
        }
        break;
    case GF_SOPK:
        switch (in->form) {
        case GF_SOPK_Simm:
        case GF_SOPK_Cmp:
            out("%s %s, 0x%x", n, sreg(in->d), rnd(0x10000));
            break;
        case GF_SOPK_Rel:
            if (!llvm)
                out("%s %s, .+%u", n, sreg(in->d), 4 * (1 + rnd(40)));
            break;
        case GF_SOPK_Getreg:
            if (!llvm)
                out("%s %s, hwreg(mode, %u, %u)", n, sreg(1), rnd(16), 1 + rnd(16));
            break;
        case GF_SOPK_Setreg:
            if (!llvm)
                out("%s hwreg(trapsts, %u, %u), %s", n, rnd(16), 1 + rnd(16), sreg(1));
            break;
        case GF_SOPK_Setregimm:
            if (!llvm)
                out("%s hwreg(status, %u, %u), 0x%x", n, rnd(16), 1 + rnd(16), rnd(0x10000));
            break;
        default:
            out("%s 0x%x", n, rnd(0x10000));
        }
        break;
    case GF_SOPP:
        switch (in->form) {
        case GF_SOPP_None:
            out("%s", n);
            break;
        case GF_SOPP_Rel:
            if (!llvm) {
                out("%s .+%u", n, 4 * (1 + rnd(40)));
                out("%s .-%u", n, 4 * rnd(40));
            }
            break;
        case GF_SOPP_Waitcnt:
            out("%s vmcnt(%u) & lgkmcnt(%u)", n, rnd(16), rnd(16));
            out("%s expcnt(%u)", n, rnd(8));
            if (!llvm)
                out("%s vmcnt(%u) lgkmcnt(%u) expcnt(%u)", n, rnd(16), rnd(16), rnd(8));
            break;
        case GF_SOPP_Sendmsg:
            out("%s sendmsg(MSG_INTERRUPT)", n);
            out("%s sendmsg(MSG_GS, GS_OP_EMIT, %u)", n, rnd(4));
            out("%s sendmsg(MSG_GS_DONE, GS_OP_NOP)", n);
            if (!llvm)
                out("%s sendmsg(gs, emit-cut, %u)", n, rnd(4));
            break;
        default:
            out("%s 0x%x", n, rnd(0x10000));
        }
        break;
    case GF_SMEM:
        switch (in->form) {
        case GF_SMEM_Load:
            out("%s %s, %s, 0x%x", n, sreg(in->d), sreg(in->b), 4 * rnd(60));
            out("%s %s, %s, %s", n, sreg(in->d), sreg(in->b), sreg(1));
            if ((am & A_G11) && !llvm)
                out("%s %s, %s, 0x%x", n, sreg(in->d), sreg(in->b), 0x1000 + rnd(0x1000));
            if (g12)
                out("%s %s, %s, 0x%x glc", n, sreg(in->d), sreg(in->b), 4 * rnd(60));
            if (g14 && !g15 && !llvm)
                out("%s %s, %s, %s offset:0x%x", n, sreg(in->d), sreg(in->b), sreg(1), 4 * rnd(60));
            break;
        case GF_SMEM_Store:
        case GF_SMEM_Atomic:
        case GF_SMEM_Cmpswap:
            out("%s %s, %s, 0x%x", n, sreg(in->d), sreg(in->b), 4 * rnd(60));
            out("%s %s, %s, m0%s", n, sreg(in->d), sreg(in->b), in->form != GF_SMEM_Store ? " glc" : "");
            break;
        case GF_SMEM_Memtime:
            out("%s %s", n, sreg(in->d));
            break;
        case GF_SMEM_None:
            out("%s", n);
            break;
        case GF_SMEM_Probe:
            out("%s %u, %s, 0x%x", n, rnd(8), sreg(in->b), 4 * rnd(60));
            break;
        case GF_SMEM_Discard:
            out("%s %s, 0x%x", n, sreg(in->b), 4 * rnd(60));
            break;
        }
        break;
    default:
        break;
    }
}

static const char *sdwa_mods(bool two)
{
    static const char *const sels[] = { "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0",
                                         "WORD_1", "DWORD" };
    char *b = nb();
    snprintf(b, 48, "dst_sel:%s src0_sel:%s%s%s", sels[rnd(7)], sels[rnd(7)],
             two ? " src1_sel:" : "", two ? sels[rnd(7)] : "");
    return b;
}

static const char *dpp_mods(void)
{
    char *b = nb();
    switch (rnd(3)) {
    case 0:
        snprintf(b, 48, "quad_perm:[%u,%u,%u,%u] row_mask:0x%x", rnd(4), rnd(4), rnd(4), rnd(4),
                 1 + rnd(15));
        break;
    case 1:
        snprintf(b, 48, "row_shl:%u bank_mask:0x%x", 1 + rnd(15), 1 + rnd(15));
        break;
    default:
        snprintf(b, 48, "row_ror:%u bound_ctrl:0", 1 + rnd(15));
        break;
    }
    return b;
}

static void good_vector(const GcnInsn *in)
{
    const char *n = in->name;
    const bool nodpp = (in->flags & GI_NODPP) != 0, nosdwa = (in->flags & GI_NOSDWA) != 0;
    switch (in->fam) {
    case GF_VOP2: {
        const char *d = in->form == GF_VOP2_Readlane ? sreg(1) : vreg(in->d);
        switch (in->form) {
        case GF_VOP2_Std:
            out("%s %s, %s, %s", n, d, vreg(in->a), vreg(in->b));
            out("%s %s, %s, %s", n, vreg(in->d), sreg(in->a), vreg(in->b));
            out("%s %s, %s, %s", n, vreg(in->d), in->a == 2 ? "1.0" : "-4", vreg(in->b));
            if (in->a == 1)
                out("%s %s, 0x%x, %s", n, vreg(in->d), 0x40490fdbu + rnd(8), vreg(in->b));
            out("%s_e64 %s, %s, %s", n, vreg(in->d), vreg(in->a), sreg(in->b));
            if (!llvm) {
                out("%s %s, -%s, |%s|", n, vreg(in->d), vreg(in->a), vreg(in->b));
                out("%s %s, %s, %s clamp mul:2", n, vreg(in->d), vreg(in->a), vreg(in->b));
            }
            if (g12 && in->a == 1 && !llvm) {
                if (!nosdwa)
                    out("%s_sdwa %s, %s, %s %s", n, vreg(1), vreg(1), vreg(1), sdwa_mods(true));
                if (!nodpp)
                    out("%s_dpp %s, %s, %s %s", n, vreg(1), vreg(1), vreg(1), dpp_mods());
                if (g15 && !nodpp)
                    out("%s %s, %s, %s dpp8:[%u,%u,%u,%u,%u,%u,%u,%u]", n, vreg(1), vreg(1),
                        vreg(1), rnd(8), rnd(8), rnd(8), rnd(8), rnd(8), rnd(8), rnd(8), rnd(8));
            }
            break;
        case GF_VOP2_Vcc:
            out("%s %s, %s, %s, %s", n, d, vcc(), vreg(1), vreg(1));
            out("%s %s, %s, %s, %s", n, vreg(1), wsreg(), sreg(1), vreg(1));
            out("%s %s, %s, 0x%x, %s", n, vreg(1), vcc(), 0x1234 + rnd(10), vreg(1));
            break;
        case GF_VOP2_Carry:
            out("%s %s, %s, %s, %s, %s", n, d, vcc(), vreg(1), vreg(1), vcc());
            out("%s %s, %s, %s, %s, %s", n, vreg(1), wsreg(), vreg(1), vreg(1), wsreg());
            break;
        case GF_VOP2_Cndmask:
            out("%s %s, %s, %s, %s", n, d, vreg(1), vreg(1), vcc());
            out("%s %s, %s, %s, %s", n, vreg(1), sreg(1), vreg(1), vcc());
            out("%s %s, %s, %s, %s", n, vreg(1), vreg(1), vreg(1), wsreg());
            break;
        case GF_VOP2_Readlane:
            out("%s %s, %s, %s", n, d, vreg(1), sreg(1));
            out("%s %s, %s, %u", n, sreg(1), vreg(1), rnd(60));
            break;
        case GF_VOP2_Writelane:
            out("%s %s, %s, %s", n, d, sreg(1), sreg(1));
            out("%s %s, %u, %s", n, vreg(1), rnd(60), sreg(1));
            break;
        case GF_VOP2_Madmk:
            out("%s %s, %s, %s, %s", n, d, vreg(1), (in->flags & GI_F16) ? "0x3c00" : "0x3fc00000",
                vreg(1));
            break;
        case GF_VOP2_Madak:
            out("%s %s, %s, %s, %s", n, d, vreg(1), vreg(1), (in->flags & GI_F16) ? "0x4100" :
                "0x40200000");
            break;
        }
        break;
    }
    case GF_VOP1:
        if (in->form == GF_VOP1_None) {
            out("%s", n);
            if (!llvm)
                out("%s_e64", n);
            break;
        }
        {
            const char *d = in->form == GF_VOP1_Sdst ? sreg(in->d) : vreg(in->d);
            out("%s %s, %s", n, d, vreg(in->a));
            out("%s %s, %s", n, in->form == GF_VOP1_Sdst ? sreg(in->d) : vreg(in->d), sreg(in->a));
            out("%s %s, %s", n, in->form == GF_VOP1_Sdst ? sreg(in->d) : vreg(in->d),
                in->a == 2 ? "-2.0" : "0.5");
            if (in->a == 1)
                out("%s %s, 0x%x", n, in->form == GF_VOP1_Sdst ? sreg(in->d) : vreg(in->d),
                    0x3d000001u + rnd(1000));
            if (in->form == GF_VOP1_Std && !llvm) {
                out("%s_e64 %s, -%s clamp", n, vreg(in->d), vreg(in->a));
                if (g12 && in->a == 1 && in->d == 1) {
                    if (!nosdwa)
                        out("%s_sdwa %s, %s %s", n, vreg(1), vreg(1), sdwa_mods(false));
                    if (!nodpp)
                        out("%s_dpp %s, %s %s", n, vreg(1), vreg(1), dpp_mods());
                }
            }
        }
        break;
    case GF_VOPC:
        if (in->form == GF_VOPC_Std) {
            out("%s %s, %s, %s", n, vcc(), vreg(in->a), vreg(in->b));
            out("%s %s, %s, %s", n, vcc(), sreg(in->a), vreg(in->b));
            out("%s %s, %s, %s", n, vcc(), in->a == 2 ? "0.5" : "-1.0", vreg(in->b));
            out("%s_e64 %s, %s, %s", n, wsreg(), vreg(in->a), sreg(in->b));
            if (!llvm)
                out("%s %s, -%s, %s", n, wsreg(), vreg(in->a), vreg(in->b));
            if (g12 && in->a == 1 && !llvm) {
                if (!nosdwa)
                    out("%s_sdwa %s, %s, %s src0_sel:WORD_1 src1_sel:BYTE_2", n, vcc(),
                        vreg(1), vreg(1));
                if (!nodpp)
                    out("%s_dpp %s, %s, %s %s", n, vcc(), vreg(1), vreg(1), dpp_mods());
            }
        } else {
            out("%s %s, %s", n, vreg(in->a), vreg(in->b));
            out("%s %s, %s", n, sreg(in->a), vreg(in->b));
            out("%s_e64 %s, %s", n, vreg(in->a), sreg(in->b));
        }
        break;
    case GF_VOP3: {
        const char *srcs;
        char sb[128];
        switch (in->form) {
        case GF_VOP3_None:
            out("%s", n);
            return;
        case GF_VOP3_Interpn:
            if (llvm)
                return;
            if (in->c) {
                out("%s %s, %s, attr%u.%c, %s", n, vreg(1), vreg(1), rnd(64), "xyzw"[rnd(4)],
                    vreg(1));
                out("%s %s, %s, attr%u.%c, %s high", n, vreg(1), vreg(1), rnd(64),
                    "xyzw"[rnd(4)], sreg(1));
            } else {
                out("%s %s, %s, attr%u.%c", n, vreg(1), vreg(1), rnd(64), "xyzw"[rnd(4)]);
                out("%s %s, %s, attr%u.%c high clamp", n, vreg(1), vreg(1), rnd(64),
                    "xyzw"[rnd(4)]);
            }
            return;
        default:
            break;
        }
        const char *d = in->form == GF_VOP3_Sdst ? sreg(in->d) : vreg(in->d);
        const char *sd = in->form == GF_VOP3_B ? wsreg() : NULL;
        snprintf(sb, sizeof sb, "%s%s%s%s%s", vreg(in->a), in->b ? ", " : "",
                 in->b ? vreg(in->b) : "", in->c ? ", " : "", in->c ? vreg(in->c) : "");
        srcs = sb;
        out("%s %s%s%s, %s", n, d, sd ? ", " : "", sd ? sd : "", srcs);
        snprintf(sb, sizeof sb, "%s%s%s%s%s", sreg(in->a), in->b ? ", " : "",
                 in->b ? (in->b == 2 ? "0.5" : "-3") : "", in->c ? ", " : "",
                 in->c ? vreg(in->c) : "");
        out("%s %s%s%s, %s", n, in->form == GF_VOP3_Sdst ? sreg(in->d) : vreg(in->d),
            sd ? ", " : "", sd ? wsreg() : "", sb);
        if (in->form == GF_VOP3_Std && in->b && !(in->flags & GI_VCCR) && !llvm)
            out("%s %s, -%s, |%s|%s%s clamp", n, vreg(in->d), vreg(in->a), vreg(in->b),
                in->c ? ", " : "", in->c ? vreg(in->c) : "");
        if (g15 && in->form == GF_VOP3_Std && in->a == 1 && in->b)
            out("%s %s, 0x%x, %s%s%s", n, vreg(in->d), 0x12345u + rnd(100), vreg(in->b),
                in->c ? ", " : "", in->c ? vreg(in->c) : "");
        if (g14 && in->form == GF_VOP3_Std && in->b && !llvm)
            out("%s %s, %s, %s%s%s op_sel:[1,0%s,1]", n, vreg(in->d), vreg(in->a), vreg(in->b),
                in->c ? ", " : "", in->c ? vreg(in->c) : "", in->c ? ",1" : "");
        break;
    }
    case GF_VOP3P: {
        char sb[96];
        snprintf(sb, sizeof sb, "%s, %s%s%s", vreg(in->a), vreg(in->b), in->c ? ", " : "",
                 in->c ? vreg(in->c) : "");
        out("%s %s, %s", n, vreg(in->d), sb);
        if (!llvm)
            out("%s %s, %s, %s%s%s op_sel:[1,0%s] op_sel_hi:[0,1%s] neg_lo:[1,0%s] clamp", n,
                vreg(in->d), sreg(in->a), vreg(in->b), in->c ? ", " : "",
                in->c ? vreg(in->c) : "", in->c ? ",1" : "", in->c ? ",0" : "",
                in->c ? ",1" : "");
        break;
    }
    case GF_VINTRP:
        if (in->form == GF_VINTRP_P0)
            out("%s %s, p%s, attr%u.%c", n, vreg(1), rnd(2) ? "10" : "20", rnd(64), "xyzw"[rnd(4)]);
        else
            out("%s %s, %s, attr%u.%c", n, vreg(1), vreg(1), rnd(64), "xyzw"[rnd(4)]);
        if (in->op3[ARCH_GCN1_2] != GCN_OP_NONE && (am & A_G124) && !llvm)
            out("%s %s, %s, attr%u.%c clamp", n, vreg(1),
                in->form == GF_VINTRP_P0 ? "p0" : vreg(1), rnd(64), "xyzw"[rnd(4)]);
        break;
    default:
        break;
    }
}

static void good_mem(const GcnInsn *in)
{
    const char *n = in->name;
    switch (in->fam) {
    case GF_DS: {
        char mods[48];
        if (in->flags & GI_OFF2)
            snprintf(mods, sizeof mods, " offset0:%u offset1:%u", rnd(256), rnd(256));
        else
            snprintf(mods, sizeof mods, " offset:%u", rnd(65536));
        const char *gds = (in->flags & GI_GDS) ? " gds" : "";
        switch (in->form) {
        case GF_DS_Load: out("%s %s, %s%s%s", n, vreg(in->d), vreg(1), mods, gds); break;
        case GF_DS_Store: out("%s %s, %s%s%s", n, vreg(1), vreg(in->a), mods, gds); break;
        case GF_DS_Store2:
            out("%s %s, %s, %s%s%s", n, vreg(1), vreg(in->a), vreg(in->b), mods, gds);
            break;
        case GF_DS_Rtn: out("%s %s, %s, %s%s%s", n, vreg(in->d), vreg(1), vreg(in->a), mods, gds); break;
        case GF_DS_Rtn2:
            out("%s %s, %s, %s, %s%s%s", n, vreg(in->d), vreg(1), vreg(in->a), vreg(in->b), mods, gds);
            break;
        case GF_DS_Addr: out("%s %s%s%s", n, vreg(1), mods, gds); break;
        case GF_DS_Onlydst: out("%s %s%s%s", n, vreg(in->d), mods, gds); break;
        case GF_DS_Onlydata: out("%s %s%s%s", n, vreg(in->a), mods, gds); break;
        }
        if (!(in->flags & GI_GDS) && !llvm && in->form == GF_DS_Load)
            out("%s %s, %s gds", n, vreg(in->d), vreg(1));
        break;
    }
    case GF_MUBUF:
    case GF_MTBUF: {
        if (in->form == GF_MUBUF_None) {
            out("%s", n);
            return;
        }
        if (in->form == GF_MUBUF_Novad) {
            out("%s %s, %s", n, sreg(4), sreg(1));
            return;
        }
        unsigned d = in->d;
        if ((in->flags & GI_D16) && g14)
            d = (d + 1) >> 1;
        char fmt[48] = "";
        if (in->fam == GF_MTBUF) {
            if (g15)
                snprintf(fmt, sizeof fmt, " format:%u", rnd(128));
            else if (!llvm)
                snprintf(fmt, sizeof fmt, " format:[%s,%s]", rnd(2) ? "32_32" : "8_8_8_8",
                         rnd(2) ? "float" : "unorm");
        }
        const char *glc = in->form == GF_MUBUF_Load || in->form == GF_MUBUF_Atomic ||
                          in->form == GF_MUBUF_Cmpswap ? " glc" : "";
        out("%s %s, %s, %s, %s offen offset:%u%s%s", n, vreg(d), vreg(1), sreg(4), sreg(1),
            rnd(4096), glc, fmt);
        out("%s %s, %s, %s, %u idxen slc%s", n, vreg(d), vreg(1), sreg(4), rnd(64), fmt);
        out("%s %s, %s, %s, %s idxen offen%s", n, vreg(d), vreg(2), sreg(4), sreg(1), fmt);
        if (!llvm)
            out("%s %s, off, %s, %s offset:%u%s", n, vreg(d), sreg(4), sreg(1), rnd(4096), fmt);
        if (!g12)
            out("%s %s, %s, %s, %s addr64%s", n, vreg(d), vreg(2), sreg(4), sreg(1), fmt);
        if (in->form == GF_MUBUF_Load && !llvm)
            out("%s %s, %s, %s, %s offen tfe%s", n, vreg(d + 1), vreg(1), sreg(4), sreg(1), fmt);
        break;
    }
    case GF_MIMG: {
        unsigned dmask = 1 + rnd(15);
        unsigned d = in->form == GF_MIMG_Gather ? 4 : popcnt4(dmask);
        const char *samp = (in->flags & GI_SAMP) ? ", " : "";
        const char *unorm = " unorm";
        if (!g15) {
            unsigned va = in->va ? in->va : 1;
            out("%s %s, %s, %s%s%s dmask:0x%x%s glc", n, vreg(d), vreg(va), sreg(8), samp,
                samp[0] ? sreg(4) : "", dmask, unorm);
            out("%s %s, %s, %s%s%s dmask:0x%x%s slc da", n, vreg(d), vreg(va + 1), sreg(8), samp,
                samp[0] ? sreg(4) : "", dmask, unorm);
            if (!g14 && !llvm)
                out("%s %s, %s, %s%s%s dmask:0x%x%s r128", n, vreg(d), vreg(va), sreg(4), samp,
                    samp[0] ? sreg(4) : "", dmask, unorm);
            if (g12 && in->form != GF_MIMG_Gather && !llvm)
                out("%s %s, %s, %s%s%s dmask:0x%x%s d16", n, vreg(g14 ? (d + 1) / 2 : d),
                    vreg(va), sreg(8), samp, samp[0] ? sreg(4) : "", dmask, unorm);
        } else if (!llvm) {
            unsigned need = 2 + ((in->flags & GI_DERIV) ? 4 : 0) + in->x;
            out("%s %s, %s, %s%s%s dmask:0x%x%s dim:2d", n, vreg(d), vreg(need), sreg(8), samp,
                samp[0] ? sreg(4) : "", dmask, unorm);
            if (need >= 2 && need <= 13) {
                char list[64] = "[";
                for (unsigned i = 0; i < need; i++) {
                    size_t l = strlen(list);
                    snprintf(list + l, sizeof list - l, "%s%s", i ? "," : "", vreg(1));
                }
                strcat(list, "]");
                out("%s %s, %s, %s%s%s dmask:0x%x%s dim:SQ_RSRC_IMG_2D glc dlc", n, vreg(d), list,
                    sreg(8), samp, samp[0] ? sreg(4) : "", dmask, unorm);
            }
        }
        break;
    }
    case GF_EXP:
        out("exp mrt%u, %s, %s, %s, %s done vm", rnd(8), vreg(1), vreg(1), vreg(1), vreg(1));
        out("exp pos%u, %s, off, %s, off", rnd(4), vreg(1), vreg(1));
        out("exp param%u, %s, off, off, off", rnd(32), vreg(1));
        if (!llvm) {
            const char *a = vreg(1), *b = vreg(1);
            out("exp mrtz, %s, %s, %s, %s compr", a, a, b, b);
            out("exp null, off, off, off, off");
        }
        break;
    case GF_FLAT: {
        unsigned seg = n[0] == 's' ? 1 : n[0] == 'g' ? 2 : 0;
        const char *addr = seg == 0 ? vreg(2) : seg == 1 ? vreg(1) : vreg(2);
        char tail[64] = "";
        if (seg == 1)
            snprintf(tail, sizeof tail, ", off");
        else if (seg == 2)
            snprintf(tail, sizeof tail, ", off");
        char offs[32] = "";
        if (g14 || g15)
            snprintf(offs, sizeof offs, " offset:%u", rnd(g15 ? 2048 : 4096));
        switch (in->form) {
        case GF_FLAT_Load:
            out("%s %s, %s%s%s glc slc", n, vreg(in->d), addr, tail, offs);
            if (seg == 2 && !llvm)
                out("%s %s, %s, %s%s", n, vreg(in->d), vreg(1), sreg(2), offs);
            break;
        case GF_FLAT_Store:
            out("%s %s, %s%s%s slc", n, addr, vreg(in->a), tail, offs);
            break;
        case GF_FLAT_Atomic:
        case GF_FLAT_Cmpswap: {
            unsigned dd = in->form == GF_FLAT_Cmpswap ? in->a / 2 : in->a;
            out("%s %s, %s, %s%s%s glc", n, vreg(dd), addr, vreg(in->a), tail, offs);
            out("%s %s, %s%s%s", n, addr, vreg(in->a), tail, offs);
            break;
        }
        }
        break;
    }
    default:
        break;
    }
}

/* ---------------------------------------------------------------- bad */

static void bad(const GcnInsn *in)
{
    const char *n = in->name;
    switch (in->fam) {
    case GF_SOP2:
        if (in->d) {
            out("%s %s, %s, %s", n, vreg(1), sreg(in->a), sreg(in->b));
            out("%s %s, %s, %s", n, sreg(in->d), sreg(in->a), vreg(1));
            out("%s %s, 0x12345, 0x54321", n, sreg(in->d));
            out("%s s%u, %s, %s", n, in->d == 2 ? 3u : 104u, sreg(in->a), sreg(in->b));
            out("%s %s, %s", n, sreg(in->d), sreg(in->a));
        }
        break;
    case GF_SOP1:
        if (in->d && in->a) {
            out("%s %s, %s", n, vreg(1), sreg(in->a));
            out("%s %s, %s, %s", n, sreg(in->d), sreg(in->a), sreg(1));
            out("%s %s, %s", n, sreg(in->d + 1), sreg(in->a));
        }
        break;
    case GF_SOPC:
        out("%s %s, %s", n, sreg(in->a), vreg(1));
        out("%s %s", n, sreg(in->a));
        break;
    case GF_SOPK:
        if (in->form == GF_SOPK_Simm || in->form == GF_SOPK_Cmp)
            out("%s %s, %s", n, vreg(1), "5");
        if (in->form == GF_SOPK_Getreg)
            out("%s %s, hwreg(no_such_reg, 0, 1)", n, sreg(1));
        break;
    case GF_SOPP:
        if (in->form == GF_SOPP_None)
            out("%s 1", n);
        else if (in->form == GF_SOPP_Imm)
            out("%s", n);
        else if (in->form == GF_SOPP_Waitcnt)
            out("%s foo(1)", n);
        else if (in->form == GF_SOPP_Sendmsg)
            out("%s sendmsg(no_such_message)", n);
        break;
    case GF_SMEM:
        if (in->form == GF_SMEM_Load) {
            out("%s %s, %s, 0x10", n, vreg(1), sreg(in->b));
            out("%s %s, %s, 0x10", n, sreg(in->d), sreg(in->b == 2 ? 4 : 2));
            out("%s %s, %s, 0x10 foo", n, sreg(in->d), sreg(in->b));
        }
        break;
    case GF_VOP2:
        if (in->form == GF_VOP2_Std) {
            out("%s %s, %s, %s", n, sreg(1), vreg(in->a), vreg(in->b));
            out("%s %s, 0x12345, %s", n, vreg(in->d), sreg(in->b));
            out("%s %s, %s, %s foo", n, vreg(in->d), vreg(in->a), vreg(in->b));
            out("%s_e64 %s, 0x12345, %s", n, vreg(in->d), vreg(in->b));
        }
        break;
    case GF_VOP1:
        if (in->form == GF_VOP1_Std) {
            out("%s %s", n, vreg(in->d));
            out("%s %s, %s, %s", n, vreg(in->d), vreg(in->a), vreg(1));
            out("%s_e64 %s, 0x12345", n, vreg(in->d));
        }
        break;
    case GF_VOPC:
        if (in->form == GF_VOPC_Std) {
            out("%s %s, %s, %s", n, vreg(1), vreg(in->a), vreg(in->b));
            if (!g15)
                out("%s %s, %s, %s", n, sreg(2), sreg(in->a), sreg(in->b == 2 ? 2 : 1) );
        }
        break;
    case GF_VOP3:
        if (in->form == GF_VOP3_Std && in->b) {
            if (!g15)
                out("%s %s, 0x12345, %s%s%s", n, vreg(in->d), vreg(in->b), in->c ? ", " : "",
                    in->c ? vreg(in->c) : "");
            out("%s %s, %s, %s%s%s foo:1", n, vreg(in->d), vreg(in->a), vreg(in->b),
                in->c ? ", " : "", in->c ? vreg(in->c) : "");
            out("%s %s, %s", n, vreg(in->d), vreg(in->a));
        }
        break;
    case GF_DS:
        if (in->form == GF_DS_Load) {
            out("%s %s, %s offset0:1", n, vreg(in->d), sreg(1));
            out("%s %s", n, vreg(in->d));
        }
        break;
    case GF_MUBUF:
        if (in->form == GF_MUBUF_Load) {
            out("%s %s, %s, %s, %s", n, vreg(in->d + 2), vreg(1), sreg(4), sreg(1));
            out("%s %s, %s, %s, 0x12345", n, vreg(in->d), vreg(1), sreg(4));
            out("%s %s, %s, %s, %s foo", n, vreg(in->d), vreg(1), sreg(4), sreg(1));
        }
        break;
    case GF_MIMG:
        if (in->form == GF_MIMG_Store)
            out("%s %s, %s, %s dmask:1", n, vreg(1), vreg(4), sreg(8));
        break;
    case GF_FLAT:
        if (in->form == GF_FLAT_Load)
            out("%s %s, %s%s", n, sreg(1), vreg(2), n[0] != 'f' ? ", off" : "");
        break;
    case GF_EXP:
        out("exp mrt9, v1, v2, v3, v4");
        out("exp foo, v1, v2, v3, v4");
        break;
    default:
        break;
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: gcn-testgen good|bad|llvm|regvar ARCH [wave32]\n");
        return 2;
    }
    GpuArch arch;
    if (!arch_from_name(argv[2], strlen(argv[2]), &arch)) {
        fprintf(stderr, "gcn-testgen: unknown architecture '%s'\n", argv[2]);
        return 2;
    }
    wave32 = argc > 3 && strcmp(argv[3], "wave32") == 0;
    const bool isbad = strcmp(argv[1], "bad") == 0;
    llvm = strcmp(argv[1], "llvm") == 0;
    regvar = strcmp(argv[1], "regvar") == 0;
    am = AM(arch);
    g12 = (am & A_GE12) != 0;
    g14 = (am & A_GE14) != 0;
    g15 = (am & A_G15) != 0;
    g141only = arch == ARCH_GCN1_4_1;
    (void)g141only;
    rng = 12345 + (uint32_t)arch * 7919u + (wave32 ? 31 : 0) + (regvar ? 77 : 0);
    if (regvar) {
        regvar_used = true;
        out(".regvar sa:s, sb:s:16, sc:s:300, sd2:s:2, sd4:s:4, sd8:s:8");
        regvar_used = true;
        out(".regvar va:v, vb:v:16, vc:v:300, vd2:v:2, vd3:v:3, vd4:v:4, vd8:v:8");
        regvar_used = true;
        out("xs = %%sc[10:41]");
        regvar_used = true;
        out("xv = %%vc[20:51]");
    }
    for (unsigned i = 0; i < gcn_ninsns; i++) {
        const GcnInsn *in = &gcn_insns[i];
        if (!(in->archmask & am))
            continue;
        if (wave32 && !(in->fam == GF_VOP2 || in->fam == GF_VOPC || in->fam == GF_VOP3))
            continue;
        if (isbad) {
            bad(in);
            continue;
        }
        switch (in->fam) {
        case GF_SOP2: case GF_SOP1: case GF_SOPC: case GF_SOPK: case GF_SOPP: case GF_SMEM:
            good_scalar(in);
            break;
        case GF_VOP2: case GF_VOP1: case GF_VOPC: case GF_VOP3: case GF_VOP3P: case GF_VINTRP:
            good_vector(in);
            break;
        default:
            good_mem(in);
        }
    }
    return 0;
}
