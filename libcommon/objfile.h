/* objfile.h - the in-memory model of a clrx-tools relocatable object and its
 * reader and writer (ELF64 ET_REL, EM_AMDGPU, through libelf).
 *
 * clrx-as builds an Object and writes it; clrx-ld reads Objects (from files
 * or archive members) and links them.  The on-disk layout is specified in
 * docs/object-format.md; this header is the model both sides share.
 *
 * What ELF has a place for is stored the standard way: sections (code, data,
 * read-only data, bss, user sections) with their alignment, a symbol table,
 * RELA relocations with R_AMDGPU_* types.  What ELF has no place for goes into
 * `.clrx.*` sections: the target (format, GPU, flags, versions), the roles of
 * the sections, the kernels with their format-neutral configuration records,
 * register usage per code range with the kernels it belongs to, and the
 * source position of each relocation (for link-time messages).
 *
 * Ownership: every string and array hanging off an Object lives in its arena
 * (obj_add_* copy what they are given), except the sections' data buffers,
 * which the Object owns (obj_free calls sb_free on them).
 */
#ifndef CLRX_OBJFILE_H
#define CLRX_OBJFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "diag.h"
#include "limits-clrx.h"
#include "target.h"
#include "util.h"

#ifndef EM_AMDGPU
#define EM_AMDGPU 224
#endif

/* AMDGPU relocation types (values of the LLVM/ELF AMDGPU ABI). */
enum {
    R_AMDGPU_NONE = 0,
    R_AMDGPU_ABS32_LO = 1,    /* (S + A) & 0xffffffff */
    R_AMDGPU_ABS32_HI = 2,    /* (S + A) >> 32 */
    R_AMDGPU_ABS64 = 3,       /* S + A, 64 bits */
    R_AMDGPU_REL32 = 4,       /* S + A - P */
    R_AMDGPU_REL64 = 5,       /* S + A - P, 64 bits */
    R_AMDGPU_ABS32 = 6,       /* S + A, 32 bits */
    R_AMDGPU_GOTPCREL = 7,    /* G + GOT + A - P (ROCm) */
    R_AMDGPU_GOTPCREL32_LO = 8,
    R_AMDGPU_GOTPCREL32_HI = 9,
    R_AMDGPU_REL32_LO = 10,   /* (S + A - P) & 0xffffffff */
    R_AMDGPU_REL32_HI = 11,   /* (S + A - P) >> 32 */
    R_AMDGPU_RELATIVE64 = 13, /* output only; refused in an object */
    R_AMDGPU_REL16 = 14       /* branch: (S + A - P - 4) / 4 into the 16-bit field at P */
};

/* "R_AMDGPU_ABS32" ...; NULL for an unknown type. */
const char *obj_reloc_name(uint32_t type);
/* Bytes the relocation patches (2, 4 or 8; 0 for NONE and unknown types). */
unsigned obj_reloc_size(uint32_t type);

/* The role of a section (stored in .clrx.sections).  The values are part of
 * the object format: never renumber. */
typedef enum ObjSectKind {
    OSECT_CODE = 0,    /* code (.text); padding is s_nop 0 */
    OSECT_DATA = 1,    /* writable data (AMD OpenCL 2.0 .data / .rwdata) */
    OSECT_RODATA = 2,  /* global constant data (.rodata, .globaldata) */
    OSECT_BSS = 3,     /* no bytes, only a size */
    OSECT_OTHER = 4,   /* a user .section with its own name and flags */
    OSECT_CONFIG = 5,  /* a kernel's configuration area (usually no bytes) */
    OSECT_KDATA = 6,   /* a kernel's own data (AMD Catalyst kernel .data) */
    OSECT_COMMENT = 7, /* .comment (Gallium, ROCm) */
    OSECT_GOT = 8,     /* ROCm's global offset table (.gotsym): 8 bytes per entry,
                          no bytes in the object */
    OSECT_KIND_COUNT
} ObjSectKind;

const char *obj_sect_kind_name(ObjSectKind k);   /* "code", "data", ... */

/* Owner of a section (ObjSection.kernel) and of a configuration record
 * (ObjConfigRec.kernel), besides a kernel index >= 0. */
#define OBJ_KERN_GLOBAL  (-1)   /* the program (main binary) */
#define OBJ_KERN_INNER   (-2)   /* the inner binary of AMD OpenCL 2.0 (sections only) */

/* Limits the reader enforces (and the writer refuses to exceed). */
#define OBJ_MAX_SECT_SIZE  CLRX_MAX_SECTION_SIZE /* bytes of one section (limits-clrx.h) */
#define OBJ_MAX_ALIGN      ((uint64_t)1 << 30)
#define OBJ_MAX_SECTIONS   30000u                /* model sections (with their .rela: below SHN_LORESERVE) */

typedef struct ObjSection {
    const char *name;          /* ELF section name */
    ObjSectKind kind;
    uint32_t elf_type;         /* SHT_PROGBITS, SHT_NOBITS or SHT_NOTE */
    uint64_t elf_flags;        /* SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR ... */
    uint64_t align;            /* sh_addralign: largest alignment requested (1 if none) */
    uint32_t decl_align;       /* `align=` of the `.section` that declared it (0: none) */
    bool labels_used;          /* the source used values of its labels as numbers
                                  (a section whose offsets are numbers) */
    StrBuf data;               /* contents (empty for SHT_NOBITS) */
    uint64_t size;             /* == data.len except for SHT_NOBITS */
    int32_t kernel;            /* OBJ_KERN_GLOBAL, OBJ_KERN_INNER or a kernel index */
    int32_t secsym;            /* its STT_SECTION symbol (obj_section_symbol), -1 = none yet */
} ObjSection;

#define OBJ_SHN_UNDEF  (-1)
#define OBJ_SHN_ABS    (-2)

typedef enum ObjBind { OBJ_LOCAL = 0, OBJ_GLOBAL = 1, OBJ_WEAK = 2 } ObjBind;

/* A source position: file NULL (or "") = none; line/col 1-based, 0 = unknown;
 * ctx: the expansion context (macros, repetitions, includes) it is in, NULL
 * at top level.  Kept in .clrx.srclines for relocations, symbols and ranges;
 * when building an object the chain is not copied (it must stay alive until
 * the object is written); the reader allocates it in the object's arena. */
typedef struct ObjSrcLine {
    const char *file;
    uint32_t line;
    uint32_t col;
    const SrcCtx *ctx;
} ObjSrcLine;

typedef struct ObjSymbol {
    const char *name;          /* full name as the user wrote it (scope-qualified for
                                  non-global scopes, e.g. "a::b::x"); "" for STT_SECTION */
    int32_t section;           /* index into sections[], OBJ_SHN_UNDEF or OBJ_SHN_ABS */
    uint64_t value;            /* offset in the section, or the absolute value */
    uint64_t size;
    ObjBind bind;
    uint8_t elf_type;          /* STT_NOTYPE / STT_OBJECT / STT_FUNC / STT_SECTION */
    bool is_kernel;            /* a kernel's entry label (set by the reader when a
                                  kernel of the object has this global's name;
                                  not stored) */
    ObjSrcLine src;            /* where a global or weak symbol was defined
                                  (.clrx.srclines); none for the others */
} ObjSymbol;


typedef struct ObjReloc {
    int32_t section;           /* section the relocation patches */
    uint64_t offset;           /* byte offset in that section */
    uint32_t type;             /* R_AMDGPU_* */
    uint32_t symbol;           /* index into symbols[] (obj_section_symbol for
                                  "section + addend") */
    int64_t addend;
    ObjSrcLine src;            /* where the reference was written */
} ObjReloc;

/* A format-neutral configuration record: a pseudo-op of a kernel (or of the
 * whole program when kernel == OBJ_KERN_GLOBAL), with its evaluated operands.
 * The format module of clrx-as produces them; the same format's writer in
 * clrx-ld reads them.  Values are 64-bit integers or byte strings. */
typedef struct ObjConfigValue {
    union {
        uint64_t num;          /* a number (str NULL) */
        uint64_t len;          /* a string's length in bytes */
    };
    const char *str;           /* NULL: a number; else NUL-terminated (may also contain NULs) */
} ObjConfigValue;

static inline bool obj_cv_is_str(const ObjConfigValue *v)
{
    return v->str != NULL;
}

/* A record takes 48 bytes (a link of 20,000 kernels holds 140,000 of
 * them): its key's number and its count of values share one word. */
#define OBJ_MAX_CONFIG_VALUES ((1u << 20) - 1)   /* values of one record */
#define OBJ_CONFIG_NAME_BITS 12                  /* PON_* numbers below 2^11 */
typedef struct ObjConfigRec {
    int32_t kernel;            /* kernel index, OBJ_KERN_GLOBAL = program-wide */
    int32_t name : OBJ_CONFIG_NAME_BITS;   /* the key's PON_* number (pseudoop.h),
                                              -1: none */
    uint32_t nvals : 20;       /* at most OBJ_MAX_CONFIG_VALUES */
    const char *key;           /* e.g. "arg", "dims", "sgprsnum", "entry" */
    ObjConfigValue *vals;
    ObjSrcLine src;
} ObjConfigRec;

typedef struct ObjKernel {
    const char *name;
    ObjSrcLine src;            /* where .kernel was given */
} ObjKernel;

/* Register usage of a range of code: [start, end) of a code section, the
 * kernels it belongs to (.kcode; by name, since a kernel may be declared in
 * another object), and what its instructions use. */
#define OBJ_REG_VCC          1u
#define OBJ_REG_FLAT         2u
#define OBJ_REG_XNACK        4u
#define OBJ_REG_ALL_KERNELS  0x100u   /* belongs to every kernel of the program */
#define OBJ_REG_REPLACE      0x400u   /* the usage of its kernels in earlier objects no
                                         longer counts (AMD OpenCL 2.0 kernels with
                                         their own code sections: docs/formats/amdcl2.md) */
#define OBJ_REG_FINAL        0x800u   /* counts unless its object is the last one and
                                         its kernel is not the program's last kernel
                                         (AMD OpenCL 2.0: the count of the section
                                         the source ends in) */
#define OBJ_REG_FOLLOWS      0x200u   /* outside .kcode, after no kernel label of its
                                         object: belongs to the kernel whose entry
                                         precedes it in the linked code */
#define OBJ_REG_EARLIER      0x1000u  /* also belongs to every kernel that an object
                                         linked before this one declares (`.kcode +`) */
typedef struct ObjRegUsage {
    int32_t section;
    uint32_t nkernels;
    uint64_t start, end;
    const char **kernel_names; /* the kernels it belongs to, by name */
    uint32_t *kernels;         /* the same as indices into this object's kernels[]
                                  (UINT32_MAX: declared in no kernel of this object).
                                  Writer: used for a NULL kernel_names[i] (or when
                                  kernel_names is NULL).  Reader: always filled
                                  (arrays that ranges may share: read only). */
    int32_t max_sgpr;          /* highest SGPR index used, -1 = none */
    int32_t max_vgpr;          /* highest VGPR index used, -1 = none */
    uint32_t flags;            /* OBJ_REG_* */
    ObjSrcLine src;            /* the .kcode that gave its kernels (.clrx.srclines) */
} ObjRegUsage;

/* A link-time value (ROCm's section differences, docs/object-format.md
 * 2.4): an operation on addresses that only the linker knows (a node), or a
 * field that gets such a value (a target).  An operand is a constant plus
 * terms, each a coefficient times the address of a section of this object,
 * of a symbol, or the result of an earlier node of this object. */
typedef enum ObjLinkKind {
    OBJ_LINK_NODE = 0,         /* op: an EXPR_OP_* code (expr.h); 1 to 3 operands */
    OBJ_LINK_DATA = 1,         /* a data word: op = its bytes (1, 2, 4, 8) */
    OBJ_LINK_INSN = 2,         /* an instruction's field: op = the encoder's fixup kind
                                  (as/gcn/gcnasm.h GcnFixKind) */
    OBJ_LINK_SYMBOL = 3        /* a symbol's value (the symbol holds 0, absolute):
                                  offset = the symbol (index into symbols[]), op 0 */
} ObjLinkKind;
typedef enum ObjTermKind {
    OBJ_TERM_SECTION = 1,      /* ref: a model section */
    OBJ_TERM_SYMBOL = 2,       /* ref: a symbol (index into symbols[]) */
    OBJ_TERM_NODE = 3          /* ref: an earlier record of links[] that is a node */
} ObjTermKind;
#define OBJ_LINK_MAX_TERMS 4
typedef struct ObjLinkTerm {
    ObjTermKind kind;
    uint32_t ref;
    int64_t coef;
} ObjLinkTerm;
typedef struct ObjLinkVal {
    uint64_t value;
    uint32_t nterms;
    ObjLinkTerm terms[OBJ_LINK_MAX_TERMS];
} ObjLinkVal;
typedef struct ObjLink {
    ObjLinkKind kind;
    uint32_t op;
    int32_t section;           /* targets: the section patched (model index) */
    uint64_t offset;           /* DATA: the field's offset; INSN: the instruction's;
                                  SYMBOL: the symbol */
    uint32_t field;            /* INSN: the field's offset in the instruction */
    uint32_t nargs;            /* NODE: the operator's arity; targets: 1 */
    ObjLinkVal args[3];
    ObjSrcLine src;            /* the expression (the operator's column for a node) */
    uint32_t flags;            /* INSN: OBJ_LINK_F_*; 0 for the other kinds */
} ObjLink;
/* A 32-bit literal where clrxasm writes a value of -16..64 that it knows
 * at that point of the source as an inline constant (one dword less): in
 * separate compilation the value is known only when linking, so the
 * linker refuses such a value when every symbol it depends on comes from
 * an object linked before this one (the concatenated sources would have
 * another encoding). */
#define OBJ_LINK_F_INLINE_CHOICE 1u
/* The field is a relocation's too (a lone symbol of another object): the
 * record only checks the encoding (above) and patches nothing. */
#define OBJ_LINK_F_CHECK_ONLY 2u

typedef struct Object {
    const char *path;          /* file (or "archive(member)") it was read from */
    Arena *arena;
    bool arena_shared;         /* the arena belongs to the caller (obj_read_owned) */
    TargetState target;
    bool format_explicit;      /* format chosen in the source or by option */
    bool gpu_explicit;         /* GPU (or architecture) chosen in the source or by option */
    bool bitness_explicit;     /* .32bit/.64bit in the source */
    bool driver_version_set;   /* the source set the driver version (.driver_version) */
    bool llvm_version_set;     /* the source set the LLVM version (.llvm_version) */
    ObjSection *sections; size_t nsections, capsections;
    ObjSymbol *symbols; size_t nsymbols, capsymbols;
    ObjReloc *relocs; size_t nrelocs, caprelocs;
    ObjKernel *kernels; size_t nkernels, capkernels;
    ObjConfigRec *configs; size_t nconfigs, capconfigs;
    struct ObjConfigPack *cfgpack;   /* records written before configs[] (NULL: none) */
    ObjRegUsage *regusage; size_t nregusage, capregusage;
    /* the names of the source's global scope in the order clrxasm creates
     * them (clrxmap.h: the order of -S symbols, of Gallium scratch
     * relocations); strings in the arena */
    const char **symorder; size_t nsymorder;
    ObjLink *links; size_t nlinks, caplinks;
    HashTab *kernel_index;     /* name -> index + 1, for obj_find_kernel (private) */
    Arena *config_arena;       /* the values of configs[] when they were read on a
                                  thread of their own (private) */
    const char *kernel_twice;  /* a kernel name obj_add_kernel was given twice */
    /* the file name of the last source line copied, and its copy: the
     * lines of an object name a few files (private) */
    const char *src_file, *src_file_copy;
} Object;

/* A new, empty object (target_init defaults). */
Object *obj_new(void);
void obj_free(Object *o);
/* A copy of s (NULL stays NULL) in the object's arena. */
const char *obj_str(Object *o, const char *s);

/* A new section with the defaults of its kind: type, flags (see
 * docs/object-format.md), align 1, kernel OBJ_KERN_GLOBAL, no bytes. */
int32_t obj_add_section(Object *o, const char *name, ObjSectKind kind);
/* Room for about n more symbols, kernels, register usage ranges, when the
 * caller knows how many come: the arrays are allocated once instead of
 * being copied as they grow (more come all the same). */
void obj_reserve(Object *o, size_t nsymbols, size_t nkernels, size_t nregusage);
/* Appends s (its name copied); returns its index. */
uint32_t obj_add_symbol(Object *o, const ObjSymbol *s);
/* The STT_SECTION symbol of a section, created at the first call. */
uint32_t obj_section_symbol(Object *o, int32_t sect);
/* Appends r (its file name copied; the copy of the name at the same
 * address as the last one's is used again: a caller's file names do not
 * change while it builds the object). */
void obj_add_reloc(Object *o, const ObjReloc *r);
int32_t obj_add_kernel(Object *o, const char *name, ObjSrcLine src);
int32_t obj_find_kernel(const Object *o, const char *name);   /* -1 when absent */
/* A record with nvals zeroed values (set them with obj_config_num/str). */
ObjConfigRec *obj_add_config(Object *o, int32_t kernel, const char *key, uint32_t nvals);
void obj_config_num(ObjConfigRec *r, uint32_t i, uint64_t v);
void obj_config_str(Object *o, ObjConfigRec *r, uint32_t i, const char *s, size_t len);

/* Configuration records packed as they are made (cfgpack.c), for a producer
 * with many of them: clrx-as's 20,000 kernels take 1.7 MB instead of 16.
 * obj_pack_config appends a final record; its key and values are copied,
 * its file name is not (it must stay alive until the object is written, as
 * in configs[]).  obj_pack_config_later appends one whose only value, a
 * string, is given later by obj_pack_resolve (the object's check refuses
 * it until then).  obj_give_config_pack hands the records to an object (the
 * pack is left empty); the writer writes them before configs[], as if they
 * were its first records. */
/* A value of .clrx.config version 2 (docs/object-format.md) is a LEB128
 * number whose low 2 bits say what it is; the packed records use the same. */
#define OBJ_CV_NUM 0u              /* a number n < 2^62: n << 2 */
#define OBJ_CV_STR 1u              /* a string: its length << 2, then where it is */
#define OBJ_CV_NEG 2u              /* ~n < 2^62: ~n << 2 */
#define OBJ_CV_RAW 3u              /* any other: the tag alone, then 8 bytes */
#define OBJ_CV_SMALL ((uint64_t)1 << 62)
/* Appends the number value v so encoded. */
void obj_cv_put_number(StrBuf *b, uint64_t v);

typedef struct ObjConfigPack {
    StrBuf bytes;              /* .clrx.config version 2's records, but the later values */
    size_t n;                  /* records */
    const char **files; size_t nfiles, capfiles;
    uint32_t *file_off;        /* each file's string's offset (0: not yet) */
    uint32_t last_file, last_line;
    uint32_t prev_file;        /* the last record's file's string's offset */
    uint32_t *key_off;         /* by PON_* number: the key's string's offset */
    /* the strings of the records, as the object's string table begins */
    StrBuf strs;
    HashTab *str_off;          /* a string (its copy in str_arena) -> its offset */
    Arena *str_arena;
    struct ObjPackLater { char *str; size_t len; } *later;   /* NULL: not given yet */
    size_t nlater, caplater;
    size_t *later_at;          /* where in bytes each later value goes */
    uint32_t kernels_needed;   /* highest kernel index + 1 */
    bool invalid;              /* a record the object's check refuses */
} ObjConfigPack;
void obj_pack_config(ObjConfigPack *pk, const ObjConfigRec *r);
uint32_t obj_pack_config_later(ObjConfigPack *pk, const ObjConfigRec *r);
void obj_pack_resolve(ObjConfigPack *pk, uint32_t later, const char *s, size_t len);
void obj_pack_free(ObjConfigPack *pk);
void obj_give_config_pack(Object *o, ObjConfigPack *pk);
/* The packed records as .clrx.config version 2 writes them
 * (docs/object-format.md), appended to out.  They are packed as version 2
 * has them, their strings' offsets those of a string table that begins
 * with pk->strs (str_off says where each is); only a value given later is
 * written here, `str` giving its string's offset.  *prev_file and
 * *prev_line are left at the last record's file offset and line, for the
 * records that follow. */
typedef uint32_t (*ObjPackStrings)(void *ctx, const char *s, size_t len);
void obj_pack_encode(const ObjConfigPack *pk, StrBuf *out, ObjPackStrings str, void *ctx,
                     uint32_t *prev_file, uint32_t *prev_line);
/* The object's records: configs[] and the packed ones. */
static inline size_t obj_nconfigs(const Object *o)
{
    return o->nconfigs + (o->cfgpack ? o->cfgpack->n : 0);
}
/* A range with section -1, start = end = 0, no kernels, max_sgpr = max_vgpr = -1. */
ObjRegUsage *obj_add_regusage(Object *o);
/* Sets the kernels of a range (names copied). */
void obj_regusage_set_kernels(Object *o, ObjRegUsage *u, const char *const *names, uint32_t n);
/* Sets one kernel of the object, kernels[k], as the range's (no copy, no
 * look-up). */
void obj_regusage_set_kernel(Object *o, ObjRegUsage *u, uint32_t k);

/* A link-time record, zeroed (its source position copied when set). */
ObjLink *obj_add_link(Object *o);

/* e_flags for a device (docs/object-format.md, section 1). */
uint32_t obj_gpu_eflags(GpuDevice d);

/* The bytes that .p2align writes into code: `n` bytes for the gap that
 * starts at offset `pos` (clrxasm: pos % 4 zero bytes, then s_nop 0 words
 * 00 00 80 bf while 4 bytes remain, then zero bytes). */
void obj_fill_code(uint8_t *out, uint64_t pos, uint64_t n);

/* Write as ELF64 ET_REL through libelf: to a temporary file beside `path`,
 * renamed on success ("-" = standard output).  Returns false after a
 * diagnostic; then no file is left. */
bool obj_write(const Object *o, const char *path);

/* Read an object from memory (a file or an archive member); `name` is used in
 * messages.  Every field is validated: a forged or truncated object gives a
 * diagnostic ("NAME: error: ...") and NULL, never a crash. */
Object *obj_read_mem(const void *data, size_t size, const char *name);
/* obj_read_mem of a malloc'd image that the call takes (and frees): no copy.
 * With `shared` non-NULL the object's strings and values go into that arena
 * (which must outlive the object; obj_free leaves it alone): a program that
 * keeps many small objects until it exits (clrx-ld) then wastes no partly
 * filled arena chunk per object. */
Object *obj_read_owned(uint8_t *img, size_t size, const char *name, Arena *shared);
/* The same with an image that stays the caller's (a mapping of the file),
 * only read, and needed only during the call. */
Object *obj_read_private(const uint8_t *img, size_t size, const char *name, Arena *shared);
/* A .clrx.config of this many bytes or more (a program of thousands of
 * kernels) is read by the calling thread while a thread of its own reads
 * the other tables; the result and the messages are those of reading them
 * one after the other.  Tests lower it; (size_t)-1: never. */
extern size_t obj_config_thread_min;

#endif
