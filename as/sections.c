/* sections.c - which sections and kernels each binary format has, and what
 * .text/.data/.rodata/.section/.kernel/.main do in it.
 *
 * The rules are those of the CLRX language (upstream manual, chapters on
 * each format; behaviour checked against clrxasm 0.1.9):
 * - raw code: only `.text`; no kernels.
 * - Gallium and ROCm: one global `.text` (code), `.rodata`, `.comment` and
 *   user sections, all global; `.kernel` opens the kernel's configuration
 *   (a section without addresses or bytes).
 * - AMD Catalyst: the main layout starts in its global data; each kernel
 *   has its own `.text`, and may have `.data` and user sections; user
 *   sections outside kernels belong to the main binary.
 * - AMD OpenCL 2.0: `.rodata` (the start), `.data`, `.bss` of the inner
 *   binary (allowed from driver 191205 on), a `.text` per kernel, user
 *   sections of the main or (in kernels, new driver) inner binary.
 * Returning to a kernel or to the main layout returns to the section that
 * was current there.
 */
#include "asm.h"

#include <string.h>

#define AMDCL2_NEW_DRIVER 191205u

static int32_t new_section(Asm *A, const char *name, AsSectType type, unsigned flags,
                           int32_t kernel)
{
    /* a kernel's configuration area holds no bytes and is never written: it
     * is bounded by the kernel limit, not by the section limit */
    if (type != AST_CONFIG && A->nwritten_sects >= AS_MAX_SECTIONS)
        return -1;
    if (type != AST_CONFIG)
        A->nwritten_sects++;
    if (A->nsects == A->capsects) {
        A->capsects = A->capsects ? A->capsects * 2 : 8;
        A->sects = xrealloc(A->sects, A->capsects * sizeof *A->sects);
    }
    AsSection *s = &A->sects[A->nsects];
    memset(s, 0, sizeof *s);
    s->name = name;
    s->type = type;
    s->flags = flags;
    s->kernel = kernel;
    return (int32_t)A->nsects++;
}

void as_init_output(Asm *A)
{
    if (A->initialized)
        return;
    A->initialized = true;
    switch (A->target.format) {
    case FMT_AMD:
        new_section(A, ".globaldata", AST_DATA, SF_ADDR | SF_WRITE | SF_ABSADDR,
                    KERN_GLOBAL);
        break;
    case FMT_AMDCL2:
        new_section(A, ".rodata", AST_DATA, SF_ADDR | SF_WRITE | SF_UNRESOLV, KERN_INNER);
        ht_put(A->sect_by_name, ".rodata", 7, (void *)(intptr_t)1);
        break;
    default:   /* raw code, Gallium, ROCm */
        new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, KERN_GLOBAL);
        ht_put(A->sect_by_name, ".text", 5, (void *)(intptr_t)1);
        break;
    }
    A->cur = 0;
    A->cur_kernel = KERN_GLOBAL;
    A->saved_global = 0;
    A->saved_inner = 0;
}

bool as_addressable(const Asm *A)
{
    return A->cur == SECT_ABS || (A->sects[A->cur].flags & SF_ADDR);
}

bool as_writeable(const Asm *A)
{
    return A->cur != SECT_ABS && (A->sects[A->cur].flags & SF_WRITE);
}

uint64_t as_dot(const Asm *A)
{
    if (!A->initialized)
        return 0;
    if (A->cur == SECT_ABS)
        return A->abs_off;
    return A->sects[A->cur].size;
}

int32_t as_value_section(const Asm *A, int32_t sect)
{
    if (sect >= 0 && (size_t)sect < A->nsects && (A->sects[sect].flags & SF_ABSADDR))
        return SECT_ABS;
    return sect;
}

const char *as_sect_name(const Asm *A, int32_t sect)
{
    if (sect == SECT_ABS)
        return "*ABS*";
    if (sect < 0 || (size_t)sect >= A->nsects)
        return "?";
    return A->sects[sect].name ? A->sects[sect].name : "?";
}

/* ------------------------------------------------------------------ */

/* index + 1 in a name map (0 = absent) */
static int32_t map_get(HashTab *h, const char *name)
{
    void *v = h ? ht_get(h, name, strlen(name)) : NULL;
    return v ? (int32_t)(intptr_t)v - 1 : -1;
}

static void map_put(Asm *A, HashTab *h, const char *name, int32_t id)
{
    (void)A;
    ht_put(h, name, strlen(name), (void *)(intptr_t)(id + 1));
}

static uint32_t driver_version(const Asm *A)
{
    return A->target.driver_version;
}

/* The section `name` names in the current state, or -1. */
static int32_t find_section(Asm *A, const char *name)
{
    switch (A->target.format) {
    case FMT_RAWCODE:
        return strcmp(name, ".text") == 0 ? 0 : -1;
    case FMT_GALLIUM:
    case FMT_ROCM:
        return map_get(A->sect_by_name, name);
    case FMT_AMD:
        if (A->cur_kernel == KERN_GLOBAL)
            return map_get(A->sect_by_name, name);
        else {
            AsKernel *k = &A->kernels[A->cur_kernel];
            if (strcmp(name, ".text") == 0)
                return k->code_sect;
            if (strcmp(name, ".data") == 0)
                return k->data_sect;
            return map_get(k->extra, name);
        }
    case FMT_AMDCL2:
        if (strcmp(name, ".rodata") == 0 || strcmp(name, ".data") == 0 ||
            strcmp(name, ".bss") == 0) {
            int32_t id = map_get(A->sect_by_name, name);
            if (id >= 0 || A->cur_kernel == KERN_GLOBAL)
                return id;
        }
        if (A->cur_kernel == KERN_GLOBAL)
            return map_get(A->sect_by_name, name);
        if (A->cur_kernel >= 0 && strcmp(name, ".text") == 0)
            return A->kernels[A->cur_kernel].code_sect;
        return map_get(A->inner_by_name, name);
    default:
        return -1;
    }
}

/* Remember the current section of the layout we leave. */
static void save_current(Asm *A)
{
    if (A->cur == SECT_ABS)
        return;
    if (A->cur_kernel == KERN_GLOBAL)
        A->saved_global = A->cur;
    else if (A->cur_kernel == KERN_INNER)
        A->saved_inner = A->cur;
    else if (A->target.format == FMT_GALLIUM)
        ;   /* Gallium returns to a kernel's configuration */
    else
        A->kernels[A->cur_kernel].saved_sect = A->cur;
}

/* Make section `id` current; NULL or the reason it is not allowed. */
static const char *set_current(Asm *A, int32_t id)
{
    if (A->target.format == FMT_AMDCL2 && driver_version(A) < AMDCL2_NEW_DRIVER) {
        switch (A->sects[id].type) {
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
            break;
        }
    }
    save_current(A);
    A->cur = id;
    A->cur_kernel = A->sects[id].kernel;
    as_cfg_leave(A);
    return NULL;
}

/* Create section `name` for the current state; -1 with *why set if the
 * format does not allow it. */
static int32_t add_section(Asm *A, const char *name, const char **why)
{
    const char *iname = strpool_intern(A->strs, name, strlen(name));
    unsigned extra_flags = SF_ADDR | SF_WRITE | SF_ABSADDR;
    int32_t id = -1;
    *why = NULL;
    switch (A->target.format) {
    case FMT_RAWCODE:
        *why = strcmp(name, ".text") != 0 ? "only section '.text' can be in raw code"
                                          : "section '.text' already exists";
        return -1;
    case FMT_GALLIUM:
    case FMT_ROCM:
        if (strcmp(name, ".rodata") == 0)
            id = new_section(A, iname, AST_DATA,
                             A->target.format == FMT_GALLIUM
                                 ? SF_ADDR | SF_WRITE | SF_ABSADDR : SF_ADDR | SF_WRITE,
                             KERN_GLOBAL);
        else if (strcmp(name, ".comment") == 0)
            id = new_section(A, iname, AST_COMMENT, extra_flags, KERN_GLOBAL);
        else
            id = new_section(A, iname, AST_EXTRA, extra_flags, KERN_GLOBAL);
        if (id >= 0)
            map_put(A, A->sect_by_name, iname, id);
        break;
    case FMT_AMD:
        if (strcmp(name, ".data") == 0) {
            if (A->cur_kernel == KERN_GLOBAL) {
                *why = "section '.data' is allowed only inside kernels";
                return -1;
            }
            id = new_section(A, iname, AST_KDATA, extra_flags, A->cur_kernel);
            if (id >= 0)
                A->kernels[A->cur_kernel].data_sect = id;
        } else if (A->cur_kernel == KERN_GLOBAL) {
            id = new_section(A, iname, AST_EXTRA, extra_flags, KERN_GLOBAL);
            if (id >= 0)
                map_put(A, A->sect_by_name, iname, id);
        } else {
            AsKernel *k = &A->kernels[A->cur_kernel];
            id = new_section(A, iname, AST_EXTRA, extra_flags, A->cur_kernel);
            if (id >= 0) {
                if (!k->extra)
                    k->extra = ht_new(8);
                map_put(A, k->extra, iname, id);
            }
        }
        break;
    case FMT_AMDCL2: {
        bool isro = strcmp(name, ".rodata") == 0, isrw = strcmp(name, ".data") == 0,
             isbss = strcmp(name, ".bss") == 0;
        if (isro || isrw || isbss) {
            if (driver_version(A) < AMDCL2_NEW_DRIVER) {
                *why = isro ? "global data is allowed only in the new binary format "
                              "(driver version 191205 or later)"
                     : isrw ? "global read-write data is allowed only in the new binary "
                              "format (driver version 191205 or later)"
                            : "global BSS is allowed only in the new binary format "
                              "(driver version 191205 or later)";
                return -1;
            }
            id = new_section(A, iname, isro ? AST_DATA : isrw ? AST_RWDATA : AST_BSS,
                             isbss ? SF_ADDR | SF_UNRESOLV
                                   : SF_ADDR | SF_WRITE | SF_UNRESOLV,
                             KERN_INNER);
            if (id >= 0)
                map_put(A, A->sect_by_name, iname, id);
        } else if (A->cur_kernel == KERN_GLOBAL) {
            id = new_section(A, iname, AST_EXTRA, extra_flags, KERN_GLOBAL);
            if (id >= 0)
                map_put(A, A->sect_by_name, iname, id);
        } else {
            if (driver_version(A) < AMDCL2_NEW_DRIVER) {
                *why = "inner sections are allowed only in the new binary format "
                       "(driver version 191205 or later)";
                return -1;
            }
            id = new_section(A, iname, AST_EXTRA, extra_flags, KERN_INNER);
            if (id >= 0)
                map_put(A, A->inner_by_name, iname, id);
        }
        break;
    }
    default:
        *why = "unknown binary format";
        return -1;
    }
    if (id < 0)
        *why = "too many sections";
    return id;
}

void as_goto_section(Asm *A, const char *place, const char *name, bool have_flags,
                     uint64_t elf_flags, uint32_t elf_type, uint64_t align)
{
    as_init_output(A);
    int32_t id = find_section(A, name);
    const char *why;
    if (id < 0) {
        id = add_section(A, name, &why);
        if (id < 0) {
            as_error(A, place, "%s", why);
            return;
        }
        AsSection *s = &A->sects[id];
        s->align = align;
        if (have_flags) {
            if (s->type == AST_EXTRA) {
                s->elf_flags = elf_flags;
                s->elf_type = elf_type;
            } else
                as_warning(A, place, "the type and flags of a built-in section are "
                           "ignored");
        }
        save_current(A);
        A->cur = id;
        A->cur_kernel = s->kernel;
        as_cfg_leave(A);
        return;
    }
    why = set_current(A, id);
    if (why) {
        as_error(A, place, "%s", why);
        return;
    }
    if (have_flags)
        as_warning(A, place, "the type, flags and alignment of an existing section are "
                   "ignored");
    else if (align)
        as_warning(A, place, "the alignment of an existing section is ignored");
}

static int32_t add_kernel(Asm *A, const char *place, const char *name, size_t len)
{
    if (A->target.format == FMT_RAWCODE) {
        as_error(A, place, "kernels cannot be defined in raw code");
        return -1;
    }
    if (A->nkernels >= AS_MAX_KERNELS) {
        as_error(A, place, "too many kernels (at most %u)", AS_MAX_KERNELS);
        return -1;
    }
    if (A->nkernels == A->capkernels) {
        A->capkernels = A->capkernels ? A->capkernels * 2 : 8;
        A->kernels = xrealloc(A->kernels, A->capkernels * sizeof *A->kernels);
    }
    int32_t kid = (int32_t)A->nkernels;
    AsKernel *k = &A->kernels[A->nkernels++];
    memset(k, 0, sizeof *k);
    k->name = strpool_intern(A->strs, name, len);
    k->pos = as_pos_keep(A, place);
    k->code_sect = k->data_sect = k->config_sect = k->ctrl_sect = -1;
    k->llvm_at_decl = A->target.llvm_version;
    ht_put(A->kernel_by_name, k->name, len, (void *)(intptr_t)(kid + 1));

    int32_t sect;
    switch (A->target.format) {
    case FMT_GALLIUM:
    case FMT_ROCM:
        sect = new_section(A, NULL, AST_CONFIG, 0, kid);
        k->config_sect = sect;
        break;
    default:   /* AMD, AMD OpenCL 2.0: the kernel's code */
        sect = new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, kid);
        k->code_sect = sect;
        break;
    }
    if (sect < 0) {
        as_error(A, place, "too many sections");
        return -1;
    }
    k->saved_sect = sect;
    save_current(A);
    A->cur = sect;
    A->cur_kernel = kid;
    as_cfg_leave(A);
    return kid;
}

static void set_kernel(Asm *A, int32_t kid)
{
    save_current(A);
    as_cfg_leave(A);
    A->cur_kernel = kid;
    if (kid == KERN_GLOBAL)
        A->cur = A->saved_global;
    else if (kid == KERN_INNER)
        A->cur = A->saved_inner;
    else if (A->target.format == FMT_GALLIUM)
        A->cur = A->kernels[kid].config_sect;
    else
        A->cur = A->kernels[kid].saved_sect;
}

void as_goto_kernel(Asm *A, const char *place, const char *name, size_t len)
{
    as_init_output(A);
    void *v = ht_get(A->kernel_by_name, name, len);
    if (!v) {
        add_kernel(A, place, name, len);
        return;
    }
    set_kernel(A, (int32_t)(intptr_t)v - 1);
}

void as_goto_main(Asm *A, const char *place)
{
    (void)place;
    as_init_output(A);
    set_kernel(A, KERN_GLOBAL);
}

void as_goto_kernel_config_data(Asm *A, const char *place, const char *name)
{
    int32_t kid = A->cur_kernel;
    if (kid < 0)
        return;
    AsKernel *k = &A->kernels[kid];
    if (k->ctrl_sect < 0) {
        int32_t id = new_section(A, strpool_intern(A->strs, name, strlen(name)), AST_KCONFIG,
                                 SF_ADDR | SF_WRITE | SF_ABSADDR, kid);
        if (id < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        A->kernels[kid].ctrl_sect = id;
    }
    save_current(A);
    A->cur = A->kernels[kid].ctrl_sect;
    A->cur_kernel = kid;
    as_cfg_leave(A);
}
