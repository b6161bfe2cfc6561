/* fmt_amd.c - the AMD Catalyst OpenCL 1.2 writer: the outer ELF (.rodata
 * with the global data and each kernel's metadata and header, .text with
 * one inner ELF per kernel, .comment with the compile options and the
 * driver string, symbols), and per kernel the inner ELF (its CAL notes,
 * code, data).  A kernel configured by `.config` gets its metadata string,
 * header and CAL notes made here from its records and register usage; a
 * kernel written in the raw style gets the bytes of its `.header`,
 * `.metadata` and CAL notes.  The format, the records and every rule
 * applied here are in docs/formats/amd.md; the output is the bytes clrxasm
 * writes for the same single source.
 *
 * Passes: check (sections, records applied per kernel, register counts) ->
 * write (resource ids, metadata, CAL notes, inner ELFs, the outer ELF).
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "cfgkey.h"
#include "diag.h"
#include "elfout.h"
#include "ld.h"

#define ALL32 0xffffffffu              /* a setting left to the writer */
#define NOT_SUPPLIED 0xfffffffeu       /* a resource id that is not written */
#define DRV_1124 112402u               /* driver thresholds (docs/formats/amd.md, 1) */
#define DRV_1348 134805u
#define DRV_1384 144505u
#define DRV_1526 152603u
#define DRV_1598 159805u
#define DRV_1642 164205u
#define DRV_NEWEST 99999909u
#define DEFAULT_DATA_SIZE 4736u        /* a kernel's .data when it has none */
#define CAL_ENC_OFFSET 0x1c0u          /* what the encoding entry says, always */

/* object section names of clrx-as (as/fmt_amd.c) */
#define SECT_GLOBALDATA ".amd-globaldata"
#define SECT_HEADER ".amd-header"
#define SECT_METADATA ".amd-metadata"
#define SECT_CALNOTE ".amd-calnote"

enum {
    CALNOTE_PROGINFO = 1, CALNOTE_INPUTS, CALNOTE_OUTPUTS, CALNOTE_CONDOUT,
    CALNOTE_FLOAT32CONSTS, CALNOTE_INT32CONSTS, CALNOTE_BOOL32CONSTS, CALNOTE_EARLYEXIT,
    CALNOTE_GLOBAL_BUFFERS, CALNOTE_CONSTANT_BUFFERS, CALNOTE_INPUT_SAMPLERS,
    CALNOTE_PERSISTENT_BUFFERS, CALNOTE_SCRATCH_BUFFERS, CALNOTE_SUB_CONSTANT_BUFFERS,
    CALNOTE_UAV_MAILBOX_SIZE, CALNOTE_UAV, CALNOTE_UAV_OP_MASK
};

/* kernel argument types, pointer spaces and access bits (docs/formats/amd.md, 6) */
enum {
    AT_VOID = 0, AT_POINTER = 11, AT_IMAGE = 12, AT_IMAGE3D = 18, AT_SAMPLER = 69,
    AT_STRUCTURE = 70, AT_COUNTER32 = 71, AT_COUNTER64 = 72
};
enum { PS_NONE = 0, PS_LOCAL, PS_CONSTANT, PS_GLOBAL };
enum { PA_READ_ONLY = 1, PA_WRITE_ONLY = 2, PA_ACCESS = 3, PA_CONST = 4, PA_RESTRICT = 8,
       PA_VOLATILE = 16 };

/* ---- tables of facts ---- */

/* the outer ELF's e_machine and the encoding entry's machine, per device
 * (0xffff / 0: the format does not support the device) */
static const uint16_t elf_machine[GPU_COUNT] = {
    0x3ff, 0x3fe, 0x3fd, 0x402, 0x403, 0x404, 0x405, 0x406, 0x407, 0x408, 0x409, 0x40a,
    0x40b, 0x40c, 0x40d, 0x411, 0x40f, 0x40e, 0x411, 0x40e, 0x40f, 0x412,
    0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff
};
static const uint32_t cal_machine[GPU_COUNT] = {
    0x1c, 0x1b, 0x1a, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x27, 0x29, 0x2a,
    0x2b, 0x2d, 0x2e, 0x31, 0x2c, 0x2f, 0x31, 0x2f, 0x2c, 0x32
};

/* Scalar and vector argument types: the metadata's type name, the element
 * size and the number of elements (KIND: u unsigned, i signed, f float,
 * d double, s structure, 0 not a value type). */
typedef struct ValType {
    const char *name;
    char kind;
    uint8_t elem, vec;
} ValType;

static ValType val_type(unsigned t)
{
    static const ValType scalars[11] = {
        { "u8", 'u', 1, 1 }, { "u8", 'u', 1, 1 }, { "i8", 'i', 1, 1 }, { "u16", 'u', 2, 1 },
        { "i16", 'i', 2, 1 }, { "u32", 'u', 4, 1 }, { "i32", 'i', 4, 1 },
        { "u64", 'u', 8, 1 }, { "i64", 'i', 8, 1 }, { "float", 'f', 4, 1 },
        { "double", 'd', 8, 1 }
    };
    /* the vector types, numbers 19.., in groups of 2, 3, 4, 8, 16 elements */
    static const ValType kinds[10] = {
        { "u8", 'u', 1, 0 }, { "i8", 'i', 1, 0 }, { "u16", 'u', 2, 0 }, { "i16", 'i', 2, 0 },
        { "u32", 'u', 4, 0 }, { "i32", 'i', 4, 0 }, { "u64", 'u', 8, 0 },
        { "i64", 'i', 8, 0 }, { "float", 'f', 4, 0 }, { "double", 'd', 8, 0 }
    };
    static const uint8_t vecs[5] = { 2, 3, 4, 8, 16 };
    if (t < 11)
        return scalars[t];
    if (t >= 19 && t < 69) {
        ValType v = kinds[(t - 19) / 5];
        v.vec = vecs[(t - 19) % 5];
        return v;
    }
    if (t == AT_SAMPLER)
        return (ValType){ "u32", 'u', 4, 1 };
    if (t == AT_STRUCTURE)
        return (ValType){ "struct", 's', 0, 1 };
    return (ValType){ NULL, 0, 1, 1 };
}

static bool is_image(unsigned t)
{
    return t >= AT_IMAGE && t <= AT_IMAGE3D;
}

/* ---- a kernel ---- */

typedef struct AmdArg {
    const char *name, *type_name;      /* NUL-terminated (clrxasm stops at a NUL) */
    uint8_t type, ptr_type, space, access, used;
    uint32_t struct_size;
    uint64_t const_size;
    uint32_t res_id;
} AmdArg;

typedef struct AmdUserData {
    uint32_t cls, slot, start, size;
} AmdUserData;

/* The settings of .config (docs/formats/amd.md, 6): ALL32 = left to the
 * writer. */
typedef struct AmdConfig {
    uint32_t dim_mask, cws[3], vgprs, sgprs, pgmrsrc2, floatmode;
    uint64_t hwlocal;
    uint32_t hwregion, scratch, uavprivate, uavid, cbid, printfid, privateid;
    uint32_t earlyexit, condout;
    uint8_t exceptions;
    bool ieee, tgsize, useprintf, useconstdata;
} AmdConfig;

/* A symbol that -S adds (docs/formats/amd.md, 10). */
typedef struct AmdSym {
    const char *name;
    uint64_t value, size;
    uint8_t info;
    uint16_t shndx;
} AmdSym;

typedef struct AmdNote {
    uint32_t type;
    const uint8_t *data;
    uint64_t size;
} AmdNote;

typedef struct AmdKern {
    LinkKernel *lk;
    const LinkConfig *config_rec;      /* first `config` record */
    const LinkConfig *raw_rec;         /* first header/metadata/CAL note record */
    AmdConfig c;
    AmdArg *args; size_t nargs, capargs;
    uint32_t *samplers; size_t nsamplers, capsamplers;
    AmdUserData *ud; size_t nud, capud;
    const OutSect *code, *data, *header, *metadata;
    AmdNote *notes; size_t nnotes, capnotes;
    const OutSect **extras; size_t nextras, capextras;
    AmdSym *syms; size_t nsyms, capsyms;   /* -S: in its inner binary */
    int32_t used_sgpr, used_vgpr;      /* highest indices its code uses, -1 none */
    /* made by the writer */
    uint32_t res_uavprivate, res_uavid, res_cbid, res_printfid, res_privateid, res_hwregion;
    uint32_t args_space, uavs;
    uint16_t *res_ids;                 /* per argument (16 bits, as clrxasm keeps them) */
    StrBuf metadata_str;
    uint8_t header_words[32];
    StrBuf notes_bin;                  /* the CAL notes of a .config kernel */
    StrBuf inner;                      /* the inner ELF */
} AmdKern;

typedef struct AmdState {
    CfgIndex keys;
    AmdKern *kernels;
    const OutSect *globaldata;
    const OutSect **extras; size_t nextras, capextras;
    AmdSym *syms; size_t nsyms, capsyms;   /* -S: in the outer binary */
    /* program-wide settings */
    const char *compile_options; size_t compile_options_len;
    const char *driver_info; size_t driver_info_len;
    uint32_t driver_version;           /* .driver_version: 0 = none */
} AmdState;

/* ---- the record table ---- */

enum {                                 /* CK_SPECIAL rows */
    SP_CONFIG, SP_RAW, SP_CALNOTE, SP_ARG, SP_USERDATA, SP_SAMPLER, SP_CWS, SP_DIMS,
    SP_LAYOUT
};

#define CFG(k, n, st, f, a) { k, n, CK_FORMAT, st, (uint16_t)offsetof(AmdConfig, f), a }
#define SPEC(k, n, a)       { k, n, CK_OTHER, CK_SPECIAL, 0, a }

static const CfgKey key_rows[] = {
    SPEC(PON_config, 0, SP_CONFIG),
    SPEC(PON_header, 0, SP_RAW),
    SPEC(PON_metadata, 0, SP_RAW),
    SPEC(PON_calnote, 1, SP_CALNOTE),
    SPEC(PON_arg, 6, SP_ARG),
    SPEC(PON_userdata, 4, SP_USERDATA),
    SPEC(PON_sampler, 1, SP_SAMPLER),
    SPEC(PON_cws, 3, SP_CWS),
    SPEC(PON_reqd_work_group_size, 3, SP_CWS),
    SPEC(PON_dims, 1, SP_DIMS),
    SPEC(PON_kernel, 2, SP_LAYOUT),
    SPEC(PON_section, 2, SP_LAYOUT),   /* (name, inner alignment) */
    SPEC(PON_text, 1, SP_LAYOUT),
    CFG(PON_sgprsnum, 1, CK_U32, sgprs, 0),
    CFG(PON_vgprsnum, 1, CK_U32, vgprs, 0),
    CFG(PON_pgmrsrc2, 1, CK_U32, pgmrsrc2, 0),
    CFG(PON_floatmode, 1, CK_U32, floatmode, 0),
    CFG(PON_exceptions, 1, CK_AND8, exceptions, 0x7f),
    CFG(PON_hwlocal, 1, CK_U64, hwlocal, 0),
    CFG(PON_localsize, 1, CK_U64, hwlocal, 0),
    CFG(PON_hwregion, 1, CK_U32, hwregion, 0),
    CFG(PON_scratchbuffer, 1, CK_U32, scratch, 0),
    CFG(PON_uavprivate, 1, CK_U32, uavprivate, 0),
    CFG(PON_uavid, 1, CK_U32, uavid, 0),
    CFG(PON_cbid, 1, CK_U32, cbid, 0),
    CFG(PON_printfid, 1, CK_U32, printfid, 0),
    CFG(PON_privateid, 1, CK_U32, privateid, 0),
    CFG(PON_earlyexit, 1, CK_U32, earlyexit, 0),
    CFG(PON_condout, 1, CK_U32, condout, 0),
    CFG(PON_ieeemode, 0, CK_BOOL, ieee, 0),
    CFG(PON_tgsize, 0, CK_BOOL, tgsize, 0),
    CFG(PON_useprintf, 0, CK_BOOL, useprintf, 0),
    CFG(PON_useconstdata, 0, CK_BOOL, useconstdata, 0),
};

static AmdState *state(Link *L)
{
    if (!L->fmt_state) {
        AmdState *st = arena_zalloc(L->arena, sizeof *st);
        cfgkey_index(&st->keys, key_rows, CLRX_ARRAY_SIZE(key_rows));
        L->fmt_state = st;
    }
    return L->fmt_state;
}

static void amd_release(Link *L)
{
    AmdState *st = L->fmt_state;
    if (!st)
        return;
    if (st->kernels)
        for (size_t i = 0; i < L->nkernels; i++) {
            AmdKern *k = &st->kernels[i];
            free(k->args);
            free(k->samplers);
            free(k->ud);
            free(k->notes);
            free(k->extras);
            free(k->syms);
            free(k->res_ids);
            sb_free(&k->metadata_str);
            sb_free(&k->notes_bin);
            sb_free(&k->inner);
        }
    free(st->kernels);
    free(st->extras);
    free(st->syms);
    L->fmt_state = NULL;
}

/* Every section but code has absolute addresses: its offsets. */
static bool amd_section_base(const Link *L, const OutSect *s, uint64_t *base)
{
    (void)L;
    if (s->kind == OSECT_CODE)
        return false;
    *base = 0;
    return true;
}

/* ---- applying the records ---- */

static void bad_record(const LinkConfig *c, const char *why)
{
    ld_error_at(c->obj, &c->rec->src, "configuration record '%s' %s", c->rec->key, why);
}

static void kernel_init(AmdKern *k, LinkKernel *lk)
{
    memset(k, 0, sizeof *k);
    k->lk = lk;
    AmdConfig *c = &k->c;
    c->floatmode = 0xc0;
    c->dim_mask = c->sgprs = c->vgprs = c->hwregion = ALL32;
    c->uavid = c->privateid = c->printfid = c->uavprivate = c->cbid = ALL32;
}

/* A string value as clrxasm keeps it: up to its first NUL. */
static const char *rec_string(const ObjConfigValue *v)
{
    return obj_cv_is_str(v) && v->str ? v->str : "";
}

/* The kernel has both kinds of configuration: what one concatenated source
 * reports (each opener of the kind that came second). */
static void mixed_kinds(AmdKern *k, const LinkConfig *c, bool config)
{
    if (config)
        ld_error_at(c->obj, &c->rec->src, "kernel '%s' has a header, metadata or CAL notes "
                    "(first at %s:%u), so it cannot have .config", k->lk->name,
                    k->raw_rec->rec->src.file ? k->raw_rec->rec->src.file : "?",
                    k->raw_rec->rec->src.line);
    else
        ld_error_at(c->obj, &c->rec->src, "kernel '%s' has .config (at %s:%u), so it "
                    "cannot have a header, metadata or CAL notes", k->lk->name,
                    k->config_rec->rec->src.file ? k->config_rec->rec->src.file : "?",
                    k->config_rec->rec->src.line);
}

static void apply_special(AmdKern *k, const LinkConfig *c, const CfgKey *row,
                          const uint64_t *v)
{
    switch (row->arg) {
    case SP_CONFIG:
        if (k->raw_rec) {
            mixed_kinds(k, c, true);
            return;
        }
        if (!k->config_rec)
            k->config_rec = c;
        return;
    case SP_RAW:
    case SP_CALNOTE:
        if (k->config_rec) {
            mixed_kinds(k, c, false);
            return;
        }
        if (!k->raw_rec)
            k->raw_rec = c;
        return;
    case SP_USERDATA:
        if (k->nud == 16) {
            bad_record(c, "is the 17th user data element of the kernel (at most 16)");
            return;
        }
        CLRX_GROW(k->ud, k->nud, k->capud);
        k->ud[k->nud++] = (AmdUserData){ (uint32_t)v[0], (uint32_t)v[1], (uint32_t)v[2],
                                         (uint32_t)v[3] };
        return;
    case SP_SAMPLER:
        CLRX_GROW(k->samplers, k->nsamplers, k->capsamplers);
        k->samplers[k->nsamplers++] = (uint32_t)v[0];
        return;
    case SP_CWS:
        for (int i = 0; i < 3; i++)
            k->c.cws[i] = (uint32_t)v[i];
        return;
    case SP_DIMS:
        k->c.dim_mask = (uint32_t)v[0];
        return;
    case SP_LAYOUT:                    /* check_layouts() */
        return;
    default:
        return;
    }
}

static void apply_arg(AmdKern *k, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    if (r->nvals != 6 || !obj_cv_is_str(&r->vals[0]) || !obj_cv_is_str(&r->vals[1]) ||
        obj_cv_is_str(&r->vals[2]) || obj_cv_is_str(&r->vals[3]) ||
        obj_cv_is_str(&r->vals[4]) || obj_cv_is_str(&r->vals[5])) {
        bad_record(c, "has wrong values");
        return;
    }
    const char *name = rec_string(&r->vals[0]);
    for (size_t i = 0; i < k->nargs; i++)
        if (strcmp(k->args[i].name, name) == 0) {
            ld_error_at(c->obj, &r->src, "kernel argument '%s' is already defined", name);
            return;
        }
    uint64_t packed = r->vals[2].num;
    AmdArg a = { name, rec_string(&r->vals[1]), (uint8_t)packed, (uint8_t)(packed >> 8),
                 (uint8_t)(packed >> 16), (uint8_t)(packed >> 24), (uint8_t)(packed >> 32),
                 (uint32_t)r->vals[3].num, r->vals[4].num, (uint32_t)r->vals[5].num };
    if (a.type > AT_COUNTER64 || a.ptr_type > AT_COUNTER64 || a.space > PS_GLOBAL) {
        bad_record(c, "has an unknown argument type or pointer space");
        return;
    }
    CLRX_GROW(k->args, k->nargs, k->capargs);
    k->args[k->nargs++] = a;
}

static void apply_record(AmdState *st, AmdKern *k, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    const CfgKey *row = cfgkey_find(&st->keys, r->name);
    if (!row) {
        bad_record(c, "is not a setting of the amd format");
        return;
    }
    if (row->store == CK_SPECIAL && row->arg == SP_ARG) {
        apply_arg(k, c);
        return;
    }
    if (r->name == PON_section)        /* check_layouts() */
        return;
    uint64_t v[CFG_MAX_VALUES];
    const char *why = cfgkey_values(row, r, v);
    if (why) {
        bad_record(c, why);
        return;
    }
    if (row->store == CK_SPECIAL)
        apply_special(k, c, row, v);
    else
        cfgkey_store(&k->c, row, v[0]);
}

static void apply_program_record(AmdState *st, const LinkConfig *c)
{
    const ObjConfigRec *r = c->rec;
    bool str = r->nvals == 1 && obj_cv_is_str(&r->vals[0]);
    switch (r->name) {
    case PON_compile_options:
        if (!str)
            break;
        st->compile_options = r->vals[0].str;
        st->compile_options_len = r->vals[0].len;
        return;
    case PON_driver_info:
        if (!str)
            break;
        st->driver_info = r->vals[0].str;
        st->driver_info_len = r->vals[0].len;
        return;
    case PON_driver_version:
        if (r->nvals != 1 || obj_cv_is_str(&r->vals[0]))
            break;
        st->driver_version = (uint32_t)r->vals[0].num;
        return;
    case PON_global:           /* -S: forced_symbols() */
        if (!str)
            break;
        return;
    case PON_main:             /* check_layouts() */
    case PON_section:          /* check_layouts() */
        return;
    default:
        bad_record(c, "is not a program-wide setting of the amd format");
        return;
    }
    bad_record(c, "has wrong values");
}

/* ---- check: sections, records, register counts ---- */

/* Each CAL note is one part of a `.amd-calnote` section of its kernel; the
 * n-th such part of an object goes with the object's n-th `calnote` record
 * of that kernel (its type). */
static bool collect_notes(Link *L, AmdState *st)
{
    bool ok = true;
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        /* per kernel of the object, the index of its next calnote record */
        size_t *next = xcalloc(o->nkernels ? o->nkernels : 1, sizeof *next);
        for (size_t s = 0; s < o->nsections; s++) {
            const ObjSection *os = &o->sections[s];
            if (os->kernel < 0 || os->kind != OSECT_CONFIG || strcmp(os->name, SECT_CALNOTE))
                continue;
            const OutPlace *p = &lo->place[s];
            if (!p->out)
                continue;
            const ObjConfigRec *rec = NULL;
            size_t *c = &next[os->kernel];
            while (*c < o->nconfigs && (o->configs[*c].kernel != os->kernel ||
                                        o->configs[*c].name != PON_calnote))
                (*c)++;
            if (*c < o->nconfigs)
                rec = &o->configs[(*c)++];
            if (!rec || rec->nvals != 1 || obj_cv_is_str(&rec->vals[0])) {
                diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                        "a CAL note section has no record of its type");
                ok = false;
                continue;
            }
            AmdKern *k = &st->kernels[lo->kmap[os->kernel]];
            CLRX_GROW(k->notes, k->nnotes, k->capnotes);
            /* an empty note has no bytes (and its section no buffer) */
            const uint8_t *bytes = p->out->data.data
                                       ? (const uint8_t *)p->out->data.data + p->offset : NULL;
            k->notes[k->nnotes++] = (AmdNote){ (uint32_t)rec->vals[0].num, bytes, os->size };
        }
        free(next);
    }
    return ok;
}

static bool collect_sections(Link *L, AmdState *st)
{
    bool ok = true;
    for (size_t i = 0; i < L->nouts; i++) {
        const OutSect *s = L->outs[i];
        const char *why = NULL;
        if (s->kernel >= 0) {
            AmdKern *k = &st->kernels[s->kernel];
            switch (s->kind) {
            case OSECT_CODE:
                if (!strcmp(s->name, ".text") && !k->code) {
                    k->code = s;
                    continue;
                }
                why = "a second code section of a kernel";
                break;
            case OSECT_KDATA:
                k->data = s;
                continue;
            case OSECT_CONFIG:
                if (!strcmp(s->name, SECT_HEADER)) {
                    k->header = s;
                    continue;
                }
                if (!strcmp(s->name, SECT_METADATA)) {
                    k->metadata = s;
                    continue;
                }
                if (!strcmp(s->name, SECT_CALNOTE))
                    continue;
                why = "an unknown part of a kernel";
                break;
            case OSECT_OTHER:
                CLRX_GROW(k->extras, k->nextras, k->capextras);
                k->extras[k->nextras++] = s;
                continue;
            default:
                why = "of a kind the format has no place for in a kernel";
                break;
            }
        } else if (s->kernel == OBJ_KERN_GLOBAL) {
            switch (s->kind) {
            case OSECT_RODATA:
                if (!strcmp(s->name, SECT_GLOBALDATA) && !st->globaldata) {
                    st->globaldata = s;
                    continue;
                }
                why = "a second global data section";
                break;
            case OSECT_OTHER:
                CLRX_GROW(st->extras, st->nextras, st->capextras);
                st->extras[st->nextras++] = s;
                continue;
            case OSECT_CODE:
                why = "code outside any kernel (each kernel has its own .text)";
                break;
            default:
                why = "of a kind the format has no place for";
                break;
            }
        } else {
            why = "a section of an inner binary";
        }
        diag_at(DIAG_ERROR, (SrcPos){ .file = s->first_obj->name }, NULL, 0,
                "section '%s' (%s) cannot be in amd output: %s", s->name,
                obj_sect_kind_name(s->kind), why);
        ok = false;
    }
    return ok && collect_notes(L, st);
}


/* The highest registers each kernel's code uses: the union of the ranges
 * that name it, except that clrxasm loses the counts of the code after the
 * last entry into a kernel's code when the program ends there and the
 * kernel is not the last declared one (the last object's `text` record). */
static void used_registers(Link *L, AmdState *st)
{
    const LinkObj *last = L->nobjs ? L->objs[L->nobjs - 1] : NULL;
    for (size_t i = 0; i < L->nkernels; i++)
        st->kernels[i].used_sgpr = st->kernels[i].used_vgpr = -1;
    int32_t drop_kernel = -1, drop_sect = -1;
    uint64_t drop_from = 0;
    if (last)
        for (size_t c = 0; c < last->obj->nconfigs; c++) {
            const ObjConfigRec *r = &last->obj->configs[c];
            if (r->name != PON_text || r->kernel < 0 || r->nvals != 1 ||
                obj_cv_is_str(&r->vals[0]))
                continue;
            int32_t k = last->kmap[r->kernel];
            if ((size_t)k + 1 == L->nkernels)
                continue;
            for (size_t j = 0; j < last->obj->nsections; j++)
                if (last->obj->sections[j].kernel == r->kernel &&
                    last->obj->sections[j].kind == OSECT_CODE)
                    drop_sect = (int32_t)j;
            drop_kernel = k;
            drop_from = r->vals[0].num;
        }
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        for (size_t j = 0; j < lo->obj->nregusage; j++) {
            const ObjRegUsage *u = &lo->obj->regusage[j];
            for (uint32_t n = 0; n < u->nkernels; n++) {
                int32_t k = ld_range_kernel(L, lo, u, n);
                if (k < 0)
                    continue;
                if (lo == last && k == drop_kernel && u->section == drop_sect &&
                    u->start >= drop_from)
                    continue;
                AmdKern *ak = &st->kernels[k];
                if (u->max_sgpr > ak->used_sgpr)
                    ak->used_sgpr = u->max_sgpr;
                if (u->max_vgpr > ak->used_vgpr)
                    ak->used_vgpr = u->max_vgpr;
            }
        }
    }
}

/* Register counts of a .config kernel (docs/formats/amd.md, 6). */
static void count_registers(const Link *L, AmdKern *k)
{
    GpuArch arch = gpu_arch(L->target.gpu);
    AmdConfig *c = &k->c;
    uint32_t user_sgprs = 0;
    for (size_t i = 0; i < k->nud; i++)
        if (k->ud[i].start + k->ud[i].size > user_sgprs)
            user_sgprs = k->ud[i].start + k->ud[i].size;
    uint32_t dims = c->dim_mask != ALL32 ? c->dim_mask : (c->pgmrsrc2 >> 7) & 7;
    uint32_t min[2];
    gpu_setup_min_regs(arch, dims, user_sgprs,
                       (c->tgsize ? GPU_SETUP_TGSIZE_EN : 0) |
                       (c->scratch ? GPU_SETUP_SCRATCH_EN : 0), min);
    uint32_t used_sgprs = (uint32_t)(k->used_sgpr + 1);
    uint32_t used_vgprs = (uint32_t)(k->used_vgpr + 1);
    if (c->sgprs == ALL32) {
        uint32_t n = min[0] > used_sgprs ? min[0] : used_sgprs;
        uint32_t max = gpu_max_regs(arch, GPU_REGTYPE_SGPR, GPU_REGCOUNT_NO_VCC);
        c->sgprs = n < max ? n : max;
    }
    if (c->vgprs == ALL32)
        c->vgprs = min[1] > used_vgprs ? min[1] : used_vgprs;
}

/* ---- objects joined as one source (docs/formats/amd.md, 5) ---- */

/* Where the part of section j of object lo would start with nothing
 * before it: the end of the last non-empty part of the same output
 * section in the objects before. */
static uint64_t part_start(const Link *L, const LinkObj *lo, size_t j)
{
    const OutSect *out = lo->place[j].out;
    uint64_t end = 0;
    for (size_t i = 0; i < L->nobjs && L->objs[i] != lo; i++) {
        const LinkObj *x = L->objs[i];
        for (size_t s = 0; s < x->obj->nsections; s++)
            if (x->place[s].out == out && x->obj->sections[s].size)
                end = x->place[s].offset + x->obj->sections[s].size;
    }
    return end;
}

/* The `main` and `kernel` records say what each object wrote into the
 * first section of a layout before it chose one by name, and where it left
 * each layout.  One concatenated source would have put those bytes where
 * the objects before left the layout: that must be the same section. */
static bool check_layouts(Link *L)
{
    bool ok = true, at_gdata = true;
    bool *in_code = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *in_code);
    bool *declared = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *declared);
    const char *where = "the global data";
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (size_t c = 0; c < o->nconfigs; c++) {
            const ObjConfigRec *r = &o->configs[c];
            if (r->nvals != 2 || obj_cv_is_str(&r->vals[0]) || obj_cv_is_str(&r->vals[1]))
                continue;
            if (r->kernel == OBJ_KERN_GLOBAL && r->name == PON_main) {
                if (r->vals[0].num && !at_gdata) {
                    diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                            "this object writes into the global data before it names a "
                            "section (.globaldata), but the objects before it leave the "
                            "program in %s: one concatenated source would continue there",
                            where);
                    ok = false;
                }
            } else if (r->kernel >= 0 && r->name == PON_kernel) {
                int32_t k = lo->kmap[r->kernel];
                if (r->vals[0].num && declared[k] && !in_code[k]) {
                    ld_error_at(lo, &o->kernels[r->kernel].src, "this object writes code "
                                "into kernel '%s' before it names a section (.text), but "
                                "the objects before it leave the kernel in another section: "
                                "one concatenated source would continue there",
                                L->kernels[k].name);
                    ok = false;
                }
            }
        }
        for (size_t c = 0; c < o->nconfigs; c++) {
            const ObjConfigRec *r = &o->configs[c];
            if (r->nvals != 2 || obj_cv_is_str(&r->vals[0]) || obj_cv_is_str(&r->vals[1]))
                continue;
            if (r->kernel == OBJ_KERN_GLOBAL && r->name == PON_main) {
                at_gdata = r->vals[1].num != 0;
                where = "another section";
            } else if (r->kernel >= 0 && r->name == PON_kernel) {
                int32_t k = lo->kmap[r->kernel];
                in_code[k] = r->vals[1].num != 0;
                declared[k] = true;
            }
        }
    }
    free(in_code);
    free(declared);
    /* alignments after a part's first byte: right only when the part starts
     * where the concatenated source would have it */
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (size_t c = 0; c < o->nconfigs; c++) {
            const ObjConfigRec *r = &o->configs[c];
            if (r->name != PON_section || r->nvals != 2 || !obj_cv_is_str(&r->vals[0]) ||
                obj_cv_is_str(&r->vals[1]))
                continue;
            for (size_t j = 0; j < o->nsections; j++) {
                const ObjSection *os = &o->sections[j];
                if (os->kernel != r->kernel || strcmp(os->name, r->vals[0].str) ||
                    !lo->place[j].out)
                    continue;
                uint64_t inner = r->vals[1].num, prev;
                if (inner > 1 && os->size && (prev = part_start(L, lo, j)) % inner != 0) {
                    diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                            "this object aligns data in '%s' to %llu bytes after its first "
                            "byte, but its part follows the objects before it at offset "
                            "%llu: one concatenated source would pad it otherwise", os->name,
                            (unsigned long long)inner, (unsigned long long)prev);
                    ok = false;
                }
            }
        }
    }
    return ok;
}

/* ---- the symbols that -S adds (docs/formats/amd.md, 10) ---- */

static long index_of(const OutSect *const *arr, size_t n, const OutSect *s)
{
    for (size_t i = 0; i < n; i++)
        if (arr[i] == s)
            return (long)i;
    return -1;
}

static void add_forced(Link *L, AmdState *st, HashTab *seen, const LinkObj *lo, uint32_t i)
{
    const ObjSymbol *sym = &lo->obj->symbols[i];
    if (sym->bind == OBJ_LOCAL || sym->section == OBJ_SHN_UNDEF)
        return;
    if (ht_get(seen, sym->name, strlen(sym->name)))
        return;
    LinkValue v = ld_symbol_value(L, lo, i);
    uint8_t info = (uint8_t)((sym->bind == OBJ_WEAK ? STB_WEAK : STB_GLOBAL) << 4 |
                             (sym->elf_type & 0xf));
    AmdSym as = { sym->name, v.value, sym->size, info, SHN_ABS };
    AmdSym **arr = &st->syms;
    size_t *n = &st->nsyms, *cap = &st->capsyms;
    if (v.kind == LV_SECT) {
        const OutSect *s = v.sect;
        long x;
        if (s->kernel >= 0) {
            AmdKern *k = &st->kernels[s->kernel];
            if (s->kind == OSECT_CODE)
                as.shndx = 2;
            else if (s->kind == OSECT_KDATA)
                as.shndx = 3;
            else if (s->kind == OSECT_OTHER &&
                     (x = index_of(k->extras, k->nextras, s)) >= 0)
                as.shndx = (uint16_t)(6 + x);
            else
                return;             /* header, metadata, CAL notes: no section */
            arr = &k->syms;
            n = &k->nsyms;
            cap = &k->capsyms;
        } else if (s->kind == OSECT_OTHER && (x = index_of(st->extras, st->nextras, s)) >= 0)
            as.shndx = (uint16_t)((L->nkernels ? 7 : 5) + x);
        else
            return;                 /* the global data has no section of its own */
    } else if (v.kind != LV_ABS)
        return;
    ht_put(seen, sym->name, strlen(sym->name), (void *)1);
    CLRX_GROW(*arr, *n, *cap);
    (*arr)[(*n)++] = as;
}

/* The `global` records name the symbols in clrxasm's order; without any
 * (-S given only to the linker), every object's global and weak symbols in
 * their order. */
static void forced_symbols(Link *L, AmdState *st)
{
    if (!L->target.force_add_symbols)
        return;
    HashTab *seen = ht_new(64);
    bool any = false;
    for (size_t c = 0; c < L->nconfigs; c++) {
        const LinkConfig *lc = &L->configs[c];
        if (lc->rec->name != PON_global || lc->rec->nvals != 1 ||
            !obj_cv_is_str(&lc->rec->vals[0]))
            continue;
        any = true;
        /* the object's own symbol of that name (its global entry says which) */
        const char *name = lc->rec->vals[0].str;
        const LinkSym *ls = ld_lookup(L, name);
        const Object *o = lc->obj->obj;
        if (ls && ls->def_obj == lc->obj)
            add_forced(L, st, seen, lc->obj, ls->def_sym);
        else
            for (uint32_t i = 0; i < o->nsymbols; i++)
                if (o->symbols[i].bind != OBJ_LOCAL && o->symbols[i].section != OBJ_SHN_UNDEF &&
                    !strcmp(o->symbols[i].name, name)) {
                    add_forced(L, st, seen, lc->obj, i);
                    break;
                }
    }
    for (size_t j = 0; j < L->nobjs && !any; j++)
        for (uint32_t i = 0; i < L->objs[j]->obj->nsymbols; i++)
            if (!strstr(L->objs[j]->obj->symbols[i].name, "::"))
                add_forced(L, st, seen, L->objs[j], i);
    ht_free(seen);
}

static bool amd_check(Link *L)
{
    AmdState *st = state(L);
    st->kernels = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *st->kernels);
    for (size_t i = 0; i < L->nkernels; i++)
        kernel_init(&st->kernels[i], &L->kernels[i]);
    if (!collect_sections(L, st) || !check_layouts(L))
        return false;
    used_registers(L, st);
    for (size_t i = 0; i < L->nconfigs; i++)
        apply_program_record(st, &L->configs[i]);
    for (size_t i = 0; i < L->nkernels; i++) {
        AmdKern *k = &st->kernels[i];
        for (size_t c = 0; c < k->lk->nconfigs; c++)
            apply_record(st, k, &k->lk->configs[c]);
        if (k->config_rec)
            count_registers(L, k);
    }
    forced_symbols(L, st);
    return !diag_failed();
}

/* ---- numbers in the metadata ---- */

static void put_dec(StrBuf *b, uint64_t v)
{
    sb_printf(b, "%llu", (unsigned long long)v);
}

/* clrxasm's reading of an unsigned 32-bit number in C syntax (decimal, 0x
 * hex, 0b binary, 0 octal): false when there is no number or it does not
 * fit; *end after it. */
static bool parse_c_uint(const char *p, const char *end, uint32_t *out, const char **next)
{
    uint64_t v = 0;
    const char *q = p;
    if (p >= end)
        return false;
    if (*p == '0' && p + 1 < end && (p[1] == 'x' || p[1] == 'X')) {
        for (q = p + 2; q < end; q++) {
            int d = *q >= '0' && *q <= '9' ? *q - '0'
                  : *q >= 'a' && *q <= 'f' ? *q - 'a' + 10
                  : *q >= 'A' && *q <= 'F' ? *q - 'A' + 10 : -1;
            if (d < 0)
                break;
            if (v & 0xf0000000u)
                return false;
            v = (v << 4) + (unsigned)d;
        }
        if (q == p + 2)
            return false;
    } else if (*p == '0' && p + 1 < end && (p[1] == 'b' || p[1] == 'B')) {
        for (q = p + 2; q < end && (*q == '0' || *q == '1'); q++) {
            if (v & 0x80000000u)
                return false;
            v = (v << 1) + (unsigned)(*q - '0');
        }
        if (q == p + 2)
            return false;
    } else if (*p == '0') {
        for (q = p + 1; q < end && *q >= '0' && *q <= '7'; q++) {
            if (v & 0xe0000000u)
                return false;
            v = (v << 3) + (unsigned)(*q - '0');
        }
    } else {
        for (q = p; q < end && *q >= '0' && *q <= '9'; q++) {
            if (v > 0xffffffffu / 10)
                return false;
            unsigned d = (unsigned)(*q - '0');
            v = v * 10 + d;
            if ((v & 0xffffffffu) < d)
                return false;
        }
        if (q == p)
            return false;
    }
    *out = (uint32_t)v;
    *next = q;
    return true;
}

/* ---- driver version and string ---- */

typedef struct DriverSetup {
    uint32_t version;                  /* what the layout follows */
    StrBuf info;                       /* the driver string in .comment */
} DriverSetup;

static void driver_setup(const Link *L, const AmdState *st, DriverSetup *d)
{
    /* what clrxasm hands its writer: .driver_version, else (no driver
     * string either) the version of the command line */
    uint32_t given = st->driver_version;
    size_t info_len = st->driver_info ? strlen(st->driver_info) : 0;
    bool info_given = st->driver_info_len != 0;
    if (given == 0 && !info_given)
        given = L->target.driver_version;
    d->version = DRV_NEWEST;
    sb_clear(&d->info);
    if (!info_given) {
        sb_printf(&d->info, "@(#) OpenCL 1.2 AMD-APP (%u.%u).  Driver version: %u.%u (VM)",
                  given / 100u, given % 100u, given / 100u, given % 100u);
        d->version = given;
    } else if (given == 0) {
        /* the version is read from the string: "AMD-APP (MAJOR.MINOR" */
        sb_append(&d->info, st->driver_info, info_len);
        const char *s = st->driver_info, *e = s + info_len;
        const char *at = strstr(s, "AMD-APP");
        if (at) {
            uint32_t major, minor;
            const char *p = at + 9, *q;
            if (p <= e && parse_c_uint(p, e, &major, &q) && q + 1 <= e &&
                parse_c_uint(q + 1, e, &minor, &q))
                d->version = major * 100u + minor;
        }
    }
    /* both given: no driver string, the newest layout */
}

/* ---- resource ids (docs/formats/amd.md, 7) ---- */

static bool kernel_fail(const AmdKern *k, const char *msg)
{
    ld_kernel_output_error(k->lk, "%s (kernel '%s')", msg, k->lk->name);
    return false;
}

static uint32_t value_size(unsigned type)
{
    ValType t = val_type(type);
    return (uint32_t)(t.vec == 3 ? 4 : t.vec) * t.elem;
}

static bool resource_ids(const Link *L, const AmdState *st, uint32_t drv, AmdKern *k)
{
    const bool old1348 = drv < DRV_1348, old1598 = drv < DRV_1598;
    const AmdConfig *c = &k->c;
    GpuArch arch = gpu_arch(L->target.gpu);
    if (k->nud > 16)
        return kernel_fail(k, "more than 16 user data elements");
    if (c->vgprs > gpu_max_regs(arch, GPU_REGTYPE_VGPR, 0))
        return kernel_fail(k, "used VGPRs number out of range");
    if (c->sgprs > gpu_max_regs(arch, GPU_REGTYPE_SGPR, GPU_REGCOUNT_NO_VCC))
        return kernel_fail(k, "used SGPRs number out of range");
    if (c->hwlocal > 32768)
        return kernel_fail(k, "local size out of range");
    if (c->floatmode >= 256)
        return kernel_fail(k, "float mode out of range");
    k->res_hwregion = c->hwregion == ALL32 ? 0 : c->hwregion;
    for (size_t i = 0; i < k->nargs; i++) {
        const AmdArg *a = &k->args[i];
        if (is_image(a->type) && (a->access & PA_ACCESS) == 0)
            return kernel_fail(k, "invalid access qualifier for an image");
        if (a->type == AT_POINTER && a->space == PS_NONE)
            return kernel_fail(k, "wrong pointer space");
    }
    if (c->uavprivate == ALL32) {
        bool structs = false;
        uint32_t amount = 0;
        for (size_t i = 0; i < k->nargs; i++) {
            const AmdArg *a = &k->args[i];
            if (a->type == AT_STRUCTURE || a->type == AT_COUNTER32)
                structs = true;
            if (!old1598 && a->type != AT_STRUCTURE)
                continue;
            if (a->type == AT_POINTER)
                amount += 32;
            else if (a->type == AT_STRUCTURE)
                amount += old1598 ? 32 : (a->struct_size + 15) & ~15u;
            else
                amount += ((value_size(a->type) + 15) >> 4) << 5;
        }
        k->res_uavprivate = structs ? amount : 0;
        if (k->res_uavprivate < c->scratch)
            k->res_uavprivate = c->scratch;
    } else
        k->res_uavprivate = c->uavprivate;
    if (c->uavid == ALL32) {
        if (drv < DRV_1348 || drv > DRV_1384)
            k->res_uavid = old1348 ? 9 : 11;
        else {
            bool ptr = false;
            for (size_t i = 0; i < k->nargs; i++)
                if (k->args[i].type == AT_POINTER &&
                    (k->args[i].space == PS_CONSTANT || k->args[i].space == PS_GLOBAL))
                    ptr = true;
            k->res_uavid = ptr || c->useprintf ? 11 : NOT_SUPPLIED;
        }
    } else
        k->res_uavid = c->uavid;
    k->res_cbid = c->cbid == ALL32 ? (old1348 ? NOT_SUPPLIED : 10) : c->cbid;
    if (c->printfid == ALL32)
        k->res_printfid = !old1348 && (drv >= DRV_1526 || c->useprintf) ? 9 : NOT_SUPPLIED;
    else
        k->res_printfid = c->printfid;
    k->res_privateid = c->privateid == ALL32 ? 8 : c->privateid;
    if (k->res_uavid != NOT_SUPPLIED && k->res_uavid >= 1024)
        return kernel_fail(k, "UAV id out of range");
    if (k->res_cbid != NOT_SUPPLIED && k->res_cbid >= 1024)
        return kernel_fail(k, "constant buffer id out of range");
    if (k->res_printfid != NOT_SUPPLIED && k->res_printfid >= 1024)
        return kernel_fail(k, "printf id out of range");
    if (k->res_privateid != NOT_SUPPLIED && k->res_privateid >= 1024)
        return kernel_fail(k, "private id out of range");

    /* the ids given, then the others in order */
    uint8_t puav[1024] = { 0 }, cb[160] = { 0 }, rd[128] = { 0 }, wr[8] = { 0 }, cnt[8] = { 0 };
    uint32_t npuav = k->res_uavid + 1, ncb = 2 + (st->globaldata && st->globaldata->size);
    uint32_t nrd = 0, nwr = 0, ncnt = 0;
    k->res_ids = xcalloc(k->nargs ? k->nargs : 1, sizeof *k->res_ids);
    for (size_t i = 0; i < k->nargs; i++) {
        const AmdArg *a = &k->args[i];
        uint32_t id = a->res_id;
        if (id == ALL32)
            continue;
        if (a->type == AT_POINTER &&
            (a->space == PS_GLOBAL || (a->space == PS_CONSTANT && !old1348))) {
            if ((id < 9 && a->used) || (!a->used && id != k->res_uavid) || id >= 1024)
                return kernel_fail(k, "UAV id of an argument out of range");
            if (puav[id] && id != k->res_uavid)
                return kernel_fail(k, "UAV id of an argument already used");
            puav[id] = 1;
            k->res_ids[i] = (uint16_t)id;
        } else if (a->type == AT_POINTER && a->space == PS_CONSTANT) {
            if (id < 2 || id >= 160)
                return kernel_fail(k, "constant buffer id of an argument out of range");
            if (cb[id])
                return kernel_fail(k, "constant buffer id of an argument already used");
            cb[id] = 1;
            k->res_ids[i] = (uint16_t)id;
        } else if (is_image(a->type)) {
            if (a->access & PA_READ_ONLY) {
                if (id >= 128)
                    return kernel_fail(k, "read-only image id out of range");
                if (rd[id])
                    return kernel_fail(k, "read-only image id already used");
                rd[id] = 1;
                k->res_ids[i] = (uint16_t)id;
            } else if (a->access & PA_WRITE_ONLY) {
                if (id >= 8)
                    return kernel_fail(k, "write-only image id out of range");
                if (wr[id])
                    return kernel_fail(k, "write-only image id already used");
                wr[id] = 1;
                k->res_ids[i] = (uint16_t)id;
            }
        } else if (a->type == AT_COUNTER32) {
            if (id >= 8)
                return kernel_fail(k, "counter id out of range");
            if (cnt[id])
                return kernel_fail(k, "counter id already used");
            cnt[id] = 1;
            k->res_ids[i] = (uint16_t)id;
        }
    }
    for (size_t i = 0; i < k->nargs; i++) {
        const AmdArg *a = &k->args[i];
        if (a->res_id != ALL32)
            continue;
        if (a->type == AT_POINTER &&
            (a->space == PS_GLOBAL || (a->space == PS_CONSTANT && !old1348))) {
            if (a->used) {
                while (npuav < 1024 && puav[npuav])
                    npuav++;
                if (npuav == 1024)
                    return kernel_fail(k, "UAV id of an argument out of range");
                k->res_ids[i] = (uint16_t)npuav++;
            } else
                k->res_ids[i] = (uint16_t)k->res_uavid;
        } else if (a->type == AT_POINTER && a->space == PS_CONSTANT) {
            while (ncb < 160 && cb[ncb])
                ncb++;
            if (ncb == 160)
                return kernel_fail(k, "constant buffer id of an argument out of range");
            k->res_ids[i] = (uint16_t)ncb++;
        } else if (is_image(a->type)) {
            if (a->access & PA_READ_ONLY) {
                while (nrd < 128 && rd[nrd])
                    nrd++;
                if (nrd == 128)
                    return kernel_fail(k, "read-only image id out of range");
                k->res_ids[i] = (uint16_t)nrd++;
            } else if (a->access & PA_WRITE_ONLY) {
                while (nwr < 8 && wr[nwr])
                    nwr++;
                if (nwr == 8)
                    return kernel_fail(k, "write-only image id out of range");
                k->res_ids[i] = (uint16_t)nwr++;
            }
        } else if (a->type == AT_COUNTER32) {
            while (ncnt < 8 && cnt[ncnt])
                ncnt++;
            if (ncnt == 8)
                return kernel_fail(k, "counter id out of range");
            k->res_ids[i] = (uint16_t)ncnt++;
        }
    }
    return true;
}

/* ---- the metadata string (docs/formats/amd.md, 8) ---- */

static bool make_metadata(const Link *L, const AmdState *st, uint32_t drv, AmdKern *k,
                          uint32_t arg_samplers, uint32_t unique_id)
{
    const bool old1124 = drv < DRV_1124, old1348 = drv < DRV_1348;
    static const char *const image_names[] = { "2D", "1D", "1DA", "1DB", "2D", "2DA", "3D" };
    const AmdConfig *c = &k->c;
    StrBuf *m = &k->metadata_str;
    const char *name = k->lk->name;
    sb_printf(m, ";ARGSTART:__OpenCL_%s_kernel\n", name);
    sb_puts(m, old1124 ? ";version:3:1:104\n" : ";version:3:1:111\n");
    sb_puts(m, ";device:");
    for (const char *p = gpu_name(L->target.gpu); *p; p++)
        sb_putc(m, ascii_lower(*p));
    sb_puts(m, "\n;uniqueid:");
    put_dec(m, unique_id);
    sb_puts(m, "\n;memory:uavprivate:");
    put_dec(m, k->res_uavprivate);
    sb_puts(m, "\n;memory:hwlocal:");
    put_dec(m, c->hwlocal);
    sb_puts(m, "\n;memory:hwregion:");
    put_dec(m, k->res_hwregion);
    sb_putc(m, '\n');
    if (c->cws[0] != 0 || c->cws[1] != 0)
        sb_printf(m, ";cws:%u:%u:%u\n", c->cws[0], c->cws[1], c->cws[2]);
    uint64_t off = 0;
    for (size_t i = 0; i < k->nargs; i++) {
        const AmdArg *a = &k->args[i];
        if (a->type == AT_STRUCTURE) {
            sb_printf(m, ";value:%s:struct:%u:1:", a->name, a->struct_size);
            put_dec(m, off);
            sb_putc(m, '\n');
            off += (a->struct_size + 15u) & ~15u;
        } else if (a->type == AT_POINTER) {
            ValType t = val_type(a->ptr_type);
            if (!t.kind)
                return kernel_fail(k, "an argument type that is not supported");
            uint32_t tsize = (uint32_t)(t.vec == 3 ? 4 : t.vec) * t.elem;
            sb_printf(m, ";pointer:%s:%s:1:1:", a->name,
                      a->struct_size == 0 && a->ptr_type == AT_STRUCTURE ? "opaque" : t.name);
            put_dec(m, off);
            sb_putc(m, ':');
            if (a->space == PS_LOCAL)
                sb_printf(m, "hl:%u", a->res_id != ALL32 ? a->res_id : 1u);
            else if (a->space == PS_CONSTANT || a->space == PS_GLOBAL)
                sb_printf(m, "%s:%u",
                          a->space == PS_GLOBAL ? "uav" : old1348 ? "hc" : "c", k->res_ids[i]);
            else
                return kernel_fail(k, "a memory space that is not supported");
            uint32_t esize = a->ptr_type == AT_STRUCTURE ? (a->struct_size ? a->struct_size : 4)
                                                         : tsize;
            sb_printf(m, ":%u:%s:%c:%c\n", esize,
                      (a->access & PA_CONST) || a->space == PS_CONSTANT ? "RO" : "RW",
                      a->access & PA_VOLATILE ? '1' : '0', a->access & PA_RESTRICT ? '1' : '0');
            off += 16;
        } else if (is_image(a->type)) {
            const char *acc = (a->access & PA_ACCESS) == PA_READ_ONLY ? "RO"
                            : (a->access & PA_ACCESS) == PA_WRITE_ONLY ? "WO"
                            : (a->access & PA_ACCESS) == PA_ACCESS ? "RW" : NULL;
            if (!acc)
                return kernel_fail(k, "invalid access qualifier for an image");
            sb_printf(m, ";image:%s:%s:%s:%u:1:", a->name, image_names[a->type - AT_IMAGE], acc,
                      k->res_ids[i]);
            put_dec(m, off);
            sb_putc(m, '\n');
            off += 32;
        } else if (a->type == AT_COUNTER32) {
            sb_printf(m, ";counter:%s:32:%u:1:", a->name, k->res_ids[i]);
            put_dec(m, off);
            sb_putc(m, '\n');
            off += 16;
        } else {
            ValType t = val_type(a->type);
            if (!t.kind)
                return kernel_fail(k, "an argument type that is not supported");
            uint32_t tsize = (uint32_t)(t.vec == 3 ? 4 : t.vec) * (t.elem > 4 ? t.elem : 4u);
            sb_printf(m, ";value:%s:%s:%u:1:", a->name, t.name, t.vec);
            put_dec(m, off);
            sb_putc(m, '\n');
            off += (tsize + 15u) & ~15u;
        }
        if (a->access & PA_CONST)
            sb_printf(m, ";constarg:%zu:%s\n", i, a->name);
    }
    k->args_space = (uint32_t)off;
    if (st->globaldata && st->globaldata->size)
        sb_puts(m, ";memory:datareqd\n");
    sb_printf(m, ";function:1:%u\n", unique_id);
    for (size_t i = 0; i < k->nsamplers; i++)
        sb_printf(m, ";sampler:unknown_%u:%u:1:%u\n", k->samplers[i],
                  (uint32_t)i + arg_samplers, k->samplers[i]);
    uint32_t sid = 0;
    for (size_t i = 0; i < k->nargs; i++)
        if (k->args[i].type == AT_SAMPLER)
            sb_printf(m, ";sampler:%s:%u:0:0\n", k->args[i].name, sid++);
    if (L->target.is64bit)
        sb_puts(m, ";memory:64bitABI\n");
    if (k->res_uavid != NOT_SUPPLIED)
        sb_printf(m, ";uavid:%u\n", k->res_uavid);
    if (k->res_printfid != NOT_SUPPLIED)
        sb_printf(m, ";printfid:%u\n", k->res_printfid);
    if (k->res_cbid != NOT_SUPPLIED)
        sb_printf(m, ";cbid:%u\n", k->res_cbid);
    if (k->res_privateid != NOT_SUPPLIED)
        sb_printf(m, ";privateid:%u\n", k->res_privateid);
    for (size_t i = 0; i < k->nargs; i++)
        sb_printf(m, ";reflection:%zu:%s\n", i, k->args[i].type_name);
    sb_printf(m, ";ARGEND:__OpenCL_%s_kernel\n", name);
    return true;
}

/* ---- the CAL notes of a .config kernel (docs/formats/amd.md, 9) ---- */

static void note_head(StrBuf *b, uint32_t type, uint32_t size)
{
    sb_put32(b, 8);
    sb_put32(b, size);
    sb_put32(b, type);
    sb_append(b, "ATI CAL", 8);
}

static void put_pair(StrBuf *b, uint32_t x, uint32_t y)
{
    sb_put32(b, x);
    sb_put32(b, y);
}

static void put_uav(StrBuf *b, uint32_t id, uint32_t f1, uint32_t f2, uint32_t type)
{
    sb_put32(b, id);
    sb_put32(b, f1);
    sb_put32(b, f2);
    sb_put32(b, type);
}

static void make_notes(const Link *L, const AmdState *st, uint32_t drv, AmdKern *k)
{
    static const uint32_t image_dims[] = { 2, 1, 0, 0, 2, 2, 3 };
    const bool old1124 = drv < DRV_1124, old1348 = drv < DRV_1348;
    const bool gdata = st->globaldata && st->globaldata->size;
    const AmdConfig *c = &k->c;
    StrBuf *b = &k->notes_bin;
    GpuArch arch = gpu_arch(L->target.gpu);
    uint32_t rd_images = 0, wr_images = 0, arg_samplers = 0, wo_used = 0;
    uint32_t cbufs = 2 + (old1348 && gdata);
    bool local_ptrs = false;
    for (size_t i = 0; i < k->nargs; i++) {
        const AmdArg *a = &k->args[i];
        if (is_image(a->type)) {
            if ((a->access & PA_ACCESS) == PA_READ_ONLY)
                rd_images++;
            if ((a->access & PA_ACCESS) == PA_WRITE_ONLY) {
                if (a->used)
                    wo_used |= 1u << (wr_images & 31);
                wr_images++;
            }
        } else if (a->type == AT_POINTER) {
            if (a->space == PS_CONSTANT)
                cbufs++;
            else if (a->space == PS_LOCAL)
                local_ptrs = true;
        } else if (a->type == AT_SAMPLER)
            arg_samplers++;
    }
    uint32_t samplers = (uint32_t)k->nsamplers + arg_samplers;

    note_head(b, CALNOTE_INPUTS, 4 * rd_images);
    for (uint32_t i = 0; i < rd_images; i++)
        sb_put32(b, old1124 ? rd_images - i - 1 : i);
    note_head(b, CALNOTE_OUTPUTS, 0);
    note_head(b, CALNOTE_UAV, 16 * k->uavs);
    if (old1124) {
        for (size_t i = 0; i < k->nargs; i++) {
            const AmdArg *a = &k->args[i];
            if (is_image(a->type) && (a->access & PA_ACCESS) == PA_WRITE_ONLY)
                put_uav(b, k->res_ids[i], 2, image_dims[a->type - AT_IMAGE], 3);
        }
        if (c->useprintf)
            put_uav(b, k->res_uavid, 4, 0, 5);
        for (size_t i = 0; i < k->nargs; i++)
            if (k->args[i].type == AT_POINTER && k->args[i].space == PS_GLOBAL)
                put_uav(b, k->res_ids[i], 4, 0, 5);
    } else {
        for (size_t i = 0; i < k->nargs; i++) {
            const AmdArg *a = &k->args[i];
            if (is_image(a->type) && (a->access & PA_ACCESS) == PA_WRITE_ONLY)
                put_uav(b, k->res_ids[i], 2, 2, 5);
            else if (a->type == AT_POINTER && a->space == PS_GLOBAL)
                put_uav(b, k->res_ids[i], 4, 0, 5);
        }
        if (c->useprintf)
            put_uav(b, k->res_uavid, 0, 0, 5);
    }
    note_head(b, CALNOTE_CONDOUT, 4);
    sb_put32(b, c->condout);
    note_head(b, CALNOTE_FLOAT32CONSTS, 0);
    note_head(b, CALNOTE_INT32CONSTS, 0);
    note_head(b, CALNOTE_BOOL32CONSTS, 0);
    note_head(b, CALNOTE_EARLYEXIT, 4);
    sb_put32(b, c->earlyexit);
    note_head(b, CALNOTE_GLOBAL_BUFFERS, 0);
    note_head(b, CALNOTE_CONSTANT_BUFFERS, 8 * cbufs);
    if (old1124) {
        for (size_t i = k->nargs; i > 0; i--) {
            const AmdArg *a = &k->args[i - 1];
            if (a->type == AT_POINTER && a->space == PS_CONSTANT)
                put_pair(b, k->res_ids[i - 1],
                         a->const_size ? (uint32_t)((a->const_size + 15) >> 4) : 4096);
        }
        if (gdata)
            put_pair(b, 2, (uint32_t)((st->globaldata->size + 15) >> 4));
        put_pair(b, 1, (k->args_space + 15) >> 4);
        put_pair(b, 0, 15);
    } else {
        put_pair(b, 0, 0);
        put_pair(b, 1, 0);
        for (size_t i = 0; i < k->nargs; i++)
            if (k->args[i].type == AT_POINTER && k->args[i].space == PS_CONSTANT)
                put_pair(b, k->res_ids[i], 0);
        if (old1348 && gdata)
            put_pair(b, 2, 0);
    }
    note_head(b, CALNOTE_INPUT_SAMPLERS, 8 * samplers);
    for (size_t i = 0; i < k->nsamplers; i++)
        put_pair(b, 0, (uint32_t)i + arg_samplers);
    for (uint32_t i = 0; i < arg_samplers; i++)
        put_pair(b, 0, i);
    note_head(b, CALNOTE_SCRATCH_BUFFERS, 4);
    sb_put32(b, (c->scratch + 3) >> 2);
    note_head(b, CALNOTE_PERSISTENT_BUFFERS, 0);

    /* PROGINFO */
    uint32_t nud = (uint32_t)k->nud;
    note_head(b, CALNOTE_PROGINFO, (18 + 32 + 4 * (old1124 ? 16 : nud)) * 8);
    put_pair(b, 0x80001000u, nud);
    for (uint32_t i = 0; i < nud; i++) {
        put_pair(b, 0x80001001u + (i << 2), k->ud[i].cls);
        put_pair(b, 0x80001002u + (i << 2), k->ud[i].slot);
        put_pair(b, 0x80001003u + (i << 2), k->ud[i].start);
        put_pair(b, 0x80001004u + (i << 2), k->ud[i].size);
    }
    if (old1124)
        for (uint32_t i = nud; i < 16; i++)
            for (uint32_t j = 1; j <= 4; j++)
                put_pair(b, 0x80001000u + j + (i << 2), 0);
    uint32_t local = local_ptrs ? 32768 : (uint32_t)c->hwlocal;
    uint32_t user_sgprs = 0;
    for (uint32_t i = 0; i < nud; i++)
        if (k->ud[i].start + k->ud[i].size > user_sgprs)
            user_sgprs = k->ud[i].start + k->ud[i].size;
    if (user_sgprs == 0)
        user_sgprs = 2;
    uint32_t rsrc2 = (c->pgmrsrc2 & 0xffffe440u) |
                     gpu_pgm_rsrc2(arch, c->scratch != 0, user_sgprs, false, c->dim_mask,
                                   c->pgmrsrc2 & 0x1b80u, c->tgsize, local, c->exceptions);
    put_pair(b, 0x80001041u, c->vgprs);
    put_pair(b, 0x80001042u, c->sgprs);
    put_pair(b, 0x80001863u, gpu_max_regs(arch, GPU_REGTYPE_SGPR, GPU_REGCOUNT_NO_VCC));
    put_pair(b, 0x80001864u, 256);
    put_pair(b, 0x80001043u, c->floatmode);
    put_pair(b, 0x80001044u, c->ieee);
    put_pair(b, 0x80001045u, (c->scratch + 3) >> 2);
    put_pair(b, 0x00002e13u, rsrc2);
    if (c->cws[0] && c->cws[1] && c->cws[2]) {
        put_pair(b, 0x8000001cu, c->cws[0]);
        put_pair(b, 0x8000001du, c->cws[1]);
        put_pair(b, 0x8000001eu, c->cws[2]);
    } else {
        put_pair(b, 0x8000001cu, 256);
        put_pair(b, 0x8000001du, 0);
        put_pair(b, 0x8000001eu, 0);
    }
    put_pair(b, 0x80001841u, 0);
    uint32_t mask[32] = { 0 };
    mask[0] = wo_used;
    for (size_t i = 0; i < k->nargs; i++) {
        const AmdArg *a = &k->args[i];
        if (a->used && a->type == AT_POINTER &&
            (a->space == PS_GLOBAL || (a->space == PS_CONSTANT && !old1348))) {
            uint32_t u = k->res_ids[i];
            mask[(u >> 5) & 31] |= 1u << (u & 31);
        }
    }
    /* (shifts by an id of 32 or more wrap as the hardware's shift does) */
    if (!old1348 && c->useconstdata)
        mask[0] |= 1u << (k->res_cbid & 31);
    if (c->useprintf)
        mask[0] |= 1u << ((k->res_printfid != NOT_SUPPLIED ? k->res_printfid : 9u) & 31);
    put_pair(b, 0x8000001fu, mask[0]);
    for (uint32_t i = 0; i < 32; i++)
        put_pair(b, 0x80001843u + i, mask[i]);
    put_pair(b, 0x8000000au, 1);
    put_pair(b, 0x80000078u, 64);
    put_pair(b, 0x80000081u, 32768);
    put_pair(b, 0x80000082u, ((rsrc2 >> 15) & 0x1ffu) << 8);

    note_head(b, CALNOTE_SUB_CONSTANT_BUFFERS, 0);
    note_head(b, CALNOTE_UAV_MAILBOX_SIZE, 4);
    sb_put32(b, 0);
    note_head(b, CALNOTE_UAV_OP_MASK, 128);
    for (uint32_t i = 0; i < 32; i++)
        sb_put32(b, mask[i]);
}

/* ---- unique ids (docs/formats/amd.md, 8) ---- */

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* The numbers after "\n;uniqueid:" and after "\n;function:N:" in the
 * metadata of the raw kernels: a .config kernel takes the first free id
 * from 1024. */
static uint32_t *taken_ids(const AmdState *st, size_t nk, size_t *n)
{
    uint32_t *ids = NULL;
    size_t cap = 0;
    *n = 0;
    for (size_t i = 0; i < nk; i++) {
        const AmdKern *k = &st->kernels[i];
        if (k->config_rec || !k->metadata)
            continue;
        const char *m = (const char *)ld_out_bytes(k->metadata);
        size_t size = k->metadata->size;
        if (size < 11)
            continue;
        size_t pos;
        for (pos = 0; pos < size - 11; pos++)
            if (!memcmp(m + pos, "\n;uniqueid:", 11))
                break;
        if (pos == size - 11)
            continue;
        pos += 11;
        uint32_t v;
        const char *q;
        if (parse_c_uint(m + pos, m + size, &v, &q)) {
            if (*n == cap)
                ids = xrealloc(ids, (cap = cap ? cap * 2 : 16) * sizeof *ids);
            ids[(*n)++] = v;
        }
        for (; pos < size - 11; pos++)
            if (!memcmp(m + pos, "\n;function:", 11))
                break;
        if (pos == size - 11)
            continue;
        pos += 11;
        /* (a uniqueid near the end leaves pos past the end: clrxasm then
         * reads outside the metadata; nothing is taken here) */
        if (pos >= size)
            continue;
        const char *colon = memchr(m + pos, ':', size - pos);
        if (!colon || colon + 1 == m + size)
            continue;
        if (parse_c_uint(colon + 1, m + size, &v, &q)) {
            if (*n == cap)
                ids = xrealloc(ids, (cap = cap ? cap * 2 : 16) * sizeof *ids);
            ids[(*n)++] = v;
        }
    }
    if (*n)
        qsort(ids, *n, sizeof *ids, cmp_u32);
    return ids;
}

static bool id_taken(const uint32_t *ids, size_t n, uint32_t v)
{
    return n && bsearch(&v, ids, n, sizeof *ids, cmp_u32) != NULL;
}

/* ---- the inner ELF of a kernel (docs/formats/amd.md, 4) ---- */

static bool make_inner(const Link *L, const AmdState *st, AmdKern *k)
{
    static const uint8_t zeros2[2] = { 0, 0 };
    StrBuf notes = STRBUF_INIT;
    const StrBuf *nb = &k->notes_bin;
    if (!k->config_rec) {
        for (size_t i = 0; i < k->nnotes; i++) {
            note_head(&notes, k->notes[i].type, (uint32_t)k->notes[i].size);
            sb_append(&notes, k->notes[i].data, (size_t)k->notes[i].size);
        }
        nb = &notes;
    }
    uint8_t *zero_data = NULL;
    const void *data = k->data ? ld_out_bytes(k->data) : NULL;
    uint64_t data_size = k->data ? k->data->size : DEFAULT_DATA_SIZE;
    if (!k->data)
        data = zero_data = xcalloc(1, DEFAULT_DATA_SIZE);

    uint8_t enc[20];
    ElfOut e;
    elfout_init(&e, false);
    e.type = ET_EXEC;
    e.machine = 0x7d;
    e.osabi = 0x64;
    e.abiversion = 1;
    e.flags = 1;
    elfout_header_table(&e, ELF_PART_PHDRS, 4);
    size_t p_enc = elfout_raw(&e, enc, sizeof enc, 0);
    size_t p_shstr = elfout_table(&e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, 0, 0);
    e.parts[p_shstr].size_to_next = true;
    elfout_header_table(&e, ELF_PART_SHDRS, 4);
    size_t p_notes = elfout_raw(&e, nb->data, nb->len, 0);
    size_t p_text = elfout_section(&e, ".text", SHT_PROGBITS, 0, 0,
                                   k->code ? ld_out_bytes(k->code) : NULL,
                                   k->code ? k->code->size : 0);
    size_t p_data = elfout_section(&e, ".data", SHT_PROGBITS, 0, 0, data, data_size);
    e.parts[p_data].entsize = k->data ? k->data->size : 0;
    size_t p_sym = elfout_table(&e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, 0);
    e.parts[p_sym].info = 1;
    size_t p_str = k->nsyms ? elfout_table(&e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, 0, 0)
                            : elfout_section(&e, ".strtab", SHT_STRTAB, 0, 0, zeros2, 2);
    for (size_t i = 0; i < k->nsyms; i++)
        elfout_add_sym(&e, p_sym, k->syms[i].name, k->syms[i].value, k->syms[i].size,
                       k->syms[i].info, 0, k->syms[i].shndx);
    for (size_t i = p_text; i <= p_str; i++)
        e.parts[i].size_to_next = true;
    for (size_t i = 0; i < k->nextras; i++) {
        const OutSect *s = k->extras[i];
        uint32_t type = s->elf_type == SHT_NOBITS ? SHT_NOBITS
                      : s->elf_type == SHT_NOTE ? SHT_NOTE : SHT_PROGBITS;
        elfout_section(&e, s->name, type,
                       s->elf_flags & (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR),
                       s->decl_align ? s->decl_align : 1, s->data.data, s->size);
    }
    elfout_link(&e, p_sym, p_str);
    elfout_segment(&e, 0x70000002u, 0, p_enc, 1, 0);
    elfout_segment(&e, PT_NOTE, 0, p_notes, 1, 0);
    size_t seg_load = elfout_segment(&e, PT_LOAD, 0, p_text, 4, 0);
    bool ok = elfout_layout(&e);
    if (ok) {
        e.segs[0].memsz = e.segs[1].memsz = 0;
        e.segs[seg_load].memsz = e.segs[seg_load].filesz;
        uint32_t size = (uint32_t)e.size;
        put32(enc, cal_machine[L->target.gpu]);
        put32(enc + 4, 4);
        put32(enc + 8, CAL_ENC_OFFSET);
        put32(enc + 12, size - CAL_ENC_OFFSET);
        put32(enc + 16, 0);
        elfout_emit(&e, &k->inner);
    } else
        kernel_fail(k, "the inner binary would be larger than 4 GiB");
    elfout_free(&e);
    free(zero_data);
    sb_free(&notes);
    return ok;
}

/* ---- the outer ELF (docs/formats/amd.md, 3) ---- */

static void put_sym(StrBuf *b, bool is64, uint32_t name, uint64_t value, uint64_t size,
                    uint8_t info, uint16_t shndx)
{
    uint8_t x[24] = { 0 };
    put32(x, name);
    if (is64) {
        x[4] = info;
        put16(x + 6, shndx);
        put64(x + 8, value);
        put64(x + 16, size);
    } else {
        put32(x + 4, (uint32_t)value);
        put32(x + 8, (uint32_t)size);
        x[12] = info;
        put16(x + 14, shndx);
    }
    sb_append(b, x, is64 ? 24u : 16u);
}

static bool amd_write(Link *L, FILE *out)
{
    AmdState *st = state(L);
    if (!st->kernels)
        return false;
    const bool is64 = L->target.is64bit;
    DriverSetup drv = { 0, STRBUF_INIT };
    driver_setup(L, st, &drv);
    const uint32_t dv = drv.version;
    const bool gdata = st->globaldata && st->globaldata->size;
    bool ok = true;

    /* the raw kernels must have their parts */
    for (size_t i = 0; i < L->nkernels && ok; i++) {
        AmdKern *k = &st->kernels[i];
        if (k->config_rec)
            ok = resource_ids(L, st, dv, k);
        else if (!k->metadata || !k->metadata->size)
            ok = kernel_fail(k, "no metadata for kernel");
        else if (!k->header || !k->header->size)
            ok = kernel_fail(k, "no header for kernel");
    }
    if (ok && elf_machine[L->target.gpu] == 0xffff) {
        diag_plain(DIAG_ERROR, "the GPU %s is not supported by the AMD Catalyst OpenCL 1.2 "
                   "format", gpu_name(L->target.gpu));
        ok = false;
    }
    size_t nids = 0;
    uint32_t *ids = ok ? taken_ids(st, L->nkernels, &nids) : NULL;
    uint32_t unique = 1024;
    for (size_t i = 0; i < L->nkernels && ok; i++) {
        AmdKern *k = &st->kernels[i];
        if (k->config_rec) {
            while (id_taken(ids, nids, unique))
                unique++;
            uint32_t wr = 0, arg_samplers = 0;
            k->uavs = 0;
            for (size_t a = 0; a < k->nargs && ok; a++) {
                const AmdArg *g = &k->args[a];
                if (is_image(g->type)) {
                    if ((g->access & PA_ACCESS) == PA_WRITE_ONLY) {
                        k->uavs++;
                        if (++wr > 8)
                            ok = kernel_fail(k, "too many write-only images");
                    }
                } else if (g->type == AT_POINTER) {
                    if (g->space == PS_GLOBAL)
                        k->uavs++;
                } else if (g->type == AT_SAMPLER)
                    arg_samplers++;
            }
            if (!ok)
                break;
            if (k->c.useprintf)
                k->uavs++;
            if (!make_metadata(L, st, dv, k, arg_samplers, unique)) {
                ok = false;
                break;
            }
            make_notes(L, st, dv, k);
            put32(k->header_words, dv >= DRV_1642 ? k->res_uavprivate : 0);
            put32(k->header_words + 4, 0);
            put32(k->header_words + 8, dv < DRV_1348 ? 0 : k->res_uavprivate);
            put32(k->header_words + 12, (uint32_t)k->c.hwlocal);
            put32(k->header_words + 16, (is64 ? 8u : 0u) | (k->c.useprintf ? 2u : 0u));
            put32(k->header_words + 20, 1);
            put32(k->header_words + 24, 0);
            put32(k->header_words + 28, 0);
            unique++;
        }
        ok = make_inner(L, st, k);
    }
    free(ids);

    StrBuf rodata = STRBUF_INIT, text = STRBUF_INIT, comment = STRBUF_INIT;
    StrBuf strtab = STRBUF_INIT, symtab = STRBUF_INIT, image = STRBUF_INIT;
    if (ok) {
        bool have_opts = st->compile_options_len != 0;
        size_t opts_len = have_opts ? strlen(st->compile_options) : 0;
        const bool nk = L->nkernels != 0;
        /* .rodata, .text */
        if (gdata)
            sb_append(&rodata, ld_out_bytes(st->globaldata), (size_t)st->globaldata->size);
        for (size_t i = 0; i < L->nkernels; i++) {
            const AmdKern *k = &st->kernels[i];
            if (k->config_rec) {
                sb_append(&rodata, k->metadata_str.data, k->metadata_str.len);
                sb_append(&rodata, k->header_words, 32);
            } else {
                sb_append(&rodata, ld_out_bytes(k->metadata), (size_t)k->metadata->size);
                sb_append(&rodata, ld_out_bytes(k->header), (size_t)k->header->size);
            }
            sb_append(&text, k->inner.data, k->inner.len);
        }
        /* .comment */
        if (have_opts)
            sb_append(&comment, st->compile_options, opts_len);
        sb_append(&comment, drv.info.data, drv.info.len ? strlen(drv.info.data) : 0);
        /* .strtab and .symtab */
        sb_putc(&strtab, '\0');
        sb_zeros(&symtab, is64 ? 24 : 16);
        if (have_opts) {
            put_sym(&symtab, is64, (uint32_t)strtab.len, 0, opts_len,
                    ELF32_ST_INFO(STB_LOCAL, STT_OBJECT), nk ? 6 : 4);
            sb_append(&strtab, "__OpenCL_compile_options", 25);
        }
        uint64_t ro_pos = 0, text_pos = 0;
        if (gdata) {
            put_sym(&symtab, is64, (uint32_t)strtab.len, 0, st->globaldata->size,
                    ELF32_ST_INFO(STB_LOCAL, STT_OBJECT), 4);
            sb_append(&strtab, dv >= DRV_1348 ? "__OpenCL_0_global" : "__OpenCL_2_global", 18);
            ro_pos += st->globaldata->size;
        }
        for (size_t i = 0; i < L->nkernels; i++) {
            const AmdKern *k = &st->kernels[i];
            const char *name = k->lk->name;
            uint64_t msize = k->config_rec ? k->metadata_str.len : k->metadata->size;
            uint64_t hsize = k->config_rec ? 32 : k->header->size;
            put_sym(&symtab, is64, (uint32_t)strtab.len, ro_pos, msize,
                    ELF32_ST_INFO(STB_LOCAL, STT_OBJECT), 4);
            sb_printf(&strtab, "__OpenCL_%s_metadata", name);
            sb_putc(&strtab, '\0');
            ro_pos += msize;
            put_sym(&symtab, is64, (uint32_t)strtab.len, text_pos, k->inner.len,
                    ELF32_ST_INFO(STB_LOCAL, STT_FUNC), 5);
            sb_printf(&strtab, "__OpenCL_%s_kernel", name);
            sb_putc(&strtab, '\0');
            text_pos += k->inner.len;
            put_sym(&symtab, is64, (uint32_t)strtab.len, ro_pos, hsize,
                    ELF32_ST_INFO(STB_LOCAL, STT_OBJECT), 4);
            sb_printf(&strtab, "__OpenCL_%s_header", name);
            sb_putc(&strtab, '\0');
            ro_pos += hsize;
        }
        for (size_t i = 0; i < st->nsyms; i++) {
            const AmdSym *x = &st->syms[i];
            put_sym(&symtab, is64, (uint32_t)strtab.len, x->value, x->size, x->info, x->shndx);
            sb_append(&strtab, x->name, strlen(x->name) + 1);
        }

        ElfOut e;
        elfout_init(&e, is64);
        e.type = ET_EXEC;
        e.machine = elf_machine[L->target.gpu];
        elfout_table(&e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, SHF_STRINGS, 1);
        size_t p_str = elfout_section(&e, ".strtab", SHT_STRTAB, SHF_STRINGS, 1, strtab.data,
                                      strtab.len);
        size_t p_sym = elfout_section(&e, ".symtab", SHT_SYMTAB, 0, 8, symtab.data, symtab.len);
        e.parts[p_sym].entsize = e.symsize;
        e.parts[p_sym].link = e.parts[p_str].index;
        if (nk) {
            elfout_section(&e, ".rodata", SHT_PROGBITS, SHF_ALLOC, 1, rodata.data, rodata.len);
            elfout_section(&e, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 1, text.data,
                           text.len);
        }
        elfout_section(&e, ".comment", SHT_PROGBITS, 0, 1, comment.data, comment.len);
        for (size_t i = 0; i < st->nextras; i++) {
            const OutSect *s = st->extras[i];
            uint32_t type = s->elf_type == SHT_NOBITS ? SHT_NOBITS
                          : s->elf_type == SHT_NOTE ? SHT_NOTE : SHT_PROGBITS;
            elfout_section(&e, s->name, type,
                           s->elf_flags & (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR),
                           s->decl_align ? s->decl_align : 1, s->data.data, s->size);
        }
        elfout_header_table(&e, ELF_PART_SHDRS, e.word);
        if (!elfout_layout(&e)) {
            diag_plain(DIAG_ERROR, "the amd binary would be larger than 4 GiB");
            ok = false;
        } else {
            elfout_emit(&e, &image);
            ok = ld_write_bytes(L, out, image.data, image.len);
        }
        elfout_free(&e);
    }
    sb_free(&rodata);
    sb_free(&text);
    sb_free(&comment);
    sb_free(&strtab);
    sb_free(&symtab);
    sb_free(&image);
    sb_free(&drv.info);
    return ok;
}

const LdFormat ld_fmt_amd = {
    .format = FMT_AMD,
    .name = "amd",
    .needs_content = true,
    .join_kernel_code = true,
    .check = amd_check,
    .section_base = amd_section_base,
    .write = amd_write,
    .release = amd_release,
};
