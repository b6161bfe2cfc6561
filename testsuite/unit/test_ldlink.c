/* test_ldlink.c - unit tests of clrx-ld's passes through the writer
 * interface (ld/ld.h), with a test format that gives .rodata a load
 * address and takes the relocations the common code leaves to formats:
 * kernels merged by name across objects with their configuration records,
 * register usage as the union over the code ranges of each kernel (.kcode
 * membership by name, ranges of every kernel), data sections aligned per
 * object, symbol values, and which relocations reach the format's hook.
 * Expected values are computed by hand.
 */
#include <CUnit/CUnit.h>
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "ld.h"
#include "objfile.h"
#include "unitmain.h"

/* ---- the test format ---- */

static const LinkReloc *g_hook[8];
static LinkReloc g_hook_copy[8];
static size_t g_nhook;
static bool g_checked;

static bool test_check(Link *L)
{
    g_checked = true;
    return true;
}

static bool test_base(const Link *L, const OutSect *s, uint64_t *base)
{
    if (strcmp(s->name, ".rodata") != 0)
        return false;
    *base = 0x1000;
    return true;
}

static bool test_provides(const Link *L, const char *name)
{
    return strcmp(name, "FORMAT_SYM") == 0;
}

static bool test_reloc(Link *L, const LinkReloc *r)
{
    if (g_nhook < 8) {
        g_hook_copy[g_nhook] = *r;
        g_hook[g_nhook] = &g_hook_copy[g_nhook];
        g_nhook++;
    }
    return true;
}

static const LdFormat test_fmt = {
    .format = FMT_GALLIUM,
    .name = "test",
    .check = test_check,
    .section_base = test_base,
    .provides_symbol = test_provides,
    .reloc = test_reloc,
    .write = NULL,
};

/* ---- objects ---- */

/* Writes and reads back (clrx-ld only ever sees objects from the reader). */
static Object *through_file(Object *o, const char *name)
{
    char path[256];
    snprintf(path, sizeof path, "%s/ldlink-%d-%s", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
             (int)getpid(), name);
    bool ok = obj_write(o, path);
    obj_free(o);
    CU_ASSERT_TRUE_FATAL(ok);
    FILE *f = fopen(path, "rb");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    static uint8_t buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    unlink(path);
    Object *r = obj_read_mem(buf, n, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    return r;
}

static int32_t code(Object *o, const char *name, size_t words, int32_t kernel)
{
    int32_t s = obj_add_section(o, name, OSECT_CODE);
    for (size_t i = 0; i < words; i++)
        sb_append(&o->sections[s].data, "\0\0\x80\xbf", 4);
    o->sections[s].size = words * 4;
    o->sections[s].kernel = kernel;
    return s;
}

static int32_t data(Object *o, ObjSectKind kind, const char *name, const char *bytes,
                    size_t n, uint64_t align)
{
    int32_t s = obj_add_section(o, name, kind);
    if (kind == OSECT_BSS)
        o->sections[s].size = n;
    else {
        sb_append(&o->sections[s].data, bytes, n);
        o->sections[s].size = n;
    }
    o->sections[s].align = align;
    return s;
}

static void range(Object *o, int32_t sect, uint64_t start, uint64_t end, int32_t sgpr,
                  int32_t vgpr, uint32_t flags, const char *k1, const char *k2)
{
    ObjRegUsage *u = obj_add_regusage(o);
    u->section = sect;
    u->start = start;
    u->end = end;
    u->max_sgpr = sgpr;
    u->max_vgpr = vgpr;
    u->flags = flags;
    const char *names[2] = { k1, k2 };
    obj_regusage_set_kernels(o, u, names, k2 ? 2 : k1 ? 1 : 0);
}

static Object *object_a(void)
{
    Object *o = obj_new();
    o->target.format = FMT_GALLIUM;
    o->target.gpu = GPU_FIJI;
    obj_add_kernel(o, "k1", (ObjSrcLine){ "a.s", 1, 1, NULL });
    obj_add_kernel(o, "k2", (ObjSrcLine){ "a.s", 5, 1, NULL });
    int32_t text = code(o, ".text", 4, OBJ_KERN_GLOBAL);
    int32_t ro = data(o, OSECT_RODATA, ".rodata", "abc", 3, 1);
    data(o, OSECT_BSS, ".bss", NULL, 10, 8);
    code(o, ".text", 1, 1);                     /* k2's own code */
    ObjConfigRec *c = obj_add_config(o, 0, "dims", 1);
    obj_config_num(c, 0, 3);
    c = obj_add_config(o, OBJ_KERN_GLOBAL, "driver_version", 1);
    obj_config_num(c, 0, 170000);
    range(o, text, 0, 8, 5, 3, OBJ_REG_VCC, "k1", NULL);
    range(o, text, 8, 16, 10, 1, 0, "k2", NULL);
    range(o, text, 0, 4, 2, 7, OBJ_REG_FLAT | OBJ_REG_ALL_KERNELS, NULL, NULL);
    ObjSymbol s = { .name = "k1", .section = text, .value = 0, .bind = OBJ_GLOBAL };
    obj_add_symbol(o, &s);
    s = (ObjSymbol){ .name = "rdata", .section = OBJ_SHN_UNDEF, .bind = OBJ_GLOBAL };
    uint32_t rdata = obj_add_symbol(o, &s);
    s = (ObjSymbol){ .name = "FORMAT_SYM", .section = OBJ_SHN_UNDEF, .bind = OBJ_GLOBAL };
    uint32_t fsym = obj_add_symbol(o, &s);
    /* at 0: ABS32_LO rdata+1 (.rodata has base 0x1000 in the test format);
     * at 4: GOTPCREL, at 8: a format symbol, at 12: REL32 into .rodata */
    ObjReloc r = { .section = text, .offset = 0, .type = R_AMDGPU_ABS32_LO, .symbol = rdata,
                   .addend = 1 };
    obj_add_reloc(o, &r);
    r = (ObjReloc){ .section = text, .offset = 4, .type = R_AMDGPU_GOTPCREL, .symbol = rdata };
    obj_add_reloc(o, &r);
    r = (ObjReloc){ .section = text, .offset = 8, .type = R_AMDGPU_ABS32, .symbol = fsym,
                    .addend = 3 };
    obj_add_reloc(o, &r);
    r = (ObjReloc){ .section = text, .offset = 12, .type = R_AMDGPU_REL32, .symbol = rdata };
    obj_add_reloc(o, &r);
    /* a relocation in .rodata against its own section: S = .rodata + 2 */
    r = (ObjReloc){ .section = ro, .offset = 0, .type = R_AMDGPU_NONE,
                    .symbol = obj_section_symbol(o, ro) };
    obj_add_reloc(o, &r);
    return through_file(o, "a.o");
}

static Object *object_b(void)
{
    Object *o = obj_new();
    o->target.format = FMT_GALLIUM;
    o->target.gpu = GPU_FIJI;
    obj_add_kernel(o, "k2", (ObjSrcLine){ "b.s", 2, 1, NULL });
    obj_add_kernel(o, "k3", (ObjSrcLine){ "b.s", 9, 1, NULL });
    int32_t text = code(o, ".text", 2, OBJ_KERN_GLOBAL);
    int32_t ro = data(o, OSECT_RODATA, ".rodata", "defgh", 5, 16);
    data(o, OSECT_BSS, ".bss", NULL, 6, 4);
    code(o, ".text", 3, 0);                     /* k2's own code again */
    ObjConfigRec *c = obj_add_config(o, 0, "sgprsnum", 1);
    obj_config_num(c, 0, 20);
    range(o, text, 0, 4, 30, -1, OBJ_REG_XNACK, "k3", "k1");
    ObjSymbol s = { .name = "rdata", .section = ro, .value = 2, .bind = OBJ_GLOBAL };
    obj_add_symbol(o, &s);
    return through_file(o, "b.o");
}

static Object *object_c(void)
{
    Object *o = obj_new();
    o->target.format = FMT_GALLIUM;
    o->target.gpu = GPU_FIJI;
    data(o, OSECT_RODATA, ".rodata", "ij", 2, 4);
    return through_file(o, "c.o");
}

static void test_link_passes(void)
{
    diag_init("test");
    LdOptions opts;
    memset(&opts, 0, sizeof opts);
    asmopts_init(&opts.asmopts);
    opts.output = "unused";
    Link L;
    link_init(&L, &opts);
    ld_add_object(&L, object_a());
    ld_add_object(&L, object_b());
    ld_add_object(&L, object_c());
    L.target = L.objs[0]->obj->target;
    L.fmt = &test_fmt;
    g_nhook = 0;
    g_checked = false;
    CU_ASSERT_TRUE(ld_resolve(&L));
    CU_ASSERT_TRUE_FATAL(ld_layout(&L));
    CU_ASSERT_TRUE(g_checked);

    /* kernels: k1, k2 (a.o), k3 (b.o), with their records */
    CU_ASSERT_EQUAL_FATAL(L.nkernels, 3);
    LinkKernel *k = L.kernels;
    CU_ASSERT_STRING_EQUAL(k[0].name, "k1");
    CU_ASSERT_STRING_EQUAL(k[1].name, "k2");
    CU_ASSERT_STRING_EQUAL(k[2].name, "k3");
    CU_ASSERT_STRING_EQUAL(k[1].decl_obj->name, "a.o");
    CU_ASSERT_EQUAL(k[1].src->line, 5);
    CU_ASSERT_EQUAL_FATAL(k[0].nconfigs, 1);
    CU_ASSERT_STRING_EQUAL(k[0].configs[0].rec->key, "dims");
    CU_ASSERT_EQUAL_FATAL(k[1].nconfigs, 1);
    CU_ASSERT_STRING_EQUAL(k[1].configs[0].rec->key, "sgprsnum");
    CU_ASSERT_STRING_EQUAL(k[1].configs[0].obj->name, "b.o");
    CU_ASSERT_EQUAL(k[2].nconfigs, 0);
    CU_ASSERT_EQUAL_FATAL(L.nconfigs, 1);
    CU_ASSERT_STRING_EQUAL(L.configs[0].rec->key, "driver_version");

    /* register usage: k1 = a[0,8) + all-kernels a[0,4) + b (k3,k1)
     *   sgpr max(5, 2, 30) = 30, vgpr max(3, 7, -1) = 7, VCC|FLAT|XNACK
     * k2 = a[8,16) + all: sgpr max(10, 2) = 10, vgpr max(1, 7) = 7, FLAT
     * k3 = b + all: sgpr 30, vgpr 7, XNACK|FLAT */
    CU_ASSERT_EQUAL(k[0].max_sgpr, 30);
    CU_ASSERT_EQUAL(k[0].max_vgpr, 7);
    CU_ASSERT_EQUAL(k[0].reg_flags, OBJ_REG_VCC | OBJ_REG_FLAT | OBJ_REG_XNACK);
    CU_ASSERT_EQUAL(k[1].max_sgpr, 10);
    CU_ASSERT_EQUAL(k[1].max_vgpr, 7);
    CU_ASSERT_EQUAL(k[1].reg_flags, OBJ_REG_FLAT);
    CU_ASSERT_EQUAL(k[2].max_sgpr, 30);
    CU_ASSERT_EQUAL(k[2].max_vgpr, 7);
    CU_ASSERT_EQUAL(k[2].reg_flags, OBJ_REG_XNACK | OBJ_REG_FLAT);
    CU_ASSERT_TRUE(k[2].has_ranges);

    /* output sections: .text, .rodata, .bss (program), .text of k2 */
    CU_ASSERT_EQUAL_FATAL(L.nouts, 4);
    OutSect **o = L.outs;
    CU_ASSERT_STRING_EQUAL(o[0]->name, ".text");
    CU_ASSERT_EQUAL(o[0]->kernel, OBJ_KERN_GLOBAL);
    CU_ASSERT_EQUAL(o[0]->size, 256 + 8);         /* a: 16 bytes, b at 256 */
    CU_ASSERT_EQUAL(o[0]->align, 256);
    CU_ASSERT_STRING_EQUAL(o[1]->name, ".rodata");
    CU_ASSERT_EQUAL(o[1]->size, 26);              /* a 0-2, b 16-20, c 24-25 */
    CU_ASSERT_EQUAL(o[1]->align, 16);
    CU_ASSERT_EQUAL(memcmp(o[1]->data.data,
                           "abc\0\0\0\0\0\0\0\0\0\0\0\0\0defgh\0\0\0ij", 26), 0);
    CU_ASSERT_STRING_EQUAL(o[2]->name, ".bss");
    CU_ASSERT_EQUAL(o[2]->elf_type, SHT_NOBITS);
    CU_ASSERT_EQUAL(o[2]->size, 18);              /* a 0-9, b 12-17 */
    CU_ASSERT_EQUAL(o[2]->data.len, 0);
    CU_ASSERT_STRING_EQUAL(o[3]->name, ".text");
    CU_ASSERT_EQUAL(o[3]->kernel, 1);             /* k2 */
    CU_ASSERT_EQUAL(o[3]->size, 256 + 12);

    /* symbols */
    LinkValue v = ld_global_value(&L, "rdata");
    CU_ASSERT_EQUAL(v.kind, LV_SECT);
    CU_ASSERT_PTR_EQUAL(v.sect, o[1]);
    CU_ASSERT_EQUAL(v.value, 18);
    v = ld_global_value(&L, "k1");
    CU_ASSERT_EQUAL(v.kind, LV_SECT);
    CU_ASSERT_PTR_EQUAL(v.sect, o[0]);
    CU_ASSERT_EQUAL(v.value, 0);
    CU_ASSERT_EQUAL(ld_global_value(&L, "FORMAT_SYM").kind, LV_UNDEF);
    CU_ASSERT_EQUAL(ld_global_value(&L, "nothing").kind, LV_UNDEF);

    /* relocations: ABS32_LO rdata+1 = 0x1000 + 18 + 1 = 0x1013, computed;
     * GOTPCREL, the format's symbol and REL32 into another section go to
     * the hook, in order */
    CU_ASSERT_TRUE(ld_relocate(&L));
    CU_ASSERT_EQUAL(memcmp(o[0]->data.data, "\x13\x10\0\0", 4), 0);
    CU_ASSERT_EQUAL_FATAL(g_nhook, 3);
    CU_ASSERT_EQUAL(g_hook[0]->rel->type, R_AMDGPU_GOTPCREL);
    CU_ASSERT_EQUAL(g_hook[0]->offset, 4);
    CU_ASSERT_EQUAL(g_hook[0]->sym.kind, LV_SECT);
    CU_ASSERT_EQUAL(g_hook[0]->sym.value, 18);
    CU_ASSERT_EQUAL(g_hook[1]->rel->type, R_AMDGPU_ABS32);
    CU_ASSERT_EQUAL(g_hook[1]->sym.kind, LV_UNDEF);
    CU_ASSERT_STRING_EQUAL(g_hook[1]->sym.name, "FORMAT_SYM");
    CU_ASSERT_EQUAL(g_hook[2]->rel->type, R_AMDGPU_REL32);
    CU_ASSERT_PTR_EQUAL(g_hook[2]->sect, o[0]);
    CU_ASSERT_PTR_EQUAL(g_hook[2]->sym.sect, o[1]);
    CU_ASSERT_EQUAL(g_diag.errors, 0);
    link_free(&L);
    ld_free_args(&opts);
}

/* A range naming a kernel that no object declares is an error. */
static void test_unknown_kernel(void)
{
    Object *o = obj_new();
    o->target.format = FMT_GALLIUM;
    int32_t text = code(o, ".text", 1, OBJ_KERN_GLOBAL);
    range(o, text, 0, 4, 1, 1, 0, "ghost", NULL);
    o = through_file(o, "g.o");
    diag_init("test");
    char *msg;
    size_t len;
    FILE *cap = open_memstream(&msg, &len);
    g_diag.out = cap;
    LdOptions opts;
    memset(&opts, 0, sizeof opts);
    asmopts_init(&opts.asmopts);
    Link L;
    link_init(&L, &opts);
    ld_add_object(&L, o);
    L.fmt = &test_fmt;
    CU_ASSERT_FALSE(ld_layout(&L));
    fclose(cap);
    g_diag.out = NULL;
    CU_ASSERT_STRING_EQUAL(msg, "g.o: error: code belongs to kernel 'ghost' (.kcode), which "
                                "no object declares\n");
    free(msg);
    link_free(&L);
    ld_free_args(&opts);
}

const UnitTest ldlink_tests[] = {
    { "passes through the writer interface", test_link_passes },
    { "range of an unknown kernel", test_unknown_kernel },
    { NULL, NULL },
};
