/* gcnasm.h - the GCN instruction encoder: one call per instruction statement.
 *
 * The assembler core (clrx-as) splits a source line into statements, finds a
 * mnemonic and hands it here with the operand text.  gcn_assemble() parses the
 * operands exactly as clrxasm 0.1.9 does for the current architecture, writes
 * the instruction bytes (4 to 20) and, for operand expressions that cannot be
 * evaluated yet (forward references), returns fixups that the core resolves
 * later with gcn_fixup_resolve() or gcn_apply_fixup().
 *
 * What the encoder reports (diag_at, libcommon/diag.h) mirrors what clrxasm
 * rejects: unknown instruction or instruction not on this architecture, wrong
 * register kind or count, register range out of bounds, literal where none is
 * allowed, two literals, modifier not allowed, mixing of encodings, value out
 * of range (a warning where clrxasm only warns and truncates).
 *
 * Register numbers ("codes") used below are the GCN operand codes: 0..255 are
 * scalar sources (SGPRs 0..105, VCC 106/107, TTMP, M0 124, EXEC 126/127,
 * constants 128..254, literal 255), 256..511 are VGPRs v0..v255.
 */
#ifndef CLRX_GCNASM_H
#define CLRX_GCNASM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "expr.h"
#include "gpu.h"
#include "symtab.h"

/* ---- the encoder context: one per assembler, updated by the core ---- */
typedef struct GcnAsm {
    GpuArch arch;            /* current architecture (from .gpu/.arch/-g/-A) */
    bool wave32;             /* --wave32 / .wave32 (GCN 1.5 only) */
    bool buggy_fplit;        /* --buggyFPLit: clrxasm 0.1.2 float-literal rules */
    bool old_mod_param;      /* --oldModParam: modifier parameters only 0 or 1 */
    ExprCtx *ectx;           /* symbols, '.', local labels for operand expressions */
    int32_t section;         /* section of the instruction being assembled */
    uint64_t offset;         /* its offset in that section (branch targets) */
    /* a branch target that combines the addresses of several sections waits
     * for the linker (ROCm's section differences, as clrxasm takes them) */
    bool link_branches;
    /* Register counts accumulated over every instruction assembled since the
     * last gcn_reset_usage() (what clrxasm's kernel register counting sees):
     * highest SGPR / VGPR written + 1, and the GCN_USE_* flags. */
    unsigned sgprs_used, vgprs_used;
    unsigned use_flags;
} GcnAsm;

void gcn_init(GcnAsm *ga, GpuArch arch, ExprCtx *ectx);
void gcn_reset_usage(GcnAsm *ga);

/* ---- fixups: fields that wait for an expression ---- */
typedef enum GcnFixKind {
    GCN_FIX_LIT32,          /* 32-bit literal (the whole 4 bytes at `offset`) */
    GCN_FIX_SIMM16,         /* SOPK/SOPP 16-bit immediate */
    GCN_FIX_BRANCH,         /* SOPP/SOPK branch: 16-bit signed dword offset */
    GCN_FIX_SOPC_IMM8,      /* SOPC 8-bit immediate (s_set_gpr_idx_on) */
    GCN_FIX_SMRD_OFF8,      /* SMRD 8-bit offset */
    GCN_FIX_SMEM_OFF20,     /* SMEM 20-bit unsigned offset (GCN 1.2) */
    GCN_FIX_SMEM_OFF20_G15, /* SMEM offset on GCN 1.5 (SOFFSET field = null) */
    GCN_FIX_SMEM_OFF21,     /* SMEM 21-bit signed offset (GCN 1.4) */
    GCN_FIX_SMEM_IMM7,      /* SMEM 7-bit immediate in SDATA (s_atc_probe) */
    GCN_FIX_DS_OFF16,       /* DS 16-bit offset */
    GCN_FIX_DS_OFF8_0,      /* DS offset0 */
    GCN_FIX_DS_OFF8_1,      /* DS offset1 */
    GCN_FIX_MBUF_OFF12,     /* MUBUF/MTBUF 12-bit offset */
    GCN_FIX_FLAT_OFF12,     /* FLAT 12-bit unsigned inst_offset (GCN 1.4) */
    GCN_FIX_FLAT_OFF13S,    /* GLOBAL/SCRATCH 13-bit signed inst_offset (GCN 1.4) */
    GCN_FIX_FLAT_OFF11,     /* FLAT/GLOBAL/SCRATCH 11-bit inst_offset (GCN 1.5) */
    GCN_FIX_KIND_COUNT
} GcnFixKind;

/* A fixup's expression may mention `.`: defer it (expr_defer) or otherwise
 * evaluate its `.` while the location counter is still at the instruction's
 * first byte, as clrxasm does. */
typedef struct GcnFixup {
    GcnFixKind kind;
    uint8_t offset;          /* byte offset in the instruction of the field */
    Expr *expr;              /* in the ExprCtx's arena */
    SrcPos pos;              /* position of the expression (for messages) */
    bool inline_choice;      /* a literal that waits where clrxasm writes a
                                known value of -16..64 as an inline constant */
} GcnFixup;

#define GCN_MAX_FIXUPS 4
#define GCN_MAX_BYTES 20
#define GCN_MAX_OPUSE 8

/* register usage flags */
#define GCN_USE_VCC          1u    /* VCC read or written */
#define GCN_USE_FLAT_SCRATCH 2u    /* FLAT_SCRATCH */
#define GCN_USE_XNACK_MASK   4u    /* XNACK_MASK (GCN 1.2/1.4) */

/* one register operand of the instruction */
typedef struct GcnOpUse {
    uint16_t start, end;     /* codes [start, end) */
    uint8_t rw;              /* 1 read, 2 written, 3 both */
} GcnOpUse;

typedef struct GcnInsnOut {
    uint8_t bytes[GCN_MAX_BYTES];
    unsigned size;
    GcnFixup fix[GCN_MAX_FIXUPS];
    unsigned nfix;
    /* register usage of this instruction.  sgpr_max/vgpr_max follow
     * clrxasm's kernel register counting (written registers only; an SGPR
     * counts when below the architecture's SGPR limit); the *_any_max
     * fields include registers only read.  ops lists the register operands
     * (first GCN_MAX_OPUSE, SGPR/special codes < 256, VGPRs 256..511). */
    int sgpr_max;            /* highest SGPR written, -1 none */
    int vgpr_max;            /* highest VGPR written (0..255), -1 none */
    int sgpr_any_max;        /* highest SGPR (0..105) read or written, -1 none */
    int vgpr_any_max;        /* highest VGPR read or written, -1 none */
    unsigned use_flags;      /* GCN_USE_* (read or written) */
    GcnOpUse ops[GCN_MAX_OPUSE];
    unsigned nops;
} GcnInsnOut;

/* Assemble one instruction.  `line` / `line_len` is the whole source line and
 * `pos` the position of line[0] (columns of messages count from it);
 * [mnem, mnem+mnem_len) is the mnemonic (any case, with an optional _e32,
 * _e64, _dpp or _sdwa suffix) and [ops, ops_end) the operand text after it
 * (up to the end of the statement), both inside `line`.  Before the call set
 * ga->section/offset to the instruction's place; `.` in its operands must
 * evaluate to that place too (ExprCtx.dot).  Returns false after reporting
 * errors; `out` is then unspecified.  Returns true with out->size == 0 for the
 * few malformed statements clrxasm silently drops (a modifier such as `abs`
 * without its `:` value): nothing is emitted, a warning says so.  On success
 * ga->sgprs_used etc. are updated. */
bool gcn_assemble(GcnAsm *ga, const char *mnem, size_t mnem_len,
                  const char *ops, const char *ops_end,
                  const char *line, size_t line_len, SrcPos pos, GcnInsnOut *out);

/* Is this (any case, with or without _e32/_e64/_dpp/_sdwa) a GCN mnemonic on
 * some architecture?  (One hash probe.) */
bool gcn_is_mnemonic(const char *name, size_t len);

/* Patch a fixup field with an absolute value (`value` already relative to
 * the instruction for GCN_FIX_BRANCH: target offset minus instruction offset).
 * Reports range problems at pos: errors return false, truncations warn. */
/* How many bytes from the field's offset a fixup of kind k may write (1 to
 * 4); 0 for a number that is no kind (an object from elsewhere). */
unsigned gcn_fixup_width(unsigned k);

bool gcn_apply_fixup(GcnFixKind kind, uint8_t *insn, unsigned offset, uint64_t value,
                     SrcPos pos);

/* Resolve a fixup with its evaluated expression: checks that the value is
 * absolute (or, for branches, in the instruction's section), then patches.
 * insn points at the instruction's first byte. */
bool gcn_fixup_resolve(const GcnFixup *f, const ExprVal *v, int32_t insn_section,
                       uint64_t insn_offset, uint8_t *insn);

/* Relocations: a 32-bit literal may instead carry R_AMDGPU_ABS32_LO/HI or
 * REL32_LO/HI against a symbol of another section or object, and a branch
 * R_AMDGPU_REL16 (target in another object's code); the core decides which
 * from the expression (sym, sym & 0xffffffff, sym >> 32 ...).  Every other
 * kind needs an absolute value. */
static inline bool gcn_fixup_allows_reloc(GcnFixKind k)
{ return k == GCN_FIX_LIT32 || k == GCN_FIX_BRANCH; }

/* ELF relocation types of EM_AMDGPU (values of the ELF ABI) */
enum {
    GCN_R_AMDGPU_NONE = 0, GCN_R_AMDGPU_ABS32_LO = 1, GCN_R_AMDGPU_ABS32_HI = 2,
    GCN_R_AMDGPU_ABS64 = 3, GCN_R_AMDGPU_REL32 = 4, GCN_R_AMDGPU_REL64 = 5,
    GCN_R_AMDGPU_ABS32 = 6, GCN_R_AMDGPU_REL32_LO = 10, GCN_R_AMDGPU_REL32_HI = 11,
    GCN_R_AMDGPU_REL16 = 14
};

/* The relocation a fixup of kind k needs when its expression is an external
 * or other-section symbol plus a constant: `part` 0 for the value itself, 1
 * (ABS32 / REL32, truncated by the linker with a warning), 1 for its low
 * dword (`x & 0xffffffff`, `x % 0x100000000`: _LO), 2 for its high dword
 * (`x >> 32`, `x / 0x100000000`: _HI); `pcrel` when the expression is the
 * symbol minus a position of the instruction's section.  0 (NONE) when no
 * relocation can express it (then the value must be known). */
static inline unsigned gcn_fixup_reloc(GcnFixKind k, int part, bool pcrel)
{
    if (k == GCN_FIX_BRANCH)
        return part == 0 ? GCN_R_AMDGPU_REL16 : GCN_R_AMDGPU_NONE;
    if (k != GCN_FIX_LIT32)
        return GCN_R_AMDGPU_NONE;
    if (part == 2)
        return pcrel ? GCN_R_AMDGPU_REL32_HI : GCN_R_AMDGPU_ABS32_HI;
    if (part == 1)
        return pcrel ? GCN_R_AMDGPU_REL32_LO : GCN_R_AMDGPU_ABS32_LO;
    /* the value itself: the linker truncates it to 32 bits with a warning,
     * as clrxasm warns for a literal that does not fit */
    return pcrel ? GCN_R_AMDGPU_REL32 : GCN_R_AMDGPU_ABS32;
}

/* ---- symbolic register ranges: `x = %s[4:7]`, `y = %v5`, `z = %vcc` ----
 * A Symbol with the `regrange` bit holds in `value` the range as
 *   bits 0..15  first register code (0..511, see above)
 *   bits 32..47 end code (exclusive), or 0 for an inline constant (`%-12`)
 *   bits 16..31 and 48..63: the low and high halves of the id of a register
 *               variable (symtab.h RegVar; 0: none), whose indices bits
 *               0..15 and 32..47 then are (`x = %rax[2:3]`)
 * and section SECT_ABS.  `x[1]`, `x[1:2]` select registers of it in operands. */
#define GCN_REGRANGE_VALUE_RV(start, end, rv)                                  \
    ((uint64_t)(start) | ((uint64_t)((rv) & 0xffffu) << 16) | ((uint64_t)(end) << 32) | \
     ((uint64_t)((uint32_t)(rv) >> 16) << 48))
#define GCN_REGRANGE_VALUE(start, end) GCN_REGRANGE_VALUE_RV(start, end, 0)
#define GCN_REGRANGE_START(v) ((unsigned)((v) & 0xffffu))
#define GCN_REGRANGE_END(v) ((unsigned)(((v) >> 32) & 0xffffu))
#define GCN_REGRANGE_RV(v) ((uint32_t)((((v) >> 16) & 0xffffu) | (((v) >> 48) << 16)))

/* Parse the text after '%' of an assignment `sym = %...` (at text, len bytes;
 * positions as in gcn_assemble) and return the Symbol.value to store.
 * Returns the number of bytes consumed, or -1 after reporting an error. */
long gcn_parse_regrange_assignment(GcnAsm *ga, const char *text, const char *text_end,
                                   const char *line, size_t line_len, SrcPos pos,
                                   uint64_t *value);

#endif
