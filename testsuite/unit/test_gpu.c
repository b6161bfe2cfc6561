/* test_gpu.c - unit tests of libcommon/gpu.c.  The expected device and
 * architecture numbers of every name are what the reference clrxasm stores
 * with .get_gpu/.get_arch after `-g NAME` / `-A NAME`; version triples and
 * register limits are the facts of the CLRX sources, and the PGM_RSRC
 * values are computed by hand from the documented register fields.
 */
#include <CUnit/CUnit.h>
#include <string.h>

#include "gpu.h"
#include "unitmain.h"
#include "util.h"

const char *gpu__name_row(size_t i, int *value, bool arch);

typedef struct NameCase {
    const char *name;
    int dev;                    /* .get_gpu */
    int arch;                   /* .get_arch */
} NameCase;

/* clrxasm -b rawcode -g NAME, then .get_gpu / .get_arch */
static const NameCase device_cases[] = {
    { "CapeVerde", 0, 0 }, { "Pitcairn", 1, 0 }, { "Tahiti", 2, 0 }, { "Oland", 3, 0 },
    { "Bonaire", 4, 1 }, { "Spectre", 5, 1 }, { "Spooky", 6, 1 }, { "Kalindi", 7, 1 },
    { "Hainan", 8, 0 }, { "Hawaii", 9, 1 }, { "Iceland", 10, 2 }, { "Tonga", 11, 2 },
    { "Mullins", 12, 1 }, { "Fiji", 13, 2 }, { "Carrizo", 14, 2 }, { "Dummy", 15, 2 },
    { "Goose", 16, 2 }, { "Horse", 17, 2 }, { "Stoney", 18, 2 }, { "Ellesmere", 19, 2 },
    { "Baffin", 20, 2 }, { "GFX804", 21, 2 }, { "GFX900", 22, 3 }, { "GFX901", 23, 3 },
    { "GFX902", 24, 3 }, { "GFX903", 25, 3 }, { "GFX904", 26, 3 }, { "GFX905", 27, 3 },
    { "GFX906", 28, 4 }, { "GFX907", 29, 4 }, { "GFX1000", 30, 5 }, { "GFX1010", 31, 5 },
    { "GFX1011", 31, 5 },
    { "gfx700", 5, 1 }, { "gfx701", 9, 1 }, { "gfx801", 14, 2 }, { "gfx802", 11, 2 },
    { "gfx803", 13, 2 }, { "navi10", 31, 5 }, { "polaris10", 19, 2 },
    { "polaris11", 20, 2 }, { "polaris12", 21, 2 }, { "polaris20", 19, 2 },
    { "polaris21", 20, 2 }, { "polaris22", 21, 2 }, { "raven", 25, 3 },
    { "topaz", 10, 2 }, { "vega10", 22, 3 }, { "vega11", 24, 3 }, { "vega12", 26, 3 },
    { "vega20", 28, 4 },
    /* any case */
    { "CAPEVERDE", 0, 0 }, { "capeverde", 0, 0 }, { "tOnGa", 11, 2 },
    { "POLARIS10", 19, 2 }, { "Navi10", 31, 5 }, { "gfx1011", 31, 5 },
};

/* clrxasm -A NAME (and .arch NAME), then .get_gpu / .get_arch */
static const NameCase arch_cases[] = {
    { "GCN1.0", 0, 0 }, { "GFX6", 0, 0 }, { "SI", 0, 0 },
    { "GCN1.1", 4, 1 }, { "GFX7", 4, 1 }, { "CI", 4, 1 },
    { "GCN1.2", 10, 2 }, { "GFX8", 10, 2 }, { "VI", 10, 2 },
    { "GCN1.4", 22, 3 }, { "GFX9", 22, 3 }, { "Vega", 22, 3 },
    { "GCN1.4.1", 28, 4 }, { "GFX906", 28, 4 }, { "Vega20", 28, 4 },
    { "GCN1.5", 30, 5 }, { "GFX10", 30, 5 }, { "Navi", 30, 5 },
    { "GCN1.5.1", 32, 6 }, { "GFX1011", 32, 6 }, { "NaviDL", 32, 6 },
    { "gcn1.5.1", 32, 6 }, { "navidl", 32, 6 }, { "si", 0, 0 },
};

/* rejected by the reference ("Unknown GPU device type") */
static const char *const bad_devices[] = {
    "gfx600", "gfx800", "gfx1012", "navi", "vega", "cape_verde", "gfx810", "",
    " tonga", "tonga ", "Cape Verde", "tong", "tongaa", "GCN1.0", "polaris",
    "gfx90", "gfx9000", "verylongnamethatisnotadeviceatallreally",
};

/* rejected by the reference ("Unknown GPU architecture") */
static const char *const bad_archs[] = {
    "GCN1.3", "GFX1010", "gcn10", "GFX900", "", "GCN1", "GCN1.4.2", "tonga", "gfx6 ",
};

static void test_device_names(void)
{
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(device_cases); k++) {
        const NameCase *c = &device_cases[k];
        GpuDevice d = GPU_COUNT;
        bool ok = gpu_from_name(c->name, strlen(c->name), &d);
        CU_ASSERT_TRUE(ok);
        CU_ASSERT_EQUAL((int)d, c->dev);
        if (!ok || (int)d != c->dev)
            fprintf(stderr, "\n  device name '%s' gives %d\n", c->name, (int)d);
        CU_ASSERT_EQUAL((int)gpu_arch(d), c->arch);
    }
}

static void test_bad_device_names(void)
{
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(bad_devices); k++) {
        GpuDevice d = GPU_TONGA;
        CU_ASSERT_FALSE(gpu_from_name(bad_devices[k], strlen(bad_devices[k]), &d));
        CU_ASSERT_EQUAL(d, GPU_TONGA);  /* untouched */
    }
    GpuDevice d;
    /* the length is what counts: a prefix, and a NUL inside */
    CU_ASSERT_TRUE(gpu_from_name("tongaXYZ", 5, &d));
    CU_ASSERT_EQUAL(d, GPU_TONGA);
    CU_ASSERT_FALSE(gpu_from_name("tonga\0", 6, &d));
    CU_ASSERT_FALSE(gpu_from_name("fiji", 0, &d));
}

static void test_arch_names(void)
{
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(arch_cases); k++) {
        const NameCase *c = &arch_cases[k];
        GpuArch a = ARCH_COUNT;
        bool ok = arch_from_name(c->name, strlen(c->name), &a);
        CU_ASSERT_TRUE(ok);
        CU_ASSERT_EQUAL((int)a, c->arch);
        CU_ASSERT_EQUAL((int)arch_lowest_gpu(a), c->dev);
        if (!ok || (int)a != c->arch)
            fprintf(stderr, "\n  arch name '%s' gives %d\n", c->name, (int)a);
    }
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(bad_archs); k++) {
        GpuArch a;
        CU_ASSERT_FALSE(arch_from_name(bad_archs[k], strlen(bad_archs[k]), &a));
    }
}

static void test_canonical_names(void)
{
    static const char *const names[GPU_COUNT] = {
        "CapeVerde", "Pitcairn", "Tahiti", "Oland", "Bonaire", "Spectre", "Spooky",
        "Kalindi", "Hainan", "Hawaii", "Iceland", "Tonga", "Mullins", "Fiji", "Carrizo",
        "Dummy", "Goose", "Horse", "Stoney", "Ellesmere", "Baffin", "GFX804", "GFX900",
        "GFX901", "GFX902", "GFX903", "GFX904", "GFX905", "GFX906", "GFX907", "GFX1000",
        "GFX1010", "GFX1011",
    };
    static const char *const archs[ARCH_COUNT] = {
        "GCN1.0", "GCN1.1", "GCN1.2", "GCN1.4", "GCN1.4.1", "GCN1.5", "GCN1.5.1",
    };
    for (int d = 0; d < GPU_COUNT; d++) {
        const GpuInfo *g = gpu_info((GpuDevice)d);
        CU_ASSERT_PTR_NOT_NULL_FATAL(g);
        CU_ASSERT_EQUAL((int)g->id, d);
        CU_ASSERT_STRING_EQUAL(g->name, names[d]);
        CU_ASSERT_STRING_EQUAL(gpu_name((GpuDevice)d), names[d]);
        CU_ASSERT_EQUAL(g->arch, gpu_arch((GpuDevice)d));
        CU_ASSERT_EQUAL(g->max_vgprs, 256);
        CU_ASSERT_EQUAL(g->max_sgprs, gpu_max_regs(g->arch, GPU_REGTYPE_SGPR, 0));
        CU_ASSERT_EQUAL(g->max_addr_sgprs,
                        gpu_max_addr_regs_by_archmask(ARCHMASK(g->arch), GPU_REGTYPE_SGPR));
        /* every canonical name but GFX1011 finds its own device */
        GpuDevice back;
        CU_ASSERT_TRUE(gpu_from_name(names[d], strlen(names[d]), &back));
        if (d != GPU_GFX1011)
            CU_ASSERT_EQUAL((int)back, d);
    }
    for (int a = 0; a < ARCH_COUNT; a++) {
        CU_ASSERT_STRING_EQUAL(arch_name((GpuArch)a), archs[a]);
        CU_ASSERT_EQUAL((int)gpu_arch(arch_lowest_gpu((GpuArch)a)), a);
    }
    CU_ASSERT_PTR_NULL(gpu_info(GPU_COUNT));
    CU_ASSERT_STRING_EQUAL(gpu_name(GPU_COUNT), "?");
    CU_ASSERT_STRING_EQUAL(arch_name(ARCH_COUNT), "?");
    CU_ASSERT_EQUAL(gpu_info(GPU_FIJI)->max_sgprs, 102);
    CU_ASSERT_EQUAL(gpu_info(GPU_CAPE_VERDE)->max_sgprs, 104);
    CU_ASSERT_EQUAL(gpu_info(GPU_GFX900)->max_sgprs, 104);
    CU_ASSERT_EQUAL(gpu_info(GPU_GFX900)->max_addr_sgprs, 102);
    CU_ASSERT_EQUAL(gpu_info(GPU_GFX1010)->max_sgprs, 106);
}

static void test_tables_sorted(void)
{
    for (int arch = 0; arch < 2; arch++) {
        int v;
        const char *prev = NULL, *cur;
        size_t n = 0;
        for (size_t i = 0; (cur = gpu__name_row(i, &v, arch)); i++, n++) {
            for (const char *p = cur; *p; p++)
                CU_ASSERT_EQUAL(*p, ascii_lower(*p));
            if (prev)
                CU_ASSERT_TRUE(strcmp(prev, cur) < 0);
            prev = cur;
        }
        /* 51 device spellings, 21 architecture spellings */
        CU_ASSERT_EQUAL(n, arch ? 21 : 51);
    }
}

static void test_versions(void)
{
    GpuVersion v = gpu_version(GPU_FIJI, GPUVER_AMDCL2);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 4);
    v = gpu_version(GPU_FIJI, GPUVER_ROCM);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 3);
    v = gpu_version(GPU_FIJI, GPUVER_GALLIUM);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 3);
    v = gpu_version(GPU_TONGA, GPUVER_ROCM);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 2);
    v = gpu_version(GPU_TONGA, GPUVER_GALLIUM);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 0);
    v = gpu_version(GPU_STONEY, GPUVER_GALLIUM);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 1);
    v = gpu_version(GPU_STONEY, GPUVER_ROCM);
    CU_ASSERT(v.major == 8 && v.minor == 1 && v.stepping == 0);
    v = gpu_version(GPU_ELLESMERE, GPUVER_ROCM);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 3);
    v = gpu_version(GPU_ELLESMERE, GPUVER_AMDCL2);
    CU_ASSERT(v.major == 8 && v.minor == 0 && v.stepping == 4);
    v = gpu_version(GPU_HAWAII, GPUVER_ROCM);
    CU_ASSERT(v.major == 7 && v.minor == 0 && v.stepping == 1);
    v = gpu_version(GPU_TAHITI, GPUVER_ROCM);
    CU_ASSERT(v.major == 0 && v.minor == 0 && v.stepping == 0);
    v = gpu_version(GPU_GFX1011, GPUVER_ROCM);
    CU_ASSERT(v.major == 10 && v.minor == 1 && v.stepping == 1);
    v = gpu_version(GPU_GFX906, GPUVER_AMDCL2);
    CU_ASSERT(v.major == 9 && v.minor == 0 && v.stepping == 6);
    const GpuInfo *g = gpu_info(GPU_FIJI);
    CU_ASSERT(g->gfx_major == 8 && g->gfx_minor == 0 && g->gfx_stepping == 3);

    CU_ASSERT_EQUAL(gpu_from_version(8, 0, 2), GPU_ICELAND);
    CU_ASSERT_EQUAL(gpu_from_version(8, 0, 3), GPU_FIJI);
    CU_ASSERT_EQUAL(gpu_from_version(8, 0, 4), GPU_FIJI);
    CU_ASSERT_EQUAL(gpu_from_version(8, 1, 0), GPU_STONEY);
    CU_ASSERT_EQUAL(gpu_from_version(7, 0, 1), GPU_HAWAII);
    CU_ASSERT_EQUAL(gpu_from_version(9, 0, 6), GPU_GFX906);
    CU_ASSERT_EQUAL(gpu_from_version(10, 1, 1), GPU_GFX1011);
    CU_ASSERT_EQUAL(gpu_from_version(8, 5, 5), GPU_ICELAND);
    CU_ASSERT_EQUAL(gpu_from_version(9, 0, 9), GPU_GFX900);
    CU_ASSERT_EQUAL(gpu_from_version(7, 2, 0), GPU_BONAIRE);
    CU_ASSERT_EQUAL(gpu_from_version(10, 3, 0), GPU_GFX1000);
    CU_ASSERT_EQUAL(gpu_from_version(11, 0, 0), GPU_CAPE_VERDE);
    CU_ASSERT_EQUAL(gpu_from_version(0, 0, 0), GPU_CAPE_VERDE);
}

static void test_arch_matches(void)
{
    CU_ASSERT_TRUE(arch_matches(ARCH_GCN1_4, ARCH_GCN1_4_1));
    CU_ASSERT_FALSE(arch_matches(ARCH_GCN1_4_1, ARCH_GCN1_4));
    CU_ASSERT_TRUE(arch_matches(ARCH_GCN1_2, ARCH_GCN1_2));
    CU_ASSERT_FALSE(arch_matches(ARCH_GCN1_5, ARCH_GCN1_5_1));
    CU_ASSERT_FALSE(arch_matches(ARCH_GCN1_0, ARCH_GCN1_1));
}

static void test_max_regs(void)
{
    /* VGPRs */
    for (int a = 0; a < ARCH_COUNT; a++) {
        CU_ASSERT_EQUAL(gpu_max_regs((GpuArch)a, GPU_REGTYPE_VGPR, 0), 256);
        CU_ASSERT_EQUAL(gpu_max_regs((GpuArch)a, GPU_REGTYPE_VGPR, GPU_REGCOUNT_NO_EXTRA), 256);
    }
    /* SGPRs, no flags */
    static const uint32_t plain[ARCH_COUNT] = { 104, 104, 102, 104, 104, 106, 106 };
    /* without VCC: 2 less */
    static const uint32_t novcc[ARCH_COUNT] = { 102, 102, 100, 102, 102, 104, 104 };
    /* without FLAT_SCRATCH (and VCC): 1.0 has none; 1.1 less 4; later less 6 */
    static const uint32_t noflat[ARCH_COUNT] = { 104, 100, 96, 98, 98, 100, 100 };
    /* without XNACK (and VCC): 1.0/1.1 have none; later less 4 */
    static const uint32_t noxnack[ARCH_COUNT] = { 104, 104, 98, 100, 100, 102, 102 };
    /* all: the first applicable of FLAT, XNACK, VCC */
    static const uint32_t noextra[ARCH_COUNT] = { 102, 100, 96, 98, 98, 100, 100 };
    for (int a = 0; a < ARCH_COUNT; a++) {
        GpuArch ar = (GpuArch)a;
        CU_ASSERT_EQUAL(gpu_max_regs(ar, GPU_REGTYPE_SGPR, 0), plain[a]);
        CU_ASSERT_EQUAL(gpu_max_regs(ar, GPU_REGTYPE_SGPR, GPU_REGCOUNT_NO_VCC), novcc[a]);
        CU_ASSERT_EQUAL(gpu_max_regs(ar, GPU_REGTYPE_SGPR, GPU_REGCOUNT_NO_FLAT), noflat[a]);
        CU_ASSERT_EQUAL(gpu_max_regs(ar, GPU_REGTYPE_SGPR, GPU_REGCOUNT_NO_XNACK), noxnack[a]);
        CU_ASSERT_EQUAL(gpu_max_regs(ar, GPU_REGTYPE_SGPR, GPU_REGCOUNT_NO_EXTRA), noextra[a]);
    }
    /* FLAT wins over XNACK and VCC when applicable */
    CU_ASSERT_EQUAL(gpu_max_regs(ARCH_GCN1_1, GPU_REGTYPE_SGPR,
                                 GPU_REGCOUNT_NO_FLAT | GPU_REGCOUNT_NO_VCC), 100);
    CU_ASSERT_EQUAL(gpu_max_regs(ARCH_GCN1_0, GPU_REGTYPE_SGPR,
                                 GPU_REGCOUNT_NO_FLAT | GPU_REGCOUNT_NO_VCC), 102);
    CU_ASSERT_EQUAL(gpu_max_regs(ARCH_GCN1_1, GPU_REGTYPE_SGPR,
                                 GPU_REGCOUNT_NO_XNACK | GPU_REGCOUNT_NO_VCC), 102);
}

static void test_regs_by_mask(void)
{
    CU_ASSERT_EQUAL(gpu_max_regs_by_archmask(ARCHMASK(ARCH_GCN1_0), GPU_REGTYPE_SGPR), 104);
    CU_ASSERT_EQUAL(gpu_max_regs_by_archmask(ARCHMASK(ARCH_GCN1_2), GPU_REGTYPE_SGPR), 102);
    CU_ASSERT_EQUAL(gpu_max_regs_by_archmask(ARCHMASK(ARCH_GCN1_4), GPU_REGTYPE_SGPR), 104);
    CU_ASSERT_EQUAL(gpu_max_regs_by_archmask(ARCHMASK(ARCH_GCN1_5_1), GPU_REGTYPE_SGPR), 106);
    CU_ASSERT_EQUAL(gpu_max_regs_by_archmask(ARCHMASK_ALL, GPU_REGTYPE_SGPR), 104);
    CU_ASSERT_EQUAL(gpu_max_regs_by_archmask(ARCHMASK(ARCH_GCN1_2) | ARCHMASK(ARCH_GCN1_5),
                                             GPU_REGTYPE_SGPR), 106);
    CU_ASSERT_EQUAL(gpu_max_regs_by_archmask(ARCHMASK_ALL, GPU_REGTYPE_VGPR), 256);

    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK(ARCH_GCN1_0), GPU_REGTYPE_SGPR), 104);
    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK(ARCH_GCN1_1), GPU_REGTYPE_SGPR), 104);
    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK(ARCH_GCN1_2), GPU_REGTYPE_SGPR), 102);
    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK(ARCH_GCN1_4), GPU_REGTYPE_SGPR), 102);
    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK(ARCH_GCN1_4_1), GPU_REGTYPE_SGPR), 102);
    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK(ARCH_GCN1_5), GPU_REGTYPE_SGPR), 106);
    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK_ALL, GPU_REGTYPE_SGPR), 102);
    CU_ASSERT_EQUAL(gpu_max_addr_regs_by_archmask(ARCHMASK_ALL, GPU_REGTYPE_VGPR), 256);
}

static void test_special_sgprs(void)
{
    uint32_t m10 = ARCHMASK(ARCH_GCN1_0), m11 = ARCHMASK(ARCH_GCN1_1);
    uint32_t m12 = ARCHMASK(ARCH_GCN1_2), m14 = ARCHMASK(ARCH_GCN1_4);
    uint32_t m15 = ARCHMASK(ARCH_GCN1_5);
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m10, 106));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m10, 107));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m10, 104));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m10, 105));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m10, 108));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m10, 0));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m11, 104));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m11, 105));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m11, 102));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m12, 102));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m12, 103));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m12, 101));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m14, 102));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m14, 104));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m15, 106));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m15, 104));
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m15, 102));
    /* Navi in a mask leaves VCC as the only special pair */
    CU_ASSERT_FALSE(gpu_is_special_sgpr(m12 | m15, 102));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m12 | m15, 106));
    /* mixed: any architecture's special registers count */
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m10 | m11, 104));
    CU_ASSERT_TRUE(gpu_is_special_sgpr(m11 | m12, 102));
}

static void test_extra_sgprs(void)
{
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_0, 0), 0);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_0, GPU_REG_VCC), 2);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_0, GPU_REG_VCC | GPU_REG_FLAT), 2);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_0, GPU_REG_FLAT), 0);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_1, GPU_REG_FLAT), 4);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_1, GPU_REG_XNACK), 0);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_1, GPU_REG_XNACK | GPU_REG_VCC), 2);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_2, GPU_REG_FLAT), 6);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_2, GPU_REG_XNACK), 4);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_2, GPU_REG_FLAT | GPU_REG_XNACK), 6);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_4, GPU_REG_VCC), 2);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_2, GPU_REG_VCC | GPU_REG_WAVE32), 2);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_5, GPU_REG_VCC | GPU_REG_WAVE32), 1);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_5, GPU_REG_VCC), 2);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_5_1, GPU_REG_FLAT | GPU_REG_WAVE32), 5);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_5, GPU_REG_XNACK), 4);
    CU_ASSERT_EQUAL(gpu_extra_sgprs(ARCH_GCN1_5, GPU_REG_WAVE32), 0);
    CU_ASSERT_EQUAL(gpu_extra_regs(ARCH_GCN1_2, GPU_REGTYPE_SGPR, GPU_REG_FLAT), 6);
    CU_ASSERT_EQUAL(gpu_extra_regs(ARCH_GCN1_2, GPU_REGTYPE_VGPR, GPU_REG_FLAT), 0);
}

static void test_setup_and_limits(void)
{
    uint32_t r[2];
    gpu_setup_min_regs(ARCH_GCN1_0, 0x3f, 4, GPU_SETUP_TGSIZE_EN | GPU_SETUP_SCRATCH_EN, r);
    CU_ASSERT_EQUAL(r[0], 9);
    CU_ASSERT_EQUAL(r[1], 3);
    gpu_setup_min_regs(ARCH_GCN1_2, 0x09, 2, 0, r);       /* tgid x, tid x */
    CU_ASSERT_EQUAL(r[0], 3);
    CU_ASSERT_EQUAL(r[1], 1);
    gpu_setup_min_regs(ARCH_GCN1_2, 0x16, 0, GPU_SETUP_SCRATCH_EN, r); /* tgid y,z; tid xy */
    CU_ASSERT_EQUAL(r[0], 3);
    CU_ASSERT_EQUAL(r[1], 2);
    /* PGM_RSRC2: TGID_X/Y_EN bits 7,8; TIDIG_COMP_CNT = 1 (bits 11-12) */
    CU_ASSERT_EQUAL(gpu_default_dim_mask(ARCH_GCN1_0, (3u << 7) | (1u << 11)), 0x1b);
    CU_ASSERT_EQUAL(gpu_default_dim_mask(ARCH_GCN1_0, 0), 0x08);
    CU_ASSERT_EQUAL(gpu_default_dim_mask(ARCH_GCN1_0, (7u << 7) | (2u << 11)), 0x3f);
    CU_ASSERT_EQUAL(gpu_default_dim_mask(ARCH_GCN1_0, 3u << 11), 0x38);
    CU_ASSERT_EQUAL(gpu_max_local_size(ARCH_GCN1_2), 32768);
    CU_ASSERT_EQUAL(gpu_max_gds_size(ARCH_GCN1_2), 65536);
}

static void test_pgm_rsrc(void)
{
    /* fields: VGPRS[5:0] SGPRS[9:6] PRIORITY[11:10] FLOAT_MODE[19:12] PRIV[20]
     * DX10_CLAMP[21] DEBUG[22] IEEE[23]; granules 4 VGPRs / 8 SGPRs */
    CU_ASSERT_EQUAL(gpu_pgm_rsrc1(ARCH_GCN1_0, 8, 16, 0, 0xc0, false, true, false, true),
                    0x00ac0041u);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc1(ARCH_GCN1_2, 1, 1, 0, 0, false, false, false, false), 0);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc1(ARCH_GCN1_2, 256, 104, 3, 0xff, true, true, true, true),
                    0x00ffff3fu);
    /* GCN 1.5: VGPRs in blocks of 8, no SGPR field */
    CU_ASSERT_EQUAL(gpu_pgm_rsrc1(ARCH_GCN1_5, 17, 40, 0, 0, false, false, false, false), 2);
    /* PGM_RSRC2: SCRATCH_EN[0] USER_SGPR[5:1] TRAP[6] TGID_EN[9:7] TG_SIZE[10]
     * TIDIG_CNT[12:11] LDS_SIZE[23:15] EXCP[30:24] */
    CU_ASSERT_EQUAL(gpu_pgm_rsrc2(ARCH_GCN1_1, true, 4, false, 0x3f, 0, true, 1000, 0),
                    0x00011789u);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc2(ARCH_GCN1_0, false, 0, false, 0x3f, 0, false, 1000, 0),
                    0x00021380u);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc2(ARCH_GCN1_2, false, 2, true, UINT32_MAX, 0x880, false, 0,
                                  0x7f), 0x7f0008c4u);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc2(ARCH_GCN1_2, false, 0, false, 0x11, 0, false, 512, 0),
                    0x00008880u);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc3(ARCH_GCN1_4, 9), 0);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc3(ARCH_GCN1_5, 9), 2);
    CU_ASSERT_EQUAL(gpu_pgm_rsrc3(ARCH_GCN1_5_1, 0), 0);
}

const UnitTest gpu_tests[] = {
    { "device names and aliases", test_device_names },
    { "unknown device names", test_bad_device_names },
    { "architecture names", test_arch_names },
    { "canonical names and numbering", test_canonical_names },
    { "name tables sorted", test_tables_sorted },
    { "gfx versions", test_versions },
    { "arch_matches", test_arch_matches },
    { "max registers", test_max_regs },
    { "max registers by arch mask", test_regs_by_mask },
    { "special SGPRs", test_special_sgprs },
    { "extra SGPRs", test_extra_sgprs },
    { "setup registers and limits", test_setup_and_limits },
    { "PGM_RSRC", test_pgm_rsrc },
    { NULL, NULL },
};
