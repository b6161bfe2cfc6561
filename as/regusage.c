/* regusage.c - which registers each stretch of code uses, and which kernel
 * it belongs to, as clrxasm counts a kernel's registers:
 * - the format record says which kernel the code being assembled belongs
 *   to (format.h code_kernel): in the AMD Catalyst and AMD OpenCL 2.0
 *   layouts each kernel has its own code section, and the code in it is the
 *   kernel's; in the Gallium and ROCm layouts all code is in one .text, and
 *   the code that follows a kernel's label (the label named as a kernel
 *   declared by .kernel) belongs to that kernel, up to the next kernel's
 *   label (format.h kernel_labels);
 * - .kcode KERNEL,... (in the formats with kernel_labels) opens a region whose
 *   code belongs to a set of kernels instead: the set of the enclosing
 *   region (empty at the top) with each KERNEL or +KERNEL added, each
 *   -KERNEL removed, and `+` alone adding every kernel declared so far;
 *   .kcodeend closes the innermost region.  Inside a region with a
 *   non-empty set, kernel labels do not change the kernel of the code that
 *   follows the regions (clrxasm: the label is ignored there).
 * A stretch is a run of instructions of one section and one kernel set; the
 * encoder's counters are restarted at each stretch, so a stretch records
 * what clrxasm's counters would add for its kernel.  The linker takes the
 * maximum over all the stretches of a kernel (in every object).
 */
#include "asm.h"
#include "format.h"
#include "gcnasm.h"
#include "pseudo.h"

#include <stdlib.h>
#include <string.h>

static void close_range(Asm *A)
{
    if (!A->usage_open)
        return;
    AsUsage *u = &A->usage[A->nusage - 1];
    GcnAsm *ga = A->gcn;
    u->sgprs = ga->sgprs_used;
    u->vgprs = ga->vgprs_used;
    u->flags = ga->use_flags;
    A->usage_open = false;
}

void as_usage_break(Asm *A)
{
    close_range(A);
}

int32_t as_usage_kernels(const Asm *A, const AsKSel **sel)
{
    if (A->nkstack > 0) {
        *sel = A->ksel;
        return -1;
    }
    *sel = NULL;
    return as_format(A)->code_kernel(A);
}

void as_usage_range(Asm *A)
{
    const AsKSel *sel;
    int32_t k = as_usage_kernels(A, &sel);
    uint64_t dot = as_dot(A);
    if (A->usage_open) {
        AsUsage *u = &A->usage[A->nusage - 1];
        if (u->sect == A->cur && u->kernel == k && u->sel == sel && u->end == dot)
            return;
        close_range(A);
    }
    if (A->nusage == A->capusage) {
        A->capusage = A->capusage ? A->capusage * 2 : 16;
        A->usage = xrealloc(A->usage, A->capusage * sizeof *A->usage);
    }
    AsUsage *u = &A->usage[A->nusage++];
    memset(u, 0, sizeof *u);
    u->sect = A->cur;
    u->start = u->end = dot;
    u->kernel = k;
    u->sel = sel;
    A->usage_open = true;
    gcn_reset_usage(A->gcn);
}

void as_usage_end(Asm *A)
{
    if (!A->usage_open)
        return;
    AsUsage *u = &A->usage[A->nusage - 1];
    u->end = as_dot(A);
    GcnAsm *ga = A->gcn;
    u->sgprs = ga->sgprs_used;
    u->vgprs = ga->vgprs_used;
    u->flags = ga->use_flags;
}

void as_usage_label(Asm *A, const char *name, size_t len)
{
    if (!as_format(A)->kernel_labels)
        return;
    if (A->cur < 0 || A->sects[A->cur].type != AST_CODE)
        return;
    if (A->nkstack > 0 && A->ksel->n > 0)
        return;
    void *v = ht_get(A->kernel_by_name, name, len);
    if (!v) {
        /* code of no known kernel: a label may be the entry of a kernel that
         * another object declares, so the stretch ends here and the linker
         * decides the owner of each part (OBJ_REG_FOLLOWS) */
        if (A->nkstack == 0 && A->kcode_kernel < 0)
            close_range(A);
        return;
    }
    int32_t k = (int32_t)(intptr_t)v - 1;
    if (as_format(A)->kernel_code_flags) {
        /* the kernel that was coded keeps its flags, the new one's apply */
        if (A->kcode_kernel >= 0)
            A->kernels[A->kcode_kernel].code_wave32 = A->target.wave32;
        A->target.wave32 = A->kernels[k].code_wave32;
    }
    A->kcode_kernel = k;
}

/* The code flags of a .kcode selection: each kernel takes the flags of
 * those before it (clrxasm's order), and they must agree where they matter
 * (wave32 on GCN 1.5); the code in the region gets them. */
static void kcode_flags(Asm *A, const AsKSel *sel, const char *place)
{
    bool first = true, cur = false, mismatch = false;
    bool important = gpu_arch(A->target.gpu) >= ARCH_GCN1_5;
    for (uint32_t i = 0; sel && i < sel->n; i++) {
        if (sel->k[i] >= AS_KFOREIGN)
            continue;
        AsKernel *k = &A->kernels[sel->k[i]];
        if (!first && important && k->code_wave32 != cur)
            mismatch = true;
        k->code_wave32 |= cur;
        cur = k->code_wave32;
        first = false;
    }
    if (mismatch)
        as_error(A, place, "code flags (wave32) differ between the kernels of the set");
    A->target.wave32 = cur;
}

/* ---- .kcode / .kcodeend ---- */

static bool in_code(const Asm *A)
{
    return A->cur >= 0 && (size_t)A->cur < A->nsects && A->sects[A->cur].type == AST_CODE;
}

/* A growing set of kernel indices (kept in increasing order). */
typedef struct KSet {
    int32_t *k;
    uint32_t n, cap;
} KSet;

static uint32_t kset_find(const KSet *s, int32_t k, bool *found)
{
    uint32_t lo = 0, hi = s->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (s->k[mid] < k)
            lo = mid + 1;
        else
            hi = mid;
    }
    *found = lo < s->n && s->k[lo] == k;
    return lo;
}

static void kset_add(KSet *s, int32_t k)
{
    bool found;
    uint32_t at = kset_find(s, k, &found);
    if (found)
        return;
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 8;
        s->k = xrealloc(s->k, s->cap * sizeof *s->k);
    }
    memmove(s->k + at + 1, s->k + at, (s->n - at) * sizeof *s->k);
    s->k[at] = k;
    s->n++;
}

static void kset_remove(KSet *s, int32_t k)
{
    bool found;
    uint32_t at = kset_find(s, k, &found);
    if (!found)
        return;
    memmove(s->k + at, s->k + at + 1, (s->n - at - 1) * sizeof *s->k);
    s->n--;
}

/* The index (AS_KFOREIGN + j) of a kernel that only another object declares. */
static int32_t foreign_kernel(Asm *A, const char *name, size_t len)
{
    if (!A->foreign_by_name)
        A->foreign_by_name = ht_new(8);
    void *v = ht_get(A->foreign_by_name, name, len);
    if (v)
        return AS_KFOREIGN + (int32_t)(intptr_t)v - 1;
    if (A->nforeign == A->capforeign) {
        A->capforeign = A->capforeign ? A->capforeign * 2 : 8;
        A->foreign_kernels = xrealloc(A->foreign_kernels,
                                      A->capforeign * sizeof *A->foreign_kernels);
    }
    const char *iname = strpool_intern(A->strs, name, len);
    A->foreign_kernels[A->nforeign] = iname;
    ht_put(A->foreign_by_name, iname, len, (void *)(intptr_t)(A->nforeign + 1));
    return AS_KFOREIGN + (int32_t)A->nforeign++;
}

/* .kcode [+|-]KERNEL, ... | .kcode + */
void po_kcode(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    if (args_at_end(c))
        return;                 /* clrxasm: nothing at all, not even a region */
    KSet set = { 0 };
    SrcPos foreign_pos = { 0 };
    bool have_foreign = false, earlier = false;
    if (A->nkstack > 0) {
        earlier = A->ksel->earlier;
        for (uint32_t i = 0; i < A->ksel->n; i++)
            kset_add(&set, A->ksel->k[i]);
        foreign_pos = A->ksel->foreign_pos;
        have_foreign = foreign_pos.line != 0;
    }
    bool good = true;
    do {
        args_skip(c);
        bool remove = false;
        if (c->p < c->end && *c->p == '-') {
            remove = true;
            c->p++;
        } else if (c->p < c->end && *c->p == '+') {
            c->p++;
            if (args_at_end(c)) {
                for (size_t k = 0; k < A->nkernels; k++)
                    kset_add(&set, (int32_t)k);
                /* and, in the concatenated source, those of the objects
                 * before this one (the linker adds them) */
                earlier = true;
                break;
            }
        }
        const char *s;
        size_t n;
        if (!args_name(c, &s, &n, "a kernel name", true)) {
            good = false;
            continue;
        }
        void *v = ht_get(A->kernel_by_name, s, n);
        int32_t id;
        if (v)
            id = (int32_t)(intptr_t)v - 1;
        else {
            /* not declared here: a kernel of another object (the linker
             * checks that some object declares it) */
            id = foreign_kernel(A, s, n);
            if (!have_foreign) {
                foreign_pos = as_pos_keep(A, s);
                have_foreign = true;
            }
        }
        if (remove)
            kset_remove(&set, id);
        else
            kset_add(&set, id);
    } while (args_next(c));
    if (!good || !args_end(c)) {
        free(set.k);
        return;
    }
    as_init_output(A);
    if (!in_code(A)) {
        as_error(A, place, ".kcode outside a code section");
        free(set.k);
        return;
    }
    AsKSel *sel = NULL;
    if (A->nkstack > 0 && A->ksel->n == set.n && A->ksel->earlier == earlier &&
        (set.n == 0 || memcmp(A->ksel->k, set.k, set.n * sizeof *set.k) == 0))
        sel = A->ksel;          /* the same set: shared */
    else {
        sel = arena_alloc(A->arena, sizeof *sel + set.n * sizeof sel->k[0]);
        sel->foreign_pos = foreign_pos;
        sel->earlier = earlier;
        sel->n = set.n;
        if (set.n)
            memcpy(sel->k, set.k, set.n * sizeof *set.k);
    }
    free(set.k);
    if (A->nkstack == A->capkstack) {
        A->capkstack = A->capkstack ? A->capkstack * 2 : 8;
        A->kstack = xrealloc(A->kstack, A->capkstack * sizeof *A->kstack);
    }
    const AsFormat *F = as_format(A);
    if (F->kcode_event)
        F->kcode_event(A, sel);
    bool flags = F->kernel_code_flags;
    if (flags && A->nkstack == 0 && A->kcode_kernel >= 0)
        A->kernels[A->kcode_kernel].code_wave32 = A->target.wave32;
    A->kstack[A->nkstack++] = A->ksel;
    A->ksel = sel;
    if (flags)
        kcode_flags(A, sel, place);
}

/* .kcodeend */
void po_kcodeend(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!in_code(A)) {
        as_error(A, place, ".kcodeend outside a code section");
        return;
    }
    if (A->nkstack == 0) {
        as_error(A, place, ".kcodeend without .kcode");
        return;
    }
    if (!args_end(c))
        return;
    const AsFormat *F = as_format(A);
    if (F->kcode_event)
        F->kcode_event(A, NULL);
    A->ksel = A->kstack[--A->nkstack];
    if (as_format(A)->kernel_code_flags) {
        kcode_flags(A, A->ksel, place);
        if (A->nkstack == 0 && A->kcode_kernel >= 0)
            A->target.wave32 = A->kernels[A->kcode_kernel].code_wave32;
    }
}
