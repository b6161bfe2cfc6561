/* gpu.c - lookups over the device/architecture data of gpus.def and the
 * register-count and PGM_RSRC rules that depend on the architecture.
 * Names are found by binary search over the sorted name rows (lower-cased
 * query, no allocation).
 */
#include "gpu.h"

#include <string.h>

#include "util.h"

/* ---- tables built from gpus.def ---- */

/* per-architecture SGPR limits as constants, for the device rows */
enum {
#define GPU_ARCH(id, nm, low, sg, asg, fl, xn, sp, w32) \
    SGPRS_##id = sg, ADDR_SGPRS_##id = asg,
#include "gpus.def"
#undef GPU_ARCH
};

static const GpuInfo gpu_table[GPU_COUNT] = {
#define GPU_DEVICE(dev, nm, ar, c0, c1, c2, g0, g1, g2, r0, r1, r2) \
    [GPU_##dev] = { .id = GPU_##dev, .name = nm, .arch = ARCH_##ar, \
                   .gfx_major = r0, .gfx_minor = r1, .gfx_stepping = r2, \
                   .max_sgprs = SGPRS_##ar, .max_vgprs = 256, \
                   .max_addr_sgprs = ADDR_SGPRS_##ar, \
                   .ver = { [GPUVER_AMDCL2] = { c0, c1, c2 }, \
                            [GPUVER_GALLIUM] = { g0, g1, g2 }, \
                            [GPUVER_ROCM] = { r0, r1, r2 } } },
#include "gpus.def"
#undef GPU_DEVICE
};

typedef struct ArchRow {
    const char *name;
    GpuDevice lowest;
    uint8_t sgprs, addr_sgprs, flat_sgprs, xnack_sgprs, special_base, wave32;
} ArchRow;

static const ArchRow arch_table[ARCH_COUNT] = {
#define GPU_ARCH(id, nm, low, sg, asg, fl, xn, sp, w32) \
    [ARCH_##id] = { nm, GPU_##low, sg, asg, fl, xn, sp, w32 },
#include "gpus.def"
#undef GPU_ARCH
};

typedef struct NameRow {
    const char *name;          /* lower case */
    int value;
} NameRow;

static const NameRow gpu_names[] = {
#define GPU_NAME(nm, id) { nm, GPU_##id },
#include "gpus.def"
#undef GPU_NAME
};

static const NameRow arch_names[] = {
#define GPU_ARCH_NAME(nm, id) { nm, ARCH_##id },
#include "gpus.def"
#undef GPU_ARCH_NAME
};

typedef struct VersionRow {
    uint32_t major, minor, stepping;
    GpuDevice dev;
} VersionRow;

static const VersionRow version_rows[] = {
#define GPU_VERSION(ma, mi, st, id) { ma, mi, st, GPU_##id },
#include "gpus.def"
#undef GPU_VERSION
};

static const VersionRow version_majors[] = {
#define GPU_VERSION_MAJOR(ma, id) { ma, 0, 0, GPU_##id },
#include "gpus.def"
#undef GPU_VERSION_MAJOR
};

/* Exposed for the unit tests (order checks); not part of the API. */
const char *gpu__name_row(size_t i, int *value, bool arch);
const char *gpu__name_row(size_t i, int *value, bool arch)
{
    const NameRow *t = arch ? arch_names : gpu_names;
    size_t n = arch ? CLRX_ARRAY_SIZE(arch_names) : CLRX_ARRAY_SIZE(gpu_names);
    if (i >= n)
        return NULL;
    *value = t[i].value;
    return t[i].name;
}

/* Binary search of a sorted lower-case table for `name` in any case. */
static bool name_lookup(const NameRow *t, size_t n, const char *name, size_t len, int *out)
{
    char key[32];
    if (len == 0 || len >= sizeof key)
        return false;
    for (size_t i = 0; i < len; i++) {
        if (name[i] == '\0')
            return false;
        key[i] = ascii_lower(name[i]);
    }
    key[len] = '\0';
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(key, t[mid].name);
        if (c == 0) {
            *out = t[mid].value;
            return true;
        }
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return false;
}

/* ---- devices and architectures ---- */

const GpuInfo *gpu_info(GpuDevice d)
{
    if ((unsigned)d >= GPU_COUNT)
        return NULL;
    return &gpu_table[d];
}

const char *gpu_name(GpuDevice d)
{
    return (unsigned)d < GPU_COUNT ? gpu_table[d].name : "?";
}

bool gpu_from_name(const char *name, size_t len, GpuDevice *out)
{
    int v;
    if (!name_lookup(gpu_names, CLRX_ARRAY_SIZE(gpu_names), name, len, &v))
        return false;
    *out = (GpuDevice)v;
    return true;
}

/* Edit distance with adjacent transpositions (optimal string alignment),
 * ASCII case ignored; names are short (the table's are below 32 bytes). */
static size_t edit_distance(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    if (n > 63 || m > 63)
        return SIZE_MAX;
    size_t d[64][64];
    for (size_t i = 0; i <= n; i++)
        d[i][0] = i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = j;
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            size_t cost = ascii_lower(a[i - 1]) != ascii_lower(b[j - 1]);
            size_t v = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < v)
                v = d[i][j - 1] + 1;
            if (d[i - 1][j - 1] + cost < v)
                v = d[i - 1][j - 1] + cost;
            if (i > 1 && j > 1 && ascii_lower(a[i - 1]) == ascii_lower(b[j - 2]) &&
                ascii_lower(a[i - 2]) == ascii_lower(b[j - 1]) && d[i - 2][j - 2] + 1 < v)
                v = d[i - 2][j - 2] + 1;
            d[i][j] = v;
        }
    return d[n][m];
}

const char *gpu_suggest(const char *name)
{
    const char *best = NULL;
    size_t best_d = SIZE_MAX;
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(gpu_names); k++) {
        size_t dist = edit_distance(name, gpu_names[k].name);
        if (dist < best_d) {
            best_d = dist;
            best = gpu_names[k].name;
        }
    }
    size_t len = strlen(name);
    return best && best_d <= 2 && best_d * 2 < len ? best : NULL;
}

bool arch_from_name(const char *name, size_t len, GpuArch *out)
{
    int v;
    if (!name_lookup(arch_names, CLRX_ARRAY_SIZE(arch_names), name, len, &v))
        return false;
    *out = (GpuArch)v;
    return true;
}

const char *arch_name(GpuArch a)
{
    return (unsigned)a < ARCH_COUNT ? arch_table[a].name : "?";
}

GpuArch gpu_arch(GpuDevice d)
{
    return (unsigned)d < GPU_COUNT ? gpu_table[d].arch : ARCH_GCN1_0;
}

GpuDevice arch_lowest_gpu(GpuArch a)
{
    return (unsigned)a < ARCH_COUNT ? arch_table[a].lowest : GPU_CAPE_VERDE;
}

bool arch_matches(GpuArch required, GpuArch actual)
{
    return required == actual || (required == ARCH_GCN1_4 && actual == ARCH_GCN1_4_1);
}

GpuVersion gpu_version(GpuDevice d, GpuVerTable t)
{
    GpuVersion none = { 0, 0, 0 };
    if ((unsigned)d >= GPU_COUNT || (unsigned)t >= GPUVER_COUNT)
        return none;
    return gpu_table[d].ver[t];
}

GpuDevice gpu_from_version(uint32_t major, uint32_t minor, uint32_t stepping)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(version_rows); i++) {
        const VersionRow *r = &version_rows[i];
        if (r->major == major && r->minor == minor && r->stepping == stepping)
            return r->dev;
    }
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(version_majors); i++)
        if (version_majors[i].major == major)
            return version_majors[i].dev;
    return GPU_CAPE_VERDE;
}

/* ---- register limits ---- */

static const ArchRow *arch_row(GpuArch a)
{
    return &arch_table[(unsigned)a < ARCH_COUNT ? a : ARCH_GCN1_0];
}

uint32_t gpu_max_regs(GpuArch a, int regtype, unsigned flags)
{
    if (regtype == GPU_REGTYPE_VGPR)
        return 256;
    const ArchRow *r = arch_row(a);
    uint32_t n = r->sgprs;
    if ((flags & GPU_REGCOUNT_NO_FLAT) && r->flat_sgprs)
        n -= r->flat_sgprs + 2u;
    else if ((flags & GPU_REGCOUNT_NO_XNACK) && r->xnack_sgprs)
        n -= r->xnack_sgprs + 2u;
    else if (flags & GPU_REGCOUNT_NO_VCC)
        n -= 2u;
    return n;
}

#define MASK_VEGA (ARCHMASK(ARCH_GCN1_4) | ARCHMASK(ARCH_GCN1_4_1))
#define MASK_NAVI (ARCHMASK(ARCH_GCN1_5) | ARCHMASK(ARCH_GCN1_5_1))

/* Pick the architecture whose limits govern a mask: Vega first, then
 * Navi, then GCN 1.2, otherwise GCN 1.0/1.1 (same limits). */
static GpuArch governing_arch(uint32_t archmask)
{
    if (archmask & MASK_VEGA)
        return ARCH_GCN1_4;
    if (archmask & MASK_NAVI)
        return ARCH_GCN1_5;
    if (archmask & ARCHMASK(ARCH_GCN1_2))
        return ARCH_GCN1_2;
    return ARCH_GCN1_0;
}

uint32_t gpu_max_regs_by_archmask(uint32_t archmask, int regtype)
{
    if (regtype == GPU_REGTYPE_VGPR)
        return 256;
    return arch_table[governing_arch(archmask)].sgprs;
}

uint32_t gpu_max_addr_regs_by_archmask(uint32_t archmask, int regtype)
{
    if (regtype == GPU_REGTYPE_VGPR)
        return 256;
    return arch_table[governing_arch(archmask)].addr_sgprs;
}

bool gpu_is_special_sgpr(uint32_t archmask, uint32_t index)
{
    uint32_t pair = index & ~1u;
    uint32_t base = 106;                     /* VCC: everywhere */
    if (!(archmask & MASK_NAVI)) {
        /* the lowest special register of any architecture in the mask */
        for (unsigned a = 0; a < ARCH_COUNT; a++)
            if ((archmask & ARCHMASK(a)) && arch_table[a].special_base < base)
                base = arch_table[a].special_base;
    }
    return pair >= base && pair <= 106;
}

uint32_t gpu_extra_sgprs(GpuArch a, unsigned flags)
{
    const ArchRow *r = arch_row(a);
    uint32_t vcc = (r->wave32 && (flags & GPU_REG_WAVE32)) ? 1u : 2u;
    if ((flags & GPU_REG_FLAT) && r->flat_sgprs)
        return r->flat_sgprs + vcc;
    if ((flags & GPU_REG_XNACK) && r->xnack_sgprs)
        return r->xnack_sgprs + vcc;
    if (flags & GPU_REG_VCC)
        return vcc;
    return 0;
}

uint32_t gpu_extra_regs(GpuArch a, int regtype, unsigned flags)
{
    return regtype == GPU_REGTYPE_VGPR ? 0 : gpu_extra_sgprs(a, flags);
}

void gpu_setup_min_regs(GpuArch a, uint32_t dim_mask, uint32_t user_data_num,
                        unsigned flags, uint32_t out[2])
{
    (void)a;
    out[0] = ((dim_mask & 1) != 0) + ((dim_mask & 2) != 0) + ((dim_mask & 4) != 0) +
             user_data_num + ((flags & GPU_SETUP_TGSIZE_EN) != 0) +
             ((flags & GPU_SETUP_SCRATCH_EN) != 0);
    out[1] = (dim_mask & 32) ? 3 : (dim_mask & 16) ? 2 : (dim_mask & 8) ? 1 : 0;
}

uint32_t gpu_default_dim_mask(GpuArch a, uint32_t pgm_rsrc2)
{
    (void)a;
    uint32_t tid = (pgm_rsrc2 >> 11) & 3;     /* TIDIG_COMP_CNT */
    uint32_t vdims = tid == 0 ? 1u : tid == 1 ? 3u : 7u;
    return ((pgm_rsrc2 >> 7) & 7) | (vdims << 3);
}

uint32_t gpu_max_local_size(GpuArch a)
{
    (void)a;
    return 32768;
}

uint32_t gpu_max_gds_size(GpuArch a)
{
    (void)a;
    return 65536;
}

/* ---- program resource registers ---- */

uint32_t gpu_pgm_rsrc1(GpuArch a, uint32_t vgprs, uint32_t sgprs, uint32_t priority,
                       uint32_t float_mode, bool priv, bool dx10_clamp, bool debug,
                       bool ieee)
{
    bool navi = a >= ARCH_GCN1_5;
    /* granule fields hold (count - 1) / granule, in 32-bit arithmetic */
    uint32_t vfield = navi ? (uint32_t)(vgprs - 1u) >> 3 : (uint32_t)(vgprs - 1u) >> 2;
    uint32_t sfield = navi ? 0 : ((uint32_t)(sgprs - 1u) >> 3) << 6;
    return vfield | sfield | ((priority & 3u) << 10) | ((float_mode & 0xffu) << 12) |
           (priv ? 1u << 20 : 0) | (dx10_clamp ? 1u << 21 : 0) |
           (debug ? 1u << 22 : 0) | (ieee ? 1u << 23 : 0);
}

uint32_t gpu_pgm_rsrc2(GpuArch a, bool scratch_en, uint32_t user_data_num,
                       bool trap_present, uint32_t dim_mask, uint32_t def_dim_values,
                       bool tg_size_en, uint32_t lds_size, uint32_t exceptions)
{
    unsigned shift = a == ARCH_GCN1_0 ? 8 : 9;  /* LDS granule 256 / 512 bytes */
    uint32_t granule_mask = (1u << shift) - 1u;
    uint32_t dims;
    if (dim_mask != UINT32_MAX) {
        uint32_t tid = (dim_mask & 32) ? 2 : (dim_mask & 16) ? 1 : 0;
        dims = ((dim_mask & 7u) << 7) | (tid << 11);
    } else {
        dims = def_dim_values;
    }
    uint32_t lds = (((uint32_t)(lds_size + granule_mask)) >> shift) & 0x1ffu;
    return (scratch_en ? 1u : 0u) | (user_data_num << 1) | dims |
           (trap_present ? 0x40u : 0u) | (tg_size_en ? 0x400u : 0u) |
           (lds << 15) | ((exceptions & 0x7fu) << 24);
}

uint32_t gpu_pgm_rsrc3(GpuArch a, uint32_t shared_vgprs)
{
    if (a < ARCH_GCN1_5)
        return 0;
    return (shared_vgprs + 7u) >> 3;
}
