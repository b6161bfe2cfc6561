/* gcnint.h - internals of the GCN encoder: the generated instruction and
 * modifier tables, the operand parser state, the modifier reader and the
 * per-family encoders.
 */
#ifndef CLRX_GCNINT_H
#define CLRX_GCNINT_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "bytes.h"
#include "gcnasm.h"

/* ---- instruction table (generated from the as/isa data files by gcn-isagen) ---- */
enum GcnFamily {
    GF_SOP2, GF_SOP1, GF_SOPC, GF_SOPK, GF_SOPP, GF_SMEM, GF_VOP2, GF_VOP1, GF_VOPC,
    GF_VOP3, GF_VOP3P, GF_VINTRP, GF_DS, GF_MUBUF, GF_MTBUF, GF_MIMG, GF_EXP, GF_FLAT
};

/* forms, in the order of the vocabularies of gcn-isagen.c */
enum { GF_SOP2_Std };
enum { GF_SOP1_Std };
enum { GF_SOPC_Std, GF_SOPC_Imm8 };
enum { GF_SOPK_Simm, GF_SOPK_Cmp, GF_SOPK_Rel, GF_SOPK_Getreg, GF_SOPK_Setreg,
       GF_SOPK_Setregimm, GF_SOPK_Imm };
enum { GF_SOPP_None, GF_SOPP_Imm, GF_SOPP_Rel, GF_SOPP_Waitcnt, GF_SOPP_Sendmsg };
enum { GF_SMEM_Load, GF_SMEM_Store, GF_SMEM_Atomic, GF_SMEM_Cmpswap, GF_SMEM_Memtime,
       GF_SMEM_None, GF_SMEM_Probe, GF_SMEM_Discard };
enum { GF_VOP2_Std, GF_VOP2_Vcc, GF_VOP2_Carry, GF_VOP2_Cndmask, GF_VOP2_Readlane,
       GF_VOP2_Writelane, GF_VOP2_Madmk, GF_VOP2_Madak };
enum { GF_VOP1_Std, GF_VOP1_Sdst, GF_VOP1_None };
enum { GF_VOPC_Std, GF_VOPC_Novcc };
enum { GF_VOP3_Std, GF_VOP3_B, GF_VOP3_Sdst, GF_VOP3_None, GF_VOP3_Interpn };
enum { GF_VOP3P_Std };
enum { GF_VINTRP_Std, GF_VINTRP_P0 };
enum { GF_DS_Load, GF_DS_Store, GF_DS_Store2, GF_DS_Rtn, GF_DS_Rtn2, GF_DS_Addr,
       GF_DS_Onlydst, GF_DS_Onlydata };
enum { GF_MUBUF_Load, GF_MUBUF_Store, GF_MUBUF_Atomic, GF_MUBUF_Cmpswap, GF_MUBUF_None,
       GF_MUBUF_Novad };
enum { GF_MTBUF_Load, GF_MTBUF_Store, GF_MTBUF_Atomic, GF_MTBUF_Cmpswap, GF_MTBUF_None,
       GF_MTBUF_Novad };
enum { GF_MIMG_Load, GF_MIMG_Store, GF_MIMG_Atomic, GF_MIMG_Cmpswap, GF_MIMG_Gather };
enum { GF_EXP_Std };
enum { GF_FLAT_Load, GF_FLAT_Store, GF_FLAT_Atomic, GF_FLAT_Cmpswap };

/* flags (bit order = gcn-isagen.c flagwords) */
#define GI_F16    0x001u
#define GI_NODPP  0x002u
#define GI_NOSDWA 0x004u
#define GI_MAC    0x008u
#define GI_VCCR   0x010u
#define GI_Q128   0x020u
#define GI_OFF2   0x040u
#define GI_GDS    0x080u
#define GI_SRC2   0x100u
#define GI_D16    0x200u
#define GI_SAMP   0x400u
#define GI_DERIV  0x800u

#define GCN_OP_NONE 0xffffu     /* no opcode on this architecture */
#define GCN_OP3_NO 0xfffeu      /* no VOP3 form (explicit) */

typedef struct GcnInsn {
    const char *name;
    uint8_t fam, form;
    uint8_t d, a, b, c;          /* register counts: dest, src0, src1, src2 (0 = none) */
    uint8_t va, x;               /* MIMG: min VADDR regs (<=1.4), extra regs (1.5) */
    uint8_t archmask;            /* architectures that have this row */
    uint16_t flags;
    uint16_t op[ARCH_COUNT];     /* opcode per architecture */
    uint16_t op3[ARCH_COUNT];    /* VOP3 opcode override (GCN_OP_NONE = default) */
} GcnInsn;

extern const unsigned gcn_ninsns;
extern const GcnInsn gcn_insns[];
extern const unsigned gcn_hash_nbuckets, gcn_hash_nslots;
extern const uint32_t gcn_hash_seeds[];
extern const int16_t gcn_hash_slots[];

/* must agree with gcn-isagen.c */
static inline uint32_t gcn_name_hash(const char *s, size_t n, uint32_t seed)
{
    uint32_t h = 2166136261u ^ (seed * 0x9e3779b9u);
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

/* ---- architecture groups ---- */
#define AM(a) (1u << (a))
#define A_G10   AM(ARCH_GCN1_0)
#define A_G11   AM(ARCH_GCN1_1)
#define A_G12   AM(ARCH_GCN1_2)
#define A_G14   (AM(ARCH_GCN1_4) | AM(ARCH_GCN1_4_1))
#define A_G15   (AM(ARCH_GCN1_5) | AM(ARCH_GCN1_5_1))
#define A_G124  (A_G12 | A_G14)
#define A_GE12  (A_G12 | A_G14 | A_G15)
#define A_GE14  (A_G14 | A_G15)
#define A_GE11  (A_G11 | A_GE12)

/* ---- parsed operands ---- */
/* A register range [start, end) of operand codes; end == 0 with start != 0
 * is an inline constant or literal (255) code; {0, 0} is "nothing".
 * A register variable (`.regvar`, rvt 's' or 'v') has no registers yet:
 * clrxasm writes 0 in its fields whatever its kind, so start is 0 and end
 * its number of registers; ri is the index of its first register in the
 * variable (the value that a few of clrxasm's checks compare instead of
 * the code: greg_raw), rv the variable's id.  It counts in no register
 * usage. */
typedef struct GReg {
    uint16_t start, end;
    uint16_t ri;
    uint8_t rvt;
    uint32_t rv;
} GReg;

static inline bool greg_ok(GReg r) { return r.start != 0 || r.end != 0; }
static inline bool greg_is(GReg r, unsigned code)
{
    return r.start == code && greg_ok(r) && !r.rvt;
}
static inline bool greg_sgpr(GReg r)
{
    return greg_ok(r) && (r.rvt ? r.rvt == 's' : r.start < 108);
}
static inline bool greg_nonvgpr(GReg r)
{
    return greg_ok(r) && (r.rvt ? r.rvt == 's' : r.start < 256);
}
static inline bool greg_vgpr(GReg r)
{
    return greg_ok(r) && (r.rvt ? r.rvt == 'v' : r.start >= 256);
}
static inline unsigned greg_code(GReg r) { return r.start; }
/* clrxasm's raw first register: the code, or a variable's index */
static inline unsigned greg_raw(GReg r) { return r.rvt ? r.ri : r.start; }
/* may the two be the same registers (clrxasm's test for a second read of
 * one SGPR): the same code, or the same variable from the same index */
static inline bool greg_same(GReg a, GReg b) { return a.rv == b.rv && greg_raw(a) == greg_raw(b); }

#define VOPM_ABS 1u
#define VOPM_NEG 2u
#define VOPM_SEXT 4u

typedef struct GOp {
    GReg r;
    uint32_t value;          /* literal value when r.start == 255 */
    uint8_t mods;            /* VOPM_* */
    Expr *expr;              /* unresolved literal */
    const char *at;          /* where the operand starts (expression position) */
} GOp;

/* operand parser flags (gp_operand) */
#define OPF_SREGS      0x0001u   /* SGPRs and special scalar registers */
#define OPF_SSOURCE    0x0002u   /* constants, literals, scc/vccz/execz... */
#define OPF_VREGS      0x0004u   /* VGPRs */
#define OPF_LDS        0x0008u   /* lds_direct */
#define OPF_VOP3MODS   0x0010u   /* -, abs(), |x|, sext() */
#define OPF_WITHNEG    0x0020u   /* internal: continue with a '-' */
#define OPF_VOP3NEG    0x0040u   /* only '-' (VOP3B on GCN 1.0/1.1) */
#define OPF_ONLYINLINE 0x0080u   /* no literal allowed */
#define OPF_NOLITVOP3  0x0100u   /* ... with the VOP3 message */
#define OPF_NOLITMBUF  0x0200u   /* ... with the MUBUF message */
#define OPF_T_MASK     0x3000u
#define OPF_T_INT      0x0000u
#define OPF_T_FLOAT    0x1000u
#define OPF_T_F16      0x2000u
#define OPF_T_F64      0x3000u   /* 64-bit operand: float gives high dword */
#define OPF_UNALIGNED  0xc000u   /* scalar ranges may be unaligned */
#define OPF_SGPRUNAL   0x4000u   /* ... but not across a 4-register line (< 1.5) */
#define OPF_READ       0x10000u
#define OPF_WRITE      0x20000u
#define OPF_NOSEXT     0x40000u
#define OPF_VOP3P      0x80000u
#define OPF_SYMREG     0x100000u /* accept symbolic register ranges */

/* ---- parser state ---- */
typedef struct GP {
    GcnAsm *ga;
    GpuArch arch;
    unsigned am;             /* AM(arch) */
    const char *line;        /* the whole line, for messages */
    size_t line_len;
    SrcPos pos;              /* position of line[0] */
    const char *s;           /* current position */
    const char *end;         /* end of the statement */
    const char *mnem;        /* mnemonic (instruction position) */
    const GcnInsn *in;
    unsigned opcode, opcode3;
    int encsize;             /* 0 unknown, 32 (_e32), 64 (_e64) */
    int vopenc;              /* 0 normal, 1 dpp, 2 sdwa */
    GcnInsnOut *out;
    bool failed;
    int8_t regvars;          /* register variables: 0 not asked yet, 1 none, 2 some */
    /* expressions that wait as literals where a known value of -16..64
     * would have been an inline constant (GcnFixup.inline_choice) */
    const Expr *inl[GCN_MAX_FIXUPS];
    unsigned ninl;
} GP;

/* clrxasm's "value X truncated to Y" rule: a value of `bits` bits (1..63),
 * signed ones from -2^(bits-1) to 2^bits - 1 */
static inline bool gcn_truncates(unsigned bits, uint64_t value, bool is_signed)
{
    if (!is_signed)
        return value >= (1ULL << bits);
    int64_t v = (int64_t)value;
    return v >= (int64_t)(1ULL << bits) || v < -(int64_t)(1ULL << (bits - 1));
}

/* diagnostics at a point of the line */
void gp_error(GP *p, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void gp_warning(GP *p, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
SrcPos gp_pos(const GP *p, const char *at);
/* clrxasm's "Value X truncated to Y" rule (bits < 64) */
void gp_truncated_warning(GP *p, const char *at, unsigned bits, uint64_t value);
static inline void gp_range_warning(GP *p, const char *at, unsigned bits, uint64_t value,
                                    bool is_signed)
{
    if (bits < 64 && gcn_truncates(bits, value, is_signed))
        gp_truncated_warning(p, at, bits, value);
}

/* lexical helpers (the language's spaces are ' ' and tabs) */
#define GP_SPACES ((UINT64_C(1) << ' ') | (UINT64_C(1) << '\t') | (UINT64_C(1) << '\v') | \
                   (UINT64_C(1) << '\f') | (UINT64_C(1) << '\r'))
static inline bool gp_isspace(char c)
{
    return (unsigned char)c <= ' ' && ((GP_SPACES >> (unsigned char)c) & 1u);
}
static inline void gp_skip(GP *p) { while (p->s < p->end && gp_isspace(*p->s)) p->s++; }
static inline bool gp_at_end(GP *p) { gp_skip(p); return p->s >= p->end; }
static inline bool gp_isalpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static inline bool gp_isdigit(char c) { return c >= '0' && c <= '9'; }
static inline bool gp_isalnum(char c) { return gp_isalpha(c) || gp_isdigit(c); }
/* a character of a name after its first ([A-Za-z0-9_.]) */
static inline bool gp_namechar(char c) { return gp_isalnum(c) || c == '_' || c == '.'; }
static inline char gp_lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c; }
/* are the n characters at s the lower-case name lname, in any case? */
static inline bool gp_lower_eq(const char *s, const char *lname, size_t n)
{
    size_t k = 0;
    while (k < n && gp_lower(s[k]) == lname[k])
        k++;
    return k == n;
}
static inline void gp_lower_str(char *s)
{
    for (; *s; s++)
        *s = gp_lower(*s);
}

/* an optional ',': *have says if there was one (always true) */
static inline bool gp_try_comma(GP *p, bool *have)
{
    gp_skip(p);
    *have = p->s < p->end && *p->s == ',';
    p->s += *have;
    return true;
}
/* a required ',' (else the message) */
bool gp_comma_error(GP *p);
static inline bool gp_comma(GP *p)
{
    bool have;
    gp_try_comma(p, &have);
    return have || gp_comma_error(p);
}
/* nothing but spaces left (else the message) */
bool gp_end_error(GP *p);
static inline bool gp_end(GP *p)
{
    gp_skip(p);
    return p->s >= p->end || gp_end_error(p);
}
/* a name ([A-Za-z_.][A-Za-z0-9_.]*), lowercased into buf; see the .c */
bool gp_name(GP *p, char *buf, size_t size, const char *what, bool required,
             bool ignore_long, bool skip_comma_at_error);
bool gp_byte(GP *p, unsigned *value);    /* decimal 0..255 */

/* expressions */
bool gp_absval(GP *p, uint64_t *value, bool required);
/* immediate of `bits` bits (0 = 32; >= 64 no check) with a warning and
 * truncation when out of range; when exprp is non-NULL an unresolved
 * expression is returned there instead of an error. */
bool gp_imm(GP *p, uint32_t *value, Expr **exprp, unsigned bits, bool is_signed);

/* registers */
/* SGPRs that an operand may name: s0 .. s(limit - 1) */
static inline unsigned gp_sgpr_limit(const GP *p)
{
    if (p->am & A_G14)
        return 102;
    if (p->am & A_G15)
        return 106;
    return (p->am & A_G12) ? 102 : 104;
}
/* after a register's digits at s: does a name go on (then it is a symbol)? */
static inline bool gp_name_goes_on(const char *s, const char *end)
{
    return s < end && (gp_isalpha(*s) || *s == '_' || *s == '$' || *s == '.');
}
/* SGPRs first..last (a range of them, last >= first) aligned as the
 * operand needs: pairs on even, longer ranges on multiples of 4, or (before
 * GCN 1.5, where OPF_SGPRUNAL) within one line of 4 registers; else the
 * message */
static inline const char *gp_sgprs_misaligned(const GP *p, unsigned first, unsigned last,
                                              unsigned flags)
{
    if ((flags & OPF_UNALIGNED) == 0) {
        if ((last - first == 1 && (first & 1)) || (last - first > 1 && (first & 3)))
            return "unaligned scalar register range";
    } else if (!(p->am & A_G15) && (flags & OPF_UNALIGNED) == OPF_SGPRUNAL) {
        if ((first & 0xfc) != (last & 0xfc))
            return "scalar register range crosses two register lines";
    }
    return NULL;
}
bool gp_sreg(GP *p, GReg *r, unsigned n, bool required, unsigned flags);
bool gp_vreg(GP *p, GReg *r, unsigned n, bool required, unsigned flags);
bool gp_vreg_list(GP *p, unsigned limit, GReg *list, unsigned *count);
bool gp_operand(GP *p, GOp *op, bool allow_expr, unsigned n, unsigned flags);
/* gp_sreg, gp_vreg and gp_operand read the common shapes at once
 * (gcnquick.c) and leave anything else to these (gcnparse.c) */
bool gp_sreg_general(GP *p, GReg *r, unsigned n, bool required, unsigned flags);
bool gp_vreg_general(GP *p, GReg *r, unsigned n, bool required, unsigned flags);
bool gp_operand_general(GP *p, GOp *op, bool allow_expr, unsigned n, unsigned flags);
/* A plain number at s that is a whole operand or bound: a decimal of up to
 * 10 digits without a leading zero, then spaces and one of ",]:)" or the
 * end (where expr_plain_decimal takes it), or 0x and 1 to 8 hexadecimal
 * digits, then spaces and a ',' or the end (where an expression would be
 * just that number); its value (below 2^32) and length, 0 if not so. */
size_t gq_plain_number(const char *s, const char *end, uint64_t *value);
bool gp_literal_imm(GP *p, uint32_t *value, Expr **exprp, unsigned typeflags);
/* "lit(" (or "lit (") before a value that must be a literal: true and p->s
 * after it; without the '(', p->s goes back before "lit" (rewind) or stays
 * after it; gp_lit_close reads the ')' */
bool gp_lit_open(GP *p, bool rewind);
bool gp_lit_close(GP *p);

/* ---- instruction modifiers (as/isa/modifiers.def, generated into
 * gcn-mods.c by gen-modifiers.awk; the names below are its words) ---- */
enum GcnModSetId {              /* the sets of modifiers: one per encoder */
    GMS_DS, GMS_MUBUF, GMS_MTBUF, GMS_MIMG, GMS_FLAT, GMS_SMEM, GMS_EXP, GMS_VOP,
    GMS_VINTRP, GMS_COUNT
};

enum GcnModKind {               /* how a value is read: a parser each in gcnmods.c */
    GMK_FLAG, GMK_IMM, GMK_OFF8, GMK_SMEMOFF, GMK_FORMAT, GMK_DIM, GMK_DMASK, GMK_MUL,
    GMK_DIV, GMK_OMOD, GMK_CLAMP, GMK_BITS, GMK_OPSEL, GMK_SEL, GMK_UNUSED, GMK_PERM,
    GMK_BOUNDCTRL, GMK_ROWSHIFT, GMK_WAVE, GMK_DPPCONST, GMK_BCAST, GMK_DPPIMM,
    GMK_COUNT
};

enum GcnModSlot {               /* what a modifier sets */
    /* flags */
    GS_GDS, GS_OFFEN, GS_IDXEN, GS_GLC, GS_ADDR64, GS_DLC, GS_LDS, GS_SLC, GS_TFE,
    GS_UNORM, GS_DA, GS_R128, GS_A16, GS_LWE, GS_D16, GS_NV, GS_COMPR, GS_DONE, GS_VM,
    GS_CLAMP, GS_VOP3, GS_HIGH, GS_SDWA, GS_DPP, GS_FI, GS_BOUND_CTRL,
    /* values */
    GS_OFFSET, GS_OFFSET0, GS_OFFSET1, GS_INST_OFFSET, GS_FORMAT, GS_DMASK, GS_DIM,
    GS_OMOD, GS_ABS, GS_NEG, GS_NEG_HI, GS_SEXT, GS_OP_SEL, GS_OP_SEL_HI, GS_DST_SEL,
    GS_DST_UNUSED, GS_SRC0_SEL, GS_SRC1_SEL, GS_DPP_CTRL, GS_BANK_MASK, GS_ROW_MASK,
    GS_DPP8,
    GS_COUNT
};

/* context of an instruction (modifiers.def's WHEN words; the last two are
 * read by the parsers only) */
#define GMC_OFF2    0x0001u     /* DS with offset0 and offset1 */
#define GMC_SEG     0x0002u     /* GLOBAL or SCRATCH */
#define GMC_VOP3P   0x0004u
#define GMC_OPS2    0x0008u     /* two or more operands with the destination */
#define GMC_OPSEL   0x0010u     /* op_sel allowed */
#define GMC_SEXT    0x0020u     /* sext allowed */
#define GMC_EXT     0x0040u     /* SDWA and DPP possible */
#define GMC_SDWA1   0x0080u     /* SDWA selects the destination ... */
#define GMC_SDWA2   0x0100u     /* ... and SRC0 ... */
#define GMC_SDWA3   0x0200u     /* ... and SRC1 */
#define GMC_NODST   0x0400u     /* SDWA of a compare: no destination selection */
#define GMC_CLAMP   0x0800u     /* clamp allowed (not VOP3B) */
#define GMC_SOFFIMM 0x1000u     /* SMEM: the SOFFSET operand is an immediate */

typedef struct GcnMod {
    const char *name;           /* lower case */
    const char *disp;           /* the name in messages (the first alias) */
    const char *subject;        /* of "... is already given" */
    uint8_t kind, slot;         /* GMK_*, GS_* */
    uint8_t archmask;
    uint16_t need, deny;        /* GMC_* bits that must hold, must not */
    bool alias;                 /* a second name of the row before it */
    int8_t word;                /* field: dword (-1: placed by the encoder) */
    uint8_t pos, width;         /* ... first bit, bits */
    uint8_t bits;               /* imm: size; bits: size (0: operands - 1); perm: element size */
    bool sgn;                   /* imm: signed */
    uint8_t count;              /* perm: elements */
    int8_t fix;                 /* GcnFixKind of an unresolved value, -1: none */
    uint32_t value;             /* the field's default, or the value set (DPP control) */
} GcnMod;

#define GM_BIT(slot) ((uint64_t)1 << (slot))

typedef struct GcnModRange {
    uint16_t first, count;      /* the set's rows in gcn_mods */
    uint64_t defaults;          /* slots with a field that is not 0 by default */
    uint8_t letter[27];         /* rows (of the set) before names of 'a' + i */
} GcnModRange;

extern const GcnMod gcn_mods[];
extern const GcnModRange gcn_mod_sets[GMS_COUNT];

/* The modifiers of one instruction: gm_init, then gm_parse reads them all,
 * then the encoder asks for slots and gm_place puts the fields. */
typedef struct GMods {
    const GcnMod *rows;         /* the set's rows */
    unsigned nrows;
    unsigned set, am, ctx;
    unsigned nops;              /* VOP: operands with the destination */
    const char *unknown;        /* message for a name not in the set */
    bool good;
    uint64_t assigned;          /* slots with a value */
    uint64_t given;             /* slots given without an error */
    uint64_t pending;           /* slots whose value waits as an expression */
    uint32_t val[GS_COUNT];     /* valid where `assigned` */
    const GcnMod *row[GS_COUNT];  /* the row that set it, where `assigned` or `pending` */
    Expr *expr[GS_COUNT];       /* valid where `pending` */
    const char *exprat[GS_COUNT];
} GMods;

void gm_init(GMods *m, const GP *p, unsigned set, unsigned ctx);
bool gm_parse(GP *p, GMods *m, bool good);   /* returns good and the modifiers' verdict */
void gm_place(GP *p, const GMods *m, uint32_t w[2]);

static inline uint64_t gm_bit(unsigned slot) { return GM_BIT(slot); }
static inline uint32_t gm_val(const GMods *m, unsigned slot, uint32_t dflt)
{
    return (m->assigned & gm_bit(slot)) ? m->val[slot] : dflt;
}
static inline bool gm_on(const GMods *m, unsigned slot) { return gm_val(m, slot, 0) != 0; }
static inline bool gm_given(const GMods *m, unsigned slot) { return (m->given & gm_bit(slot)) != 0; }
static inline Expr *gm_expr(const GMods *m, unsigned slot)
{
    return (m->pending & gm_bit(slot)) ? m->expr[slot] : NULL;
}

/* VOP modifiers, as the VOP encoders use them */
#define VM_MUL2 1u
#define VM_MUL4 2u
#define VM_DIV2 3u
#define VM_CLAMP 16u
#define VM_VOP3 32u
#define VM_BOUNDCTRL 64u

typedef struct VExtra {
    uint8_t dst_sel, dst_unused, src0_sel, src1_sel, bank_mask, row_mask;
    uint16_t dpp_ctrl;
    bool need_sdwa, need_dpp, fi, need_dpp8;
    uint32_t dpp8;
} VExtra;

typedef struct VOpMods {
    uint8_t abs, neg, sext, opsel;   /* neg/opsel: low nibble lo, high nibble hi */
} VOpMods;

#define PV_CLAMP 1u
#define PV_SEXT 2u
#define PV_OPSEL 4u
#define PV_VOP3P 8u
#define PV_NODSTMODS 16u

bool gp_vop_mods(GP *p, uint8_t *mods, VOpMods *om, unsigned nops, VExtra *extra,
                 unsigned flags, unsigned sdwa_ops);
/* VINTRP in the VOP3 encoding: high, vop3, omod, clamp, abs, neg, op_sel */
bool gp_vintrp_mods(GP *p, bool *high, uint8_t *mods, VOpMods *om, unsigned nops);
bool gp_vintrp_param(GP *p, GReg *r);
bool gp_vintrp_attr(GP *p, uint8_t *attr);

/* float literals */
bool gcn_is_only_float(const char *s, const char *end, int deftype, int *type);
enum { FLT_F16, FLT_F32, FLT_F64 };
/* parse a float of the given type; returns chars used or 0 with *err set */
size_t gcn_parse_float(const char *s, const char *end, int type, uint32_t *bits,
                       const char **err);

/* output helpers (every instruction calls them: inline) */
static inline void gp_emit32(GP *p, uint32_t w)
{
    GcnInsnOut *o = p->out;
    if (o->size + 4 > GCN_MAX_BYTES)
        diag_internal("GCN instruction longer than %d bytes", GCN_MAX_BYTES);
    put32(o->bytes + o->size, w);
    o->size += 4;
}
void gp_fixup(GP *p, GcnFixKind kind, unsigned offset, Expr *e, const char *at);
/* a register range read (rw 1), written (2) or both (3) by the
 * instruction (register variables count nowhere) */
static inline void gp_use(GP *p, GReg r, unsigned rw)
{
    GcnInsnOut *o = p->out;
    if (r.end <= r.start || rw == 0 || r.rvt)   /* (also nothing, a constant) */
        return;
    if (r.start >= 256) {
        if ((int)r.end - 257 > o->vgpr_any_max)
            o->vgpr_any_max = (int)r.end - 257;
    } else if (r.end <= 106 && (int)r.end - 1 > o->sgpr_any_max)
        o->sgpr_any_max = (int)r.end - 1;
    if (o->nops == GCN_MAX_OPUSE)
        return;
    o->ops[o->nops].start = r.start;
    o->ops[o->nops].end = r.end;
    o->ops[o->nops].rw = (uint8_t)rw;
    o->nops++;
}
/* count a written SGPR range (those below the architecture's SGPRs; the
 * kernel's count stops 2 below them) */
static inline void gp_upd_sgprs(GP *p, GReg r)
{
    if (r.end == 0 || r.rvt)                 /* (also nothing) */
        return;
    const unsigned sgpr = (unsigned)r.end - 1;
    const unsigned max = (p->am & A_G14) ? 104 : (p->am & A_G15) ? 106 :
                         (p->am & A_G12) ? 102 : 104;
    if (sgpr < max) {
        if ((int)sgpr > p->out->sgpr_max)
            p->out->sgpr_max = (int)sgpr;
        unsigned n = p->ga->sgprs_used;
        if (n < sgpr + 1)
            n = sgpr + 1;
        if (n > max - 2)
            n = max - 2;
        p->ga->sgprs_used = n;
    }
}
/* count a written VGPR range */
static inline void gp_upd_vgprs(GP *p, GReg r)
{
    if (r.end < 257 || r.rvt)                /* (also nothing) */
        return;
    const unsigned v = (unsigned)r.end - 257;
    if ((int)v > p->out->vgpr_max)
        p->out->vgpr_max = (int)v;
    unsigned n = p->ga->vgprs_used;
    if (n < v + 1)
        n = v + 1;
    if (n > 256)
        n = 256;
    p->ga->vgprs_used = n;
}
/* VCC / FLAT_SCRATCH / XNACK_MASK among the registers */
static inline void gp_upd_flags(GP *p, GReg r)
{
    const unsigned reg = r.start & ~1u;
    if (reg < 102 || reg > 106 || r.rvt)     /* (also nothing) */
        return;
    const bool g124 = (p->am & A_G124) != 0;
    unsigned f = 0;
    if (reg == 106)
        f = GCN_USE_VCC;
    else if ((g124 && reg == 102) || (!g124 && reg == 104))
        f = GCN_USE_FLAT_SCRATCH;
    else if (g124 && reg == 104)
        f = GCN_USE_XNACK_MASK;
    p->out->use_flags |= f;
    p->ga->use_flags |= f;
}
/* a written range: VGPRs, or SGPRs and the special registers among them */
static inline void gp_upd_dst(GP *p, GReg r)
{
    if (r.rvt)
        return;
    if (r.start >= 256)
        gp_upd_vgprs(p, r);
    else {
        gp_upd_sgprs(p, r);
        gp_upd_flags(p, r);
    }
}

/* the encoding of `words` dwords is the one the mnemonic asked (_e32 or
 * _e64), else the message; gp_asked_encsize for a mnemonic with a suffix */
bool gp_asked_encsize(GP *p, unsigned words);
static inline bool gp_check_encsize(GP *p, unsigned words)
{
    return p->encsize == 0 || gp_asked_encsize(p, words);
}
/* a family with one encoding size: _e32/_e64 asking for the other is an error */
bool gp_only_size_error(GP *p, int bits, const char *family);
static inline bool gp_only_size(GP *p, int bits, const char *family)
{
    return p->encsize == 0 || p->encsize == bits || gp_only_size_error(p, bits, family);
}

/* family encoders */
bool gcn_enc_sop2(GP *p);
bool gcn_enc_sop1(GP *p);
bool gcn_enc_sopk(GP *p);
bool gcn_enc_sopc(GP *p);
bool gcn_enc_sopp(GP *p);
bool gcn_enc_smrd(GP *p);
bool gcn_enc_smem(GP *p);
bool gcn_enc_vop2(GP *p);
bool gcn_enc_vop1(GP *p);
bool gcn_enc_vopc(GP *p);
bool gcn_enc_vop3(GP *p);
bool gcn_enc_vintrp(GP *p);
bool gcn_enc_ds(GP *p);
bool gcn_enc_mbuf(GP *p);
bool gcn_enc_mimg(GP *p);
bool gcn_enc_exp(GP *p);
bool gcn_enc_flat(GP *p);

#endif
