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
 * the code, then the container).
 *
 * What is not Gallium's comes from the shared modules: the record tables
 * (cfgkey.h), the HSA configuration and header (hsaconfig.h), the inner
 * ELF's builder (elfout.h). */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "cfgkey.h"
#include "diag.h"
#include "elfout.h"
#include "hsaconfig.h"
#include "ld.h"

#define ALL32 0xffffffffu
#define LLVM_SPILLS 30900u       /* five ProgInfo entries */
#define LLVM_HSA 40000u          /* AMD HSA header before each kernel */
#define MESA_17 170000u          /* new ELF identification, section type 2 */
#define SCRATCH_FIELD_VALUE 4u   /* what clrxasm leaves in a scratch field */
#define REL_TYPE_SCRATCH 0x81u

static const char producer[] = "CLRX GalliumBinGenerator 0.1.9";

/* ---- configuration of one kernel (docs/formats/gallium.md, 4 and 6) ---- */

typedef struct GalArg {
    uint32_t type, size, tsize, talign, sext, semantic;
} GalArg;

/* An `arg` record's argument (its six numbers, checked by apply_special:
 * the binary is written only when every record was right). */
static GalArg gal_arg(const ObjConfigRec *r)
{
    const ObjConfigValue *v = r->vals;
    return (GalArg){ (uint32_t)v[0].num, (uint32_t)v[1].num, (uint32_t)v[2].num,
                     (uint32_t)v[3].num, v[4].num ? 1u : 0u, (uint32_t)v[5].num };
}

/* The Gallium settings of .config: dim_mask ALL32 (none given), sgprs and
 * vgprs ALL32 (automatic), userdata 0xff (from the HSA flags, LLVM >= 4.0). */
typedef struct GalSettings {
    RsrcSettings r;
    uint32_t spilled_sgprs, spilled_vgprs;
} GalSettings;

/* A ProgInfo entry: address, value. */
typedef struct GalEntry {
    uint32_t addr, val;
} GalEntry;
static const GalEntry default_entries[5] = {
    { 0xb848, 0x000c0000 }, { 0xb84c, 0x00001788 }, { 0xb860, 0 }, { 0, 0 }, { 0, 0 }
};

typedef struct GalKernel {            /* (the fields in order of size: no padding) */
    LinkKernel *lk;
    const LinkConfig *config_rec;      /* first `config` record (NULL: none) */
    const LinkConfig *proginfo_rec;    /* first `proginfo`/`entry` record */
    HsaConfig *h;                      /* its HSA configuration (NULL: none) */
    const OutSect *ctrl_dir;
    GalEntry *entries;                 /* its ProgInfo (NULL: no `entry` record;
                                          then default_entries) */
    GalSettings g;
    uint32_t nentries;
    uint32_t nargs;                    /* its `arg` records (each read by gal_arg
                                          where it is needed) */
    uint32_t offset;                   /* entry in .text */
    bool auto_userdata;
    bool offset_ok;
} GalKernel;

typedef struct GalState {
    CfgIndex keys;                     /* record key -> its CfgKey row */
    CfgValCache vals;                  /* the values of the records' lists */
    HashTab *scratch;                  /* scratch symbol names -> 1 */
    bool scratch_built;
    GalKernel *kernels;
    uint32_t arch_minor, arch_stepping;
    OutSect *text, *rodata, *comment;
    OutSect **extras; size_t nextras, capextras;
    ElfRel *relocs; size_t nrelocs, caprelocs;    /* sym: 0 low, 1 high half */
    const char **relsym; size_t caprelsym;          /* per reloc: its scratch symbol */
} GalState;

/* ---- the record table (the HSA keys are hsaconfig.c's) ---- */

enum {                                 /* CK_SPECIAL rows of CK_OTHER */
    SP_ARG, SP_PROGINFO, SP_ENTRY, SP_CONFIG
};

#define GAL(k, n, st, f, a) { k, n, CK_FORMAT, st, (uint16_t)offsetof(GalSettings, f), a }
#define HSA(k, n, st, f)    { k, n, CK_HSA, st, (uint16_t)offsetof(HsaConfig, f), 0 }
#define SPEC(k, n, a)       { k, n, CK_OTHER, CK_SPECIAL, 0, a }

static const CfgKey key_rows[] = {
    SPEC(PON_arg, 6, SP_ARG),
    SPEC(PON_proginfo, 0, SP_PROGINFO),
    SPEC(PON_entry, 2, SP_ENTRY),
    SPEC(PON_config, 2, SP_CONFIG),
    GAL(PON_dims, 1, CK_U32, r.dim_mask, 0),
    GAL(PON_sgprsnum, 1, CK_U32, r.sgprs, 0),
    GAL(PON_vgprsnum, 1, CK_U32, r.vgprs, 0),
    GAL(PON_pgmrsrc1, 1, CK_U32, r.rsrc1, 0),
    GAL(PON_pgmrsrc2, 1, CK_U32, r.rsrc2, 0),
    GAL(PON_floatmode, 1, CK_AND8, r.floatmode, 0xff),
    GAL(PON_priority, 1, CK_AND8, r.priority, 3),
    GAL(PON_exceptions, 1, CK_AND8, r.exceptions, 0x7f),
    GAL(PON_localsize, 1, CK_U64, r.localsize, 0),
    GAL(PON_scratchbuffer, 1, CK_U32, r.scratch, 0),
    GAL(PON_userdatanum, 1, CK_U8, r.userdata, 0),
    GAL(PON_spilledsgprs, 1, CK_U32, spilled_sgprs, 0),
    GAL(PON_spilledvgprs, 1, CK_U32, spilled_vgprs, 0),
    GAL(PON_ieeemode, 0, CK_BOOL, r.ieee, 0),
    GAL(PON_dx10clamp, 0, CK_BOOL, r.dx10, 0),
    GAL(PON_debugmode, 0, CK_BOOL, r.debug, 0),
    GAL(PON_privmode, 0, CK_BOOL, r.priv, 0),
    GAL(PON_tgsize, 0, CK_BOOL, r.tgsize, 0),
    /* Gallium's names of the HSA configuration's register settings */
    HSA(PON_hsa_dims, 1, CK_U32, dim_mask),
    HSA(PON_hsa_sgprsnum, 1, CK_U32, sgprs),
    HSA(PON_hsa_vgprsnum, 1, CK_U32, vgprs),
    HSA(PON_hsa_userdatanum, 1, CK_U8, userdata),
    HSA(PON_hsa_pgmrsrc1, 1, CK_U32, rsrc1),
    HSA(PON_hsa_pgmrsrc2, 1, CK_U32, rsrc2),
    HSA(PON_hsa_floatmode, 1, CK_U8, floatmode),
    HSA(PON_hsa_priority, 1, CK_U8, priority),
    HSA(PON_hsa_exceptions, 1, CK_U8, exceptions),
    HSA(PON_hsa_localsize, 1, CK_U32, group_size),
    HSA(PON_hsa_scratchbuffer, 1, CK_U32, private_size),
    HSA(PON_hsa_ieeemode, 0, CK_BOOL, ieee),
    HSA(PON_hsa_dx10clamp, 0, CK_BOOL, dx10),
    HSA(PON_hsa_debugmode, 0, CK_BOOL, debug),
    HSA(PON_hsa_privmode, 0, CK_BOOL, priv),
    HSA(PON_hsa_tgsize, 0, CK_BOOL, tgsize),
};

/* ---- state ---- */

static GalState *state(Link *L)
{
    if (!L->fmt_state) {
        GalState *st = arena_zalloc(L->arena, sizeof *st);
        cfgkey_index(&st->keys, key_rows, CLRX_ARRAY_SIZE(key_rows));
        cfgkey_index(&st->keys, hsa_keys, hsa_nkeys);
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
    ht_free(st->scratch);
    free(st->kernels);
    free(st->extras);
    free(st->relocs);
    free(st->relsym);
    L->fmt_state = NULL;
}

static bool is_scratch_record(const ObjConfigRec *r)
{
    return r->kernel == OBJ_KERN_GLOBAL && r->name == PON_scratchsym &&
           r->nvals == 1 && obj_cv_is_str(&r->vals[0]);
}

static void add_scratch(GalState *st, const ObjConfigRec *r)
{
    if (is_scratch_record(r))
        ht_put(st->scratch, r->vals[0].str, strlen(r->vals[0].str), (void *)1);
}

/* The scratch symbols: every program-wide `scratchsym` record of any object:
 * those the layout merged (L->configs), or before it (symbol resolution)
 * those of every object (all their records). */
static void build_scratch(Link *L, GalState *st)
{
    if (st->scratch_built)
        return;
    st->scratch_built = true;
    if (L->kconfigs) {
        for (size_t i = 0; i < L->nconfigs; i++)
            add_scratch(st, L->configs[i].rec);
        return;
    }
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        for (size_t c = 0; c < o->nconfigs; c++)
            add_scratch(st, &o->configs[c]);
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

static void kernel_init(GalKernel *k, LinkKernel *lk)
{
    memset(k, 0, sizeof *k);
    k->lk = lk;
    RsrcSettings *g = &k->g.r;
    g->dim_mask = g->sgprs = g->vgprs = ALL32;
    g->floatmode = 0xc0;
    g->userdata = 4;
}

static void start_hsa(Link *L, GalKernel *k)
{
    if (!k->h) {
        k->h = arena_alloc(L->arena, sizeof *k->h);
        hsa_init(k->h);
    }
}

static void bad_record(const LinkConfig *c, const char *why)
{
    ld_error_at(c->obj, &c->rec->src, "configuration record '%s' %s", c->rec->key, why);
}

static void apply_special(Link *L, GalKernel *k, const LinkConfig *c, const CfgKey *row,
                          const uint64_t *v)
{
    switch (row->arg) {
    case SP_ARG: {
        if (v[0] > 8 || v[5] > 4) {
            bad_record(c, "has an unknown argument type or semantic");
            return;
        }
        k->nargs++;
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
            if (!k->entries) {
                k->entries = arena_alloc(L->arena, sizeof default_entries);
                memcpy(k->entries, default_entries, sizeof default_entries);
            }
            k->entries[k->nentries++] = (GalEntry){ (uint32_t)v[0], (uint32_t)v[1] };
        }
        return;
    case SP_CONFIG:
        if (!k->config_rec) {
            k->config_rec = c;
            k->auto_userdata = v[1] != 0;
            if (k->auto_userdata)
                k->g.r.userdata = 0xff;
        }
        if (v[0])
            start_hsa(L, k);
        return;
    default:
        return;
    }
}

static void apply_record(Link *L, GalState *st, GalKernel *k, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    const CfgKey *row = cfgkey_find(&st->keys, r->name);
    if (!row) {
        bad_record(c, "is not a setting of the gallium format");
        return;
    }
    uint64_t v[CFG_MAX_VALUES];
    const char *why = cfgkey_values_cached(&st->vals, row, r, v);
    if (why) {
        bad_record(c, why);
        return;
    }
    if (row->target == CK_HSA) {
        start_hsa(L, k);
        if ((why = hsa_apply(k->h, row, v)))
            bad_record(c, why);
    } else if (row->store == CK_SPECIAL) {
        apply_special(L, k, c, row, v);
    } else {
        cfgkey_store(&k->g, row, v[0]);
    }
}

static void apply_program_record(GalState *st, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    if (is_scratch_record(r))
        return;
    if (r->name == PON_scratchsym) {
        bad_record(c, "must have one value, the symbol's name");
        return;
    }
    bool minor = r->name == PON_arch_minor;
    if (minor || r->name == PON_arch_stepping) {
        if (r->nvals != 1 || obj_cv_is_str(&r->vals[0])) {
            bad_record(c, "has wrong values");
            return;
        }
        *(minor ? &st->arch_minor : &st->arch_stepping) = (uint32_t)r->vals[0].num;
        return;
    }
    bad_record(c, "is not a program-wide setting of the gallium format");
}

/* ---- the register counts (docs/formats/gallium.md, 4) ---- */

static void count_registers(const Link *L, GalKernel *k)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    uint32_t llvm = L->target.llvm_version;
    uint32_t max_sgprs = gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0);
    const LinkKernel *lk = k->lk;
    RsrcSettings *g = &k->g.r;
    if (llvm >= LLVM_HSA && g->userdata == 0xff)
        g->userdata = (uint8_t)hsa_userdata(k->h ? k->h->sgpr_flags : 0);
    if (g->sgprs != ALL32 && g->sgprs > max_sgprs)
        ld_kernel_error(lk, "number of total SGPRs for kernel '%s' is too high (max %u)",
                        lk->name, max_sgprs);
    unsigned flags = GPU_REG_VCC;
    if (lk->reg_flags & OBJ_REG_FLAT)
        flags |= GPU_REG_FLAT;
    if (lk->reg_flags & OBJ_REG_XNACK)
        flags |= GPU_REG_XNACK;
    if (llvm >= LLVM_HSA && k->h)
        flags |= hsa_reg_flags(k->h);
    hsa_auto_regs(arch, g, lk->max_sgpr, lk->max_vgpr, flags);
    /* what the binary generator refuses */
    if (g->vgprs > gpu_max_regs(arch, GPU_REGTYPE_VGPR, 0))
        ld_kernel_error(lk, "kernel '%s': used VGPRs number out of range (max %u)", lk->name,
                        gpu_max_regs(arch, GPU_REGTYPE_VGPR, 0));
    if (g->localsize > gpu_max_local_size(arch))
        ld_kernel_error(lk, "kernel '%s': local size out of range (max %u)", lk->name,
                        gpu_max_local_size(arch));
    if (g->userdata > 16)
        ld_kernel_error(lk, "kernel '%s': user data number out of range (max %u)", lk->name,
                        16);
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
                if (s->size != HSA_CTRL_DIR_SIZE) {
                    ld_kernel_output_error(k->lk, "section '.control_directive' for kernel "
                                           "'%s' has a wrong size (%llu bytes, not %u)",
                                           k->lk->name, (unsigned long long)s->size,
                                           HSA_CTRL_DIR_SIZE);
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
                CLRX_GROW(st->extras, st->nextras, st->capextras);
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
    LinkValue v = ld_kernel_entry(L, k->lk, &dup, NULL);
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
            ld_kernel_output_error(k->lk, why, k->lk->name);    /* clrxasm: no position */
        else
            ld_kernel_error(k->lk, why, k->lk->name);
        return;
    }
    k->offset = (uint32_t)v.value;
    k->offset_ok = true;
}

/* A kernel configured by `.config` in one object and by ProgInfo in another:
 * the errors of the concatenated source.  Every opener of the kind that came
 * second fails, and so does what its object puts after it in the area that
 * did not open (ProgInfo entries, or settings of .config). */
static bool is_section_level(int32_t name)
{
    static const int16_t names[] = {
        PON_arg, PON_proginfo, PON_entry, PON_config, PON_control_directive, PON_machine,
        PON_codeversion, PON_reserved_sgprs, PON_reserved_vgprs, PON_use_grid_workgroup_count,
        PON_default_hsa_features
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(names); i++)
        if (name == names[i])
            return true;
    return false;
}

static void config_conflict(const GalKernel *k)
{
    const LinkConfig *cr = k->config_rec, *pr = k->proginfo_rec;
    bool config_later = cr->obj->index > pr->obj->index ||
                        (cr->obj == pr->obj && cr->rec > pr->rec);
    const int32_t bad = config_later ? PON_config : PON_proginfo;
    const LinkObj *area = NULL;     /* the object of the failed opener, while in its area */
    for (size_t c = 0; c < k->lk->nconfigs; c++) {
        const LinkConfig *lc = &k->lk->configs[c];
        const int32_t key = lc->rec->name;
        if (area && lc->obj != area)
            area = NULL;
        if (key == bad) {
            ld_error_at(lc->obj, &lc->rec->src, "kernel '%s': configuration and ProgInfo "
                        "cannot both be defined", k->lk->name);
            area = lc->obj;
        } else if (key == PON_config || key == PON_proginfo) {
            area = NULL;
        } else if (area && config_later && !is_section_level(key)) {
            ld_error_at(lc->obj, &lc->rec->src, "kernel '%s': '.%s' is outside .config (it "
                        "did not open)", k->lk->name, lc->rec->key);
        } else if (area && !config_later && key == PON_entry) {
            ld_error_at(lc->obj, &lc->rec->src, "kernel '%s': a ProgInfo entry outside "
                        "ProgInfo (it did not open)", k->lk->name);
        }
    }
}

static bool gallium_check(Link *L)
{
    GalState *st = state(L);
    build_scratch(L, st);
    /* (kernel_init clears each: no calloc that would clear them first) */
    st->kernels = xmalloc((L->nkernels ? L->nkernels : 1) * sizeof *st->kernels);
    for (size_t i = 0; i < L->nkernels; i++)
        kernel_init(&st->kernels[i], &L->kernels[i]);
    bool ok = collect_sections(L, st);

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
            ld_kernel_error(k->lk, "symbol for kernel '%s' is undefined (no '.text')",
                            k->lk->name);
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
    CLRX_GROW(st->relsym, st->nrelocs, st->caprelsym);
    st->relsym[st->nrelocs] = r->sym.name;
    CLRX_GROW(st->relocs, st->nrelocs, st->caprelocs);
    st->relocs[st->nrelocs++] = (ElfRel){ r->offset, high, REL_TYPE_SCRATCH, 0 };
    return true;
}

/* ---- writing ---- */

/* The HSA configuration's register settings combined with the Gallium ones
 * (docs/formats/gallium.md, 6): for the header only. */
static void merge_hsa(RsrcSettings *m, const HsaConfig *h)
{
    if (h->sgprs != ALL32)
        m->sgprs = h->sgprs;
    if (h->vgprs != ALL32)
        m->vgprs = h->vgprs;
    if (h->userdata != 0xff)
        m->userdata = h->userdata;
    m->dim_mask |= h->dim_mask;
    m->rsrc1 |= h->rsrc1;
    m->rsrc2 |= h->rsrc2;
    m->ieee |= h->ieee;
    m->floatmode |= h->floatmode;
    if (h->priority > m->priority)
        m->priority = h->priority;
    m->exceptions |= h->exceptions;
    m->tgsize |= h->tgsize;
    m->debug |= h->debug;
    m->priv |= h->priv;
    m->dx10 |= h->dx10;
    if (h->group_size != ALL32)
        m->localsize = h->group_size;
    if (h->private_size != ALL32)
        m->scratch = h->private_size;
}

/* The HSA header of a kernel (docs/formats/gallium.md, 6). */
static void write_header(const Link *L, const GalState *st, const GalKernel *k,
                         uint8_t out[HSA_HEADER_SIZE])
{
    GpuArch arch = gpu_arch(L->target.gpu);
    RsrcSettings m = k->g.r;
    HsaConfig h;
    if (k->h) {
        h = *k->h;
        merge_hsa(&m, &h);
    } else {
        hsa_none(&h);                  /* all ones */
    }
    uint64_t kernarg = 0;
    for (size_t c = 0; c < k->lk->nconfigs; c++) {
        if (k->lk->configs[c].rec->name != PON_arg)
            continue;
        const GalArg arg = gal_arg(k->lk->configs[c].rec), *a = &arg;
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
    hsa_finish(&h, &(HsaDerived){ .machine = ver, .rsrc1 = hsa_pgm_rsrc1(arch, &m),
                                  .rsrc2 = hsa_pgm_rsrc2(arch, &m), .private_size = m.scratch,
                                  .group_size = (uint32_t)m.localsize, .sgprs = m.sgprs,
                                  .vgprs = m.vgprs, .kernarg_size = kernarg });
    const OutSect *cd = k->ctrl_dir;
    hsa_header(&h, cd && cd->data.len == HSA_CTRL_DIR_SIZE ? cd->data.data : NULL, out);
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
        if (!ld_fits(k->offset, HSA_HEADER_SIZE, st->text->data.len)) {
            ld_kernel_output_error(k->lk, "HSA configuration for kernel '%s' out of content "
                                   "(the kernel needs %u bytes after its label)", k->lk->name,
                                   HSA_HEADER_SIZE);
            ok = false;
            continue;
        }
        write_header(L, st, k, (uint8_t *)st->text->data.data + k->offset);
    }
    return ok;
}

/* The .AMDGPU.config entries of a kernel. */
static void prog_info(const Link *L, const GalKernel *k, uint32_t n, StrBuf *b)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    sb_reserve(b, 8 * (size_t)n);      /* (n <= 5) */
    uint8_t *p = (uint8_t *)b->data + b->len;
    b->len += 8 * (size_t)n;
    b->data[b->len] = '\0';
    if (!k->config_rec) {
        const GalEntry *e = k->entries ? k->entries : default_entries;
        for (uint32_t i = 0; i < n; i++) {
            put32(p + 8 * i, e[i].addr);
            put32(p + 8 * i + 4, e[i].val);
        }
        return;
    }
    const RsrcSettings *g = &k->g.r;
    uint32_t blocks = ((uint32_t)(g->scratch << 6) + 1023u) >> 10;
    uint32_t vals[5] = { hsa_pgm_rsrc1(arch, g), hsa_pgm_rsrc2(arch, g), blocks << 12,
                         k->g.spilled_sgprs, k->g.spilled_vgprs };
    static const uint32_t addrs[5] = { 0xb848, 0xb84c, 0xb860, 4, 8 };
    for (uint32_t i = 0; i < n; i++) {
        put32(p + 8 * i, addrs[i]);
        put32(p + 8 * i + 4, vals[i]);
    }
}

/* ---- the inner ELF (docs/formats/gallium.md, 3) ---- */

typedef struct GalElf {
    ElfOut e;
    StrBuf cfg;                        /* .AMDGPU.config */
    uint16_t *sect_of;                 /* per output section (OutSect.index): its
                                          section index, 0 when it has none */
    size_t p_rel, p_symtab;            /* parts */
} GalElf;

/* The sections in file order. */
static bool elf_sections(Link *L, GalState *st, GalElf *g)
{
    ElfOut *e = &g->e;
    const OutSect *text = st->text;
    const char *comment = producer;
    uint64_t comment_size = sizeof producer - 1;
    if (st->comment) {
        comment = (const char *)ld_out_bytes(st->comment);
        comment_size = st->comment->size;
        if (comment_size == 0)
            comment_size = strlen(comment);
    }
    if (st->nextras > (size_t)SHN_LORESERVE - 16) {
        diag_plain(DIAG_ERROR, "too many sections for the gallium binary");
        return false;
    }
    g->sect_of = xcalloc(L->nouts ? L->nouts : 1, sizeof *g->sect_of);
    g->p_rel = ELF_NO_PART;
    size_t p;
    p = elfout_section(e, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 256,
                       text ? text->data.data : NULL, text ? text->size : 0);
    if (text)
        g->sect_of[text->index] = e->parts[p].index;
    if (st->nrelocs) {
        g->p_rel = elfout_table(e, ELF_PART_REL, ".rel.text", SHT_REL, 0, e->word);
        e->parts[g->p_rel].info = 1;
        e->parts[g->p_rel].entsize = 2u * e->word;
    }
    elfout_section(e, ".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 4, NULL, 0);
    elfout_section(e, ".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 4, NULL, 0);
    elfout_section(e, ".AMDGPU.config", SHT_PROGBITS, 0, 1, g->cfg.data, g->cfg.len);
    if (st->rodata) {
        p = elfout_section(e, ".rodata", SHT_PROGBITS, SHF_ALLOC, 4, st->rodata->data.data,
                           st->rodata->size);
        g->sect_of[st->rodata->index] = e->parts[p].index;
    }
    p = elfout_section(e, ".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, 1, comment,
                       comment_size);
    e->parts[p].entsize = 1;
    if (st->comment)
        g->sect_of[st->comment->index] = e->parts[p].index;
    elfout_section(e, ".note.GNU-stack", SHT_PROGBITS, 0, 1, NULL, 0);
    elfout_table(e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, 0, 1);
    elfout_header_table(e, ELF_PART_SHDRS, e->word);
    g->p_symtab = elfout_table(e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, e->word);
    size_t strtab = elfout_table(e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, 0, 1);
    for (size_t i = 0; i < st->nextras; i++) {
        const OutSect *s = st->extras[i];
        uint32_t type = s->elf_type == SHT_NOBITS ? SHT_NOBITS
                      : s->elf_type == SHT_NOTE ? SHT_NOTE : SHT_PROGBITS;
        p = elfout_section(e, s->name, type,
                           s->elf_flags & (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR),
                           s->decl_align ? s->decl_align : 1, s->data.data, s->size);
        g->sect_of[s->index] = e->parts[p].index;
    }
    if (g->p_rel != ELF_NO_PART)
        elfout_link(e, g->p_rel, g->p_symtab);
    elfout_link(e, g->p_symtab, strtab);
    return true;
}

/* The order of the scratch relocations: clrxasm writes them symbol by
 * symbol in the order it visits its symbol table (clrxmap.h), each
 * symbol's in code order.  A malloc'ed permutation of st->relocs. */
static const GalState *g_rel_state;
static const uint32_t *g_rel_rank;

static int cmp_scratch_reloc(const void *a, const void *b)
{
    size_t i = *(const size_t *)a, j = *(const size_t *)b;
    const ElfRel *x = &g_rel_state->relocs[i], *y = &g_rel_state->relocs[j];
    if (g_rel_rank[i] != g_rel_rank[j])
        return g_rel_rank[i] < g_rel_rank[j] ? -1 : 1;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    return i < j ? -1 : i > j;
}

static size_t *scratch_reloc_order(Link *L, const GalState *st)
{
    size_t n = st->nrelocs, nnames;
    size_t *ord = xmalloc((n + 1) * sizeof *ord);
    uint32_t *rank = xcalloc(n + 1, sizeof *rank);
    const char **names = ld_symbol_map_order(L, &nnames);
    HashTab *pos = ht_new(16);
    for (size_t i = 0; i < nnames; i++)
        if (ht_get(st->scratch, names[i], strlen(names[i])))
            ht_put(pos, names[i], strlen(names[i]), (void *)(uintptr_t)(i + 1));
    for (size_t i = 0; i < n; i++) {
        ord[i] = i;
        rank[i] = (uint32_t)(uintptr_t)ht_get(pos, st->relsym[i], strlen(st->relsym[i]));
    }
    g_rel_state = st;
    g_rel_rank = rank;
    qsort(ord, n, sizeof *ord, cmp_scratch_reloc);
    ht_free(pos);
    free(rank);
    return ord;
}

/* One symbol that -S adds (or refuses): the definition that counts. */
static void forced_symbol(Link *L, GalElf *g, const LinkObj *lo, uint32_t s)
{
    const ObjSymbol *sym = &lo->obj->symbols[s];
    if (lo->gsym[s]->kernel)
        return;
    if (sym->bind == OBJ_GLOBAL) {
        diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                "added symbol '%s' must not be a global (-S adds only weak symbols)",
                sym->name);
        return;
    }
    LinkValue v = ld_symbol_value(L, lo, s);
    uint16_t shndx;
    if (v.kind == LV_ABS)
        shndx = SHN_ABS;
    else if (v.kind == LV_SECT && g->sect_of[v.sect->index])
        shndx = g->sect_of[v.sect->index];
    else
        return;   /* the control directive has no section */
    elfout_add_sym(&g->e, g->p_symtab, sym->name, v.value, sym->size,
                   (uint8_t)((STB_WEAK << 4) | (sym->elf_type & 0xf)), 0, shndx);
}

/* The weak symbols that -S adds, in the order clrxasm visits its symbol
 * table (ld_symbol_map_order); symbols of objects that do not record the
 * order follow in link order. */
static void forced_symbols(Link *L, GalElf *g)
{
    typedef struct Cand { const LinkObj *lo; uint32_t s; bool done; } Cand;
    size_t ncand = 0, capcand = 0;
    Cand *cand = NULL;
    HashTab *by_name = ht_new(64);
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (uint32_t s = 0; s < o->nsymbols; s++) {
            const ObjSymbol *sym = &o->symbols[s];
            const LinkSym *ls = lo->gsym[s];
            if (sym->bind == OBJ_LOCAL || sym->section == OBJ_SHN_UNDEF || !ls ||
                ls->def_obj != lo || ls->def_sym != s)
                continue;   /* not the definition that counts */
            CLRX_GROW(cand, ncand, capcand);
            cand[ncand] = (Cand){ lo, s, false };
            ht_put(by_name, sym->name, strlen(sym->name), (void *)(uintptr_t)(ncand + 1));
            ncand++;
        }
    }
    size_t nnames;
    const char **names = ld_symbol_map_order(L, &nnames);
    for (size_t i = 0; i < nnames; i++) {
        uintptr_t k = (uintptr_t)ht_get(by_name, names[i], strlen(names[i]));
        if (k && !cand[k - 1].done) {
            cand[k - 1].done = true;
            forced_symbol(L, g, cand[k - 1].lo, cand[k - 1].s);
        }
    }
    for (size_t i = 0; i < ncand; i++)
        if (!cand[i].done)
            forced_symbol(L, g, cand[i].lo, cand[i].s);
    ht_free(by_name);
    free(cand);
}

/* The symbol table; the scratch relocations, which name its symbols. */
static bool elf_symbols(Link *L, GalState *st, const uint32_t *order, GalElf *g)
{
    ElfOut *e = &g->e;
    const size_t t = g->p_symtab;
    const bool have_rel = g->p_rel != ELF_NO_PART;
    elfout_reserve_syms(e, t, 11 + L->nkernels);   /* (-S adds more) */
    elfout_add_sym(e, t, "EndOfTextLabel", st->text ? st->text->size : 0, 0,
                   (STB_LOCAL << 4) | STT_NOTYPE, 0, 1);
    for (uint16_t i = 0; i < 6 + (st->rodata != NULL) + have_rel; i++)
        elfout_add_sym(e, t, "", 0, 0, (STB_LOCAL << 4) | STT_SECTION, 0, (uint16_t)(i + 1));
    if (have_rel) {
        uint32_t dword0 = (uint32_t)elfout_add_sym(e, t, "SCRATCH_RSRC_DWORD0", 0, 0,
                                                   (STB_GLOBAL << 4) | STT_NOTYPE, 0,
                                                   SHN_UNDEF);
        elfout_add_sym(e, t, "SCRATCH_RSRC_DWORD1", 0, 0, (STB_GLOBAL << 4) | STT_NOTYPE, 0,
                       SHN_UNDEF);
        size_t *ord = scratch_reloc_order(L, st);
        for (size_t i = 0; i < st->nrelocs; i++) {
            const ElfRel *r = &st->relocs[ord[i]];
            elfout_add_rel(e, g->p_rel, r->offset, dword0 + r->sym, r->type, 0);
        }
        free(ord);
    }
    for (size_t i = 0; i < L->nkernels; i++)
        elfout_add_sym(e, t, L->kernels[order[i]].name, st->kernels[order[i]].offset, 0,
                       (STB_GLOBAL << 4) | STT_NOTYPE, 0, 1);
    if (L->target.force_add_symbols) {
        forced_symbols(L, g);
        if (diag_failed())
            return false;
    }
    return true;
}

/* Builds the inner ELF into `out`. */
/* The inner ELF laid out in g (gal_elf_free frees it, made or not). */
static bool build_elf(Link *L, GalState *st, const uint32_t *order, GalElf *g)
{
    const bool mesa17 = L->target.driver_version >= MESA_17;
    *g = (GalElf){ .cfg = STRBUF_INIT };
    elfout_init(&g->e, L->target.is64bit);
    g->e.type = ET_REL;
    g->e.machine = mesa17 ? 0xe0 : 0;
    g->e.osabi = mesa17 ? 0x40 : ELFOSABI_SYSV;
    uint32_t nentries = L->target.llvm_version >= LLVM_SPILLS ? 5 : 3;
    sb_reserve(&g->cfg, L->nkernels * 8 * (size_t)nentries);    /* (exactly) */
    for (size_t i = 0; i < L->nkernels; i++)
        prog_info(L, &st->kernels[order[i]], nentries, &g->cfg);
    bool ok = elf_sections(L, st, g) && elf_symbols(L, st, order, g);
    if (ok && !elfout_layout(&g->e)) {
        diag_plain(DIAG_ERROR, "the gallium ELF binary would be larger than 4 GiB");
        ok = false;
    }
    return ok;
}

static void gal_elf_free(GalElf *g)
{
    elfout_free(&g->e);
    sb_free(&g->cfg);
    free(g->sect_of);
}

/* elfout_write's output: the binary's file. */
typedef struct GalOut {
    const Link *L;
    FILE *out;
} GalOut;

static bool gal_put(void *ctx, const void *p, size_t n)
{
    const GalOut *o = ctx;
    return ld_write_bytes(o->L, o->out, p, n);
}

/* The kernels in the order of their names (strcmp's), as the binary lists
 * them: sorted by a name's first 8 bytes as a number (zeros after its end:
 * a radix sort, byte by byte from the last, skipping a byte that all the
 * names share), then each run of names that begin alike with 8 bytes or
 * more by the rest (the names are different). */
typedef struct NameKey {
    uint64_t head;
    uint32_t kernel;
} NameKey;

static const Link *sort_link;
static int cmp_name_tail(const void *a, const void *b)
{
    const NameKey *x = a, *y = b;
    return strcmp(sort_link->kernels[x->kernel].name + 8,
                  sort_link->kernels[y->kernel].name + 8);
}

static uint32_t *kernel_name_order(Link *L)
{
    size_t n = L->nkernels;
    uint32_t *order = xmalloc((n ? n : 1) * sizeof *order);
    NameKey *key = xmalloc((n ? n : 1) * 2 * sizeof *key), *tmp = key + n;
    for (uint32_t i = 0; i < n; i++) {
        const char *name = L->kernels[i].name;
        uint64_t h = 0;
        for (int b = 0; b < 8 && name[b]; b++)
            h |= (uint64_t)(uint8_t)name[b] << (56 - 8 * b);
        key[i] = (NameKey){ h, i };
    }
    uint64_t differ = 0;               /* the bits in which some heads differ */
    for (size_t i = 1; i < n; i++)
        differ |= key[i].head ^ key[0].head;
    for (unsigned shift = 0; shift < 64; shift += 8) {
        if (!((differ >> shift) & 0xff))
            continue;                  /* a byte that every name has */
        size_t count[256] = { 0 };
        for (size_t i = 0; i < n; i++)
            count[(key[i].head >> shift) & 0xff]++;
        size_t at = 0;
        for (unsigned c = 0; c < 256; c++) {
            size_t k = count[c];
            count[c] = at;
            at += k;
        }
        for (size_t i = 0; i < n; i++)
            tmp[count[(key[i].head >> shift) & 0xff]++] = key[i];
        NameKey *t = key;
        key = tmp;
        tmp = t;
    }
    sort_link = L;
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (j < n && key[j].head == key[i].head)
            j++;
        if (j - i > 1 && (key[i].head & 0xff))     /* 8 bytes or more alike */
            qsort(key + i, j - i, sizeof *key, cmp_name_tail);
        i = j;
    }
    for (size_t i = 0; i < n; i++)
        order[i] = key[i].kernel;
    free(key < tmp ? key : tmp);
    return order;
}

/* The outer header's kernel table (docs/formats/gallium.md, 2): its size,
 * and the table written in pieces (that of 20,000 kernels is 2.3 MB). */
static uint64_t kernel_table_size(const Link *L, const GalState *st)
{
    uint64_t n = 4;
    for (size_t i = 0; i < L->nkernels; i++)
        n += 20 + strlen(L->kernels[i].name) + 24 * (uint64_t)st->kernels[i].nargs;
    return n;
}

static bool write_kernel_table(Link *L, const GalState *st, const uint32_t *order,
                               FILE *out)
{
    StrBuf b = STRBUF_INIT;
    bool ok = true;
    sb_put32(&b, (uint32_t)L->nkernels);
    for (size_t i = 0; i < L->nkernels && ok; i++) {
        const GalKernel *k = &st->kernels[order[i]];
        const char *name = k->lk->name;
        size_t len = strlen(name);
        /* its entry's room at once, the fields stored into it */
        sb_reserve(&b, 16 + len + 24 * (size_t)k->nargs);
        uint8_t *p = (uint8_t *)b.data + b.len;
        put32(p, (uint32_t)len);
        memcpy(p + 4, name, len);
        p += 4 + len;
        put32(p, 0);
        put32(p + 4, k->offset);
        put32(p + 8, (uint32_t)k->nargs);
        p += 12;
        for (size_t c = 0, n = 0; c < k->lk->nconfigs && n < k->nargs; c++) {
            if (k->lk->configs[c].rec->name != PON_arg)
                continue;
            const GalArg ga = gal_arg(k->lk->configs[c].rec);
            put32(p, ga.type);
            put32(p + 4, ga.size);
            put32(p + 8, ga.tsize);
            put32(p + 12, ga.talign);
            put32(p + 16, ga.sext);
            put32(p + 20, ga.semantic);
            p += 24;
            n++;
        }
        *p = 0;                        /* (a StrBuf ends with a NUL) */
        b.len = (size_t)(p - (uint8_t *)b.data);
        if (b.len >= (64u << 10)) {
            ok = ld_write_bytes(L, out, b.data, b.len);
            b.len = 0;
        }
    }
    ok = ok && ld_write_bytes(L, out, b.data, b.len);
    sb_free(&b);
    return ok;
}

static bool gallium_write(Link *L, FILE *out)
{
    GalState *st = state(L);
    if (!st->kernels || !write_hsa_headers(L, st))
        return false;
    uint32_t *order = kernel_name_order(L);

    /* the header and the inner ELF go to the file as they are made, the
     * header after the ELF's layout that gives its size (the image of
     * 20,000 kernels is 4 MB) */
    GalElf g;
    bool ok = build_elf(L, st, order, &g);
    if (ok) {
        uint64_t elf_len = g.e.size;
        StrBuf tail = STRBUF_INIT;
        sb_put32(&tail, 1);
        sb_put32(&tail, 0);
        sb_put32(&tail, L->target.driver_version >= MESA_17 ? 2 : 0);
        sb_put32(&tail, (uint32_t)elf_len);
        sb_put32(&tail, (uint32_t)elf_len + 4);
        sb_put32(&tail, (uint32_t)elf_len);
        if (elf_len > UINT32_MAX - 4 ||
            kernel_table_size(L, st) + tail.len + elf_len > UINT32_MAX) {
            diag_plain(DIAG_ERROR, "the gallium binary would be larger than 4 GiB");
            ok = false;
        } else {
            GalOut o = { L, out };
            ok = write_kernel_table(L, st, order, out) &&
                 ld_write_bytes(L, out, tail.data, tail.len) && elfout_write(&g.e, gal_put, &o);
        }
        sb_free(&tail);
    }
    gal_elf_free(&g);
    free(order);
    return ok;
}

const LdFormat ld_fmt_gallium = {
    .format = FMT_GALLIUM,
    .name = "gallium",
    .needs_content = true,
    .check = gallium_check,
    .section_base = gallium_section_base,
    .provides_symbol = gallium_provides_symbol,
    .reloc = gallium_reloc,
    .write = gallium_write,
    .release = gallium_release,
};
