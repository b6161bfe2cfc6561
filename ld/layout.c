/* layout.c - where everything goes.
 *
 * Kernels are merged by name, in order of first declaration, with their
 * configuration records in link order.  Sections with the same owner
 * (program, inner binary, kernel) and name form one output section; each
 * object's part follows the previous one, a code part on a 256-byte
 * boundary (the gap filled as .p2align fills code; a kernel's own code, in
 * the formats that join it, on the part's alignment), any other part on its
 * own alignment (gap of zeros); a format whose code parts join as their
 * sources would (LdFormat.join_code) aligns a code part only as requested in
 * it.  An empty part takes no room.  A kernel's register usage is the union
 * over every code range that belongs to it (a range marked OBJ_REG_REPLACE
 * first drops what earlier objects gave its kernels; one marked
 * OBJ_REG_FINAL does not count at the end of the last object unless its
 * kernel is the program's last one).
 * Last, the output format checks what it has been given. */
#include <elf.h>
#include <string.h>
#include <stdlib.h>

#include "diag.h"
#include "bytes.h"
#include "ld.h"

/* Kernel k of an object: merged by name through the global entry of its
 * name (LinkSym.kernel). */
static int32_t kernel_index(Link *L, LinkObj *lo, size_t k)
{
    LinkSym *ls = lo->ksym[k];
    if (ls->kernel)
        return (int32_t)ls->kernel - 1;
    CLRX_GROW(L->kernels, L->nkernels, L->capkernels);
    LinkKernel *lk = &L->kernels[L->nkernels];
    memset(lk, 0, sizeof *lk);
    lk->name = lo->obj->kernels[k].name;
    lk->sym = ls;
    lk->decl_obj = lo;
    lk->src = &lo->obj->kernels[k].src;
    lk->max_sgpr = lk->max_vgpr = -1;
    ls->kernel = (uint32_t)L->nkernels + 1;
    return (int32_t)L->nkernels++;
}

/* The records of kernel k, in link order, when a kernel's records were not
 * one run of L->kconfigs: regrouped kernel by kernel (n records). */
static void regroup_kernels(Link *L, size_t n)
{
    LinkConfig *by_kernel = xmalloc((n ? n : 1) * sizeof *by_kernel);
    size_t at = 0;
    for (size_t k = 0; k < L->nkernels; k++) {
        L->kernels[k].configs = by_kernel + at;
        at += L->kernels[k].nconfigs;
        L->kernels[k].nconfigs = 0;
    }
    for (size_t i = 0; i < n; i++) {
        const LinkConfig *c = &L->kconfigs[i];
        LinkKernel *lk = &L->kernels[c->obj->kmap[c->rec->kernel]];
        lk->configs[lk->nconfigs++] = *c;
    }
    free(L->kconfigs);
    L->kconfigs = by_kernel;
}

/* Each kernel's records, and the program's, in link order, in one pass:
 * a kernel's records are mostly one run of the objects' records (its
 * pseudo-ops, in its object), whose part of L->kconfigs is its slice; when
 * one is not, the records are regrouped. */
static void merge_kernels(Link *L)
{
    /* room for every kernel at once (most objects declare their own), and
     * for every record (the part that is used is the part written) */
    size_t nk = 0, nrec = 0;
    for (size_t i = 0; i < L->nobjs; i++) {
        nk += L->objs[i]->obj->nkernels;
        nrec += L->objs[i]->obj->nconfigs;
    }
    if (nk > L->capkernels) {
        L->kernels = xrealloc(L->kernels, nk * sizeof *L->kernels);
        L->capkernels = nk;
    }
    L->kconfigs = xmalloc((nrec ? nrec : 1) * sizeof *L->kconfigs);
    size_t nused = 0, capglobal = 0;
    bool apart = false;                /* a kernel's records are not one run */
    for (size_t i = 0; i < L->nobjs; i++) {
        LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (size_t k = 0; k < o->nkernels; k++)
            lo->kmap[k] = kernel_index(L, lo, k);
        for (size_t c = 0; c < o->nconfigs; c++) {
            const ObjConfigRec *rec = &o->configs[c];
            LinkConfig lc = { .obj = lo, .rec = rec };
            if (rec->kernel >= 0) {
                LinkKernel *lk = &L->kernels[lo->kmap[rec->kernel]];
                if (!lk->nconfigs)
                    lk->configs = &L->kconfigs[nused];
                else if (lk->configs + lk->nconfigs != &L->kconfigs[nused])
                    apart = true;
                L->kconfigs[nused++] = lc;
                lk->nconfigs++;
            } else {
                CLRX_GROW(L->configs, L->nconfigs, capglobal);
                L->configs[L->nconfigs++] = lc;
            }
        }
    }
    if (!L->configs)
        L->configs = xmalloc(sizeof *L->configs);
    if (apart)
        regroup_kernels(L, nused);
    for (size_t k = 0; k < L->nkernels; k++)
        if (!L->kernels[k].nconfigs)
            L->kernels[k].configs = L->kconfigs;
}

static OutSect *output_section(Link *L, LinkObj *lo, const ObjSection *s)
{
    int32_t owner = s->kernel >= 0 ? lo->kmap[s->kernel] : s->kernel;
    /* mostly the section the previous object's part went to (.text after
     * .text): no key to print and look up */
    OutSect *last = L->last_out;
    if (last && last->kernel == owner && strcmp(last->name, s->name) == 0)
        return last;
    char tag = s->kernel >= 0 ? 'K' : s->kernel == OBJ_KERN_INNER ? 'I' : 'G';
    /* the name comes last, after the first ':', so keys cannot collide */
    const char *key = arena_printf(L->arena, "%c%d:%s", tag, (int)owner, s->name);
    bool ins;
    void **slot = ht_slot(L->out_by_key, key, strlen(key), &ins);
    if (!ins)
        return L->last_out = *slot;
    OutSect *out = xcalloc(1, sizeof *out);
    out->name = s->name;
    out->kind = s->kind;
    out->kernel = owner;
    out->elf_type = s->elf_type;
    out->elf_flags = s->elf_flags;
    out->decl_align = s->decl_align;
    out->align = 1;
    out->first_obj = lo;
    CLRX_GROW(L->outs, L->nouts, L->capouts);
    out->index = L->nouts;
    L->outs[L->nouts++] = out;
    *slot = out;
    return L->last_out = out;
}

/* An output section's bytes made its own (a copy of the part it had
 * borrowed), with room for `extra` more. */
static void own_bytes(OutSect *out, size_t extra)
{
    if (!out->borrowed)
        return;
    StrBuf b = STRBUF_INIT;
    sb_reserve(&b, out->data.len + extra);
    memcpy(b.data, out->data.data, out->data.len);
    b.len = out->data.len;
    b.data[b.len] = '\0';
    out->data = b;
    out->borrowed = false;
}

static bool place_section(Link *L, LinkObj *lo, size_t si)
{
    const ObjSection *s = &lo->obj->sections[si];
    OutSect *out = output_section(L, lo, s);
    if (out->kind != s->kind || (out->elf_type == SHT_NOBITS) != (s->elf_type == SHT_NOBITS)) {
        diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                "section '%s' is %s%s here but %s%s in %s", s->name, obj_sect_kind_name(s->kind),
                s->elf_type == SHT_NOBITS ? " (no bytes)" : "", obj_sect_kind_name(out->kind),
                out->elf_type == SHT_NOBITS ? " (no bytes)" : "", out->first_obj->name);
        return false;
    }
    uint64_t a = s->align ? s->align : 1;
    if (s->kind == OSECT_CODE && a < LD_CODE_ALIGN &&
        !(L->fmt && (L->fmt->join_code || (s->kernel >= 0 && L->fmt->join_kernel_code))))
        a = LD_CODE_ALIGN;
    /* out->size <= LD_MAX_OUT_SIZE and a <= OBJ_MAX_ALIGN: no overflow */
    uint64_t start = (out->size + a - 1) & ~(a - 1);
    if (start > LD_MAX_OUT_SIZE || s->size > LD_MAX_OUT_SIZE - start) {
        diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                "output section '%s' would be larger than %llu bytes", s->name,
                (unsigned long long)LD_MAX_OUT_SIZE);
        return false;
    }
    lo->place[si] = (OutPlace){ .out = out, .offset = start };
    if (s->labels_used && start != 0) {
        /* their values were numbers in the object: its offsets from 0 */
        diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
                "this object uses the values of labels in '%s' as numbers, but its part of "
                "'%s' starts at offset %llu of the linked section: one concatenated source "
                "would give them other values (link this object first, or keep the labels "
                "and their uses with the first part)", s->name, s->name,
                (unsigned long long)start);
        return false;
    }
    if (out->align < a)
        out->align = a;
    /* an empty part of a data section takes no room unless it asks for an
     * alignment (`.p2align` in it pads the concatenated sources); an empty
     * code part still starts on its boundary, as `.p2align 8` between the
     * concatenated sources would (the end of the code is padded when the
     * last object has none) */
    if (s->size == 0 && (start == out->size || (s->kind != OSECT_CODE && a <= 1)))
        return true;
    if (s->elf_type != SHT_NOBITS && start == 0 && !out->data.data && s->data.data &&
        s->data.len == s->size) {
        /* the first part at offset 0: the object's bytes themselves (the
         * object's sections are not read after the layout; what patches
         * the output patches them), copied when another part follows
         * (20,000 kernels: 1 MB of code) */
        out->data = s->data;
        out->borrowed = true;
    } else if (s->elf_type != SHT_NOBITS) {
        uint64_t gap = start - out->size;
        own_bytes(out, (size_t)(gap + s->size));
        sb_reserve(&out->data, (size_t)(gap + s->size));
        uint8_t *p = (uint8_t *)out->data.data + out->data.len;
        if (s->kind == OSECT_CODE)
            obj_fill_code(p, out->size, gap);
        else
            memset(p, 0, (size_t)gap);
        out->data.len += (size_t)gap;
        sb_append(&out->data, s->data.data, (size_t)s->size);
    }
    out->size = start + s->size;
    return true;
}

const uint8_t *ld_out_bytes(const OutSect *cs)
{
    /* the zeros are made when first asked for: the section's value is the
     * same, and every output section is the link's (not const memory) */
    OutSect *s = (OutSect *)cs;
    if (s->data.len < s->size) {
        own_bytes(s, (size_t)(s->size - s->data.len));
        sb_zeros(&s->data, (size_t)(s->size - s->data.len));
    }
    return s->data.data ? (const uint8_t *)s->data.data : (const uint8_t *)"";
}

static void add_usage(LinkKernel *k, const ObjRegUsage *u)
{
    k->has_ranges = true;
    if (u->max_sgpr > k->max_sgpr)
        k->max_sgpr = u->max_sgpr;
    if (u->max_vgpr > k->max_vgpr)
        k->max_vgpr = u->max_vgpr;
    k->reg_flags |= u->flags & (OBJ_REG_VCC | OBJ_REG_FLAT | OBJ_REG_XNACK);
}

/* Kernel entries in linked code, ordered by (output section, offset): the
 * owners of the ranges that follow "whatever kernel precedes them". */
typedef struct Entry {
    const OutSect *out;
    uint64_t off;
    size_t kernel;
} Entry;

static int entry_cmp(const void *a, const void *b)
{
    const Entry *x = a, *y = b;
    if (x->out != y->out)
        return (uintptr_t)x->out < (uintptr_t)y->out ? -1 : 1;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    return x->kernel < y->kernel ? -1 : x->kernel > y->kernel;
}

static Entry *kernel_entries(const Link *L, size_t *n)
{
    Entry *e = xcalloc(L->nkernels ? L->nkernels : 1, sizeof *e);
    *n = 0;
    for (size_t k = 0; k < L->nkernels; k++) {
        const LinkObj *dup, *def;
        LinkValue v = ld_kernel_entry(L, &L->kernels[k], &dup, &def);
        /* a label is a kernel's entry in the concatenated source only when
         * the kernel was declared before it: in an earlier object (or the
         * same one, whose own ranges clrx-as assigned already) */
        if (v.kind == LV_SECT && !dup && v.sect && v.sect->kind == OSECT_CODE && def &&
            L->kernels[k].decl_obj && L->kernels[k].decl_obj->index <= def->index)
            e[(*n)++] = (Entry){ v.sect, v.value, k };
    }
    qsort(e, *n, sizeof *e, entry_cmp);
    return e;
}

/* The kernel whose entry is the last at or before `off` in `out`; -1 none. */
static long preceding_kernel(const Entry *e, size_t n, const OutSect *out, uint64_t off)
{
    size_t lo = 0, hi = n;     /* first entry after (out, off) */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if ((uintptr_t)e[mid].out < (uintptr_t)out ||
            (e[mid].out == out && e[mid].off <= off))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0 || e[lo - 1].out != out)
        return -1;
    return (long)e[lo - 1].kernel;
}

int32_t ld_range_kernel(const Link *L, const LinkObj *lo, const ObjRegUsage *u, uint32_t k)
{
    /* a kernel of its own object is found without its name */
    if (u->kernels[k] < lo->obj->nkernels)
        return lo->kmap[u->kernels[k]];
    return ld_kernel_index(L, u->kernel_names[k]);
}

static bool register_usage(Link *L)
{
    Entry *entries = NULL;
    size_t nentries = 0;
    LinkKernel all = { .max_sgpr = -1, .max_vgpr = -1 };   /* ranges of every kernel */
    bool ok = true;
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        for (size_t r = 0; r < o->nregusage; r++) {
            const ObjRegUsage *u = &o->regusage[r];
            if (u->flags & OBJ_REG_ALL_KERNELS)
                add_usage(&all, u);
            if (u->flags & OBJ_REG_EARLIER)
                for (size_t k = 0; k < L->nkernels; k++)
                    if (L->kernels[k].decl_obj && L->kernels[k].decl_obj->index < lo->index)
                        add_usage(&L->kernels[k], u);
            if ((u->flags & OBJ_REG_FOLLOWS) && u->section >= 0 &&
                (size_t)u->section < o->nsections && lo->place[u->section].out) {
                if (!entries)
                    entries = kernel_entries(L, &nentries);
                const OutPlace *p = &lo->place[u->section];
                long k = preceding_kernel(entries, nentries, p->out, p->offset + u->start);
                if (k >= 0)
                    add_usage(&L->kernels[k], u);
            }
            for (uint32_t k = 0; k < u->nkernels; k++) {
                const char *name = u->kernel_names[k];
                size_t idx = (size_t)(ld_range_kernel(L, lo, u, k) + 1);
                if (!idx) {
                    ld_error_at(lo, &u->src, "code belongs to kernel '%s' (.kcode), which no "
                                "object declares", name);
                    ok = false;
                    continue;
                }
                LinkKernel *lk = &L->kernels[idx - 1];
                if ((u->flags & OBJ_REG_FINAL) && i + 1 == L->nobjs &&
                    idx != L->nkernels)
                    continue;   /* the end of the last object, not in the last kernel */
                if (u->flags & OBJ_REG_REPLACE) {
                    /* what earlier objects gave this kernel is dropped */
                    lk->max_sgpr = lk->max_vgpr = -1;
                    lk->reg_flags = 0;
                }
                add_usage(lk, u);
            }
        }
    }
    free(entries);
    if (all.has_ranges)
        for (size_t k = 0; k < L->nkernels; k++)
            add_usage(&L->kernels[k], &(ObjRegUsage){ .max_sgpr = all.max_sgpr,
                                                      .max_vgpr = all.max_vgpr,
                                                      .flags = all.reg_flags });
    return ok;
}

bool ld_layout(Link *L)
{
    merge_kernels(L);
    bool ok = true;
    for (size_t i = 0; i < L->nobjs && ok; i++) {
        LinkObj *lo = L->objs[i];
        for (size_t s = 0; s < lo->obj->nsections && ok; s++)
            ok = place_section(L, lo, s);
    }
    if (!ok || !register_usage(L))
        return false;
    if (L->fmt->needs_content && !L->nouts && !L->nkernels && !L->nconfigs) {
        diag_plain(DIAG_ERROR, "no object has a section, a kernel or a configuration: "
                   "no output binary");
        return false;
    }
    if (L->fmt->check && !L->fmt->check(L))
        return false;
    return !diag_failed();
}
