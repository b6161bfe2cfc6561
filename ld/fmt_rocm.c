/* fmt_rocm.c - the ROCm code object writer: a 64-bit ELF shared object
 * (program headers, .dynsym/.hash/.dynstr/.dynamic, notes, the code with a
 * 256-byte kernel configuration at each kernel's entry, or with LLVM 10's
 * layout the 64-byte kernel descriptors at the start of .rodata, a GOT with
 * its .rela.dyn), with the metadata (YAML or MessagePack, rocm_md.c)
 * computed from each kernel's configuration records, register usage and
 * arguments.  The layout, the records and every rule applied here are in
 * docs/formats/rocm.md; the output is the bytes clrxasm writes for the same
 * single source.
 *
 * Passes: check (sections, records applied per kernel and program-wide,
 * kernel entries, register counts, the configurations written into the
 * code or the descriptors, the metadata, the symbols, the GOT, then the
 * whole ELF layout, so that the sections have their addresses) -> reloc
 * (the common pass computes what the addresses allow; nothing is left to
 * this format) -> write (LLVM 10 entry offsets, dynamic table, symbol
 * values, the image).
 *
 * With a code object version (-mcode-object-version, .amdhsa_code_object_
 * version: beyond clrxasm), the same passes write a code object v4/v5/v6:
 * the LLVM 10 layout with the descriptors made here after the global data,
 * the target ID's e_flags and the metadata of rocm_cov.c.
 *
 * What is not ROCm's comes from the shared modules: the record tables
 * (cfgkey.h), the HSA kernel configuration and header (hsaconfig.h), the
 * ELF builder (elfout.h). */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "cfgkey.h"
#include "diag.h"
#include "elfout.h"
#include "expr.h"
#include "gcnasm.h"
#include "hsaconfig.h"
#include "ld.h"
#include "rocm_cov.h"
#include "rocm_md.h"

#define ALL32 0xffffffffu
#define ALL16 0xffffu
#define ALL8 0xffu
#define KDESC_SIZE 64u
#define HSA_WAVE32 0x400u       /* sgpr flags: wave32 (GCN 1.5) */
#define RA_CONST 1u             /* the `arg` record's flags (as/pseudo.h) */
#define RA_RESTRICT 2u
#define RA_VOLATILE 4u
#define RA_PIPE 8u
#define RA_OFFSET 0x100u
#define RK_DYN_SHARED_PTR 2u
#define RK_GLOBAL_BUFFER 1u
#define RK_KERNEL_MAX 14u
#define RK_COV_MAX 30u          /* with code object v4+ (as/pseudo.h) */

static const char producer[] = "CLRX ROCmBinGenerator 0.1.9";

/* ---- state ---- */

typedef struct RocmKern {
    LinkKernel *lk;
    bool has_config, fkernel;
    HsaConfig h;               /* amd_kernel_code_t fields and register settings */
    uint32_t rsrc3, shared;    /* .pgmrsrc3, .shared_vgprs (ALL32: none) */
    RocmMdKernel md;
    const OutSect *ctrl;       /* its .control_directive */
    uint64_t offset;           /* entry in .text */
    bool offset_ok;
    uint8_t kdesc[KDESC_SIZE]; /* LLVM 10: its descriptor */
    size_t kd_slot;            /* code object v4+: its descriptor's index */
} RocmKern;

/* A symbol of the output's symbol tables. */
typedef enum { RS_KERNEL, RS_FKERNEL, RS_DATA, RS_EXTRA } RsKind;
typedef struct RocmSym {
    const char *name;
    RsKind kind;
    const OutSect *sect;       /* NULL: absolute */
    uint64_t value, size;
    uint8_t info, other;
    bool has_value;            /* defined somewhere */
    bool global_bind;          /* STB_GLOBAL */
} RocmSym;

typedef struct RocmGot {
    const LinkConfig *rec;
    const char *name;
} RocmGot;

typedef struct RocmState {
    CfgIndex keys;
    RocmKern *kernels;
    uint32_t arch_minor, arch_stepping, eflags;
    const char *target, *tripple;
    bool newfmt, llvm10, v3;
    /* code object v4+ (0: clrxasm's binary): the version, the source's
     * (.amdhsa_code_object_version), the target, the descriptors (after the
     * global data, at kd_base in .rodata) */
    unsigned cov, cov_src;
    const LinkConfig *cov_src_rec;
    const char *amdgcn_target;
    const LinkConfig *amdgcn_target_rec;
    CovTarget covt;
    uint8_t *kds;
    size_t nkds;
    uint64_t kd_base;
    bool use_md;               /* metadata from the settings (not the raw section) */
    bool raw_md;               /* a .metadata section exists */
    RocmMetadata md;
    RocmGot *got; size_t ngot, capgot;
    const LinkConfig *end;     /* where the last object's source ended */
    OutSect *text, *rodata, *comment, *metadata, *gotsect;
    /* .rodata, the GOT made after .nosectdiffs (by the first object that has
     * a part of them): their labels are offsets, numbers for the others */
    bool rodata_numbers, got_numbers;
    OutSect **extras; size_t nextras, capextras;
    /* the output's symbols: the first ndata + nkernels are clrxasm's
     * "symbols" (data objects in code, then the kernels), the rest its
     * "extra symbols" */
    RocmSym *syms; size_t nsyms, capsyms;
    size_t nmain;              /* data + kernels */
    uint32_t *got_index;       /* per GOT entry: index into syms */
    /* the image */
    ElfOut e;
    bool built;
    bool link_symbols;         /* a symbol got its value from a link-time record */
    bool keep_hash;            /* build_image again: the first .hash stays */
    StrBuf notes, hash, dynamic, rela, gotbytes, mdtext;
    size_t p_note, p_rodata, p_dynsym, p_hash, p_dynstr, p_rela, p_text, p_dynamic, p_got,
           p_symtab;
    size_t *p_extra;
    uint16_t *sect_index;      /* per output section: its ELF index (0: none) */
    size_t seg_loadr, seg_loadrw, seg_relro, seg_note, seg_phdr, seg_loadx, seg_dyn;
    uint8_t *rodata_copy;      /* LLVM 10: .rodata with the entry offsets */
} RocmState;

/* ---- the record tables ---- */

enum {                         /* CK_SPECIAL rows */
    SP_CONFIG, SP_CTRL_DIR, SP_FKERNEL, SP_CWS, SP_STRING, SP_LANGUAGE, SP_ARG, SP_WAVE32
};

#define RK(k, n, st, f, a) { k, n, CK_FORMAT, st, (uint16_t)offsetof(RocmKern, f), a }
#define HSA(k, n, st, f, a) { k, n, CK_HSA, st, (uint16_t)offsetof(HsaConfig, f), a }
#define SPEC(k, n, a)       { k, n, CK_OTHER, CK_SPECIAL, 0, a }

static const CfgKey key_rows[] = {
    SPEC(PON_config, 0, SP_CONFIG),
    SPEC(PON_control_directive, 0, SP_CTRL_DIR),
    SPEC(PON_fkernel, 0, SP_FKERNEL),
    SPEC(PON_cws, 3, SP_CWS),
    SPEC(PON_reqd_work_group_size, 3, SP_CWS),
    SPEC(PON_work_group_size_hint, 3, SP_CWS),
    SPEC(PON_fixed_work_group_size, 3, SP_CWS),
    SPEC(PON_vectypehint, 1, SP_STRING),
    SPEC(PON_md_symname, 1, SP_STRING),
    SPEC(PON_runtime_handle, 1, SP_STRING),
    SPEC(PON_md_language, 4, SP_LANGUAGE),
    SPEC(PON_arg, 11, SP_ARG),
    SPEC(PON_wave32, 0, SP_WAVE32),
    SPEC(PON_nowave32, 0, SP_WAVE32),
    /* the register settings of the configuration */
    HSA(PON_dims, 1, CK_U32, dim_mask, 0),
    HSA(PON_sgprsnum, 1, CK_U32, sgprs, 0),
    HSA(PON_vgprsnum, 1, CK_U32, vgprs, 0),
    HSA(PON_pgmrsrc1, 1, CK_U32, rsrc1, 0),
    HSA(PON_pgmrsrc2, 1, CK_U32, rsrc2, 0),
    HSA(PON_floatmode, 1, CK_AND8, floatmode, 0xff),
    HSA(PON_priority, 1, CK_AND8, priority, 3),
    HSA(PON_exceptions, 1, CK_AND8, exceptions, 0x7f),
    HSA(PON_userdatanum, 1, CK_U8, userdata, 0),
    HSA(PON_localsize, 1, CK_U32, group_size, 0),
    HSA(PON_group_segment_fixed_size, 1, CK_U32, group_size, 0),
    HSA(PON_scratchbuffer, 1, CK_U32, private_size, 0),
    HSA(PON_private_segment_fixed_size, 1, CK_U32, private_size, 0),
    HSA(PON_ieeemode, 0, CK_BOOL, ieee, 0),
    HSA(PON_dx10clamp, 0, CK_BOOL, dx10, 0),
    HSA(PON_debugmode, 0, CK_BOOL, debug, 0),
    HSA(PON_privmode, 0, CK_BOOL, priv, 0),
    HSA(PON_tgsize, 0, CK_BOOL, tgsize, 0),
    HSA(PON_use_wave32, 0, CK_OR16, sgpr_flags, HSA_WAVE32),
    RK(PON_pgmrsrc3, 1, CK_U32, rsrc3, 0),
    RK(PON_shared_vgprs, 1, CK_U32, shared, 0),
    /* metadata numbers */
    RK(PON_md_wavefront_size, 1, CK_U32, md.wavefront_size, 0),
    RK(PON_md_kernarg_segment_align, 1, CK_U64, md.kernarg_align, 0),
    RK(PON_md_kernarg_segment_size, 1, CK_U64, md.kernarg_size, 0),
    RK(PON_md_group_segment_fixed_size, 1, CK_U64, md.group_fixed, 0),
    RK(PON_md_private_segment_fixed_size, 1, CK_U64, md.private_fixed, 0),
    RK(PON_md_sgprsnum, 1, CK_U32, md.sgprs, 0),
    RK(PON_md_vgprsnum, 1, CK_U32, md.vgprs, 0),
    RK(PON_spilledsgprs, 1, CK_U32, md.spilled_sgprs, 0),
    RK(PON_spilledvgprs, 1, CK_U32, md.spilled_vgprs, 0),
    RK(PON_max_flat_work_group_size, 1, CK_U64, md.max_flat_size, 0),
};

/* Records that are metadata settings (they make the metadata come from the
 * settings); `checked`: clrxasm refuses them after a .metadata section. */
static bool is_md_record(int32_t name, bool *checked)
{
    static const int16_t checked_names[] = {
        PON_cws, PON_reqd_work_group_size, PON_work_group_size_hint,
        PON_fixed_work_group_size, PON_vectypehint, PON_md_symname, PON_runtime_handle,
        PON_md_language, PON_arg, PON_md_version, PON_printf
    };
    static const int16_t other_names[] = {
        PON_md_wavefront_size, PON_md_kernarg_segment_align, PON_md_kernarg_segment_size,
        PON_md_group_segment_fixed_size, PON_md_private_segment_fixed_size, PON_md_sgprsnum,
        PON_md_vgprsnum, PON_spilledsgprs, PON_spilledvgprs, PON_max_flat_work_group_size
    };
    *checked = false;
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(checked_names); i++)
        if (name == checked_names[i]) {
            *checked = true;
            return true;
        }
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(other_names); i++)
        if (name == other_names[i])
            return true;
    return false;
}

static RocmState *state(Link *L)
{
    if (!L->fmt_state) {
        RocmState *st = arena_zalloc(L->arena, sizeof *st);
        cfgkey_index(&st->keys, hsa_keys, hsa_nkeys);
        cfgkey_index(&st->keys, key_rows, CLRX_ARRAY_SIZE(key_rows));
        st->arch_minor = st->arch_stepping = st->eflags = ALL32;
        st->md.version[0] = 1;
        st->md.version[1] = 0;
        L->fmt_state = st;
    }
    return L->fmt_state;
}

static void rocm_release(Link *L)
{
    RocmState *st = L->fmt_state;
    if (!st)
        return;
    if (st->kernels)
        for (size_t i = 0; i < L->nkernels; i++)
            free(st->kernels[i].md.args);
    free(st->kernels);
    free(st->kds);
    free(st->md.kernels);
    free(st->md.printfs);
    free(st->got);
    free(st->extras);
    free(st->syms);
    free(st->got_index);
    free(st->p_extra);
    free(st->sect_index);
    free(st->rodata_copy);
    if (st->built)
        elfout_free(&st->e);
    sb_free(&st->notes);
    sb_free(&st->hash);
    sb_free(&st->dynamic);
    sb_free(&st->rela);
    sb_free(&st->gotbytes);
    sb_free(&st->mdtext);
    L->fmt_state = NULL;
}

static void bad_record(const LinkConfig *c, const char *why)
{
    ld_error_at(c->obj, &c->rec->src, "configuration record '%s' %s", c->rec->key, why);
}

/* ---- the sections ---- */

static bool collect_sections(Link *L, RocmState *st)
{
    bool ok = true;
    for (size_t i = 0; i < L->nouts; i++) {
        OutSect *s = L->outs[i];
        const char *why = NULL;
        if (s->kind == OSECT_CONFIG && s->kernel >= 0 &&
            !strcmp(s->name, ".control_directive")) {
            st->kernels[s->kernel].ctrl = s;
            continue;
        }
        if (s->kind == OSECT_CONFIG && s->kernel == OBJ_KERN_GLOBAL &&
            !strcmp(s->name, ".metadata")) {
            st->metadata = s;
            continue;
        }
        if (s->kind == OSECT_CONFIG && s->size == 0)
            continue;   /* an empty configuration area */
        if (s->kernel >= 0) {
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
            case OSECT_GOT:
                if (!st->gotsect) {
                    st->gotsect = s;
                    continue;
                }
                why = "a second GOT";
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
                "section '%s' (%s) cannot be in rocm output: %s", s->name,
                obj_sect_kind_name(s->kind), why);
        ok = false;
    }
    return ok;
}

/* Sections other than code, global data and the GOT have plain numbers as
 * addresses (their offsets); those three have the addresses of the output
 * file once the layout is made. */
static bool rocm_section_base(const Link *L, const OutSect *s, uint64_t *base)
{
    const RocmState *st = L->fmt_state;
    if (!st)
        return false;
    if ((s == st->rodata && st->rodata_numbers) || (s == st->gotsect && st->got_numbers)) {
        *base = 0;             /* (.nosectdiffs) */
        return true;
    }
    if (s == st->text || s == st->rodata || s == st->gotsect) {
        if (!st->built)
            return false;
        size_t p = s == st->text ? st->p_text : s == st->rodata ? st->p_rodata : st->p_got;
        *base = st->e.parts[p].offset;
        return true;
    }
    if (s->kernel == OBJ_KERN_GLOBAL || s->kind == OSECT_CONFIG) {
        *base = 0;
        return true;
    }
    return false;
}

/* ---- applying the records ---- */

static void kernel_init(RocmKern *k, LinkKernel *lk)
{
    memset(k, 0, sizeof *k);
    k->lk = lk;
    hsa_none(&k->h);
    k->shared = ALL32;
    rocm_md_kernel_init(&k->md, lk->name);
}

static void open_config(RocmKern *k)
{
    if (k->has_config)
        return;
    k->has_config = true;
    hsa_init(&k->h);
    k->rsrc3 = 0;
    k->shared = ALL32;
}

static const char *rec_str(const ObjConfigRec *r, uint32_t i)
{
    return r->vals[i].str ? r->vals[i].str : "";
}

static bool all_numbers(const ObjConfigRec *r, uint32_t from, uint32_t to)
{
    for (uint32_t i = from; i < to && i < r->nvals; i++)
        if (obj_cv_is_str(&r->vals[i]))
            return false;
    return true;
}

static uint64_t arg_natural_align(uint64_t size)
{
    if (size == 0)
        return 1;
    uint64_t a = (uint64_t)1 << (63 - __builtin_clzll(size));
    return size > a ? a << 1 : a;
}

/* Metadata V3 (offsets in .arg) chosen by an earlier object: .amd3, or
 * .metadatav3 (its .arg lines are the concatenated source's after it). */
static const bool *g_v3_before;
static bool st_v3_before(const LinkObj *lo)
{
    return g_v3_before && g_v3_before[lo->index];
}

static void apply_arg(RocmKern *k, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    if (r->nvals != 11 || !obj_cv_is_str(&r->vals[0]) || !obj_cv_is_str(&r->vals[1]) ||
        !all_numbers(r, 2, 11)) {
        bad_record(c, "has wrong values");
        return;
    }
    RocmMdArg a;
    memset(&a, 0, sizeof a);
    a.is_offset = (r->vals[10].num & RA_OFFSET) || st_v3_before(c->obj);
    a.name = rec_str(r, 0);
    a.type_name = rec_str(r, 1);
    a.size = r->vals[2].num;
    a.align = r->vals[3].num;
    a.kind = (uint8_t)r->vals[4].num;
    a.type = (uint8_t)r->vals[5].num;
    a.pointee_align = r->vals[6].num;
    a.space = (uint8_t)r->vals[7].num;
    a.acc = (uint8_t)r->vals[8].num;
    a.actual_acc = (uint8_t)r->vals[9].num;
    uint64_t f = r->vals[10].num;
    a.is_const = f & RA_CONST;
    a.is_restrict = f & RA_RESTRICT;
    a.is_volatile = f & RA_VOLATILE;
    a.is_pipe = f & RA_PIPE;
    uint64_t max_kind = c->obj->obj->target.code_object_version ? RK_COV_MAX : RK_KERNEL_MAX;
    if (r->vals[4].num > max_kind || r->vals[5].num > 11 || r->vals[7].num > 6 ||
        r->vals[8].num > 3 || r->vals[9].num > 3) {
        bad_record(c, "has an unknown value kind, type, address space or qualifier");
        return;
    }
    if (a.align == 0) {
        if (!(f & RA_OFFSET) && !st_v3_before(c->obj))
            a.align = arg_natural_align(a.size);
        else if (k->md.nargs) {
            /* metadata V3: the next offset after the previous argument */
            const RocmMdArg *p = &k->md.args[k->md.nargs - 1];
            uint64_t al = arg_natural_align(a.size);
            a.align = (p->align + p->size + al - 1) & ~(al - 1);
        }
    }
    CLRX_GROW(k->md.args, k->md.nargs, k->md.capargs);
    k->md.args[k->md.nargs++] = a;
}

static void apply_special(RocmKern *k, const LinkConfig *c, const CfgKey *row)
{
    const ObjConfigRec *r = c->rec;
    switch (row->arg) {
    case SP_CONFIG:
    case SP_CTRL_DIR:
        open_config(k);
        return;
    case SP_FKERNEL:
        k->fkernel = true;
        return;
    case SP_CWS: {
        uint32_t *dst = r->name == PON_work_group_size_hint ? k->md.hint_size
                      : r->name == PON_fixed_work_group_size ? k->md.fixed_size
                      : k->md.reqd_size;
        for (int i = 0; i < 3; i++)
            dst[i] = (uint32_t)r->vals[i].num;
        return;
    }
    case SP_STRING: {
        if (!obj_cv_is_str(&r->vals[0])) {
            bad_record(c, "must have a string");
            return;
        }
        const char *s = rec_str(r, 0);
        if (r->name == PON_vectypehint)
            k->md.vec_type_hint = s;
        else if (r->name == PON_md_symname)
            k->md.symbol_name = s;
        else
            k->md.runtime_handle = s;
        return;
    }
    case SP_LANGUAGE:
        if (!obj_cv_is_str(&r->vals[0]) || !all_numbers(r, 1, 4)) {
            bad_record(c, "has wrong values");
            return;
        }
        k->md.language = rec_str(r, 0);
        k->md.lang_version[0] = (uint32_t)r->vals[1].num;
        k->md.lang_version[1] = (uint32_t)r->vals[2].num;
        return;
    case SP_ARG:
        apply_arg(k, c);
        return;
    case SP_WAVE32:
        /* .wave32/.nowave32 in the kernel's code: its configuration's bit */
        if (k->has_config)
            k->h.sgpr_flags = (uint16_t)((k->h.sgpr_flags & ~HSA_WAVE32) |
                                         (r->name == PON_wave32 ? HSA_WAVE32 : 0));
        return;
    default:
        return;
    }
}

/* A setting of the configuration (not of the metadata) needs .config: the
 * reference assembler crashes on one that comes first. */
static bool is_config_setting(const CfgKey *row)
{
    if (row->target == CK_HSA)
        return row->name != PON_control_directive;
    if (row->target == CK_FORMAT)
        return row->name == PON_pgmrsrc3 || row->name == PON_shared_vgprs;
    return false;
}

static void apply_record(RocmState *st, RocmKern *k, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    const CfgKey *row = cfgkey_find(&st->keys, r->name);
    if (!row) {
        bad_record(c, "is not a setting of the rocm format");
        return;
    }
    bool checked;
    if (is_md_record(r->name, &checked))
        st->use_md = true;
    if (is_config_setting(row) && !k->has_config) {
        ld_error_at(c->obj, &r->src, "kernel '%s': '.%s' before the kernel's configuration "
                    "was opened (.config)", k->lk->name, r->key);
        return;
    }
    if (row->store == CK_SPECIAL && row->target == CK_OTHER) {
        if (r->nvals != row->nvals) {
            bad_record(c, "has a wrong number of values");
            return;
        }
        if (row->arg == SP_CWS && !all_numbers(r, 0, 3)) {
            bad_record(c, "has wrong values");
            return;
        }
        apply_special(k, c, row);
        return;
    }
    uint64_t v[CFG_MAX_VALUES];
    const char *why = cfgkey_values(row, r, v);
    if (why) {
        bad_record(c, why);
        return;
    }
    if (row->target == CK_HSA) {
        if ((why = hsa_apply(&k->h, row, v)))
            bad_record(c, why);
    } else {
        cfgkey_store(k, row, v[0]);
    }
}

static bool one_number(const LinkConfig *c, uint64_t *v)
{
    const ObjConfigRec *r = c->rec;
    if (r->nvals != 1 || obj_cv_is_str(&r->vals[0])) {
        bad_record(c, "has wrong values");
        return false;
    }
    *v = r->vals[0].num;
    return true;
}

static void apply_program_record(RocmState *st, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    uint64_t v;
    switch (r->name) {
    case PON_arch_minor:
    case PON_arch_stepping:
    case PON_eflags:
        if (one_number(c, &v))
            *(r->name == PON_arch_minor ? &st->arch_minor
              : r->name == PON_arch_stepping ? &st->arch_stepping : &st->eflags) =
                (uint32_t)v;
        return;
    case PON_target:
    case PON_tripple:
        if (r->nvals != 1 || !obj_cv_is_str(&r->vals[0])) {
            bad_record(c, "must have a string");
            return;
        }
        *(r->name == PON_target ? &st->target : &st->tripple) = rec_str(r, 0);
        return;
    case PON_newbinfmt:
        st->newfmt = true;
        return;
    case PON_llvm10binfmt:
        st->newfmt = st->llvm10 = true;
        return;
    case PON_metadatav3:
        st->v3 = true;
        return;
    case PON_metadata:
        return;
    case PON_amdhsa_code_object_version:
        if (!one_number(c, &v))
            return;
        if (st->cov_src && st->cov_src != v) {
            ld_error_at(c->obj, &r->src, "code object version %u differs from version %u "
                        "of an earlier object", (unsigned)v, st->cov_src);
            return;
        }
        st->cov_src = (unsigned)v;
        st->cov_src_rec = c;
        return;
    case PON_amdgcn_target:
        if (r->nvals != 1 || !obj_cv_is_str(&r->vals[0])) {
            bad_record(c, "must have a string");
            return;
        }
        st->amdgcn_target = rec_str(r, 0);
        st->amdgcn_target_rec = c;
        return;
    case PON_nosectdiffs:
        if (r->nvals != 1 || !obj_cv_is_str(&r->vals[0])) {
            bad_record(c, "must have a section's name");
            return;
        }
        if (st->rodata && st->rodata->first_obj == c->obj && !strcmp(rec_str(r, 0), ".rodata"))
            st->rodata_numbers = true;
        if (st->gotsect && st->gotsect->first_obj == c->obj &&
            !strcmp(rec_str(r, 0), st->gotsect->name))
            st->got_numbers = true;
        return;
    case PON_end:
        st->end = c;
        return;
    case PON_md_version:
        if (r->nvals != 2 || !all_numbers(r, 0, 2)) {
            bad_record(c, "has wrong values");
            return;
        }
        st->use_md = true;
        st->md.version[0] = (uint32_t)r->vals[0].num;
        st->md.version[1] = (uint32_t)r->vals[1].num;
        return;
    case PON_printf:
        if (r->nvals != 3 || obj_cv_is_str(&r->vals[0]) || !obj_cv_is_str(&r->vals[1]) ||
            !obj_cv_is_str(&r->vals[2]) || r->vals[2].len % 4) {
            bad_record(c, "has wrong values");
            return;
        }
        st->use_md = true;
        {
            CLRX_GROW(st->md.printfs, st->md.nprintfs, st->md.capprintfs);
            RocmMdPrintf *p = &st->md.printfs[st->md.nprintfs++];
            size_t n = r->vals[2].len / 4;
            uint32_t *sizes = arena_alloc(c->obj->obj->arena, (n ? n : 1) * sizeof *sizes);
            for (size_t i = 0; i < n; i++)
                sizes[i] = get32((const uint8_t *)r->vals[2].str + 4 * i);
            p->id = (uint32_t)r->vals[0].num;
            p->arg_sizes = sizes;
            p->nargs = n;
            p->format = rec_str(r, 1);
            p->format_len = r->vals[1].len;
        }
        return;
    case PON_gotsym:
        if (r->nvals != 1 || !obj_cv_is_str(&r->vals[0])) {
            bad_record(c, "must have the symbol's name");
            return;
        }
        CLRX_GROW(st->got, st->ngot, st->capgot);
        st->got[st->ngot++] = (RocmGot){ c, rec_str(r, 0) };
        return;
    default:
        bad_record(c, "is not a program-wide setting of the rocm format");
        return;
    }
}

/* A raw metadata section and metadata settings in separate objects: what
 * the concatenated sources report (the settings after the section, or the
 * section after a setting). */
static void metadata_conflicts(Link *L)
{
    bool section_seen = false, md_seen = false;
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        bool obj_section = false, obj_md = false;
        for (size_t c = 0; c < o->nconfigs; c++) {
            const ObjConfigRec *r = &o->configs[c];
            bool checked;
            if (r->name == PON_metadata) {
                if (md_seen)
                    ld_error_at(lo, &r->src, "the metadata section cannot be given after "
                                "metadata settings of an earlier object");
                obj_section = true;
            } else if (is_md_record(r->name, &checked)) {
                if (checked && section_seen)
                    ld_error_at(lo, &r->src, "metadata settings cannot be given when an "
                                "earlier object has the metadata section (.metadata)");
                obj_md = true;
            }
        }
        section_seen |= obj_section;
        md_seen |= obj_md;
    }
}

/* ---- kernels: entries, register counts, configuration ---- */

static void kernel_entry(Link *L, RocmState *st, RocmKern *k)
{
    const LinkObj *dup;
    LinkValue v = ld_kernel_entry(L, k->lk, &dup, NULL);
    if (dup || v.kind == LV_UNDEF) {
        ld_kernel_error(k->lk, "symbol for kernel '%s' is undefined", k->lk->name);
        return;
    }
    if (v.kind != LV_SECT || v.sect != st->text) {
        ld_kernel_error(k->lk, "symbol for kernel '%s' is defined for section other than "
                        "'.text'", k->lk->name);
        return;
    }
    k->offset = v.value;
    k->offset_ok = true;
}

static uint32_t kernarg_size(const RocmState *st, const RocmKern *k)
{
    if (!st->use_md)
        return 0;
    const RocmMdKernel *m = &k->md;
    if (st->cov)
        return (uint32_t)cov_kernarg_size(m);
    if (st->v3)
        return m->nargs ? (uint32_t)(m->args[m->nargs - 1].align + m->args[m->nargs - 1].size)
                        : 0;
    uint64_t size = 0;
    for (size_t i = 0; i < m->nargs; i++) {
        uint64_t a = m->args[i].align;
        size = (size + a - 1) & ~(a - 1);
        size += m->args[i].size;
    }
    return (uint32_t)((size + 15) & ~(uint64_t)15);
}

/* The configuration's defaults and computed fields (docs/formats/rocm.md, 4). */
static void finish_config(Link *L, RocmState *st, RocmKern *k)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    HsaConfig *h = &k->h;
    GpuVersion ver = gpu_version(L->target.gpu, GPUVER_GALLIUM);
    if (st->arch_minor != ALL32)
        ver.minor = st->arch_minor;
    if (st->arch_stepping != ALL32)
        ver.stepping = st->arch_stepping;
    if (h->code_major == ALL32) h->code_major = 1;
    if (h->code_minor == ALL32) h->code_minor = st->newfmt ? 1 : 0;
    if (h->mach_kind == ALL16) h->mach_kind = 1;
    if (h->mach_major == ALL16) h->mach_major = (uint16_t)ver.major;
    if (h->mach_minor == ALL16) h->mach_minor = (uint16_t)ver.minor;
    if (h->mach_stepping == ALL16) h->mach_stepping = (uint16_t)ver.stepping;
    if (h->entry_offset == UINT64_MAX && !st->llvm10) h->entry_offset = 256;
    if (h->prefetch_offset == UINT64_MAX) h->prefetch_offset = 0;
    if (h->prefetch_size == UINT64_MAX) h->prefetch_size = 0;
    if (h->max_scratch == UINT64_MAX) h->max_scratch = 0;
    if (h->private_size == ALL32) h->private_size = 0;
    if (h->group_size == ALL32) h->group_size = 0;
    if (h->gds_size == ALL32) h->gds_size = 0;
    if (h->kernarg_size == UINT64_MAX) h->kernarg_size = kernarg_size(st, k);
    if (h->fbarriers == ALL32) h->fbarriers = 0;
    if (h->rvgpr_first == ALL16) h->rvgpr_first = 0;
    if (h->rvgpr_count == ALL16) h->rvgpr_count = 0;
    if (h->rsgpr_first == ALL16) h->rsgpr_first = 0;
    if (h->rsgpr_count == ALL16) h->rsgpr_count = 0;
    if (h->dbg_offset_sgpr == ALL16) h->dbg_offset_sgpr = 0;
    if (h->dbg_buffer_sgpr == ALL16) h->dbg_buffer_sgpr = 0;
    if (h->kernarg_align == ALL8) h->kernarg_align = 4;
    bool kernarg_align_given = false;      /* .kernarg_segment_align (v4+) */
    for (size_t c = 0; c < k->lk->nconfigs; c++)
        kernarg_align_given |= k->lk->configs[c].rec->name == PON_kernarg_segment_align;
    if (h->group_align == ALL8) h->group_align = 4;
    if (h->private_align == ALL8) h->private_align = 4;
    if (h->wave_size == ALL8) h->wave_size = 6;

    uint32_t userdata = h->userdata != ALL8 ? h->userdata : hsa_userdata(h->sgpr_flags);
    uint32_t setup[2];
    gpu_setup_min_regs(arch, h->dim_mask, userdata,
                       (h->tgsize ? GPU_SETUP_TGSIZE_EN : 0) |
                       (h->private_size != 0 ? GPU_SETUP_SCRATCH_EN : 0), setup);
    uint32_t max_sgprs = gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0);
    const LinkKernel *lk = k->lk;
    if (h->sgprs != ALL32 && h->sgprs > max_sgprs)
        ld_kernel_error(lk, "number of total SGPRs for kernel '%s' is too high (max %u)",
                        lk->name, max_sgprs);
    if (h->sgprs == ALL32) {
        unsigned flags = GPU_REG_VCC;
        if (lk->reg_flags & OBJ_REG_FLAT)
            flags |= GPU_REG_FLAT;
        /* (code object v4+: the target's xnack on or any reserves them too,
         * as LLVM does) */
        if ((lk->reg_flags & OBJ_REG_XNACK) ||
            (st->cov && (st->covt.xnack == COV_ANY || st->covt.xnack == COV_ON)))
            flags |= GPU_REG_XNACK;
        flags |= hsa_reg_flags(h);
        if (h->sgpr_flags & HSA_WAVE32)
            flags |= GPU_REG_WAVE32;
        uint32_t used = (uint32_t)(lk->max_sgpr + 1);
        uint32_t n = (setup[0] > used ? setup[0] : used) + gpu_extra_sgprs(arch, flags);
        h->sgprs = n < max_sgprs ? n : max_sgprs;
    }
    if (h->vgprs == ALL32) {
        uint32_t used = (uint32_t)(lk->max_vgpr + 1);
        h->vgprs = setup[1] > used ? setup[1] : used;
    }
    uint32_t sgprs = h->sgprs ? h->sgprs : 1, vgprs = h->vgprs ? h->vgprs : 1;
    uint32_t rsrc1 = gpu_pgm_rsrc1(arch, vgprs, sgprs, h->priority, h->floatmode, h->priv,
                                   h->dx10, h->debug, h->ieee);
    /* code object v4+ on GCN 1.5: a wave64 kernel's VGPR blocks are 4
     * registers (as LLVM and the hardware count them; 8 in wave32) */
    if (st->cov && arch >= ARCH_GCN1_5 && !(h->sgpr_flags & HSA_WAVE32))
        rsrc1 = (rsrc1 & ~0x3fu) | (((vgprs - 1) >> 2) & 0x3fu);
    h->rsrc1 |= rsrc1;
    if (st->llvm10 && st->v3 && arch >= ARCH_GCN1_5)
        h->rsrc1 |= ((sgprs - 1) >> 3) << 6;
    h->rsrc2 = (h->rsrc2 & 0xffffe440u) |
               gpu_pgm_rsrc2(arch, h->private_size != 0, userdata, false, h->dim_mask,
                             h->rsrc2 & 0x1b80u, h->tgsize,
                             st->newfmt ? 0 : h->group_size, h->exceptions);
    uint32_t shared = k->shared != ALL32 ? k->shared : 0;
    if (((vgprs + 7) & ~7u) + shared > 256)
        ld_kernel_output_error(lk, "number of total VGPRs with shared VGPRs for kernel '%s' "
                               "is higher than 256", lk->name);
    k->rsrc3 |= gpu_pgm_rsrc3(arch, shared);
    if (h->wave_sgprs == ALL16) h->wave_sgprs = (uint16_t)sgprs;
    if (h->item_vgprs == ALL16) h->item_vgprs = (uint16_t)vgprs;
    if (h->loader_symbol == UINT64_MAX) h->loader_symbol = 0;

    RocmMdKernel *m = &k->md;
    bool md_align_given = m->kernarg_align != MD_NONE64;
    if (m->kernarg_size == MD_NONE64) m->kernarg_size = h->kernarg_size;
    if (m->sgprs == MD_NONE32) m->sgprs = sgprs;
    if (m->vgprs == MD_NONE32) m->vgprs = vgprs;
    /* the alignment's logarithm, as clrxasm puts it */
    if (m->kernarg_align == MD_NONE64) m->kernarg_align = h->kernarg_align;
    if (m->private_fixed == MD_NONE64) m->private_fixed = h->private_size;
    if (m->group_fixed == MD_NONE64) m->group_fixed = h->group_size;
    if (st->cov) {
        if (!md_align_given)
            m->kernarg_align = kernarg_align_given ? (uint64_t)1 << (h->kernarg_align & 63)
                                                   : cov_kernarg_align(m);
        if (m->wavefront_size == MD_NONE32 && (h->sgpr_flags & HSA_WAVE32))
            m->wavefront_size = 32;
        if (m->max_flat_size == MD_NONE64)
            m->max_flat_size = m->reqd_size[0] && m->reqd_size[1] && m->reqd_size[2]
                ? (uint64_t)m->reqd_size[0] * m->reqd_size[1] * m->reqd_size[2] : 256;
        if (m->spilled_sgprs == MD_NONE32) m->spilled_sgprs = 0;
        if (m->spilled_vgprs == MD_NONE32) m->spilled_vgprs = 0;
        if (!*m->symbol_name)
            m->symbol_name = arena_printf(L->arena, "%s.kd", m->name);
        if (h->sgpr_flags & (7u << HSA_GRID_COUNT_SHIFT))
            ld_kernel_error(lk, "kernel '%s': '.use_grid_workgroup_count' has no place in "
                            "a code object v4+ kernel descriptor", lk->name);
    }
    if (m->wavefront_size == MD_NONE32) m->wavefront_size = (uint32_t)1 << (h->wave_size & 31);
}

/* The configuration written at the kernel's entry, or its descriptor. */
static void place_config(Link *L, RocmState *st, size_t ki)
{
    RocmKern *k = &st->kernels[ki];
    const LinkKernel *lk = k->lk;
    if (st->cov) {
        if (k->fkernel)
            return;
        if (!k->has_config) {
            ld_kernel_error(lk, "kernel '%s' has no configuration (.config), which a code "
                            "object v4+ kernel descriptor needs", lk->name);
            return;
        }
        /* clrxasm's sources keep 256 bytes for amd_kernel_code_t at the
         * entry (.skip 256): v4+ has the descriptor in .rodata instead */
        const uint8_t *code = (const uint8_t *)st->text->data.data;
        if (code && ld_fits(k->offset, HSA_HEADER_SIZE, st->text->data.len)) {
            size_t z = 0;
            while (z < HSA_HEADER_SIZE && code[k->offset + z] == 0)
                z++;
            if (z == HSA_HEADER_SIZE)
                ld_kernel_error(lk, "code of kernel '%s' starts with 256 zero bytes, the "
                                "place of amd_kernel_code_t in code object v2 ('.skip 256'): "
                                "a code object v4+ keeps the kernel descriptor in .rodata, "
                                "so the kernel's label must be its first instruction",
                                lk->name);
        }
        if (k->offset % 256)
            ld_kernel_error(lk, "the entry of kernel '%s' is not 256-byte aligned, as a "
                            "code object v4+ needs (.p2align 8 before its label)", lk->name);
        cov_descriptor(&k->h, k->rsrc3, st->kds + k->kd_slot * KDESC_SIZE);
        return;
    }
    if (!st->llvm10) {
        if (!ld_fits(k->offset, HSA_HEADER_SIZE, st->text->size)) {
            ld_kernel_error(lk, "code for kernel '%s' is too small for configuration",
                            lk->name);
            k->offset_ok = false;
            return;
        }
        if (k->has_config) {
            const OutSect *cd = k->ctrl;
            hsa_header(&k->h, cd && cd->data.len == HSA_CTRL_DIR_SIZE ? cd->data.data : NULL,
                       (uint8_t *)ld_out_bytes(st->text) + k->offset);
        }
        return;
    }
    (void)L;
    if (!st->rodata || st->rodata->size < (uint64_t)KDESC_SIZE * (ki + 1)) {
        ld_kernel_error(lk, "global data for kernel '%s' is too small for descriptor",
                        lk->name);
        k->offset_ok = false;
        return;
    }
    if (k->has_config) {
        uint8_t *d = (uint8_t *)ld_out_bytes(st->rodata) + ki * KDESC_SIZE;
        memset(d, 0, KDESC_SIZE);
        put32(d, k->h.group_size);
        put32(d + 4, k->h.private_size);
        put64(d + 16, k->h.entry_offset);
        put32(d + 44, k->rsrc3);
        put32(d + 48, k->h.rsrc1);
        put32(d + 52, k->h.rsrc2);
        put16(d + 56, k->h.sgpr_flags);
    }
}

/* ---- the output's symbols ---- */

static void add_sym(RocmState *st, const RocmSym *s)
{
    CLRX_GROW(st->syms, st->nsyms, st->capsyms);
    st->syms[st->nsyms++] = *s;
}

static bool in_names(HashTab *h, const char *name)
{
    return h && ht_get(h, name, strlen(name)) != NULL;
}

/* A global symbol of the program as clrxasm lists it: a data object in
 * .text (appended to data[]), or an extra symbol (extra[]), or nothing. */
typedef struct SymLists {
    RocmSym *data, *extra;
    size_t ndata, capdata, nextra, capextra;
} SymLists;

static void list_symbol(Link *L, RocmState *st, const HashTab *sizes, const LinkObj *lo,
                        uint32_t s, SymLists *out)
{
    const ObjSymbol *sym = &lo->obj->symbols[s];
    const LinkSym *ls = lo->gsym[s];
    RocmSym r;
    memset(&r, 0, sizeof r);
    r.name = sym->name;
    const ObjSymbol *def = sym;
    LinkValue v = { .kind = LV_ABS };
    if (ls && ls->def_obj) {
        def = &ls->def_obj->obj->symbols[ls->def_sym];
        v = ld_symbol_value(L, ls->def_obj, ls->def_sym);
        r.has_value = true;
    }
    const ObjSymbol *sz = ht_get(sizes, sym->name, strlen(sym->name));
    r.size = sz ? sz->size : def->size;
    r.global_bind = def->bind == OBJ_GLOBAL;
    uint8_t bind = def->bind == OBJ_WEAK ? STB_WEAK : STB_GLOBAL;
    r.value = v.value;
    if (v.kind == LV_SECT && v.sect == st->text) {
        r.kind = RS_DATA;
        r.sect = st->text;
        r.info = (uint8_t)((STB_GLOBAL << 4) | STT_OBJECT);
        CLRX_GROW(out->data, out->ndata, out->capdata);
        out->data[out->ndata++] = r;
        return;
    }
    r.kind = RS_EXTRA;
    r.info = (uint8_t)((bind << 4) | (def->elf_type & 0xf));
    if (v.kind == LV_SECT) {
        if (v.sect == st->rodata)
            r.info = (uint8_t)((bind << 4) | STT_OBJECT);
        else if (v.sect->kind == OSECT_CONFIG || v.sect->kernel != OBJ_KERN_GLOBAL)
            return;             /* no section in the binary */
        r.sect = v.sect;
    } else {
        /* absolute or undefined (clrxasm: an absolute value): without a
         * .rodata, clrxasm takes it for a symbol of .rodata (whose section
         * id is then the absolute one) */
        if (!st->rodata)
            r.info = (uint8_t)((bind << 4) | STT_OBJECT);
        r.sect = NULL;
    }
    CLRX_GROW(out->extra, out->nextra, out->capextra);
    out->extra[out->nextra++] = r;
}

/* clrxasm's symbols (data objects in code, then the kernels) and extra
 * symbols: with -S every global of the program's global scope, else the
 * GOT's symbols; in the order clrxasm visits its symbol table
 * (ld_symbol_map_order), then those of objects that do not record it, in
 * link order. */
static void collect_symbols(Link *L, RocmState *st)
{
    bool force = L->target.force_add_symbols;
    HashTab *gotnames = NULL;
    if (st->ngot) {
        gotnames = ht_new(16);
        for (size_t i = 0; i < st->ngot; i++)
            ht_put(gotnames, st->got[i].name, strlen(st->got[i].name), (void *)1);
    }
    /* the candidates: each name's first global symbol in link order */
    typedef struct Cand { const LinkObj *lo; uint32_t s; bool done; } Cand;
    Cand *cand = NULL;
    size_t ncand = 0, capcand = 0;
    HashTab *by_name = ht_new(64);
    /* a symbol's size: the last .size in the concatenated source, which may
     * be in an object that only refers to it (an undefined symbol with a
     * size); the last nonzero size in link order (0 means "no .size") */
    HashTab *sizes = ht_new(64);
    if (force || st->ngot)
        for (size_t i = 0; i < L->nobjs; i++) {
            const LinkObj *lo = L->objs[i];
            const Object *o = lo->obj;
            for (uint32_t s = 0; s < o->nsymbols; s++) {
                const ObjSymbol *sym = &o->symbols[s];
                if (sym->bind == OBJ_LOCAL || !sym->name || !*sym->name)
                    continue;
                if (sym->size)
                    ht_put(sizes, sym->name, strlen(sym->name), (void *)sym);
                if (strstr(sym->name, "::") ||
                    lo->gsym[s]->kernel ||
                    (!force && !in_names(gotnames, sym->name)))
                    continue;
                bool ins;
                void **slot = ht_slot(by_name, sym->name, strlen(sym->name), &ins);
                if (!ins)
                    continue;
                CLRX_GROW(cand, ncand, capcand);
                cand[ncand] = (Cand){ lo, s, false };
                *slot = (void *)(uintptr_t)++ncand;
            }
        }
    SymLists out = { 0 };
    if (ncand) {
        size_t nnames;
        const char **names = ld_symbol_map_order(L, &nnames);
        for (size_t i = 0; i < nnames; i++) {
            uintptr_t k = (uintptr_t)ht_get(by_name, names[i], strlen(names[i]));
            if (k && !cand[k - 1].done) {
                cand[k - 1].done = true;
                list_symbol(L, st, sizes, cand[k - 1].lo, cand[k - 1].s, &out);
            }
        }
        for (size_t i = 0; i < ncand; i++)
            if (!cand[i].done)
                list_symbol(L, st, sizes, cand[i].lo, cand[i].s, &out);
    }
    for (size_t i = 0; i < out.ndata; i++)
        add_sym(st, &out.data[i]);
    for (size_t i = 0; i < L->nkernels; i++) {
        const RocmKern *k = &st->kernels[i];
        RocmSym r = { .name = k->lk->name, .kind = k->fkernel ? RS_FKERNEL : RS_KERNEL,
                      .sect = st->text, .value = k->offset, .has_value = true,
                      .global_bind = true };
        add_sym(st, &r);
    }
    st->nmain = st->nsyms;
    for (size_t i = 0; i < out.nextra; i++)
        add_sym(st, &out.extra[i]);
    free(out.data);
    free(out.extra);
    free(cand);
    ht_free(by_name);
    ht_free(sizes);
    ht_free(gotnames);
}

/* An error clrxasm reports at the end of the source. */
static void end_error(const RocmState *st, const char *fmt, const char *name)
{
    if (st->end)
        ld_error_at(st->end->obj, &st->end->rec->src, fmt, name);
    else
        diag_plain(DIAG_ERROR, fmt, name);
}

static bool got_entries(RocmState *st)
{
    bool ok = true;
    st->got_index = xcalloc(st->ngot ? st->ngot : 1, sizeof *st->got_index);
    HashTab *byname = ht_new(64);
    for (size_t i = 0; i < st->nsyms; i++)
        ht_put(byname, st->syms[i].name, strlen(st->syms[i].name), (void *)(i + 1));
    for (size_t i = 0; i < st->ngot; i++) {
        const char *name = st->got[i].name;
        uintptr_t idx = (uintptr_t)ht_get(byname, name, strlen(name));
        const RocmSym *s = idx ? &st->syms[idx - 1] : NULL;
        if (s && !s->has_value) {
            end_error(st, "GOT symbol '%s' is unresolved", name);
            ok = false;
        } else if (s && !s->global_bind) {
            end_error(st, "GOT symbol '%s' is not a global symbol", name);
            ok = false;
        } else if (!s) {
            end_error(st, "GOT symbol '%s' is not found", name);
            ok = false;
        } else
            st->got_index[i] = (uint32_t)(idx - 1);
    }
    ht_free(byname);
    return ok;
}

/* ---- metadata and notes ---- */

/* Code object v4+: the metadata of the kernels (not the .fkernel functions). */
static bool make_cov_metadata(Link *L, RocmState *st)
{
    RocmMetadata md = st->md;
    size_t n = L->nkernels ? L->nkernels : 1;
    md.kernels = xcalloc(n, sizeof *md.kernels);
    uint32_t *rsrc1 = xcalloc(n, sizeof *rsrc1);
    bool *dyn = xcalloc(n, sizeof *dyn);
    md.nkernels = 0;
    for (size_t i = 0; i < L->nkernels; i++) {
        const RocmKern *k = &st->kernels[i];
        if (k->fkernel)
            continue;
        rsrc1[md.nkernels] = k->h.rsrc1;
        dyn[md.nkernels] = (k->h.feature_flags & HSA_DYNAMIC_CALL_STACK) != 0;
        md.kernels[md.nkernels++] = k->md;
    }
    const char *err = NULL;
    bool ok = cov_metadata(&md, st->cov, &st->covt, gpu_arch(L->target.gpu), rsrc1, dyn,
                           &st->mdtext, &err);
    if (!ok)
        diag_plain(DIAG_ERROR, "%s", err ? err : "bad metadata");
    free(md.kernels);
    free(rsrc1);
    free(dyn);
    return ok;
}

static bool make_metadata(Link *L, RocmState *st)
{
    if (st->cov)
        return make_cov_metadata(L, st);
    RocmMetadata *md = &st->md;
    md->nkernels = L->nkernels;
    md->kernels = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *md->kernels);
    const uint8_t **ptrs = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *ptrs);
    for (size_t i = 0; i < L->nkernels; i++) {
        md->kernels[i] = st->kernels[i].md;
        const RocmKern *k = &st->kernels[i];
        if (!st->v3) {
            if (k->offset_ok && st->text && ld_fits(k->offset, HSA_HEADER_SIZE, st->text->size))
                ptrs[i] = ld_out_bytes(st->text) + k->offset;
        } else if (st->rodata && st->rodata->size >= KDESC_SIZE * (i + 1)) {
            ptrs[i] = ld_out_bytes(st->rodata) + KDESC_SIZE * i;
        }
    }
    const char *err = NULL;
    bool ok = st->v3 ? rocm_md_msgpack(md, ptrs, &st->mdtext, &err)
                     : rocm_md_yaml(md, ptrs, &st->mdtext, &err);
    if (!ok)
        diag_plain(DIAG_ERROR, "%s", err ? err : "bad metadata");
    free(ptrs);
    return ok;
}

static void note(StrBuf *b, const char *name, uint32_t type, const void *desc, size_t n)
{
    size_t nl = strlen(name) + 1;
    sb_put32(b, (uint32_t)nl);
    sb_put32(b, (uint32_t)n);
    sb_put32(b, type);
    sb_append(b, name, nl);
    sb_zeros(b, (4 - nl % 4) % 4);
    sb_append(b, desc, n);
    sb_zeros(b, (4 - n % 4) % 4);
}

static void make_notes(Link *L, RocmState *st)
{
    GpuVersion ver = gpu_version(L->target.gpu, GPUVER_ROCM);
    if (st->arch_minor != ALL32)
        ver.minor = st->arch_minor;
    if (st->arch_stepping != ALL32)
        ver.stepping = st->arch_stepping;
    if (!st->llvm10) {
        static const uint8_t version[8] = { 2, 0, 0, 0, 1, 0, 0, 0 };
        note(&st->notes, "AMD", 1, version, sizeof version);
        uint8_t isa[27] = { 4, 0, 7, 0 };
        put32(isa + 4, ver.major);
        put32(isa + 8, ver.minor);
        put32(isa + 12, ver.stepping);
        memcpy(isa + 16, "AMD\0AMDGPU", 11);
        note(&st->notes, "AMD", 3, isa, sizeof isa);
        StrBuf t = STRBUF_INIT;
        if (st->target && *st->target)
            sb_puts(&t, st->target);
        else if (st->tripple && *st->tripple)
            sb_printf(&t, "%s-gfx%u%u%u", st->tripple, ver.major, ver.minor, ver.stepping);
        if (t.len)
            note(&st->notes, "AMD", 0xb, t.data, t.len);
        sb_free(&t);
    }
    const void *md = NULL;
    size_t mdlen = 0;
    if (st->use_md) {
        md = st->mdtext.data;
        mdlen = st->mdtext.len;
    } else if (st->metadata) {
        md = (const char *)ld_out_bytes(st->metadata);
        mdlen = st->metadata->size;
    }
    if (mdlen) {
        if (st->v3 || st->cov)
            note(&st->notes, "AMDGPU", 0x20, md, mdlen);
        else
            note(&st->notes, "AMD", 0xa, md, mdlen);
    }
}

/* ---- the ELF image ---- */

static uint32_t elf_hash(const char *s)
{
    uint32_t h = 0, g;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        h = (h << 4) + *p;
        g = h & 0xf0000000u;
        if (g)
            h ^= g >> 24;
        h &= ~g;
    }
    return h;
}

/* The bucket count clrxasm picks: the smallest "buckets + sum of squared
 * chain lengths" over a range of counts. */
static uint32_t hash_buckets(uint32_t n, const uint32_t *codes)
{
    uint32_t best = 0;
    uint64_t best_value = UINT64_MAX;
    uint32_t first = n >> 2 ? n >> 2 : 1;
    uint64_t max_steps = ((uint64_t)n << 1) - first + 1;
    uint32_t steps = max_steps < 4000 ? (uint32_t)max_steps : 4000;
    uint32_t step = (uint32_t)(max_steps / steps);
    uint32_t *len = xmalloc(((size_t)n * 4 + 1) * sizeof *len);
    for (uint32_t b = first; b <= n << 1; b += step) {
        memset(len, 0, b * sizeof *len);
        for (uint32_t i = 1; i < n; i++)
            len[codes[i] % b]++;
        uint64_t v = b;
        for (uint32_t i = 0; i < b; i++)
            v += (uint64_t)len[i] * len[i];
        if (v < best_value) {
            best = b;
            best_value = v;
        }
    }
    free(len);
    return best;
}

static void make_hash(RocmState *st, const char *const *names, uint32_t n)
{
    uint32_t *codes = xcalloc(n, sizeof *codes);   /* n >= 1: the null symbol */
    for (uint32_t i = 1; i < n; i++)
        codes[i] = elf_hash(names[i]);
    uint32_t nb = hash_buckets(n, codes);
    uint32_t *tab = xcalloc(2 + (size_t)nb + n, sizeof *tab);
    uint32_t *last = xmalloc(nb * sizeof *last);
    tab[0] = nb;
    tab[1] = n;
    uint32_t *buckets = tab + 2, *chains = tab + 2 + nb;
    for (uint32_t b = 0; b < nb; b++)
        last[b] = UINT32_MAX;
    for (uint32_t i = 1; i < n; i++) {
        uint32_t b = codes[i] % nb;
        if (last[b] == UINT32_MAX)
            buckets[b] = i;
        else
            chains[last[b]] = i;
        last[b] = i;
    }
    for (size_t i = 0; i < 2 + (size_t)nb + n; i++)
        sb_put32(&st->hash, tab[i]);
    free(last);
    free(tab);
    free(codes);
}

static uint16_t sym_shndx(const RocmState *st, const RocmSym *s)
{
    if (!s->sect)
        return SHN_ABS;
    return st->sect_index[s->sect->index];
}

/* The ELF symbols of the output (the same in .symtab and .dynsym), with
 * LLVM 10's descriptor symbols after each kernel; values are offsets in
 * their sections until build_symbols_values adds the sections' offsets. */
static void add_elf_symbols(Link *L, RocmState *st, size_t table, bool dyn)
{
    ElfOut *e = &st->e;
    uint16_t text_idx = e->parts[st->p_text].index;
    uint16_t rodata_idx = st->p_rodata != ELF_NO_PART ? e->parts[st->p_rodata].index : 0;
    if (!dyn)
        elfout_add_sym(e, table, "_DYNAMIC", 0, 0, (STB_LOCAL << 4) | STT_NOTYPE, STV_HIDDEN,
                       e->parts[st->p_dynamic].index);
    uint64_t kd = st->kd_base;
    for (size_t i = 0; i < st->nsyms; i++) {
        const RocmSym *s = &st->syms[i];
        switch (s->kind) {
        case RS_KERNEL:
            elfout_add_sym(e, table, s->name, s->value, s->size,
                           (uint8_t)((STB_GLOBAL << 4) | (st->llvm10 ? STT_FUNC : STT_GNU_IFUNC)),
                           st->llvm10 ? STV_PROTECTED : STV_DEFAULT, text_idx);
            if (st->llvm10) {
                const char *kdname = arena_printf(L->arena, "%s.kd", s->name);
                elfout_add_sym(e, table, kdname, kd, st->cov ? KDESC_SIZE : s->size,
                               (STB_GLOBAL << 4) | STT_OBJECT, STV_PROTECTED, rodata_idx);
                kd += KDESC_SIZE;
            }
            break;
        case RS_FKERNEL:
            elfout_add_sym(e, table, s->name, s->value, s->size, (STB_GLOBAL << 4) | STT_FUNC,
                           0, text_idx);
            break;
        case RS_DATA:
            elfout_add_sym(e, table, s->name, s->value, s->size,
                           (STB_GLOBAL << 4) | STT_OBJECT, 0, text_idx);
            break;
        default:
            elfout_add_sym(e, table, s->name, s->value, s->size, s->info, s->other,
                           sym_shndx(st, s));
            break;
        }
    }
}

/* Symbols whose value is an address get their section's offset. */
static void build_symbol_values(RocmState *st, size_t table)
{
    ElfPart *t = &st->e.parts[table];
    for (size_t i = 0; i < t->nsyms; i++) {
        ElfSym *s = &t->syms[i];
        if (s->shndx == SHN_ABS || s->shndx == SHN_UNDEF)
            continue;
        for (size_t p = 0; p < st->e.nparts; p++)
            if (st->e.parts[p].index == s->shndx) {
                s->value += st->e.parts[p].offset;
                break;
            }
    }
}

static size_t section(RocmState *st, const char *name, uint32_t type, uint64_t flags,
                      uint64_t align, const void *data, uint64_t size, bool addr)
{
    size_t p = elfout_section(&st->e, name, type, flags, align, data, size);
    st->e.parts[p].addr_from_offset = addr;
    return p;
}

/* Undoes build_image and collect_symbols (the image is built again). */
static void reset_image(RocmState *st)
{
    elfout_free(&st->e);
    st->built = false;
    free(st->sect_index);
    free(st->p_extra);
    free(st->rodata_copy);
    st->sect_index = NULL;
    st->p_extra = NULL;
    st->rodata_copy = NULL;
    st->rela.len = st->dynamic.len = st->gotbytes.len = 0;
    st->nsyms = st->nmain = 0;
    /* clrxasm's hash table stays the one of the symbols before their
     * values were known (it is made before the differences are resolved) */
    st->keep_hash = true;
}

static bool build_image(Link *L, RocmState *st)
{
    ElfOut *e = &st->e;
    elfout_init(e, true);
    st->built = true;
    e->type = ET_DYN;
    e->machine = 0xe0;
    e->osabi = 0x40;
    /* ELFABIVERSION_AMDGPU_HSA_V4 2, V5 3, V6 4 */
    e->abiversion = st->cov ? (uint8_t)(st->cov - 2) : st->newfmt && st->llvm10 ? 1 : 0;
    e->flags = st->eflags != ALL32 ? st->eflags
             : st->cov ? cov_eflags(&st->covt)
             : st->newfmt ? (st->llvm10 ? 51 : 2) : 0;
    st->sect_index = xcalloc(L->nouts ? L->nouts : 1, sizeof *st->sect_index);
    st->p_rodata = st->p_rela = st->p_got = st->p_note = ELF_NO_PART;

    const bool got = st->ngot != 0;
    const uint8_t *rodata = st->rodata ? ld_out_bytes(st->rodata) : NULL;
    uint64_t rodata_size = st->rodata ? st->rodata->size : 0;
    if (st->cov) {
        /* the global data, then the descriptors (64-byte aligned) */
        st->kd_base = (rodata_size + KDESC_SIZE - 1) & ~(uint64_t)(KDESC_SIZE - 1);
        rodata_size = st->kd_base + st->nkds * KDESC_SIZE;
        st->rodata_copy = xcalloc(rodata_size ? rodata_size : 1, 1);
        rodata = st->rodata_copy;
    } else if (st->llvm10 && st->rodata) {
        st->rodata_copy = xmalloc(rodata_size ? rodata_size : 1);
        rodata = st->rodata_copy;
    }
    size_t phdrs = elfout_header_table(e, ELF_PART_PHDRS, 8);
    if (st->newfmt)             /* (code object v4+: loaded, as ld.lld writes it) */
        st->p_note = section(st, ".note", SHT_NOTE, st->cov ? SHF_ALLOC : 0, 4,
                             st->notes.data, st->notes.len, st->cov != 0);
    if (!st->llvm10 && st->rodata)
        st->p_rodata = section(st, ".rodata", SHT_PROGBITS, SHF_ALLOC, 4, rodata,
                               rodata_size, true);
    st->p_dynsym = elfout_table(e, ELF_PART_SYMTAB, ".dynsym", SHT_DYNSYM, SHF_ALLOC, 8);
    e->parts[st->p_dynsym].addr_from_offset = true;
    e->parts[st->p_dynsym].info = 1;
    st->p_hash = section(st, ".hash", SHT_HASH, SHF_ALLOC, 4, NULL, 0, true);
    st->p_dynstr = elfout_table(e, ELF_PART_STRTAB, ".dynstr", SHT_STRTAB, SHF_ALLOC, 1);
    e->parts[st->p_dynstr].addr_from_offset = true;
    elfout_link(e, st->p_dynsym, st->p_dynstr);
    e->parts[st->p_hash].link = e->parts[st->p_dynsym].index;
    if (st->llvm10 && (st->rodata || (st->cov && rodata_size)))
        st->p_rodata = section(st, ".rodata", SHT_PROGBITS, SHF_ALLOC, 64, rodata,
                               rodata_size, true);
    if (got) {
        sb_zeros(&st->rela, st->ngot * 24);
        st->p_rela = section(st, ".rela.dyn", SHT_RELA, SHF_ALLOC, 8, st->rela.data,
                             st->rela.len, true);
        e->parts[st->p_rela].link = e->parts[st->p_dynsym].index;
        e->parts[st->p_rela].entsize = 24;
    }
    size_t before_text = e->nparts - 1;
    st->p_text = section(st, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 0x1000,
                         st->text ? st->text->data.data : NULL, st->text ? st->text->size : 0,
                         true);
    e->parts[st->p_text].sh_align = 256;
    sb_zeros(&st->dynamic, 6 * 16);
    st->p_dynamic = section(st, ".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, 0x1000,
                            st->dynamic.data, st->dynamic.len, true);
    e->parts[st->p_dynamic].sh_align = 8;
    e->parts[st->p_dynamic].entsize = 16;
    e->parts[st->p_dynamic].link = e->parts[st->p_dynstr].index;
    if (got) {
        sb_zeros(&st->gotbytes, st->ngot * 8);
        st->p_got = section(st, ".got", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 8,
                            st->gotbytes.data, st->gotbytes.len, true);
    }
    if (!st->newfmt) {
        st->p_note = section(st, ".note", SHT_NOTE, 0, 4, st->notes.data, st->notes.len,
                             false);
        section(st, ".AMDGPU.config", SHT_PROGBITS, 0, 1, NULL, 0, false);
    }
    const char *comment = producer;
    uint64_t comment_size = sizeof producer - 1;
    if (st->comment) {
        comment = (const char *)ld_out_bytes(st->comment);
        comment_size = st->comment->size;
        if (comment_size == 0)
            comment_size = strnlen(comment, st->comment->data.len);
    }
    size_t pc = section(st, ".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, 1, comment,
                        comment_size, false);
    e->parts[pc].entsize = 1;
    st->p_symtab = elfout_table(e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, 8);
    e->parts[st->p_symtab].info = 2;
    elfout_table(e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, 0, 1);
    size_t strtab = elfout_table(e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, 0, 1);
    elfout_link(e, st->p_symtab, strtab);
    elfout_header_table(e, ELF_PART_SHDRS, 8);
    if (st->nextras > (size_t)SHN_LORESERVE - 32) {
        diag_plain(DIAG_ERROR, "too many sections for the rocm binary");
        return false;
    }
    st->p_extra = xcalloc(st->nextras ? st->nextras : 1, sizeof *st->p_extra);
    for (size_t i = 0; i < st->nextras; i++) {
        const OutSect *s = st->extras[i];
        uint32_t type = s->elf_type == SHT_NOBITS ? SHT_NOBITS
                      : s->elf_type == SHT_NOTE ? SHT_NOTE : SHT_PROGBITS;
        /* the `align=` of its first .section (clrxasm) */
        st->p_extra[i] = section(st, s->name, type,
                                 s->elf_flags & (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR),
                                 s->decl_align ? s->decl_align : 1, s->data.data, s->size,
                                 false);
        st->sect_index[s->index] = e->parts[st->p_extra[i]].index;
    }
    if (st->text)
        st->sect_index[st->text->index] = e->parts[st->p_text].index;
    if (st->rodata)
        st->sect_index[st->rodata->index] = e->parts[st->p_rodata].index;
    if (st->gotsect && got)
        st->sect_index[st->gotsect->index] = e->parts[st->p_got].index;
    if (st->comment)
        st->sect_index[st->comment->index] = e->parts[pc].index;

    /* symbols and the hash table of the dynamic ones */
    add_elf_symbols(L, st, st->p_dynsym, true);
    add_elf_symbols(L, st, st->p_symtab, false);
    if (!st->keep_hash) {
        const ElfPart *ds = &e->parts[st->p_dynsym];
        uint32_t n = (uint32_t)ds->nsyms + 1;
        const char **names = xcalloc(n, sizeof *names);
        for (uint32_t i = 1; i < n; i++)
            names[i] = ds->syms[i - 1].name;
        make_hash(st, names, n);
        free(names);
    }
    e->parts[st->p_hash].data = st->hash.data;
    e->parts[st->p_hash].size = st->hash.len;

    /* program headers */
    st->seg_phdr = elfout_segment(e, PT_PHDR, PF_R, phdrs, 1, 8);
    st->seg_loadr = elfout_segment(e, PT_LOAD, PF_R, 0, before_text + 1, 0x1000);
    st->seg_loadx = elfout_segment(e, PT_LOAD, PF_R | PF_X, st->p_text, 1, 0x1000);
    st->seg_loadrw = elfout_segment(e, PT_LOAD, PF_R | PF_W, st->p_dynamic, 1 + got, 0x1000);
    st->seg_dyn = elfout_segment(e, PT_DYNAMIC, PF_R | PF_W, st->p_dynamic, 1, 8);
    st->seg_relro = elfout_segment(e, PT_GNU_RELRO, PF_R, st->p_dynamic, 1 + got, 1);
    elfout_segment(e, PT_GNU_STACK, PF_R | PF_W, 0, 0, 0);
    st->seg_note = st->newfmt ? elfout_segment(e, PT_NOTE, PF_R, st->p_note, 1, 4)
                              : ELF_NO_PART;

    if (!elfout_layout(e)) {
        diag_plain(DIAG_ERROR, "the rocm binary would be larger than 4 GiB");
        return false;
    }
    /* the first LOAD covers the file from its start */
    ElfSeg *g = &e->segs[st->seg_loadr];
    g->memsz = g->filesz = g->offset + g->filesz;
    g->offset = g->vaddr = g->paddr = 0;
    g = &e->segs[st->seg_phdr];
    g->vaddr = g->paddr = g->offset;
    if (st->seg_note != ELF_NO_PART) {
        g = &e->segs[st->seg_note];
        g->vaddr = g->paddr = g->offset;
    }
    if (st->newfmt && !st->cov)
        e->entry = e->parts[st->p_text].offset;
    return true;
}

/* ---- link-time values (section differences) ---- */

/* The address of a place: in code, global data or the GOT (whose addresses
 * the layout gives: a relative value, base 0 with coefficient 1), or in any
 * other section (a plain number, its offset). */
/* An address of the binary: *v; *rel 1 and *which the section (0 .text,
 * 1 .rodata, 2 the GOT) when out is one of those (clrxasm's common address
 * space), else the number off (rel 0). */
static void place_value(const RocmState *st, const OutSect *out, uint64_t off, uint64_t *v,
                        int64_t *rel, int *which)
{
    const ElfOut *e = &st->e;
    *rel = 1;
    if ((out == st->rodata && st->rodata_numbers) || (out == st->gotsect && st->got_numbers)) {
        *v = off;               /* (.nosectdiffs) */
        *rel = 0;
        *which = -1;
    } else if (out == st->text) {
        *v = e->parts[st->p_text].offset + off;
        *which = 0;
    } else if (out == st->rodata) {
        *v = e->parts[st->p_rodata].offset + off;
        *which = 1;
    } else if (out == st->gotsect && st->p_got != ELF_NO_PART) {
        *v = e->parts[st->p_got].offset + off;
        *which = 2;
    } else {
        *v = off;
        *rel = 0;
        *which = -1;
    }
}

typedef struct LinkVal {
    uint64_t value;
    int64_t rel;               /* coefficient of "an address" */
    int64_t sec[3];            /* the coefficients of .text, .rodata, the GOT ... */
    bool sec_known;            /* ... when the value is a sum of addresses */
    bool ok;
    long latest;               /* the last object defining a symbol it uses, -1 none */
} LinkVal;

/* The one section of the binary a sum of addresses is relative to (clrxasm
 * evaluates such an expression as soon as its symbols are known, by the
 * sections: the others cancel out), 0 .text, 1 .rodata, 2 the GOT; -1 when
 * there is not exactly one with coefficient 1 (clrxasm then takes the
 * address, see address_section). */
static int single_section(const LinkVal *v)
{
    if (!v->sec_known)
        return -1;
    int k = -1;
    for (int i = 0; i < 3; i++)
        if (v->sec[i]) {
            if (k >= 0 || v->sec[i] != 1)
                return -1;
            k = i;
        }
    return k;
}

/* The output section where clrxasm places an address of the binary: the
 * last of .rodata, .text and the GOT that starts at or before it (unsigned
 * comparison), the first when it is below all; *off: the offset in it. */
static OutSect *address_section(const RocmState *st, uint64_t addr, uint64_t *off)
{
    const ElfOut *e = &st->e;
    OutSect *cand[3];
    uint64_t start[3];
    size_t n = 0;
    if (st->rodata && st->p_rodata != ELF_NO_PART) {
        cand[n] = st->rodata;
        start[n++] = e->parts[st->p_rodata].offset;
    }
    cand[n] = st->text;
    start[n++] = e->parts[st->p_text].offset;
    if (st->gotsect && st->p_got != ELF_NO_PART) {
        cand[n] = st->gotsect;
        start[n++] = e->parts[st->p_got].offset;
    }
    size_t k = 0;
    for (size_t i = 1; i < n; i++)
        if (start[i] <= addr)
            k = i;
    *off = addr - start[k];
    return cand[k];
}

/* The evaluation of every object's link-time records: in order, each
 * object's up to the record another object's symbol needs. */
typedef struct ObjEval {
    LinkVal *nodes;            /* per record: its result */
    size_t done;               /* records evaluated */
    bool busy;
    uint32_t *symrec;          /* per symbol: its OBJ_LINK_SYMBOL record + 1, or 0 */
} ObjEval;

typedef struct Eval {
    Link *L;
    RocmState *st;
    ExprCtx ctx;
    ObjEval *objs;
    bool ok;
} Eval;

static bool eval_upto(Eval *E, size_t i, size_t upto);

static bool link_operand(Eval *E, const LinkObj *lo, const ObjLink *l, const ObjLinkVal *in,
                         ExprVal *out, LinkVal *lv)
{
    Link *L = E->L;
    const LinkVal *nodes = E->objs[lo->index].nodes;
    memset(lv, 0, sizeof *lv);
    lv->value = in->value;
    lv->sec_known = true;
    lv->latest = -1;
    for (uint32_t t = 0; t < in->nterms; t++) {
        const ObjLinkTerm *x = &in->terms[t];
        LinkVal tv;
        memset(&tv, 0, sizeof tv);
        tv.sec_known = true;
        tv.latest = -1;
        if (x->kind == OBJ_TERM_NODE) {
            if (!nodes[x->ref].ok)
                return false;
            tv = nodes[x->ref];
        } else if (x->kind == OBJ_TERM_SECTION) {
            const OutPlace *p = &lo->place[x->ref];
            int w;
            if (!p->out)
                return false;
            place_value(E->st, p->out, p->offset, &tv.value, &tv.rel, &w);
            if (w >= 0)
                tv.sec[w] = 1;
        } else {
            /* a symbol: when its value is a link-time record (of its own
             * object), that record first */
            const LinkObj *d = lo;
            uint32_t ds = x->ref;
            const LinkSym *gs = lo->gsym[x->ref];
            if (gs && gs->def_obj) {
                d = gs->def_obj;
                ds = gs->def_sym;
            }
            if ((long)d->index > lv->latest)
                lv->latest = (long)d->index;
            uint32_t j = E->objs[d->index].symrec ? E->objs[d->index].symrec[ds] : 0;
            if (j) {
                ObjEval *de = &E->objs[d->index];
                if (de->done < j && de->busy) {
                    ld_error_at(lo, &l->src, "the value of '%s' depends on itself",
                                d->obj->symbols[ds].name);
                    return false;
                }
                if (!eval_upto(E, d->index, j) || !de->nodes[j - 1].ok)
                    return false;
                tv = de->nodes[j - 1];
            } else {
                LinkValue sv = ld_symbol_value(L, lo, x->ref);
                if (sv.kind == LV_UNDEF && (l->flags & OBJ_LINK_F_CHECK_ONLY))
                    return false;   /* the format's symbol: its relocation's */
                if (sv.kind == LV_UNDEF) {
                    ld_error_at(lo, &l->src, "undefined symbol '%s'", sv.name ? sv.name : "?");
                    return false;
                }
                if (sv.kind == LV_ABS)
                    tv.value = sv.value;
                else {
                    int w;
                    place_value(E->st, sv.sect, sv.value, &tv.value, &tv.rel, &w);
                    if (w >= 0)
                        tv.sec[w] = 1;
                }
            }
        }
        if (tv.latest > lv->latest)
            lv->latest = tv.latest;
        lv->value += tv.value * (uint64_t)x->coef;
        lv->rel = expr_wrap_madd(lv->rel, tv.rel, x->coef);
        lv->sec_known &= tv.sec_known;
        for (int i = 0; i < 3; i++)
            lv->sec[i] = expr_wrap_madd(lv->sec[i], tv.sec[i], x->coef);
    }
    lv->ok = true;
    memset(out, 0, sizeof *out);
    out->value = lv->value;
    if (lv->rel) {
        out->nterms = 1;
        out->terms[0] = (ExprTerm){ .base = 0, .coef = lv->rel };
    }
    return true;
}

static SrcPos link_pos(const LinkObj *lo, const ObjLink *l)
{
    return (SrcPos){ .file = l->src.file ? l->src.file : lo->name, .line = l->src.line,
                     .col = l->src.col };
}

/* Record k of object lo, its operands known: a node's result, a symbol's
 * value, a field patched. */
static bool eval_record(Eval *E, LinkObj *lo, size_t k, const ExprVal *args,
                        const LinkVal *lvs)
{
    RocmState *st = E->st;
    const ObjLink *l = &lo->obj->links[k];
    LinkVal *res = &E->objs[lo->index].nodes[k];
    SrcPos pos = link_pos(lo, l);
    const ExprVal *v = &args[0];
    if (l->kind == OBJ_LINK_NODE) {
        ExprVal r;
        if (expr_apply(&E->ctx, (int)l->op, args, l->nargs, pos, pos.col, &r) != EXPR_OK)
            return false;
        memset(res, 0, sizeof *res);
        res->value = r.value;
        res->rel = r.nterms ? r.terms[0].coef : 0;
        res->ok = true;
        res->latest = -1;
        for (uint32_t a = 0; a < l->nargs; a++)
            if (lvs[a].latest > res->latest)
                res->latest = lvs[a].latest;
        /* which sections a sum (an identity) keeps; other operations give
         * numbers, or an address taken as such */
        if (l->op == EXPR_OP_PLUS) {
            res->sec_known = lvs[0].sec_known;
            memcpy(res->sec, lvs[0].sec, sizeof res->sec);
        } else
            res->sec_known = !res->rel;
        return true;
    }
    if (l->kind == OBJ_LINK_SYMBOL) {
        /* a number, or an address of the binary (in the section where
         * clrxasm places it) */
        LinkValue sv = { .kind = LV_ABS, .value = v->value };
        if (v->nterms && v->terms[0].coef != 1) {
            diag_at(DIAG_ERROR, pos, NULL, 0, "the value of '%s' is relative to more than "
                    "one address", lo->obj->symbols[l->offset].name);
            return false;
        }
        if (v->nterms) {
            OutSect *secs[3] = { st->text, st->rodata, st->gotsect };
            int w = single_section(&lvs[0]);
            sv.kind = LV_SECT;
            if (w >= 0) {
                uint64_t base;
                int64_t one;
                int w2;
                sv.sect = secs[w];
                place_value(st, sv.sect, 0, &base, &one, &w2);
                sv.value = v->value - base;
            } else
                sv.sect = address_section(st, v->value, &sv.value);
        }
        if (!lo->sym_value) {
            lo->sym_value = xcalloc(lo->obj->nsymbols, sizeof *lo->sym_value);
            lo->sym_value_set = xcalloc(lo->obj->nsymbols, sizeof *lo->sym_value_set);
        }
        lo->sym_value[l->offset] = sv;
        lo->sym_value_set[l->offset] = true;
        *res = lvs[0];
        st->link_symbols = true;
        return true;
    }
    if (l->kind == OBJ_LINK_INSN &&
        !ld_link_inline_check(lo, l, v->value, v->nterms == 0, lvs[0].latest))
        return false;
    if (l->flags & OBJ_LINK_F_CHECK_ONLY)
        return true;
    const OutPlace *p = &lo->place[l->section];
    if (!p->out || !p->out->data.data)
        return true;
    uint8_t *field = (uint8_t *)p->out->data.data + p->offset + l->offset;
    if (l->kind == OBJ_LINK_INSN && l->op == GCN_FIX_BRANCH) {
        uint64_t at, off;
        int64_t rel;
        int w;
        place_value(st, p->out, p->offset + l->offset, &at, &rel, &w);
        /* relative to .text by its sections, or an address of the binary
         * that clrxasm places in .text */
        int one = single_section(&lvs[0]);
        if (v->nterms != 1 || v->terms[0].coef != 1 || p->out != st->text ||
            (one >= 0 ? one != 0 : address_section(st, v->value, &off) != st->text)) {
            diag_at(DIAG_ERROR, pos, NULL, 0, "branch target is not in '.text'");
            return false;
        }
        return gcn_apply_fixup(GCN_FIX_BRANCH, field, l->field, v->value - at, pos);
    }
    if (v->nterms) {
        diag_at(DIAG_ERROR, pos, NULL, 0, "expression must be absolute");
        return false;
    }
    if (l->kind == OBJ_LINK_INSN)
        return gcn_apply_fixup((GcnFixKind)l->op, field, l->field, v->value, pos);
    unsigned bits = l->op * 8;
    int64_t sv = (int64_t)v->value;
    if (bits < 64 && (sv >= ((int64_t)1 << bits) || sv < -((int64_t)1 << (bits - 1))))
        diag_at(DIAG_WARNING, pos, NULL, 0, "value 0x%llx truncated to 0x%llx",
                (unsigned long long)v->value,
                (unsigned long long)(v->value & (((uint64_t)1 << bits) - 1)));
    put_le(field, v->value, l->op);
    return true;
}

static bool eval_upto(Eval *E, size_t i, size_t upto)
{
    ObjEval *oe = &E->objs[i];
    LinkObj *lo = E->L->objs[i];
    bool busy = oe->busy;
    oe->busy = true;
    while (oe->done < upto) {
        size_t k = oe->done++;
        const ObjLink *l = &lo->obj->links[k];
        ExprVal args[3];
        LinkVal lvs[3];
        bool good = true;
        for (uint32_t a = 0; a < l->nargs && good; a++)
            good = link_operand(E, lo, l, &l->args[a], &args[a], &lvs[a]);
        if (!good && (l->flags & OBJ_LINK_F_CHECK_ONLY))
            continue;
        if (!good || !eval_record(E, lo, k, args, lvs))
            E->ok = false;
    }
    oe->busy = busy;
    return true;
}

/* Every link-time record of every object, now that the addresses are known:
 * nodes are computed with the evaluator's rules (all addresses relative to
 * one base, as clrxasm computes them after its layout), targets patched,
 * symbols given their values. */
static bool eval_links(Link *L, RocmState *st)
{
    Eval E = { .L = L, .st = st, .ok = true };
    E.objs = xcalloc(L->nobjs ? L->nobjs : 1, sizeof *E.objs);
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        E.objs[i].nodes = xcalloc(o->nlinks ? o->nlinks : 1, sizeof(LinkVal));
        for (size_t k = 0; k < o->nlinks; k++)
            if (o->links[k].kind == OBJ_LINK_SYMBOL) {
                if (!E.objs[i].symrec)
                    E.objs[i].symrec = xcalloc(o->nsymbols, sizeof *E.objs[i].symrec);
                E.objs[i].symrec[o->links[k].offset] = (uint32_t)(k + 1);
            }
    }
    for (size_t i = 0; i < L->nobjs; i++)
        eval_upto(&E, i, L->objs[i]->obj->nlinks);
    for (size_t i = 0; i < L->nobjs; i++) {
        free(E.objs[i].nodes);
        free(E.objs[i].symrec);
    }
    free(E.objs);
    expr_ctx_free(&E.ctx);
    return E.ok;
}

/* ---- check ---- */

/* The code object version: the sources' .amdhsa_code_object_version, else
 * clrx-ld's -mcode-object-version, else the objects' (which must agree); with
 * one, the target and the arguments' offsets. */
static bool choose_cov(Link *L, RocmState *st)
{
    st->cov = st->cov_src ? st->cov_src : L->opts->asmopts.target.code_object_version;
    for (size_t i = 0; i < L->nobjs && !st->cov_src; i++) {
        unsigned v = L->objs[i]->obj->target.code_object_version;
        if (v && !L->opts->asmopts.target.code_object_version) {
            if (st->cov && st->cov != v) {
                diag_plain(DIAG_ERROR, "objects were assembled for code object versions %u "
                           "and %u (give -mcode-object-version=N to clrx-ld)", st->cov, v);
                return false;
            }
            st->cov = v;
        }
    }
    if (!st->cov)
        return true;
    st->newfmt = st->llvm10 = true;
    st->v3 = false;
    if (st->metadata) {
        diag_plain(DIAG_ERROR, "a code object v%u has no place for a raw metadata section "
                   "(.metadata): give the metadata with .md_* and .arg", st->cov);
        return false;
    }
    GpuVersion ver = gpu_version(L->target.gpu, GPUVER_ROCM);
    if (st->arch_minor != ALL32)
        ver.minor = st->arch_minor;
    if (st->arch_stepping != ALL32)
        ver.stepping = st->arch_stepping;
    const char *id = st->amdgcn_target;
    if (!id && st->target && !strncmp(st->target, "amdgcn-amd-amdhsa--", 19))
        id = st->target;
    const char *err;
    if (!cov_target(ver, id, &st->covt, &err)) {
        if (id && st->amdgcn_target_rec)
            ld_error_at(st->amdgcn_target_rec->obj, &st->amdgcn_target_rec->rec->src, "%s",
                        err);
        else
            diag_plain(DIAG_ERROR, "%s", err);
        return false;
    }
    for (size_t i = 0; i < L->nkernels; i++) {
        RocmKern *k = &st->kernels[i];
        cov_arg_offsets(&k->md);
        if (!k->fkernel)
            k->kd_slot = st->nkds++;
    }
    st->kds = xcalloc(st->nkds ? st->nkds : 1, KDESC_SIZE);
    return true;
}

static bool rocm_check(Link *L)
{
    RocmState *st = state(L);
    st->kernels = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *st->kernels);
    for (size_t i = 0; i < L->nkernels; i++)
        kernel_init(&st->kernels[i], &L->kernels[i]);
    bool ok = collect_sections(L, st);
    /* the format switches of the objects and of the command line */
    st->newfmt = L->target.new_rocm_format || L->opts->asmopts.target.new_rocm_format;
    for (size_t i = 0; i < L->nobjs; i++) {
        const TargetState *t = &L->objs[i]->obj->target;
        st->newfmt |= t->new_rocm_format;
        if (t->rocm_metadata_v3)
            st->newfmt = st->llvm10 = st->v3 = true;
    }
    metadata_conflicts(L);
    bool *v3_before = xcalloc(L->nobjs ? L->nobjs : 1, sizeof *v3_before);
    bool on = false;
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        on |= o->target.rocm_metadata_v3;
        v3_before[i] = on;
        for (size_t c = 0; c < o->nconfigs; c++)
            on |= o->configs[c].name == PON_metadatav3;
    }
    g_v3_before = v3_before;
    for (size_t i = 0; i < L->nconfigs; i++)
        apply_program_record(st, &L->configs[i]);
    for (size_t i = 0; i < L->nkernels; i++) {
        RocmKern *k = &st->kernels[i];
        for (size_t c = 0; c < k->lk->nconfigs; c++)
            apply_record(st, k, &k->lk->configs[c]);
    }
    g_v3_before = NULL;
    free(v3_before);
    if (diag_failed())
        return false;
    if (!st->text) {
        diag_plain(DIAG_ERROR, "no object has code ('.text')");
        return false;
    }
    if (!choose_cov(L, st))
        return false;
    if (st->llvm10 && !st->cov) {
        for (size_t i = 0; i < L->nkernels; i++)
            if (st->kernels[i].ctrl) {
                diag_plain(DIAG_ERROR, "some kernels have a control directive section, "
                           "which the LLVM 10 binary format has no place for");
                ok = false;
                break;
            }
        if (!st->rodata) {
            diag_plain(DIAG_ERROR, "no global data (.rodata) for the LLVM 10 binary format "
                       "(the kernel descriptors go there)");
            return false;
        }
    }
    for (size_t i = 0; i < L->nkernels; i++) {
        const OutSect *cd = st->kernels[i].ctrl;
        if (cd && cd->size != HSA_CTRL_DIR_SIZE) {
            ld_kernel_output_error(st->kernels[i].lk, "section '.control_directive' for kernel "
                                   "'%s' has a wrong size (%llu bytes, not %u)",
                                   st->kernels[i].lk->name, (unsigned long long)cd->size,
                                   HSA_CTRL_DIR_SIZE);
            ok = false;
        }
    }
    if (st->newfmt && !st->metadata)
        st->use_md = true;
    st->raw_md = st->metadata != NULL;
    for (size_t i = 0; i < L->nkernels; i++)
        if (st->kernels[i].has_config)
            finish_config(L, st, &st->kernels[i]);
    for (size_t i = 0; i < L->nkernels; i++) {
        kernel_entry(L, st, &st->kernels[i]);
        if (st->kernels[i].offset_ok)
            place_config(L, st, i);
    }
    if (!ok || diag_failed())
        return false;
    if (st->v3 && !st->rodata) {
        diag_plain(DIAG_ERROR, "LLVM10 binary format requires global data");
        return false;
    }
    collect_symbols(L, st);
    if (st->use_md && !make_metadata(L, st))
        return false;
    make_notes(L, st);
    if (!build_image(L, st))
        return false;
    /* clrxasm resolves the section differences before it checks the GOT's
     * symbols, and stops at an error there */
    if (!eval_links(L, st))
        return false;
    if (st->link_symbols && (L->target.force_add_symbols || st->ngot)) {
        /* the binary's symbols include some whose values (and so their
         * place in the lists) the records gave: the same layout again,
         * with them */
        reset_image(st);
        collect_symbols(L, st);
        if (!build_image(L, st))
            return false;
    }
    if (!got_entries(st))
        return false;
    return !diag_failed();
}

/* ---- write ---- */

static bool rocm_write(Link *L, FILE *out)
{
    RocmState *st = state(L);
    if (!st->built)
        return false;
    ElfOut *e = &st->e;
    /* LLVM 10: each kernel descriptor's entry offset is the distance from
     * the descriptor to the kernel's code */
    if (st->cov) {
        if (st->rodata)
            memcpy(st->rodata_copy, ld_out_bytes(st->rodata), st->rodata->size);
        uint64_t text = e->parts[st->p_text].offset;
        uint64_t kd = st->p_rodata != ELF_NO_PART ? e->parts[st->p_rodata].offset : 0;
        kd += st->kd_base;
        for (size_t i = 0; i < L->nkernels; i++) {
            const RocmKern *k = &st->kernels[i];
            if (k->fkernel)
                continue;
            uint8_t *d = st->rodata_copy + st->kd_base + k->kd_slot * KDESC_SIZE;
            memcpy(d, st->kds + k->kd_slot * KDESC_SIZE, KDESC_SIZE);
            put64(d + 16, (text + k->offset) - (kd + k->kd_slot * KDESC_SIZE));
        }
    } else if (st->rodata_copy) {
        size_t size = st->rodata->size;
        memcpy(st->rodata_copy, ld_out_bytes(st->rodata), size);
        /* clrxasm takes the section after .rodata as the code: .rela.dyn
         * when there is a GOT */
        uint64_t text = e->parts[st->p_rodata + 1].offset, rod = e->parts[st->p_rodata].offset;
        size_t kd = 0;
        for (size_t i = 0; i < st->nsyms; i++) {
            if (st->syms[i].kind != RS_KERNEL)
                continue;
            size_t at = 16 + kd * KDESC_SIZE;
            if (at + 8 <= size)
                put64(st->rodata_copy + at,
                      (text + st->syms[i].value) - (rod + kd * KDESC_SIZE));
            kd++;
        }
    }
    /* the dynamic table */
    uint8_t *d = (uint8_t *)st->dynamic.data;
    const uint64_t dyn[6][2] = {
        { DT_SYMTAB, e->parts[st->p_dynsym].offset }, { DT_SYMENT, 24 },
        { DT_STRTAB, e->parts[st->p_dynstr].offset }, { DT_STRSZ, e->parts[st->p_dynstr].size },
        { DT_HASH, e->parts[st->p_hash].offset }, { DT_NULL, 0 },
    };
    for (int i = 0; i < 6; i++) {
        put64(d + 16 * i, dyn[i][0]);
        put64(d + 16 * i + 8, dyn[i][1]);
    }
    /* GOT relocations: one R_AMDGPU_ABS64 per entry */
    if (st->ngot) {
        uint8_t *r = (uint8_t *)st->rela.data;
        uint64_t got = e->parts[st->p_got].offset;
        for (size_t i = 0; i < st->ngot; i++) {
            put64(r + 24 * i, got + 8 * i);
            put64(r + 24 * i + 8, ((uint64_t)(st->got_index[i] + 1) << 32) | R_AMDGPU_ABS64);
            put64(r + 24 * i + 16, 0);
        }
    }
    build_symbol_values(st, st->p_dynsym);
    build_symbol_values(st, st->p_symtab);
    StrBuf img = STRBUF_INIT;
    elfout_emit(e, &img);
    bool ok = ld_write_bytes(L, out, img.data, img.len);
    sb_free(&img);
    return ok;
}

const LdFormat ld_fmt_rocm = {
    .format = FMT_ROCM,
    .name = "rocm",
    .needs_content = true,
    .own_links = true,
    .check = rocm_check,
    .section_base = rocm_section_base,
    .write = rocm_write,
    .release = rocm_release,
};
