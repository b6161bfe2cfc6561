/* test_objfile.c - unit tests of libcommon/objfile.c: a write/read round
 * trip of an object that uses every part of the model, the on-disk bytes of
 * the tables (written by hand from docs/object-format.md), the GPU flags
 * (LLVM's EF_AMDGPU_MACH values), the code fill (bytes clrxasm writes for
 * .p2align), output files, forged objects with the message each must give,
 * and a fuzz of a valid object (every truncation, flipped bytes) that must
 * never crash.
 */
#include <CUnit/CUnit.h>
#include <elf.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "diag.h"
#include "expr.h"
#include "objfile.h"
#include "outfile.h"
#include "unitmain.h"

/* ---- helpers ---- */

static char g_dir[256];
static const char *const g_files[] = { "sample.o", "again.o", "out.bin", "bad.o", "bad2.o",
                                       "cfgv1.o", "cfga.o", "cfgb.o", "cfgc.o" };

static void remove_tmp_dir(void)
{
    char p[512];
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(g_files); i++) {
        snprintf(p, sizeof p, "%s/%s", g_dir, g_files[i]);
        unlink(p);
    }
    rmdir(g_dir);
}

/* A file in the test's own temporary directory (removed at exit). */
static const char *tmp_path(const char *name)
{
    static char buf[4][512];
    static int k;
    if (!g_dir[0]) {
        const char *t = getenv("TMPDIR");
        snprintf(g_dir, sizeof g_dir, "%s/objtest.XXXXXX", t && *t ? t : "/tmp");
        if (!mkdtemp(g_dir))
            abort();
        atexit(remove_tmp_dir);
    }
    k = (k + 1) % 4;
    snprintf(buf[k], sizeof buf[k], "%s/%s", g_dir, name);
    return buf[k];
}

static uint8_t *slurp(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc(n ? (size_t)n : 1);
    if (fread(b, 1, (size_t)n, f) != (size_t)n) {
        free(b);
        fclose(f);
        return NULL;
    }
    fclose(f);
    *size = (size_t)n;
    return b;
}

static char *cap_buf;
static size_t cap_len;
static FILE *cap_file;

static void cap_begin(void)
{
    diag_init("test");
    cap_file = open_memstream(&cap_buf, &cap_len);
    g_diag.out = cap_file;
}

static const char *cap_end(void)
{
    static char *last;
    fclose(cap_file);
    g_diag.out = NULL;
    free(last);
    last = cap_buf;
    return last;
}

/* Offset and size of the section called `name` in an ELF image (through
 * libelf, independently of the reader under test). */
static bool find_sect(const uint8_t *img, size_t size, const char *name, size_t *off,
                      size_t *sz, size_t *index)
{
    elf_version(EV_CURRENT);
    uint8_t *copy = malloc(size);
    memcpy(copy, img, size);
    Elf *e = elf_memory((char *)copy, size);
    bool found = false;
    size_t shstrndx;
    if (e && elf_getshdrstrndx(e, &shstrndx) == 0) {
        Elf_Scn *scn = NULL;
        while ((scn = elf_nextscn(e, scn))) {
            GElf_Shdr sh;
            gelf_getshdr(scn, &sh);
            const char *n = elf_strptr(e, shstrndx, sh.sh_name);
            if (n && !strcmp(n, name)) {
                *off = sh.sh_offset;
                *sz = sh.sh_size;
                if (index)
                    *index = elf_ndxscn(scn);
                found = true;
                break;
            }
        }
    }
    if (e)
        elf_end(e);
    free(copy);
    return found;
}

static void put32le(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* The offset of the string s (len bytes, then a NUL) in .strtab; ~0 if absent. */
static uint32_t strtab_find(const uint8_t *img, size_t size, const char *s, size_t len)
{
    size_t off, sz;
    if (!find_sect(img, size, ".strtab", &off, &sz, NULL))
        return ~0u;
    for (size_t i = 0; i + len < sz; i++)
        if ((i == 0 || img[off + i - 1] == 0) && memcmp(img + off + i, s, len) == 0 &&
            img[off + i + len] == 0)
            return (uint32_t)i;
    return ~0u;
}

static uint32_t get32le(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* ---- the sample object ---- */

static Object *sample(void)
{
    Object *o = obj_new();
    o->target.format = FMT_GALLIUM;
    o->target.gpu = GPU_FIJI;
    o->target.is64bit = true;
    o->target.driver_version = 1700;
    o->target.llvm_version = 400;
    o->target.policy = 200;
    o->format_explicit = true;
    o->gpu_explicit = false;

    obj_add_kernel(o, "k1", (ObjSrcLine){ "a.s", 1, 2, NULL });
    obj_add_kernel(o, "k2", (ObjSrcLine){ 0 });

    int32_t text = obj_add_section(o, ".text", OSECT_CODE);
    static const uint8_t code[8] = { 0, 0, 0x80, 0xbf, 0, 0, 0x81, 0xbf };
    sb_append(&o->sections[text].data, code, 8);
    o->sections[text].size = 8;

    int32_t ro = obj_add_section(o, ".rodata", OSECT_RODATA);
    o->sections[ro].align = 16;
    sb_append(&o->sections[ro].data, "abcdefghijklmnop", 16);
    o->sections[ro].size = 16;

    int32_t bss = obj_add_section(o, ".bss", OSECT_BSS);
    o->sections[bss].size = 100;
    o->sections[bss].align = 8;

    int32_t ktext = obj_add_section(o, ".text", OSECT_CODE);
    o->sections[ktext].kernel = 0;
    sb_append(&o->sections[ktext].data, code, 4);
    o->sections[ktext].size = 4;

    int32_t user = obj_add_section(o, "user", OSECT_OTHER);
    o->sections[user].elf_flags = SHF_ALLOC | SHF_WRITE;
    o->sections[user].kernel = OBJ_KERN_INNER;

    ObjSymbol s;
    s = (ObjSymbol){ .name = "L1", .section = text, .value = 4, .bind = OBJ_LOCAL };
    obj_add_symbol(o, &s);                                              /* 0 */
    s = (ObjSymbol){ .name = "g", .section = text, .value = 0, .size = 8, .bind = OBJ_GLOBAL,
                     .elf_type = STT_FUNC, .src = { "g.s", 12, 5, NULL } };
    obj_add_symbol(o, &s);                                              /* 1 */
    s = (ObjSymbol){ .name = "w", .section = ro, .value = 1, .bind = OBJ_WEAK,
                     .elf_type = STT_OBJECT };
    obj_add_symbol(o, &s);                                              /* 2 */
    s = (ObjSymbol){ .name = "a", .section = OBJ_SHN_ABS, .value = 0x123456789ull,
                     .bind = OBJ_GLOBAL };
    obj_add_symbol(o, &s);                                              /* 3 */
    s = (ObjSymbol){ .name = "u", .section = OBJ_SHN_UNDEF, .bind = OBJ_GLOBAL };
    obj_add_symbol(o, &s);                                              /* 4 */
    s = (ObjSymbol){ .name = "uw", .section = OBJ_SHN_UNDEF, .bind = OBJ_WEAK };
    obj_add_symbol(o, &s);                                              /* 5 */
    s = (ObjSymbol){ .name = "k1", .section = ktext, .value = 0, .bind = OBJ_GLOBAL };
    obj_add_symbol(o, &s);                                              /* 6 */
    uint32_t rosym = obj_section_symbol(o, ro);                         /* 7 */
    CU_ASSERT_EQUAL(rosym, 7);
    CU_ASSERT_EQUAL(obj_section_symbol(o, ro), 7);

    ObjReloc r;
    r = (ObjReloc){ .section = text, .offset = 0, .type = R_AMDGPU_REL16, .symbol = 4,
                    .src = { "b.s", 10, 3, NULL } };
    obj_add_reloc(o, &r);
    r = (ObjReloc){ .section = ro, .offset = 8, .type = R_AMDGPU_ABS64, .symbol = 3,
                    .addend = -5, .src = { "c.s", 7, 0, NULL } };
    obj_add_reloc(o, &r);
    r = (ObjReloc){ .section = text, .offset = 4, .type = R_AMDGPU_ABS32_LO, .symbol = rosym,
                    .addend = 2 };
    obj_add_reloc(o, &r);

    ObjConfigRec *c = obj_add_config(o, 0, "dims", 1);
    obj_config_num(c, 0, 7);
    c->src = (ObjSrcLine){ "a.s", 3, 0, NULL };
    c = obj_add_config(o, OBJ_KERN_GLOBAL, "driver", 2);
    obj_config_str(o, c, 0, "mesa\0x", 6);
    obj_config_num(c, 1, UINT64_MAX);
    obj_add_config(o, 1, "arg", 0);

    ObjRegUsage *u = obj_add_regusage(o);
    u->section = text;
    u->start = 0;
    u->end = 8;
    u->max_sgpr = 5;
    u->flags = OBJ_REG_VCC;
    const char *names[] = { "k1", "k2", "other" };
    obj_regusage_set_kernels(o, u, names, 3);
    u = obj_add_regusage(o);
    u->section = ktext;
    u->start = 0;
    u->end = 4;
    u->max_sgpr = 10;
    u->max_vgpr = 20;
    u->flags = OBJ_REG_ALL_KERNELS | OBJ_REG_FLAT;
    u->src = (ObjSrcLine){ "k.s", 7, 9, NULL };
    return o;
}

/* Writes object o as file `name` of the temporary directory, frees it and
 * returns the file's bytes. */
static uint8_t *written_bytes(Object *o, const char *name, size_t *size)
{
    const char *p = tmp_path(name);
    bool ok = obj_write(o, p);
    obj_free(o);
    CU_ASSERT_TRUE_FATAL(ok);
    uint8_t *b = slurp(p, size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    return b;
}

static uint8_t *sample_bytes(size_t *size)
{
    return written_bytes(sample(), "sample.o", size);
}

static void test_round_trip(void)
{
    size_t size;
    uint8_t *b = sample_bytes(&size);
    Object *o = obj_read_mem(b, size, "sample.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_STRING_EQUAL(o->path, "sample.o");

    CU_ASSERT_EQUAL(o->target.format, FMT_GALLIUM);
    CU_ASSERT_EQUAL(o->target.gpu, GPU_FIJI);
    CU_ASSERT_TRUE(o->target.is64bit);
    CU_ASSERT_FALSE(o->target.wave32);
    CU_ASSERT_EQUAL(o->target.driver_version, 1700);
    CU_ASSERT_EQUAL(o->target.llvm_version, 400);
    CU_ASSERT_EQUAL(o->target.policy, 200);
    CU_ASSERT_TRUE(o->format_explicit);
    CU_ASSERT_FALSE(o->gpu_explicit);

    CU_ASSERT_EQUAL_FATAL(o->nkernels, 2);
    CU_ASSERT_STRING_EQUAL(o->kernels[0].name, "k1");
    CU_ASSERT_STRING_EQUAL(o->kernels[0].src.file, "a.s");
    CU_ASSERT_EQUAL(o->kernels[0].src.line, 1);
    CU_ASSERT_EQUAL(o->kernels[0].src.col, 2);
    CU_ASSERT_STRING_EQUAL(o->kernels[1].name, "k2");
    CU_ASSERT_PTR_NULL(o->kernels[1].src.file);

    CU_ASSERT_EQUAL_FATAL(o->nsections, 5);
    const ObjSection *s = o->sections;
    CU_ASSERT_STRING_EQUAL(s[0].name, ".text");
    CU_ASSERT_EQUAL(s[0].kind, OSECT_CODE);
    CU_ASSERT_EQUAL(s[0].elf_type, SHT_PROGBITS);
    CU_ASSERT_EQUAL(s[0].elf_flags, SHF_ALLOC | SHF_EXECINSTR);
    CU_ASSERT_EQUAL(s[0].align, 1);
    CU_ASSERT_EQUAL(s[0].kernel, OBJ_KERN_GLOBAL);
    CU_ASSERT_EQUAL(s[0].size, 8);
    CU_ASSERT_EQUAL(s[0].data.len, 8);
    CU_ASSERT_EQUAL(memcmp(s[0].data.data, "\0\0\x80\xbf\0\0\x81\xbf", 8), 0);
    CU_ASSERT_STRING_EQUAL(s[1].name, ".rodata");
    CU_ASSERT_EQUAL(s[1].kind, OSECT_RODATA);
    CU_ASSERT_EQUAL(s[1].elf_flags, SHF_ALLOC);
    CU_ASSERT_EQUAL(s[1].align, 16);
    CU_ASSERT_EQUAL(memcmp(s[1].data.data, "abcdefghijklmnop", 16), 0);
    CU_ASSERT_STRING_EQUAL(s[2].name, ".bss");
    CU_ASSERT_EQUAL(s[2].kind, OSECT_BSS);
    CU_ASSERT_EQUAL(s[2].elf_type, SHT_NOBITS);
    CU_ASSERT_EQUAL(s[2].elf_flags, SHF_ALLOC | SHF_WRITE);
    CU_ASSERT_EQUAL(s[2].size, 100);
    CU_ASSERT_EQUAL(s[2].data.len, 0);
    CU_ASSERT_EQUAL(s[2].align, 8);
    CU_ASSERT_STRING_EQUAL(s[3].name, ".text");
    CU_ASSERT_EQUAL(s[3].kernel, 0);
    CU_ASSERT_EQUAL(s[3].size, 4);
    CU_ASSERT_STRING_EQUAL(s[4].name, "user");
    CU_ASSERT_EQUAL(s[4].kind, OSECT_OTHER);
    CU_ASSERT_EQUAL(s[4].kernel, OBJ_KERN_INNER);
    CU_ASSERT_EQUAL(s[4].elf_flags, SHF_ALLOC | SHF_WRITE);
    CU_ASSERT_EQUAL(s[4].size, 0);

    /* symbols come back locals first: L1, the section symbol, then the
     * others in their order */
    CU_ASSERT_EQUAL_FATAL(o->nsymbols, 8);
    const ObjSymbol *y = o->symbols;
    CU_ASSERT_STRING_EQUAL(y[0].name, "L1");
    CU_ASSERT_EQUAL(y[0].section, 0);
    CU_ASSERT_EQUAL(y[0].value, 4);
    CU_ASSERT_EQUAL(y[0].bind, OBJ_LOCAL);
    CU_ASSERT_STRING_EQUAL(y[1].name, "");
    CU_ASSERT_EQUAL(y[1].elf_type, STT_SECTION);
    CU_ASSERT_EQUAL(y[1].section, 1);
    CU_ASSERT_EQUAL(o->sections[1].secsym, 1);
    CU_ASSERT_STRING_EQUAL(y[2].name, "g");
    CU_ASSERT_EQUAL(y[2].bind, OBJ_GLOBAL);
    CU_ASSERT_STRING_EQUAL(y[2].src.file, "g.s");     /* where it was defined */
    CU_ASSERT_EQUAL(y[2].src.line, 12);
    CU_ASSERT_EQUAL(y[2].src.col, 5);
    CU_ASSERT_PTR_NULL(y[3].src.file);
    CU_ASSERT_EQUAL(y[2].elf_type, STT_FUNC);
    CU_ASSERT_EQUAL(y[2].size, 8);
    CU_ASSERT_STRING_EQUAL(y[3].name, "w");
    CU_ASSERT_EQUAL(y[3].bind, OBJ_WEAK);
    CU_ASSERT_EQUAL(y[3].section, 1);
    CU_ASSERT_EQUAL(y[3].value, 1);
    CU_ASSERT_EQUAL(y[3].elf_type, STT_OBJECT);
    CU_ASSERT_STRING_EQUAL(y[4].name, "a");
    CU_ASSERT_EQUAL(y[4].section, OBJ_SHN_ABS);
    CU_ASSERT_EQUAL(y[4].value, 0x123456789ull);
    CU_ASSERT_STRING_EQUAL(y[5].name, "u");
    CU_ASSERT_EQUAL(y[5].section, OBJ_SHN_UNDEF);
    CU_ASSERT_EQUAL(y[5].bind, OBJ_GLOBAL);
    CU_ASSERT_STRING_EQUAL(y[6].name, "uw");
    CU_ASSERT_EQUAL(y[6].bind, OBJ_WEAK);
    CU_ASSERT_STRING_EQUAL(y[7].name, "k1");
    CU_ASSERT_EQUAL(y[7].section, 3);
    CU_ASSERT_TRUE(y[7].is_kernel);
    CU_ASSERT_FALSE(y[2].is_kernel);

    /* relocations come back by section: .text's, then .rodata's */
    CU_ASSERT_EQUAL_FATAL(o->nrelocs, 3);
    const ObjReloc *r = o->relocs;
    CU_ASSERT_EQUAL(r[0].section, 0);
    CU_ASSERT_EQUAL(r[0].offset, 0);
    CU_ASSERT_EQUAL(r[0].type, R_AMDGPU_REL16);
    CU_ASSERT_EQUAL(r[0].symbol, 5);
    CU_ASSERT_EQUAL(r[0].addend, 0);
    CU_ASSERT_STRING_EQUAL(r[0].src.file, "b.s");
    CU_ASSERT_EQUAL(r[0].src.line, 10);
    CU_ASSERT_EQUAL(r[0].src.col, 3);
    CU_ASSERT_EQUAL(r[1].section, 0);
    CU_ASSERT_EQUAL(r[1].offset, 4);
    CU_ASSERT_EQUAL(r[1].type, R_AMDGPU_ABS32_LO);
    CU_ASSERT_EQUAL(r[1].symbol, 1);
    CU_ASSERT_EQUAL(r[1].addend, 2);
    CU_ASSERT_PTR_NULL(r[1].src.file);
    CU_ASSERT_EQUAL(r[1].src.line, 0);
    CU_ASSERT_EQUAL(r[2].section, 1);
    CU_ASSERT_EQUAL(r[2].offset, 8);
    CU_ASSERT_EQUAL(r[2].type, R_AMDGPU_ABS64);
    CU_ASSERT_EQUAL(r[2].symbol, 4);
    CU_ASSERT_EQUAL(r[2].addend, -5);
    CU_ASSERT_STRING_EQUAL(r[2].src.file, "c.s");
    CU_ASSERT_EQUAL(r[2].src.line, 7);

    CU_ASSERT_EQUAL_FATAL(o->nconfigs, 3);
    const ObjConfigRec *c = o->configs;
    CU_ASSERT_EQUAL(c[0].kernel, 0);
    CU_ASSERT_STRING_EQUAL(c[0].key, "dims");
    CU_ASSERT_EQUAL_FATAL(c[0].nvals, 1);
    CU_ASSERT_FALSE(obj_cv_is_str(&c[0].vals[0]));
    CU_ASSERT_EQUAL(c[0].vals[0].num, 7);
    CU_ASSERT_EQUAL(c[0].src.line, 3);
    CU_ASSERT_EQUAL(c[1].kernel, OBJ_KERN_GLOBAL);
    CU_ASSERT_STRING_EQUAL(c[1].key, "driver");
    CU_ASSERT_EQUAL_FATAL(c[1].nvals, 2);
    CU_ASSERT_TRUE(obj_cv_is_str(&c[1].vals[0]));
    CU_ASSERT_EQUAL(c[1].vals[0].len, 6);
    CU_ASSERT_EQUAL(memcmp(c[1].vals[0].str, "mesa\0x", 7), 0);
    CU_ASSERT_EQUAL(c[1].vals[1].num, UINT64_MAX);
    CU_ASSERT_EQUAL(c[2].kernel, 1);
    CU_ASSERT_STRING_EQUAL(c[2].key, "arg");
    CU_ASSERT_EQUAL(c[2].nvals, 0);

    CU_ASSERT_EQUAL_FATAL(o->nregusage, 2);
    const ObjRegUsage *u = o->regusage;
    CU_ASSERT_EQUAL(u[0].section, 0);
    CU_ASSERT_EQUAL(u[0].start, 0);
    CU_ASSERT_EQUAL(u[0].end, 8);
    CU_ASSERT_EQUAL(u[0].max_sgpr, 5);
    CU_ASSERT_EQUAL(u[0].max_vgpr, -1);
    CU_ASSERT_EQUAL(u[0].flags, OBJ_REG_VCC);
    CU_ASSERT_EQUAL_FATAL(u[0].nkernels, 3);
    CU_ASSERT_STRING_EQUAL(u[0].kernel_names[0], "k1");
    CU_ASSERT_STRING_EQUAL(u[0].kernel_names[2], "other");
    CU_ASSERT_EQUAL(u[0].kernels[0], 0);
    CU_ASSERT_EQUAL(u[0].kernels[1], 1);
    CU_ASSERT_EQUAL(u[0].kernels[2], UINT32_MAX);
    CU_ASSERT_EQUAL(u[1].section, 3);
    CU_ASSERT_EQUAL(u[1].max_sgpr, 10);
    CU_ASSERT_EQUAL(u[1].max_vgpr, 20);
    CU_ASSERT_EQUAL(u[1].flags, OBJ_REG_ALL_KERNELS | OBJ_REG_FLAT);
    CU_ASSERT_EQUAL(u[1].nkernels, 0);
    CU_ASSERT_PTR_NULL(u[0].src.file);
    CU_ASSERT_STRING_EQUAL(u[1].src.file, "k.s");     /* the .kcode's position */
    CU_ASSERT_EQUAL(u[1].src.line, 7);
    CU_ASSERT_EQUAL(u[1].src.col, 9);

    /* written again, it reads back the same (symbols already in ELF order) */
    CU_ASSERT_TRUE(obj_write(o, tmp_path("again.o")));
    size_t size2;
    uint8_t *b2 = slurp(tmp_path("again.o"), &size2);
    Object *o2 = b2 ? obj_read_mem(b2, size2, "again.o") : NULL;
    CU_ASSERT_PTR_NOT_NULL(o2);
    if (o2) {
        CU_ASSERT_EQUAL(o2->nsymbols, 8);
        CU_ASSERT_EQUAL(o2->nrelocs, 3);
        CU_ASSERT_EQUAL(o2->relocs[1].symbol, 1);
    }
    obj_free(o2);
    free(b2);
    obj_free(o);
    free(b);
}

/* The bytes on disk, from the format document. */
static void test_layout_bytes(void)
{
    size_t size, off, sz, idx, symidx;
    uint8_t *b = sample_bytes(&size);
    /* ELF header: class 64, LE, ET_REL, EM_AMDGPU, e_flags gfx803 (Fiji) */
    CU_ASSERT_EQUAL(b[EI_CLASS], 2);
    CU_ASSERT_EQUAL(b[EI_DATA], 1);
    CU_ASSERT_EQUAL(b[EI_OSABI], 0);
    CU_ASSERT_EQUAL(b[16] | (b[17] << 8), 1);
    CU_ASSERT_EQUAL(b[18] | (b[19] << 8), 224);
    CU_ASSERT_EQUAL(b[48] | (b[49] << 8) | (b[50] << 16) | (b[51] << 24), 0x2a);

    static const uint8_t target[56] = {
        'C', 'L', 'R', 'X', 1, 0, 1, 0,  1, 0, 0, 0,  32, 0, 0, 0,  0, 0, 0, 0,  0, 0, 0, 0,
        1, 0, 0, 0,            /* Gallium */
        13, 0, 0, 0,           /* Fiji */
        0x01, 0x01, 0, 0,      /* 64-bit, format explicit */
        0xa4, 0x06, 0, 0,      /* driver 1700 */
        0x90, 0x01, 0, 0,      /* LLVM 400 */
        0xc8, 0, 0, 0,         /* policy 200 */
        0, 0, 0, 0, 0, 0, 0, 0 };
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.target", &off, &sz, NULL));
    CU_ASSERT_EQUAL(sz, 56);
    CU_ASSERT_EQUAL(memcmp(b + off, target, 56), 0);

    /* .clrx.sections: 5 records of 16 bytes; the fourth is kernel 0's .text,
     * the fifth belongs to the inner binary */
    static const uint8_t sect_hdr[24] = { 'C', 'L', 'R', 'X', 1, 0, 2, 0, 5, 0, 0, 0,
                                          16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    static const uint8_t rec4[16] = { 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    static const uint8_t rec5[16] = { 5, 0, 0, 0, 4, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff,
                                      0, 0, 0, 0 };
    static const uint8_t rec3[16] = { 3, 0, 0, 0, 3, 0, 0, 0, 0xff, 0xff, 0xff, 0xff,
                                      0, 0, 0, 0 };
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.sections", &off, &sz, NULL));
    CU_ASSERT_EQUAL(sz, 24 + 5 * 16);
    CU_ASSERT_EQUAL(memcmp(b + off, sect_hdr, 24), 0);
    CU_ASSERT_EQUAL(memcmp(b + off + 24 + 2 * 16, rec3, 16), 0);
    CU_ASSERT_EQUAL(memcmp(b + off + 24 + 3 * 16, rec4, 16), 0);
    CU_ASSERT_EQUAL(memcmp(b + off + 24 + 4 * 16, rec5, 16), 0);

    /* .clrx.config version 2: 3 records of LEB128 fields (docs/object-format.md):
     *   kernel+1, key, count, file (0: the previous one, else offset+1),
     *   line (zigzag difference from the previous), column, values
     * record 0: kernel 0 "dims" 1 value, a.s:3:0; value 7 (tag 0: 7 << 2)
     * record 1: program-wide "driver" 2 values, no file (offset 0: 1), line 0
     *   (-3: 5), column 0; "mesa\0x" (tag 1: 6 << 2 | 1, then its offset),
     *   2^64-1 (tag 2: ~v = 0, so 2)
     * record 2: kernel 1 "arg", no values, the same file (0), line 0 (0) */
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.config", &off, &sz, NULL));
    uint32_t k_dims = strtab_find(b, size, "dims", 4), k_drv = strtab_find(b, size, "driver", 6);
    uint32_t k_arg = strtab_find(b, size, "arg", 3), f_a = strtab_find(b, size, "a.s", 3);
    uint32_t s_mesa = strtab_find(b, size, "mesa\0x", 6);
    CU_ASSERT_TRUE_FATAL(k_dims < 127 && k_drv < 127 && k_arg < 127 && f_a < 126 &&
                         s_mesa < 127);    /* one byte each */
    const uint8_t cfg[24 + 22] = {
        'C', 'L', 'R', 'X', 2, 0, 4, 0, 3, 0, 0, 0, 0, 0, 0, 0, 22, 0, 0, 0, 1, 0, 0, 0,
        1, (uint8_t)k_dims, 1, (uint8_t)(f_a + 1), 6, 0, 0x1c,
        0, (uint8_t)k_drv, 2, 1, 5, 0, 0x19, (uint8_t)s_mesa, 2,
        2, (uint8_t)k_arg, 0, 0, 0, 0 };
    CU_ASSERT_EQUAL(sz, sizeof cfg);
    CU_ASSERT_EQUAL(memcmp(b + off, cfg, sz < sizeof cfg ? sz : sizeof cfg), 0);

    /* .clrx.regusage: 2 records of 40, 3 names of 4 */
    size_t ruidx;
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.regusage", &off, &sz, &ruidx));
    CU_ASSERT_EQUAL(sz, 24 + 2 * 40 + 3 * 4);
    static const uint8_t ru0[40] = { 1, 0, 0, 0, 1, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0,
                                     8, 0, 0, 0, 0, 0, 0, 0,  5, 0, 0, 0, 0xff, 0xff, 0xff, 0xff,
                                     0, 0, 0, 0, 3, 0, 0, 0 };
    CU_ASSERT_EQUAL(memcmp(b + off + 24, ru0, 40), 0);

    /* .symtab: null + 2 locals first, so sh_info 3 */
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".symtab", &off, &sz, &symidx));
    CU_ASSERT_EQUAL(sz, 9 * 24);
    /* .rela.text: 2 entries, applies to section 1; entry 0 = REL16 against
     * "u" (ELF symbol 6: null, L1, section, g, w, a, u) */
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".rela.text", &off, &sz, &idx));
    CU_ASSERT_EQUAL(sz, 48);
    static const uint8_t rel0[24] = { 0, 0, 0, 0, 0, 0, 0, 0,  14, 0, 0, 0, 6, 0, 0, 0,
                                      0, 0, 0, 0, 0, 0, 0, 0 };
    CU_ASSERT_EQUAL(memcmp(b + off, rel0, 24), 0);
    /* .clrx.srclines: 2 records for relocations (the ABS32_LO has none);
     * the first is .rela.text entry 0 at line 10 column 3; then one for the
     * symbol "g" (.symtab, ELF symbol 3) at line 12 column 5; then one for
     * the second range of .clrx.regusage at line 7 column 9 */
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.srclines", &off, &sz, NULL));
    CU_ASSERT_EQUAL(sz, 24 + 4 * 24);
    const uint8_t *sl = b + off + 24;
    CU_ASSERT_EQUAL(sl[0], idx);
    CU_ASSERT_EQUAL(memcmp(sl + 4, "\0\0\0\0", 4), 0);
    CU_ASSERT_EQUAL(memcmp(sl + 12, "\x0a\0\0\0\x03\0\0\0\0\0\0\0", 12), 0);
    sl += 2 * 24;
    CU_ASSERT_EQUAL(sl[0], symidx);
    CU_ASSERT_EQUAL(memcmp(sl + 4, "\x03\0\0\0", 4), 0);
    CU_ASSERT_EQUAL(memcmp(sl + 12, "\x0c\0\0\0\x05\0\0\0\0\0\0\0", 12), 0);
    sl += 24;
    CU_ASSERT_EQUAL(sl[0], ruidx);
    CU_ASSERT_EQUAL(memcmp(sl + 4, "\x01\0\0\0", 4), 0);
    CU_ASSERT_EQUAL(memcmp(sl + 12, "\x07\0\0\0\x09\0\0\0\0\0\0\0", 12), 0);
    free(b);
}

static void test_gpu_eflags(void)
{
    /* EF_AMDGPU_MACH values of the LLVM AMDGPU ABI */
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_TAHITI), 0x20);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_CAPE_VERDE), 0x21);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_PITCAIRN), 0x21);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_OLAND), 0x3a);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_HAINAN), 0x3a);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_SPECTRE), 0x22);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_HAWAII), 0x23);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_KALINDI), 0x25);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_MULLINS), 0x25);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_BONAIRE), 0x26);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_CARRIZO), 0x28);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_TONGA), 0x29);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_ICELAND), 0x29);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_FIJI), 0x2a);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_ELLESMERE), 0x2a);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_STONEY), 0x2b);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX900), 0x2c);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX901), 0x12c);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX902), 0x2d);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX904), 0x2e);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX906), 0x2f);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX907), 0x12f);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX1010), 0x33);
    CU_ASSERT_EQUAL(obj_gpu_eflags(GPU_GFX1011), 0x34);
    for (int d = 0; d < GPU_COUNT; d++)
        CU_ASSERT_NOT_EQUAL(obj_gpu_eflags((GpuDevice)d), 0);
}

static void test_reloc_info(void)
{
    CU_ASSERT_STRING_EQUAL(obj_reloc_name(R_AMDGPU_REL16), "R_AMDGPU_REL16");
    CU_ASSERT_STRING_EQUAL(obj_reloc_name(6), "R_AMDGPU_ABS32");
    CU_ASSERT_PTR_NULL(obj_reloc_name(12));
    CU_ASSERT_PTR_NULL(obj_reloc_name(15));
    CU_ASSERT_PTR_NULL(obj_reloc_name(UINT32_MAX));
    CU_ASSERT_EQUAL(obj_reloc_size(R_AMDGPU_REL16), 2);
    CU_ASSERT_EQUAL(obj_reloc_size(R_AMDGPU_ABS32_LO), 4);
    CU_ASSERT_EQUAL(obj_reloc_size(R_AMDGPU_ABS64), 8);
    CU_ASSERT_EQUAL(obj_reloc_size(R_AMDGPU_REL64), 8);
    CU_ASSERT_EQUAL(obj_reloc_size(R_AMDGPU_GOTPCREL32_HI), 4);
    CU_ASSERT_EQUAL(obj_reloc_size(R_AMDGPU_NONE), 0);
    CU_ASSERT_EQUAL(obj_reloc_size(99), 0);
}

/* What clrxasm writes for `.fill N,1,0xaa` + `.p2align 3` / `.p2align 4` in
 * rawcode (reference output, bytes after the fill). */
static void test_fill_code(void)
{
    uint8_t out[32];
    memset(out, 0x55, sizeof out);
    obj_fill_code(out, 1, 7);       /* .fill 1 then .p2align 3 */
    CU_ASSERT_EQUAL(memcmp(out, "\x00\x00\x00\x80\xbf\x00\x00", 7), 0);
    CU_ASSERT_EQUAL(out[7], 0x55);
    obj_fill_code(out, 2, 6);
    CU_ASSERT_EQUAL(memcmp(out, "\x00\x00\x00\x00\x80\xbf", 6), 0);
    obj_fill_code(out, 3, 5);
    CU_ASSERT_EQUAL(memcmp(out, "\x00\x00\x00\x00\x00", 5), 0);
    obj_fill_code(out, 7, 9);       /* .fill 7 then .p2align 4 */
    CU_ASSERT_EQUAL(memcmp(out, "\x00\x00\x00\x00\x00\x80\xbf\x00\x00", 9), 0);
    obj_fill_code(out, 11, 5);
    CU_ASSERT_EQUAL(memcmp(out, "\x00\x00\x00\x00\x00", 5), 0);
    obj_fill_code(out, 4, 12);      /* s_nop 0 then .p2align 4 */
    CU_ASSERT_EQUAL(memcmp(out, "\x00\x00\x80\xbf\x00\x00\x80\xbf\x00\x00\x80\xbf", 12), 0);
    obj_fill_code(out, 9, 0);
}

static void test_outfile(void)
{
    const char *p = tmp_path("out.bin");
    unlink(p);
    OutFile f;
    CU_ASSERT_TRUE_FATAL(outfile_open(&f, p, 0));
    CU_ASSERT_EQUAL(f.how, OUT_RENAME);
    fputs("hello", f.fp);
    CU_ASSERT_EQUAL(access(p, F_OK), -1);      /* not there before commit */
    char tmp[256];
    snprintf(tmp, sizeof tmp, "%s", f.tmp);
    CU_ASSERT_TRUE(outfile_commit(&f));
    CU_ASSERT_EQUAL(access(tmp, F_OK), -1);
    size_t n;
    uint8_t *b = slurp(p, &n);
    CU_ASSERT_TRUE(b && n == 5 && !memcmp(b, "hello", 5));
    free(b);
    /* a failed step: the temporary file and the old output are removed */
    CU_ASSERT_TRUE_FATAL(outfile_open(&f, p, 0));
    fputs("other", f.fp);
    snprintf(tmp, sizeof tmp, "%s", f.tmp);
    outfile_abort(&f);
    CU_ASSERT_EQUAL(access(tmp, F_OK), -1);
    CU_ASSERT_EQUAL(access(p, F_OK), -1);
    /* a directory that does not exist: an error, nothing written */
    cap_begin();
    CU_ASSERT_FALSE(outfile_open(&f, "/nonexistent-dir/x.o", 0));
    CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "error: cannot create"));
    /* a FIFO (as a device) is written into, not replaced; the test holds
     * it open for reading and writing so that nothing blocks.  Never a
     * real /dev entry here: a broken build would replace it. */
    const char *fifo = tmp_path("out.fifo");
    unlink(fifo);
    CU_ASSERT_EQUAL_FATAL(mkfifo(fifo, 0600), 0);
    int rfd = open(fifo, O_RDWR | O_NONBLOCK);
    CU_ASSERT_TRUE_FATAL(rfd >= 0);
    CU_ASSERT_TRUE_FATAL(outfile_open(&f, fifo, 0));
    CU_ASSERT_EQUAL(f.how, OUT_DIRECT);
    CU_ASSERT_PTR_NULL(f.tmp);
    fputs("abc", f.fp);
    CU_ASSERT_TRUE(outfile_commit(&f));
    struct stat st;
    CU_ASSERT_TRUE(stat(fifo, &st) == 0 && S_ISFIFO(st.st_mode));
    char got[8] = { 0 };
    CU_ASSERT_EQUAL(read(rfd, got, sizeof got), 3);
    CU_ASSERT_STRING_EQUAL(got, "abc");
    /* a seekable writer on a FIFO: a temporary file copied into it */
    CU_ASSERT_TRUE_FATAL(outfile_open(&f, fifo, OUTFILE_SEEKABLE));
    CU_ASSERT_EQUAL(f.how, OUT_COPY);
    fputs("de", f.fp);
    CU_ASSERT_TRUE(outfile_commit(&f));
    CU_ASSERT_EQUAL(read(rfd, got, sizeof got), 2);
    CU_ASSERT_TRUE(stat(fifo, &st) == 0 && S_ISFIFO(st.st_mode));
    close(rfd);
    unlink(fifo);
    /* a write error is reported (a full device of our own, when mknod is
     * permitted) */
    const char *full = tmp_path("full");
    unlink(full);
    if (mknod(full, S_IFCHR | 0600, makedev(1, 7)) == 0) {
        CU_ASSERT_TRUE_FATAL(outfile_open(&f, full, 0));
        fputs("x", f.fp);
        cap_begin();
        CU_ASSERT_FALSE(outfile_commit(&f));
        char want[512];
        snprintf(want, sizeof want, "error writing to %s: No space left on device", full);
        CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), want));
        CU_ASSERT_TRUE(stat(full, &st) == 0 && S_ISCHR(st.st_mode));
        unlink(full);
    }
}

static void test_write_refuses(void)
{
    const char *p = tmp_path("bad.o");
    unlink(p);
    /* a relocation outside its section */
    Object *o = obj_new();
    int32_t t = obj_add_section(o, ".text", OSECT_CODE);
    sb_append(&o->sections[t].data, "\0\0\x80\xbf", 4);
    o->sections[t].size = 4;
    ObjSymbol s = { .name = "x", .section = OBJ_SHN_UNDEF, .bind = OBJ_GLOBAL };
    obj_add_symbol(o, &s);
    ObjReloc r = { .section = t, .offset = 2, .type = R_AMDGPU_ABS32, .symbol = 0 };
    obj_add_reloc(o, &r);
    cap_begin();
    CU_ASSERT_FALSE(obj_write(o, p));
    CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "bad.o: error: cannot write object: relocation 0 "
                                              "is outside section '.text'"));
    CU_ASSERT_EQUAL(access(p, F_OK), -1);
    o->relocs[0].offset = 0;
    CU_ASSERT_TRUE(obj_write(o, p));
    /* two globals of the same name */
    obj_add_symbol(o, &s);
    cap_begin();
    CU_ASSERT_FALSE(obj_write(o, tmp_path("bad2.o")));
    CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "global symbol 'x' given twice"));
    CU_ASSERT_EQUAL(access(tmp_path("bad2.o"), F_OK), -1);
    obj_free(o);
    /* a kernel name given twice: among a few kernels, and among many (the
     * name index is built from the ninth on) */
    for (int many = 0; many < 2; many++) {
        o = obj_new();
        int n = many ? 12 : 3;
        for (int i = 0; i < n; i++) {
            char nm[16];
            snprintf(nm, sizeof nm, "k%d", i == n - 1 ? 1 : i);
            obj_add_kernel(o, nm, (ObjSrcLine){ "k.s", 1, 1, NULL });
        }
        CU_ASSERT_EQUAL(obj_find_kernel(o, "k1"), 1);
        cap_begin();
        CU_ASSERT_FALSE(obj_write(o, tmp_path("bad2.o")));
        CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "kernel 'k1' given twice"));
        CU_ASSERT_EQUAL(access(tmp_path("bad2.o"), F_OK), -1);
        obj_free(o);
    }
}

/* Link-time records (.clrx.links): each kind and term kind written and
 * read back; a symbol record whose symbol is not absolute is refused. */
static void test_links(void)
{
    const char *p = tmp_path("links.o");
    Object *o = obj_new();
    int32_t t = obj_add_section(o, ".text", OSECT_CODE);
    int32_t d = obj_add_section(o, ".rodata", OSECT_RODATA);
    sb_append(&o->sections[t].data, "\0\0\0\0\0\0\0\0", 8);
    o->sections[t].size = 8;
    sb_append(&o->sections[d].data, "\0\0\0\0", 4);
    o->sections[d].size = 4;
    ObjSymbol ext = { .name = "ext", .section = OBJ_SHN_UNDEF, .bind = OBJ_GLOBAL };
    ObjSymbol x = { .name = "x", .section = OBJ_SHN_ABS, .bind = OBJ_GLOBAL };
    uint32_t se = obj_add_symbol(o, &ext), sx = obj_add_symbol(o, &x);
    ObjLink *l = obj_add_link(o);           /* node: .text - ext */
    l->kind = OBJ_LINK_NODE;
    l->op = EXPR_OP_SUB;
    l->section = -1;
    l->nargs = 2;
    l->args[0] = (ObjLinkVal){ .nterms = 1,
                               .terms = { { OBJ_TERM_SECTION, (uint32_t)t, 1 } } };
    l->args[1] = (ObjLinkVal){ .nterms = 1, .terms = { { OBJ_TERM_SYMBOL, se, 1 } } };
    l->src = (ObjSrcLine){ .file = "a.s", .line = 3, .col = 9 };
    l = obj_add_link(o);                    /* data word in .rodata: node + 4 */
    l->kind = OBJ_LINK_DATA;
    l->op = 4;
    l->section = d;
    l->nargs = 1;
    l->args[0] = (ObjLinkVal){ .value = 4, .nterms = 1, .terms = { { OBJ_TERM_NODE, 0, 1 } } };
    l = obj_add_link(o);                    /* instruction field: a literal */
    l->kind = OBJ_LINK_INSN;
    l->op = 0;
    l->section = t;
    l->offset = 0;
    l->field = 4;
    l->nargs = 1;
    l->args[0] = (ObjLinkVal){ .value = 0, .nterms = 1, .terms = { { OBJ_TERM_NODE, 0, -2 } } };
    l = obj_add_link(o);                    /* x = ext + 12 */
    l->kind = OBJ_LINK_SYMBOL;
    l->section = -1;
    l->offset = sx;
    l->nargs = 1;
    l->args[0] = (ObjLinkVal){ .value = 12, .nterms = 1, .terms = { { OBJ_TERM_SYMBOL, se, 1 } } };
    CU_ASSERT_TRUE_FATAL(obj_write(o, p));
    size_t n;
    uint8_t *b = slurp(p, &n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    Object *r = obj_read_mem(b, n, "links.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_EQUAL_FATAL(r->nlinks, 4);
    CU_ASSERT_EQUAL(r->links[0].kind, OBJ_LINK_NODE);
    CU_ASSERT_EQUAL(r->links[0].op, EXPR_OP_SUB);
    CU_ASSERT_EQUAL(r->links[0].src.line, 3);
    CU_ASSERT_EQUAL(r->links[0].src.col, 9);
    CU_ASSERT_STRING_EQUAL(r->symbols[r->links[0].args[1].terms[0].ref].name, "ext");
    CU_ASSERT_EQUAL(r->links[1].kind, OBJ_LINK_DATA);
    CU_ASSERT_STRING_EQUAL(r->sections[r->links[1].section].name, ".rodata");
    CU_ASSERT_EQUAL(r->links[1].args[0].value, 4);
    CU_ASSERT_EQUAL(r->links[2].kind, OBJ_LINK_INSN);
    CU_ASSERT_EQUAL(r->links[2].field, 4);
    CU_ASSERT_EQUAL(r->links[2].args[0].terms[0].coef, -2);
    CU_ASSERT_EQUAL(r->links[3].kind, OBJ_LINK_SYMBOL);
    CU_ASSERT_STRING_EQUAL(r->symbols[r->links[3].offset].name, "x");
    CU_ASSERT_EQUAL(r->links[3].args[0].value, 12);
    CU_ASSERT_STRING_EQUAL(r->symbols[r->links[3].args[0].terms[0].ref].name, "ext");
    obj_free(r);
    free(b);
    /* the symbol of a symbol record must be absolute (its value is 0 there) */
    o->links[3].offset = se;
    cap_begin();
    CU_ASSERT_FALSE(obj_write(o, tmp_path("links2.o")));
    CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "link-time record 3 has an invalid symbol"));
    /* a node may only use earlier nodes */
    o->links[3].offset = sx;
    o->links[1].args[0].terms[0].ref = 2;
    cap_begin();
    CU_ASSERT_FALSE(obj_write(o, tmp_path("links3.o")));
    CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "link-time record 1 has an invalid term"));
    obj_free(o);
}

/* ---- forged objects ---- */

typedef struct Forge {
    const char *sect;          /* section patched (NULL: the file itself) */
    size_t at;                 /* offset in it */
    uint32_t value;            /* 32-bit value written there */
    const char *msg;           /* expected in the message */
} Forge;

/* Writes a forge's value into an object's bytes. */
static void apply_forge(uint8_t *img, size_t size, const Forge *f)
{
    size_t off = 0, sz;
    if (f->sect)
        CU_ASSERT_TRUE_FATAL(find_sect(img, size, f->sect, &off, &sz, NULL));
    put32le(img + off + f->at, f->value);
}

/* A copy of the sample object's bytes with the forges applied. */
static uint8_t *forged_copy(const uint8_t *b, size_t size, const Forge *f, size_t n)
{
    uint8_t *c = malloc(size);
    memcpy(c, b, size);
    for (size_t i = 0; i < n; i++)
        apply_forge(c, size, &f[i]);
    return c;
}

static void check_forged(const Forge *f)
{
    size_t size;
    uint8_t *b = sample_bytes(&size);
    apply_forge(b, size, f);
    cap_begin();
    Object *o = obj_read_mem(b, size, "forged.o");
    const char *m = cap_end();
    CU_ASSERT_PTR_NULL(o);
    if (!strstr(m, f->msg) || strncmp(m, "forged.o: error: ", 17) != 0)
        fprintf(stderr, "\n  %s+%zu: expected '%s', got '%s'", f->sect ? f->sect : "file",
                f->at, f->msg, m);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, f->msg));
    CU_ASSERT_EQUAL(strncmp(m, "forged.o: error: ", 17), 0);
    obj_free(o);
    free(b);
}

static const Forge g_forged[] = {
    { NULL, 0, 0x464c457e, "not an ELF object" },
    { NULL, 4, 0x00010101, "not a 64-bit little-endian" },
    { NULL, 16, 0x00e00002, "not a relocatable object" },
    { NULL, 16, 0x00030001, "not an AMDGPU object" },
    { NULL, 48, 0x29, "e_flags 0x29 do not match the GPU Fiji" },
    { ".clrx.target", 0, 0x58524c58, "bad magic" },
    { ".clrx.target", 4, 0x00010002, "unsupported version 2" },
    { ".clrx.target", 4, 0x00020001, "wrong table id 2" },
    { ".clrx.target", 12, 31, "wrong record size" },
    { ".clrx.target", 24, 9, "unknown binary format 9" },
    { ".clrx.target", 28, 33, "unknown GPU device 33" },
    { ".clrx.target", 32, 0x80000000, "unknown flags" },
    { ".clrx.sections", 8, 0xffffffff, "does not match its counts" },
    { ".clrx.sections", 24, 2, "record 0 describes section 2" },
    { ".clrx.sections", 28, 9, "unknown role 9" },
    { ".clrx.sections", 32, 7, "invalid kernel index 7" },
    { ".clrx.kernels", 24, 0x7fffffff, "outside .strtab" },
    { ".clrx.kernels", 8, 0x40000000, "does not match its counts" },
    /* the records of .clrx.config (test_layout_bytes): 0 at 24, 1 at 31,
     * 2 at 40; the table ends at 46 */
    { ".clrx.config", 16, 0xffffff, "does not match its counts" },
    { ".clrx.config", 8, 100, "100 records cannot fit in 22 bytes" },
    { ".clrx.config", 24, 6, "invalid kernel index 5" },
    { ".clrx.config", 42, 0x7f, "values outside the table" },
    { ".clrx.config", 30, 7, "invalid number" },
    { ".clrx.config", 38, 0x7fffffff, "invalid string value" },
    { ".clrx.config", 24 + 1, 0x7fffffff, "outside .strtab" },
    { ".clrx.regusage", 24, 2, "not in a code section" },
    { ".clrx.regusage", 24 + 16, 9, "outside its section" },
    { ".clrx.regusage", 24 + 24, 0xfffffffe, "invalid register numbers" },
    { ".clrx.regusage", 24 + 36, 4, "kernels outside the table" },
    { ".clrx.regusage", 24 + 2 * 40 + 4, 0xffffff, "outside .strtab" },
    { ".clrx.srclines", 24, 1, "names no relocation section" },
    { ".clrx.srclines", 28, 2, "relocation 2 does not exist" },
    /* record 1 (.rela.rodata, ELF section 7) made to name .rela.text (6) entry 0 */
    { ".clrx.srclines", 24 + 24, 6, "has two positions" },
    { ".rela.text", 12, 99, "invalid symbol index 99" },
    { ".rela.text", 12, 0, "invalid symbol index 0" },
    { ".rela.text", 8, 12, "invalid type 12" },
    { ".rela.text", 8, 13, "invalid type 13" },
    { ".rela.text", 0, 7, "is outside section '.text'" },
    { ".symtab", 24 + 6, 0x50, "invalid section index 80" },
    { ".symtab", 24, 0x10000, "outside .strtab" },
    { ".symtab", 24 + 4, 0x13, "local and global symbols are mixed" },
    { ".symtab", 24 + 4, 0x06, "unsupported type 6" },
    { ".symtab", 3 * 24 + 4, 0x00010032, "unsupported binding 3" },
};

static void test_forged(void)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(g_forged); i++)
        check_forged(&g_forged[i]);
}

/* Expansion contexts in .clrx.srclines (version 2): a relocation written
 * inside a macro called from a repetition gets its chain back; forged
 * contexts are refused; a version-1 table (no contexts) is still read. */
static void test_srcline_contexts(void)
{
    const char *p = tmp_path("again.o");
    SrcCtx rep = { .kind = CTX_REPT, .call = { "m.s", 9, 1, NULL }, .deffile = "m.s",
                   .defline = 9 };
    SrcCtx mac = { .kind = CTX_MACRO, .name = "BOUNDS", .call = { "m.s", 10, 3, &rep },
                   .deffile = "m.s", .defline = 2 };
    Object *o = obj_new();
    int32_t t = obj_add_section(o, ".text", OSECT_CODE);
    sb_append(&o->sections[t].data, "\0\0\0\0\0\0\0\0", 8);
    o->sections[t].size = 8;
    ObjSymbol s = { .name = "x", .section = OBJ_SHN_UNDEF, .bind = OBJ_GLOBAL };
    obj_add_symbol(o, &s);
    ObjReloc r = { .section = t, .offset = 0, .type = R_AMDGPU_ABS32, .symbol = 0,
                   .src = { "m.s", 3, 11, &mac } };
    obj_add_reloc(o, &r);
    r.offset = 4;
    r.src = (ObjSrcLine){ "m.s", 4, 8, &rep };     /* shares the outer context */
    obj_add_reloc(o, &r);
    CU_ASSERT_TRUE_FATAL(obj_write(o, p));
    obj_free(o);

    size_t size;
    uint8_t *b = slurp(p, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    o = obj_read_mem(b, size, "ctx.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL_FATAL(o->nrelocs, 2);
    const SrcCtx *c = o->relocs[0].src.ctx;
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_EQUAL(c->kind, CTX_MACRO);
    CU_ASSERT_STRING_EQUAL(c->name, "BOUNDS");
    CU_ASSERT_STRING_EQUAL(c->call.file, "m.s");
    CU_ASSERT_EQUAL(c->call.line, 10);
    CU_ASSERT_EQUAL(c->call.col, 3);
    CU_ASSERT_EQUAL(c->defline, 2);
    const SrcCtx *outer = c->call.ctx;
    CU_ASSERT_PTR_NOT_NULL_FATAL(outer);
    CU_ASSERT_EQUAL(outer->kind, CTX_REPT);
    CU_ASSERT_PTR_NULL(outer->name);
    CU_ASSERT_EQUAL(outer->call.line, 9);
    CU_ASSERT_PTR_NULL(outer->call.ctx);
    CU_ASSERT_PTR_EQUAL(o->relocs[1].src.ctx, outer);      /* written once */
    obj_free(o);

    /* the table: 2 records, then the 2 contexts (the outer one first) */
    size_t off, sz;
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.srclines", &off, &sz, NULL));
    CU_ASSERT_EQUAL_FATAL(sz, 24 + 2 * 24 + 2 * 32);
    uint8_t *tab = b + off;
    CU_ASSERT_EQUAL(get32le(tab + 4), 0x00060002);          /* version 2, id 6 */
    CU_ASSERT_EQUAL(get32le(tab + 24 + 20), 2);             /* reloc 0: context 2 */
    CU_ASSERT_EQUAL(get32le(tab + 48 + 20), 1);             /* reloc 1: context 1 */
    CU_ASSERT_EQUAL(get32le(tab + 72 + 28), 0);             /* context 1: outermost */
    CU_ASSERT_EQUAL(get32le(tab + 104 + 28), 1);            /* context 2: inside 1 */
    static const struct { size_t at; uint32_t v; const char *msg; } bad[] = {
        { 24 + 20, 3, "context 3 does not exist" },
        { 72 + 28, 1, "context 1 is inside context 1, which does not come before it" },
        { 104 + 28, 2, "context 2 is inside context 2" },
        { 72, 7, "context 1 has an invalid kind 7" },
        { 104 + 4, 0x7fffffff, "outside .strtab" },
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(bad); i++) {
        uint32_t keep = get32le(tab + bad[i].at);
        put32le(tab + bad[i].at, bad[i].v);
        cap_begin();
        o = obj_read_mem(b, size, "ctx.o");
        const char *m = cap_end();
        CU_ASSERT_PTR_NULL(o);
        if (!strstr(m, bad[i].msg))
            fprintf(stderr, "\n  +%zu: expected '%s', got '%s'", bad[i].at, bad[i].msg, m);
        CU_ASSERT_PTR_NOT_NULL(strstr(m, bad[i].msg));
        obj_free(o);
        put32le(tab + bad[i].at, keep);
    }
    free(b);

    /* version 1: no second array, the records' last field ignored */
    o = obj_new();
    t = obj_add_section(o, ".text", OSECT_CODE);
    sb_append(&o->sections[t].data, "\0\0\0\0", 4);
    o->sections[t].size = 4;
    obj_add_symbol(o, &s);
    r = (ObjReloc){ .section = t, .type = R_AMDGPU_ABS32, .src = { "v1.s", 5, 2, NULL } };
    obj_add_reloc(o, &r);
    CU_ASSERT_TRUE_FATAL(obj_write(o, p));
    obj_free(o);
    b = slurp(p, &size);
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.srclines", &off, &sz, NULL));
    tab = b + off;
    put32le(tab + 4, 0x00060001);                           /* version 1 */
    put32le(tab + 20, 0);                                   /* entsize2 0 */
    put32le(tab + 24 + 20, 99);                             /* reserved */
    o = obj_read_mem(b, size, "v1.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_STRING_EQUAL(o->relocs[0].src.file, "v1.s");
    CU_ASSERT_EQUAL(o->relocs[0].src.line, 5);
    CU_ASSERT_PTR_NULL(o->relocs[0].src.ctx);
    obj_free(o);
    free(b);
}

/* An object of the previous clrx-as (.clrx.config version 1: 32-byte records,
 * 16-byte values) is still read.  The version-1 table is written over a
 * version-2 one of the same size: one record of 10 values, 4 of them raw
 * 64-bit numbers: 24 + 6 + 4 * 9 + 6 = 72 = 24 + 32 + 16 bytes. */
static void test_config_v1(void)
{
    const char *p = tmp_path("cfgv1.o");
    Object *o = obj_new();
    int32_t t = obj_add_section(o, ".text", OSECT_CODE);
    sb_append(&o->sections[t].data, "\0\0\0\0", 4);
    o->sections[t].size = 4;
    ObjConfigRec *c = obj_add_config(o, OBJ_KERN_GLOBAL, "dims", 10);
    for (uint32_t i = 0; i < 10; i++)
        obj_config_num(c, i, i < 4 ? (uint64_t)1 << 62 | i : i);
    CU_ASSERT_TRUE_FATAL(obj_write(o, p));
    obj_free(o);
    size_t size, off, sz;
    uint8_t *b = slurp(p, &size);
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.config", &off, &sz, NULL));
    CU_ASSERT_EQUAL_FATAL(sz, 72);
    /* as written (version 2): the raw numbers and the small ones read back */
    o = obj_read_mem(b, size, "cfgv2.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL_FATAL(o->configs[0].nvals, 10);
    for (uint32_t i = 0; i < 10; i++)
        CU_ASSERT_EQUAL(o->configs[0].vals[i].num, i < 4 ? (uint64_t)1 << 62 | i : i);
    obj_free(o);
    uint32_t key = strtab_find(b, size, "dims", 4);
    static const uint8_t v1[72] = {
        'C', 'L', 'R', 'X', 1, 0, 4, 0, 1, 0, 0, 0, 32, 0, 0, 0, 1, 0, 0, 0, 16, 0, 0, 0,
        /* program-wide, key (below), first value 0, 1 value, no file, line 5, column 2 */
        0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 5, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        /* the number 77 */
        0, 0, 0, 0, 0, 0, 0, 0, 77, 0, 0, 0, 0, 0, 0, 0 };
    memcpy(b + off, v1, sizeof v1);
    put32le(b + off + 24 + 4, key);
    o = obj_read_mem(b, size, "cfgv1.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL_FATAL(o->nconfigs, 1);
    CU_ASSERT_STRING_EQUAL(o->configs[0].key, "dims");
    CU_ASSERT_EQUAL(o->configs[0].kernel, OBJ_KERN_GLOBAL);
    CU_ASSERT_EQUAL_FATAL(o->configs[0].nvals, 1);
    CU_ASSERT_FALSE(obj_cv_is_str(&o->configs[0].vals[0]));
    CU_ASSERT_EQUAL(o->configs[0].vals[0].num, 77);
    CU_ASSERT_EQUAL(o->configs[0].src.line, 5);
    CU_ASSERT_EQUAL(o->configs[0].src.col, 2);
    obj_free(o);
    free(b);
}

/* An object with a code section and one kernel, for the record tests. */
static Object *cfg_base(void)
{
    Object *o = obj_new();
    int32_t t = obj_add_section(o, ".text", OSECT_CODE);
    sb_append(&o->sections[t].data, "\0\0\0\0", 4);
    o->sections[t].size = 4;
    obj_add_kernel(o, "k", (ObjSrcLine){ "p.s", 1, 1, NULL });
    return o;
}

/* LEB128 numbers of .clrx.config version 2 at their limits: 64 bits read
 * back; a bit past them, a byte past the tenth, or a number cut by the
 * table's end refused. */
static void test_config_leb128(void)
{
    Object *o = cfg_base();
    const uint64_t big = (uint64_t)1 << 61 | 1;    /* big << 2: ten bytes, the last 0x01 */
    obj_config_num(obj_add_config(o, 0, "dims", 1), 0, big);
    obj_config_num(obj_add_config(o, 0, "dims", 1), 0, big);
    size_t size, off, sz;
    uint8_t *b = written_bytes(o, "bad.o", &size);
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.config", &off, &sz, NULL));
    static const uint8_t enc[10] = { 0x84, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 1 };
    size_t at[2], n = 0;
    for (size_t i = off; i + sizeof enc <= off + sz && n < 2; i++)
        if (memcmp(b + i, enc, sizeof enc) == 0)
            at[n++] = i + sizeof enc - 1;      /* the last byte */
    CU_ASSERT_EQUAL_FATAL(n, 2);
    CU_ASSERT_EQUAL_FATAL(at[1] + 1, off + sz);
    o = obj_read_mem(b, size, "leb.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL_FATAL(o->nconfigs, 2);
    CU_ASSERT_EQUAL(o->configs[0].vals[0].num, big);
    CU_ASSERT_EQUAL(o->configs[1].vals[0].num, big);
    obj_free(o);
    static const struct { int rec; uint8_t last; const char *msg; } bad[] = {
        { 0, 0x03, ".clrx.config: record 0: a number is too large" },
        { 0, 0x81, ".clrx.config: record 0: a number is too large" },  /* an eleventh byte */
        { 1, 0x81, ".clrx.config: record 1: truncated" },
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(bad); i++) {
        b[at[bad[i].rec]] = bad[i].last;
        cap_begin();
        o = obj_read_mem(b, size, "leb.o");
        const char *m = cap_end();
        CU_ASSERT_PTR_NULL(o);
        CU_ASSERT_PTR_NOT_NULL(strstr(m, bad[i].msg));
        obj_free(o);
        b[at[bad[i].rec]] = 1;
    }
    free(b);
}

/* A code range's kernels read back: one kernel of the object (the ranges
 * share its name and index), one declared elsewhere, two. */
static void test_range_kernels(void)
{
    Object *o = cfg_base();                      /* kernel 0: "k" */
    obj_add_kernel(o, "k2", (ObjSrcLine){ 0 });
    static const char *const sets[][2] = { { "k2", NULL }, { "k", NULL }, { "other", NULL },
                                           { "k", "k2" }, { "k2", NULL } };
    static const uint32_t counts[] = { 1, 1, 1, 2, 1 };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(sets); i++) {
        ObjRegUsage *u = obj_add_regusage(o);
        u->section = 0;
        obj_regusage_set_kernels(o, u, sets[i], counts[i]);
    }
    size_t size;
    uint8_t *b = written_bytes(o, "bad.o", &size);
    o = obj_read_mem(b, size, "ranges.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL_FATAL(o->nregusage, CLRX_ARRAY_SIZE(sets));
    static const uint32_t index[][2] = { { 1 }, { 0 }, { UINT32_MAX }, { 0, 1 }, { 1 } };
    for (size_t i = 0; i < o->nregusage; i++) {
        const ObjRegUsage *u = &o->regusage[i];
        CU_ASSERT_EQUAL_FATAL(u->nkernels, counts[i]);
        for (uint32_t k = 0; k < u->nkernels; k++) {
            CU_ASSERT_STRING_EQUAL(u->kernel_names[k], sets[i][k]);
            CU_ASSERT_EQUAL(u->kernels[k], index[i][k]);
        }
        CU_ASSERT_PTR_NULL(u->src.file);
    }
    obj_free(o);
    free(b);
}

/* Records packed as they are made (clrx-as) are written as the bytes of the
 * same records in configs[], and before them: object a has five records in
 * configs[], object b its first four packed (the fourth given its value
 * later) and the fifth in configs[]; both files must be the same bytes, and
 * b reads back with the values given.  The writer refuses a packed record
 * whose value was never given, or whose kernel does not exist. */
static void test_config_pack(void)
{
    Object *a = cfg_base();
    ObjConfigRec *c = obj_add_config(a, 0, "dims", 1);
    obj_config_num(c, 0, 3);
    c->src = (ObjSrcLine){ "p.s", 7, 3, NULL };
    c = obj_add_config(a, OBJ_KERN_GLOBAL, "no_such_key", 4);
    obj_config_num(c, 0, (uint64_t)1 << 62 | 5);       /* raw 8 bytes */
    obj_config_num(c, 1, ~(uint64_t)9);                /* complement */
    obj_config_str(a, c, 2, "a\0b", 3);
    obj_config_num(c, 3, 0);
    c->src = (ObjSrcLine){ "p.s", 5, 1, NULL };          /* a line back */
    c = obj_add_config(a, 0, "sgprsnum", 1);
    obj_config_num(c, 0, 12);
    c->src = (ObjSrcLine){ "q.s", 2, 1, NULL };          /* another file */
    c = obj_add_config(a, OBJ_KERN_GLOBAL, "scratchsym", 1);
    obj_config_str(a, c, 0, "sym", 3);
    c->src = (ObjSrcLine){ "p.s", 9, 1, NULL };
    c = obj_add_config(a, OBJ_KERN_GLOBAL, "driver_version", 1);
    obj_config_num(c, 0, 200);
    c->src = (ObjSrcLine){ "p.s", 10, 1, NULL };

    Object *b = cfg_base();
    ObjConfigPack pk = { 0 };
    for (int i = 0; i < 3; i++)
        obj_pack_config(&pk, &a->configs[i]);
    ObjConfigRec later = a->configs[3];
    later.nvals = 0;
    later.vals = NULL;
    uint32_t li = obj_pack_config_later(&pk, &later);
    obj_give_config_pack(b, &pk);
    CU_ASSERT_EQUAL(pk.n, 0);
    CU_ASSERT_EQUAL(obj_nconfigs(b), 4);
    /* not given yet: refused */
    cap_begin();
    CU_ASSERT_FALSE(obj_write(b, tmp_path("cfgc.o")));
    CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "a packed configuration record has no value"));
    CU_ASSERT_EQUAL(access(tmp_path("cfgc.o"), F_OK), -1);
    obj_pack_resolve(b->cfgpack, li, "sym", 3);
    c = obj_add_config(b, OBJ_KERN_GLOBAL, "driver_version", 1);
    obj_config_num(c, 0, 200);
    c->src = (ObjSrcLine){ "p.s", 10, 1, NULL };
    CU_ASSERT_EQUAL(obj_nconfigs(b), 5);

    CU_ASSERT_TRUE_FATAL(obj_write(a, tmp_path("cfga.o")));
    CU_ASSERT_TRUE_FATAL(obj_write(b, tmp_path("cfgb.o")));
    size_t na, nb;
    uint8_t *ba = slurp(tmp_path("cfga.o"), &na), *bb = slurp(tmp_path("cfgb.o"), &nb);
    CU_ASSERT_EQUAL_FATAL(na, nb);
    CU_ASSERT_EQUAL(memcmp(ba, bb, na), 0);
    Object *r = obj_read_mem(bb, nb, "cfgb.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_EQUAL_FATAL(r->nconfigs, 5);
    const ObjConfigRec *x = r->configs;
    CU_ASSERT_STRING_EQUAL(x[0].key, "dims");
    CU_ASSERT_EQUAL(x[0].kernel, 0);
    CU_ASSERT_EQUAL(x[0].vals[0].num, 3);
    CU_ASSERT_EQUAL(x[0].src.line, 7);
    CU_ASSERT_EQUAL(x[0].src.col, 3);
    CU_ASSERT_STRING_EQUAL(x[1].key, "no_such_key");
    CU_ASSERT_EQUAL(x[1].name, -1);
    CU_ASSERT_EQUAL_FATAL(x[1].nvals, 4);
    CU_ASSERT_EQUAL(x[1].vals[0].num, (uint64_t)1 << 62 | 5);
    CU_ASSERT_EQUAL(x[1].vals[1].num, ~(uint64_t)9);
    CU_ASSERT_TRUE(obj_cv_is_str(&x[1].vals[2]));
    CU_ASSERT_EQUAL(x[1].vals[2].len, 3);
    CU_ASSERT_EQUAL(memcmp(x[1].vals[2].str, "a\0b", 4), 0);
    CU_ASSERT_FALSE(obj_cv_is_str(&x[1].vals[3]));
    CU_ASSERT_EQUAL(x[1].src.line, 5);
    CU_ASSERT_STRING_EQUAL(x[2].src.file, "q.s");
    CU_ASSERT_EQUAL(x[2].vals[0].num, 12);
    CU_ASSERT_STRING_EQUAL(x[3].key, "scratchsym");
    CU_ASSERT_EQUAL_FATAL(x[3].nvals, 1);
    CU_ASSERT_STRING_EQUAL(x[3].vals[0].str, "sym");
    CU_ASSERT_STRING_EQUAL(x[3].src.file, "p.s");
    CU_ASSERT_EQUAL(x[3].src.line, 9);
    CU_ASSERT_EQUAL(x[4].vals[0].num, 200);
    obj_free(r);
    free(ba);
    free(bb);

    /* a packed record of kernel 1 in an object of one kernel */
    Object *d = cfg_base();
    ObjConfigRec k1 = a->configs[0];
    k1.kernel = 1;
    obj_pack_config(&pk, &k1);
    obj_give_config_pack(d, &pk);
    cap_begin();
    CU_ASSERT_FALSE(obj_write(d, tmp_path("cfgc.o")));
    CU_ASSERT_PTR_NOT_NULL(strstr(cap_end(), "a packed configuration record is invalid"));
    CU_ASSERT_EQUAL(access(tmp_path("cfgc.o"), F_OK), -1);
    obj_free(d);
    obj_free(a);
    obj_free(b);
}

/* o written (written_bytes: o freed), then read back from memory (the
 * image freed: nothing of it is kept). */
static Object *written_and_read(Object *o, const char *name)
{
    size_t n;
    uint8_t *b = written_bytes(o, name, &n);
    Object *r = obj_read_mem(b, n, name);
    free(b);
    return r;
}

/* Records whose values have the same bytes share one list when read (a
 * kernel's records are mostly those of the kernel before it); a list that
 * differs in one string is a list of its own, and shared strings are whole
 * copies. */
static void test_config_shared_values(void)
{
    Object *o = cfg_base();
    for (int i = 0; i < 3; i++) {
        ObjConfigRec *c = obj_add_config(o, 0, "arg", 3);
        obj_config_num(c, 0, 1);
        obj_config_num(c, 1, (uint64_t)1 << 63);
        obj_config_str(o, c, 2, i == 2 ? "t" : "s", 1);
    }
    ObjConfigRec *c = obj_add_config(o, 0, "dims", 1);
    obj_config_num(c, 0, 1);
    Object *r = written_and_read(o, "cfgc.o");     /* (frees o) */
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_EQUAL_FATAL(r->nconfigs, 4);
    const ObjConfigRec *x = r->configs;
    CU_ASSERT_PTR_EQUAL(x[0].vals, x[1].vals);
    CU_ASSERT_PTR_NOT_EQUAL(x[0].vals, x[2].vals);
    CU_ASSERT_PTR_NOT_EQUAL(x[3].vals, x[0].vals);
    for (int i = 0; i < 3; i++) {
        CU_ASSERT_EQUAL(x[i].vals[0].num, 1);
        CU_ASSERT_EQUAL(x[i].vals[1].num, (uint64_t)1 << 63);
        CU_ASSERT_STRING_EQUAL(x[i].vals[2].str, i == 2 ? "t" : "s");
        CU_ASSERT_EQUAL(x[i].vals[2].len, 1);
    }
    CU_ASSERT_EQUAL(x[3].nvals, 1);
    CU_ASSERT_EQUAL(x[3].vals[0].num, 1);
    obj_free(r);
}

/* An object with a .text of 4 zero bytes and kernels k0, k1 ... (names of
 * at most 3 characters) declared at a.s:1:1. */
static Object *kernels_object(char (*names)[4], int nk)
{
    Object *o = obj_new();
    int32_t t = obj_add_section(o, ".text", OSECT_CODE);
    sb_append(&o->sections[t].data, "\0\0\0\0", 4);
    o->sections[t].size = 4;
    for (int j = 0; j < nk; j++) {
        snprintf(names[j], sizeof names[j], "k%d", j);
        obj_add_kernel(o, names[j], (ObjSrcLine){ "a.s", 1, 1, NULL });
    }
    return o;
}

/* A record whose bytes after its kernel field are those of a record some
 * records before it (a program of many kernels) is read as itself: its own
 * kernel, file, line and column, the key and values of the bytes; the
 * pattern of files repeats every two kernels, one record differs in every
 * kernel, one goes back a line. */
static void test_config_repeated(void)
{
    enum { NK = 20, PER = 4 };         /* (64 records at least are looked at) */
    char names[NK][4];
    Object *o = kernels_object(names, NK);
    static const char *const keys[PER] = { "arg", "dims", "tgsize", "sgprsnum" };
    static const uint32_t cols[PER] = { 3, 4, 1, 9 };
    for (int j = 0; j < NK; j++) {
        for (int r = 0; r < PER; r++) {
            uint32_t nv = r == 0 ? 3 : r == 2 ? 0 : 1;
            ObjConfigRec *c = obj_add_config(o, j, keys[r], nv);
            c->src = (ObjSrcLine){ r == 2 && j % 2 ? "b.s" : "a.s",
                                   (uint32_t)(10 * j + (r == 1 ? 0 : r + 1)), cols[r], NULL };
            if (r == 0) {
                obj_config_num(c, 0, 1);
                obj_config_num(c, 1, 2);
                obj_config_str(o, c, 2, "s", 1);
            } else if (r == 1) {
                obj_config_num(c, 0, 5);
            } else if (r == 3) {
                obj_config_num(c, 0, (uint64_t)j);
            }
        }
    }
    Object *x = written_and_read(o, "cfgr.o");     /* (frees o) */
    CU_ASSERT_PTR_NOT_NULL_FATAL(x);
    CU_ASSERT_EQUAL_FATAL(x->nconfigs, NK * PER);
    for (int j = 0; j < NK; j++) {
        for (int r = 0; r < PER; r++) {
            const ObjConfigRec *c = &x->configs[j * PER + r];
            CU_ASSERT_EQUAL(c->kernel, j);
            CU_ASSERT_STRING_EQUAL(c->key, keys[r]);
            CU_ASSERT_STRING_EQUAL(c->src.file, r == 2 && j % 2 ? "b.s" : "a.s");
            CU_ASSERT_EQUAL(c->src.line, (uint32_t)(10 * j + (r == 1 ? 0 : r + 1)));
            CU_ASSERT_EQUAL(c->src.col, cols[r]);
            CU_ASSERT_EQUAL(c->nvals, r == 0 ? 3 : r == 2 ? 0 : 1);
            if (r == 0) {
                CU_ASSERT_EQUAL(c->vals[0].num, 1);
                CU_ASSERT_EQUAL(c->vals[1].num, 2);
                CU_ASSERT_STRING_EQUAL(c->vals[2].str, "s");
            } else if (r == 1) {
                CU_ASSERT_EQUAL(c->vals[0].num, 5);
            } else if (r == 3) {
                CU_ASSERT_EQUAL(c->vals[0].num, (uint64_t)j);
            }
        }
    }
    obj_free(x);
}

/* A repeated record (test_config_repeated) is checked as any other: a
 * kernel index past the kernels in the 70th of 70 like records. */
static void test_config_repeated_forged(void)
{
    enum { NK = 70 };
    char names[NK][4];
    Object *o = kernels_object(names, NK);
    for (int j = 0; j < NK; j++) {
        ObjConfigRec *c = obj_add_config(o, j, "dims", 1);
        c->src = (ObjSrcLine){ "a.s", (uint32_t)(10 + j), 2, NULL };
        obj_config_num(c, 0, 5);
    }
    size_t size, off, sz;
    uint8_t *b = written_bytes(o, "cfgrf.o", &size);
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".clrx.config", &off, &sz, NULL));
    /* the records follow the 24-byte header: six numbers and one value each
     * (one byte each, but the first record's file) */
    size_t at = off + 24;
    for (int r = 0; r < NK - 1; r++) {
        for (int f = 0; f < 7; f++) {
            while (b[at] & 0x80)
                at++;
            at++;
        }
    }
    CU_ASSERT_EQUAL_FATAL(b[at], NK);             /* kernel 69, + 1 */
    Object *x = obj_read_mem(b, size, "cfgrf.o");
    CU_ASSERT_PTR_NOT_NULL(x);
    obj_free(x);
    b[at] = 0x7f;
    cap_begin();
    x = obj_read_mem(b, size, "cfgrf.o");
    const char *m = cap_end();
    CU_ASSERT_PTR_NULL(x);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, ".clrx.config: record 69 has an invalid kernel index 126"));
    obj_free(x);
    free(b);
}

/* Objects read into one arena share the lists of equal numbers across
 * objects; a string's bytes are its offset in its own object's string
 * table, so that two objects whose strings differ at the same offset keep
 * their own (here "aa" and "bb": the same lengths, the same layout). */
static void test_config_shared_across(void)
{
    const char *names[2] = { "aa", "bb" };
    uint8_t *img[2];
    size_t size[2];
    for (int j = 0; j < 2; j++) {
        Object *o = cfg_base();
        ObjConfigRec *c = obj_add_config(o, 0, "dims", 2);
        obj_config_num(c, 0, 7);
        obj_config_num(c, 1, 300);
        c = obj_add_config(o, 0, "arg", 2);
        obj_config_str(o, c, 0, names[j], 2);
        obj_config_num(c, 1, 1);
        CU_ASSERT_TRUE_FATAL(obj_write(o, tmp_path("cfgc.o")));
        obj_free(o);
        img[j] = slurp(tmp_path("cfgc.o"), &size[j]);
    }
    CU_ASSERT_EQUAL_FATAL(size[0], size[1]);
    CU_ASSERT_NOT_EQUAL(memcmp(img[0], img[1], size[0]), 0);
    Arena *a = arena_new();
    Object *r[2];
    for (int j = 0; j < 2; j++) {
        r[j] = obj_read_owned(img[j], size[j], "cfgc.o", a);
        CU_ASSERT_PTR_NOT_NULL_FATAL(r[j]);
        CU_ASSERT_EQUAL_FATAL(r[j]->nconfigs, 2);
    }
    CU_ASSERT_PTR_EQUAL(r[0]->configs[0].vals, r[1]->configs[0].vals);
    CU_ASSERT_EQUAL(r[1]->configs[0].vals[1].num, 300);
    CU_ASSERT_PTR_NOT_EQUAL(r[0]->configs[1].vals, r[1]->configs[1].vals);
    CU_ASSERT_STRING_EQUAL(r[0]->configs[1].vals[0].str, "aa");
    CU_ASSERT_STRING_EQUAL(r[1]->configs[1].vals[0].str, "bb");
    obj_free(r[0]);
    obj_free(r[1]);
    /* the arena starts again: nothing of it is looked for */
    arena_reset(a);
    Object *o = cfg_base();
    ObjConfigRec *c = obj_add_config(o, 0, "dims", 2);
    obj_config_num(c, 0, 7);
    obj_config_num(c, 1, 300);
    CU_ASSERT_TRUE_FATAL(obj_write(o, tmp_path("cfgc.o")));
    obj_free(o);
    size_t n;
    uint8_t *b = slurp(tmp_path("cfgc.o"), &n);
    Object *x = obj_read_owned(b, n, "cfgc.o", a);
    CU_ASSERT_PTR_NOT_NULL_FATAL(x);
    CU_ASSERT_EQUAL(x->configs[0].vals[0].num, 7);
    CU_ASSERT_EQUAL(x->configs[0].vals[1].num, 300);
    obj_free(x);
    arena_free(a);
}

/* Section headers forged: their fields are 64-bit, patched through the
 * section header table. */
static void test_forged_headers(void)
{
    size_t size;
    uint8_t *b = sample_bytes(&size);
    uint64_t shoff = 0;
    for (int i = 0; i < 8; i++)
        shoff |= (uint64_t)b[40 + i] << (8 * i);
    /* section 1 (.text): sh_offset (at +24) far outside the file */
    uint8_t *sh1 = b + shoff + 64;
    uint8_t save[8];
    memcpy(save, sh1 + 24, 8);
    put32le(sh1 + 24, 0x7fffff00);
    cap_begin();
    Object *o = obj_read_mem(b, size, "forged.o");
    const char *m = cap_end();
    CU_ASSERT_PTR_NULL(o);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, "forged.o: error: "));
    memcpy(sh1 + 24, save, 8);
    /* sh_size (at +32) huge */
    put32le(sh1 + 32, 0xfffffff0);
    cap_begin();
    o = obj_read_mem(b, size, "forged.o");
    m = cap_end();
    CU_ASSERT_PTR_NULL(o);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, "forged.o: error: "));
    put32le(sh1 + 32, 8);
    /* e_shoff past the end */
    put32le(b + 40, (uint32_t)size);
    cap_begin();
    o = obj_read_mem(b, size, "forged.o");
    m = cap_end();
    CU_ASSERT_PTR_NULL(o);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, "forged.o: error: "));
    free(b);
}

/* The ELF specification's extended numbering: e_shnum 0 and e_shstrndx
 * SHN_XINDEX (0xffff) put the counts in section 0 (sh_size, sh_link); the
 * object reads as it does with the counts in the header.  A count larger
 * than the file holds is refused. */
static void test_extended_numbering(void)
{
    size_t size;
    uint8_t *b = sample_bytes(&size);
    Object *want = obj_read_mem(b, size, "sample.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(want);
    uint64_t shoff = 0;
    for (int i = 0; i < 8; i++)
        shoff |= (uint64_t)b[40 + i] << (8 * i);
    unsigned shnum = b[60] | b[61] << 8, shstrndx = b[62] | b[63] << 8;
    CU_ASSERT_TRUE(shnum > 2 && shstrndx > 0 && shstrndx < shnum);
    put32le(b + shoff + 32, shnum);              /* section 0: sh_size */
    put32le(b + shoff + 40, shstrndx);           /* sh_link */
    b[60] = b[61] = 0;                           /* e_shnum */
    b[62] = b[63] = 0xff;                        /* e_shstrndx = SHN_XINDEX */
    Object *o = obj_read_mem(b, size, "sample.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL(o->nsections, want->nsections);
    for (size_t i = 0; i < o->nsections && i < want->nsections; i++)
        CU_ASSERT_STRING_EQUAL(o->sections[i].name, want->sections[i].name);
    CU_ASSERT_EQUAL(o->nsymbols, want->nsymbols);
    CU_ASSERT_EQUAL(o->nconfigs, want->nconfigs);
    obj_free(o);
    /* more sections than the file has room for after e_shoff */
    put32le(b + shoff + 32, (uint32_t)((size - shoff) / 64 + 1));
    cap_begin();
    o = obj_read_mem(b, size, "forged.o");
    const char *m = cap_end();
    CU_ASSERT_PTR_NULL(o);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, "forged.o: error: section headers lie outside the file"));
    /* the name table's index past the last section */
    put32le(b + shoff + 32, shnum);
    put32le(b + shoff + 40, shnum);
    cap_begin();
    o = obj_read_mem(b, size, "forged.o");
    m = cap_end();
    CU_ASSERT_PTR_NULL(o);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, "invalid section name table index"));
    obj_free(want);
    free(b);
}

/* .clrx.config read on a thread of its own (obj_config_thread_min lowered
 * to one byte) gives what reading the tables one after the other gives:
 * the same records, and for every forged object the same message, the
 * first error of the reading order (symbols, relocations, .clrx.config,
 * then the later tables). */
static void test_config_thread(void)
{
    size_t saved = obj_config_thread_min, size;
    uint8_t *b = sample_bytes(&size);
    obj_config_thread_min = (size_t)-1;
    Object *seq = obj_read_mem(b, size, "sample.o");
    obj_config_thread_min = 1;
    Object *par = obj_read_mem(b, size, "sample.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(seq);
    CU_ASSERT_PTR_NOT_NULL_FATAL(par);
    CU_ASSERT_PTR_NOT_NULL(par->config_arena);
    CU_ASSERT_TRUE(seq->nconfigs > 0);
    CU_ASSERT_EQUAL(par->nconfigs, seq->nconfigs);
    for (size_t i = 0; i < seq->nconfigs && i < par->nconfigs; i++) {
        const ObjConfigRec *x = &seq->configs[i], *y = &par->configs[i];
        CU_ASSERT_EQUAL(x->kernel, y->kernel);
        CU_ASSERT_STRING_EQUAL(x->key, y->key);
        CU_ASSERT_EQUAL(x->nvals, y->nvals);
        CU_ASSERT_EQUAL(x->src.line, y->src.line);
        for (uint32_t v = 0; v < x->nvals && v < y->nvals; v++) {
            CU_ASSERT_EQUAL(obj_cv_is_str(&x->vals[v]), obj_cv_is_str(&y->vals[v]));
            if (obj_cv_is_str(&x->vals[v])) {
                CU_ASSERT_EQUAL(memcmp(x->vals[v].str, y->vals[v].str, x->vals[v].len), 0);
            } else {
                CU_ASSERT_EQUAL(x->vals[v].num, y->vals[v].num);
            }
        }
    }
    CU_ASSERT_EQUAL(par->nsymbols, seq->nsymbols);
    CU_ASSERT_EQUAL(par->nregusage, seq->nregusage);
    obj_free(seq);
    obj_free(par);
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(g_forged); i++) {
        const Forge *f = &g_forged[i];
        uint8_t *c = forged_copy(b, size, f, 1);
        char *msg[2];
        for (int k = 0; k < 2; k++) {
            obj_config_thread_min = k ? 1 : (size_t)-1;
            cap_begin();
            Object *o = obj_read_mem(c, size, "forged.o");
            msg[k] = strdup(cap_end());
            CU_ASSERT_PTR_NULL(o);
            obj_free(o);
        }
        if (strcmp(msg[0], msg[1]) != 0)
            fprintf(stderr, "\n  %s+%zu: '%s' one after the other, '%s' on two threads",
                    f->sect ? f->sect : "file", f->at, msg[0], msg[1]);
        CU_ASSERT_STRING_EQUAL(msg[0], msg[1]);
        free(msg[0]);
        free(msg[1]);
        free(c);
    }
    /* two faults: only the first in the reading order is reported (a
     * symbol's before .clrx.config's, .clrx.config's before .clrx.regusage's) */
    static const Forge pairs[][2] = {
        { { ".symtab", 24 + 4, 0x06, "unsupported type 6" },
          { ".clrx.config", 30, 7, "invalid number" } },
        { { ".clrx.config", 30, 7, "invalid number" },
          { ".clrx.regusage", 24, 2, "not in a code section" } },
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(pairs); i++) {
        uint8_t *c = forged_copy(b, size, pairs[i], 2);
        for (int k = 0; k < 2; k++) {
            obj_config_thread_min = k ? 1 : (size_t)-1;
            cap_begin();
            Object *o = obj_read_mem(c, size, "forged.o");
            const char *m = cap_end();
            CU_ASSERT_PTR_NULL(o);
            CU_ASSERT_PTR_NOT_NULL(strstr(m, pairs[i][0].msg));
            CU_ASSERT_PTR_NULL(strstr(m, pairs[i][1].msg));
            CU_ASSERT_PTR_NULL(strstr(strchr(m, '\n') ? strchr(m, '\n') + 1 : "", "error"));
            obj_free(o);
        }
        free(c);
    }
    /* inside a capture of the caller's (clrx-ld's reading threads): the
     * messages go into it, in the same order, and nothing is written */
    {
        static const Forge bad = { ".clrx.config", 30, 7, "invalid number" };
        uint8_t *c = forged_copy(b, size, &bad, 1);
        obj_config_thread_min = (size_t)-1;
        cap_begin();
        Object *o = obj_read_mem(c, size, "forged.o");
        char *want = strdup(cap_end());
        obj_config_thread_min = 1;
        cap_begin();
        DiagCapture outer = { 0 };
        diag_capture_begin(&outer);
        o = obj_read_mem(c, size, "forged.o");
        diag_capture_end();
        CU_ASSERT_PTR_NULL(o);
        CU_ASSERT_EQUAL(outer.n, 1);
        CU_ASSERT_EQUAL(g_diag.errors, 0);
        diag_capture_replay(&outer);
        CU_ASSERT_STRING_EQUAL(cap_end(), want);
        free(want);
        free(c);
    }
    obj_config_thread_min = saved;
    free(b);
}

/* Every truncation of a valid object is refused. */
static void test_truncated(void)
{
    size_t size;
    uint8_t *b = sample_bytes(&size);
    cap_begin();
    unsigned refused = 0;
    for (size_t n = 0; n < size; n++) {
        uint8_t *t = malloc(n ? n : 1);      /* exact size: ASan sees any overread */
        memcpy(t, b, n);
        Object *o = obj_read_mem(t, n, "cut.o");
        refused += o == NULL;
        obj_free(o);
        free(t);
    }
    unsigned errors = g_diag.errors;
    cap_end();
    CU_ASSERT_EQUAL(refused, size);
    CU_ASSERT_EQUAL(errors, size);
    free(b);
}

/* Kernels' entry labels: found by the kernel's name whatever their order
 * (a label shares its kernel's string in .strtab), and two globals of one
 * name refused when there are more than 8 globals: both of a kernel's name
 * (at its string or at another copy of it) or both of another name. */
static uint8_t *many_globals_bytes(size_t *size)
{
    Object *o = obj_new();
    o->target.format = FMT_GALLIUM;
    o->target.gpu = GPU_FIJI;
    int32_t text = obj_add_section(o, ".text", OSECT_CODE);
    sb_append(&o->sections[text].data, "\0\0\x80\xbf", 4);
    o->sections[text].size = 4;
    char nm[8];
    for (int k = 0; k < 10; k++) {
        snprintf(nm, sizeof nm, "k%d", k);
        obj_add_kernel(o, nm, (ObjSrcLine){ 0 });
    }
    /* k5..k9, g, k0..k4, xk3 (its tail is another copy of "k3") */
    static const char *const order[] = { "k5", "k6", "k7", "k8", "k9", "g", "k0", "k1",
                                         "k2", "k3", "k4", "xk3" };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(order); i++) {
        ObjSymbol s = { .name = order[i], .section = text, .bind = OBJ_GLOBAL };
        obj_add_symbol(o, &s);
    }
    return written_bytes(o, "bad.o", size);
}

/* The name offset of global `name` in .symtab set to `off`: the reader's
 * message. */
static const char *renamed_global(const char *name, uint32_t off)
{
    size_t size, so, ss;
    uint8_t *b = many_globals_bytes(&size);
    CU_ASSERT_TRUE_FATAL(find_sect(b, size, ".symtab", &so, &ss, NULL));
    uint32_t at = strtab_find(b, size, name, strlen(name));
    for (size_t e = so + 24; e < so + ss; e += 24)
        if (get32le(b + e) == at)
            put32le(b + e, off);
    cap_begin();
    Object *o = obj_read_mem(b, size, "dup.o");
    const char *m = cap_end();
    CU_ASSERT_PTR_NULL(o);
    obj_free(o);
    free(b);
    return m;
}

static void test_kernel_labels(void)
{
    size_t size;
    uint8_t *b = many_globals_bytes(&size);
    Object *o = obj_read_mem(b, size, "many.o");
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL_FATAL(o->nsymbols, 12);
    for (size_t i = 0; i < o->nsymbols; i++) {
        const ObjSymbol *s = &o->symbols[i];
        bool kernel = s->name[0] == 'k';
        CU_ASSERT_EQUAL(s->is_kernel, kernel);
        if (kernel)
            CU_ASSERT_STRING_EQUAL(o->kernels[s->name[1] - '0'].name, s->name);
    }
    CU_ASSERT_STRING_EQUAL(o->symbols[5].name, "g");
    CU_ASSERT_STRING_EQUAL(o->symbols[11].name, "xk3");
    obj_free(o);
    uint32_t k3 = strtab_find(b, size, "k3", 2), xk3 = strtab_find(b, size, "xk3", 3);
    uint32_t k7 = strtab_find(b, size, "k7", 2);
    free(b);
    CU_ASSERT_NOT_EQUAL_FATAL(k3, ~0u);
    CU_ASSERT_NOT_EQUAL_FATAL(xk3, ~0u);
    /* before the kernel's own label, after it, at another copy of the name */
    CU_ASSERT_PTR_NOT_NULL(strstr(renamed_global("g", k3), "global symbol 'k3' appears twice"));
    CU_ASSERT_PTR_NOT_NULL(strstr(renamed_global("xk3", k3),
                                  "global symbol 'k3' appears twice"));
    CU_ASSERT_PTR_NOT_NULL(strstr(renamed_global("g", xk3 + 1),
                                  "global symbol 'k3' appears twice"));
    CU_ASSERT_PTR_NOT_NULL(strstr(renamed_global("k1", k7), "global symbol 'k7' appears twice"));
    /* two of another name */
    CU_ASSERT_PTR_NOT_NULL(strstr(renamed_global("g", xk3),
                                  "global symbol 'xk3' appears twice"));
}

/* Flipped bytes: whatever the result, no crash, and a refusal always says
 * why. */
static void test_flipped(void)
{
    size_t size;
    uint8_t *b = sample_bytes(&size);
    static const uint8_t masks[] = { 0x01, 0x80, 0xff, 0x10 };
    unsigned refused = 0, runs = 0;
    cap_begin();
    for (size_t i = 0; i < size; i++)
        for (size_t m = 0; m < sizeof masks; m++) {
            uint8_t *t = malloc(size);
            memcpy(t, b, size);
            t[i] ^= masks[m];
            unsigned before = g_diag.errors;
            Object *o = obj_read_mem(t, size, "flip.o");
            runs++;
            if (!o) {
                refused++;
                CU_ASSERT_EQUAL(g_diag.errors, before + 1);
            }
            obj_free(o);
            free(t);
        }
    cap_end();
    CU_ASSERT_TRUE(refused > 0 && refused < runs);
    free(b);
}

const UnitTest objfile_tests[] = {
    { "round trip", test_round_trip },
    { "layout bytes", test_layout_bytes },
    { "GPU e_flags", test_gpu_eflags },
    { "relocation types", test_reloc_info },
    { "code fill", test_fill_code },
    { "output files", test_outfile },
    { "writer refuses bad models", test_write_refuses },
    { "link-time records", test_links },
    { "forged tables", test_forged },
    { "forged headers", test_forged_headers },
    { "extended section numbering", test_extended_numbering },
    { ".clrx.config on a thread of its own", test_config_thread },
    { "every truncation", test_truncated },
    { "flipped bytes", test_flipped },
    { "kernels' entry labels, globals given twice", test_kernel_labels },
    { "code ranges' kernels", test_range_kernels },
    { "expansion contexts in .clrx.srclines", test_srcline_contexts },
    { ".clrx.config version 1 is still read", test_config_v1 },
    { ".clrx.config's LEB128 numbers at their limits", test_config_leb128 },
    { "packed configuration records", test_config_pack },
    { "read records share equal value lists", test_config_shared_values },
    { "repeated records read as themselves", test_config_repeated },
    { "repeated records checked", test_config_repeated_forged },
    { "objects of one arena share lists of numbers", test_config_shared_across },
    { NULL, NULL },
};
