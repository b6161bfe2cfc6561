/* output.c - the assembler's state as an Object (libcommon/objfile.h):
 * sections with their roles and bytes, symbols, relocations, kernels and
 * the target, and the format's configuration records.  Configuration
 * sections of kernels hold no bytes and are not written (but the bytes of a
 * kernel's configuration, such as Gallium's .control_directive, are);
 * everything else keeps the format's section names (a kernel's own sections
 * carry the kernel's index). */
#include "asm.h"
#include "format.h"

#include <elf.h>
#include <stdlib.h>
#include <string.h>

static ObjSectKind kind_of(const AsSection *s)
{
    switch (s->type) {
    case AST_CODE: return OSECT_CODE;
    case AST_DATA: return OSECT_RODATA;
    case AST_KDATA: return OSECT_KDATA;
    case AST_RWDATA: return OSECT_DATA;
    case AST_BSS: return OSECT_BSS;
    case AST_COMMENT: return OSECT_COMMENT;
    case AST_CONFIG: return OSECT_CONFIG;
    case AST_KCONFIG: return OSECT_CONFIG;
    case AST_GOT: return OSECT_GOT;
    case AST_EXTRA: default: return OSECT_OTHER;
    }
}

static ObjSrcLine src_of(SrcPos p)
{
    ObjSrcLine s = { p.file, p.line, p.col, p.ctx };
    return s;
}

typedef struct SymOut {
    Asm *A;
    Object *o;
    const int32_t *map;        /* assembler section -> object section (-1 none) */
    int64_t *ext_idx;          /* external k -> object symbol (-1 none yet) */
    /* global symbols whose value is a link-time value: the object's
     * symbol and the value (a node or an external symbol, plus a constant) */
    struct LinkSymOut { uint32_t idx; int32_t base; uint64_t value; SrcPos pos; } *linksyms;
    size_t nlinksyms, caplinksyms;
} SymOut;

static bool is_kernel_name(Asm *A, const char *name)
{
    return ht_get(A->kernel_by_name, name, strlen(name)) != NULL;
}

static void put_symbol(Symbol *s, void *user)
{
    SymOut *so = user;
    Asm *A = so->A;
    if (s->name[0] == '\0' || (s->name[0] >= '0' && s->name[0] <= '9'))
        return;                 /* local labels */
    if (s->name[0] == '.' && s->name[1] == '\0')
        return;                 /* the location counter */
    if (s->regrange || s->is_eqv || s->detached)
        return;
    ObjSymbol os;
    memset(&os, 0, sizeof os);
    char buf[1024];
    os.name = symbol_qualname(s, buf, sizeof buf);
    os.size = s->size;
    os.elf_type = STT_NOTYPE;
    os.bind = s->weak ? OBJ_WEAK : s->global ? OBJ_GLOBAL : OBJ_LOCAL;
    if (s->external) {
        if (!as_is_ext_base(s->section) || so->ext_idx[as_ext_index(s->section)] >= 0)
            return;
        os.section = OBJ_SHN_UNDEF;
        if (os.bind == OBJ_LOCAL)
            os.bind = OBJ_GLOBAL;
    } else if (!s->has_value) {
        return;
    } else if (s->section == SECT_ABS && s->is_label && s->user &&
               (intptr_t)s->user - 1 < (intptr_t)A->nsects &&
               so->map[(intptr_t)s->user - 1] >= 0) {
        /* a label of a section whose offsets are numbers (as_label): its
         * value is a number, but the linker must know its section */
        os.section = so->map[(intptr_t)s->user - 1];
        os.value = s->value;
    } else if (s->section == SECT_ABS) {
        os.section = OBJ_SHN_ABS;
        os.value = s->value;
    } else if (s->section >= 0 && (size_t)s->section < A->nsects &&
               so->map[s->section] >= 0) {
        os.section = so->map[s->section];
        os.value = s->value;
    } else if (os.bind != OBJ_LOCAL &&
               ((as_is_link_node(s->section) && as_link_index(s->section) < A->nlinks) ||
                (as_is_ext_base(s->section) && as_ext_index(s->section) < A->nexterns))) {
        /* a link-time value: 0 here, the linker's value (record
         * OBJ_LINK_SYMBOL) for other objects and the binary's symbols */
        os.section = OBJ_SHN_ABS;
        CLRX_GROW(so->linksyms, so->nlinksyms, so->caplinksyms);
        SrcPos pos = { 0 };
        if (s->def_index && s->def_index <= A->nlabelpos)
            pos = A->labelpos[s->def_index - 1];
        so->linksyms[so->nlinksyms++] = (struct LinkSymOut){ (uint32_t)so->o->nsymbols,
                                                             s->section, s->value, pos };
    } else
        return;                 /* relative to an external symbol: no ELF value */
    if (os.bind == OBJ_LOCAL && is_kernel_name(A, os.name))
        os.bind = OBJ_GLOBAL;
    if (os.bind != OBJ_LOCAL && os.section != OBJ_SHN_UNDEF && s->def_index &&
        s->def_index <= A->nlabelpos)
        os.src = src_of(A->labelpos[s->def_index - 1]);
    uint32_t idx = obj_add_symbol(so->o, &os);
    if (s->external)
        so->ext_idx[as_ext_index(s->section)] = idx;
}

/* Link-time records: bases become terms (sections, external symbols,
 * earlier nodes); a record that names something the object does not have
 * is dropped with its dependants (an error was reported for it). */
static void put_links(Asm *A, Object *o, const int32_t *map, const int64_t *ext_idx,
                      const SymOut *so)
{
    if (!A->nlinks && !so->nlinksyms)
        return;
    int64_t *idx = xmalloc((A->nlinks ? A->nlinks : 1) * sizeof *idx);   /* AsLink -> ObjLink, -1 dropped */
    for (size_t k = 0; k < A->nlinks; k++) {
        const AsLink *l = &A->links[k];
        idx[k] = -1;
        if (l->kind != OBJ_LINK_NODE &&
            (l->sect < 0 || (size_t)l->sect >= A->nsects || map[l->sect] < 0))
            continue;
        ObjLink ol;
        memset(&ol, 0, sizeof ol);
        bool good = true;
        for (unsigned a = 0; a < l->nargs && good; a++) {
            const ExprVal *v = &l->args[a];
            ObjLinkVal *ov = &ol.args[a];
            ov->value = v->value;
            ov->nterms = v->nterms;
            for (unsigned t = 0; t < v->nterms && good; t++) {
                int32_t b = v->terms[t].base;
                ObjLinkTerm *ot = &ov->terms[t];
                ot->coef = v->terms[t].coef;
                if (as_is_link_node(b) && as_link_index(b) < k && idx[as_link_index(b)] >= 0) {
                    ot->kind = OBJ_TERM_NODE;
                    ot->ref = (uint32_t)idx[as_link_index(b)];
                } else if (as_is_ext_base(b) && as_ext_index(b) < A->nexterns &&
                           ext_idx[as_ext_index(b)] >= 0) {
                    ot->kind = OBJ_TERM_SYMBOL;
                    ot->ref = (uint32_t)ext_idx[as_ext_index(b)];
                } else if (b >= 0 && (size_t)b < A->nsects && map[b] >= 0) {
                    ot->kind = OBJ_TERM_SECTION;
                    ot->ref = (uint32_t)map[b];
                } else
                    good = false;
            }
        }
        if (!good)
            continue;
        ObjLink *dst = obj_add_link(o);
        *dst = ol;
        dst->kind = l->kind;
        dst->op = l->op;
        dst->section = l->kind == OBJ_LINK_NODE ? -1 : map[l->sect];
        dst->offset = l->offset;
        dst->field = l->field;
        dst->nargs = l->nargs;
        dst->src = src_of(l->pos);
        dst->flags = l->flags;
        idx[k] = (int64_t)(o->nlinks - 1);
    }
    for (size_t i = 0; i < so->nlinksyms; i++) {
        const struct LinkSymOut *ls = &so->linksyms[i];
        ObjLinkTerm t = { .coef = 1 };
        SrcPos pos = ls->pos;
        if (as_is_link_node(ls->base)) {
            size_t k = as_link_index(ls->base);
            if (idx[k] < 0)
                continue;       /* dropped (an error was reported) */
            t.kind = OBJ_TERM_NODE;
            t.ref = (uint32_t)idx[k];
            if (!pos.line)
                pos = A->links[k].pos;
        } else {
            if (ext_idx[as_ext_index(ls->base)] < 0)
                continue;
            t.kind = OBJ_TERM_SYMBOL;
            t.ref = (uint32_t)ext_idx[as_ext_index(ls->base)];
        }
        ObjLink *dst = obj_add_link(o);
        dst->kind = OBJ_LINK_SYMBOL;
        dst->section = -1;
        dst->offset = ls->idx;
        dst->nargs = 1;
        dst->args[0].value = ls->value;
        dst->args[0].nterms = 1;
        dst->args[0].terms[0] = t;
        dst->src = src_of(pos);
    }
    free(idx);
}

static const AsReloc *g_sort_relocs;

static int reloc_cmp(const void *a, const void *b)
{
    size_t i = *(const size_t *)a, j = *(const size_t *)b;
    const AsReloc *x = &g_sort_relocs[i], *y = &g_sort_relocs[j];
    if (x->sect != y->sect)
        return x->sect < y->sect ? -1 : 1;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    return i < j ? -1 : i > j;
}

/* Labels whose values are numbers (in a section whose offsets are numbers)
 * and that some expression used: their section's part must start the
 * linked section (ObjSection.labels_used). */
typedef struct UsedLabels {
    Asm *A;
    uint8_t *used;             /* per section */
} UsedLabels;

static void used_label(Symbol *s, void *user)
{
    UsedLabels *u = user;
    intptr_t sect = (intptr_t)s->user - 1;
    if (s->is_label && s->used && s->has_value && s->user && !s->detached && sect >= 0 &&
        (size_t)sect < u->A->nsects)
        u->used[sect] = 1;
}

/* the global scope's names in creation order (Object.symorder) */
static void add_symorder(Symbol *s, void *user)
{
    Object *o = user;
    o->symorder[o->nsymorder++] = obj_str(o, s->name);
}

static void count_symbol(Symbol *s, void *user)
{
    (void)s;
    (*(size_t *)user)++;
}

Object *as_make_object(Asm *A)
{
    if (A->initialized && as_format(A)->finish)
        as_format(A)->finish(A);
    Object *o = obj_new();
    o->target = A->target;
    o->format_explicit = A->format_explicit;
    o->gpu_explicit = A->gpu_explicit;
    o->bitness_explicit = A->bitness_explicit;
    o->driver_version_set = A->driver_version_set;
    o->llvm_version_set = A->llvm_version_set;
    Scope *global = symtab_global(A->symtab);
    size_t nglobal = 0;
    scope_foreach(global, false, count_symbol, &nglobal);
    o->symorder = arena_zalloc(o->arena, (nglobal + 1) * sizeof *o->symorder);
    scope_foreach(global, false, add_symorder, o);
    /* about as many symbols as the global scope has (section symbols and
     * other scopes' may come too), a kernel each, a range of usage each */
    obj_reserve(o, nglobal + A->nexterns, A->nkernels, A->nusage);

    UsedLabels ul = { A, xcalloc(A->nsects ? A->nsects : 1, 1) };
    symtab_foreach(A->symtab, used_label, &ul);
    int32_t *map = xcalloc(A->nsects ? A->nsects : 1, sizeof *map);
    for (size_t k = 0; k < A->nsects; k++) {
        AsSection *s = &A->sects[k];
        map[k] = -1;
        if (s->type == AST_CONFIG)
            continue;
        int32_t id = obj_add_section(o, s->name, kind_of(s));
        ObjSection *os = &o->sections[id];
        /* (a kernel's configuration bytes are parts of their own: a CAL
         * note, a control directive) */
        os->labels_used = ul.used[k] != 0 && s->type != AST_KCONFIG;
        os->kernel = s->kernel == KERN_GLOBAL ? OBJ_KERN_GLOBAL
                   : s->kernel == KERN_INNER ? OBJ_KERN_INNER : s->kernel;
        /* the parts of a section are laid out by what .align/.p2align ask
         * inside them: a later `.section` of the same name is ignored in the
         * concatenated sources, and the first one's align= only decides the
         * output's header (decl_align) */
        os->align = s->max_align ? s->max_align : 1;
        os->decl_align = s->align <= UINT32_MAX ? (uint32_t)s->align : 0;
        if (s->type == AST_EXTRA && s->elf_flags)
            os->elf_flags = s->elf_flags;
        if (s->type == AST_EXTRA && s->elf_type)
            os->elf_type = s->elf_type;
        if ((s->flags & SF_WRITE) && os->elf_type != SHT_NOBITS) {
            sb_free(&os->data);
            os->data = s->data;
            memset(&s->data, 0, sizeof s->data);
            os->size = os->data.len;
        } else
            os->size = s->size;     /* no bytes: only the size (.bss, @nobits) */
        map[k] = id;
    }

    SymOut so = { .A = A, .o = o, .map = map,
                  .ext_idx = xcalloc(A->nexterns ? A->nexterns : 1, sizeof(int64_t)) };
    for (size_t k = 0; k < A->nexterns; k++)
        so.ext_idx[k] = -1;
    symtab_foreach(A->symtab, put_symbol, &so);
    /* externals are in the symbol table; make sure each has its entry */
    for (size_t k = 0; k < A->nexterns; k++)
        if (so.ext_idx[k] < 0)
            put_symbol(A->externs[k], &so);

    /* relocations in the order of the places they patch (as GNU as) */
    size_t *order = xcalloc(A->nrelocs ? A->nrelocs : 1, sizeof *order);
    for (size_t k = 0; k < A->nrelocs; k++)
        order[k] = k;
    g_sort_relocs = A->relocs;
    if (!as_format(A)->keep_reloc_order)
        qsort(order, A->nrelocs, sizeof *order, reloc_cmp);
    for (size_t n = 0; n < A->nrelocs; n++) {
        const AsReloc *r = &A->relocs[order[n]];
        if (r->sect < 0 || (size_t)r->sect >= A->nsects || map[r->sect] < 0)
            continue;
        ObjReloc orl;
        memset(&orl, 0, sizeof orl);
        orl.section = map[r->sect];
        orl.offset = r->offset;
        orl.type = r->type;
        orl.addend = r->addend;
        orl.src = src_of(r->pos);
        if (r->sym) {
            if (!as_is_ext_base(r->sym->section) ||
                so.ext_idx[as_ext_index(r->sym->section)] < 0)
                continue;
            orl.symbol = (uint32_t)so.ext_idx[as_ext_index(r->sym->section)];
        } else {
            if (r->target_sect < 0 || map[r->target_sect] < 0)
                continue;
            orl.symbol = obj_section_symbol(o, map[r->target_sect]);
        }
        obj_add_reloc(o, &orl);
    }

    for (size_t k = 0; k < A->nkernels; k++)
        obj_add_kernel(o, A->kernels[k].name, src_of(A->kernels[k].pos));

    put_links(A, o, map, so.ext_idx, &so);

    /* the packed records become the object's, the names of symbols given */
    as_cfg_close(A);
    for (size_t k = 0; k < A->ncfgsyms; k++) {
        char buf[1024];
        const char *name = symbol_qualname(A->cfgsyms[k].sym, buf, sizeof buf);
        obj_pack_resolve(&A->cfgpack, A->cfgsyms[k].later, name, strlen(name));
    }
    obj_give_config_pack(o, &A->cfgpack);

    /* per section, the lowest offset of a label of a kernel of this source:
     * code after it that belongs to no kernel stays so (its kernel was
     * declared after the label, as clrxasm counts) */
    uint64_t *first_klabel = xmalloc((A->nsects ? A->nsects : 1) * sizeof *first_klabel);
    for (size_t k = 0; k < A->nsects; k++)
        first_klabel[k] = UINT64_MAX;
    for (size_t k = 0; k < A->nkernels; k++) {
        const char *kn = A->kernels[k].name;
        Symbol *ks = symtab_global_symbol(A->symtab, kn, strlen(kn), false);
        if (ks && ks->has_value && ks->is_label && ks->section >= 0 &&
            (size_t)ks->section < A->nsects && ks->value < first_klabel[ks->section])
            first_klabel[ks->section] = ks->value;
    }
    for (size_t k = 0; k < A->nusage; k++) {
        const AsUsage *u = &A->usage[k];
        if (u->sect < 0 || (size_t)u->sect >= A->nsects || map[u->sect] < 0 ||
            (u->end == u->start && !(u->flags & (OBJ_REG_REPLACE | OBJ_REG_FINAL))) ||
            A->sects[u->sect].type != AST_CODE)
            continue;           /* e.g. instructions in AMD's global data */
        ObjRegUsage *ou = obj_add_regusage(o);
        ou->section = map[u->sect];
        ou->start = u->start;
        ou->end = u->end;
        ou->max_sgpr = (int32_t)u->sgprs - 1;
        ou->max_vgpr = (int32_t)u->vgprs - 1;
        ou->flags = u->flags & (OBJ_REG_VCC | OBJ_REG_FLAT | OBJ_REG_XNACK | OBJ_REG_REPLACE |
                                OBJ_REG_FINAL);
        if (!u->sel && u->kernel < 0 && u->start < first_klabel[u->sect])
            ou->flags |= OBJ_REG_FOLLOWS;   /* the linker knows whose code it is */
        if (u->sel) {           /* inside .kcode: a set of kernels (maybe none) */
            if (u->sel->earlier)
                ou->flags |= OBJ_REG_EARLIER;
            if (u->sel->n > 0) {
                const char **names = xmalloc(u->sel->n * sizeof *names);
                for (uint32_t i = 0; i < u->sel->n; i++)
                    names[i] = u->sel->k[i] >= AS_KFOREIGN
                                   ? A->foreign_kernels[u->sel->k[i] - AS_KFOREIGN]
                                   : A->kernels[u->sel->k[i]].name;
                obj_regusage_set_kernels(o, ou, names, u->sel->n);
                if (u->sel->foreign_pos.line)
                    ou->src = src_of(u->sel->foreign_pos);
                free(names);
            }
        } else if (u->kernel >= 0) {
            /* the object's kernels are A->kernels, in order */
            obj_regusage_set_kernel(o, ou, (uint32_t)u->kernel);
        }
    }
    free(first_klabel);
    free(order);
    free(so.ext_idx);
    free(so.linksyms);
    free(map);
    free(ul.used);
    return o;
}
