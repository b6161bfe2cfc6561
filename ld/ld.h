/* ld.h - the state of clrx-ld while it links, shared by its passes:
 *
 *   args.c     the command line
 *   load.c     objects and archives (archive members pulled for undefined symbols)
 *   symbols.c  the global symbol table; what a symbol resolves to
 *   target.c   the output's format and GPU; every object must agree
 *   resolve.c  undefined symbols that relocations use
 *   layout.c   output sections, kernels, their configuration and register usage
 *   reloc.c    applying the relocations
 *   links.c    link-time values (expressions over other objects' symbols)
 *   output.c   the registry of format writers; writing through a temporary file
 *   fmt_*.c    one writer per binary format (LdFormat)
 * and what the writers share (each with its own header, not in ld.h):
 *   elfout.c     building an ELF image in memory (32/64-bit, sections, symbol
 *                and relocation tables, section and program headers)
 *   cfgkey.c     tables of configuration-record keys (a row per key)
 *   hsaconfig.c  the AMD HSA kernel configuration and its 256-byte header;
 *                register counts and COMPUTE_PGM_RSRC1/2 from the settings
 *
 * Objects and their parts are referred to by pointers that stay valid for the
 * whole run; nothing is freed before the end.
 */
#ifndef CLRX_LD_H
#define CLRX_LD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "objfile.h"
#include "target.h"
#include "util.h"

#define LD_MAX_ERRORS     20u
#define LD_MAX_INPUT      ((uint64_t)1 << 31)   /* bytes of one input file */
#define LD_MAX_OUT_SIZE   OBJ_MAX_SECT_SIZE     /* bytes of one output section (every stage) */
#define LD_CODE_ALIGN     256u                  /* each object's code starts here */

/* ---- command line ---- */
typedef struct LdInput {
    const char *arg;           /* a path, or the NAME of -lNAME */
    bool is_lib;               /* -lNAME */
} LdInput;

typedef struct LdOptions {
    AsmOptions asmopts;        /* every clrxasm option (target, -w, -Werror ...) */
    bool format_given;         /* -b given */
    bool gpu_given;            /* -g or -A given */
    const char *output;        /* -o, default "a.out" */
    const char **libdirs; size_t nlibdirs;     /* -L, in order */
    LdInput *inputs; size_t ninputs;           /* files and -l, in order */
} LdOptions;

/* ---- the link ---- */
typedef struct OutSect OutSect;
typedef struct LinkSym LinkSym;

typedef struct OutPlace {      /* where an input section went */
    OutSect *out;              /* NULL: not placed */
    uint64_t offset;           /* of the part in the output section */
} OutPlace;

typedef struct LinkObj {
    Object *obj;
    const char *name;          /* "a.o" or "libx.a(m.o)", for messages */
    size_t index;              /* position in Link.objs */
    OutPlace *place;           /* per section */
    LinkSym **gsym;            /* per symbol: its global entry (NULL for locals) */
    LinkSym **ksym;            /* per kernel of the object: the global entry of its name */
    int32_t *kmap;             /* per kernel of the object: index in Link.kernels */
    /* per symbol, or NULL: the value a format computed at link time (a
     * symbol whose value is a link-time record of the object, ROCm), where
     * sym_value_set says so; ld_symbol_value gives it */
    struct LinkValue *sym_value;
    bool *sym_value_set;
} LinkObj;

/* An output section: the parts of every object's section with the same
 * owner (program, inner binary, kernel) and name, in link order. */
struct OutSect {
    const char *name;
    ObjSectKind kind;
    int32_t kernel;            /* OBJ_KERN_GLOBAL, OBJ_KERN_INNER or a Link.kernels index */
    uint32_t elf_type;         /* of its first part */
    uint64_t elf_flags;        /* of its first part (the first `.section` decides) */
    uint64_t align;            /* largest alignment of a part */
    uint32_t decl_align;       /* `align=` of its first part's `.section` (0: none) */
    StrBuf data;               /* bytes (none for SHT_NOBITS) */
    bool borrowed;             /* data is its only part's, the object's own bytes
                                  (layout.c: copied before it grows; not freed) */
    uint64_t size;
    size_t index;              /* position in Link.outs */
    LinkObj *first_obj;        /* the object of its first part (messages) */
};

/* A global or weak name. */
struct LinkSym {
    const char *name;
    LinkObj *def_obj;          /* defining object, NULL while undefined */
    uint32_t def_sym;          /* the definition's index in def_obj's symbols */
    ObjBind def_bind;          /* OBJ_GLOBAL or OBJ_WEAK */
    LinkObj *ref_obj;          /* first object that used it undefined */
    bool strong_ref;           /* some object refers to it with a global (not weak) binding */
    bool queued;               /* in Link.undef */
    uint32_t kernel;           /* the kernel of this name: its Link.kernels index + 1
                                  (set by the layout), 0 none */
};

/* Configuration records, in link order, with the object that holds each. */
typedef struct LinkConfig {
    LinkObj *obj;
    const ObjConfigRec *rec;
} LinkConfig;

/* A kernel of the program.  Its entry is the global symbol of its name
 * (ld_kernel_entry), wherever it is defined. */
typedef struct LinkKernel {
    const char *name;
    LinkSym *sym;              /* the global entry of its name */
    LinkObj *decl_obj;         /* first object that declares it */
    const ObjSrcLine *src;     /* its first .kernel (decl_obj's) */
    LinkConfig *configs; size_t nconfigs;   /* a slice of Link.kconfigs */
    /* register usage: the union over every code range that belongs to it */
    bool has_ranges;
    int32_t max_sgpr, max_vgpr;    /* highest index used, -1 none */
    uint32_t reg_flags;            /* OBJ_REG_VCC | OBJ_REG_FLAT | OBJ_REG_XNACK */
} LinkKernel;

/* What a symbol stands for after linking. */
typedef enum LinkValKind {
    LV_ABS,                    /* a number */
    LV_SECT,                   /* a place in an output section */
    LV_UNDEF                   /* undefined (a format's symbol, or an error) */
} LinkValKind;

typedef struct LinkValue {
    LinkValKind kind;
    OutSect *sect;             /* LV_SECT */
    uint64_t value;            /* LV_ABS: the value; LV_SECT: offset in sect */
    const char *name;          /* the symbol's name ("" for a section symbol) */
} LinkValue;

/* A relocation as the format writers see it. */
typedef struct LinkReloc {
    LinkObj *obj;
    const ObjReloc *rel;
    OutSect *sect;             /* P: the patched output section */
    uint64_t offset;           /* P: the offset in it */
    LinkValue sym;             /* S */
} LinkReloc;

typedef struct Link Link;

/* One binary format's writer: constants and hooks (one file each, listed in
 * output.c's ld_formats[]).  NULL hooks mean "nothing to do" / "none".
 * What a writer reads: L->target (format, GPU, versions, -S), L->outs (the
 * output sections, bytes relocated), L->kernels (configuration records and
 * register usage), L->configs (program-wide records), and for a symbol
 * table every object's symbols (L->objs[i]->obj->symbols) with
 * ld_symbol_value.  Writer state goes in L->fmt_state. */
typedef struct LdFormat {
    BinFormat format;
    const char *name;
    /* The code parts of the objects join as their sources would when
     * concatenated: each on the alignment requested in it (sh_addralign),
     * not on LD_CODE_ALIGN (kernels with their own code sections). */
    bool join_code;
    /* Each kernel has its own code section, continued by later objects as
     * one concatenated source continues it: a part of a kernel's code
     * follows the previous part at the part's own alignment, not on a
     * 256-byte boundary (AMD Catalyst). */
    bool join_kernel_code;
    /* clrxasm writes no binary for a source that never needed one (no
     * section, kernel or configuration): the linker refuses such inputs
     * before the format's check. */
    bool needs_content;
    /* The format evaluates the objects' link-time records itself (ROCm:
     * one address space for code, data and GOT); otherwise ld_relocate
     * does (links.c). */
    bool own_links;
    /* Checks what the inputs hold (sections, kernels, configuration) for this
     * format; reports and returns false when the output cannot be made. */
    bool (*check)(Link *L);
    /* True when the format knows where an output section is loaded, so that
     * absolute relocations against its symbols can be computed. */
    bool (*section_base)(const Link *L, const OutSect *s, uint64_t *base);
    /* Symbols the format defines (may be undefined in every object). */
    bool (*provides_symbol)(const Link *L, const char *name);
    /* A relocation the common code cannot compute (absolute address in a
     * section without a base, a format symbol, another section for a
     * relative one, GOT types): record it for the output, or report. */
    bool (*reloc)(Link *L, const LinkReloc *r);
    /* Writes the binary. */
    bool (*write)(Link *L, FILE *out);
    /* Frees L->fmt_state (called by link_free). */
    void (*release)(Link *L);
} LdFormat;

struct Link {
    /* the output file's identity when it exists (stat before loading): an
     * input that is the same file stops the link (load.c) */
    bool out_exists;
    uint64_t out_dev, out_ino;
    bool input_is_output;
    /* the arenas of the threads that read objects (load.c), freed last */
    Arena **arenas; size_t narenas, caparenas;
    LdOptions *opts;
    Arena *arena;
    TargetState target;        /* the output's */
    const LdFormat *fmt;       /* its writer */
    LinkObj **objs; size_t nobjs, capobjs;
    HashTab *globals;          /* name -> LinkSym */
    LinkSym **undef; size_t nundef, capundef;   /* names seen undefined, in order */
    OutSect **outs; size_t nouts, capouts;
    HashTab *out_by_key;
    OutSect *last_out;         /* the last one output_section gave (layout.c) */
    LinkKernel *kernels; size_t nkernels, capkernels;   /* by name: LinkSym.kernel */
    HashTab *local_code_labels;  /* name -> LocalLabel (symbols.c), built at the
                                    first kernel entry that needs it */
    LinkConfig *configs; size_t nconfigs;   /* program-wide records */
    LinkConfig *kconfigs;                   /* every kernel's records, kernel by kernel */
    void *fmt_state;           /* the writer's own */
};

/* args.c: 0 = go on; otherwise the exit status (*exit_now for --help). */
int ld_parse_args(LdOptions *o, int argc, char **argv, bool *exit_now);
void ld_free_args(LdOptions *o);
extern const char *const ld_progname;

void link_init(Link *L, LdOptions *opts);
void link_free(Link *L);

/* The passes, in order; each returns false when it reported errors. */
bool ld_load(Link *L);
bool ld_select_target(Link *L);
bool ld_resolve(Link *L);
bool ld_layout(Link *L);
bool ld_relocate(Link *L);
bool ld_write(Link *L);

/* symbols.c */
/* Adds an object's global and weak symbols to the table; reports duplicates. */
void ld_add_symbols(Link *L, LinkObj *lo);
LinkSym *ld_lookup(const Link *L, const char *name);
/* What symbol `sym` of object lo stands for (after ld_layout). */
LinkValue ld_symbol_value(const Link *L, const LinkObj *lo, uint32_t sym);
/* Where a global name is defined (kind LV_UNDEF when nowhere). */
LinkValue ld_global_value(const Link *L, const char *name);
/* A kernel's entry: the global symbol of its name, else the local label of
 * that name in the code of the one object that has one (*dup: a second
 * object that has one too; then the value is undefined).  *def (when def
 * is not NULL): the object that defines it. */
LinkValue ld_kernel_entry(const Link *L, const LinkKernel *k, const LinkObj **dup,
                          const LinkObj **def);
/* The Link.kernels index of the kernel of this name (after the layout
 * merged them); -1 when no object declares one. */
int32_t ld_kernel_index(const Link *L, const char *name);

/* The names of the program's global scope in the order clrxasm visits its
 * table (clrxmap.h): each object's creation order (Object.symorder), the
 * objects in link order, a name where it first appears.  An arena array of
 * *n names. */
const char **ld_symbol_map_order(Link *L, size_t *n);

/* n bytes at offset off lie inside `size` bytes (no overflow, whatever the
 * offset: an entry may come from a forged object). */
static inline bool ld_fits(uint64_t off, uint64_t n, uint64_t size)
{
    return off <= size && size - off >= n;
}

/* layout.c: the Link.kernels index of the k-th kernel of a code range of
 * object lo; -1 when no object declares it. */
int32_t ld_range_kernel(const Link *L, const LinkObj *lo, const ObjRegUsage *u, uint32_t k);
/* layout.c: the bytes of an output section, `size` of them: a section made
 * of no-bits parts gets zeros (for a writer that must write bytes). */
const uint8_t *ld_out_bytes(const OutSect *s);

/* load.c: appends an object to the link (symbols included). */
LinkObj *ld_add_object(Link *L, Object *o);


/* links.c: the objects' link-time records (`.clrx.links`) of a format
 * without its own evaluation: fields patched, symbols given values. */
bool ld_eval_links(Link *L);
/* The check of a literal record (OBJ_LINK_F_INLINE_CHOICE) whose value
 * (a number when `absolute`) depends on symbols of objects up to `latest`
 * (-1 none): false, reported, when clrxasm would have written an inline
 * constant. */
bool ld_link_inline_check(const LinkObj *lo, const ObjLink *l, uint64_t value, bool absolute,
                          long latest);

/* output.c */
const LdFormat *ld_find_format(BinFormat f);
/* For writers: n bytes to the output; false (reported) when they cannot be written. */
bool ld_write_bytes(const Link *L, FILE *out, const void *p, size_t n);
extern const LdFormat *const ld_formats[];
extern const LdFormat ld_fmt_rawcode;
extern const LdFormat ld_fmt_gallium;
extern const LdFormat ld_fmt_amdcl2;
extern const LdFormat ld_fmt_amd;
extern const LdFormat ld_fmt_rocm;

/* A position for messages about an object (its name, or a source line). */
void ld_error_at(const LinkObj *lo, const ObjSrcLine *src, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void ld_warning_at(const LinkObj *lo, const ObjSrcLine *src, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void ld_note_at(const LinkObj *lo, const ObjSrcLine *src, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* An error about a kernel, at its declaration. */
void ld_kernel_error(const LinkKernel *k, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* An error about the output that clrxasm reports without a source position:
 * the same here, then a note at the kernel's declaration. */
void ld_kernel_output_error(const LinkKernel *k, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
