/* fmt_amd.c - the AMD Catalyst OpenCL 1.2 format in clrx-as.
 *
 * Sections: the main layout starts in its global data (.globaldata); each
 * kernel has its own `.text` (code), may have a `.data` and user sections;
 * user sections outside kernels belong to the main binary.  The code of a
 * kernel's `.text` is that kernel's.
 */
#include "format.h"

#include <string.h>

#define FLAGS_DATA (SF_ADDR | SF_WRITE | SF_ABSADDR)

typedef struct AmdKernel {
    int32_t data_sect;         /* its .data, -1 = none */
    HashTab *extra;            /* its user sections by name */
} AmdKernel;

static int32_t amd_init(Asm *A)
{
    return as_new_section(A, ".globaldata", AST_DATA, FLAGS_DATA, KERN_GLOBAL);
}

static int32_t amd_find(Asm *A, const char *name)
{
    if (A->cur_kernel == KERN_GLOBAL)
        return as_sect_map_get(A->sect_by_name, name);
    AsKernel *k = &A->kernels[A->cur_kernel];
    AmdKernel *ak = k->fmt;
    if (strcmp(name, ".text") == 0)
        return k->first_sect;
    if (strcmp(name, ".data") == 0)
        return ak->data_sect;
    return as_sect_map_get(ak->extra, name);
}

static int32_t amd_add(Asm *A, const char *name, const char **why)
{
    int32_t id;
    if (strcmp(name, ".data") == 0) {
        if (A->cur_kernel == KERN_GLOBAL) {
            *why = "section '.data' is allowed only inside kernels";
            return -1;
        }
        id = as_new_section(A, name, AST_KDATA, FLAGS_DATA, A->cur_kernel);
        if (id >= 0)
            ((AmdKernel *)A->kernels[A->cur_kernel].fmt)->data_sect = id;
    } else if (A->cur_kernel == KERN_GLOBAL) {
        id = as_new_section(A, name, AST_EXTRA, FLAGS_DATA, KERN_GLOBAL);
        if (id >= 0)
            as_sect_map_put(A->sect_by_name, name, id);
    } else {
        AmdKernel *ak = A->kernels[A->cur_kernel].fmt;
        id = as_new_section(A, name, AST_EXTRA, FLAGS_DATA, A->cur_kernel);
        if (id >= 0) {
            if (!ak->extra)
                ak->extra = ht_new(8);
            as_sect_map_put(ak->extra, name, id);
        }
    }
    return id;
}

static void amd_init_kernel(Asm *A, AsKernel *k)
{
    (void)A;
    ((AmdKernel *)k->fmt)->data_sect = -1;
}

static int32_t amd_kernel_start(Asm *A, int32_t kid)
{
    return as_new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, kid);
}

/* the code in a kernel's .text is the kernel's */
static int32_t amd_code_kernel(const Asm *A)
{
    return A->cur >= 0 && A->sects[A->cur].kernel >= 0 ? A->sects[A->cur].kernel : -1;
}

static void amd_release(Asm *A)
{
    for (size_t k = 0; k < A->nkernels; k++) {
        AmdKernel *ak = A->kernels[k].fmt;
        if (ak && ak->extra)
            ht_free(ak->extra);
    }
}

const AsFormat as_fmt_amd = {
    .init_output = amd_init,
    .find_section = amd_find,
    .add_section = amd_add,
    .kernel_state = sizeof(AmdKernel),
    .init_kernel = amd_init_kernel,
    .kernel_start = amd_kernel_start,
    .code_kernel = amd_code_kernel,
    .release = amd_release,
};
