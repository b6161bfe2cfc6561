/* fmt_amdcl2.c - the AMD OpenCL 2.0 format in clrx-as.
 *
 * Sections: the output starts in the inner binary's `.rodata` (global
 * data); `.data` (read-write) and `.bss` of the inner binary exist from
 * driver 191205 on (the "new binary format"); each kernel has its own
 * `.text`; user sections belong to the main binary outside kernels and (new
 * format only) to the inner binary inside them.  The code of a kernel's
 * `.text` is that kernel's, and .kcode regions may share code.
 */
#include "format.h"

#include <string.h>

#define NEW_DRIVER 191205u     /* the new binary format */

typedef struct Cl2State {
    HashTab *inner_by_name;    /* user sections of the inner binary */
} Cl2State;

static bool old_format(const Asm *A)
{
    return A->target.driver_version < NEW_DRIVER;
}

static int32_t cl2_init(Asm *A)
{
    Cl2State *st = arena_alloc(A->arena, sizeof *st);
    st->inner_by_name = ht_new(16);
    A->fmt_state = st;
    int32_t id = as_new_section(A, ".rodata", AST_DATA, SF_ADDR | SF_WRITE | SF_UNRESOLV,
                                KERN_INNER);
    as_sect_map_put(A->sect_by_name, ".rodata", id);
    return id;
}

static bool global_data_name(const char *name)
{
    return strcmp(name, ".rodata") == 0 || strcmp(name, ".data") == 0 ||
           strcmp(name, ".bss") == 0;
}

static int32_t cl2_find(Asm *A, const char *name)
{
    Cl2State *st = A->fmt_state;
    if (global_data_name(name)) {
        int32_t id = as_sect_map_get(A->sect_by_name, name);
        if (id >= 0 || A->cur_kernel == KERN_GLOBAL)
            return id;
    }
    if (A->cur_kernel == KERN_GLOBAL)
        return as_sect_map_get(A->sect_by_name, name);
    if (A->cur_kernel >= 0 && strcmp(name, ".text") == 0)
        return A->kernels[A->cur_kernel].first_sect;
    return as_sect_map_get(st->inner_by_name, name);
}

static const char *old_format_why(AsSectType type)
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
    Cl2State *st = A->fmt_state;
    const unsigned flags = SF_ADDR | SF_WRITE | SF_ABSADDR;
    int32_t id;
    if (global_data_name(name)) {
        AsSectType type = strcmp(name, ".rodata") == 0 ? AST_DATA
                        : strcmp(name, ".data") == 0 ? AST_RWDATA : AST_BSS;
        if (old_format(A)) {
            *why = old_format_why(type);
            return -1;
        }
        id = as_new_section(A, name, type,
                            type == AST_BSS ? SF_ADDR | SF_UNRESOLV
                                            : SF_ADDR | SF_WRITE | SF_UNRESOLV,
                            KERN_INNER);
        if (id >= 0)
            as_sect_map_put(A->sect_by_name, name, id);
    } else if (A->cur_kernel == KERN_GLOBAL) {
        id = as_new_section(A, name, AST_EXTRA, flags, KERN_GLOBAL);
        if (id >= 0)
            as_sect_map_put(A->sect_by_name, name, id);
    } else {
        if (old_format(A)) {
            *why = old_format_why(AST_EXTRA);
            return -1;
        }
        id = as_new_section(A, name, AST_EXTRA, flags, KERN_INNER);
        if (id >= 0)
            as_sect_map_put(st->inner_by_name, name, id);
    }
    return id;
}

/* the global data sections of the old binary format cannot be entered */
static const char *cl2_can_enter(Asm *A, int32_t id)
{
    AsSectType t = A->sects[id].type;
    if (old_format(A) && (t == AST_DATA || t == AST_RWDATA || t == AST_BSS))
        return old_format_why(t);
    return NULL;
}

static int32_t cl2_kernel_start(Asm *A, int32_t kid)
{
    return as_new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, kid);
}

static int32_t cl2_code_kernel(const Asm *A)
{
    return A->cur >= 0 && A->sects[A->cur].kernel >= 0 ? A->sects[A->cur].kernel : -1;
}

static void cl2_release(Asm *A)
{
    Cl2State *st = A->fmt_state;
    if (st)
        ht_free(st->inner_by_name);
}

const AsFormat as_fmt_amdcl2 = {
    .init_output = cl2_init,
    .find_section = cl2_find,
    .add_section = cl2_add,
    .can_enter = cl2_can_enter,
    .kernel_start = cl2_kernel_start,
    .code_kernel = cl2_code_kernel,
    .kernel_labels = true,
    .release = cl2_release,
};
