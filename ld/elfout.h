/* elfout.h - an ELF image built in memory, byte for byte: the inner ELF of
 * a Gallium binary, and what the ROCm and AMD OpenCL 2.0 writers make
 * (a 64-bit shared object with program headers; an outer ELF that holds
 * an inner one).  32- and 64-bit classes, little-endian.
 *
 * The image is a list of parts in file order after the ELF header: sections
 * (the caller's bytes, or tables the builder fills: section names, string
 * tables, symbol tables, relocations) and the section and program header
 * tables, which may stand anywhere in the list.  Each part starts at the
 * next multiple of its alignment; the gaps are zero bytes.
 *
 * Use:
 *     ElfOut e;
 *     elfout_init(&e, is64);   e.type = ET_REL; ...      (the ELF header)
 *     p = elfout_section(&e, ".text", SHT_PROGBITS, flags, 256, bytes, size);
 *     s = elfout_table(&e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, 8);
 *     t = elfout_table(&e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, 0, 1);
 *     elfout_link(&e, s, t);                 (a symbol table's names go to t)
 *     elfout_add_sym(&e, s, "main", 0, 0, info, 0, e.parts[p].index);
 *     ... elfout_header_table(&e, ELF_PART_SHDRS, 8) somewhere in the list
 *     if (!elfout_layout(&e)) error: an image over 4 GiB
 *     (contents and symbol values may still change here; sizes may not)
 *     elfout_emit(&e, &buf) (or elfout_write to a file);  elfout_free(&e);
 *
 * Section indices are given when a part is added (parts[i].index), so
 * symbols and links can name sections before the layout.  The caller's
 * bytes are not copied: they must live until elfout_emit or elfout_write. */
#ifndef CLRX_LD_ELFOUT_H
#define CLRX_LD_ELFOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

#define ELF_NO_PART SIZE_MAX

typedef enum ElfPartKind {
    ELF_PART_SECTION,          /* the caller's bytes (none for SHT_NOBITS) */
    ELF_PART_SHSTRTAB,         /* the section names; e_shstrndx */
    ELF_PART_STRTAB,           /* strings: elfout_add_str, then symbol names */
    ELF_PART_SYMTAB,           /* symbols: a null one, then elfout_add_sym's */
    ELF_PART_REL,              /* relocations (sh_entsize 8/16 for REL, 12/24 for RELA) */
    ELF_PART_SHDRS,            /* the section header table (not a section) */
    ELF_PART_PHDRS,            /* the program header table (not a section) */
    ELF_PART_RAW               /* the caller's bytes outside any section (AMD
                                  Catalyst's CAL notes and encoding entry) */
} ElfPartKind;

typedef struct ElfSym {
    const char *name;          /* "": st_name 0 */
    uint64_t value, size;
    uint8_t info, other;
    uint16_t shndx;
    uint32_t name_off;         /* st_name (elfout_layout) */
} ElfSym;

typedef struct ElfRel {
    uint64_t offset;
    uint32_t sym, type;
    int64_t addend;            /* RELA only */
} ElfRel;

typedef struct ElfPart {
    ElfPartKind kind;
    const char *name;          /* section name; NULL for the header tables */
    uint32_t type, link, info; /* sh_type, sh_link (elfout_link), sh_info */
    uint64_t flags, addr, align, entsize;
    uint64_t sh_align;         /* sh_addralign when nonzero (else align, which is also
                                  the part's alignment in the file) */
    bool addr_from_offset;     /* elfout_layout sets sh_addr to the file offset */
    bool zero_offset;          /* sh_offset reads 0 (the part keeps its place) */
    bool no_null_sym;          /* SYMTAB: no null symbol first, and its string
                                  table no empty string first (empty names point
                                  at the end of the first symbol's name) */
    bool size_to_next;         /* sh_size reaches the next part's offset (the
                                  padding before it included), unless last */
    const void *data;          /* ELF_PART_SECTION: its bytes */
    uint64_t size;             /* sh_size (tables: set by elfout_layout) */
    uint16_t index;            /* section index; 0 for the header tables */
    uint64_t offset;           /* file offset (elfout_layout) */
    /* the builder's */
    size_t link_part;
    uint32_t name_off;
    StrBuf strs;                                  /* string tables */
    ElfSym *syms; size_t nsyms, capsyms;          /* symbol tables */
    ElfRel *rels; size_t nrels, caprels;          /* relocation sections */
} ElfPart;

/* A program header over parts first .. first + count - 1.  elfout_layout
 * sets offset (the first part's), filesz and memsz (to the end of the last
 * part in the file, and with SHT_NOBITS sizes), vaddr = paddr (the first
 * part's sh_addr); any of them may be changed before elfout_emit. */
typedef struct ElfSeg {
    uint32_t type, flags;
    size_t first, count;
    uint64_t align;
    uint64_t offset, vaddr, paddr, filesz, memsz;
} ElfSeg;

typedef struct ElfOut {
    bool is64;
    /* the ELF header's fields that are not layout (zero after elfout_init) */
    uint16_t type, machine;
    uint8_t osabi, abiversion;
    uint32_t flags;
    uint64_t entry;
    /* sizes of the class */
    unsigned ehsize, shentsize, phentsize, symsize, word;
    ElfPart *parts; size_t nparts, capparts;
    ElfSeg *segs; size_t nsegs, capsegs;
    uint16_t nsect;            /* sections besides the null one */
    size_t shstrtab, shdrs, phdrs;   /* their parts (ELF_NO_PART: none) */
    uint64_t size;             /* of the whole image (elfout_layout) */
} ElfOut;

void elfout_init(ElfOut *e, bool is64);
void elfout_free(ElfOut *e);

/* Adds a section with the caller's bytes; returns its part index. */
size_t elfout_section(ElfOut *e, const char *name, uint32_t type, uint64_t flags,
                      uint64_t align, const void *data, uint64_t size);
/* Adds a section whose contents the builder makes (SHSTRTAB, STRTAB,
 * SYMTAB, REL; for SYMTAB sh_entsize is the class's symbol size, for REL
 * the caller sets it, which also says REL or RELA). */
size_t elfout_table(ElfOut *e, ElfPartKind kind, const char *name, uint32_t type,
                    uint64_t flags, uint64_t align);
/* Adds bytes that belong to no section (ELF_PART_RAW). */
size_t elfout_raw(ElfOut *e, const void *data, uint64_t size, uint64_t align);
/* Adds the section header table or the program header table. */
size_t elfout_header_table(ElfOut *e, ElfPartKind kind, uint64_t align);
/* sh_link of part `from` = the section index of part `to`; a symbol
 * table's names go to the string table it links. */
void elfout_link(ElfOut *e, size_t from, size_t to);

/* Appends a string (with its NUL) to a string table; returns its offset. */
uint32_t elfout_add_str(ElfOut *e, size_t strtab, const char *s);
/* Room for n more symbols at once (a table of thousands: no array grown
 * by doubling and copied). */
void elfout_reserve_syms(ElfOut *e, size_t symtab, size_t n);
/* Appends a symbol; returns its index in the table (the null symbol is 0). */
size_t elfout_add_sym(ElfOut *e, size_t symtab, const char *name, uint64_t value,
                      uint64_t size, uint8_t info, uint8_t other, uint16_t shndx);
/* Appends a relocation to a REL part. */
void elfout_add_rel(ElfOut *e, size_t rel, uint64_t offset, uint32_t sym, uint32_t type,
                    int64_t addend);
/* A symbol table without the null symbol (call after elfout_link, before
 * adding symbols; indices then start at 0). */
void elfout_symtab_no_null(ElfOut *e, size_t symtab);
/* Sorts a REL part's relocations by offset, keeping the order of equals. */
void elfout_sort_rels(ElfOut *e, size_t rel);
/* Adds a program header (the PHDRS part's size counts them). */
size_t elfout_segment(ElfOut *e, uint32_t type, uint32_t flags, size_t first, size_t count,
                      uint64_t align);

/* Fills the name and string tables, then gives every part its offset and
 * every table its size (once: call it after the last part, symbol and
 * relocation).  False when the image would exceed 4 GiB (either class). */
bool elfout_layout(ElfOut *e);
/* Appends the image (e->size bytes) to out. */
void elfout_emit(const ElfOut *e, StrBuf *out);
/* Gives the image to put, in order, a piece at a time, without making it
 * in memory: the caller's bytes as they are, the generated ones in pieces of
 * 64 KiB at most.  False when put returned false (put is not called again). */
typedef bool (*ElfPut)(void *ctx, const void *p, size_t n);
bool elfout_write(const ElfOut *e, ElfPut put, void *ctx);

#endif
