/* fmt_rocm.c - the ROCm format in clrx-as: the layout with one code
 * section (sections.c, as_flat_*), whose `.rodata` addresses are only known
 * after linking. */
#include "format.h"

static int32_t rocm_add(Asm *A, const char *name, const char **why)
{
    (void)why;
    return as_flat_add(A, name, SF_ADDR | SF_WRITE);
}

const AsFormat as_fmt_rocm = {
    .init_output = as_flat_init,
    .find_section = as_flat_find,
    .add_section = rocm_add,
    .kernel_start = as_flat_kernel_start,
    .code_kernel = as_flat_code_kernel,
    .kernel_labels = true,
};
