/* gcnmods.c - instruction modifiers (the words after the operands), read
 * with the table that as/isa/modifiers.def generates (gcn-mods.c): the loop
 * over the modifiers of an instruction, a parser per kind of value (flags,
 * immediates, MTBUF format, MIMG dim and dmask, omod, bit arrays, SDWA
 * selections, DPP controls...), the placing of memory-instruction fields,
 * and for VOP the modifiers the VOP encoders take (VOpMods, VExtra) with
 * the encoding they ask for.
 */
#include <string.h>

#include "gcnint.h"

/* ---------------------------------------------------------------- sets */

static const struct ModSet {
    const char *what;           /* the modifier in gp_name's messages */
    const char *unknown;        /* the message for a name not in the set */
    uint8_t namesize;           /* longer names (namesize - 1 characters) are errors */
    bool lower;                 /* names are case-insensitive */
    bool strict;                /* a word that is not a name spoils the instruction */
} mod_sets[GMS_COUNT] = {
    [GMS_DS]     = { "DS modifier", "expected 'offset'", 10, true, true },
    [GMS_MUBUF]  = { "MUBUF modifier", "unknown MUBUF modifier", 10, true, true },
    [GMS_MTBUF]  = { "MTBUF modifier", "unknown MTBUF modifier", 10, true, true },
    [GMS_MIMG]   = { "MIMG modifier", "unknown MIMG modifier", 10, true, true },
    [GMS_FLAT]   = { "FLAT modifier", "unknown FLAT modifier", 20, false, true },
    [GMS_SMEM]   = { "modifier", "unknown SMEM modifier", 10, true, true },
    [GMS_EXP]    = { "EXP modifier", "unknown EXP modifier", 10, true, true },
    [GMS_VOP]    = { "VOP modifier", "unknown VOP modifier", 20, true, true },
    [GMS_VINTRP] = { "VINTRP modifier", "unknown VINTRP modifier", 10, false, false },
};

void gm_init(GMods *m, const GP *p, unsigned set, unsigned ctx)
{
    m->rows = gcn_mods + gcn_mod_sets[set].first;
    m->nrows = gcn_mod_sets[set].count;
    m->set = set;
    m->am = p->am;
    m->ctx = ctx;
    m->nops = 0;
    m->unknown = mod_sets[set].unknown;
    m->good = true;
    m->assigned = m->given = m->pending = 0;
}

static bool row_holds(const GMods *m, const GcnMod *r)
{
    return (r->archmask & m->am) && (r->need & ~m->ctx) == 0 && (r->deny & m->ctx) == 0;
}

static bool same_name(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

/* the row of a name here, among the set's rows of its first letter (all
 * names begin with a lowercase letter) */
static const GcnMod *find_row(const GMods *m, const char *name)
{
    if (name[0] < 'a' || name[0] > 'z')
        return NULL;
    const uint8_t *letter = gcn_mod_sets[m->set].letter;
    for (unsigned k = letter[name[0] - 'a']; k < letter[name[0] - 'a' + 1]; k++)
        if (same_name(m->rows[k].name, name) && row_holds(m, &m->rows[k]))
            return &m->rows[k];
    return NULL;
}

/* ---------------------------------------------------------------- slots */

/* r sets its slot to v */
static void set_val(GMods *m, const GcnMod *r, uint32_t v)
{
    m->val[r->slot] = v;
    m->row[r->slot] = r;
    m->assigned |= gm_bit(r->slot);
}

/* a value read well: "X is already given" the second time */
static void mark_given(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (m->given & gm_bit(r->slot))
        gp_warning(p, modat, "%s is already given", r->subject);
    m->given |= gm_bit(r->slot);
}

/* an immediate that may wait as an expression (e) or has a value (v) */
static void set_imm(GMods *m, const GcnMod *r, uint32_t v, Expr *e, const char *at)
{
    if (e) {
        m->expr[r->slot] = e;
        m->exprat[r->slot] = at;
        m->row[r->slot] = r;
        m->pending |= gm_bit(r->slot);
    } else {
        set_val(m, r, v);
        m->pending &= ~gm_bit(r->slot);
    }
}

/* ---------------------------------------------------------------- values */

/* ":EXPR" after a modifier name */
static bool mod_imm(GP *p, uint32_t *value, Expr **exprp, const char *name, unsigned bits,
                    bool is_signed)
{
    if (exprp)
        *exprp = NULL;
    gp_skip(p);
    if (p->s < p->end && *p->s == ':') {
        p->s++;
        gp_skip(p);
        return gp_imm(p, value, exprp, bits, is_signed);
    }
    gp_error(p, p->s, "expected ':' before %s", name);
    return false;
}

/* a flag: NAME (on) or NAME:EXPR (on unless 0; only 0 or 1 with
 * --oldModParam) */
static bool mod_enable(GP *p, bool *value)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != ':') {
        *value = true;
        return true;
    }
    uint32_t v = 0;   /* (the ':' is there: mod_imm's name never shows) */
    bool ok = mod_imm(p, &v, NULL, "the value", p->ga->old_mod_param ? 1 : 64, false);
    *value = v != 0;
    return ok;
}

/* [b0,b1,...] of `bits` single bits, or an expression */
static bool imm_bool_array(GP *p, uint32_t *value, unsigned bits)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != '[')
        return gp_imm(p, value, NULL, bits, false);
    p->s++;
    bool good = true;
    uint32_t in = 0;
    for (unsigned i = 0; i < bits; i++) {
        uint32_t v = 0;
        good &= gp_imm(p, &v, NULL, 1, false);
        in |= v << i;
        gp_skip(p);
        if (i + 1 < bits) {
            if (p->s >= p->end || *p->s != ',') {
                gp_error(p, p->s, "expected ',' before the next bit value");
                good = false;
                break;
            }
            p->s++;
        } else {
            if (p->s >= p->end || *p->s != ']') {
                gp_error(p, p->s, "unterminated bit array");
                good = false;
            } else
                p->s++;
        }
    }
    if (good)
        *value = in;
    return good;
}

/* ':' right after the name, else the modifier spoils the instruction
 * without a message (as clrxasm) */
static bool colon_or_spoil(GP *p, GMods *m)
{
    if (p->s < p->end && *p->s == ':') {
        p->s++;
        return true;
    }
    m->good = false;
    return false;
}

/* ':' after spaces, else "expected ':' before WHAT" */
static bool colon_or_error(GP *p, GMods *m, const char *what)
{
    gp_skip(p);
    if (p->s < p->end && *p->s == ':') {
        p->s++;
        return true;
    }
    gp_error(p, p->s, "expected ':' before %s", what);
    m->good = false;
    return false;
}

typedef struct NameVal { const char *name; uint8_t v; } NameVal;

static int find_name(const NameVal *t, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(t[i].name, name) == 0)
            return t[i].v;
    return -1;
}

/* format and dimension names may begin with a digit */
static bool fmt_name(GP *p, char *buf, size_t size, const char *what)
{
    gp_skip(p);
    if (p->s >= p->end) {
        gp_error(p, p->s, "expected %s", what);
        return false;
    }
    const char *start = p->s;
    if (gp_isalnum(*p->s) || *p->s == '_' || *p->s == '.') {
        p->s++;
        while (p->s < p->end && (gp_isalnum(*p->s) || *p->s == '_' || *p->s == '.'))
            p->s++;
    } else {
        gp_error(p, p->s, "unexpected text in place of %s", what);
        while (p->s < p->end && !gp_isspace(*p->s))
            p->s++;
        return false;
    }
    size_t n = (size_t)(p->s - start);
    if (n > size - 1) {
        gp_error(p, p->s, "%s is too long", what);
        return false;
    }
    memcpy(buf, start, n);
    buf[n] = 0;
    return true;
}

/* ---------------------------------------------------------------- parsers */

typedef void ModParser(GP *p, GMods *m, const GcnMod *r, const char *modat);

static void parse_flag(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    (void)modat;
    bool b = true;
    gp_skip(p);
    if (p->s < p->end && *p->s == ':') {
        b = false;
        m->good &= mod_enable(p, &b);
    }
    set_val(m, r, b);
}

/* NAME:EXPR; with a fixup kind the value may wait (the fixup points right
 * after the ':') */
static void parse_imm(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    gp_skip(p);
    const char *at = p->s + (p->s < p->end && *p->s == ':');
    uint32_t v = 0;
    Expr *e = NULL;
    if (mod_imm(p, &v, r->fix >= 0 ? &e : NULL, r->disp, r->bits, r->sgn)) {
        set_imm(m, r, v, e, at);
        mark_given(p, m, r, modat);
    } else {
        m->pending &= ~gm_bit(r->slot);
        m->good = false;
    }
}

/* DS offset0:EXPR, offset1:EXPR (8 bits; the fixup points at the value) */
static void parse_off8(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != ':') {
        gp_error(p, p->s, "expected ':' before the offset");
        m->good = false;
        return;
    }
    p->s++;
    gp_skip(p);
    const char *at = p->s;
    uint32_t v = 0;
    Expr *e = NULL;
    if (gp_imm(p, &v, &e, 8, false)) {
        set_imm(m, r, v, e, at);
        mark_given(p, m, r, modat);
    } else {
        m->pending &= ~gm_bit(r->slot);
        m->good = false;
    }
}

/* SMEM offset:EXPR with a register SOFFSET (the fixup points right after
 * the name) */
static void parse_smemoff(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    const char *at = p->s;
    uint32_t v = 0;
    Expr *e = NULL;
    if (!mod_imm(p, &v, &e, r->disp, r->bits, r->sgn)) {
        m->pending &= ~gm_bit(r->slot);
        m->good = false;
        return;
    }
    set_imm(m, r, v, e, at);
    mark_given(p, m, r, modat);
    if (m->ctx & GMC_SOFFIMM) {
        gp_error(p, modat, "a second offset is not allowed");
        m->good = false;
    }
}

static const NameVal dfmts[] = {
    { "10_10_10_2", 8 }, { "10_11_11", 6 }, { "11_11_10", 7 }, { "16", 2 }, { "16_16", 5 },
    { "16_16_16_16", 12 }, { "2_10_10_10", 9 }, { "32", 4 }, { "32_32", 11 }, { "32_32_32", 13 },
    { "32_32_32_32", 14 }, { "8", 1 }, { "8_8", 3 }, { "8_8_8_8", 10 },
};
static const NameVal nfmts[] = {
    { "float", 7 }, { "sint", 5 }, { "snorm", 1 }, { "snorm_ogl", 6 }, { "sscaled", 3 },
    { "uint", 4 }, { "unorm", 0 }, { "uscaled", 2 },
};

/* the number format after the data format: ", NAME" or ", @EXPR"; false
 * when @EXPR is wrong (the format does not count as given) */
static bool parse_nfmt(GP *p, GMods *m, uint32_t *nfmt)
{
    gp_skip(p);
    if (p->s < p->end && *p->s == '@') {
        p->s++;
        if (gp_imm(p, nfmt, NULL, 3, false))
            return true;
        m->good = false;
        return false;
    }
    const char *at = p->s;
    char nm[72];
    if (!gp_name(p, nm, sizeof nm, "number format", true, false, false)) {
        m->good = false;
        return true;
    }
    gp_lower_str(nm);
    const char *n = strncmp(nm, "buf_num_format_", 15) == 0 ? nm + 15 : nm;
    int v = find_name(nfmts, CLRX_ARRAY_SIZE(nfmts), n);
    if (v >= 0)
        *nfmt = (uint32_t)v;
    else {
        gp_error(p, at, "unknown number format");
        m->good = false;
    }
    return true;
}

/* MTBUF format:[DFMT,NFMT], format:[NFMT], with names or @EXPR; the value
 * is DFMT | NFMT << 4 */
static void parse_format(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    const uint32_t old = gm_val(m, r->slot, r->value);
    uint32_t dfmt = old & 15, nfmt = old >> 4;
    if (!colon_or_error(p, m, "format"))
        return;
    gp_skip(p);
    if (p->s >= p->end || *p->s != '[') {
        gp_error(p, modat, "expected '[' before format");
        m->good = false;
        return;
    }
    p->s++;
    gp_skip(p);
    const char *fmtat = p->s;
    bool modgood = true, havenfmt = false;
    char name[30];
    if (p->s < p->end && *p->s == '@') {
        p->s++;
        if (!gp_imm(p, &dfmt, NULL, 4, false))
            modgood = m->good = false;
    } else if (fmt_name(p, name, sizeof name, "data/number format")) {
        gp_lower_str(name);
        const char *n = strncmp(name, "buf_data_format_", 16) == 0 ? name + 16 : name;
        int v = find_name(dfmts, CLRX_ARRAY_SIZE(dfmts), n);
        if (v >= 0)
            dfmt = (uint32_t)v;
        else {
            n = strncmp(name, "buf_num_format_", 15) == 0 ? name + 15 : name;
            v = find_name(nfmts, CLRX_ARRAY_SIZE(nfmts), n);
            if (v >= 0) {
                nfmt = (uint32_t)v;
                havenfmt = true;
            } else {
                gp_error(p, fmtat, "unknown data/number format");
                modgood = m->good = false;
            }
        }
    } else
        modgood = m->good = false;
    gp_skip(p);
    if (!havenfmt && p->s < p->end && *p->s == ',') {
        p->s++;
        modgood &= parse_nfmt(p, m, &nfmt);
    }
    set_val(m, r, dfmt | nfmt << 4);
    gp_skip(p);
    if (p->s < p->end && *p->s == ']')
        p->s++;
    else {
        gp_error(p, p->s, "unterminated format modifier");
        m->good = false;
    }
    if (modgood)
        mark_given(p, m, r, modat);
}

static const NameVal dims[] = {
    { "1d", 0 }, { "1d_array", 4 }, { "2d", 1 }, { "2d_array", 5 }, { "2d_msaa", 6 },
    { "2d_msaa_array", 7 }, { "3d", 2 }, { "cube", 3 },
};

/* MIMG dim:NAME or dim:@EXPR; `dim` alone is ignored (as clrxasm) */
static void parse_dim(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != ':')
        return;
    p->s++;
    gp_skip(p);
    const char *dimat = p->s;
    char dn[30];
    if (p->s < p->end && *p->s == '@') {
        p->s++;
        uint32_t v = 0;
        if (gp_imm(p, &v, NULL, 3, false))
            set_val(m, r, v);
        else
            m->good = false;
        if (m->good)              /* not after an earlier error (as clrxasm) */
            mark_given(p, m, r, modat);
    } else if (fmt_name(p, dn, sizeof dn, "MIMG dimension")) {
        gp_lower_str(dn);
        const char *n = strncmp(dn, "sq_rsrc_img_", 12) == 0 ? dn + 12 : dn;
        int v = find_name(dims, CLRX_ARRAY_SIZE(dims), n);
        if (v >= 0) {
            set_val(m, r, (uint32_t)v);
            mark_given(p, m, r, modat);
        } else {
            gp_error(p, dimat, "unknown MIMG dimension");
            m->good = false;
        }
    }
}

/* MIMG dmask:EXPR, 1 to 15 */
static void parse_dmask(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (!colon_or_error(p, m, r->disp))
        return;
    gp_skip(p);
    const char *valat = p->s;
    uint64_t v = 0;
    if (!gp_absval(p, &v, true)) {
        m->good = false;
        return;
    }
    mark_given(p, m, r, modat);
    if (v > 0xf)
        gp_warning(p, valat, "dmask out of range (1-15)");
    set_val(m, r, (uint32_t)(v & 0xf));
    if ((v & 0xf) == 0) {
        gp_error(p, valat, "a zero dmask is not allowed");
        m->good = false;
    }
}

/* mul:N, div:N: N among the kind's choices, which give the omod code */
static void parse_omod_n(GP *p, GMods *m, const GcnMod *r, const char *modat, const char *noun,
                         const char *only, unsigned n1, unsigned code1, unsigned n2,
                         unsigned code2)
{
    gp_skip(p);
    if (p->s >= p->end || *p->s != ':') {
        gp_error(p, p->s, "expected ':' before the %s", noun);
        m->good = false;
        return;
    }
    p->s++;
    gp_skip(p);
    unsigned count;
    if (!gp_byte(p, &count)) {
        m->good = false;
        return;
    }
    if (count != n1 && count != n2) {
        gp_error(p, modat, "unknown %s:N modifier (only %s)", r->disp, only);
        m->good = false;
        return;
    }
    const bool already = gm_val(m, r->slot, 0) != 0;
    set_val(m, r, count == n1 ? code1 : code2);
    if (already)
        gp_warning(p, modat, "the output modifier is already given");
}

static void parse_mul(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    parse_omod_n(p, m, r, modat, "multiplier", "2 or 4", 2, VM_MUL2, 4, VM_MUL4);
}

static void parse_div(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    parse_omod_n(p, m, r, modat, "divider", "2", 2, VM_DIV2, 2, VM_DIV2);
}

static void parse_omod(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    (void)modat;
    if (!colon_or_error(p, m, "the omod value"))
        return;
    uint32_t v = 0;
    if (gp_imm(p, &v, NULL, 2, false))
        set_val(m, r, v);
    else
        m->good = false;
}

static void parse_clamp(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    bool clamp = false;
    m->good &= mod_enable(p, &clamp);
    if (m->ctx & GMC_CLAMP)
        set_val(m, r, clamp);
    else {
        gp_error(p, modat, "clamp is not allowed in VOP3B");
        m->good = false;
    }
}

/* NAME:[b,...] a bit per source operand (or a fixed number of bits) */
static void parse_bits(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (!colon_or_spoil(p, m))
        return;
    uint32_t v = 0;
    if (imm_bool_array(p, &v, r->bits ? r->bits : m->nops - 1)) {
        set_val(m, r, v);
        mark_given(p, m, r, modat);
    }
}

/* op_sel:[...]: VOP3P a bit per source; VOP3 also the destination's, whose
 * bit is bit 3 whatever the number of sources */
static void parse_opsel(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (!colon_or_spoil(p, m))
        return;
    const bool vop3p = (m->ctx & GMC_VOP3P) != 0;
    const unsigned nops = m->nops;
    uint32_t v = 0;
    if (imm_bool_array(p, &v, vop3p ? nops - 1 : nops)) {
        if (!vop3p && nops < 4)
            v = (v & ((1u << (nops - 1)) - 1)) | ((v & (1u << (nops - 1))) ? 8 : 0);
        set_val(m, r, v);
        mark_given(p, m, r, modat);
    }
}

static const NameVal sel_names[] = {
    { "b0", 0 }, { "b1", 1 }, { "b2", 2 }, { "b3", 3 }, { "byte0", 0 }, { "byte1", 1 },
    { "byte2", 2 }, { "byte3", 3 }, { "byte_0", 0 }, { "byte_1", 1 }, { "byte_2", 2 },
    { "byte_3", 3 }, { "dword", 6 }, { "w0", 4 }, { "w1", 5 }, { "word0", 4 }, { "word1", 5 },
    { "word_0", 4 }, { "word_1", 5 },
};

/* SDWA selection: a name or @EXPR */
static bool sel_value(GP *p, const char *what, uint32_t *out)
{
    if (p->s >= p->end || *p->s != '@') {
        gp_skip(p);
        const char *at = p->s;
        char name[72];
        if (!gp_name(p, name, sizeof name, what, true, false, false))
            return false;
        gp_lower_str(name);
        int v = find_name(sel_names, CLRX_ARRAY_SIZE(sel_names), name);
        if (v >= 0) {
            *out = (uint32_t)v;
            return true;
        }
        gp_error(p, at, "unknown %s", what);
        return false;
    }
    p->s++;
    return gp_imm(p, out, NULL, 3, false);
}

static void parse_sel(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (!colon_or_error(p, m, r->disp))
        return;
    uint32_t sel = 0;
    if (sel_value(p, r->disp, &sel)) {
        set_val(m, r, sel);
        mark_given(p, m, r, modat);
    } else
        m->good = false;
}

/* SDWA dst_unused: pad, sext, preserve (also unused_...) or @EXPR; an
 * unknown name counts as given */
static void parse_unused(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (!colon_or_error(p, m, r->disp))
        return;
    gp_skip(p);
    if (p->s < p->end && *p->s == '@') {
        p->s++;
        uint32_t v = 0;
        if (gp_imm(p, &v, NULL, 2, false)) {
            set_val(m, r, v);
            mark_given(p, m, r, modat);
        } else
            m->good = false;
        return;
    }
    char name[20];
    const char *at = p->s;
    if (!gp_name(p, name, sizeof name, r->disp, true, false, false)) {
        m->good = false;
        return;
    }
    gp_lower_str(name);
    const char *n = strncmp(name, "unused_", 7) == 0 ? name + 7 : name;
    uint32_t unused = 0;
    if (strcmp(n, "sext") == 0)
        unused = 1;
    else if (strcmp(n, "preserve") == 0)
        unused = 2;
    else if (strcmp(n, "pad") != 0) {
        gp_error(p, at, "unknown %s", r->disp);
        m->good = false;
    }
    set_val(m, r, unused);
    mark_given(p, m, r, modat);
}

/* quad_perm:[a,b,c,d] and dpp8:[...]: r->count values of r->bits bits */
static void parse_perm(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (!colon_or_error(p, m, r->disp))
        return;
    const char *what = r->disp;
    gp_skip(p);
    if (p->s >= p->end || *p->s != '[') {
        gp_error(p, p->s, "expected '[' before the %s list", what);
        m->good = false;
        return;
    }
    p->s++;
    uint32_t v = 0;
    for (unsigned k = 0; k < r->count; k++) {
        gp_skip(p);
        uint32_t x = 0;
        m->good &= gp_imm(p, &x, NULL, r->bits, false);
        v |= x << (k * r->bits);
        gp_skip(p);
        if (k + 1 != r->count) {
            if (p->s >= p->end || *p->s != ',') {
                gp_error(p, p->s, "expected ',' before the next %s value", what);
                m->good = false;
                return;
            }
            p->s++;
        } else if (p->s >= p->end || *p->s != ']') {
            gp_error(p, p->s, "unterminated %s list", what);
            m->good = false;
            return;
        } else
            p->s++;
    }
    set_val(m, r, v);
    mark_given(p, m, r, modat);
}

/* bound_ctrl alone, or bound_ctrl:0 / bound_ctrl:1 (both set it, as in
 * clrxasm, unless followed by :0) */
static void parse_boundctrl(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    gp_skip(p);
    if (p->s < p->end && *p->s == ':') {
        p->s++;
        gp_skip(p);
        if (p->s >= p->end || (*p->s != '0' && *p->s != '1')) {
            gp_error(p, p->s, "the value must be 0 or 1");
            m->good = false;
            return;
        }
        bool b = false;
        p->s++;
        m->good &= mod_enable(p, &b);
        set_val(m, r, b);
    } else
        set_val(m, r, 1);
    mark_given(p, m, r, modat);
}

/* NAME:N, a DPP control r->value + N (N of 4 bits, not 0 for a row shift) */
static void dpp_imm4(GP *p, GMods *m, const GcnMod *r, const char *modat, bool nonzero)
{
    if (!colon_or_error(p, m, r->disp))
        return;
    gp_skip(p);
    const char *at = p->s;
    uint32_t v = 0;
    if (!gp_imm(p, &v, NULL, 4, false)) {
        m->good = false;
        return;
    }
    if (nonzero && v == 0) {
        gp_error(p, at, "a row shift of zero is not allowed");
        m->good = false;
        return;
    }
    mark_given(p, m, r, modat);
    set_val(m, r, r->value | v);
}

static void parse_rowshift(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    dpp_imm4(p, m, r, modat, true);
}

static void parse_dppimm(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    dpp_imm4(p, m, r, modat, false);
}

/* wave_shl and the like: NAME or NAME:1 */
static void parse_wave(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    bool modgood = true;
    gp_skip(p);
    if (p->s < p->end && *p->s == ':') {
        p->s++;
        gp_skip(p);
        if (p->s < p->end && *p->s == '1')
            p->s++;
        else {
            gp_error(p, p->s, "the value must be 1");
            modgood = m->good = false;
        }
    }
    set_val(m, r, r->value);
    if (modgood)
        mark_given(p, m, r, modat);
}

static void parse_dppconst(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    set_val(m, r, r->value);
    mark_given(p, m, r, modat);
}

/* row_bcast:15, row_bcast:31 */
static void parse_bcast(GP *p, GMods *m, const GcnMod *r, const char *modat)
{
    if (!colon_or_error(p, m, r->disp))
        return;
    gp_skip(p);
    const char *at = p->s;
    unsigned b;
    if (!gp_byte(p, &b)) {
        m->good = false;
        return;
    }
    if (b != 15 && b != 31) {
        gp_error(p, at, "the thread to broadcast must be 15 or 31");
        m->good = false;
        return;
    }
    set_val(m, r, b == 31 ? 0x143 : 0x142);
    mark_given(p, m, r, modat);
}

static ModParser *const parsers[GMK_COUNT] = {
    [GMK_FLAG] = parse_flag, [GMK_IMM] = parse_imm, [GMK_OFF8] = parse_off8,
    [GMK_SMEMOFF] = parse_smemoff, [GMK_FORMAT] = parse_format, [GMK_DIM] = parse_dim,
    [GMK_DMASK] = parse_dmask, [GMK_MUL] = parse_mul, [GMK_DIV] = parse_div,
    [GMK_OMOD] = parse_omod, [GMK_CLAMP] = parse_clamp, [GMK_BITS] = parse_bits,
    [GMK_OPSEL] = parse_opsel, [GMK_SEL] = parse_sel, [GMK_UNUSED] = parse_unused,
    [GMK_PERM] = parse_perm, [GMK_BOUNDCTRL] = parse_boundctrl,
    [GMK_ROWSHIFT] = parse_rowshift, [GMK_WAVE] = parse_wave,
    [GMK_DPPCONST] = parse_dppconst, [GMK_BCAST] = parse_bcast, [GMK_DPPIMM] = parse_dppimm,
};

/* ---------------------------------------------------------------- the loop */

bool gm_parse(GP *p, GMods *m, bool good)
{
    const struct ModSet *set = &mod_sets[m->set];
    m->good = good;
    while (p->s < p->end) {
        gp_skip(p);
        if (p->s >= p->end)
            break;
        const char *modat = p->s;
        char name[20];
        if (!gp_name(p, name, set->namesize, set->what, true, false, true)) {
            if (set->strict)
                m->good = false;
            continue;
        }
        if (set->lower)
            gp_lower_str(name);
        const GcnMod *r = find_row(m, name);
        if (!r) {
            gp_error(p, modat, "%s", m->unknown);
            m->good = false;
            continue;
        }
        parsers[r->kind](p, m, r, modat);
    }
    return m->good;
}

/* r's field (if it has one) with the slot's value, and its fixup */
static void place_field(GP *p, const GMods *m, const GcnMod *r, uint32_t w[2])
{
    if (r->word < 0)
        return;
    w[r->word] |= (gm_val(m, r->slot, r->value) & ((1u << r->width) - 1)) << r->pos;
    if (r->fix >= 0 && (m->pending & gm_bit(r->slot)))
        gp_fixup(p, (GcnFixKind)r->fix, (unsigned)r->word * 4 + r->pos / 8, m->expr[r->slot],
                 m->exprat[r->slot]);
}

void gm_place(GP *p, const GMods *m, uint32_t w[2])
{
    /* the slots given, by the rows that set them (in slot order) */
    for (uint64_t todo = m->assigned | m->pending; todo; todo &= todo - 1)
        place_field(p, m, m->row[__builtin_ctzll(todo)], w);
    /* fields that are not 0 without their modifier */
    const uint64_t dflt = gcn_mod_sets[m->set].defaults & ~(m->assigned | m->pending);
    if (dflt)
        for (const GcnMod *r = m->rows; r < m->rows + m->nrows; r++)
            if ((dflt & gm_bit(r->slot)) && r->value != 0 && !r->alias && row_holds(m, r))
                place_field(p, m, r, w);
}
/* ---------------------------------------------------------------- VOP */

static unsigned vop_context(unsigned flags, unsigned nops, bool ext, unsigned sdwa_ops)
{
    return ((flags & PV_VOP3P) ? GMC_VOP3P : 0) | ((flags & PV_SEXT) ? GMC_SEXT : 0) |
           ((flags & PV_OPSEL) ? GMC_OPSEL : 0) | ((flags & PV_NODSTMODS) ? GMC_NODST : 0) |
           ((flags & PV_CLAMP) ? GMC_CLAMP : 0) | (nops > 1 ? GMC_OPS2 : 0) |
           (ext ? GMC_EXT : 0) | (sdwa_ops >= 1 ? GMC_SDWA1 : 0) |
           (sdwa_ops >= 2 ? GMC_SDWA2 : 0) | (sdwa_ops >= 3 ? GMC_SDWA3 : 0);
}

/* omod, clamp, vop3 and bound_ctrl as the VM_* byte */
static uint8_t vop_mods_byte(const GMods *m)
{
    return (uint8_t)(gm_val(m, GS_OMOD, 0) | (gm_on(m, GS_CLAMP) ? VM_CLAMP : 0) |
                     (gm_on(m, GS_VOP3) ? VM_VOP3 : 0) |
                     (gm_on(m, GS_BOUND_CTRL) ? VM_BOUNDCTRL : 0));
}

/* abs/neg/sext/op_sel given to the caller's VOpMods (neg and op_sel: low
 * nibble the _lo or plain modifier, high nibble _hi) */
static void vop_opmods(const GMods *m, VOpMods *om)
{
    if (m->assigned & gm_bit(GS_ABS))
        om->abs = (uint8_t)m->val[GS_ABS];
    if (m->assigned & gm_bit(GS_NEG))
        om->neg = (uint8_t)((om->neg & 0xf0) | m->val[GS_NEG]);
    if (m->assigned & gm_bit(GS_NEG_HI))
        om->neg = (uint8_t)((om->neg & 15) | (m->val[GS_NEG_HI] << 4));
    if (m->assigned & gm_bit(GS_SEXT))
        om->sext = (uint8_t)m->val[GS_SEXT];
    if (m->assigned & gm_bit(GS_OP_SEL))
        om->opsel = (uint8_t)((om->opsel & 0xf0) | m->val[GS_OP_SEL]);
    if (m->assigned & gm_bit(GS_OP_SEL_HI))
        om->opsel = (uint8_t)((om->opsel & 15) | (m->val[GS_OP_SEL_HI] << 4));
}

/* the SDWA and DPP words' fields, with their defaults */
/* the SDWA and DPP fields (m NULL: no modifier), no encoding asked yet */
static void vop_extra(const GMods *m, VExtra *x, unsigned sdwa_ops)
{
    static const VExtra dflt = { .dst_sel = 6, .bank_mask = 15, .row_mask = 15, .dpp_ctrl = 0xe4 };
    *x = dflt;
    x->src0_sel = sdwa_ops >= 2 ? 6 : 0;
    x->src1_sel = sdwa_ops >= 3 ? 6 : 0;
    if (!m || !m->assigned)
        return;
    x->dst_sel = (uint8_t)gm_val(m, GS_DST_SEL, 6);
    x->dst_unused = (uint8_t)gm_val(m, GS_DST_UNUSED, 0);
    x->src0_sel = (uint8_t)gm_val(m, GS_SRC0_SEL, sdwa_ops >= 2 ? 6 : 0);
    x->src1_sel = (uint8_t)gm_val(m, GS_SRC1_SEL, sdwa_ops >= 3 ? 6 : 0);
    x->bank_mask = (uint8_t)gm_val(m, GS_BANK_MASK, 15);
    x->row_mask = (uint8_t)gm_val(m, GS_ROW_MASK, 15);
    x->dpp_ctrl = (uint16_t)gm_val(m, GS_DPP_CTRL, 0xe4);
    x->fi = gm_on(m, GS_FI);
    x->dpp8 = gm_val(m, GS_DPP8, 0);
}

bool gp_vop_mods(GP *p, uint8_t *mods, VOpMods *om, unsigned nops, VExtra *x,
                 unsigned flags, unsigned sdwa_ops)
{
    gp_skip(p);
    if (p->s >= p->end && om->sext == 0 && (om->opsel & 15) == 0) {
        /* no modifier (most instructions): no other encoding asked */
        *mods = 0;
        if (x)
            vop_extra(NULL, x, sdwa_ops);
        return true;
    }
    const char *modsat = p->s;
    GMods m;
    bool good = true;
    m.assigned = m.given = 0;
    if (p->s < p->end) {
        gm_init(&m, p, GMS_VOP, vop_context(flags, nops, x != NULL, sdwa_ops));
        m.nops = nops;
        good = gm_parse(p, &m, true);
    }
    *mods = 0;
    if (m.assigned) {
        *mods = vop_mods_byte(&m);
        vop_opmods(&m, om);
    }
    /* the encoding the modifiers ask for */
    const bool sdwa = (m.given & (gm_bit(GS_DST_SEL) | gm_bit(GS_DST_UNUSED) |
                                  gm_bit(GS_SRC0_SEL) | gm_bit(GS_SRC1_SEL))) ||
                      om->sext != 0 || gm_on(&m, GS_SDWA);
    const bool dpp = (m.given & (gm_bit(GS_DPP_CTRL) | gm_bit(GS_BOUND_CTRL) |
                                 gm_bit(GS_BANK_MASK) | gm_bit(GS_ROW_MASK))) ||
                     gm_on(&m, GS_DPP);
    const bool dpp8 = gm_given(&m, GS_DPP8);
    const bool g14 = (p->am & A_GE14) != 0;
    const bool vop3 = (*mods & ((g14 ? 0 : 3) | VM_VOP3)) != 0 || (om->opsel & 15) != 0;
    if (x) {
        vop_extra(&m, x, sdwa_ops);
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

bool gp_vintrp_mods(GP *p, bool *high, uint8_t *mods, VOpMods *om, unsigned nops)
{
    GMods m;
    gm_init(&m, p, GMS_VINTRP, GMC_CLAMP | (nops > 1 ? GMC_OPS2 : 0));
    m.nops = nops;
    const bool good = gm_parse(p, &m, true);
    if (m.assigned & gm_bit(GS_HIGH))
        *high = m.val[GS_HIGH] != 0;
    *mods = (uint8_t)(*mods | vop_mods_byte(&m));
    vop_opmods(&m, om);
    return good;
}
