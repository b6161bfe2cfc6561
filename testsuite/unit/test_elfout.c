/* test_elfout.c - unit tests of clrx-ld's shared writer modules: the ELF
 * builder (ld/elfout.c), checked by reading its images back with libelf
 * (section names, types, sizes, links, symbols, relocations, program
 * headers: what the test put in), and the HSA kernel code header
 * (ld/hsaconfig.c), whose field offsets are those of AMD's amd_kernel_code_t
 * (docs/formats/gallium.md, 6) and whose defaults are the CLRX manual's.
 */
#include <CUnit/CUnit.h>
#include <elf.h>
#include <gelf.h>
#include <libelf.h>
#include <string.h>

#include "bytes.h"
#include "elfout.h"
#include "hsaconfig.h"
#include "unitmain.h"

/* ---- the ELF builder ---- */

static Elf *open_image(StrBuf *b)
{
    elf_version(EV_CURRENT);
    return elf_memory(b->data, b->len);
}

static Elf_Scn *section_named(Elf *elf, const char *name, GElf_Shdr *sh)
{
    size_t shstrndx;
    if (elf_getshdrstrndx(elf, &shstrndx) != 0)
        return NULL;
    for (Elf_Scn *s = elf_nextscn(elf, NULL); s; s = elf_nextscn(elf, s)) {
        gelf_getshdr(s, sh);
        const char *n = elf_strptr(elf, shstrndx, sh->sh_name);
        if (n && !strcmp(n, name))
            return s;
    }
    return NULL;
}

static const uint8_t code[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };

/* A 64-bit shared object as ROCm has them: program headers first, then
 * sections, the section header table in the middle, RELA relocations. */
static void build64(ElfOut *e, StrBuf *out)
{
    elfout_init(e, true);
    e->type = ET_DYN;
    e->machine = EM_AMDGPU;
    e->osabi = 64;
    e->abiversion = 1;
    e->flags = 0x2d;
    size_t ph = elfout_header_table(e, ELF_PART_PHDRS, 8);
    size_t text = elfout_section(e, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 256,
                                 code, sizeof code);
    e->parts[text].addr_from_offset = true;
    size_t bss = elfout_section(e, ".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 16, NULL, 100);
    e->parts[bss].addr_from_offset = true;
    size_t rela = elfout_table(e, ELF_PART_REL, ".rela.text", SHT_RELA, 0, 8);
    e->parts[rela].entsize = 24;
    e->parts[rela].info = e->parts[text].index;
    elfout_table(e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, 0, 1);
    elfout_header_table(e, ELF_PART_SHDRS, 8);
    size_t sym = elfout_table(e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, 8);
    size_t str = elfout_table(e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, 0, 1);
    elfout_link(e, sym, str);
    elfout_link(e, rela, sym);
    e->parts[sym].info = 1;
    CU_ASSERT_EQUAL(elfout_add_str(e, str, "libfoo.so"), 1);
    CU_ASSERT_EQUAL(elfout_add_sym(e, sym, "", 0, 0, STT_SECTION, 0, e->parts[text].index), 1);
    CU_ASSERT_EQUAL(elfout_add_sym(e, sym, "kern", 4, 4, (STB_GLOBAL << 4) | STT_FUNC,
                                   STV_PROTECTED, e->parts[text].index), 2);
    elfout_add_sym(e, sym, "big", 0x123456789aULL, 0, (STB_WEAK << 4) | STT_OBJECT, 0,
                   SHN_ABS);
    elfout_add_rel(e, rela, 4, 2, 7, -5);
    elfout_add_rel(e, rela, 0, 3, 1, 9);
    elfout_add_rel(e, rela, 4, 3, 2, 0);
    elfout_sort_rels(e, rela);
    elfout_segment(e, PT_PHDR, PF_R, ph, 1, 8);
    elfout_segment(e, PT_LOAD, PF_R | PF_X, text, 2, 0x1000);
    CU_ASSERT_TRUE(elfout_layout(e));
    e->segs[0].paddr = 0x40;             /* changed between layout and emit */
    elfout_emit(e, out);
}

static void test_elf64(void)
{
    ElfOut e;
    StrBuf out = STRBUF_INIT;
    build64(&e, &out);
    CU_ASSERT_EQUAL(out.len, e.size);
    Elf *elf = open_image(&out);
    CU_ASSERT_PTR_NOT_NULL_FATAL(elf);
    CU_ASSERT_EQUAL(elf_kind(elf), ELF_K_ELF);
    CU_ASSERT_EQUAL(gelf_getclass(elf), ELFCLASS64);
    GElf_Ehdr eh;
    CU_ASSERT_PTR_NOT_NULL_FATAL(gelf_getehdr(elf, &eh));
    CU_ASSERT_EQUAL(eh.e_type, ET_DYN);
    CU_ASSERT_EQUAL(eh.e_machine, EM_AMDGPU);
    CU_ASSERT_EQUAL(eh.e_ident[EI_OSABI], 64);
    CU_ASSERT_EQUAL(eh.e_ident[EI_ABIVERSION], 1);
    CU_ASSERT_EQUAL(eh.e_flags, 0x2d);
    CU_ASSERT_EQUAL(eh.e_phoff, 64);     /* right after the ELF header */
    CU_ASSERT_EQUAL(eh.e_phnum, 2);
    CU_ASSERT_EQUAL(eh.e_shnum, 7);      /* null + 6 */

    GElf_Shdr sh;
    Elf_Scn *s = section_named(elf, ".text", &sh);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_EQUAL(elf_ndxscn(s), 1);
    CU_ASSERT_EQUAL(sh.sh_offset, 256);  /* 64 + 2 * 56 = 176, aligned to 256 */
    CU_ASSERT_EQUAL(sh.sh_addr, 256);
    CU_ASSERT_EQUAL(sh.sh_size, 8);
    CU_ASSERT_EQUAL(sh.sh_addralign, 256);
    Elf_Data *d = elf_getdata(s, NULL);
    CU_ASSERT_TRUE(d && d->d_size == 8 && !memcmp(d->d_buf, code, 8));
    CU_ASSERT_PTR_NOT_NULL(section_named(elf, ".bss", &sh));
    CU_ASSERT_EQUAL(sh.sh_type, SHT_NOBITS);
    CU_ASSERT_EQUAL(sh.sh_offset, 272);
    CU_ASSERT_EQUAL(sh.sh_size, 100);
    CU_ASSERT_EQUAL(eh.e_shoff > sh.sh_offset, 1);
    CU_ASSERT_PTR_NOT_NULL(section_named(elf, ".shstrtab", &sh));
    CU_ASSERT_EQUAL(elf_ndxscn(section_named(elf, ".shstrtab", &sh)), eh.e_shstrndx);
    CU_ASSERT_TRUE(sh.sh_offset < eh.e_shoff);

    /* symbols: names through the linked string table, after "libfoo.so" */
    Elf_Scn *st = section_named(elf, ".symtab", &sh);
    CU_ASSERT_PTR_NOT_NULL_FATAL(st);
    CU_ASSERT_TRUE(sh.sh_offset > eh.e_shoff);
    CU_ASSERT_EQUAL(sh.sh_size, 4 * 24);
    CU_ASSERT_EQUAL(sh.sh_entsize, 24);
    CU_ASSERT_EQUAL(sh.sh_info, 1);
    size_t strndx = sh.sh_link;
    GElf_Shdr strsh;
    CU_ASSERT_EQUAL(elf_ndxscn(section_named(elf, ".strtab", &strsh)), strndx);
    CU_ASSERT_STRING_EQUAL(elf_strptr(elf, strndx, 1), "libfoo.so");
    d = elf_getdata(st, NULL);
    GElf_Sym sym;
    gelf_getsym(d, 0, &sym);
    CU_ASSERT_TRUE(sym.st_name == 0 && sym.st_value == 0 && sym.st_info == 0);
    gelf_getsym(d, 1, &sym);
    CU_ASSERT_EQUAL(sym.st_name, 0);
    CU_ASSERT_EQUAL(sym.st_info, STT_SECTION);
    CU_ASSERT_EQUAL(sym.st_shndx, 1);
    gelf_getsym(d, 2, &sym);
    CU_ASSERT_STRING_EQUAL(elf_strptr(elf, strndx, sym.st_name), "kern");
    CU_ASSERT_EQUAL(sym.st_value, 4);
    CU_ASSERT_EQUAL(sym.st_size, 4);
    CU_ASSERT_EQUAL(GELF_ST_BIND(sym.st_info), STB_GLOBAL);
    CU_ASSERT_EQUAL(GELF_ST_TYPE(sym.st_info), STT_FUNC);
    CU_ASSERT_EQUAL(sym.st_other, STV_PROTECTED);
    gelf_getsym(d, 3, &sym);
    CU_ASSERT_STRING_EQUAL(elf_strptr(elf, strndx, sym.st_name), "big");
    CU_ASSERT_EQUAL(sym.st_value, 0x123456789aULL);
    CU_ASSERT_EQUAL(sym.st_shndx, SHN_ABS);

    /* relocations: sorted by offset, equal offsets in the order given */
    Elf_Scn *rs = section_named(elf, ".rela.text", &sh);
    CU_ASSERT_PTR_NOT_NULL_FATAL(rs);
    CU_ASSERT_EQUAL(sh.sh_size, 3 * 24);
    CU_ASSERT_EQUAL(sh.sh_link, elf_ndxscn(st));
    CU_ASSERT_EQUAL(sh.sh_info, 1);
    d = elf_getdata(rs, NULL);
    GElf_Rela r;
    gelf_getrela(d, 0, &r);
    CU_ASSERT_TRUE(r.r_offset == 0 && GELF_R_SYM(r.r_info) == 3 &&
                   GELF_R_TYPE(r.r_info) == 1 && r.r_addend == 9);
    gelf_getrela(d, 1, &r);
    CU_ASSERT_TRUE(r.r_offset == 4 && GELF_R_SYM(r.r_info) == 2 &&
                   GELF_R_TYPE(r.r_info) == 7 && r.r_addend == -5);
    gelf_getrela(d, 2, &r);
    CU_ASSERT_TRUE(r.r_offset == 4 && GELF_R_SYM(r.r_info) == 3 &&
                   GELF_R_TYPE(r.r_info) == 2 && r.r_addend == 0);

    /* program headers */
    GElf_Phdr ph;
    CU_ASSERT_PTR_NOT_NULL_FATAL(gelf_getphdr(elf, 0, &ph));
    CU_ASSERT_EQUAL(ph.p_type, PT_PHDR);
    CU_ASSERT_EQUAL(ph.p_offset, 64);
    CU_ASSERT_EQUAL(ph.p_filesz, 2 * 56);
    CU_ASSERT_EQUAL(ph.p_paddr, 0x40);
    CU_ASSERT_PTR_NOT_NULL_FATAL(gelf_getphdr(elf, 1, &ph));
    CU_ASSERT_EQUAL(ph.p_type, PT_LOAD);
    CU_ASSERT_EQUAL(ph.p_flags, PF_R | PF_X);
    CU_ASSERT_EQUAL(ph.p_offset, 256);
    CU_ASSERT_EQUAL(ph.p_vaddr, 256);
    CU_ASSERT_EQUAL(ph.p_filesz, 8);       /* .text; .bss has no bytes */
    CU_ASSERT_EQUAL(ph.p_memsz, 16 + 100); /* to the end of .bss */
    CU_ASSERT_EQUAL(ph.p_align, 0x1000);
    elf_end(elf);
    sb_free(&out);
    elfout_free(&e);
}

/* A 32-bit relocatable object with REL relocations and no program headers. */
static void test_elf32(void)
{
    ElfOut e;
    StrBuf out = STRBUF_INIT;
    elfout_init(&e, false);
    e.type = ET_REL;
    size_t text = elfout_section(&e, ".text", SHT_PROGBITS, SHF_ALLOC, 4, code, 6);
    size_t rel = elfout_table(&e, ELF_PART_REL, ".rel.text", SHT_REL, 0, 4);
    e.parts[rel].entsize = 8;
    size_t sym = elfout_table(&e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, 4);
    size_t str = elfout_table(&e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, 0, 1);
    elfout_table(&e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, 0, 1);
    elfout_header_table(&e, ELF_PART_SHDRS, 4);
    elfout_link(&e, sym, str);
    elfout_link(&e, rel, sym);
    elfout_add_sym(&e, sym, "a", 0x11223344, 2, (STB_LOCAL << 4) | STT_NOTYPE, 0,
                   e.parts[text].index);
    elfout_add_sym(&e, sym, "b", 5, 0, (STB_GLOBAL << 4) | STT_NOTYPE, 0, SHN_UNDEF);
    elfout_add_rel(&e, rel, 2, 2, 0x81, 0);
    CU_ASSERT_TRUE(elfout_layout(&e));
    elfout_emit(&e, &out);
    Elf *elf = open_image(&out);
    CU_ASSERT_PTR_NOT_NULL_FATAL(elf);
    CU_ASSERT_EQUAL(gelf_getclass(elf), ELFCLASS32);
    GElf_Ehdr eh;
    gelf_getehdr(elf, &eh);
    CU_ASSERT_EQUAL(eh.e_type, ET_REL);
    CU_ASSERT_EQUAL(eh.e_phoff, 0);
    CU_ASSERT_EQUAL(eh.e_phnum, 0);
    CU_ASSERT_EQUAL(eh.e_shnum, 6);
    CU_ASSERT_EQUAL(eh.e_shentsize, 40);
    CU_ASSERT_EQUAL(eh.e_shoff, out.len - 6 * 40);   /* the table is last */
    GElf_Shdr sh;
    Elf_Scn *s = section_named(elf, ".text", &sh);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_EQUAL(sh.sh_offset, 52);
    CU_ASSERT_EQUAL(sh.sh_size, 6);
    Elf_Scn *st = section_named(elf, ".symtab", &sh);
    CU_ASSERT_PTR_NOT_NULL_FATAL(st);
    CU_ASSERT_EQUAL(sh.sh_offset, 68);       /* after .rel.text at 60 */
    CU_ASSERT_EQUAL(sh.sh_size, 3 * 16);
    size_t strndx = sh.sh_link;
    Elf_Data *d = elf_getdata(st, NULL);
    GElf_Sym y;
    gelf_getsym(d, 1, &y);
    CU_ASSERT_STRING_EQUAL(elf_strptr(elf, strndx, y.st_name), "a");
    CU_ASSERT_EQUAL(y.st_value, 0x11223344);
    CU_ASSERT_EQUAL(y.st_size, 2);
    CU_ASSERT_EQUAL(y.st_shndx, 1);
    gelf_getsym(d, 2, &y);
    CU_ASSERT_STRING_EQUAL(elf_strptr(elf, strndx, y.st_name), "b");
    CU_ASSERT_EQUAL(GELF_ST_BIND(y.st_info), STB_GLOBAL);
    Elf_Scn *rs = section_named(elf, ".rel.text", &sh);
    CU_ASSERT_PTR_NOT_NULL_FATAL(rs);
    CU_ASSERT_EQUAL(sh.sh_offset, 60);
    CU_ASSERT_EQUAL(sh.sh_size, 8);
    GElf_Rel r;
    gelf_getrel(elf_getdata(rs, NULL), 0, &r);
    CU_ASSERT_EQUAL(r.r_offset, 2);
    CU_ASSERT_EQUAL(GELF_R_SYM(r.r_info), 2);
    CU_ASSERT_EQUAL(GELF_R_TYPE(r.r_info), 0x81);
    elf_end(elf);
    sb_free(&out);
    elfout_free(&e);
}

/* An image is built in memory: over 4 GiB it is refused whatever its class
 * (a section of 5 GiB; a section aligned on 2^40, which would start at
 * 1 TB), and 3 GiB is still laid out. */
static void test_elf32_too_large(void)
{
    ElfOut e;
    for (int is64 = 0; is64 < 2; is64++) {
        elfout_init(&e, is64);
        elfout_section(&e, ".big", SHT_PROGBITS, 0, 1, NULL, (uint64_t)5 << 30);
        CU_ASSERT_FALSE(elfout_layout(&e));
        elfout_free(&e);
        elfout_init(&e, is64);
        elfout_section(&e, ".far", SHT_PROGBITS, 0, (uint64_t)1 << 40, NULL, 1);
        CU_ASSERT_FALSE(elfout_layout(&e));
        elfout_free(&e);
        elfout_init(&e, is64);
        size_t p = elfout_section(&e, ".fits", SHT_PROGBITS, 0, 1, NULL, (uint64_t)3 << 30);
        CU_ASSERT_TRUE(elfout_layout(&e));
        CU_ASSERT_EQUAL(e.parts[p].offset, is64 ? 64u : 52u);    /* after the ELF header */
        elfout_free(&e);
    }
}

/* ---- the HSA header ---- */

static void test_hsa_header(void)
{
    HsaConfig h;
    hsa_init(&h);
    static CfgIndex keys;
    cfgkey_index(&keys, hsa_keys, hsa_nkeys);
    uint64_t v[6] = { 2, 3, 4, 5 };
    CU_ASSERT_PTR_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_machine), v));
    v[0] = 40;
    CU_ASSERT_PTR_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_gds_segment_size), v));
    v[0] = 3;
    v[1] = 6;
    CU_ASSERT_PTR_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_reserved_vgprs), v));
    v[0] = 16;
    CU_ASSERT_PTR_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_kernarg_segment_align), v));
    v[0] = 1;
    CU_ASSERT_PTR_NOT_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_private_elem_size), v));
    v[0] = 8;
    CU_ASSERT_PTR_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_private_elem_size), v));
    CU_ASSERT_PTR_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_use_kernarg_segment_ptr), v));
    CU_ASSERT_PTR_NULL(hsa_apply(&h, cfgkey_find(&keys, PON_use_xnack_enabled), v));
    CU_ASSERT_PTR_NULL(cfgkey_find(&keys, PON_hsa_sgprsnum));   /* a format's name */
    CU_ASSERT_EQUAL(hsa_reg_flags(&h), GPU_REG_XNACK);

    HsaDerived d = { .machine = { 8, 0, 3 }, .rsrc1 = 0xa1b2c3d4, .rsrc2 = 0x11,
                     .private_size = 0x30, .group_size = 0x400, .sgprs = 17, .vgprs = 9,
                     .kernarg_size = 0x58 };
    hsa_finish(&h, &d);
    uint8_t ctrl[HSA_CTRL_DIR_SIZE], out[HSA_HEADER_SIZE];
    for (unsigned i = 0; i < sizeof ctrl; i++)
        ctrl[i] = (uint8_t)(i + 1);
    hsa_header(&h, ctrl, out);
    /* amd_kernel_code_t: version 1.0, machine kind/major/minor/stepping */
    CU_ASSERT_EQUAL(get32(out + 0), 1);
    CU_ASSERT_EQUAL(get32(out + 4), 0);
    CU_ASSERT_EQUAL(get16(out + 8), 2);
    CU_ASSERT_EQUAL(get16(out + 10), 3);
    CU_ASSERT_EQUAL(get16(out + 12), 4);
    CU_ASSERT_EQUAL(get16(out + 14), 5);
    CU_ASSERT_EQUAL(get64(out + 16), 256);           /* kernel_code_entry_byte_offset */
    CU_ASSERT_EQUAL(get64(out + 24), 0);
    CU_ASSERT_EQUAL(get32(out + 48), 0xa1b2c3d4);    /* compute_pgm_rsrc1 */
    CU_ASSERT_EQUAL(get32(out + 52), 0x11);
    CU_ASSERT_EQUAL(get16(out + 56), 0x8);           /* kernarg segment pointer */
    CU_ASSERT_EQUAL(get16(out + 58), 0x40 | (2 << 1));   /* XNACK, element size 8 */
    CU_ASSERT_EQUAL(get32(out + 60), 0x30);
    CU_ASSERT_EQUAL(get32(out + 64), 0x400);
    CU_ASSERT_EQUAL(get32(out + 68), 40);
    CU_ASSERT_EQUAL(get64(out + 72), 0x58);
    CU_ASSERT_EQUAL(get16(out + 84), 17);
    CU_ASSERT_EQUAL(get16(out + 86), 9);
    CU_ASSERT_EQUAL(get16(out + 88), 3);             /* reserved VGPR first, count */
    CU_ASSERT_EQUAL(get16(out + 90), 4);
    CU_ASSERT_EQUAL(out[100], 4);                    /* log2(16) */
    CU_ASSERT_EQUAL(out[101], 4);
    CU_ASSERT_EQUAL(out[103], 6);                    /* wavefront of 64 */
    CU_ASSERT_EQUAL(get32(out + 104), 0);
    CU_ASSERT_EQUAL(get64(out + 120), 0);
    CU_ASSERT_EQUAL(memcmp(out + 128, ctrl, HSA_CTRL_DIR_SIZE), 0);
    /* user SGPRs: private segment buffer 4, dispatch pointer 2, kernarg 2 */
    CU_ASSERT_EQUAL(hsa_userdata(HSA_PRIV_SEGMENT_BUFFER | HSA_DISPATCH_PTR |
                                 HSA_KERNARG_PTR), 8);
}

const UnitTest elfout_tests[] = {
    { "64-bit image read back with libelf", test_elf64 },
    { "32-bit image read back with libelf", test_elf32 },
    { "ELF32 size limit", test_elf32_too_large },
    { "HSA kernel code header", test_hsa_header },
    { NULL, NULL },
};
