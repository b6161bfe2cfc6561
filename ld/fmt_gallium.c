/* fmt_gallium.c - the GalliumCompute writer: the kernel table, the inner ELF
 * (.text, .rel.text, .AMDGPU.config, .rodata, .comment, symbols), the
 * ProgInfo entries computed from each kernel's configuration records and
 * register usage, and for LLVM 4.0 and later the 256-byte AMD HSA header at
 * each kernel's entry.  Scratch-buffer relocations (.scratchsym) come through
 * the reloc hook.  The format, the records and every rule applied here are
 * specified in docs/formats/gallium.md; the output is the bytes clrxasm
 * writes for the same single source.
 *
 * Passes: provides_symbol (the scratch symbols, from the program-wide
 * records) -> check (sections, records applied per kernel, register counts,
 * kernel offsets) -> reloc (scratch relocations) -> write (HSA headers into
 * the code, then the container). */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "ld.h"

#define ALL32 0xffffffffu
#define ALL64 UINT64_MAX
#define LLVM_SPILLS 30900u       /* five ProgInfo entries */
#define LLVM_HSA 40000u          /* AMD HSA header before each kernel */
#define MESA_17 170000u          /* new ELF identification, section type 2 */
#define HSA_HEADER_SIZE 256u
#define CTRL_DIR_SIZE 128u
#define SCRATCH_FIELD_VALUE 4u   /* what clrxasm leaves in a scratch field */
#define REL_TYPE_SCRATCH 0x81u

static const char producer[] = "CLRX GalliumBinGenerator 0.1.9";

/* ---- configuration of one kernel (docs/formats/gallium.md, 4 and 6) ---- */

typedef struct GalArg {
    uint32_t type, size, tsize, talign, sext, semantic;
} GalArg;

/* The Gallium settings of .config. */
typedef struct GalSettings {
    uint32_t dim_mask;         /* ALL32: none given */
    uint32_t sgprs, vgprs;     /* ALL32: automatic */
    uint32_t rsrc1, rsrc2;
    uint8_t userdata;          /* 0xff: from the HSA flags (LLVM >= 4.0) */
    uint8_t floatmode, priority, exceptions;
    bool ieee, dx10, debug, priv, tgsize;
    uint64_t localsize;
    uint32_t scratch;
    uint32_t spilled_sgprs, spilled_vgprs;
} GalSettings;

/* The HSA configuration: the first 128 bytes of the header, then the
 * settings that are combined with the Gallium ones. */
typedef struct HsaConfig {
    uint32_t code_major, code_minor;
    uint16_t mach_kind, mach_major, mach_minor, mach_stepping;
    uint64_t entry_offset, prefetch_offset, prefetch_size, max_scratch;
    uint32_t rsrc1, rsrc2;
    uint16_t sgpr_flags, feature_flags;
    uint32_t private_size, group_size, gds_size;
    uint64_t kernarg_size;
    uint32_t fbarriers;
    uint16_t wave_sgprs, item_vgprs;
    uint16_t rvgpr_first, rvgpr_count, rsgpr_first, rsgpr_count;
    uint16_t dbg_offset_sgpr, dbg_buffer_sgpr;
    uint8_t kernarg_align, group_align, private_align, wave_size;
    uint32_t call_conv;
    uint64_t loader_symbol;
    /* combined with the Gallium settings */
    uint32_t dim_mask, sgprs, vgprs;
    uint8_t userdata, floatmode, priority, exceptions;
    bool ieee, dx10, debug, priv, tgsize;
} HsaConfig;

/* SGPR input flags and feature flags of the header */
#define HSA_PRIV_SEGMENT_BUFFER 0x1u
#define HSA_DISPATCH_PTR        0x2u
#define HSA_QUEUE_PTR           0x4u
#define HSA_KERNARG_PTR         0x8u
#define HSA_DISPATCH_ID         0x10u
#define HSA_FLAT_SCRATCH_INIT   0x20u
#define HSA_PRIV_SEGMENT_SIZE   0x40u
#define HSA_GRID_COUNT_SHIFT    7u
#define HSA_ORDERED_APPEND_GDS  0x1u
#define HSA_PTR64               0x8u
#define HSA_DYNAMIC_CALL_STACK  0x10u
#define HSA_DEBUG_ENABLED       0x20u
#define HSA_XNACK_ENABLED       0x40u

typedef struct GalKernel {
    LinkKernel *lk;
    const LinkConfig *config_rec;      /* first `config` record (NULL: none) */
    const LinkConfig *proginfo_rec;    /* first `proginfo`/`entry` record */
    bool auto_userdata;
    uint32_t nentries;
    uint32_t entry_addr[5], entry_val[5];
    GalArg *args; size_t nargs, capargs;
    GalSettings g;
    bool has_hsa;
    HsaConfig h;
    const OutSect *ctrl_dir;
    uint32_t offset;                   /* entry in .text */
    bool offset_ok;
} GalKernel;

typedef struct GalReloc {
    uint64_t offset;                   /* in .text */
    bool high;
    size_t seq;                        /* link order, for a stable sort */
} GalReloc;

typedef struct GalState {
    HashTab *keys;                     /* record key -> row index + 1 */
    HashTab *scratch;                  /* scratch symbol names -> 1 */
    bool scratch_built;
    GalKernel *kernels;
    uint32_t arch_minor, arch_stepping;
    OutSect *text, *rodata, *comment;
    OutSect **extras; size_t nextras, capextras;
    GalReloc *relocs; size_t nrelocs, caprelocs;
} GalState;

/* ---- the record table ---- */

enum {                                 /* what a record sets */
    TG_GAL,                            /* a field of GalSettings */
    TG_HSA,                            /* a field of HsaConfig (an HSA record) */
    TG_OTHER                           /* handled by name */
};
enum {                                 /* how the value is stored */
    ST_U8, ST_U16, ST_U32, ST_U64,
    ST_AND8,                           /* u8 field = value & arg */
    ST_BOOL,                           /* bool field = true */
    ST_LOG2,                           /* u8 field = log2(value) */
    ST_SGPR_FLAG, ST_FEATURE_FLAG,     /* flag word |= arg */
    ST_SPECIAL                         /* code below, by `arg` */
};
enum {                                 /* ST_SPECIAL cases */
    SP_ARG, SP_PROGINFO, SP_ENTRY, SP_CONFIG, SP_CTRL_DIR, SP_MACHINE,
    SP_CODEVERSION, SP_RESERVED_SGPRS, SP_RESERVED_VGPRS, SP_GRID_COUNT,
    SP_DEFAULT_FEATURES, SP_PRIV_ELEM_SIZE
};

typedef struct KeyRow {
    const char *key;
    uint8_t nvals;
    uint8_t target;
    uint8_t store;
    uint16_t offset;
    uint32_t arg;
} KeyRow;

#define GAL(k, n, st, f, a) { k, n, TG_GAL, st, (uint16_t)offsetof(GalSettings, f), a }
#define HSA(k, n, st, f, a) { k, n, TG_HSA, st, (uint16_t)offsetof(HsaConfig, f), a }
#define HFLAG(k, st, a)     { k, 0, TG_HSA, st, 0, a }
#define SPEC(k, n, tg, a)   { k, n, tg, ST_SPECIAL, 0, a }

static const KeyRow key_rows[] = {
    SPEC("arg", 6, TG_OTHER, SP_ARG),
    SPEC("proginfo", 0, TG_OTHER, SP_PROGINFO),
    SPEC("entry", 2, TG_OTHER, SP_ENTRY),
    SPEC("config", 2, TG_OTHER, SP_CONFIG),
    GAL("dims", 1, ST_U32, dim_mask, 0),
    GAL("sgprsnum", 1, ST_U32, sgprs, 0),
    GAL("vgprsnum", 1, ST_U32, vgprs, 0),
    GAL("pgmrsrc1", 1, ST_U32, rsrc1, 0),
    GAL("pgmrsrc2", 1, ST_U32, rsrc2, 0),
    GAL("floatmode", 1, ST_AND8, floatmode, 0xff),
    GAL("priority", 1, ST_AND8, priority, 3),
    GAL("exceptions", 1, ST_AND8, exceptions, 0x7f),
    GAL("localsize", 1, ST_U64, localsize, 0),
    GAL("scratchbuffer", 1, ST_U32, scratch, 0),
    GAL("userdatanum", 1, ST_U8, userdata, 0),
    GAL("spilledsgprs", 1, ST_U32, spilled_sgprs, 0),
    GAL("spilledvgprs", 1, ST_U32, spilled_vgprs, 0),
    GAL("ieeemode", 0, ST_BOOL, ieee, 0),
    GAL("dx10clamp", 0, ST_BOOL, dx10, 0),
    GAL("debugmode", 0, ST_BOOL, debug, 0),
    GAL("privmode", 0, ST_BOOL, priv, 0),
    GAL("tgsize", 0, ST_BOOL, tgsize, 0),
    SPEC("control_directive", 0, TG_HSA, SP_CTRL_DIR),
    HSA("hsa_dims", 1, ST_U32, dim_mask, 0),
    HSA("hsa_sgprsnum", 1, ST_U32, sgprs, 0),
    HSA("hsa_vgprsnum", 1, ST_U32, vgprs, 0),
    HSA("hsa_userdatanum", 1, ST_U8, userdata, 0),
    HSA("hsa_pgmrsrc1", 1, ST_U32, rsrc1, 0),
    HSA("hsa_pgmrsrc2", 1, ST_U32, rsrc2, 0),
    HSA("hsa_floatmode", 1, ST_U8, floatmode, 0),
    HSA("hsa_priority", 1, ST_U8, priority, 0),
    HSA("hsa_exceptions", 1, ST_U8, exceptions, 0),
    HSA("hsa_localsize", 1, ST_U32, group_size, 0),
    HSA("workgroup_group_segment_size", 1, ST_U32, group_size, 0),
    HSA("hsa_scratchbuffer", 1, ST_U32, private_size, 0),
    HSA("workitem_private_segment_size", 1, ST_U32, private_size, 0),
    HSA("hsa_ieeemode", 0, ST_BOOL, ieee, 0),
    HSA("hsa_dx10clamp", 0, ST_BOOL, dx10, 0),
    HSA("hsa_debugmode", 0, ST_BOOL, debug, 0),
    HSA("hsa_privmode", 0, ST_BOOL, priv, 0),
    HSA("hsa_tgsize", 0, ST_BOOL, tgsize, 0),
    HSA("kernel_code_entry_offset", 1, ST_U64, entry_offset, 0),
    HSA("kernel_code_prefetch_offset", 1, ST_U64, prefetch_offset, 0),
    HSA("kernel_code_prefetch_size", 1, ST_U64, prefetch_size, 0),
    HSA("max_scratch_backing_memory", 1, ST_U64, max_scratch, 0),
    HSA("kernarg_segment_size", 1, ST_U64, kernarg_size, 0),
    HSA("runtime_loader_kernel_symbol", 1, ST_U64, loader_symbol, 0),
    HSA("gds_segment_size", 1, ST_U32, gds_size, 0),
    HSA("workgroup_fbarrier_count", 1, ST_U32, fbarriers, 0),
    HSA("call_convention", 1, ST_U32, call_conv, 0),
    HSA("wavefront_sgpr_count", 1, ST_U16, wave_sgprs, 0),
    HSA("workitem_vgpr_count", 1, ST_U16, item_vgprs, 0),
    HSA("debug_private_segment_buffer_sgpr", 1, ST_U16, dbg_buffer_sgpr, 0),
    HSA("debug_wavefront_private_segment_offset_sgpr", 1, ST_U16, dbg_offset_sgpr, 0),
    HSA("kernarg_segment_align", 1, ST_LOG2, kernarg_align, 0),
    HSA("group_segment_align", 1, ST_LOG2, group_align, 0),
    HSA("private_segment_align", 1, ST_LOG2, private_align, 0),
    HSA("wavefront_size", 1, ST_LOG2, wave_size, 0),
    SPEC("private_elem_size", 1, TG_HSA, SP_PRIV_ELEM_SIZE),
    SPEC("machine", 4, TG_HSA, SP_MACHINE),
    SPEC("codeversion", 2, TG_HSA, SP_CODEVERSION),
    SPEC("reserved_sgprs", 2, TG_HSA, SP_RESERVED_SGPRS),
    SPEC("reserved_vgprs", 2, TG_HSA, SP_RESERVED_VGPRS),
    SPEC("use_grid_workgroup_count", 1, TG_HSA, SP_GRID_COUNT),
    SPEC("default_hsa_features", 0, TG_HSA, SP_DEFAULT_FEATURES),
    HFLAG("use_private_segment_buffer", ST_SGPR_FLAG, HSA_PRIV_SEGMENT_BUFFER),
    HFLAG("use_dispatch_ptr", ST_SGPR_FLAG, HSA_DISPATCH_PTR),
    HFLAG("use_queue_ptr", ST_SGPR_FLAG, HSA_QUEUE_PTR),
    HFLAG("use_kernarg_segment_ptr", ST_SGPR_FLAG, HSA_KERNARG_PTR),
    HFLAG("use_dispatch_id", ST_SGPR_FLAG, HSA_DISPATCH_ID),
    HFLAG("use_flat_scratch_init", ST_SGPR_FLAG, HSA_FLAT_SCRATCH_INIT),
    HFLAG("use_private_segment_size", ST_SGPR_FLAG, HSA_PRIV_SEGMENT_SIZE),
    HFLAG("use_ordered_append_gds", ST_FEATURE_FLAG, HSA_ORDERED_APPEND_GDS),
    HFLAG("use_ptr64", ST_FEATURE_FLAG, HSA_PTR64),
    HFLAG("use_dynamic_call_stack", ST_FEATURE_FLAG, HSA_DYNAMIC_CALL_STACK),
    HFLAG("use_debug_enabled", ST_FEATURE_FLAG, HSA_DEBUG_ENABLED),
    HFLAG("use_xnack_enabled", ST_FEATURE_FLAG, HSA_XNACK_ENABLED),
};

/* ---- state ---- */

static GalState *state(Link *L)
{
    if (!L->fmt_state) {
        GalState *st = arena_zalloc(L->arena, sizeof *st);
        st->keys = ht_new(128);
        for (size_t i = 0; i < CLRX_ARRAY_SIZE(key_rows); i++)
            ht_put(st->keys, key_rows[i].key, strlen(key_rows[i].key),
                   (void *)(uintptr_t)(i + 1));
        st->scratch = ht_new(8);
        st->arch_minor = st->arch_stepping = ALL32;
        L->fmt_state = st;
    }
    return L->fmt_state;
}

static void gallium_release(Link *L)
{
    GalState *st = L->fmt_state;
    if (!st)
        return;
    ht_free(st->keys);
    ht_free(st->scratch);
    if (st->kernels)
        for (size_t i = 0; i < L->nkernels; i++)
            free(st->kernels[i].args);
    free(st->kernels);
    free(st->extras);
    free(st->relocs);
    L->fmt_state = NULL;
}

static bool is_scratch_record(const ObjConfigRec *r)
{
    return r->kernel == OBJ_KERN_GLOBAL && strcmp(r->key, "scratchsym") == 0 &&
           r->nvals == 1 && r->vals[0].is_string;
}

/* The scratch symbols: every program-wide `scratchsym` record of any object
 * (the records are read before the layout merges them). */
static void build_scratch(Link *L, GalState *st)
{
    if (st->scratch_built)
        return;
    st->scratch_built = true;
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        for (size_t c = 0; c < o->nconfigs; c++) {
            const ObjConfigRec *r = &o->configs[c];
            if (is_scratch_record(r))
                ht_put(st->scratch, r->vals[0].str, strlen(r->vals[0].str), (void *)1);
        }
    }
}

static bool is_scratch(Link *L, const char *name)
{
    GalState *st = state(L);
    build_scratch(L, st);
    return name && *name && ht_get(st->scratch, name, strlen(name)) != NULL;
}

static bool gallium_provides_symbol(const Link *L, const char *name)
{
    return is_scratch((Link *)L, name);
}

/* Sections other than code (and a kernel's control directive) have
 * absolute addresses: their offsets. */
static bool gallium_section_base(const Link *L, const OutSect *s, uint64_t *base)
{
    (void)L;
    if (s->kernel >= 0 && s->kind == OSECT_CONFIG && !strcmp(s->name, ".control_directive")) {
        *base = 0;
        return true;
    }
    if (s->kernel != OBJ_KERN_GLOBAL)
        return false;
    if (s->kind == OSECT_RODATA || s->kind == OSECT_COMMENT || s->kind == OSECT_OTHER) {
        *base = 0;
        return true;
    }
    return false;
}

/* ---- applying the records ---- */

/* No HSA configuration: the header fields start as all ones. */
static void hsa_none(HsaConfig *h)
{
    memset(h, 0xff, sizeof *h);
    h->ieee = h->dx10 = h->debug = h->priv = h->tgsize = false;
}

/* An HSA configuration: clrxasm's defaults. */
static void hsa_init(HsaConfig *h)
{
    hsa_none(h);
    h->rsrc1 = h->rsrc2 = 0;
    h->sgpr_flags = h->feature_flags = 0;
    h->call_conv = 0;
    h->dim_mask = 0;
    h->sgprs = h->vgprs = ALL32;
    h->userdata = 0xff;
    h->floatmode = 0xc0;
    h->priority = h->exceptions = 0;
}

static void kernel_init(GalKernel *k, LinkKernel *lk)
{
    memset(k, 0, sizeof *k);
    k->lk = lk;
    static const uint32_t addr[3] = { 0xb848, 0xb84c, 0xb860 };
    static const uint32_t val[3] = { 0x000c0000, 0x00001788, 0 };
    for (int i = 0; i < 3; i++) {
        k->entry_addr[i] = addr[i];
        k->entry_val[i] = val[i];
    }
    GalSettings *g = &k->g;
    g->dim_mask = g->sgprs = g->vgprs = ALL32;
    g->floatmode = 0xc0;
    g->userdata = 4;
    hsa_none(&k->h);                    /* no HSA configuration yet */
}

static void start_hsa(GalKernel *k)
{
    if (!k->has_hsa) {
        k->has_hsa = true;
        hsa_init(&k->h);
    }
}

static void bad_record(const LinkConfig *c, const char *why)
{
    ld_error_at(c->obj, &c->rec->src, "configuration record '%s' %s", c->rec->key, why);
}

static unsigned log2_u64(uint64_t v)
{
    unsigned n = 0;
    while (v > 1) {
        v >>= 1;
        n++;
    }
    return n;
}

static void store(void *base, const KeyRow *row, uint64_t v)
{
    uint8_t *p = (uint8_t *)base + row->offset;
    switch (row->store) {
    case ST_U8: *p = (uint8_t)v; break;
    case ST_U16: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case ST_U32: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    case ST_U64: memcpy(p, &v, 8); break;
    case ST_AND8: *p = (uint8_t)(v & row->arg); break;
    case ST_BOOL: { bool t = true; memcpy(p, &t, sizeof t); break; }
    case ST_LOG2: *p = (uint8_t)log2_u64(v); break;
    default: break;
    }
}

static void apply_special(Link *L, GalKernel *k, const LinkConfig *c, const KeyRow *row,
                          const uint64_t *v)
{
    HsaConfig *h = &k->h;
    switch (row->arg) {
    case SP_ARG: {
        if (v[0] > 8 || v[5] > 4) {
            bad_record(c, "has an unknown argument type or semantic");
            return;
        }
        LD_GROW(k->args, k->nargs, k->capargs);
        k->args[k->nargs++] = (GalArg){ (uint32_t)v[0], (uint32_t)v[1], (uint32_t)v[2],
                                        (uint32_t)v[3], v[4] ? 1u : 0u, (uint32_t)v[5] };
        return;
    }
    case SP_PROGINFO:
    case SP_ENTRY:
        if (!k->proginfo_rec)
            k->proginfo_rec = c;
        if (row->arg == SP_PROGINFO)
            return;
        {
            uint32_t max = L->target.llvm_version >= LLVM_SPILLS ? 5 : 3;
            if (k->nentries == max) {
                ld_error_at(c->obj, &c->rec->src, "kernel '%s': at most %u entries can be in "
                            "ProgInfo", k->lk->name, max);
                return;
            }
            k->entry_addr[k->nentries] = (uint32_t)v[0];
            k->entry_val[k->nentries] = (uint32_t)v[1];
            k->nentries++;
        }
        return;
    case SP_CONFIG:
        if (!k->config_rec) {
            k->config_rec = c;
            k->auto_userdata = v[1] != 0;
            if (k->auto_userdata)
                k->g.userdata = 0xff;
        }
        if (v[0])
            start_hsa(k);
        return;
    case SP_CTRL_DIR:
        return;
    case SP_MACHINE:
        h->mach_kind = (uint16_t)v[0];
        h->mach_major = (uint16_t)v[1];
        h->mach_minor = (uint16_t)v[2];
        h->mach_stepping = (uint16_t)v[3];
        return;
    case SP_CODEVERSION:
        h->code_major = (uint16_t)v[0];
        h->code_minor = (uint16_t)v[1];
        return;
    case SP_RESERVED_SGPRS:
    case SP_RESERVED_VGPRS: {
        uint16_t first = (uint16_t)v[0], count = (uint16_t)(v[1] - v[0] + 1);
        if (row->arg == SP_RESERVED_SGPRS) {
            h->rsgpr_first = first;
            h->rsgpr_count = count;
        } else {
            h->rvgpr_first = first;
            h->rvgpr_count = count;
        }
        return;
    }
    case SP_GRID_COUNT:
        h->sgpr_flags = (uint16_t)((h->sgpr_flags & ~(7u << HSA_GRID_COUNT_SHIFT)) |
                                   ((v[0] & 7u) << HSA_GRID_COUNT_SHIFT));
        return;
    case SP_DEFAULT_FEATURES:
        h->sgpr_flags = HSA_PRIV_SEGMENT_BUFFER | HSA_DISPATCH_PTR | HSA_KERNARG_PTR;
        h->feature_flags = HSA_PTR64 | 2u;
        return;
    case SP_PRIV_ELEM_SIZE:
        if (v[0] < 2) {
            bad_record(c, "has a private element size below 2");
            return;
        }
        h->feature_flags = (uint16_t)((h->feature_flags & ~6u) | ((log2_u64(v[0]) - 1) << 1));
        return;
    default:
        return;
    }
}

static void apply_record(Link *L, GalState *st, GalKernel *k, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    uintptr_t idx = (uintptr_t)ht_get(st->keys, r->key, strlen(r->key));
    if (!idx) {
        bad_record(c, "is not a setting of the gallium format");
        return;
    }
    const KeyRow *row = &key_rows[idx - 1];
    if (r->nvals != row->nvals) {
        bad_record(c, "has a wrong number of values");
        return;
    }
    uint64_t v[6] = { 0 };
    for (uint32_t i = 0; i < r->nvals; i++) {
        if (r->vals[i].is_string) {
            bad_record(c, "has a string where a number is expected");
            return;
        }
        v[i] = r->vals[i].num;
    }
    if (row->target == TG_HSA)
        start_hsa(k);
    switch (row->store) {
    case ST_SPECIAL:
        apply_special(L, k, c, row, v);
        break;
    case ST_SGPR_FLAG:
        k->h.sgpr_flags |= (uint16_t)row->arg;
        break;
    case ST_FEATURE_FLAG:
        k->h.feature_flags |= (uint16_t)row->arg;
        break;
    default:
        store(row->target == TG_GAL ? (void *)&k->g : (void *)&k->h, row, v[0]);
        break;
    }
}

static void apply_program_record(GalState *st, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    if (is_scratch_record(r))
        return;
    if (!strcmp(r->key, "scratchsym")) {
        bad_record(c, "must have one value, the symbol's name");
        return;
    }
    bool minor = strcmp(r->key, "arch_minor") == 0;
    if (minor || strcmp(r->key, "arch_stepping") == 0) {
        if (r->nvals != 1 || r->vals[0].is_string) {
            bad_record(c, "has wrong values");
            return;
        }
        *(minor ? &st->arch_minor : &st->arch_stepping) = (uint32_t)r->vals[0].num;
        return;
    }
    bad_record(c, "is not a program-wide setting of the gallium format");
}

/* ---- the register counts (docs/formats/gallium.md, 4) ---- */

static unsigned hsa_userdata(uint16_t f)
{
    unsigned n = ((f & HSA_PRIV_SEGMENT_BUFFER) ? 4 : 0) + ((f & HSA_DISPATCH_PTR) ? 2 : 0) +
                 ((f & HSA_QUEUE_PTR) ? 2 : 0) + ((f & HSA_KERNARG_PTR) ? 2 : 0) +
                 ((f & HSA_DISPATCH_ID) ? 2 : 0) + ((f & HSA_FLAT_SCRATCH_INIT) ? 2 : 0) +
                 ((f & HSA_PRIV_SEGMENT_SIZE) != 0) + ((f & 0x80) != 0) + ((f & 0x100) != 0) +
                 ((f & 0x200) != 0);
    return n < 16 ? n : 16;
}

static void error_kernel(const GalKernel *k, const char *fmt, const char *a1, unsigned a2)
{
    const LinkKernel *lk = k->lk;
    StrBuf m = STRBUF_INIT;
    sb_printf(&m, fmt, a1, a2);
    ld_error_at(lk->decl_obj, &lk->src, "%s", m.data);
    sb_free(&m);
}

/* An error about the whole output that clrxasm reports without a source
 * position: the same here, followed by a note at the kernel's declaration. */
static void error_kernel_output(const GalKernel *k, const char *fmt, const char *a1,
                                unsigned a2)
{
    const LinkKernel *lk = k->lk;
    StrBuf m = STRBUF_INIT;
    sb_printf(&m, fmt, a1, a2);
    diag_plain(DIAG_ERROR, "%s", m.data);
    ld_note_at(lk->decl_obj, &lk->src, "kernel '%s' is declared here", lk->name);
    sb_free(&m);
}

static void count_registers(const Link *L, GalKernel *k)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    uint32_t llvm = L->target.llvm_version;
    uint32_t max_sgprs = gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0);
    GalSettings *g = &k->g;
    uint32_t udn = g->userdata;
    if (llvm >= LLVM_HSA && g->userdata == 0xff) {
        udn = hsa_userdata(k->has_hsa ? k->h.sgpr_flags : 0);
        g->userdata = (uint8_t)udn;
    }
    uint32_t dims = g->dim_mask != ALL32 ? g->dim_mask : gpu_default_dim_mask(arch, g->rsrc2);
    uint32_t setup[2];
    gpu_setup_min_regs(arch, dims, udn,
                       (g->tgsize ? GPU_SETUP_TGSIZE_EN : 0) |
                       (g->scratch != 0 ? GPU_SETUP_SCRATCH_EN : 0), setup);
    if (g->sgprs != ALL32 && g->sgprs > max_sgprs)
        error_kernel(k, "number of total SGPRs for kernel '%s' is too high (max %u)",
                     k->lk->name, max_sgprs);
    if (g->sgprs == ALL32) {
        const LinkKernel *lk = k->lk;
        unsigned flags = GPU_REG_VCC;
        if (lk->reg_flags & OBJ_REG_FLAT)
            flags |= GPU_REG_FLAT;
        if (lk->reg_flags & OBJ_REG_XNACK)
            flags |= GPU_REG_XNACK;
        if (llvm >= LLVM_HSA && k->has_hsa) {
            if (k->h.sgpr_flags & HSA_FLAT_SCRATCH_INIT)
                flags |= GPU_REG_FLAT;
            if (k->h.feature_flags & HSA_XNACK_ENABLED)
                flags |= GPU_REG_XNACK;
        }
        uint32_t used = (uint32_t)lk->max_sgpr + 1u;   /* -1 (none): 0 */
        uint32_t n = (setup[0] > used ? setup[0] : used) + gpu_extra_sgprs(arch, flags);
        g->sgprs = n < max_sgprs ? n : max_sgprs;
    }
    if (g->vgprs == ALL32) {
        uint32_t used = (uint32_t)k->lk->max_vgpr + 1u;
        g->vgprs = setup[1] > used ? setup[1] : used;
    }
    /* what the binary generator refuses */
    if (g->vgprs > gpu_max_regs(arch, GPU_REGTYPE_VGPR, 0))
        error_kernel(k, "kernel '%s': used VGPRs number out of range (max %u)", k->lk->name,
                     gpu_max_regs(arch, GPU_REGTYPE_VGPR, 0));
    if (g->localsize > gpu_max_local_size(arch))
        error_kernel(k, "kernel '%s': local size out of range (max %u)", k->lk->name,
                     gpu_max_local_size(arch));
    if (g->userdata > 16)
        error_kernel(k, "kernel '%s': user data number out of range (max %u)", k->lk->name,
                     16);
}

static uint32_t rsrc1_of(GpuArch arch, const GalSettings *g)
{
    uint32_t s = g->sgprs ? g->sgprs : 1, v = g->vgprs ? g->vgprs : 1;
    return g->rsrc1 | gpu_pgm_rsrc1(arch, v, s, g->priority, g->floatmode, g->priv, g->dx10,
                                    g->debug, g->ieee);
}

static uint32_t rsrc2_of(GpuArch arch, const GalSettings *g)
{
    return (g->rsrc2 & 0xffffe440u) |
           gpu_pgm_rsrc2(arch, g->scratch != 0, g->userdata, false, g->dim_mask,
                         g->rsrc2 & 0x1b80u, g->tgsize, (uint32_t)g->localsize, g->exceptions);
}

/* ---- check: sections, kernels, configuration ---- */

static bool collect_sections(Link *L, GalState *st)
{
    bool ok = true;
    for (size_t i = 0; i < L->nouts; i++) {
        OutSect *s = L->outs[i];
        const char *why = NULL;
        if (s->kind == OSECT_CONFIG && s->size == 0 &&
            (s->kernel < 0 || strcmp(s->name, ".control_directive")))
            continue;   /* an empty configuration area */
        if (s->kernel >= 0) {
            if (s->kind == OSECT_CONFIG && !strcmp(s->name, ".control_directive")) {
                GalKernel *k = &st->kernels[s->kernel];
                if (s->size != CTRL_DIR_SIZE) {
                    diag_plain(DIAG_ERROR, "section '.control_directive' for kernel '%s' "
                               "has a wrong size (%llu bytes, not %u)", k->lk->name,
                               (unsigned long long)s->size, CTRL_DIR_SIZE);
                    ld_note_at(k->lk->decl_obj, &k->lk->src, "kernel '%s' is declared here",
                               k->lk->name);
                    ok = false;
                }
                k->ctrl_dir = s;
                continue;
            }
            why = "a kernel's own section";
        } else if (s->kernel == OBJ_KERN_INNER) {
            why = "a section of an inner binary";
        } else {
            switch (s->kind) {
            case OSECT_CODE:
                if (!strcmp(s->name, ".text") && !st->text) {
                    st->text = s;
                    continue;
                }
                why = "a second code section (only '.text' holds code)";
                break;
            case OSECT_RODATA:
                if (!st->rodata) {
                    st->rodata = s;
                    continue;
                }
                why = "a second global data section";
                break;
            case OSECT_COMMENT:
                if (!st->comment) {
                    st->comment = s;
                    continue;
                }
                why = "a second comment section";
                break;
            case OSECT_OTHER:
                LD_GROW(st->extras, st->nextras, st->capextras);
                st->extras[st->nextras++] = s;
                continue;
            default:
                why = "of a kind the format has no place for";
                break;
            }
        }
        diag_at(DIAG_ERROR, (SrcPos){ .file = s->first_obj->name }, NULL, 0,
                "section '%s' (%s) cannot be in gallium output: %s", s->name,
                obj_sect_kind_name(s->kind), why);
        ok = false;
    }
    return ok;
}

static void kernel_offset(Link *L, GalState *st, GalKernel *k)
{
    const LinkObj *dup;
    LinkValue v = ld_kernel_entry(L, k->lk->name, &dup, NULL);
    const char *why = NULL;
    if (dup)
        why = "symbol for kernel '%s' is undefined: no object defines it as a global, and "
              "several have a local label of that name";
    else if (v.kind == LV_UNDEF)
        why = "symbol for kernel '%s' is undefined";
    else if (v.kind != LV_SECT || v.sect != st->text)
        why = "symbol for kernel '%s' is defined for section other than '.text'";
    else if (v.value >= st->text->size)
        why = "kernel '%s': its offset is out of range (at the end of '.text')";
    if (why) {
        if (v.kind == LV_SECT && v.sect == st->text)
            error_kernel_output(k, why, k->lk->name, 0);    /* clrxasm: no position */
        else
            error_kernel(k, why, k->lk->name, 0);
        return;
    }
    k->offset = (uint32_t)v.value;
    k->offset_ok = true;
}

/* A kernel configured by `.config` in one object and by ProgInfo in another:
 * the errors of the concatenated source.  Every opener of the kind that came
 * second fails, and so does what its object puts after it in the area that
 * did not open (ProgInfo entries, or settings of .config). */
static bool is_section_level(const char *key)
{
    static const char *const keys[] = {
        "arg", "proginfo", "entry", "config", "control_directive", "machine", "codeversion",
        "reserved_sgprs", "reserved_vgprs", "use_grid_workgroup_count", "default_hsa_features"
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(keys); i++)
        if (!strcmp(key, keys[i]))
            return true;
    return false;
}

static void config_conflict(const GalKernel *k)
{
    const LinkConfig *cr = k->config_rec, *pr = k->proginfo_rec;
    bool config_later = cr->obj->index > pr->obj->index ||
                        (cr->obj == pr->obj && cr->rec > pr->rec);
    const char *bad = config_later ? "config" : "proginfo";
    const LinkObj *area = NULL;     /* the object of the failed opener, while in its area */
    for (size_t c = 0; c < k->lk->nconfigs; c++) {
        const LinkConfig *lc = &k->lk->configs[c];
        const char *key = lc->rec->key;
        if (area && lc->obj != area)
            area = NULL;
        if (!strcmp(key, bad)) {
            ld_error_at(lc->obj, &lc->rec->src, "kernel '%s': configuration and ProgInfo "
                        "cannot both be defined", k->lk->name);
            area = lc->obj;
        } else if (!strcmp(key, "config") || !strcmp(key, "proginfo")) {
            area = NULL;
        } else if (area && config_later && !is_section_level(key)) {
            ld_error_at(lc->obj, &lc->rec->src, "kernel '%s': '.%s' is outside .config (it "
                        "did not open)", k->lk->name, key);
        } else if (area && !config_later && !strcmp(key, "entry")) {
            ld_error_at(lc->obj, &lc->rec->src, "kernel '%s': a ProgInfo entry outside "
                        "ProgInfo (it did not open)", k->lk->name);
        }
    }
}

static bool gallium_check(Link *L)
{
    GalState *st = state(L);
    build_scratch(L, st);
    st->kernels = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *st->kernels);
    for (size_t i = 0; i < L->nkernels; i++)
        kernel_init(&st->kernels[i], &L->kernels[i]);
    bool ok = collect_sections(L, st);
    if (!L->nouts && !L->nkernels && !L->nconfigs) {
        /* clrxasm writes nothing when no statement used the format */
        diag_plain(DIAG_ERROR, "no object has a section, a kernel or a configuration: "
                   "no output binary");
        return false;
    }

    /* a scratch symbol is no label */
    size_t idx = 0;
    const char *name;
    size_t len;
    void *val;
    while (ht_next(st->scratch, &idx, &name, &len, &val)) {
        const LinkSym *ls = ld_lookup(L, name);
        if (ls && ls->def_obj) {
            diag_at(DIAG_ERROR, (SrcPos){ .file = ls->def_obj->name }, NULL, 0,
                    "'%s' is the scratch symbol (.scratchsym) and cannot be defined", name);
            ok = false;
        }
    }

    for (size_t i = 0; i < L->nconfigs; i++)
        apply_program_record(st, &L->configs[i]);
    for (size_t i = 0; i < L->nkernels; i++) {
        GalKernel *k = &st->kernels[i];
        for (size_t c = 0; c < k->lk->nconfigs; c++)
            apply_record(L, st, k, &k->lk->configs[c]);
        if (k->config_rec && k->proginfo_rec)
            config_conflict(k);
        if (k->config_rec)
            count_registers(L, k);
        if (st->text)
            kernel_offset(L, st, k);
        else
            error_kernel(k, "symbol for kernel '%s' is undefined (no '.text')", k->lk->name,
                         0);
    }
    return ok && !diag_failed();
}

/* ---- scratch relocations ---- */

static bool gallium_reloc(Link *L, const LinkReloc *r)
{
    GalState *st = state(L);
    const ObjReloc *rel = r->rel;
    if (r->sym.kind == LV_UNDEF && !is_scratch(L, r->sym.name))
        return false;   /* reported by ld_resolve */
    if (r->sym.kind != LV_UNDEF || !is_scratch(L, r->sym.name)) {
        ld_error_at(r->obj, &rel->src, "%s: '%s' has no address in the gallium format: only "
                    "the scratch symbol (.scratchsym) can be relocated",
                    obj_reloc_name(rel->type), r->sym.name && *r->sym.name ? r->sym.name
                                                                         : r->sym.sect ?
                                                                           r->sym.sect->name
                                                                           : "?");
        return false;
    }
    bool high;
    if (rel->type == R_AMDGPU_ABS32_LO || rel->type == R_AMDGPU_ABS32)
        high = false;
    else if (rel->type == R_AMDGPU_ABS32_HI)
        high = true;
    else {
        ld_error_at(r->obj, &rel->src, "%s of the scratch symbol '%s': only its low or high "
                    "32 bits can be relocated", obj_reloc_name(rel->type), r->sym.name);
        return false;
    }
    if (rel->addend != 0) {
        ld_error_at(r->obj, &rel->src, "the scratch symbol '%s' cannot have an offset (%+lld)",
                    r->sym.name, (long long)rel->addend);
        return false;
    }
    if (r->sect != st->text) {
        ld_error_at(r->obj, &rel->src, "the scratch symbol '%s' can be used only in '.text', "
                    "not in '%s'", r->sym.name, r->sect->name);
        return false;
    }
    uint8_t *p = (uint8_t *)r->sect->data.data + r->offset;
    p[0] = SCRATCH_FIELD_VALUE;
    p[1] = p[2] = p[3] = 0;
    LD_GROW(st->relocs, st->nrelocs, st->caprelocs);
    st->relocs[st->nrelocs] = (GalReloc){ r->offset, high, st->nrelocs };
    st->nrelocs++;
    return true;
}

/* ---- writing ---- */

static void put16(uint8_t *p, uint32_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static void put32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}
static void put64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static void sb_u32(StrBuf *b, uint32_t v)
{
    uint8_t x[4];
    put32(x, v);
    sb_append(b, x, 4);
}

static void sb_zeros(StrBuf *b, size_t n)
{
    sb_reserve(b, n);
    memset(b->data + b->len, 0, n);
    b->len += n;
    b->data[b->len] = '\0';
}

/* The HSA header of a kernel (docs/formats/gallium.md, 6). */
static void hsa_header(const Link *L, const GalState *st, const GalKernel *k,
                       uint8_t out[HSA_HEADER_SIZE])
{
    GpuArch arch = gpu_arch(L->target.gpu);
    GalSettings m = k->g;
    HsaConfig h = k->h;                /* all ones without an HSA configuration */
    if (k->has_hsa) {
        if (h.sgprs != ALL32)
            m.sgprs = h.sgprs;
        if (h.vgprs != ALL32)
            m.vgprs = h.vgprs;
        if (h.userdata != 0xff)
            m.userdata = h.userdata;
        m.dim_mask |= h.dim_mask;
        m.rsrc1 |= h.rsrc1;
        m.rsrc2 |= h.rsrc2;
        m.ieee |= h.ieee;
        m.floatmode |= h.floatmode;
        if (h.priority > m.priority)
            m.priority = h.priority;
        m.exceptions |= h.exceptions;
        m.tgsize |= h.tgsize;
        m.debug |= h.debug;
        m.priv |= h.priv;
        m.dx10 |= h.dx10;
        if (h.group_size != ALL32)
            m.localsize = h.group_size;
        if (h.private_size != ALL32)
            m.scratch = h.private_size;
    }
    uint64_t kernarg = 0;
    for (size_t i = 0; i < k->nargs; i++) {
        const GalArg *a = &k->args[i];
        uint32_t size = a->size > a->tsize ? a->size : a->tsize;
        if (a->semantic == 2)          /* grid offset */
            size = 12;
        if (a->talign != 0)
            kernarg = (kernarg + a->talign - 1) & ~(uint64_t)(uint32_t)(a->talign - 1);
        kernarg += size;
    }
    GpuVersion ver = gpu_version(L->target.gpu, GPUVER_GALLIUM);
    if (st->arch_minor != ALL32)
        ver.minor = st->arch_minor;
    if (st->arch_stepping != ALL32)
        ver.stepping = st->arch_stepping;

    if (h.code_major == ALL32) h.code_major = 1;
    if (h.code_minor == ALL32) h.code_minor = 0;
    if (h.mach_kind == 0xffff) h.mach_kind = 1;
    if (h.mach_major == 0xffff) h.mach_major = (uint16_t)ver.major;
    if (h.mach_minor == 0xffff) h.mach_minor = (uint16_t)ver.minor;
    if (h.mach_stepping == 0xffff) h.mach_stepping = (uint16_t)ver.stepping;
    if (h.entry_offset == ALL64) h.entry_offset = HSA_HEADER_SIZE;
    if (h.prefetch_offset == ALL64) h.prefetch_offset = 0;
    if (h.prefetch_size == ALL64) h.prefetch_size = 0;
    if (h.max_scratch == ALL64) h.max_scratch = 0;
    h.rsrc1 = rsrc1_of(arch, &m);
    h.rsrc2 = rsrc2_of(arch, &m);
    if (h.private_size == ALL32) h.private_size = m.scratch;
    if (h.group_size == ALL32) h.group_size = (uint32_t)m.localsize;
    if (h.gds_size == ALL32) h.gds_size = 0;
    if (h.kernarg_size == ALL64) h.kernarg_size = kernarg;
    if (h.fbarriers == ALL32) h.fbarriers = 0;
    if (h.wave_sgprs == 0xffff) h.wave_sgprs = (uint16_t)m.sgprs;
    if (h.item_vgprs == 0xffff) h.item_vgprs = (uint16_t)m.vgprs;
    if (h.rvgpr_first == 0xffff) h.rvgpr_first = 0;
    if (h.rvgpr_count == 0xffff) h.rvgpr_count = 0;
    if (h.rsgpr_first == 0xffff) h.rsgpr_first = 0;
    if (h.rsgpr_count == 0xffff) h.rsgpr_count = 0;
    if (h.dbg_offset_sgpr == 0xffff) h.dbg_offset_sgpr = 0;
    if (h.dbg_buffer_sgpr == 0xffff) h.dbg_buffer_sgpr = 0;
    if (h.kernarg_align == 0xff) h.kernarg_align = 4;
    if (h.group_align == 0xff) h.group_align = 4;
    if (h.private_align == 0xff) h.private_align = 4;
    if (h.wave_size == 0xff) h.wave_size = 6;
    if (h.loader_symbol == ALL64) h.loader_symbol = 0;

    memset(out, 0, HSA_HEADER_SIZE);
    put32(out + 0, h.code_major);
    put32(out + 4, h.code_minor);
    put16(out + 8, h.mach_kind);
    put16(out + 10, h.mach_major);
    put16(out + 12, h.mach_minor);
    put16(out + 14, h.mach_stepping);
    put64(out + 16, h.entry_offset);
    put64(out + 24, h.prefetch_offset);
    put64(out + 32, h.prefetch_size);
    put64(out + 40, h.max_scratch);
    put32(out + 48, h.rsrc1);
    put32(out + 52, h.rsrc2);
    put16(out + 56, h.sgpr_flags);
    put16(out + 58, h.feature_flags);
    put32(out + 60, h.private_size);
    put32(out + 64, h.group_size);
    put32(out + 68, h.gds_size);
    put64(out + 72, h.kernarg_size);
    put32(out + 80, h.fbarriers);
    put16(out + 84, h.wave_sgprs);
    put16(out + 86, h.item_vgprs);
    put16(out + 88, h.rvgpr_first);
    put16(out + 90, h.rvgpr_count);
    put16(out + 92, h.rsgpr_first);
    put16(out + 94, h.rsgpr_count);
    put16(out + 96, h.dbg_offset_sgpr);
    put16(out + 98, h.dbg_buffer_sgpr);
    out[100] = h.kernarg_align;
    out[101] = h.group_align;
    out[102] = h.private_align;
    out[103] = h.wave_size;
    put32(out + 104, h.call_conv);
    /* 108..119 reserved: zeros */
    put64(out + 120, h.loader_symbol);
    if (k->ctrl_dir && k->ctrl_dir->data.len == CTRL_DIR_SIZE)
        memcpy(out + 128, k->ctrl_dir->data.data, CTRL_DIR_SIZE);
}

static bool write_hsa_headers(Link *L, GalState *st)
{
    if (L->target.llvm_version < LLVM_HSA)
        return true;
    bool ok = true;
    for (size_t i = 0; i < L->nkernels; i++) {
        GalKernel *k = &st->kernels[i];
        if (!k->config_rec || !k->offset_ok)
            continue;
        if (st->text->data.len < (uint64_t)k->offset + HSA_HEADER_SIZE) {
            error_kernel_output(k, "HSA configuration for kernel '%s' out of content (the "
                                "kernel needs %u bytes after its label)", k->lk->name,
                                HSA_HEADER_SIZE);
            ok = false;
            continue;
        }
        hsa_header(L, st, k, (uint8_t *)st->text->data.data + k->offset);
    }
    return ok;
}

/* The .AMDGPU.config entries of a kernel. */
static void prog_info(const Link *L, const GalKernel *k, uint32_t n, StrBuf *b)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    if (!k->config_rec) {
        for (uint32_t i = 0; i < n; i++) {
            sb_u32(b, k->entry_addr[i]);
            sb_u32(b, k->entry_val[i]);
        }
        return;
    }
    const GalSettings *g = &k->g;
    uint32_t blocks = ((uint32_t)(g->scratch << 6) + 1023u) >> 10;
    uint32_t vals[5] = { rsrc1_of(arch, g), rsrc2_of(arch, g), blocks << 12,
                         g->spilled_sgprs, g->spilled_vgprs };
    static const uint32_t addrs[5] = { 0xb848, 0xb84c, 0xb860, 4, 8 };
    for (uint32_t i = 0; i < n; i++) {
        sb_u32(b, addrs[i]);
        sb_u32(b, vals[i]);
    }
}

/* ---- the inner ELF (docs/formats/gallium.md, 3) ---- */

/* One part of the file after the ELF header, in file order: a section, or
 * the section header table (name NULL). */
typedef struct ElfPart {
    const char *name;
    uint32_t type, link, info;
    uint64_t flags, align, entsize;
    const void *data;
    uint64_t size;                     /* sh_size */
    bool nobits;                       /* no bytes in the file */
    uint64_t offset;
    uint32_t name_off;
    uint16_t index;                    /* section index (0 for the header table) */
} ElfPart;

typedef struct ElfSym {
    const char *name;
    uint64_t value, size;
    uint8_t info;
    uint16_t shndx;
} ElfSym;

typedef struct ElfOut {
    bool is64;
    size_t ehsize, shsize, symsize, relsize, word;
    ElfPart *parts; size_t nparts;     /* room for every part, given at the start */
    ElfSym *syms; size_t nsyms, capsyms;
    StrBuf rel, cfg, shstr, symtab, strtab;
    uint16_t *sect_of;                 /* per output section (OutSect.index): its
                                          section index, 0 when it has none */
    size_t p_rel, p_shstr, p_shdr, p_symtab, p_strtab;   /* part indices */
    uint16_t nsect;                    /* sections, without the null one */
} ElfOut;

#define NO_PART SIZE_MAX

static size_t add_part(ElfOut *e, const char *name, uint32_t type, uint64_t flags,
                       uint64_t align, const void *data, uint64_t size)
{
    ElfPart *p = &e->parts[e->nparts];
    memset(p, 0, sizeof *p);
    p->name = name;
    p->type = type;
    p->flags = flags;
    p->align = align;
    p->data = data;
    p->size = size;
    p->nobits = type == SHT_NOBITS;
    if (name)
        p->index = ++e->nsect;
    return e->nparts++;
}

static void add_sym(ElfOut *e, const char *name, uint64_t value, uint64_t size, uint8_t info,
                    uint16_t shndx)
{
    LD_GROW(e->syms, e->nsyms, e->capsyms);
    e->syms[e->nsyms++] = (ElfSym){ name, value, size, info, shndx };
}

static void elf_free(ElfOut *e)
{
    free(e->parts);
    free(e->syms);
    free(e->sect_of);
    sb_free(&e->rel);
    sb_free(&e->cfg);
    sb_free(&e->shstr);
    sb_free(&e->symtab);
    sb_free(&e->strtab);
}

static int cmp_reloc(const void *a, const void *b)
{
    const GalReloc *x = a, *y = b;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* .rel.text and .AMDGPU.config. */
static void elf_contents(Link *L, GalState *st, const uint32_t *order, ElfOut *e)
{
    uint32_t sym_dword0 = (uint32_t)(8 + (st->rodata != NULL) + 1);
    if (st->nrelocs)
        qsort(st->relocs, st->nrelocs, sizeof *st->relocs, cmp_reloc);
    for (size_t i = 0; i < st->nrelocs; i++) {
        uint8_t x[16];
        uint32_t sym = sym_dword0 + st->relocs[i].high;
        if (e->is64) {
            put64(x, st->relocs[i].offset);
            put64(x + 8, ((uint64_t)sym << 32) | REL_TYPE_SCRATCH);
        } else {
            put32(x, (uint32_t)st->relocs[i].offset);
            put32(x + 4, (sym << 8) | REL_TYPE_SCRATCH);
        }
        sb_append(&e->rel, x, e->relsize);
    }
    uint32_t nentries = L->target.llvm_version >= LLVM_SPILLS ? 5 : 3;
    for (size_t i = 0; i < L->nkernels; i++)
        prog_info(L, &st->kernels[order[i]], nentries, &e->cfg);
}

/* The parts in file order, their section indices and links. */
static bool elf_sections(Link *L, GalState *st, ElfOut *e)
{
    const OutSect *text = st->text;
    const char *comment = producer;
    uint64_t comment_size = sizeof producer - 1;
    if (st->comment) {
        comment = st->comment->data.data ? st->comment->data.data : "";
        comment_size = st->comment->size;
        if (comment_size == 0)
            comment_size = strlen(comment);
    }
    if (st->nextras > (size_t)SHN_LORESERVE - 16) {
        diag_plain(DIAG_ERROR, "too many sections for the gallium binary");
        return false;
    }
    e->parts = xcalloc(13 + st->nextras, sizeof *e->parts);
    e->sect_of = xcalloc(L->nouts ? L->nouts : 1, sizeof *e->sect_of);
    e->p_rel = NO_PART;
    size_t p;
    p = add_part(e, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 256,
                 text ? text->data.data : NULL, text ? text->size : 0);
    if (text)
        e->sect_of[text->index] = e->parts[p].index;
    if (st->nrelocs) {
        e->p_rel = add_part(e, ".rel.text", SHT_REL, 0, e->word, e->rel.data, e->rel.len);
        e->parts[e->p_rel].info = 1;
        e->parts[e->p_rel].entsize = e->relsize;
    }
    add_part(e, ".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 4, NULL, 0);
    add_part(e, ".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 4, NULL, 0);
    add_part(e, ".AMDGPU.config", SHT_PROGBITS, 0, 1, e->cfg.data, e->cfg.len);
    if (st->rodata) {
        p = add_part(e, ".rodata", SHT_PROGBITS, SHF_ALLOC, 4, st->rodata->data.data,
                     st->rodata->size);
        e->sect_of[st->rodata->index] = e->parts[p].index;
    }
    p = add_part(e, ".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, 1, comment,
                 comment_size);
    e->parts[p].entsize = 1;
    if (st->comment)
        e->sect_of[st->comment->index] = e->parts[p].index;
    add_part(e, ".note.GNU-stack", SHT_PROGBITS, 0, 1, NULL, 0);
    e->p_shstr = add_part(e, ".shstrtab", SHT_STRTAB, 0, 1, NULL, 0);
    e->p_shdr = add_part(e, NULL, 0, 0, e->word, NULL, 0);
    e->p_symtab = add_part(e, ".symtab", SHT_SYMTAB, 0, e->word, NULL, 0);
    e->p_strtab = add_part(e, ".strtab", SHT_STRTAB, 0, 1, NULL, 0);
    for (size_t i = 0; i < st->nextras; i++) {
        const OutSect *s = st->extras[i];
        uint32_t type = s->elf_type == SHT_NOBITS ? SHT_NOBITS
                      : s->elf_type == SHT_NOTE ? SHT_NOTE : SHT_PROGBITS;
        p = add_part(e, s->name, type, s->elf_flags & (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR),
                     s->align ? s->align : 1, s->data.data, s->size);
        e->sect_of[s->index] = e->parts[p].index;
    }
    if (e->p_rel != NO_PART)
        e->parts[e->p_rel].link = e->parts[e->p_symtab].index;
    e->parts[e->p_symtab].link = e->parts[e->p_strtab].index;
    e->parts[e->p_symtab].entsize = e->symsize;
    return true;
}

/* The weak symbols that -S adds. */
static void forced_symbols(Link *L, ElfOut *e)
{
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (uint32_t s = 0; s < o->nsymbols; s++) {
            const ObjSymbol *sym = &o->symbols[s];
            const LinkSym *ls = lo->gsym[s];
            if (sym->bind == OBJ_LOCAL || sym->section == OBJ_SHN_UNDEF || !ls ||
                ls->def_obj != lo || ls->def_sym != s)
                continue;   /* not the definition that counts */
            if (ht_get(L->kernel_by_name, sym->name, strlen(sym->name)))
                continue;
            if (sym->bind == OBJ_GLOBAL) {
                diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                        "added symbol '%s' must not be a global (-S adds only weak symbols)",
                        sym->name);
                continue;
            }
            LinkValue v = ld_symbol_value(L, lo, s);
            uint16_t shndx;
            if (v.kind == LV_ABS)
                shndx = SHN_ABS;
            else if (v.kind == LV_SECT && e->sect_of[v.sect->index])
                shndx = e->sect_of[v.sect->index];
            else
                continue;   /* the control directive has no section */
            add_sym(e, sym->name, v.value, sym->size,
                    (uint8_t)((STB_WEAK << 4) | (sym->elf_type & 0xf)), shndx);
        }
    }
}

/* The symbol table and its strings. */
static bool elf_symbols(Link *L, GalState *st, const uint32_t *order, ElfOut *e)
{
    const bool have_rel = e->p_rel != NO_PART;
    add_sym(e, "EndOfTextLabel", st->text ? st->text->size : 0, 0,
            (STB_LOCAL << 4) | STT_NOTYPE, 1);
    for (uint16_t i = 0; i < 6 + (st->rodata != NULL) + have_rel; i++)
        add_sym(e, "", 0, 0, (STB_LOCAL << 4) | STT_SECTION, (uint16_t)(i + 1));
    if (have_rel) {
        add_sym(e, "SCRATCH_RSRC_DWORD0", 0, 0, (STB_GLOBAL << 4) | STT_NOTYPE, SHN_UNDEF);
        add_sym(e, "SCRATCH_RSRC_DWORD1", 0, 0, (STB_GLOBAL << 4) | STT_NOTYPE, SHN_UNDEF);
    }
    for (size_t i = 0; i < L->nkernels; i++)
        add_sym(e, L->kernels[order[i]].name, st->kernels[order[i]].offset, 0,
                (STB_GLOBAL << 4) | STT_NOTYPE, 1);
    if (L->target.force_add_symbols) {
        forced_symbols(L, e);
        if (diag_failed())
            return false;
    }
    sb_zeros(&e->symtab, e->symsize);
    sb_putc(&e->strtab, '\0');
    for (size_t i = 0; i < e->nsyms; i++) {
        const ElfSym *s = &e->syms[i];
        uint8_t x[24] = { 0 };
        if (*s->name) {
            put32(x, (uint32_t)e->strtab.len);
            sb_append(&e->strtab, s->name, strlen(s->name) + 1);
        }
        if (e->is64) {
            x[4] = s->info;
            put16(x + 6, s->shndx);
            put64(x + 8, s->value);
            put64(x + 16, s->size);
        } else {
            put32(x + 4, (uint32_t)s->value);
            put32(x + 8, (uint32_t)s->size);
            x[12] = s->info;
            put16(x + 14, s->shndx);
        }
        sb_append(&e->symtab, x, e->symsize);
    }
    e->parts[e->p_symtab].data = e->symtab.data;
    e->parts[e->p_symtab].size = e->symtab.len;
    e->parts[e->p_strtab].data = e->strtab.data;
    e->parts[e->p_strtab].size = e->strtab.len;
    return true;
}

static uint64_t align_up(uint64_t v, uint64_t a)
{
    return a > 1 ? (v + a - 1) & ~(a - 1) : v;
}

/* Section names, then the offset of every part. */
static bool elf_layout(ElfOut *e)
{
    sb_putc(&e->shstr, '\0');
    for (size_t i = 0; i < e->nparts; i++) {
        ElfPart *x = &e->parts[i];
        if (x->name && *x->name) {
            x->name_off = (uint32_t)e->shstr.len;
            sb_append(&e->shstr, x->name, strlen(x->name) + 1);
        }
    }
    e->parts[e->p_shstr].data = e->shstr.data;
    e->parts[e->p_shstr].size = e->shstr.len;
    e->parts[e->p_shdr].size = (uint64_t)(e->nsect + 1u) * e->shsize;
    uint64_t off = e->ehsize;
    for (size_t i = 0; i < e->nparts; i++) {
        ElfPart *x = &e->parts[i];
        off = align_up(off, x->align);
        x->offset = off;
        if (!x->nobits)
            off += x->size;
    }
    if (!e->is64 && off > UINT32_MAX) {
        diag_plain(DIAG_ERROR, "the gallium ELF binary would be larger than 4 GiB");
        return false;
    }
    return true;
}

static void elf_section_header(const ElfOut *e, const ElfPart *s, StrBuf *out)
{
    uint8_t sh[64] = { 0 };
    put32(sh, s->name_off);
    put32(sh + 4, s->type);
    if (e->is64) {
        put64(sh + 8, s->flags);
        put64(sh + 24, s->offset);
        put64(sh + 32, s->size);
        put32(sh + 40, s->link);
        put32(sh + 44, s->info);
        put64(sh + 48, s->align);
        put64(sh + 56, s->entsize);
    } else {
        put32(sh + 8, (uint32_t)s->flags);
        put32(sh + 16, (uint32_t)s->offset);
        put32(sh + 20, (uint32_t)s->size);
        put32(sh + 24, s->link);
        put32(sh + 28, s->info);
        put32(sh + 32, (uint32_t)s->align);
        put32(sh + 36, (uint32_t)s->entsize);
    }
    sb_append(out, sh, e->shsize);
}

/* The ELF header, then every part after its padding. */
static void elf_emit(const Link *L, const ElfOut *e, StrBuf *out)
{
    const bool mesa17 = L->target.driver_version >= MESA_17;
    const ElfPart *shdr = &e->parts[e->p_shdr];
    size_t base = out->len;
    sb_zeros(out, e->ehsize);
    uint8_t *h = (uint8_t *)out->data + base;
    memcpy(h, ELFMAG, SELFMAG);
    h[EI_CLASS] = e->is64 ? ELFCLASS64 : ELFCLASS32;
    h[EI_DATA] = ELFDATA2LSB;
    h[EI_VERSION] = EV_CURRENT;
    h[EI_OSABI] = mesa17 ? 0x40 : ELFOSABI_SYSV;
    put16(h + 16, ET_REL);
    put16(h + 18, mesa17 ? 0xe0 : 0);
    put32(h + 20, EV_CURRENT);
    /* e_shoff, then e_ehsize, e_shentsize, e_shnum, e_shstrndx */
    size_t at = e->is64 ? 40 : 32;
    if (e->is64)
        put64(h + at, shdr->offset);
    else
        put32(h + at, (uint32_t)shdr->offset);
    at += e->is64 ? 12 : 8;
    put16(h + at, (uint32_t)e->ehsize);
    put16(h + at + 6, (uint32_t)e->shsize);
    put16(h + at + 8, e->nsect + 1u);
    put16(h + at + 10, e->parts[e->p_shstr].index);

    for (size_t i = 0; i < e->nparts; i++) {
        const ElfPart *x = &e->parts[i];
        sb_zeros(out, (size_t)(base + x->offset - out->len));
        if (x->name) {
            if (!x->nobits && x->size)
                sb_append(out, x->data, (size_t)x->size);
            continue;
        }
        sb_zeros(out, e->shsize);      /* the null section */
        for (size_t j = 0; j < e->nparts; j++)
            if (e->parts[j].name)
                elf_section_header(e, &e->parts[j], out);
    }
}

/* Builds the inner ELF into `out`. */
static bool build_elf(Link *L, GalState *st, const uint32_t *order, StrBuf *out)
{
    ElfOut e = { .is64 = L->target.is64bit };
    e.word = e.is64 ? 8 : 4;
    e.ehsize = e.is64 ? 64 : 52;
    e.shsize = e.is64 ? 64 : 40;
    e.symsize = e.is64 ? 24 : 16;
    e.relsize = e.is64 ? 16 : 8;
    elf_contents(L, st, order, &e);
    bool ok = elf_sections(L, st, &e) && elf_symbols(L, st, order, &e) && elf_layout(&e);
    if (ok)
        elf_emit(L, &e, out);
    elf_free(&e);
    return ok;
}

static const Link *sort_link;
static int cmp_kernel(const void *a, const void *b)
{
    return strcmp(sort_link->kernels[*(const uint32_t *)a].name,
                  sort_link->kernels[*(const uint32_t *)b].name);
}

static bool gallium_write(Link *L, FILE *out)
{
    GalState *st = state(L);
    if (!st->kernels || !write_hsa_headers(L, st))
        return false;
    uint32_t *order = xmalloc((L->nkernels ? L->nkernels : 1) * sizeof *order);
    for (uint32_t i = 0; i < L->nkernels; i++)
        order[i] = i;
    sort_link = L;
    qsort(order, L->nkernels, sizeof *order, cmp_kernel);

    StrBuf elf = STRBUF_INIT, head = STRBUF_INIT;
    bool ok = build_elf(L, st, order, &elf);
    if (ok) {
        sb_u32(&head, (uint32_t)L->nkernels);
        for (size_t i = 0; i < L->nkernels; i++) {
            const GalKernel *k = &st->kernels[order[i]];
            const char *name = k->lk->name;
            sb_u32(&head, (uint32_t)strlen(name));
            sb_append(&head, name, strlen(name));
            sb_u32(&head, 0);
            sb_u32(&head, k->offset);
            sb_u32(&head, (uint32_t)k->nargs);
            for (size_t a = 0; a < k->nargs; a++) {
                const GalArg *g = &k->args[a];
                sb_u32(&head, g->type);
                sb_u32(&head, g->size);
                sb_u32(&head, g->tsize);
                sb_u32(&head, g->talign);
                sb_u32(&head, g->sext);
                sb_u32(&head, g->semantic);
            }
        }
        sb_u32(&head, 1);
        sb_u32(&head, 0);
        sb_u32(&head, L->target.driver_version >= MESA_17 ? 2 : 0);
        sb_u32(&head, (uint32_t)elf.len);
        sb_u32(&head, (uint32_t)elf.len + 4);
        sb_u32(&head, (uint32_t)elf.len);
        if (elf.len > UINT32_MAX - 4 || head.len + (uint64_t)elf.len > UINT32_MAX) {
            diag_plain(DIAG_ERROR, "the gallium binary would be larger than 4 GiB");
            ok = false;
        } else if (fwrite(head.data, 1, head.len, out) != head.len ||
                   fwrite(elf.data, 1, elf.len, out) != elf.len) {
            diag_plain(DIAG_ERROR, "cannot write '%s'", L->opts->output);
            ok = false;
        }
    }
    sb_free(&elf);
    sb_free(&head);
    free(order);
    return ok;
}

const LdFormat ld_fmt_gallium = {
    .format = FMT_GALLIUM,
    .name = "gallium",
    .check = gallium_check,
    .section_base = gallium_section_base,
    .provides_symbol = gallium_provides_symbol,
    .reloc = gallium_reloc,
    .write = gallium_write,
    .release = gallium_release,
};
