/* fmt_amdcl2.c - the AMD OpenCL 2.0 writer: what the linked objects say
 * about the program, as clrxasm would have it from the concatenated source.
 *
 * Passes: check (the sections by role; the program-wide records; each
 * kernel's records replayed in link order as clrxasm's kernel state would
 * take the statements, with the errors that only the whole program shows;
 * register counts, kernel setups and, with .hsalayout, the kernels' places
 * in the code) -> reloc (addresses in the global data, read-write data and
 * bss become relocations of the inner binary) -> write (the description of
 * amdcl2bin.h, whose bytes amdcl2bin.c makes).  The format and the rules are
 * in docs/formats/amdcl2.md.
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "amdcl2bin.h"
#include "bytes.h"
#include "cfgkey.h"
#include "diag.h"
#include "hsaconfig.h"
#include "ld.h"

#define ALL32 0xffffffffu
#define ALL16 0xffffu
#define ALL8 0xffu

/* ---- state ---- */

typedef struct Cl2Kern {
    LinkKernel *lk;
    bool has_config;           /* .config or .hsaconfig seen */
    bool use_hsa;              /* clrxasm's useHsaConfig */
    bool use_config;           /* the kernel is configured (not raw) */
    bool out_hsa;              /* its setup is the HSA header */
    bool has_meta, has_isameta, has_setup, has_stub, has_ctrl;
    const OutSect *code, *meta, *isameta, *setup, *stub, *ctrl;
    Cl2Config cfg;
    size_t capargs, capsamplers;
    HashTab *argnames;
    HsaConfig h;
    bool h_init;
    uint8_t header[HSA_HEADER_SIZE];
    uint64_t offset;           /* HSA layout: its entry in the code */
    size_t code_size;          /* HSA layout: its code after the setup */
    Cl2Rel *rels; size_t nrels, caprels;
} Cl2Kern;

/* An object's record of an HSA-layout relocation: the symbol clrxasm
 * resolves it by */
typedef struct RelRec {
    size_t obj;                /* LinkObj.index */
    uint64_t offset;           /* in the object's code section */
    const ObjConfigValue *via;
} RelRec;

typedef struct Cl2State {
    CfgIndex cfg_keys, hsa_keys;
    Cl2Kern *kernels;
    bool hsa_layout;
    const OutSect *rodata, *rwdata, *bss, *samplerinit, *code;
    const OutSect **extras; size_t nextras, capextras;
    const OutSect **inner_extras; size_t ninner, capinner;
    uint32_t arch_minor, arch_stepping;
    const ObjConfigValue *acl, *copts;
    bool sampler_config, has_samplerinit;
    uint32_t *samplers; size_t nsamplers, capsamplers;
    uint64_t *soffsets; size_t nsoffsets;
    Cl2Rel *rels; size_t nrels, caprels;   /* HSA layout */
    uint64_t *rel_ranks;                   /* their places in clrxasm's order */
    struct RelRec *rel_recs; size_t nrelrecs, caprelrecs;  /* sorted by rel_rank */
    HashTab *map_rank;                     /* name -> rank + 1 (ld_symbol_map_order) */
    size_t nmap;
} Cl2State;

/* ---- the record tables ---- */

#define CFG(k, n, st, f, a) { k, n, CK_FORMAT, st, (uint16_t)offsetof(Cl2Config, f), a }
#define HSA(k, n, st, f)    { k, n, CK_HSA, st, (uint16_t)offsetof(HsaConfig, f), 0 }

/* .config's settings */
static const CfgKey cfg_rows[] = {
    CFG(PON_dims, 1, CK_U32, dim_mask, 0),
    CFG(PON_sgprsnum, 1, CK_U32, sgprs, 0),
    CFG(PON_vgprsnum, 1, CK_U32, vgprs, 0),
    CFG(PON_pgmrsrc1, 1, CK_U32, rsrc1, 0),
    CFG(PON_pgmrsrc2, 1, CK_U32, rsrc2, 0),
    CFG(PON_floatmode, 1, CK_AND8, floatmode, 0xff),
    CFG(PON_priority, 1, CK_AND8, priority, 3),
    CFG(PON_exceptions, 1, CK_AND8, exceptions, 0x7f),
    CFG(PON_localsize, 1, CK_U64, localsize, 0),
    CFG(PON_gdssize, 1, CK_U32, gdssize, 0),
    CFG(PON_scratchbuffer, 1, CK_U32, scratch, 0),
    CFG(PON_ieeemode, 0, CK_BOOL, ieee, 0),
    CFG(PON_dx10clamp, 0, CK_BOOL, dx10, 0),
    CFG(PON_debugmode, 0, CK_BOOL, debug, 0),
    CFG(PON_privmode, 0, CK_BOOL, priv, 0),
    CFG(PON_tgsize, 0, CK_BOOL, tgsize, 0),
    CFG(PON_useargs, 0, CK_BOOL, useargs, 0),
    CFG(PON_usesetup, 0, CK_BOOL, usesetup, 0),
    CFG(PON_useenqueue, 0, CK_BOOL, useenqueue, 0),
    CFG(PON_usegeneric, 0, CK_BOOL, usegeneric, 0),
};

/* .hsaconfig's names of the register settings (the other HSA fields are
 * hsaconfig.c's rows) */
static const CfgKey hsa_rows[] = {
    HSA(PON_dims, 1, CK_U32, dim_mask),
    HSA(PON_sgprsnum, 1, CK_U32, sgprs),
    HSA(PON_vgprsnum, 1, CK_U32, vgprs),
    HSA(PON_pgmrsrc1, 1, CK_U32, rsrc1),
    HSA(PON_pgmrsrc2, 1, CK_U32, rsrc2),
    HSA(PON_floatmode, 1, CK_U8, floatmode),
    HSA(PON_priority, 1, CK_U8, priority),
    HSA(PON_exceptions, 1, CK_U8, exceptions),
    HSA(PON_userdatanum, 1, CK_U8, userdata),
    HSA(PON_localsize, 1, CK_U32, group_size),
    HSA(PON_gdssize, 1, CK_U32, gds_size),
    HSA(PON_scratchbuffer, 1, CK_U32, private_size),
    HSA(PON_ieeemode, 0, CK_BOOL, ieee),
    HSA(PON_dx10clamp, 0, CK_BOOL, dx10),
    HSA(PON_debugmode, 0, CK_BOOL, debug),
    HSA(PON_privmode, 0, CK_BOOL, priv),
    HSA(PON_tgsize, 0, CK_BOOL, tgsize),
};

static Cl2State *state(Link *L)
{
    if (!L->fmt_state) {
        Cl2State *st = arena_zalloc(L->arena, sizeof *st);
        cfgkey_index(&st->cfg_keys, cfg_rows, CLRX_ARRAY_SIZE(cfg_rows));
        cfgkey_index(&st->hsa_keys, hsa_keys, hsa_nkeys);
        cfgkey_index(&st->hsa_keys, hsa_rows, CLRX_ARRAY_SIZE(hsa_rows));
        st->arch_minor = st->arch_stepping = CL2_DEFAULT;
        L->fmt_state = st;
    }
    return L->fmt_state;
}

static void cl2_release(Link *L)
{
    Cl2State *st = L->fmt_state;
    if (!st)
        return;
    if (st->kernels)
        for (size_t i = 0; i < L->nkernels; i++) {
            Cl2Kern *k = &st->kernels[i];
            free(k->cfg.args);
            free(k->cfg.samplers);
            free(k->rels);
            if (k->argnames)
                ht_free(k->argnames);
        }
    free(st->kernels);
    free(st->extras);
    free(st->inner_extras);
    free(st->samplers);
    free(st->soffsets);
    free(st->rels);
    free(st->rel_ranks);
    free(st->rel_recs);
    if (st->map_rank)
        ht_free(st->map_rank);
    L->fmt_state = NULL;
}

/* User sections and the raw parts of kernels have offsets for addresses. */
static bool cl2_section_base(const Link *L, const OutSect *s, uint64_t *base)
{
    (void)L;
    if (s->kind == OSECT_OTHER || s->kind == OSECT_CONFIG) {
        *base = 0;
        return true;
    }
    return false;
}

/* ---- the sections ---- */

static bool is_name(const OutSect *s, const char *n)
{
    return strcmp(s->name, n) == 0;
}

static void bad_section(const OutSect *s, const char *why)
{
    diag_at(DIAG_ERROR, (SrcPos){ .file = s->first_obj->name }, NULL, 0,
            "section '%s' (%s) cannot be in amdcl2 output: %s", s->name,
            obj_sect_kind_name(s->kind), why);
}

static bool collect_sections(Link *L, Cl2State *st)
{
    bool ok = true;
    for (size_t i = 0; i < L->nouts; i++) {
        OutSect *s = L->outs[i];
        if (s->kernel >= 0) {
            Cl2Kern *k = &st->kernels[s->kernel];
            if (s->kind == OSECT_CODE && is_name(s, ".text"))
                k->code = s;
            else if (s->kind == OSECT_CONFIG && is_name(s, ".metadata"))
                k->meta = s;
            else if (s->kind == OSECT_CONFIG && is_name(s, ".isametadata"))
                k->isameta = s;
            else if (s->kind == OSECT_CONFIG && is_name(s, ".setup"))
                k->setup = s;
            else if (s->kind == OSECT_CONFIG && is_name(s, ".stub"))
                k->stub = s;
            else if (s->kind == OSECT_CONFIG && is_name(s, ".control_directive"))
                k->ctrl = s;
            else {
                bad_section(s, "a kernel's own section of an unknown kind");
                ok = false;
            }
            continue;
        }
        if (s->kernel == OBJ_KERN_INNER) {
            if (s->kind == OSECT_RODATA && is_name(s, ".rodata") && !st->rodata)
                st->rodata = s;
            else if (s->kind == OSECT_DATA && is_name(s, ".data") && !st->rwdata)
                st->rwdata = s;
            else if (s->kind == OSECT_BSS && is_name(s, ".bss") && !st->bss)
                st->bss = s;
            else if (s->kind == OSECT_CODE && is_name(s, ".text") && !st->code)
                st->code = s;
            else if (s->kind == OSECT_CONFIG && is_name(s, ".samplerinit"))
                st->samplerinit = s;
            else if (s->kind == OSECT_OTHER) {
                CLRX_GROW(st->inner_extras, st->ninner, st->capinner);
                st->inner_extras[st->ninner++] = s;
            } else {
                bad_section(s, "a section of the inner binary of an unknown kind");
                ok = false;
            }
            continue;
        }
        if (s->kind == OSECT_OTHER) {
            CLRX_GROW(st->extras, st->nextras, st->capextras);
            st->extras[st->nextras++] = s;
        } else {
            bad_section(s, "the main binary has only user sections");
            ok = false;
        }
    }
    return ok;
}

/* ---- program-wide records ---- */

static void rec_error(const LinkConfig *c, const char *fmt, const char *name)
{
    ld_error_at(c->obj, &c->rec->src, fmt, name);
}

static bool rec_nums(const ObjConfigRec *r, uint32_t n)
{
    if (r->nvals != n)
        return false;
    for (uint32_t i = 0; i < n; i++)
        if (obj_cv_is_str(&r->vals[i]))
            return false;
    return true;
}

static void bad_record(const LinkConfig *c)
{
    ld_error_at(c->obj, &c->rec->src, "configuration record '%s' is not one of the amdcl2 "
                "format or has wrong values", c->rec->key);
}

/* The object's part of section `out`: its offset there. */
static uint64_t part_offset(const LinkObj *lo, const OutSect *out)
{
    for (size_t s = 0; s < lo->obj->nsections; s++)
        if (lo->place[s].out == out)
            return lo->place[s].offset;
    return 0;
}

static void program_record(Link *L, Cl2State *st, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    switch (r->name) {
    case PON_acl_version:
    case PON_compile_options:
        if (r->nvals != 1 || !obj_cv_is_str(&r->vals[0])) {
            bad_record(c);
            return;
        }
        *(r->name == PON_acl_version ? &st->acl : &st->copts) = &r->vals[0];
        return;
    case PON_arch_minor:
    case PON_arch_stepping:
        if (!rec_nums(r, 1)) {
            bad_record(c);
            return;
        }
        *(r->name == PON_arch_minor ? &st->arch_minor : &st->arch_stepping) =
            (uint32_t)r->vals[0].num;
        return;
    case PON_hsalayout:
        if (r->nvals == 2 && !obj_cv_is_str(&r->vals[0])) {
            /* a relocation of the HSA layout's code and the symbol clrxasm
             * resolves it by (cl2_reloc) */
            CLRX_GROW(st->rel_recs, st->nrelrecs, st->caprelrecs);
            st->rel_recs[st->nrelrecs++] = (RelRec){ c->obj->index, r->vals[0].num,
                                                     &r->vals[1] };
            return;
        }
        /* each object of the HSA layout says so (docs/formats/amdcl2.md) */
        (void)L;
        st->hsa_layout = true;
        return;
    case PON_samplerinit:
        if (st->sampler_config) {
            ld_error_at(c->obj, &c->rec->src, "sampler initializers (.samplerinit) cannot "
                        "be given after sampler definitions (.sampler)");
            return;
        }
        st->has_samplerinit = true;
        return;
    case PON_sampler:
        if (st->has_samplerinit) {
            ld_error_at(c->obj, &c->rec->src, "sampler definitions cannot be given after "
                        "sampler initializers (.samplerinit)");
            return;
        }
        st->sampler_config = true;
        for (uint32_t i = 0; i < r->nvals; i++) {
            if (obj_cv_is_str(&r->vals[i])) {
                bad_record(c);
                return;
            }
            CLRX_GROW(st->samplers, st->nsamplers, st->capsamplers);
            st->samplers[st->nsamplers++] = (uint32_t)r->vals[i].num;
        }
        return;
    case PON_samplerreloc: {
        if (!rec_nums(r, 3) || r->vals[1].num > 65535) {
            bad_record(c);
            return;
        }
        uint64_t off = r->vals[0].num, id = r->vals[1].num;
        if (r->vals[2].num && st->rodata)
            off += part_offset(c->obj, st->rodata);
        if (st->nsoffsets <= id) {
            st->soffsets = xrealloc(st->soffsets, (id + 1) * sizeof *st->soffsets);
            memset(st->soffsets + st->nsoffsets, 0, (id + 1 - st->nsoffsets) * sizeof(uint64_t));
            st->nsoffsets = id + 1;
        }
        st->soffsets[id] = off;
        return;
    }
    case PON_bssdata:
    case PON_section:
        return;                 /* creation alignments: read when writing */
    case PON_kcode: {
        /* a kernel named by .kcode before its object declares it: unknown
         * there unless an earlier object declared it */
        if (r->nvals != 1 || !obj_cv_is_str(&r->vals[0])) {
            bad_record(c);
            return;
        }
        const char *n = r->vals[0].str;
        int32_t idx = ld_kernel_index(L, n);
        if (idx >= 0 && L->kernels[idx].decl_obj == c->obj)
            ld_error_at(c->obj, &c->rec->src, "kernel '%s' is not declared yet (.kernel "
                        "comes after this .kcode)", n);
        return;
    }
    default:
        bad_record(c);
        return;
    }
}

/* ---- a kernel's records ---- */

static void start_hsa(Cl2Kern *k)
{
    if (!k->h_init) {
        k->h_init = true;
        hsa_init(&k->h);
    }
}

static bool raw_parts(const Cl2Kern *k)
{
    return k->has_meta || k->has_isameta || k->has_setup || k->has_stub;
}

static void add_arg(Cl2Kern *k, const Cl2Arg *a)
{
    CLRX_GROW(k->cfg.args, k->cfg.nargs, k->capargs);
    k->cfg.args[k->cfg.nargs++] = *a;
    if (!k->argnames)
        k->argnames = ht_new(16);
    ht_put(k->argnames, a->name, a->name_len, (void *)1);
}

static void kernel_record(Link *L, Cl2State *st, Cl2Kern *k, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    const char *kname = k->lk->name;
    switch (r->name) {
    case PON_config:
    case PON_hsaconfig: {
        bool hsa = r->name == PON_hsaconfig;
        if (raw_parts(k)) {
            rec_error(c, "kernel '%s': a kernel with metadata, setup or stub cannot have a "
                      "configuration", kname);
            return;
        }
        if (k->has_config && k->use_hsa != hsa) {
            rec_error(c, "kernel '%s': a kernel cannot have both .config and .hsaconfig",
                      kname);
            return;
        }
        k->has_config = true;
        k->use_hsa = hsa;
        if (hsa)
            start_hsa(k);
        k->out_hsa = hsa;
        k->use_config = true;
        return;
    }
    case PON_control_directive:
        if (raw_parts(k)) {
            rec_error(c, "kernel '%s': a kernel with metadata, setup or stub cannot have a "
                      "control directive", kname);
            return;
        }
        if (k->has_config && !k->use_hsa) {
            rec_error(c, "kernel '%s': a kernel with .config cannot have a control directive",
                      kname);
            return;
        }
        start_hsa(k);
        k->use_hsa = true;
        k->out_hsa = true;
        k->has_ctrl = true;
        return;
    case PON_metadata:
    case PON_isametadata:
    case PON_setup:
    case PON_stub:
        if (k->has_config) {
            rec_error(c, "kernel '%s': a kernel with a configuration cannot have raw parts "
                      "(.metadata, .isametadata, .setup, .stub)", kname);
            return;
        }
        *(r->name == PON_metadata ? &k->has_meta : r->name == PON_isametadata ? &k->has_isameta
          : r->name == PON_setup ? &k->has_setup : &k->has_stub) = true;
        return;
    case PON_cws:
    case PON_work_group_size_hint:
        if (!rec_nums(r, 3)) {
            bad_record(c);
            return;
        }
        for (int i = 0; i < 3; i++)
            (r->name == PON_cws ? k->cfg.reqd : k->cfg.hint)[i] = (uint32_t)r->vals[i].num;
        return;
    case PON_vectypehint:
        if (r->nvals != 1 || !obj_cv_is_str(&r->vals[0])) {
            bad_record(c);
            return;
        }
        k->cfg.vectypehint = r->vals[0].str;
        k->cfg.vectypehint_len = r->vals[0].len;
        return;
    case PON_sampler:
        for (uint32_t i = 0; i < r->nvals; i++) {
            if (obj_cv_is_str(&r->vals[i])) {
                bad_record(c);
                return;
            }
            CLRX_GROW(k->cfg.samplers, k->cfg.nsamplers, k->capsamplers);
            k->cfg.samplers[k->cfg.nsamplers++] = (uint32_t)r->vals[i].num;
        }
        return;
    case PON_setupargs: {
        if (!rec_nums(r, 1)) {
            bad_record(c);
            return;
        }
        if (k->argnames && ht_count(k->argnames)) {
            rec_error(c, "kernel '%s': .setupargs must come before the other arguments",
                      kname);
            return;
        }
        static const char *const names[] = {
            "_.global_offset_0", "_.global_offset_1", "_.global_offset_2", "_.printf_buffer",
            "_.vqueue_pointer", "_.aqlwrap_pointer"
        };
        const bool is64 = L->target.is64bit;
        /* as clrxasm makes them: resource id 0, and "not used" (the read-write
         * use of the printf buffer lands in its structure size) */
        for (int i = 0; i < 6; i++) {
            Cl2Arg a = { .name = names[i], .name_len = strlen(names[i]), .type_name = "size_t",
                         .type_name_len = 6, .resid = 0, .used = 0 };
            if (i == 3) {
                a.type = CL2T_POINTER;
                a.space = CL2_SPACE_GLOBAL;
                a.struct_size = 3;
            } else
                a.type = is64 ? CL2T_LONG : CL2T_INT;
            add_arg(k, &a);
        }
        return;
    }
    case PON_arg: {
        if (r->nvals != 9 || !obj_cv_is_str(&r->vals[0]) || !obj_cv_is_str(&r->vals[1])) {
            bad_record(c);
            return;
        }
        for (int i = 2; i < 9; i++)
            if (obj_cv_is_str(&r->vals[i])) {
                bad_record(c);
                return;
            }
        Cl2Arg a = {
            .name = r->vals[0].str, .name_len = r->vals[0].len,
            .type_name = r->vals[1].str, .type_name_len = r->vals[1].len,
            .type = (uint8_t)r->vals[2].num, .ptr_type = (uint8_t)r->vals[3].num,
            .space = (uint8_t)r->vals[4].num, .access = (uint8_t)r->vals[5].num,
            .struct_size = (uint32_t)r->vals[6].num, .resid = (uint32_t)r->vals[7].num,
            .used = (uint8_t)r->vals[8].num
        };
        if (a.type >= CL2T_COUNT || a.ptr_type >= CL2T_COUNT || a.space > 3) {
            bad_record(c);
            return;
        }
        if (k->argnames && ht_get(k->argnames, a.name, a.name_len)) {
            ld_error_at(c->obj, &c->rec->src, "kernel '%s': kernel argument '%.*s' is "
                        "already defined", kname, (int)a.name_len, a.name);
            return;
        }
        add_arg(k, &a);
        return;
    }
    case PON_default_hsa_features:
        if (!rec_nums(r, 1)) {
            bad_record(c);
            return;
        }
        start_hsa(k);
        k->h.sgpr_flags = HSA_PRIV_SEGMENT_BUFFER | HSA_KERNARG_PTR;
        k->h.feature_flags = (uint16_t)((r->vals[0].num ? HSA_PTR64 : 0) |
                                        (1u << HSA_PRIV_ELEM_SIZE_SHIFT));
        return;
    default:
        break;
    }
    uint64_t v[CFG_MAX_VALUES];
    const CfgKey *row = cfgkey_find(k->use_hsa ? &st->hsa_keys : &st->cfg_keys, r->name);
    if (!row || r->name == PON_control_directive) {
        bad_record(c);
        return;
    }
    const char *why = cfgkey_values(row, r, v);
    if (why) {
        ld_error_at(c->obj, &c->rec->src, "configuration record '%s' %s", r->key, why);
        return;
    }
    if (row->target == CK_HSA) {
        start_hsa(k);
        if ((why = hsa_apply(&k->h, row, v)))
            ld_error_at(c->obj, &c->rec->src, "configuration record '%s' %s", r->key, why);
    } else
        cfgkey_store(&k->cfg, row, v[0]);
}

static void kernel_init(Cl2Kern *k, LinkKernel *lk)
{
    memset(k, 0, sizeof *k);
    k->lk = lk;
    k->cfg.sgprs = k->cfg.vgprs = CL2_DEFAULT;
    k->cfg.floatmode = 0xc0;
    k->cfg.dim_mask = CL2_DEFAULT;
    hsa_none(&k->h);
}

/* ---- register counts and setups (clrxasm's prepareBinary) ---- */

static unsigned gpu_reg_flags(uint32_t obj_flags)
{
    return ((obj_flags & OBJ_REG_VCC) ? GPU_REG_VCC : 0) |
           ((obj_flags & OBJ_REG_FLAT) ? GPU_REG_FLAT : 0) |
           ((obj_flags & OBJ_REG_XNACK) ? GPU_REG_XNACK : 0);
}

/* .config: the counts the setup is made from */
static void config_counts(const Link *L, Cl2Kern *k)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    Cl2Config *c = &k->cfg;
    const LinkKernel *lk = k->lk;
    uint32_t max_total = gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0);
    uint32_t udata = c->usegeneric ? 12 : c->useenqueue ? 10 : c->usesetup ? 8
                   : c->useargs ? 6 : 4;
    uint32_t dims = c->dim_mask != CL2_DEFAULT ? c->dim_mask
                                               : gpu_default_dim_mask(arch, c->rsrc2);
    uint32_t minregs[2];
    gpu_setup_min_regs(arch, dims, udata, (c->tgsize ? GPU_SETUP_TGSIZE_EN : 0) |
                       (c->scratch ? GPU_SETUP_SCRATCH_EN : 0), minregs);
    uint32_t extra = (c->useenqueue || c->usegeneric) ? (arch >= ARCH_GCN1_2 ? 6 : 4) : 2;
    if (c->sgprs != CL2_DEFAULT) {
        if (L->target.policy >= CLRX_POLICY_UNIFIED_SGPR_COUNT)
            c->sgprs = (c->sgprs > extra ? c->sgprs : extra) - extra;
        if (max_total - extra < c->sgprs)
            ld_kernel_error(lk, "number of total SGPRs for kernel '%s' is too high (max %u)",
                            lk->name, max_total);
    }
    uint32_t used_s = (uint32_t)(lk->max_sgpr + 1), used_v = (uint32_t)(lk->max_vgpr + 1);
    if (c->sgprs == CL2_DEFAULT) {
        uint32_t n = minregs[0] > used_s ? minregs[0] : used_s;
        c->sgprs = n < max_total - extra ? n : max_total - extra;
    }
    if (c->vgprs == CL2_DEFAULT)
        c->vgprs = minregs[1] > used_v ? minregs[1] : used_v;
}

/* .hsaconfig: the 256-byte header */
static void hsa_setup(const Link *L, Cl2Kern *k)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    HsaConfig *h = &k->h;
    const LinkKernel *lk = k->lk;
    uint32_t max_total = gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0);
    if (h->code_major == ALL32) h->code_major = 1;
    if (h->code_minor == ALL32) h->code_minor = 0;
    if (h->mach_kind == ALL16) h->mach_kind = 1;
    if (h->mach_major == ALL16) h->mach_major = 0;
    if (h->mach_minor == ALL16) h->mach_minor = 0;
    if (h->mach_stepping == ALL16) h->mach_stepping = 0;
    if (h->private_size == ALL32) h->private_size = 0;
    if (h->group_size == ALL32) h->group_size = 0;
    if (h->gds_size == ALL32) h->gds_size = 0;
    if (h->kernarg_size == UINT64_MAX)
        h->kernarg_size = cl2_kernarg_size(&k->cfg, L->target.is64bit,
                                           L->target.driver_version >= CL2_NEW_DRIVER);
    uint32_t udata = h->userdata != ALL8 ? h->userdata : hsa_userdata(h->sgpr_flags);
    uint32_t minregs[2];
    gpu_setup_min_regs(arch, h->dim_mask, udata, (h->tgsize ? GPU_SETUP_TGSIZE_EN : 0) |
                       (h->private_size ? GPU_SETUP_SCRATCH_EN : 0), minregs);
    if (h->sgprs != ALL32 && max_total < h->sgprs)
        ld_kernel_error(lk, "number of total SGPRs for kernel '%s' is too high (max %u)",
                        lk->name, max_total);
    unsigned flags = gpu_reg_flags(lk->reg_flags) | GPU_REG_VCC |
                     ((h->sgpr_flags & HSA_FLAT_SCRATCH_INIT) ? GPU_REG_FLAT : 0) |
                     ((h->feature_flags & HSA_XNACK_ENABLED) ? GPU_REG_XNACK : 0);
    uint32_t extra = gpu_extra_sgprs(arch, flags);
    uint32_t used_s = (uint32_t)(lk->max_sgpr + 1), used_v = (uint32_t)(lk->max_vgpr + 1);
    uint32_t prog;
    if (h->sgprs == ALL32) {
        prog = minregs[0] > used_s ? minregs[0] : used_s;
        h->sgprs = prog + extra < max_total ? prog + extra : max_total;
    } else
        prog = (int32_t)(h->sgprs - extra) > 0 ? h->sgprs - extra : 0;
    if (h->vgprs == ALL32)
        h->vgprs = minregs[1] > used_v ? minregs[1] : used_v;
    uint32_t sgprs = h->sgprs ? h->sgprs : 1, vgprs = h->vgprs ? h->vgprs : 1;
    h->rsrc1 |= gpu_pgm_rsrc1(arch, vgprs, sgprs, h->priority, h->floatmode, h->priv, h->dx10,
                              h->debug, h->ieee);
    h->rsrc2 = (h->rsrc2 & 0xffffe440u) |
               gpu_pgm_rsrc2(arch, h->private_size != 0, udata, false, h->dim_mask,
                             h->rsrc2 & 0x1b80u, h->tgsize, 0, h->exceptions);
    if (h->wave_sgprs == ALL16) h->wave_sgprs = (uint16_t)sgprs;
    if (h->item_vgprs == ALL16) h->item_vgprs = (uint16_t)vgprs;
    if (h->rvgpr_first == ALL16) h->rvgpr_first = (uint16_t)vgprs;
    if (h->rsgpr_first == ALL16) h->rsgpr_first = (uint16_t)prog;
    /* the rest as every HSA header has them */
    HsaDerived d = { .rsrc1 = h->rsrc1, .rsrc2 = h->rsrc2 };
    hsa_finish(h, &d);
    const OutSect *cd = k->ctrl;
    hsa_header(h, cd && cd->data.len == HSA_CTRL_DIR_SIZE ? cd->data.data : NULL, k->header);
}

/* HSA layout: each kernel's entry in the code, and its code size */
static bool hsa_offsets(Link *L, Cl2State *st)
{
    bool ok = true;
    for (size_t i = 0; i < L->nkernels; i++) {
        Cl2Kern *k = &st->kernels[i];
        const LinkObj *dup;
        LinkValue v = ld_kernel_entry(L, k->lk, &dup, NULL);
        const char *why = NULL;
        if (dup || v.kind == LV_UNDEF)
            why = "symbol for kernel '%s' is undefined";
        else if (v.kind != LV_SECT || !st->code || v.sect != st->code)
            why = "symbol for kernel '%s' is defined for section other than '.text'";
        if (why) {
            ld_kernel_error(k->lk, why, k->lk->name);
            ok = false;
            continue;
        }
        k->offset = v.value;
    }
    if (!ok)
        return false;
    /* sizes, in the order of the entries */
    size_t n = L->nkernels;
    size_t *order = xmalloc((n ? n : 1) * sizeof *order);
    uint64_t *keys = xmalloc((n ? n : 1) * sizeof *keys);
    for (size_t i = 0; i < n; i++)
        keys[i] = st->kernels[i].offset;
    cl2_order_by_key(keys, n, order);
    free(keys);
    uint64_t code_size = st->code ? st->code->size : 0;
    for (size_t i = 0; i < n; i++) {
        Cl2Kern *k = &st->kernels[order[i]];
        uint64_t end = i + 1 < n ? st->kernels[order[i + 1]].offset : code_size;
        uint64_t setup = k->use_config ? 256 : k->setup ? k->setup->size : 256;
        if (end - k->offset < setup) {
            ld_kernel_error(k->lk, "kernel '%s' is too small (its setup takes %llu bytes)",
                            k->lk->name, (unsigned long long)setup);
            ok = false;
        }
        k->code_size = (size_t)(end - k->offset - setup);
    }
    free(order);
    return ok;
}

static bool cl2_check(Link *L)
{
    Cl2State *st = state(L);
    st->kernels = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *st->kernels);
    for (size_t i = 0; i < L->nkernels; i++)
        kernel_init(&st->kernels[i], &L->kernels[i]);
    bool ok = collect_sections(L, st);
    for (size_t i = 0; i < L->nconfigs; i++)
        if (L->configs[i].rec->name == PON_hsalayout)
            program_record(L, st, &L->configs[i]);
    for (size_t i = 0; i < L->nconfigs; i++)
        if (L->configs[i].rec->name != PON_hsalayout)
            program_record(L, st, &L->configs[i]);
    if (diag_failed())
        return false;
    /* every object's kernels follow the program's layout */
    for (size_t i = 0; i < L->nkernels && ok; i++) {
        Cl2Kern *k = &st->kernels[i];
        if (st->hsa_layout && k->code) {
            ld_kernel_error(k->lk, "kernel '%s' has code of its own (an object assembled "
                            "without .hsalayout), but the program uses the HSA layout",
                            k->lk->name);
            ok = false;
        }
    }
    for (size_t i = 0; i < st->nextras && ok && st->hsa_layout; i++)
        if (is_name(st->extras[i], ".text")) {
            diag_at(DIAG_ERROR, (SrcPos){ .file = st->extras[i]->first_obj->name }, NULL, 0,
                    "'.text' of an object without .hsalayout is a user section, but the "
                    "program uses the HSA layout (say .hsalayout in every object)");
            ok = false;
        }
    if (!st->hsa_layout && st->code) {
        diag_at(DIAG_ERROR, (SrcPos){ .file = st->code->first_obj->name }, NULL, 0,
                "the code of the HSA layout (.hsalayout) is in an object, but the program "
                "does not use that layout");
        ok = false;
    }
    if (!ok)
        return false;
    for (size_t i = 0; i < L->nkernels; i++) {
        Cl2Kern *k = &st->kernels[i];
        for (size_t c = 0; c < k->lk->nconfigs; c++)
            kernel_record(L, st, k, &k->lk->configs[c]);
    }
    if (diag_failed())
        return false;
    /* what clrxasm's binary preparation reports */
    for (size_t i = 0; i < L->nkernels; i++) {
        Cl2Kern *k = &st->kernels[i];
        if (k->ctrl && k->ctrl->size != HSA_CTRL_DIR_SIZE)
            ld_kernel_output_error(k->lk, "section '.control_directive' for kernel '%s' has a "
                                   "wrong size (%llu bytes, not %u)", k->lk->name,
                                   (unsigned long long)k->ctrl->size, HSA_CTRL_DIR_SIZE);
    }
    for (size_t i = 0; i < L->nkernels; i++) {
        Cl2Kern *k = &st->kernels[i];
        if (!k->use_config)
            continue;
        if (!k->use_hsa)
            config_counts(L, k);
        else
            hsa_setup(L, k);
    }
    if (st->hsa_layout && !diag_failed())
        hsa_offsets(L, st);
    return !diag_failed();
}

/* ---- relocations of code to global data ---- */

static int relrec_cmp(const void *a, const void *b)
{
    const RelRec *x = a, *y = b;
    if (x->obj != y->obj)
        return x->obj < y->obj ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* The place of an HSA-layout relocation in clrxasm's order: it resolves its
 * symbols in the order of its symbol table (ld_symbol_map_order) and, for
 * each, the expressions waiting for it in the order they were written; the
 * symbols of inner scopes after those of the global one, expressions of no
 * symbol last.  The object's record (as/fmt_amdcl2.c) names the symbol. */
static size_t hsa_rel_rank(Link *L, Cl2State *st, const LinkReloc *r)
{
    if (!st->map_rank) {
        const char **names = ld_symbol_map_order(L, &st->nmap);
        st->map_rank = ht_new(st->nmap ? st->nmap : 1);
        for (size_t i = 0; i < st->nmap; i++)
            ht_put(st->map_rank, names[i], strlen(names[i]), (void *)(uintptr_t)(i + 1));
        if (st->nrelrecs)
            qsort(st->rel_recs, st->nrelrecs, sizeof *st->rel_recs, relrec_cmp);
    }
    RelRec key = { r->obj->index, r->rel->offset, NULL };
    const RelRec *f = st->nrelrecs ? bsearch(&key, st->rel_recs, st->nrelrecs,
                                             sizeof *st->rel_recs, relrec_cmp) : NULL;
    if (!f)
        return SIZE_MAX;
    if (obj_cv_is_str(f->via)) {
        const char *n = f->via->str;
        uintptr_t k = (uintptr_t)ht_get(st->map_rank, n, strlen(n));
        return k ? k - 1 : st->nmap;
    }
    return f->via->num ? st->nmap : SIZE_MAX;
}

static bool cl2_reloc(Link *L, const LinkReloc *r)
{
    Cl2State *st = state(L);
    const ObjReloc *rel = r->rel;
    if (r->sym.kind == LV_UNDEF)
        return false;           /* reported by ld_resolve */
    if (rel->type != R_AMDGPU_ABS32 && rel->type != R_AMDGPU_ABS32_LO &&
        rel->type != R_AMDGPU_ABS32_HI) {
        ld_error_at(r->obj, &rel->src, "%s: only a 32-bit field can hold an address of the "
                    "global data", obj_reloc_name(rel->type));
        return false;
    }
    if (r->sect->kind != OSECT_CODE) {
        ld_error_at(r->obj, &rel->src, "an address of the global data can be used only in "
                    "code, not in '%s'", r->sect->name);
        return false;
    }
    const OutSect *s = r->sym.kind == LV_SECT ? r->sym.sect : NULL;
    uint8_t sym;
    if (s && s == st->rodata)
        sym = 0;
    else if (s && s == st->rwdata)
        sym = 1;
    else if (s && s == st->bss)
        sym = 2;
    else {
        ld_error_at(r->obj, &rel->src, "%s: only addresses in the global data, read-write "
                    "data or bss can be relocated ('%s' is in '%s')", obj_reloc_name(rel->type),
                    r->sym.name && *r->sym.name ? r->sym.name : "?", s ? s->name : "?");
        return false;
    }
    Cl2Rel cr = { .offset = r->offset, .high = rel->type == R_AMDGPU_ABS32_HI, .symbol = sym,
                  .addend = r->sym.value + (uint64_t)rel->addend };
    if (r->sect->kernel >= 0) {
        Cl2Kern *k = &st->kernels[r->sect->kernel];
        CLRX_GROW(k->rels, k->nrels, k->caprels);
        k->rels[k->nrels++] = cr;
    } else {
        if (st->nrels == st->caprels)
            st->rel_ranks = xrealloc(st->rel_ranks, (st->caprels ? st->caprels * 2 : 16) *
                                                    sizeof *st->rel_ranks);
        CLRX_GROW(st->rels, st->nrels, st->caprels);
        st->rel_ranks[st->nrels] = hsa_rel_rank(L, st, r);
        st->rels[st->nrels++] = cr;
    }
    put32((uint8_t *)r->sect->data.data + r->offset, 0x55555555u);
    return true;
}

/* ---- the description of the binary ---- */

/* The record that made .bss of the global data (its alignment), or NULL */
static const ObjConfigRec *bss_record(const Link *L, const OutSect *s)
{
    for (size_t i = 0; i < L->nconfigs; i++) {
        const LinkConfig *c = &L->configs[i];
        if (c->obj == s->first_obj && c->rec->name == PON_bssdata && rec_nums(c->rec, 1))
            return c->rec;
    }
    return NULL;
}

/* The alignments of user sections list[0..n) from the records that made them
 * in their first objects (1 when none): one pass over the records */
static void section_aligns(const Link *L, const OutSect *const *list, size_t n,
                           uint64_t *aligns)
{
    bool *found = xcalloc(n ? n : 1, sizeof *found);
    for (size_t i = 0; i < n; i++)
        aligns[i] = 1;
    for (size_t i = 0; i < L->nconfigs; i++) {
        const LinkConfig *c = &L->configs[i];
        const ObjConfigRec *r = c->rec;
        if (r->name != PON_section || r->nvals != 3 || !obj_cv_is_str(&r->vals[1]) ||
            obj_cv_is_str(&r->vals[0]) || obj_cv_is_str(&r->vals[2]))
            continue;
        for (size_t j = 0; j < n; j++) {
            const OutSect *s = list[j];
            if (found[j] || c->obj != s->first_obj ||
                (r->vals[0].num != 0) != (s->kernel == OBJ_KERN_INNER) ||
                strcmp(r->vals[1].str, s->name) != 0)
                continue;
            found[j] = true;
            if (r->vals[2].num)
                aligns[j] = r->vals[2].num;
        }
    }
    free(found);
}

static Cl2BinSect user_section(const OutSect *s, uint64_t align)
{
    Cl2BinSect b = {
        .name = s->name, .data = s->elf_type == SHT_NOBITS ? NULL : ld_out_bytes(s),
        .size = s->size,
        .align = align,
        .type = s->elf_type == SHT_NOBITS ? SHT_NOBITS
              : s->elf_type == SHT_NOTE ? SHT_NOTE : SHT_PROGBITS,
        .flags = s->elf_flags & (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR)
    };
    return b;
}

static int32_t index_of(const OutSect *const *list, size_t n, const OutSect *s)
{
    for (size_t i = 0; i < n; i++)
        if (list[i] == s)
            return (int32_t)i;
    return -1;
}

/* -S: the program's global and weak symbols that have a place in the binary */
typedef struct ForcedOut {
    Cl2Bin *b;
    size_t cap, icap;
} ForcedOut;

/* One symbol that -S adds, to the outer or the inner binary */
static void forced_symbol(Link *L, Cl2State *st, ForcedOut *fo, const LinkObj *lo, uint32_t s,
                          const uint64_t *code_offsets)
{
    const ObjSymbol *sym = &lo->obj->symbols[s];
    LinkValue v = ld_symbol_value(L, lo, s);
    Cl2BinSym bs = { .name = sym->name, .value = v.value, .size = sym->size,
                     .info = (uint8_t)(((sym->bind == OBJ_WEAK ? STB_WEAK : STB_GLOBAL)
                                        << 4) | (sym->elf_type & 0xf)) };
    bool inner = false;
    if (v.kind == LV_ABS)
        bs.sect = CL2S_ABS;
    else if (v.kind != LV_SECT)
        return;
    else if (v.sect->kernel == OBJ_KERN_GLOBAL) {
        bs.sect = index_of(st->extras, st->nextras, v.sect);
        if (bs.sect < 0)
            return;
    } else if (v.sect->kernel == OBJ_KERN_INNER) {
        inner = true;
        if (v.sect == st->rodata)
            bs.sect = CL2S_RODATA;
        else if (v.sect == st->rwdata)
            bs.sect = CL2S_DATA;
        else if (v.sect == st->bss)
            bs.sect = CL2S_BSS;
        else if (v.sect == st->code)
            bs.sect = CL2S_TEXT;
        else if (v.sect == st->samplerinit)
            bs.sect = CL2S_SAMPLERINIT;
        else {
            bs.sect = index_of(st->inner_extras, st->ninner, v.sect);
            if (bs.sect < 0)
                return;
        }
    } else if (v.sect->kind == OSECT_CODE) {
        inner = true;
        bs.sect = CL2S_TEXT;
        if (code_offsets)
            bs.value += code_offsets[v.sect->kernel];
    } else
        return;
    Cl2Bin *b = fo->b;
    if (inner) {
        CLRX_GROW(b->inner_syms, b->ninner_syms, fo->icap);
        b->inner_syms[b->ninner_syms++] = bs;
    } else {
        CLRX_GROW(b->syms, b->nsyms, fo->cap);
        b->syms[b->nsyms++] = bs;
    }
}

/* -S: the program's global and weak symbols that have a place in the
 * binary, in the order clrxasm visits its symbol table
 * (ld_symbol_map_order); symbols of objects that do not record that order
 * follow in link order. */
static void forced_symbols(Link *L, Cl2State *st, Cl2Bin *b, const uint64_t *code_offsets)
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
                ls->def_obj != lo || ls->def_sym != s || strchr(sym->name, ':'))
                continue;
            /* a kernel's label is global in an object (its entry), local in
             * clrxasm's view */
            if (ls->kernel)
                continue;
            CLRX_GROW(cand, ncand, capcand);
            cand[ncand] = (Cand){ lo, s, false };
            ht_put(by_name, sym->name, strlen(sym->name), (void *)(uintptr_t)(ncand + 1));
            ncand++;
        }
    }
    ForcedOut fo = { b, 0, 0 };
    size_t nnames;
    const char **names = ld_symbol_map_order(L, &nnames);
    for (size_t i = 0; i < nnames; i++) {
        uintptr_t k = (uintptr_t)ht_get(by_name, names[i], strlen(names[i]));
        if (k && !cand[k - 1].done) {
            cand[k - 1].done = true;
            forced_symbol(L, st, &fo, cand[k - 1].lo, cand[k - 1].s, code_offsets);
        }
    }
    for (size_t i = 0; i < ncand; i++)
        if (!cand[i].done)
            forced_symbol(L, st, &fo, cand[i].lo, cand[i].s, code_offsets);
    ht_free(by_name);
    free(cand);
}

static bool cl2_write(Link *L, FILE *out)
{
    Cl2State *st = state(L);
    Cl2Bin b;
    memset(&b, 0, sizeof b);
    b.is64 = L->target.is64bit;
    b.gpu = L->target.gpu;
    b.driver = L->target.driver_version;
    b.arch_minor = st->arch_minor;
    b.arch_stepping = st->arch_stepping;
    if (st->copts) {
        b.compile_options = st->copts->str;
        b.compile_options_len = st->copts->len;
    }
    if (st->acl) {
        b.acl_version = st->acl->str;
        b.acl_version_len = st->acl->len;
    }
    if (st->rodata) {
        b.global_data = ld_out_bytes(st->rodata);
        b.global_size = st->rodata->size;
    }
    if (st->rwdata) {
        b.rw_data = ld_out_bytes(st->rwdata);
        b.rw_size = st->rwdata->size;
    }
    if (st->bss) {
        b.bss_size = st->bss->size;
        const ObjConfigRec *r = bss_record(L, st->bss);
        b.bss_align = r ? r->vals[0].num : 0;
    }
    b.sampler_config = st->sampler_config;
    b.samplers = st->samplers;
    b.nsamplers = st->nsamplers;
    if (st->samplerinit) {
        b.sampler_init = ld_out_bytes(st->samplerinit);
        b.sampler_init_size = st->samplerinit->size;
    }
    b.sampler_offsets = st->soffsets;
    b.nsampler_offsets = st->nsoffsets;
    if (st->hsa_layout) {
        b.code = st->code ? ld_out_bytes(st->code) : (const uint8_t *)"";
        b.code_size = st->code ? st->code->size : 0;
        if (st->nrels > 1) {       /* in clrxasm's order of resolving */
            size_t *order = xmalloc(st->nrels * sizeof *order);
            Cl2Rel *sorted = xmalloc(st->nrels * sizeof *sorted);
            cl2_order_by_key(st->rel_ranks, st->nrels, order);
            for (size_t x = 0; x < st->nrels; x++)
                sorted[x] = st->rels[order[x]];
            memcpy(st->rels, sorted, st->nrels * sizeof *sorted);
            free(sorted);
            free(order);
        }
        b.rels = st->rels;
        b.nrels = st->nrels;
    }
    size_t nk = L->nkernels;
    b.kernels = xcalloc(nk ? nk : 1, sizeof *b.kernels);
    b.nkernels = nk;
    uint64_t *code_offsets = xcalloc(nk ? nk : 1, sizeof *code_offsets);
    uint64_t coff = 0;
    for (size_t i = 0; i < nk; i++) {
        Cl2Kern *k = &st->kernels[i];
        Cl2BinKernel *bk = &b.kernels[i];
        bk->name = k->lk->name;
        bk->use_config = k->use_config;
        bk->hsa_config = k->out_hsa;
        bk->cfg = k->cfg;
#define RAW(s, p, n) do { if (s) { p = ld_out_bytes(s); n = (s)->size; } } while (0)
        RAW(k->meta, bk->metadata, bk->metadata_size);
        RAW(k->isameta, bk->isametadata, bk->isametadata_size);
        RAW(k->setup, bk->setup, bk->setup_size);
        RAW(k->stub, bk->stub, bk->stub_size);
        if (!st->hsa_layout)
            RAW(k->code, bk->code, bk->code_size);
#undef RAW
        if (st->hsa_layout) {
            bk->offset = k->offset;
            bk->code_size = k->code_size;
            if (!k->use_config && !k->setup)
                bk->setup_size = 256;
        }
        if (k->use_config) {
            bk->setup_size = 256;
            bk->setup = k->out_hsa ? k->header : NULL;
        }
        /* a kernel's relocations in the order of their places */
        if (k->nrels > 1) {
            uint64_t *keys = xmalloc(k->nrels * sizeof *keys);
            size_t *order = xmalloc(k->nrels * sizeof *order);
            Cl2Rel *sorted = xmalloc(k->nrels * sizeof *sorted);
            for (size_t x = 0; x < k->nrels; x++)
                keys[x] = k->rels[x].offset;
            cl2_order_by_key(keys, k->nrels, order);
            for (size_t x = 0; x < k->nrels; x++)
                sorted[x] = k->rels[order[x]];
            memcpy(k->rels, sorted, k->nrels * sizeof *sorted);
            free(sorted);
            free(order);
            free(keys);
        }
        bk->rels = k->rels;
        bk->nrels = k->nrels;
        coff += k->use_config ? 256 : bk->setup_size;
        code_offsets[i] = coff;
        coff += (bk->code_size + 255) & ~(uint64_t)255;
    }
    Cl2BinSect *extras = xcalloc(st->nextras + 1, sizeof *extras);
    Cl2BinSect *inner = xcalloc(st->ninner + 1, sizeof *inner);
    uint64_t *aligns = xmalloc((st->nextras + st->ninner + 1) * sizeof *aligns);
    section_aligns(L, (const OutSect *const *)st->extras, st->nextras, aligns);
    for (size_t i = 0; i < st->nextras; i++)
        extras[i] = user_section(st->extras[i], aligns[i]);
    section_aligns(L, (const OutSect *const *)st->inner_extras, st->ninner, aligns);
    for (size_t i = 0; i < st->ninner; i++)
        inner[i] = user_section(st->inner_extras[i], aligns[i]);
    free(aligns);
    b.extras = extras;
    b.nextras = st->nextras;
    b.inner_extras = inner;
    b.ninner_extras = st->ninner;
    if (L->target.force_add_symbols)
        forced_symbols(L, st, &b, st->hsa_layout ? NULL : code_offsets);

    StrBuf bin = STRBUF_INIT;
    const char *why = cl2_generate(&b, &bin);
    bool ok;
    if (why) {
        diag_plain(DIAG_ERROR, "%s", why);
        ok = false;
    } else
        ok = ld_write_bytes(L, out, bin.data, bin.len);
    sb_free(&bin);
    free(b.kernels);
    free(code_offsets);
    free(extras);
    free(inner);
    free(b.syms);
    free(b.inner_syms);
    return ok;
}

const LdFormat ld_fmt_amdcl2 = {
    .format = FMT_AMDCL2,
    .name = "amdcl2",
    .needs_content = true,
    .join_code = true,
    .check = cl2_check,
    .section_base = cl2_section_base,
    .reloc = cl2_reloc,
    .write = cl2_write,
    .release = cl2_release,
};
