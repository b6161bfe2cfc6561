/* gcnmods.c - VOP modifiers after the operands: clamp, omod (mul:/div:),
 * abs:/neg:/sext:/op_sel: arrays, VOP3P op_sel_hi/neg_hi, and the SDWA
 * (dst_sel, dst_unused, src0_sel, src1_sel) and DPP (quad_perm, row_*,
 * wave_*, bank_mask, row_mask, bound_ctrl, GCN 1.5 dpp8/fi) words; also
 * which encoding the modifiers ask for.
 */
#include <string.h>

#include "gcnint.h"

static void lower_str(char *s)
{
    for (; *s; s++)
        *s = gp_lower(*s);
}

bool gp_single_omod_clamp(GP *p, const char *modat, const char *mod, uint8_t *mods,
                          VOpMods *om, unsigned nops, unsigned flags, bool *have_abs,
                          bool *have_neg, bool *already, bool *good)
{
    const bool vop3p = (flags & PV_VOP3P) != 0;
    if (!vop3p && strcmp(mod, "mul") == 0) {
        gp_skip(p);
        if (p->s < p->end && *p->s == ':') {
            p->s++;
            gp_skip(p);
            unsigned count;
            if (!gp_byte(p, &count)) {
                *good = false;
                return true;
            }
            if (count == 2) {
                *already = (*mods & 3) != 0;
                *mods = (uint8_t)((*mods & ~3u) | VM_MUL2);
            } else if (count == 4) {
                *already = (*mods & 3) != 0;
                *mods = (uint8_t)((*mods & ~3u) | VM_MUL4);
            } else {
                gp_error(p, modat, "unknown mul:N modifier (only 2 or 4)");
                *good = false;
            }
        } else {
            gp_error(p, p->s, "expected ':' before the multiplier");
            *good = false;
        }
    } else if (!vop3p && strcmp(mod, "div") == 0) {
        gp_skip(p);
        if (p->s < p->end && *p->s == ':') {
            p->s++;
            gp_skip(p);
            unsigned count;
            if (!gp_byte(p, &count)) {
                *good = false;
                return true;
            }
            if (count == 2) {
                *already = (*mods & 3) != 0;
                *mods = (uint8_t)((*mods & ~3u) | VM_DIV2);
            } else {
                gp_error(p, modat, "unknown div:N modifier (only 2)");
                *good = false;
            }
        } else {
            gp_error(p, p->s, "expected ':' before the divider");
            *good = false;
        }
    } else if (!vop3p && strcmp(mod, "omod") == 0) {
        gp_skip(p);
        if (p->s < p->end && *p->s == ':') {
            p->s++;
            uint32_t v = 0;
            if (gp_imm(p, &v, NULL, 2, false))
                *mods = (uint8_t)((*mods & ~3u) | v);
            else
                *good = false;
        } else {
            gp_error(p, p->s, "expected ':' before the omod value");
            *good = false;
        }
    } else if (strcmp(mod, "clamp") == 0) {
        bool clamp = false;
        *good &= gp_mod_enable(p, &clamp, "the clamp value");
        if (flags & PV_CLAMP)
            *mods = (uint8_t)((*mods & ~VM_CLAMP) | (clamp ? VM_CLAMP : 0));
        else {
            gp_error(p, modat, "clamp is not allowed in VOP3B");
            *good = false;
        }
    } else if (!vop3p && nops > 1 && strcmp(mod, "abs") == 0) {
        uint32_t v = 0;
        if (p->s < p->end && *p->s == ':') {
            p->s++;
            if (gp_imm_bool_array(p, &v, nops - 1)) {
                om->abs = (uint8_t)v;
                if (*have_abs)
                    gp_warning(p, modat, "abs is already given");
                *have_abs = true;
            }
        } else
            *good = false;
    } else if (nops > 1 && (strcmp(mod, "neg") == 0 || (vop3p && strcmp(mod, "neg_lo") == 0))) {
        uint32_t v = 0;
        if (p->s < p->end && *p->s == ':') {
            p->s++;
            if (gp_imm_bool_array(p, &v, nops - 1)) {
                om->neg = (uint8_t)((om->neg & 0xf0) | v);
                if (*have_neg)
                    gp_warning(p, modat, "neg is already given");
                *have_neg = true;
            }
        } else
            *good = false;
    } else
        return false;
    return true;
}

typedef struct SelName { const char *name; uint8_t value; } SelName;
static const SelName sel_names[] = {
    { "b0", 0 }, { "b1", 1 }, { "b2", 2 }, { "b3", 3 }, { "byte0", 0 }, { "byte1", 1 },
    { "byte2", 2 }, { "byte3", 3 }, { "byte_0", 0 }, { "byte_1", 1 }, { "byte_2", 2 },
    { "byte_3", 3 }, { "dword", 6 }, { "w0", 4 }, { "w1", 5 }, { "word0", 4 }, { "word1", 5 },
    { "word_0", 4 }, { "word_1", 5 },
};

/* SDWA selection: a name or @expression */
static bool parse_sel(GP *p, const char *what, uint8_t *out)
{
    if (p->s >= p->end || *p->s != '@') {
        gp_skip(p);
        const char *at = p->s;
        char name[72];
        if (!gp_name(p, name, sizeof name, what, true, false, false))
            return false;
        lower_str(name);
        for (size_t i = 0; i < CLRX_ARRAY_SIZE(sel_names); i++)
            if (strcmp(sel_names[i].name, name) == 0) {
                *out = sel_names[i].value;
                return true;
            }
        gp_error(p, at, "unknown %s", what);
        return false;
    }
    p->s++;
    uint32_t v = 0;
    if (!gp_imm(p, &v, NULL, 3, false))
        return false;
    *out = (uint8_t)v;
    return true;
}

/* quad_perm:[a,b,c,d] and dpp8:[...]: count values of `bits` bits */
static bool parse_perm(GP *p, unsigned count, unsigned bits, const char *what,
                       uint32_t *out, bool *good)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != '[') {
        gp_error(p, p->s, "expected '[' before the %s list", what);
        *good = false;
        return false;
    }
    p->s++;
    uint32_t v = 0;
    bool goodmod = true;
    for (unsigned k = 0; k < count; k++) {
        gp_skip(p);
        uint32_t x = 0;
        *good &= gp_imm(p, &x, NULL, bits, false);
        v |= x << (k * bits);
        gp_skip(p);
        if (k + 1 != count) {
            if (p->s >= p->end || *p->s != ',') {
                gp_error(p, p->s, "expected ',' before the next %s value", what);
                goodmod = *good = false;
                break;
            }
            p->s++;
        } else if (p->s >= p->end || *p->s != ']') {
            gp_error(p, p->s, "unterminated %s list", what);
            goodmod = *good = false;
        } else
            p->s++;
    }
    *out = v;
    return goodmod;
}

bool gp_vop_mods(GP *p, uint8_t *mods, VOpMods *om, unsigned nops, VExtra *x,
                 unsigned flags, unsigned sdwa_ops)
{
    bool have_dst_sel = false, have_src0_sel = false, have_src1_sel = false;
    bool have_dst_unused = false, have_bank = false, have_row = false;
    bool have_bound = false, have_dppctrl = false, have_neg = false, have_abs = false;
    bool have_sext = false, have_opsel = false, have_neghi = false, have_opselhi = false;
    bool have_dpp8 = false, have_dpp = false, have_sdwa = false;
    const bool have_fi = false;    /* fi never selects an encoding by itself */
    if (x) {
        memset(x, 0, sizeof *x);
        x->dst_sel = 6;
        x->src0_sel = sdwa_ops >= 2 ? 6 : 0;
        x->src1_sel = sdwa_ops >= 3 ? 6 : 0;
        x->bank_mask = 15;
        x->row_mask = 15;
        x->dpp_ctrl = 0xe4;
    }
    gp_skip(p);
    const char *modsat = p->s;
    bool good = true;
    *mods = 0;
    const bool vop3p = (flags & PV_VOP3P) != 0;
    const bool g15 = (p->am & A_G15) != 0;
    while (p->s < p->end) {
        gp_skip(p);
        if (p->s >= p->end)
            break;
        const char *modat = p->s;
        char mod[20];
        if (!gp_name(p, mod, sizeof mod, "VOP modifier", true, false, true)) {
            good = false;
            continue;
        }
        lower_str(mod);
        bool already = false;
        uint32_t v = 0;
        if (gp_single_omod_clamp(p, modat, mod, mods, om, nops, flags, &have_abs, &have_neg,
                                 &already, &good)) {
            /* done */
        } else if (nops > 1 && vop3p && strcmp(mod, "neg_hi") == 0) {
            if (p->s < p->end && *p->s == ':') {
                p->s++;
                if (gp_imm_bool_array(p, &v, nops - 1)) {
                    om->neg = (uint8_t)((om->neg & 15) | (v << 4));
                    if (have_neghi)
                        gp_warning(p, modat, "neg_hi is already given");
                    have_neghi = true;
                }
            } else
                good = false;
        } else if (!vop3p && (p->am & A_GE12) && (flags & PV_SEXT) && nops > 1 &&
                   strcmp(mod, "sext") == 0) {
            if (p->s < p->end && *p->s == ':') {
                p->s++;
                if (gp_imm_bool_array(p, &v, nops - 1)) {
                    om->sext = (uint8_t)v;
                    if (have_sext)
                        gp_warning(p, modat, "sext is already given");
                    have_sext = true;
                }
            } else
                good = false;
        } else if ((flags & PV_OPSEL) && nops > 1 && strcmp(mod, "op_sel") == 0) {
            if (p->s < p->end && *p->s == ':') {
                p->s++;
                if (gp_imm_bool_array(p, &v, vop3p ? nops - 1 : nops)) {
                    if (!vop3p && nops < 4)
                        v = (v & ((1u << (nops - 1)) - 1)) | ((v & (1u << (nops - 1))) ? 8 : 0);
                    om->opsel = (uint8_t)((om->opsel & 0xf0) | v);
                    if (have_opsel)
                        gp_warning(p, modat, "op_sel is already given");
                    have_opsel = true;
                }
            } else
                good = false;
        } else if (vop3p && (flags & PV_OPSEL) && nops > 1 && strcmp(mod, "op_sel_hi") == 0) {
            if (p->s < p->end && *p->s == ':') {
                p->s++;
                if (gp_imm_bool_array(p, &v, nops - 1)) {
                    om->opsel = (uint8_t)((om->opsel & 15) | (v << 4));
                    if (have_opselhi)
                        gp_warning(p, modat, "op_sel_hi is already given");
                    have_opselhi = true;
                }
            } else
                good = false;
        } else if (strcmp(mod, "vop3") == 0) {
            bool b = false;
            good &= gp_mod_enable(p, &b, "the vop3 value");
            *mods = (uint8_t)((*mods & ~VM_VOP3) | (b ? VM_VOP3 : 0));
        } else if (x != NULL) {
            if (sdwa_ops >= 1 && !(flags & PV_NODSTMODS) && strcmp(mod, "dst_sel") == 0) {
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    uint8_t sel;
                    if (parse_sel(p, "dst_sel", &sel)) {
                        x->dst_sel = sel;
                        if (have_dst_sel)
                            gp_warning(p, modat, "dst_sel is already given");
                        have_dst_sel = true;
                    } else
                        good = false;
                } else {
                    gp_error(p, p->s, "expected ':' before dst_sel");
                    good = false;
                }
            } else if (sdwa_ops >= 1 && !(flags & PV_NODSTMODS) &&
                       (strcmp(mod, "dst_unused") == 0 || strcmp(mod, "dst_un") == 0)) {
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    gp_skip(p);
                    uint8_t unused = 0;
                    if (p->s >= p->end || *p->s != '@') {
                        char name[20];
                        const char *at = p->s;
                        if (gp_name(p, name, sizeof name, "dst_unused", true, false, false)) {
                            lower_str(name);
                            const char *n = strncmp(name, "unused_", 7) == 0 ? name + 7 : name;
                            if (strcmp(n, "sext") == 0)
                                unused = 1;
                            else if (strcmp(n, "preserve") == 0)
                                unused = 2;
                            else if (strcmp(n, "pad") != 0) {
                                gp_error(p, at, "unknown dst_unused");
                                good = false;
                            }
                            x->dst_unused = unused;
                            if (have_dst_unused)
                                gp_warning(p, modat, "dst_unused is already given");
                            have_dst_unused = true;
                        } else
                            good = false;
                    } else {
                        p->s++;
                        if (gp_imm(p, &v, NULL, 2, false)) {
                            x->dst_unused = (uint8_t)v;
                            if (have_dst_unused)
                                gp_warning(p, modat, "dst_unused is already given");
                            have_dst_unused = true;
                        } else
                            good = false;
                    }
                } else {
                    gp_error(p, p->s, "expected ':' before dst_unused");
                    good = false;
                }
            } else if ((sdwa_ops >= 2 && strcmp(mod, "src0_sel") == 0) ||
                       (sdwa_ops >= 3 && strcmp(mod, "src1_sel") == 0)) {
                bool is0 = mod[3] == '0';
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    uint8_t sel;
                    if (parse_sel(p, is0 ? "src0_sel" : "src1_sel", &sel)) {
                        if (is0) {
                            x->src0_sel = sel;
                            if (have_src0_sel)
                                gp_warning(p, modat, "src0_sel is already given");
                            have_src0_sel = true;
                        } else {
                            x->src1_sel = sel;
                            if (have_src1_sel)
                                gp_warning(p, modat, "src1_sel is already given");
                            have_src1_sel = true;
                        }
                    } else
                        good = false;
                } else {
                    gp_error(p, p->s, "expected ':' before %s", mod);
                    good = false;
                }
            } else if (strcmp(mod, "quad_perm") == 0) {
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    uint32_t perm = 0;
                    if (parse_perm(p, 4, 2, "quad_perm", &perm, &good)) {
                        x->dpp_ctrl = (uint16_t)perm;
                        if (have_dppctrl)
                            gp_warning(p, modat, "the DPP control is already given");
                        have_dppctrl = true;
                    }
                } else {
                    gp_error(p, p->s, "expected ':' before quad_perm");
                    good = false;
                }
            } else if (strcmp(mod, "bank_mask") == 0 || strcmp(mod, "row_mask") == 0) {
                bool bank = mod[0] == 'b';
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    if (gp_imm(p, &v, NULL, 4, false)) {
                        if (bank) {
                            x->bank_mask = (uint8_t)v;
                            if (have_bank)
                                gp_warning(p, modat, "bank_mask is already given");
                            have_bank = true;
                        } else {
                            x->row_mask = (uint8_t)v;
                            if (have_row)
                                gp_warning(p, modat, "row_mask is already given");
                            have_row = true;
                        }
                    } else
                        good = false;
                } else {
                    gp_error(p, p->s, "expected ':' before %s", mod);
                    good = false;
                }
            } else if (strcmp(mod, "bound_ctrl") == 0) {
                bool modgood = true;
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    gp_skip(p);
                    if (p->s < p->end && (*p->s == '0' || *p->s == '1')) {
                        bool b = false;
                        p->s++;
                        good &= gp_mod_enable(p, &b, "the bound_ctrl value");
                        *mods = (uint8_t)((*mods & ~VM_BOUNDCTRL) | (b ? VM_BOUNDCTRL : 0));
                    } else {
                        gp_error(p, p->s, "the value must be 0 or 1");
                        modgood = good = false;
                    }
                } else
                    *mods |= VM_BOUNDCTRL;
                if (modgood) {
                    if (have_bound)
                        gp_warning(p, modat, "bound_ctrl is already given");
                    have_bound = true;
                    x->need_dpp = true;
                }
            } else if (strncmp(mod, "row_", 4) == 0 && (strcmp(mod + 4, "shl") == 0 ||
                       strcmp(mod + 4, "shr") == 0 || strcmp(mod + 4, "ror") == 0)) {
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    gp_skip(p);
                    const char *at = p->s;
                    if (gp_imm(p, &v, NULL, 4, false)) {
                        if (v == 0) {
                            gp_error(p, at, "a row shift of zero is not allowed");
                            good = false;
                            continue;
                        }
                        if (have_dppctrl)
                            gp_warning(p, modat, "the DPP control is already given");
                        have_dppctrl = true;
                        x->dpp_ctrl = (uint16_t)(0x100u | (mod[4] == 'r' ? 0x20u :
                                      (mod[4] == 's' && mod[6] == 'r') ? 0x10u : 0u) | v);
                    } else
                        good = false;
                } else {
                    gp_error(p, p->s, "expected ':' before %s", mod);
                    good = false;
                }
            } else if (!g15 && strncmp(mod, "wave_", 5) == 0 && (strcmp(mod + 5, "shl") == 0 ||
                       strcmp(mod + 5, "shr") == 0 || strcmp(mod + 5, "rol") == 0 ||
                       strcmp(mod + 5, "ror") == 0)) {
                bool modgood = true;
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    gp_skip(p);
                    if (p->s < p->end && *p->s == '1')
                        p->s++;
                    else {
                        gp_error(p, p->s, "the value must be 1");
                        modgood = good = false;
                    }
                }
                if (mod[5] == 's')
                    x->dpp_ctrl = (uint16_t)(0x100 | (mod[7] == 'l' ? 0x30 : 0x38));
                else
                    x->dpp_ctrl = (uint16_t)(0x100 | (mod[7] == 'l' ? 0x34 : 0x3c));
                if (modgood) {
                    if (have_dppctrl)
                        gp_warning(p, modat, "the DPP control is already given");
                    have_dppctrl = true;
                }
            } else if (strcmp(mod, "row_mirror") == 0 || strcmp(mod, "row_half_mirror") == 0 ||
                       strcmp(mod, "row_hmirror") == 0) {
                x->dpp_ctrl = mod[4] == 'h' ? 0x141 : 0x140;
                if (have_dppctrl)
                    gp_warning(p, modat, "the DPP control is already given");
                have_dppctrl = true;
            } else if (!g15 && strncmp(mod, "row_bcast", 9) == 0 &&
                       ((mod[9] == '1' && mod[10] == '5' && mod[11] == 0) ||
                        (mod[9] == '3' && mod[10] == '1' && mod[11] == 0) || mod[9] == 0)) {
                bool modgood = true;
                if (mod[9] == '1')
                    x->dpp_ctrl = 0x142;
                else if (mod[9] == '3')
                    x->dpp_ctrl = 0x143;
                else {
                    gp_skip(p);
                    if (p->s < p->end && *p->s == ':') {
                        p->s++;
                        gp_skip(p);
                        const char *at = p->s;
                        unsigned b;
                        if (!gp_byte(p, &b)) {
                            good = false;
                            continue;
                        }
                        if (b == 31)
                            x->dpp_ctrl = 0x143;
                        else if (b == 15)
                            x->dpp_ctrl = 0x142;
                        else {
                            gp_error(p, at, "the thread to broadcast must be 15 or 31");
                            modgood = good = false;
                        }
                    } else {
                        gp_error(p, p->s, "expected ':' before row_bcast");
                        modgood = good = false;
                    }
                }
                if (modgood) {
                    if (have_dppctrl)
                        gp_warning(p, modat, "the DPP control is already given");
                    have_dppctrl = true;
                }
            } else if (g15 && (strcmp(mod, "row_share") == 0 || strcmp(mod, "row_xmask") == 0)) {
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    gp_skip(p);
                    if (gp_imm(p, &v, NULL, 4, false)) {
                        if (have_dppctrl)
                            gp_warning(p, modat, "the DPP control is already given");
                        have_dppctrl = true;
                        x->dpp_ctrl = (uint16_t)((0x150u + (mod[4] == 'x' ? 0x10u : 0u)) | v);
                    } else
                        good = false;
                } else {
                    gp_error(p, p->s, "expected ':' before %s", mod);
                    good = false;
                }
            } else if (g15 && strcmp(mod, "fi") == 0) {
                bool b = false;
                good &= gp_mod_enable(p, &b, "the fi value");
                x->fi = b;
            } else if (g15 && strcmp(mod, "dpp8") == 0) {
                gp_skip(p);
                if (p->s < p->end && *p->s == ':') {
                    p->s++;
                    uint32_t perm = 0;
                    if (parse_perm(p, 8, 3, "dpp8", &perm, &good)) {
                        x->dpp8 = perm;
                        if (have_dpp8)
                            gp_warning(p, modat, "dpp8 is already given");
                        have_dpp8 = true;
                    }
                } else {
                    gp_error(p, p->s, "expected ':' before dpp8");
                    good = false;
                }
            } else if (strcmp(mod, "sdwa") == 0) {
                bool b = false;
                good &= gp_mod_enable(p, &b, "the sdwa value");
                have_sdwa = b;
            } else if (strcmp(mod, "dpp") == 0) {
                bool b = false;
                good &= gp_mod_enable(p, &b, "the dpp value");
                have_dpp = b;
            } else {
                gp_error(p, modat, "unknown VOP modifier");
                good = false;
            }
        } else {
            gp_error(p, modat, "unknown VOP modifier");
            good = false;
        }
        if (already)
            gp_warning(p, modat, "the output modifier is already given");
    }
    const bool sdwa = have_dst_sel || have_dst_unused || have_src0_sel || have_src1_sel ||
                      om->sext != 0 || have_sdwa;
    const bool dpp = have_dppctrl || have_bound || have_bank || have_row || have_dpp ||
                     (have_fi && !have_dpp8);
    const bool dpp8 = have_fi || have_dpp8;
    const bool g14 = (p->am & A_GE14) != 0;
    const bool vop3 = (*mods & ((g14 ? 0 : 3) | VM_VOP3)) != 0 || (om->opsel & 15) != 0;
    if (x) {
        x->need_sdwa = sdwa;
        x->need_dpp = dpp;
        x->need_dpp8 = dpp8;
    }
    if ((int)vop3 + (int)sdwa + (int)dpp + (int)dpp8 > 1 ||
        (g14 && (*mods & 3) && (dpp || dpp8)) || ((*mods & VM_CLAMP) && (dpp || dpp8))) {
        gp_error(p, modsat, "modifiers of different encodings are mixed");
        return false;
    }
    return good;
}
