/* asm.h - the state of clrx-as while it assembles one source: sections,
 * kernels, the location counter, symbols and pending data, and the small
 * API that the statement grammar, the pseudo-op handlers and the
 * instruction encoder use to read arguments, emit bytes and report errors.
 *
 * One Asm exists per run.  The reader (lexer.c) turns the input into
 * logical lines and statements, and calls as_label,
 * as_assign, as_pseudo and as_instruction for each statement; at the end,
 * as_finish (resolve.c) resolves what is still pending and output.c turns
 * the state into an Object (libcommon/objfile.h).
 */
#ifndef CLRX_AS_ASM_H
#define CLRX_AS_ASM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "expr.h"
#include "objfile.h"
#include "symtab.h"
#include "target.h"
#include "util.h"

/* ---- limits (each one is reported as an error when reached) ---- */
#define AS_MAX_LINE        (16u << 20)   /* bytes of one logical line */
#define AS_MAX_SECTIONS    OBJ_MAX_SECTIONS  /* besides kernels' configuration areas */
#define AS_MAX_KERNELS     65536u
#define AS_MAX_SECT_SIZE   OBJ_MAX_SECT_SIZE     /* bytes of one section (every stage) */
#define AS_MAX_ERRORS      20u

/* Section flags (what the section allows), as the CLRX language defines
 * them for each binary format. */
#define SF_ADDR       1u   /* labels, `.`, .align/.skip/.org allowed */
#define SF_WRITE      2u   /* data may be written */
#define SF_ABSADDR    4u   /* offsets in it are usable as plain numbers */
#define SF_UNRESOLV   8u   /* addresses only known after linking (relocations) */
#define SF_RELSPACE  16u   /* ROCm code, global data and GOT: differences of their
                              addresses are known after linking (section diffs) */

/* Section roles within a binary format. */
typedef enum AsSectType {
    AST_CODE = 0,      /* .text: instructions, padded with s_nop */
    AST_DATA,          /* global data (.rodata, AMD's global data) */
    AST_KDATA,         /* AMD Catalyst kernel .data */
    AST_RWDATA,        /* AMD OpenCL 2.0 .data */
    AST_BSS,           /* AMD OpenCL 2.0 .bss */
    AST_COMMENT,       /* Gallium / ROCm .comment */
    AST_CONFIG,        /* a kernel's configuration (no bytes) */
    AST_KCONFIG,       /* bytes of a kernel's configuration (Gallium
                          .control_directive): written with role config */
    AST_EXTRA,         /* a user section */
    AST_GOT            /* ROCm's global offset table (.gotsym): a size only */
} AsSectType;

#define KERN_GLOBAL  (-1)   /* the main (global) layout */
#define KERN_INNER   (-2)   /* AMD OpenCL 2.0 inner binary */

typedef struct AsSection {
    const char *name;          /* ELF name */
    AsSectType type;
    unsigned flags;            /* SF_* */
    int32_t kernel;            /* KERN_GLOBAL, KERN_INNER or a kernel index */
    uint32_t elf_type;         /* for user sections: SHT_* (0 = format default) */
    uint64_t elf_flags;        /* for user sections: SHF_* given in .section */
    uint64_t align;            /* align= of .section (0 = none) */
    uint64_t max_align;        /* largest .align/.p2align requested in it */
    uint64_t inner_align;      /* the same, requested after its first byte (a
                                  part joined after another must start at a
                                  multiple of it to pad as one source would) */
    StrBuf data;               /* contents (writeable sections) */
    uint64_t size;             /* current size (== data.len when writeable) */
} AsSection;

typedef struct AsKernel {
    const char *name;
    SrcPos pos;                /* where .kernel named it first */
    int32_t first_sect;        /* the section .kernel made (its code or its
                                * configuration, as the format decides) */
    int32_t saved_sect;        /* section to return to when re-entering it */
    bool code_wave32;          /* its code's wave32 mode (formats with kernel code
                                  flags, format.h): taken when its code starts */
    void *fmt;                 /* the format's state of the kernel (format.h) */
} AsKernel;

/* Where the statements of a kernel's configuration are (the format's own
 * numbers; 0 = none): any change of section or kernel ends it. */
#define CFG_NONE 0

/* A configuration record is made in the object's form (objfile.h
 * ObjConfigRec): as_cfg_add returns the new record, which the format fills
 * in until it adds the next one; then the record is final and is packed
 * (objfile.h ObjConfigPack), and as_make_object hands the packed records to
 * the object.  A record starts with room for the values given to as_cfg_add
 * (AS_CFG_MAXVALS for a record that grows); a record whose only value is a
 * symbol's name gets it when the object is made (as_cfg_symbol). */
#define AS_CFG_MAXVALS 12
typedef ObjConfigRec AsCfgRec;

/* A source position as the object keeps it. */
static inline ObjSrcLine as_srcline(SrcPos p)
{
    ObjSrcLine s = { p.file, p.line, p.col, p.ctx };
    return s;
}

/* A position inside the current logical line: the lexer records, for each
 * physical line joined by a backslash-newline, where it starts. */
typedef struct LineJoin {
    uint32_t offset;           /* offset in the logical line */
    uint32_t line;             /* physical line number at that offset */
    uint32_t col;              /* its column there (1 but after a join map) */
} LineJoin;

typedef struct Asm Asm;
struct GcnAsm;

/* Registers used by the instructions of a stretch of code that belongs to
 * one kernel (or to none): recorded for the linker, which counts each
 * kernel's registers over all the code that belongs to it. */
/* A set of kernels selected by .kcode: kernel indices in increasing order.
 * Immutable once made (ranges of code point to it). */
typedef struct AsKSel {
    SrcPos foreign_pos;        /* where a kernel of another object was named */
    bool earlier;              /* `.kcode +`: also the kernels that objects linked
                                  before this one declare */
    uint32_t n;
    int32_t k[];               /* AS_KFOREIGN + j: A->foreign_kernels[j] */
} AsKSel;
#define AS_KFOREIGN 0x40000000   /* kernels that only another object declares */

typedef struct AsUsage {
    int32_t sect;
    uint64_t start, end;
    int32_t kernel;            /* kernel index, -1 = none (when sel is NULL) */
    const AsKSel *sel;         /* inside .kcode: the kernels, else NULL */
    unsigned sgprs, vgprs;     /* registers used (highest index + 1) */
    unsigned flags;            /* OBJ_REG_* */
} AsUsage;

struct Asm {
    AsmOptions *opts;
    TargetState target;
    Arena *arena;
    Arena *stmt_arena;         /* what one statement parses (ExprCtx.parse_arena),
                                  reset when it is done */
    StrPool *strs;
    SymTab *symtab;
    ExprCtx ectx;

    /* output format state (clrxasm initialises it lazily, at the first
     * statement that needs a section) */
    bool initialized;
    bool fmt_released;         /* the format's kernel state is freed (as_release) */
    AsSection *sects;
    size_t nsects, capsects;
    size_t nwritten_sects;     /* sections other than configuration areas */
    int32_t cur;               /* current section, or SECT_ABS */
    uint64_t abs_off;          /* location counter in the absolute section */
    int32_t cur_kernel;        /* KERN_GLOBAL, KERN_INNER or a kernel index */
    int32_t saved_global;      /* section to return to with .main */
    int32_t saved_inner;       /* section to return to in the inner binary */
    HashTab *sect_by_name;     /* sections of the main layout by name */
    void *fmt_state;           /* the format's program-wide state (format.h) */
    AsKernel *kernels;
    size_t nkernels, capkernels;
    HashTab *kernel_by_name;

    /* the current logical line (lexer), for positions and caret display */
    DiagLine dline;            /* messages about it (as_error, as_warning) */
    const char *line;          /* its bytes (comments blanked) */
    size_t line_len;
    const char *file;          /* file named by the last line marker or input */
    const SrcCtx *ctx;         /* expansion context of the current line */
    LineJoin *joins;           /* at least one entry while a line is current */
    size_t njoins;

    bool format_explicit;      /* format chosen by an option or a pseudo-op */
    bool gpu_explicit;         /* GPU or architecture chosen likewise */
    bool bitness_explicit;     /* .32bit/.64bit given (beats -6 at link time) */
    bool driver_version_set;   /* .driver_version given */
    bool llvm_version_set;     /* .llvm_version given */
    bool end;                  /* .end / .abort: stop reading */
    bool have_unresolv;        /* a section is SF_UNRESOLV (symbols may be in one) */
    bool dot_fixed;            /* `.` is dot_value (a data word being stored) */
    uint64_t dot_value;
    bool stmt_failed;          /* a label of this statement failed: skip the rest */
    int op_name;               /* PON_* of the pseudo-op being run (its records' key) */
    bool loader_syms;          /* some symbol is Symbol.loader (.scratchsym) */
    bool check_values;         /* a data word or an instruction is being made:
                                  values are checked (as_check_value) */
    /* the statement being run, for messages ("'.fill'", "instruction 'v_add_f32'"):
     * its name (NULL: none) and, made when a message needs it, the words */
    const char *stmt_name;
    uint32_t stmt_name_len;
    bool stmt_insn;
    char stmt_what[48];

    /* local labels `N:` (see symbols.c) */
    HashTab *local_labels;
    /* per-scope .enum counters */
    HashTab *enum_counters;

    /* undefined symbols referenced, resolved at the end as externals */
    Symbol **externs;
    size_t nexterns, capexterns;

    /* relocations recorded while assembling (sections and symbols are
     * mapped to the object's indices at the end) */
    struct AsReloc *relocs;
    size_t nrelocs, caprelocs;

    FILE *print_out;           /* .print goes here (stdout) */

    /* the instruction encoder (insn.c) */
    struct GcnAsm *gcn;
    int32_t kcode_kernel;      /* kernel whose code follows (its label), -1 none */
    AsKSel *ksel;              /* .kcode selection (when nkstack > 0) */
    AsKSel **kstack;           /* the selections the open .kcode regions replaced */
    size_t nkstack, capkstack;
    AsUsage *usage;
    size_t nusage, capusage;
    const char **foreign_kernels;  /* named by .kcode, declared by no .kernel here */
    size_t nforeign, capforeign;
    HashTab *foreign_by_name;  /* name -> index + 1 */
    bool usage_open;           /* usage[nusage-1] is still growing */

    /* where each label was defined (Symbol.def_index - 1) */
    SrcPos *labelpos;
    size_t nlabelpos, caplabelpos;

    /* link-time values (ROCm's section differences): on while the format
     * lets differences of addresses of SF_RELSPACE sections wait for the
     * linker; the nodes and targets recorded (fixups.c) */
    bool link_values;
    struct AsLink *links;
    size_t nlinks, caplinks;
    /* messages about values that clrxasm computes only at the end (they use
     * addresses of sections the linker places, SF_UNRESOLV): held back until
     * the statements are done (as_flush_deferred) */
    StrBuf deferred;

    /* configuration records of the format (fmt_*.c) */
    int cfg_area;              /* the format's configuration area, CFG_NONE */
    AsCfgRec cfgrec;           /* the record being filled in (cfg_open) */
    bool cfg_open;
    Symbol *cfgrec_sym;        /* its value is this symbol's name (as_cfg_symbol) */
    Arena *cfg_arena;          /* its values */
    ObjConfigPack cfgpack;     /* the records before it */
    /* packed records whose value is a symbol's name (obj_pack_config_later) */
    struct AsCfgSym { uint32_t later; Symbol *sym; } *cfgsyms;
    size_t ncfgsyms, capcfgsyms;
};

/* A relocation as recorded by the assembler: against a section (sym NULL,
 * target_sect >= 0) or a symbol (an external). */
typedef struct AsReloc {
    int32_t sect;              /* section patched */
    uint64_t offset;
    uint32_t type;             /* R_AMDGPU_* */
    int32_t target_sect;       /* >= 0: relative to that section's start */
    Symbol *sym;               /* external symbol, or NULL */
    int64_t addend;
    SrcPos pos;
    Symbol *via;               /* the first symbol of the value's expression that
                                  lies in a section the linker places, or NULL
                                  (clrxasm resolves such relocations symbol by
                                  symbol at the end: see AsFormat.keep_reloc_order) */
} AsReloc;

/* Relocation bases in ExprVal terms: sections are >= 0; external symbol k
 * (A->externs[k]) is the base AS_EXT_BASE - k (below SECT_UNKNOWN, as
 * symtab.h allows). */
#define AS_EXT_BASE (-3)
/* Link-time node k (A->links[k], ROCm's section differences) is the base
 * AS_LINK_BASE - k, below every external symbol's. */
#define AS_LINK_BASE (-(1 << 30))
#define AS_MAX_LINKS (1u << 29)
static inline bool as_is_ext_base(int32_t base)
{ return base <= AS_EXT_BASE && base > AS_LINK_BASE; }
static inline size_t as_ext_index(int32_t base) { return (size_t)(AS_EXT_BASE - base); }
static inline bool as_is_link_node(int32_t base) { return base <= AS_LINK_BASE; }
static inline size_t as_link_index(int32_t base) { return (size_t)(AS_LINK_BASE - base); }

/* A link-time record (objfile.h ObjLink): a node, or a data word or an
 * instruction's field whose value only the linker can compute. */
typedef struct AsLink {
    ObjLinkKind kind;
    uint32_t op;               /* node: EXPR_OP_*; data: bytes; field: GcnFixKind */
    int32_t sect;              /* targets: the section patched */
    uint64_t offset;           /* data: the field's offset; field: the instruction's */
    uint32_t field;            /* field: its offset in the instruction */
    unsigned nargs;
    ExprVal args[3];
    SrcPos pos;
    uint32_t flags;            /* field: OBJ_LINK_F_* */
} AsLink;

/* ---- life cycle (asm.c) ---- */
void as_init(Asm *A, AsmOptions *opts);
void as_free(Asm *A);
/* Frees what an object made by as_make_object does not point into (before
 * it is written: its buffers take the memory); as_free frees the rest. */
void as_release(Asm *A);
/* Assemble one input (NULL or "-" = stdin).  Returns false when the file
 * could not be opened (reported). */
bool as_assemble_file(Asm *A, const char *path);
/* After the last input: resolve pending expressions, make undefined
 * symbols external, report what is left. */
void as_finish(Asm *A);

/* ---- positions and diagnostics ---- */
/* Position of byte `p` of the current line (p may be NULL: the line start). */
SrcPos as_pos(const Asm *A, const char *p);
#define as_error(A, p, ...) diag_line(&(A)->dline, DIAG_ERROR, p, __VA_ARGS__)
#define as_warning(A, p, ...) diag_line(&(A)->dline, DIAG_WARNING, p, __VA_ARGS__)
/* The physical line that contains p (for a caret display); NULL when only
 * a part of it is at hand (a line after a `#@join` map). */
void as_line_of(const Asm *A, const char *p, const char **s, size_t *n);
/* A copy of the current line's position that stays valid after the line
 * (context chains are shared; file names are interned). */
SrcPos as_pos_keep(Asm *A, const char *p);
/* A new configuration record of `kernel` (KERN_GLOBAL: the program) keyed
 * by pseudo-op name number `key` (PON_*), with nvals values and room for
 * `room` of them (zeroed); no source position.  It stays valid, and can be
 * changed, until the next call (or as_cfg_close): then it is packed. */
AsCfgRec *as_cfg_add(Asm *A, int32_t kernel, int key, uint32_t nvals, uint32_t room);
/* Packs the record being filled in, if any. */
void as_cfg_close(Asm *A);
/* The only value of r, the record being filled in, is the name of `sym`
 * as the object names it (when the object is made). */
void as_cfg_symbol(Asm *A, AsCfgRec *r, Symbol *sym);
/* Values 0..n-1 of r are the numbers v[0..n-1]. */
void as_cfg_set_nums(AsCfgRec *r, const uint64_t *v, uint32_t n);
/* Value i of r is the string s of n bytes (copied). */
void as_cfg_set_str(Asm *A, AsCfgRec *r, uint32_t i, const char *s, size_t n);
/* Open a file of data (.incbin) for reading: regular files only (a FIFO
 * without a writer would block, a device may never end); NULL when it
 * cannot be opened, with *special set to "not a regular file" when it
 * exists but is not one. */
FILE *as_open_regular(const char *path, const char **special);

/* ---- output format, sections and kernels (sections.c) ---- */
void as_init_output(Asm *A);                  /* lazy: first use creates section 0 */
static inline bool as_in_abs(const Asm *A) { return A->cur == SECT_ABS; }
bool as_addressable(const Asm *A);            /* current section */
bool as_writeable(const Asm *A);
uint64_t as_dot(const Asm *A);                /* location counter */
/* Switch to section `name` (created when the format allows it); `flags`,
 * `type`, `align` from .section (have_flags false: plain switch). */
void as_goto_section(Asm *A, const char *place, const char *name, bool have_flags,
                     uint64_t elf_flags, uint32_t elf_type, uint64_t align);
void as_goto_kernel(Asm *A, const char *place, const char *name, size_t len);
void as_goto_main(Asm *A, const char *place);
/* Go to section `*sect` of the current kernel (configuration bytes such as
 * Gallium's .control_directive), creating it at the first call. */
void as_goto_kernel_config_data(Asm *A, const char *place, const char *name,
                                int32_t *sect);
/* The section a value in `sect` is relative to: SECT_ABS for sections
 * whose addresses the language treats as plain numbers (SF_ABSADDR: the
 * data sections of the Gallium and AMD Catalyst formats, user sections),
 * where a label's value is its offset, as in clrxasm. */
int32_t as_value_section(const Asm *A, int32_t sect);
/* Is v a number now?  An offset in a section whose addresses are plain
 * numbers (SF_ABSADDR) is made one. */
bool as_abs_value(const Asm *A, ExprVal *v);
/* The format's name of a section (for messages). */
const char *as_sect_name(const Asm *A, int32_t sect);

/* ---- emitting (asm.c) ---- */
/* Reserve n bytes in the current section (filled with `fill`); returns a
 * pointer to them (valid until the next emit) or NULL when the section
 * holds no bytes (absolute / non-writeable) or on error (reported). */
uint8_t *as_reserve(Asm *A, const char *place, uint64_t n, uint8_t fill);
void as_emit(Asm *A, const char *place, const void *p, size_t n);
/* Code padding (s_nop 0), written the way clrxasm writes it. */
void as_fill_code(uint8_t *out, uint64_t n);
void as_note_align(Asm *A, uint64_t align);

/* ---- symbols (symbols.c) ---- */
void as_label(Asm *A, const char *name, size_t len);
void as_local_label(Asm *A, const char *digits, size_t len);
/* `name = expr` / .set / .equ (once=false), .equiv (once), .eqv (eqv). */
void as_assign(Asm *A, const char *name, size_t len, const char *expr, size_t elen,
               bool once, bool eqv);
/* Define `name` as an absolute value (.get_*, .enum): like an assignment. */
bool as_set_abs(Asm *A, const char *place, const char *name, size_t len, uint64_t value,
                bool once);
/* `name` was given by -D with a value that is not a number (`text`):
 * defined for .ifdef, an error where its value is used (Symbol.notnum). */
void as_define_notnum(Asm *A, const char *name, size_t len, const char *text);
/* Move the location counter to (sect, value) (.org, `. =`). */
bool as_set_dot(Asm *A, const char *place, int32_t sect, uint64_t value, uint8_t fill);

/* ---- relocatable values (fixups.c) ---- */
/* Store value v into `size` bytes at (sect, offset): absolute values are
 * written (with a range warning below 64 bits), addresses that the linker
 * can finish become relocations, anything else is an error at pos. */
void as_store_value(Asm *A, int32_t sect, uint64_t offset, unsigned size,
                    const ExprVal *v, SrcPos pos);
/* Store expression e as a `size`-byte data word at the location counter,
 * now or when its symbols are defined (`where`: its text, for messages). */
void as_data_word(Asm *A, Expr *e, const char *where, unsigned size);
/* Is this pending expression a data word (not an assignment)? */
bool as_is_data_fixup(const PendingExpr *pe);
void as_add_reloc(Asm *A, const AsReloc *r);
/* ExprCtx callbacks of link-time values (expr.h). */
bool as_link_base(void *user, int32_t base);
bool as_link_anchor(void *user, int32_t base);
int32_t as_link_node(void *user, int op, const ExprVal *args, unsigned nargs, const Expr *e,
                     uint32_t col);
/* A node made by the assembler itself (a dword part of a value). */
int32_t as_link_node_at(Asm *A, int op, const ExprVal *args, unsigned nargs, SrcPos pos);
/* Can v be a link-time target's value (its bases are link bases, and it is
 * not an address of a section: that is an error now)? */
bool as_link_value(Asm *A, const ExprVal *v);
/* A target: `kind` DATA (op = bytes) or INSN (op = fixup kind, field). */
void as_add_link_target(Asm *A, ObjLinkKind kind, uint32_t op, int32_t sect, uint64_t offset,
                        uint32_t field, const ExprVal *v, SrcPos pos);
/* AsReloc.via of a value computed from e. */
Symbol *as_reloc_via(Asm *A, const Expr *e);

/* ---- statements (stmt.c, called by the grammar) ---- */
void as_pseudo(Asm *A, const char *name, size_t len, const char *args, size_t args_len);
/* as_pseudo for a name whose po_name_find answer (id) is known */
void as_pseudo_id(Asm *A, int id, const char *name, size_t len, const char *args,
                  size_t args_len);
void as_instruction(Asm *A, const char *name, size_t len, const char *args,
                    size_t args_len);
void as_bad_head(Asm *A, const char *at, bool number);
/* A value of e stored in a data word or an instruction: one that uses a
 * loader's symbol (Gallium's scratch symbol) must be its address (false,
 * reported, otherwise). */
bool as_check_loader(Asm *A, const Expr *e, const ExprVal *v);
/* Sets the expression context's statement callbacks (messages). */
void as_stmt_init(Asm *A);

/* ---- the instruction encoder's entry (insn.c) ---- */
void as_encode_instruction(Asm *A, const char *mnem, size_t len, const char *ops,
                           size_t ops_len);
bool as_is_insn_fixup(const PendingExpr *pe);
/* `sym = %...`: the register range after the '%' (text..end); returns the
 * bytes used or -1 (reported), the symbol value in *value. */
long as_parse_regrange(Asm *A, const char *text, const char *end, uint64_t *value);
bool as_is_mnemonic(const char *name, size_t len);

/* ---- register usage per stretch of code (regusage.c) ---- */
/* Before an instruction: continue the current stretch or start one. */
void as_usage_range(Asm *A);
/* After it: the stretch ends after its bytes (usage read from the encoder). */
void as_usage_end(Asm *A);
/* The next instruction starts a new stretch (a format that must tell the
 * code before a point from the code after it). */
void as_usage_break(Asm *A);
/* A label was defined: a kernel's label in code starts that kernel's code. */
void as_usage_label(Asm *A, const char *name, size_t len);
/* The kernels of the code that follows: *sel inside .kcode (else NULL and
 * the index, -1 for none, is returned). */
int32_t as_usage_kernels(const Asm *A, const AsKSel **sel);

/* ---- format configuration (fmt_*.c) ---- */
/* A section or kernel change ends the configuration area (.config ...). */
static inline void as_cfg_leave(Asm *A) { A->cfg_area = CFG_NONE; }

/* After errors in the statements, no object is written: report every use
 * of a symbol that is still undefined, as clrxasm does at the end (they
 * would have been the linker's to check). */
void as_report_unresolved(Asm *A);
/* Messages of values clrxasm computes at the end (resolve.c): between
 * as_defer_begin and as_defer_end they go to A->deferred when `on`;
 * as_flush_deferred prints them (at the end of the statements). */
typedef struct AsDefer {
    FILE *saved, *mem;
    char *buf;
    size_t len;
    unsigned max_errors;
} AsDefer;
void as_defer_begin(Asm *A, AsDefer *d, bool on);
void as_defer_end(Asm *A, AsDefer *d);
void as_flush_deferred(Asm *A);
/* Does e name a symbol whose value is an address in an SF_UNRESOLV section? */
bool as_uses_unresolvable(Asm *A, const Expr *e);

/* Make s an undefined symbol of the object now (resolve.c): its uses,
 * before and after, become relocations against it (Gallium .scratchsym). */
void as_define_external(Asm *A, Symbol *s);

/* ---- output (output.c) ---- */
/* The object of what A assembled; once only: the configuration records
 * move into it. */
Object *as_make_object(Asm *A);

#endif
