/* fmt_amdcl2.c - the AMD OpenCL 2.0 format in clrx-as: its layout, its
 * kernel state, its pseudo-ops and how a kernel's registers are counted.
 *
 * Layout.  The output starts in the inner binary's global data (.rodata);
 * its read-write data (.data, .rwdata) and .bss exist from driver 191205 on
 * (the "new binary format").  Each kernel has its own code section (.text
 * inside the kernel), unless .hsalayout put all code in one .text of the
 * inner binary, where a kernel's label is its entry.  User sections belong
 * to the main binary outside kernels and to the inner binary inside them or
 * after .inner.  A kernel's configuration (.config, .hsaconfig) is a
 * section without bytes; its raw parts (.metadata, .isametadata, .setup,
 * .stub, .control_directive) and the sampler initializers (.samplerinit)
 * are sections of their own, whose bytes the writer takes as they are.
 *
 * Records.  Each pseudo-op is checked here as clrxasm checks it and becomes
 * a configuration record keyed by its name (docs/formats/amdcl2.md, "The
 * records"): clrx-ld's writer (ld/fmt_amdcl2.c) replays them in link order,
 * so that a kernel may be configured in one object and coded in another.
 *
 * Registers.  With .hsalayout the code after a kernel's label is the
 * kernel's (as in Gallium).  Otherwise clrxasm keeps one register count
 * that follows the current section: entering a kernel's code section
 * restores the kernel's count, leaving it stores it back, and a .kcode
 * region at the top starts from nothing (what the kernel's code had before
 * is lost unless the section is left first); its registers go to the
 * region's kernels at .kcodeend.  That count is followed here, and each
 * kernel's result is written as one usage range, marked OBJ_REG_REPLACE
 * when it no longer includes what earlier objects gave the kernel.
 */
#include "format.h"
#include "gcnasm.h"
#include "pseudo.h"

#include <stdlib.h>
#include <string.h>

#define NEW_DRIVER 191205u     /* the new binary format */

/* ---- state ---- */

/* A register count: highest index + 1 of each kind, and the special
 * registers used (OBJ_REG_VCC ...). */
typedef struct RegCount {
    unsigned sgprs, vgprs, flags;
} RegCount;

typedef struct Cl2Kernel {
    int32_t config_sect;       /* .config/.hsaconfig area, -1 = none */
    bool use_hsa;              /* the configuration is .hsaconfig (or a control
                                  directive came first) */
    int32_t ctrl_sect, meta_sect, isameta_sect, setup_sect, stub_sect;  /* -1 = none */
    HashTab *arg_names;        /* .arg names so far (NULL: none) */
    /* non-HSA register count (see the top of this file) */
    RegCount regs;
    bool regs_keep;            /* regs still include what earlier objects gave */
} Cl2Kernel;

typedef struct Cl2State {
    HashTab *inner_by_name;    /* user sections of the inner binary */
    bool hsa_layout;
    int32_t code_sect;         /* the .text of the HSA layout, -1 = none */
    int32_t rodata, rwdata, bss, samplerinit;   /* -1 = none */
    bool sampler_defs;         /* program-wide .sampler given */
    int32_t stay_kernel;       /* an inner section made inside this kernel is
                                  entered with the kernel still current (as in
                                  clrxasm); -1 = none */
    /* the register count that follows the section (non-HSA layout) */
    RegCount isa;
    int32_t isa_kernel;        /* the kernel whose count isa continues (-1: none) */
    size_t consumed;           /* usage ranges folded into isa so far */
    RegCount *foreign;         /* .kcode kernels of other objects */
    size_t nforeign;
    SrcPos *foreign_pos;       /* where each was named first (nforeign_pos of them) */
    size_t nforeign_pos;
} Cl2State;

static Cl2State *st_of(Asm *A)
{
    return A->fmt_state;
}

static Cl2Kernel *kern(Asm *A, int32_t k)
{
    return A->kernels[k].fmt;
}

static bool old_format(const Asm *A)
{
    return A->target.driver_version < NEW_DRIVER;
}

/* ---- records ---- */

static AsCfgRec *add_rec(Asm *A, int32_t kernel, int key, const char *place, uint32_t nvals)
{
    AsCfgRec *r = as_cfg_add(A, kernel, key, nvals, nvals ? nvals : AS_CFG_MAXVALS);
    if (place)
        r->src = as_srcline(as_pos_keep(A, place));
    return r;
}


/* ---- sections ---- */

#define FLAGS_ABS (SF_ADDR | SF_WRITE | SF_ABSADDR)
#define FLAGS_DATA (SF_ADDR | SF_WRITE | SF_UNRESOLV)

static int32_t new_global_data(Asm *A, AsSectType type)
{
    Cl2State *st = st_of(A);
    const char *name = type == AST_DATA ? ".rodata" : type == AST_RWDATA ? ".data" : ".bss";
    int32_t id = as_new_section(A, name, type,
                                type == AST_BSS ? SF_ADDR | SF_UNRESOLV : FLAGS_DATA,
                                KERN_INNER);
    if (id < 0)
        return -1;
    if (type == AST_DATA)
        st->rodata = id;
    else if (type == AST_RWDATA)
        st->rwdata = id;
    else
        st->bss = id;
    return id;
}

static int32_t cl2_init(Asm *A)
{
    Cl2State *st = arena_zalloc(A->arena, sizeof *st);
    st->inner_by_name = ht_new(16);
    st->code_sect = st->rodata = st->rwdata = st->bss = st->samplerinit = -1;
    st->isa_kernel = -1;
    st->stay_kernel = -1;
    A->fmt_state = st;
    return new_global_data(A, AST_DATA);
}

static int global_data_type(const char *name)
{
    if (strcmp(name, ".rodata") == 0)
        return AST_DATA;
    if (strcmp(name, ".data") == 0)
        return AST_RWDATA;
    if (strcmp(name, ".bss") == 0)
        return AST_BSS;
    return -1;
}

static int32_t global_data_sect(Cl2State *st, int type)
{
    return type == AST_DATA ? st->rodata : type == AST_RWDATA ? st->rwdata : st->bss;
}

static int32_t cl2_find(Asm *A, const char *name)
{
    Cl2State *st = st_of(A);
    if (st->hsa_layout && strcmp(name, ".text") == 0)
        return st->code_sect;
    int type = global_data_type(name);
    if (type >= 0) {
        /* clrxasm finds them by these names outside kernels; inside a kernel
         * or the inner binary it makes a new one each time, whose bytes
         * replace the old one's: here the one section is found instead
         * (docs/formats/amdcl2.md) */
        return global_data_sect(st, type);
    }
    if (A->cur_kernel == KERN_GLOBAL)
        return as_sect_map_get(A->sect_by_name, name);
    if (A->cur_kernel >= 0 && strcmp(name, ".text") == 0)
        return A->kernels[A->cur_kernel].first_sect;
    return as_sect_map_get(st->inner_by_name, name);
}

static const char *old_format_why(int type)
{
    switch (type) {
    case AST_DATA:
        return "global data is allowed only in the new binary format "
               "(driver version 191205 or later)";
    case AST_RWDATA:
        return "global read-write data is allowed only in the new binary format "
               "(driver version 191205 or later)";
    case AST_BSS:
        return "global BSS is allowed only in the new binary format "
               "(driver version 191205 or later)";
    default:
        return "inner sections are allowed only in the new binary format "
               "(driver version 191205 or later)";
    }
}

static int32_t cl2_add(Asm *A, const char *name, const char **why)
{
    Cl2State *st = st_of(A);
    int32_t id;
    int type = global_data_type(name);
    if (type >= 0) {
        if (old_format(A)) {
            *why = old_format_why(type);
            return -1;
        }
        return new_global_data(A, type);
    }
    if (st->hsa_layout && strcmp(name, ".text") == 0) {
        id = as_new_section(A, name, AST_CODE, SF_ADDR | SF_WRITE, KERN_INNER);
        if (id >= 0)
            st->code_sect = id;
        return id;
    }
    if (A->cur_kernel == KERN_GLOBAL) {
        id = as_new_section(A, name, AST_EXTRA, FLAGS_ABS, KERN_GLOBAL);
        if (id >= 0)
            as_sect_map_put(A->sect_by_name, name, id);
        return id;
    }
    if (old_format(A)) {
        *why = old_format_why(AST_EXTRA);
        return -1;
    }
    id = as_new_section(A, name, AST_EXTRA, FLAGS_ABS, KERN_INNER);
    if (id >= 0) {
        as_sect_map_put(st->inner_by_name, name, id);
        st->stay_kernel = A->cur_kernel;
    }
    return id;
}

/* the global data sections of the old binary format cannot be entered */
static const char *cl2_can_enter(Asm *A, int32_t id)
{
    AsSectType t = A->sects[id].type;
    if (old_format(A) && (t == AST_DATA || t == AST_RWDATA || t == AST_BSS))
        return old_format_why((int)t);
    return NULL;
}

static void cl2_init_kernel(Asm *A, AsKernel *k)
{
    (void)A;
    Cl2Kernel *ck = k->fmt;
    ck->config_sect = ck->ctrl_sect = ck->meta_sect = ck->isameta_sect = -1;
    ck->setup_sect = ck->stub_sect = -1;
    ck->regs_keep = true;
}

/* a kernel starts in its code, or (HSA layout) in a place of its own that
 * is no part of the binary: what is written there (an instruction, data)
 * is dropped, and a label there is its offset, a plain number, as clrxasm
 * has it */
static int32_t cl2_kernel_start(Asm *A, int32_t kid)
{
    if (st_of(A)->hsa_layout)
        return as_new_section(A, NULL, AST_CONFIG, FLAGS_ABS, kid);
    return as_new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, kid);
}

static int32_t cl2_code_kernel(const Asm *A)
{
    const Cl2State *st = A->fmt_state;
    if (st && st->hsa_layout)
        return A->kcode_kernel;
    return A->cur >= 0 && A->sects[A->cur].kernel >= 0 ? A->sects[A->cur].kernel : -1;
}

static void cl2_release(Asm *A)
{
    Cl2State *st = st_of(A);
    if (!st)
        return;
    ht_free(st->inner_by_name);
    free(st->foreign);
    free(st->foreign_pos);
    for (size_t k = 0; k < A->nkernels; k++) {
        Cl2Kernel *ck = A->kernels[k].fmt;
        if (ck && ck->arg_names)
            ht_free(ck->arg_names);
    }
}

/* ---- the register count of the layout with code sections per kernel ---- */

static void reg_max(RegCount *a, const RegCount *b)
{
    if (b->sgprs > a->sgprs)
        a->sgprs = b->sgprs;
    if (b->vgprs > a->vgprs)
        a->vgprs = b->vgprs;
    a->flags |= b->flags;
}

/* The kernel whose code section `sect` is, or -1. */
static int32_t code_owner(const Asm *A, int32_t sect)
{
    if (sect < 0 || (size_t)sect >= A->nsects || A->sects[sect].type != AST_CODE)
        return -1;
    return A->sects[sect].kernel >= 0 ? A->sects[sect].kernel : -1;
}

/* Fold the code assembled since the last event into the count; the next
 * instruction starts a new range. */
static void fold(Asm *A)
{
    Cl2State *st = st_of(A);
    for (; st->consumed < A->nusage; st->consumed++) {
        const AsUsage *u = &A->usage[st->consumed];
        RegCount r = { u->sgprs, u->vgprs, u->flags & (OBJ_REG_VCC | OBJ_REG_FLAT |
                                                      OBJ_REG_XNACK) };
        reg_max(&st->isa, &r);
    }
    A->usage_open = false;
}

static RegCount *kernel_count(Asm *A, int32_t k, bool **keep)
{
    Cl2State *st = st_of(A);
    static bool foreign_keep;
    if (k >= AS_KFOREIGN) {
        size_t j = (size_t)(k - AS_KFOREIGN);
        if (j >= st->nforeign) {
            st->foreign = xrealloc(st->foreign, (j + 1) * sizeof *st->foreign);
            memset(st->foreign + st->nforeign, 0, (j + 1 - st->nforeign) * sizeof *st->foreign);
            st->nforeign = j + 1;
        }
        foreign_keep = true;
        *keep = &foreign_keep;
        return &st->foreign[j];
    }
    Cl2Kernel *ck = kern(A, k);
    *keep = &ck->regs_keep;
    return &ck->regs;
}

/* Leaving kernel k's code section stores the count; entering restores it. */
static void cl2_section_changed(Asm *A, int32_t from)
{
    Cl2State *st = st_of(A);
    if (st->stay_kernel >= 0) {
        A->cur_kernel = st->stay_kernel;
        st->stay_kernel = -1;
    }
    if (st->hsa_layout)
        return;
    fold(A);
    int32_t k = code_owner(A, from);
    if (k >= 0) {
        Cl2Kernel *ck = kern(A, k);
        ck->regs = st->isa;
        ck->regs_keep = st->isa_kernel == k;
    }
    k = code_owner(A, A->cur);
    if (k >= 0) {
        Cl2Kernel *ck = kern(A, k);
        st->isa = ck->regs;
        st->isa_kernel = ck->regs_keep ? k : -1;
    }
}

/* .kcode (entering: the new set) and .kcodeend (NULL), before the change. */
static void cl2_kcode_event(Asm *A, const AsKSel *entering)
{
    Cl2State *st = st_of(A);
    /* where a kernel not declared (yet) was named first */
    for (uint32_t i = 0; entering && i < entering->n; i++) {
        if (entering->k[i] < AS_KFOREIGN)
            continue;
        size_t j = (size_t)(entering->k[i] - AS_KFOREIGN);
        if (j >= st->nforeign_pos) {
            st->foreign_pos = xrealloc(st->foreign_pos, (j + 1) * sizeof *st->foreign_pos);
            memset(st->foreign_pos + st->nforeign_pos, 0,
                   (j + 1 - st->nforeign_pos) * sizeof *st->foreign_pos);
            st->nforeign_pos = j + 1;
        }
        if (!st->foreign_pos[j].line)
            st->foreign_pos[j] = entering->foreign_pos;
    }
    if (st->hsa_layout)
        return;
    fold(A);
    /* the registers so far go to the kernels of the region being left or
     * entered from (none at the top: then they are dropped) */
    const AsKSel *sel = A->nkstack > 0 ? A->ksel : NULL;
    if (sel)
        for (uint32_t i = 0; i < sel->n; i++) {
            bool *keep;
            reg_max(kernel_count(A, sel->k[i], &keep), &st->isa);
        }
    (void)entering;
    memset(&st->isa, 0, sizeof st->isa);
    st->isa_kernel = -1;
}

/* ---- the order of the relocations (HSA layout) ----
 * clrxasm gives addresses in the global data no value while it assembles;
 * at the end it resolves its symbols in the order of its symbol table and,
 * for each, the expressions that use it in the order they were written.
 * The relocations of the HSA layout's code stay in that order in the binary
 * (those of kernels' own code are sorted by offset). */

typedef struct SymRank {
    const Symbol *sym;
    size_t rank;
} SymRank;

typedef struct RelOrder {
    SymRank *r;
    size_t n, cap;
} RelOrder;

static void rank_symbol(Symbol *s, void *user)
{
    RelOrder *o = user;
    CLRX_GROW(o->r, o->n, o->cap);
    o->r[o->n] = (SymRank){ s, o->n + 1 };
    o->n++;
}

static int symrank_cmp(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)((const SymRank *)a)->sym;
    uintptr_t y = (uintptr_t)((const SymRank *)b)->sym;
    return x < y ? -1 : x > y;
}

typedef struct RelKey {
    size_t rank, index;
} RelKey;

static int relkey_cmp(const void *a, const void *b)
{
    const RelKey *x = a, *y = b;
    if (x->rank != y->rank)
        return x->rank < y->rank ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

static void order_relocations(Asm *A)
{
    RelOrder o = { NULL, 0, 0 };
    scope_foreach_clrx_order(symtab_global(A->symtab), rank_symbol, &o);
    if (o.n)
        qsort(o.r, o.n, sizeof *o.r, symrank_cmp);
    RelKey *keys = xmalloc((A->nrelocs ? A->nrelocs : 1) * sizeof *keys);
    size_t *slots = xmalloc((A->nrelocs ? A->nrelocs : 1) * sizeof *slots);
    size_t n = 0;
    for (size_t i = 0; i < A->nrelocs; i++) {
        const AsReloc *r = &A->relocs[i];
        if (r->type == R_AMDGPU_NONE)
            continue;           /* references keep their places */
        SymRank key = { r->via, 0 };
        const SymRank *f = r->via && o.n ? bsearch(&key, o.r, o.n, sizeof *o.r, symrank_cmp)
                                         : NULL;
        keys[n] = (RelKey){ f ? f->rank : SIZE_MAX, i };
        slots[n++] = i;
        /* the linker orders the relocations of all objects by one table:
         * (offset, the symbol's name) when it is in the global scope (an
         * external symbol: the symbol itself, which another object defines),
         * (offset, 1) in another scope, (offset, 0) for none */
        if (r->sect == st_of(A)->code_sect) {
            AsCfgRec *c = add_rec(A, KERN_GLOBAL, PON_hsalayout, NULL, 2);
            const Symbol *by = f ? r->via : r->sym;
            c->vals[0].num = r->offset;
            c->src = as_srcline(r->pos);
            if (by && by->scope == symtab_global(A->symtab) && !by->detached)
                as_cfg_set_str(A, c, 1, by->name, strlen(by->name));
            else
                c->vals[1].num = f != NULL;
        }
    }
    if (n)
        qsort(keys, n, sizeof *keys, relkey_cmp);
    AsReloc *copy = xmalloc((A->nrelocs ? A->nrelocs : 1) * sizeof *copy);
    if (A->nrelocs)
        memcpy(copy, A->relocs, A->nrelocs * sizeof *copy);
    for (size_t k = 0; k < n; k++)
        A->relocs[slots[k]] = copy[keys[k].index];
    free(copy);
    free(keys);
    free(slots);
    free(o.r);
}

/* A range of the object that carries kernel kid's count. */
static void add_summary(Asm *A, int32_t carrier, int32_t kid, const RegCount *r,
                        unsigned flags)
{
    if (A->nusage == A->capusage) {
        A->capusage = A->capusage ? A->capusage * 2 : 16;
        A->usage = xrealloc(A->usage, A->capusage * sizeof *A->usage);
    }
    AsUsage *u = &A->usage[A->nusage++];
    memset(u, 0, sizeof *u);
    u->sect = carrier;
    u->start = 0;
    u->end = A->sects[carrier].size;
    u->sgprs = r->sgprs;
    u->vgprs = r->vgprs;
    u->flags = r->flags | flags;
    if (kid >= AS_KFOREIGN) {
        AsKSel *sel = arena_zalloc(A->arena, sizeof *sel + sizeof sel->k[0]);
        sel->n = 1;
        sel->k[0] = kid;
        u->sel = sel;
        u->kernel = -1;
    } else
        u->kernel = kid;
}

/* The count of each kernel as one range of the object. */
static void cl2_finish(Asm *A)
{
    Cl2State *st = st_of(A);
    /* a kernel named by .kcode before this source declares it: clrxasm does
     * not know it there, unless an earlier object declared it (the linker
     * decides) */
    for (size_t j = 0; j < st->nforeign_pos && j < A->nforeign; j++) {
        const char *n = A->foreign_kernels[j];
        if (st->foreign_pos[j].line && ht_get(A->kernel_by_name, n, strlen(n))) {
            AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_kcode, NULL, 1);
            as_cfg_set_str(A, r, 0, n, strlen(n));
            r->src = as_srcline(st->foreign_pos[j]);
        }
    }
    if (st->hsa_layout) {
        order_relocations(A);
        /* clrxasm's count follows the last kernel label through every
         * section: instructions outside the code count too (as if in it) */
        for (size_t i = 0; i < A->nusage && st->code_sect >= 0; i++) {
            AsUsage *u = &A->usage[i];
            if (u->sect >= 0 && A->sects[u->sect].type != AST_CODE) {
                u->sect = st->code_sect;
                u->start = 0;
                u->end = A->sects[st->code_sect].size;
            }
        }
        A->usage_open = false;
        goto records;
    }
    fold(A);
    /* clrxasm stores the count of the section it ends in only when that
     * is the code of the program's last kernel: a separate range, which the
     * linker applies or not (OBJ_REG_FINAL) */
    int32_t final_kernel = code_owner(A, A->cur);
    RegCount final = st->isa;
    bool final_keep = st->isa_kernel == final_kernel;
    /* the ranges are replaced by one per kernel, on a code section of
     * this object that has bytes when there is one */
    int32_t carrier = -1;
    for (size_t s = 0; s < A->nsects; s++)
        if (A->sects[s].type == AST_CODE &&
            (carrier < 0 || (A->sects[carrier].size == 0 && A->sects[s].size != 0)))
            carrier = (int32_t)s;
    size_t n = 0;
    for (size_t i = 0; i < A->nusage; i++)
        if (A->usage[i].sect < 0 || A->sects[A->usage[i].sect].type != AST_CODE)
            A->usage[n++] = A->usage[i];
    A->nusage = n;
    A->usage_open = false;
    if (carrier >= 0) {
        size_t total = A->nkernels + st->nforeign;
        for (size_t i = 0; i < total; i++) {
            int32_t kid = i < A->nkernels ? (int32_t)i
                                          : AS_KFOREIGN + (int32_t)(i - A->nkernels);
            bool *keep;
            RegCount *r = kernel_count(A, kid, &keep);
            if (*keep && r->sgprs == 0 && r->vgprs == 0 && r->flags == 0)
                continue;   /* nothing to add */
            add_summary(A, carrier, kid, r, *keep ? 0 : OBJ_REG_REPLACE);
        }
        if (final_kernel >= 0)
            add_summary(A, carrier, final_kernel, &final,
                        OBJ_REG_FINAL | (final_keep ? 0 : OBJ_REG_REPLACE));
    }
records:
    /* the alignment a section was made with (its .p2align do not change
     * what the binary says) */
    for (size_t s = 0; s < A->nsects; s++) {
        const AsSection *sc = &A->sects[s];
        if (!sc->align)
            continue;
        if (sc->type == AST_BSS)
            add_rec(A, KERN_GLOBAL, PON_bssdata, NULL, 1)->vals[0].num = sc->align;
        else if (sc->type == AST_EXTRA) {
            AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_section, NULL, 3);
            r->vals[0].num = sc->kernel == KERN_GLOBAL ? 0 : 1;
            as_cfg_set_str(A, r, 1, sc->name, strlen(sc->name));
            r->vals[2].num = sc->align;
        }
    }
}

const AsFormat as_fmt_amdcl2 = {
    .init_output = cl2_init,
    .find_section = cl2_find,
    .add_section = cl2_add,
    .can_enter = cl2_can_enter,
    .kernel_state = sizeof(Cl2Kernel),
    .init_kernel = cl2_init_kernel,
    .kernel_start = cl2_kernel_start,
    .code_kernel = cl2_code_kernel,
    .kernel_labels = true,
    .release = cl2_release,
    .section_changed = cl2_section_changed,
    .finish = cl2_finish,
    .kcode_event = cl2_kcode_event,
    .keep_reloc_order = true,
};

/* ---- placement ---- */

static Cl2Kernel *cur_kernel(Asm *A)
{
    return A->cur_kernel >= 0 ? kern(A, A->cur_kernel) : NULL;
}

/* In the current kernel's configuration (.config / .hsaconfig)? */
static bool in_config(Asm *A)
{
    Cl2Kernel *k = cur_kernel(A);
    return k && k->config_sect >= 0 && A->cur == k->config_sect;
}

static bool need_config(Asm *A, const char *place)
{
    if (!in_config(A)) {
        as_error(A, place, "illegal place of a configuration pseudo-op (it belongs in a "
                 "kernel's .config or .hsaconfig)");
        return false;
    }
    return true;
}

static bool need_hsa(Asm *A, const char *place)
{
    if (!cur_kernel(A)->use_hsa) {
        as_error(A, place, "this pseudo-op belongs in an HSA configuration (.hsaconfig)");
        return false;
    }
    return true;
}

static bool need_new_format(Asm *A, const char *place, const char *what)
{
    if (old_format(A)) {
        as_error(A, place, "%s only in the new binary format (driver version 191205 or "
                 "later)", what);
        return false;
    }
    return true;
}

/* ---- the program ---- */

/* .acl_version "S" (0) / .compile_options "S" (1) */
void po_cl2_string(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    StrBuf s = STRBUF_INIT;
    if (args_string(c, &s) && args_end(c)) {
        AsCfgRec *r = add_rec(A, KERN_GLOBAL, A->op_name, place, 1);
        as_cfg_set_str(A, r, 0, s.data ? s.data : "", s.len);
    }
    sb_free(&s);
}

/* .arch_minor VALUE / .arch_stepping VALUE */
void po_cl2_arch_value(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    uint64_t v = 0;
    if (!cfv_abs_arg(c, &v, 32, true) || !args_end(c))
        return;
    add_rec(A, KERN_GLOBAL, A->op_name, place, 1)->vals[0].num = v;
}

/* .driver_version VALUE: 0 means the version of the command line (-t) */
void po_cl2_driver_version(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    as_init_output(A);
    uint64_t v = 0;
    args_skip(c);
    if (!args_abs(c, &v, true) || !args_end(c))
        return;
    A->target.driver_version = v ? (uint32_t)v : A->opts->target.driver_version;
    A->driver_version_set = true;
}

/* .inner */
void po_cl2_inner(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    as_init_output(A);
    if (!args_end(c))
        return;
    as_goto_layout(A, KERN_INNER);
}

/* .globaldata (AST_DATA) .rwdata (AST_RWDATA) .bssdata [align=N] (AST_BSS) */
void po_cl2_global_data(Asm *A, Args *c, const char *place, int type)
{
    as_init_output(A);
    Cl2State *st = st_of(A);
    if (old_format(A)) {
        as_error(A, place, "%s", old_format_why(type));
        return;
    }
    uint64_t align = 0;
    bool good = true;
    if (type == AST_BSS) {
        args_skip(c);
        if (c->end - c->p > 6 && ascii_strncasecmp(c->p, "align", 5) == 0 &&
            !((c->p[5] >= 'a' && c->p[5] <= 'z') || (c->p[5] >= 'A' && c->p[5] <= 'Z'))) {
            c->p += 5;
            args_skip(c);
            if (c->p < c->end && *c->p == '=') {
                c->p++;
                args_skip(c);
                const char *vp = c->p;
                if (args_abs(c, &align, true)) {
                    if (align != 0 && !cfv_is_pow2(align)) {
                        as_error(A, vp, "the alignment must be a power of two or zero");
                        good = false;
                    }
                } else
                    good = false;
            } else {
                as_error(A, c->p, "expected '=' after 'align'");
                good = false;
            }
        }
    }
    if (!good || !args_end(c))
        return;
    int32_t id = global_data_sect(st, type);
    if (id < 0) {
        id = new_global_data(A, (AsSectType)type);
        if (id < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        A->sects[id].align = align;
    } else if (align)
        as_warning(A, place, "the alignment of an existing section is ignored");
    as_enter_section(A, id);
}

/* .samplerinit */
void po_cl2_samplerinit(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    Cl2State *st = st_of(A);
    if (!need_new_format(A, place, "sampler initializers are allowed"))
        return;
    if (st->sampler_defs) {
        as_error(A, place, "sampler initializers (.samplerinit) cannot be given after "
                 "sampler definitions (.sampler)");
        return;
    }
    if (!args_end(c))
        return;
    if (st->samplerinit < 0) {
        st->samplerinit = as_new_section(A, ".samplerinit", AST_KCONFIG, FLAGS_ABS,
                                         KERN_INNER);
        if (st->samplerinit < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        add_rec(A, KERN_GLOBAL, PON_samplerinit, place, 0);
    }
    as_enter_section(A, st->samplerinit);
}

/* .sampler VALUE,...: sampler definitions of the program, or in a kernel's
 * configuration the samplers it uses */
void po_cl2_sampler(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    Cl2State *st = st_of(A);
    bool in_main = A->cur_kernel < 0;
    if (!in_main && !in_config(A)) {
        as_error(A, place, "illegal place of a configuration pseudo-op (it belongs in a "
                 "kernel's .config or .hsaconfig, or outside kernels)");
        return;
    }
    if (!need_new_format(A, place, "samplers are allowed"))
        return;
    int32_t owner = in_main ? KERN_GLOBAL : A->cur_kernel;
    if (in_main) {
        if (st->samplerinit >= 0) {
            as_error(A, place, "sampler definitions cannot be given after sampler "
                     "initializers (.samplerinit)");
            return;
        }
        st->sampler_defs = true;
    }
    if (args_at_end(c)) {
        if (in_main)
            add_rec(A, KERN_GLOBAL, PON_sampler, place, 0);
        return;
    }
    AsCfgRec *r = NULL;
    do {
        args_skip(c);
        const char *vp = c->p;
        uint64_t v = 0;
        if (args_abs(c, &v, true)) {
            cfv_warn_unsigned(A, vp, 32, v);
            if (!r || r->nvals == AS_CFG_MAXVALS)
                r = add_rec(A, owner, PON_sampler, place, 0);
            r->vals[r->nvals++].num = (uint32_t)v;
        }
    } while (args_next(c));
    args_end(c);
}

/* .samplerreloc OFFSET, SAMPLERID (OFFSET: a number or a place in .rodata) */
void po_cl2_samplerreloc(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    Cl2State *st = st_of(A);
    if (A->cur_kernel >= 0) {
        as_error(A, place, "illegal place of .samplerreloc (it belongs outside kernels)");
        return;
    }
    if (!need_new_format(A, place, "sampler relocations are allowed"))
        return;
    args_skip(c);
    const char *op = c->p;
    ExprVal off;
    memset(&off, 0, sizeof off);
    bool good = false;
    const char *where;
    Expr *e = args_empty_here(c) ? NULL : args_expr_flags(c, &where, EXPR_PARSE_NO_CREATE);
    if (!e && args_empty_here(c) && c->p == op)
        as_error(A, op, "expected an expression");
    else if (e) {
        /* addresses in the global data have no value in clrxasm until the
         * end (only `.` there has one) */
        Symbol *syms[16];
        size_t n = expr_symbols(e, syms, CLRX_ARRAY_SIZE(syms));
        bool unresolved = false;
        for (size_t k = 0; k < n && k < CLRX_ARRAY_SIZE(syms); k++)
            if (syms[k]->has_value && syms[k]->section >= 0 &&
                (size_t)syms[k]->section < A->nsects &&
                (A->sects[syms[k]->section].flags & SF_UNRESOLV)) {
                char buf[512];
                as_error(A, where, "symbol '%s' has no value here (an address in the "
                         "global data is known only after linking)",
                         symbol_qualname(syms[k], buf, sizeof buf));
                unresolved = true;
                break;
            }
        Symbol *undef = NULL;
        if (!unresolved) {
            ExprStatus es = expr_eval(&A->ectx, e, &off, &undef);
            if (es == EXPR_UNDEFINED) {
                char buf[512];
                as_error(A, where, "symbol '%s' is not defined here (a value is needed now)",
                         undef ? symbol_qualname(undef, buf, sizeof buf) : "?");
            } else if (es == EXPR_OK) {
                if (off.nterms > 1 || (off.nterms == 1 && off.terms[0].coef != 1))
                    as_error(A, where, "the value must be absolute or an address in one "
                             "section");
                else
                    good = true;
            }
        }
    }
    if (!args_need_comma(c))
        return;
    uint64_t id = 0;
    good |= args_abs(c, &id, true);
    if (!good || !args_end(c))
        return;
    bool in_rodata = false;
    if (off.nterms == 1) {
        int32_t b = off.terms[0].base;
        if (b >= 0 && b == st->rodata)
            in_rodata = true;
        else if (!(b >= 0 && (size_t)b < A->nsects && (A->sects[b].flags & SF_ABSADDR))) {
            as_error(A, op, "the offset must be a number or a place in the global data");
            return;
        }
    }
    AsCfgRec *r = add_rec(A, KERN_GLOBAL, PON_samplerreloc, place, 3);
    r->vals[0].num = off.value;
    r->vals[1].num = id;
    r->vals[2].num = in_rodata;
}

/* .hsalayout */
void po_cl2_hsalayout(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (A->nkernels) {
        as_error(A, place, ".hsalayout must come before the first kernel");
        return;
    }
    if (!need_new_format(A, place, "the HSA layout (.hsalayout) is allowed"))
        return;
    if (!args_end(c))
        return;
    fold(A);
    st_of(A)->hsa_layout = true;
    add_rec(A, KERN_GLOBAL, PON_hsalayout, place, 0);
}

/* ---- a kernel's parts ---- */

/* .config (0) / .hsaconfig (1) */
void po_cl2_config(Asm *A, Args *c, const char *place, int hsa)
{
    as_init_output(A);
    Cl2Kernel *k = cur_kernel(A);
    if (!k) {
        as_error(A, place, "a kernel configuration can be defined only inside a kernel");
        return;
    }
    if (k->meta_sect >= 0 || k->isameta_sect >= 0 || k->setup_sect >= 0 || k->stub_sect >= 0) {
        as_error(A, place, "a kernel with metadata, setup or stub (.metadata, "
                 ".isametadata, .setup, .stub) cannot have a configuration");
        return;
    }
    if (k->config_sect >= 0 && k->use_hsa != (hsa != 0)) {
        as_error(A, place, "a kernel cannot have both .config and .hsaconfig");
        return;
    }
    if (!args_end(c))
        return;
    if (k->config_sect < 0) {
        k->config_sect = as_new_section(A, NULL, AST_CONFIG, 0, A->cur_kernel);
        if (k->config_sect < 0) {
            as_error(A, place, "too many sections");
            return;
        }
    }
    int32_t kid = A->cur_kernel;
    as_enter_section(A, k->config_sect);
    k->use_hsa = hsa != 0;
    add_rec(A, kid, hsa ? PON_hsaconfig : PON_config, place, 0);
}

/* .control_directive: its 128 bytes go into the kernel's HSA header */
void po_cl2_control_directive(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    Cl2Kernel *k = cur_kernel(A);
    if (!k) {
        as_error(A, place, "a kernel control directive can be defined only inside a kernel");
        return;
    }
    if (k->meta_sect >= 0 || k->isameta_sect >= 0 || k->setup_sect >= 0 || k->stub_sect >= 0) {
        as_error(A, place, "a kernel with metadata, setup or stub cannot have a control "
                 "directive");
        return;
    }
    if (k->config_sect >= 0 && !k->use_hsa) {
        as_error(A, place, "a kernel with .config cannot have a control directive (only "
                 ".hsaconfig)");
        return;
    }
    if (!args_end(c))
        return;
    int32_t kid = A->cur_kernel;
    add_rec(A, kid, PON_control_directive, place, 0);
    as_goto_kernel_config_data(A, place, ".control_directive", &k->ctrl_sect);
    k->use_hsa = true;
}

/* .metadata (0) .isametadata (1) .setup (2) .stub (3) */
void po_cl2_raw(Asm *A, Args *c, const char *place, int which)
{
    static const char *const names[] = { ".metadata", ".isametadata", ".setup", ".stub" };
    static const char *const what[] = { "metadata", "ISA metadata", "a kernel setup",
                                        "a kernel stub" };
    as_init_output(A);
    Cl2Kernel *k = cur_kernel(A);
    if (!k) {
        as_error(A, place, "%s can be defined only inside a kernel", what[which]);
        return;
    }
    if (k->config_sect >= 0) {
        as_error(A, place, "a kernel with a configuration cannot have %s", what[which]);
        return;
    }
    if ((which == 1 || which == 3) && !old_format(A)) {
        as_error(A, place, "%s is allowed only in the old binary format (driver version "
                 "below 191205)", what[which]);
        return;
    }
    if (!args_end(c))
        return;
    int32_t *sect = which == 0 ? &k->meta_sect : which == 1 ? &k->isameta_sect
                  : which == 2 ? &k->setup_sect : &k->stub_sect;
    if (*sect < 0)
        add_rec(A, A->cur_kernel, A->op_name, place, 0);
    as_goto_kernel_config_data(A, place, names[which], sect);
}

/* ---- the settings of a configuration ---- */

/* .sgprsnum .localsize .kernarg_segment_size ... (arg: a CFV_* kind, | CV_HSA
 * for the settings only .hsaconfig has) */
void po_cl2_value(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    int kind = arg & 0xff;
    if (!need_config(A, place))
        return;
    if ((arg & CV_HSA) && !need_hsa(A, place))
        return;
    args_skip(c);
    const char *vp = c->p;
    uint64_t v = 0;
    bool good = args_abs(c, &v, true);
    if (good)
        good = cfv_check(A, vp, kind, v);
    if (!good || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, A->op_name, place, 1)->vals[0].num = v;
}

/* .ieeemode ... (0: both), .useargs ... (CV_NOHSA), .use_* (CV_HSA) */
void po_cl2_bool(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    if (!need_config(A, place))
        return;
    if ((arg & CV_NOHSA) && cur_kernel(A)->use_hsa) {
        as_error(A, place, "this pseudo-op is not allowed in an HSA configuration "
                 "(.hsaconfig)");
        return;
    }
    if ((arg & CV_HSA) && !need_hsa(A, place))
        return;
    if (!args_end(c))
        return;
    add_rec(A, A->cur_kernel, A->op_name, place, 0);
}

/* .dims GROUPS[, ITEMS]: bits 0-2 group ids, 3-5 work-item ids, bit 8 when
 * the second set was given */
void po_cl2_dims(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place))
        return;
    uint32_t first, second;
    if (!cfv_dim_set(c, &first))
        return;
    uint32_t mask = first | first << 3;
    bool have;
    if (!args_comma(c, &have, true))
        return;
    if (have) {
        if (!cfv_dim_set(c, &second))
            return;
        mask = first | second << 3 | 0x100;
    }
    if (!args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_dims, place, 1)->vals[0].num = mask;
}

/* .use_grid_workgroup_count DIMS */
void po_cl2_grid_count(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !need_hsa(A, place))
        return;
    uint32_t mask;
    if (!cfv_dim_set(c, &mask) || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_use_grid_workgroup_count, place, 1)->vals[0].num = mask;
}

/* .default_hsa_features (the pointer size is the binary's) */
void po_cl2_default_features(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place) || !need_hsa(A, place) || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_default_hsa_features, place, 1)->vals[0].num =
        A->target.is64bit;
}

/* .machine KIND, MAJOR, MINOR, STEPPING (2) / .codeversion MAJOR, MINOR (1) */
void po_cl2_numbers(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    if (!need_config(A, place) || !need_hsa(A, place))
        return;
    unsigned n = arg == 2 ? 4 : 2, bits = arg == 2 ? 16 : 32;
    uint64_t v[4] = { 0, 0, 0, 0 };
    bool good = true;
    for (unsigned k = 0; k < n; k++) {
        if (k > 0 && !args_need_comma(c))
            return;
        good &= cfv_abs_arg(c, &v[k], bits, true);
    }
    if (!good || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, n);
    as_cfg_set_nums(r, v, n);
}

/* .reserved_sgprs FIRST, LAST (0) / .reserved_vgprs (1) */
void po_cl2_reserved(Asm *A, Args *c, const char *place, int vgprs)
{
    as_init_output(A);
    if (!need_config(A, place) || !need_hsa(A, place))
        return;
    uint64_t first = 0, last = 0;
    if (!cfv_reserved_range(A, c, vgprs, &first, &last) || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, 2);
    r->vals[0].num = first;
    r->vals[1].num = last;
}

/* .cws / .reqd_work_group_size (0), .work_group_size_hint (1): up to three
 * sizes, 1 when omitted */
void po_cl2_cws(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place))
        return;
    uint64_t v[3] = { 1, 1, 1 };
    const char *vp[3] = { NULL, NULL, NULL };
    args_skip(c);
    vp[0] = c->p;
    bool good = args_abs(c, &v[0], false), have;
    if (good)
        cfv_warn_unsigned(A, vp[0], 32, v[0]);
    if (!args_comma(c, &have, true))
        return;
    if (have) {
        args_skip(c);
        vp[1] = c->p;
        if (args_abs(c, &v[1], false))
            cfv_warn_unsigned(A, vp[1], 32, v[1]);
        else
            good = false;
        if (!args_comma(c, &have, true))
            return;
        if (have) {
            args_skip(c);
            vp[2] = c->p;
            if (args_abs(c, &v[2], false))
                cfv_warn_unsigned(A, vp[2], 32, v[2]);
            else
                good = false;
        }
    }
    if (v[0] || v[1] || v[2])
        for (int i = 0; i < 3; i++)
            if (v[i] == 0) {
                /* clrxasm's place: the value's, or the start when not given */
                as_error(A, vp[i] ? vp[i] : place, "a work-group size must not be zero");
                good = false;
            }
    if (!good || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name == PON_reqd_work_group_size ?
                          PON_cws : A->op_name, place, 3);
    for (int i = 0; i < 3; i++)
        r->vals[i].num = (uint32_t)v[i];
}

/* .vectypehint TYPE */
void po_cl2_vectypehint(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config(A, place))
        return;
    const char *s;
    size_t n;
    if (!args_name(c, &s, &n, "a vector type hint", true) || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_vectypehint, place, 1);
    as_cfg_set_str(A, r, 0, s, n);
}

/* ---- arguments ---- */

/* argument types by name (KernelArgType numbers of the CLRX model) */
typedef struct ArgTypeName {
    const char *name;
    uint8_t type;
} ArgTypeName;

enum {
    AT_VOID = 0, AT_POINTER = 11, AT_IMAGE = 12, AT_IMAGE3D = 18, AT_SAMPLER = 69,
    AT_STRUCTURE = 70, AT_COUNTER32 = 71, AT_COUNTER64 = 72, AT_PIPE = 73,
    AT_CMDQUEUE = 74, AT_CLKEVENT = 75
};

static const ArgTypeName arg_types[] = {
    { "char", 2 }, { "char16", 28 }, { "char2", 24 }, { "char3", 25 }, { "char4", 26 },
    { "char8", 27 }, { "clkevent", 75 }, { "counter32", 71 }, { "counter64", 72 },
    { "double", 10 }, { "double16", 68 }, { "double2", 64 }, { "double3", 65 },
    { "double4", 66 }, { "double8", 67 }, { "float", 9 }, { "float16", 63 },
    { "float2", 59 }, { "float3", 60 }, { "float4", 61 }, { "float8", 62 },
    { "image", 12 }, { "image1d", 13 }, { "image1d_array", 14 }, { "image1d_buffer", 15 },
    { "image2d", 16 }, { "image2d_array", 17 }, { "image3d", 18 }, { "int", 6 },
    { "int16", 48 }, { "int2", 44 }, { "int3", 45 }, { "int4", 46 }, { "int8", 47 },
    { "long", 8 }, { "long16", 58 }, { "long2", 54 }, { "long3", 55 }, { "long4", 56 },
    { "long8", 57 }, { "pipe", 73 }, { "queue", 74 }, { "sampler", 69 }, { "short", 4 },
    { "short16", 38 }, { "short2", 34 }, { "short3", 35 }, { "short4", 36 },
    { "short8", 37 }, { "structure", 70 }, { "uchar", 1 }, { "uchar16", 23 },
    { "uchar2", 19 }, { "uchar3", 20 }, { "uchar4", 21 }, { "uchar8", 22 }, { "uint", 5 },
    { "uint16", 43 }, { "uint2", 39 }, { "uint3", 40 }, { "uint4", 41 }, { "uint8", 42 },
    { "ulong", 7 }, { "ulong16", 53 }, { "ulong2", 49 }, { "ulong3", 50 }, { "ulong4", 51 },
    { "ulong8", 52 }, { "ushort", 3 }, { "ushort16", 33 }, { "ushort2", 29 },
    { "ushort3", 30 }, { "ushort4", 31 }, { "ushort8", 32 }, { "void", 0 },
};

/* the type name an argument gets when none is given, by type number */
static const char *const default_type_names[] = {
    "void", "uchar", "char", "ushort", "short", "uint", "int", "ulong", "long", "float",
    "double", "pointer", "image2d_t", "image1d_t", "image1d_array_t", "image1d_buffer_t",
    "image2d_t", "image2d_array_t", "image3d_t", "uchar2", "uchar3", "uchar4", "uchar8",
    "uchar16", "char2", "char3", "char4", "char8", "char16", "ushort2", "ushort3",
    "ushort4", "ushort8", "ushort16", "short2", "short3", "short4", "short8", "short16",
    "uint2", "uint3", "uint4", "uint8", "uint16", "int2", "int3", "int4", "int8", "int16",
    "ulong2", "ulong3", "ulong4", "ulong8", "ulong16", "long2", "long3", "long4", "long8",
    "long16", "float2", "float3", "float4", "float8", "float16", "double2", "double3",
    "double4", "double8", "double16", "sampler_t", "structure", "counter32_t",
    "counter64_t", "pipe", "queue_t", "clk_event_t"
};

static bool is_image(unsigned t)
{
    return t >= AT_IMAGE && t <= AT_IMAGE3D;
}

/* access flags (KARG_PTR_* of the CLRX model) */
enum { ACC_RDONLY = 1, ACC_WRONLY = 2, ACC_RDWR = 3, ACC_CONST = 4, ACC_RESTRICT = 8,
       ACC_VOLATILE = 16 };
/* pointer spaces */
enum { SP_NONE = 0, SP_LOCAL, SP_CONSTANT, SP_GLOBAL };

static bool name_is(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

static bool name_is_ci(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && ascii_strncasecmp(s, w, n) == 0;
}

/* A name of at most max-1 characters, as clrxasm reads short words; an
 * empty one when !required and none is there. */
static bool short_name(Args *c, const char **s, size_t *n, size_t max, const char *what,
                       bool required)
{
    if (!args_name(c, s, n, what, required))
        return false;
    if (*n >= max) {
        as_error(c->A, c->p, "the %s is too long", what);
        return false;
    }
    return true;
}

/* .arg NAME, ["TYPENAME",] TYPE[*] [, ...] (docs/formats/amdcl2.md) */
void po_cl2_arg(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!in_config(A)) {
        as_error(A, place, "an argument outside a kernel's configuration");
        return;
    }
    Cl2Kernel *k = cur_kernel(A);
    const char *s;
    size_t n;
    args_skip(c);
    const char *np = c->p;
    const char *argname = NULL;
    size_t argname_len = 0;
    bool good = args_name(c, &argname, &argname_len, "an argument name", true);
    if (good && k->arg_names && ht_get(k->arg_names, argname, argname_len)) {
        as_error(A, np, "kernel argument '%.*s' is already defined", (int)argname_len,
                 argname);
        good = false;
    }
    if (!args_need_comma(c))
        return;
    args_skip(c);
    StrBuf tname = STRBUF_INIT;
    bool tname_given = false;
    if (c->p < c->end && *c->p == '"') {
        good &= args_string(c, &tname);
        if (!args_need_comma(c)) {
            sb_free(&tname);
            return;
        }
        tname_given = true;
    }
    unsigned type = AT_VOID;
    bool pointer = false;
    args_skip(c);
    const char *tp = c->p;
    if (args_name(c, &s, &n, "an argument type", true)) {
        int found = -1;
        if (n < 72)
            for (size_t i = 0; i < CLRX_ARRAY_SIZE(arg_types); i++)
                if (name_is_ci(s, n, arg_types[i].name)) {
                    found = (int)i;
                    break;
                }
        if (found < 0) {
            as_error(A, tp, n >= 72 ? "the argument type is too long"
                                    : "unknown argument type '%.*s'", (int)n, s);
            good = false;
        } else {
            type = arg_types[found].type;
            args_skip(c);
            if (c->p < c->end && *c->p == '*') {
                pointer = true;
                c->p++;
            }
        }
    } else
        good = false;
    if (!pointer && type == AT_COUNTER64) {
        as_error(A, tp, "the counter64 type is not supported");
        good = false;
    }
    if (pointer && (is_image(type) || type == AT_SAMPLER || type == AT_POINTER ||
                    type == AT_COUNTER32 || type == AT_COUNTER64)) {
        as_error(A, tp, "a pointer to this type is not allowed");
        good = false;
    }
    if (!tname_given) {
        sb_clear(&tname);
        sb_puts(&tname, default_type_names[type]);
        if (pointer)
            sb_putc(&tname, '*');
    }
    unsigned space = SP_NONE, access = 0, used = 3;
    uint64_t struct_size = 0, resid = UINT32_MAX;
    bool have, have_last = false;
    if (pointer) {
        if (type == AT_STRUCTURE) {
            if (!args_need_comma(c))
                goto out;
            args_skip(c);
            const char *sp = c->p;
            if (args_abs(c, &struct_size, true))
                cfv_warn_unsigned(A, sp, 32, struct_size);
            else
                good = false;
        }
        if (!args_need_comma(c))
            goto out;
        args_skip(c);
        const char *pp = c->p;
        if (short_name(c, &s, &n, 10, "pointer space", true)) {
            if (name_is_ci(s, n, "local"))
                space = SP_LOCAL;
            else if (name_is_ci(s, n, "global"))
                space = SP_GLOBAL;
            else if (name_is_ci(s, n, "constant"))
                space = SP_CONSTANT;
            else {
                as_error(A, pp, "unknown pointer space '%.*s' (local, global or constant)",
                         (int)n, s);
                good = false;
            }
        } else
            good = false;
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            for (;;) {
                args_skip(c);
                if (c->p >= c->end || *c->p == ',')
                    break;
                const char *ap = c->p;
                if (short_name(c, &s, &n, 10, "access qualifier", true)) {
                    if (name_is_ci(s, n, "const"))
                        access |= ACC_CONST;
                    else if (name_is_ci(s, n, "restrict"))
                        access |= ACC_RESTRICT;
                    else if (name_is_ci(s, n, "volatile"))
                        access |= ACC_VOLATILE;
                    else {
                        as_error(A, ap, "unknown access qualifier '%.*s'", (int)n, s);
                        good = false;
                    }
                } else {
                    good = false;
                    if (c->p == ap)
                        break;
                }
            }
            have_last = true;
        }
    } else if (is_image(type)) {
        space = SP_GLOBAL;
        access = ACC_RDONLY;
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            args_skip(c);
            const char *ap = c->p;
            if (short_name(c, &s, &n, 15, "access qualifier", false)) {
                if (name_is(s, n, "read_only") || name_is(s, n, "rdonly"))
                    access = ACC_RDONLY;
                else if (name_is(s, n, "write_only") || name_is(s, n, "wronly"))
                    access = ACC_WRONLY;
                else if (name_is(s, n, "read_write") || name_is(s, n, "rdwr"))
                    access = ACC_RDWR;
                else if (n != 0) {
                    as_error(A, ap, "unknown access qualifier '%.*s'", (int)n, s);
                    good = false;
                }
            } else
                good = false;
            if (!args_comma(c, &have, true))
                goto out;
            if (have) {
                have_last = true;
                args_skip(c);
                const char *rp = c->p;
                if (args_abs(c, &resid, false)) {
                    unsigned max = access == ACC_RDONLY ? 127 : 7;
                    if (resid != UINT32_MAX && resid > max) {
                        as_error(A, rp, "resource id out of range (0-%u)", max);
                        good = false;
                    }
                } else
                    good = false;
            }
        }
    } else if (type == AT_SAMPLER) {
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            have_last = true;
            args_skip(c);
            const char *rp = c->p;
            if (args_abs(c, &resid, true)) {
                if (resid != UINT32_MAX && resid > 15) {
                    as_error(A, rp, "sampler id out of range (0-15)");
                    good = false;
                }
            } else
                good = false;
        }
    } else if (type == AT_STRUCTURE) {
        if (!args_need_comma(c))
            goto out;
        args_skip(c);
        const char *sp = c->p;
        if (args_abs(c, &struct_size, true))
            cfv_warn_unsigned(A, sp, 32, struct_size);
        else
            good = false;
        have_last = true;
    } else
        have_last = true;
    if (have_last) {
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            args_skip(c);
            const char *up = c->p;
            if (short_name(c, &s, &n, 10, "unused specifier", false)) {
                if (name_is_ci(s, n, "unused"))
                    used = 0;
                else if (name_is_ci(s, n, "rdonly"))
                    used = 1;
                else if (name_is_ci(s, n, "wronly"))
                    used = 2;
                else {
                    as_error(A, up, "expected 'unused', 'rdonly' or 'wronly'");
                    good = false;
                }
            } else
                good = false;
        }
    }
    if (good && args_end(c)) {
        if (!k->arg_names)
            k->arg_names = ht_new(16);
        const char *in = strpool_intern(A->strs, argname, argname_len);
        ht_put(k->arg_names, in, argname_len, (void *)1);
        AsCfgRec *r = add_rec(A, A->cur_kernel, PON_arg, place, 9);
        as_cfg_set_str(A, r, 0, argname, argname_len);
        as_cfg_set_str(A, r, 1, tname.data ? tname.data : "", tname.len);
        r->vals[2].num = pointer ? AT_POINTER : type;
        r->vals[3].num = pointer ? type : AT_VOID;
        r->vals[4].num = space;
        r->vals[5].num = access;
        r->vals[6].num = (uint32_t)struct_size;
        r->vals[7].num = (uint32_t)resid;
        r->vals[8].num = used;
    }
out:
    sb_free(&tname);
}

/* .setupargs: the six hidden arguments first */
void po_cl2_setupargs(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!in_config(A)) {
        as_error(A, place, "an argument outside a kernel's configuration");
        return;
    }
    Cl2Kernel *k = cur_kernel(A);
    if (k->arg_names && ht_count(k->arg_names)) {
        as_error(A, place, ".setupargs must come before the other arguments");
        return;
    }
    if (!args_end(c))
        return;
    static const char *const names[] = {
        "_.global_offset_0", "_.global_offset_1", "_.global_offset_2", "_.printf_buffer",
        "_.vqueue_pointer", "_.aqlwrap_pointer"
    };
    if (!k->arg_names)
        k->arg_names = ht_new(16);
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(names); i++)
        ht_put(k->arg_names, names[i], strlen(names[i]), (void *)1);
    add_rec(A, A->cur_kernel, PON_setupargs, place, 1)->vals[0].num = A->target.is64bit;
}
