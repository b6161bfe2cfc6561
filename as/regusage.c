/* regusage.c - which registers each stretch of code uses, and which kernel
 * it belongs to, as clrxasm counts a kernel's registers:
 * - in the AMD Catalyst and AMD OpenCL 2.0 layouts each kernel has its own
 *   code section, and the code in it is the kernel's;
 * - in the Gallium and ROCm layouts all code is in one .text, and the code
 *   that follows a kernel's label (the label named as a kernel declared by
 *   .kernel) belongs to that kernel, up to the next kernel's label.
 * A stretch is a run of instructions of one section and one kernel; the
 * encoder's counters are restarted at each stretch, so a stretch records
 * what clrxasm's counters would add for its kernel.  The linker takes the
 * maximum over all the stretches of a kernel (in every object).
 */
#include "asm.h"
#include "gcnasm.h"

#include <string.h>

static int32_t usage_kernel(const Asm *A)
{
    switch (A->target.format) {
    case FMT_AMD:
    case FMT_AMDCL2:
        return A->cur >= 0 && A->sects[A->cur].kernel >= 0 ? A->sects[A->cur].kernel : -1;
    case FMT_GALLIUM:
    case FMT_ROCM:
        return A->kcode_kernel;
    default:
        return -1;
    }
}

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

void as_usage_range(Asm *A)
{
    int32_t k = usage_kernel(A);
    uint64_t dot = as_dot(A);
    if (A->usage_open) {
        AsUsage *u = &A->usage[A->nusage - 1];
        if (u->sect == A->cur && u->kernel == k && u->end == dot)
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
    if (A->target.format != FMT_GALLIUM && A->target.format != FMT_ROCM &&
        A->target.format != FMT_AMDCL2)
        return;
    if (A->cur < 0 || A->sects[A->cur].type != AST_CODE)
        return;
    void *v = ht_get(A->kernel_by_name, name, len);
    if (!v)
        return;
    A->kcode_kernel = (int32_t)(intptr_t)v - 1;
}
