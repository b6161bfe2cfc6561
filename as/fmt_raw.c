/* fmt_raw.c - the raw code format in clrx-as: the bare code, one `.text`
 * and nothing else (no kernels, no configuration). */
#include "format.h"

#include <string.h>

static int32_t raw_init(Asm *A)
{
    return as_new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, KERN_GLOBAL);
}

static int32_t raw_find(Asm *A, const char *name)
{
    (void)A;
    return strcmp(name, ".text") == 0 ? 0 : -1;
}

static int32_t raw_add(Asm *A, const char *name, const char **why)
{
    (void)A;
    *why = strcmp(name, ".text") != 0 ? "only section '.text' can be in raw code"
                                      : "section '.text' already exists";
    return -1;
}

static int32_t no_kernel(const Asm *A)
{
    (void)A;
    return -1;
}

const AsFormat as_fmt_raw = {
    .init_output = raw_init,
    .find_section = raw_find,
    .add_section = raw_add,
    .no_kernels = "kernels cannot be defined in raw code",
    .code_kernel = no_kernel,
};
