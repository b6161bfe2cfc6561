/* sections.c - sections and kernels: what .text/.data/.rodata/.section/
 * .kernel/.main do, the same for every binary format.  Which sections a
 * format has, what a name means where, and what a kernel starts with are
 * the format record's to say (format.h, fmt_*.c).
 *
 * Returning to a kernel or to the main layout returns to the section that
 * was current there (unless the format says otherwise).  Any change of
 * section or kernel ends a configuration area (.config ...).
 */
#include "asm.h"
#include "format.h"

#include <string.h>

const AsFormat *as_format(const Asm *A)
{
    static const AsFormat *const formats[FMT_COUNT] = {
        [FMT_AMD] = &as_fmt_amd,
        [FMT_GALLIUM] = &as_fmt_gallium,
        [FMT_RAWCODE] = &as_fmt_raw,
        [FMT_AMDCL2] = &as_fmt_amdcl2,
        [FMT_ROCM] = &as_fmt_rocm,
    };
    return formats[A->target.format];
}

int32_t as_new_section(Asm *A, const char *name, AsSectType type, unsigned flags,
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
    if (flags & SF_UNRESOLV)
        A->have_unresolv = true;
    return (int32_t)A->nsects++;
}

int32_t as_sect_map_get(HashTab *h, const char *name)
{
    void *v = h ? ht_get(h, name, strlen(name)) : NULL;
    return v ? (int32_t)(intptr_t)v - 1 : -1;
}

void as_sect_map_put(HashTab *h, const char *name, int32_t id)
{
    ht_put(h, name, strlen(name), (void *)(intptr_t)(id + 1));
}

void as_init_output(Asm *A)
{
    if (A->initialized)
        return;
    A->initialized = true;
    A->cur = A->saved_global = A->saved_inner = as_format(A)->init_output(A);
    A->cur_kernel = KERN_GLOBAL;
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

bool as_abs_value(const Asm *A, ExprVal *v)
{
    if (v->nterms == 1 && v->terms[0].coef == 1 && v->terms[0].base >= 0 &&
        (size_t)v->terms[0].base < A->nsects && (A->sects[v->terms[0].base].flags & SF_ABSADDR))
        v->nterms = 0;
    return exprval_is_abs(v);
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
/* the layout with one code section (Gallium, ROCm)                     */

int32_t as_flat_init(Asm *A)
{
    int32_t id = as_new_section(A, ".text", AST_CODE, SF_ADDR | SF_WRITE, KERN_GLOBAL);
    as_sect_map_put(A->sect_by_name, ".text", id);
    return id;
}

int32_t as_flat_find(Asm *A, const char *name)
{
    return as_sect_map_get(A->sect_by_name, name);
}

int32_t as_flat_add(Asm *A, const char *name, unsigned rodata_flags)
{
    int32_t id;
    if (strcmp(name, ".rodata") == 0)
        id = as_new_section(A, name, AST_DATA, rodata_flags, KERN_GLOBAL);
    else
        id = as_new_section(A, name, strcmp(name, ".comment") == 0 ? AST_COMMENT : AST_EXTRA,
                            SF_ADDR | SF_WRITE | SF_ABSADDR, KERN_GLOBAL);
    if (id >= 0)
        as_sect_map_put(A->sect_by_name, name, id);
    return id;
}

int32_t as_flat_kernel_start(Asm *A, int32_t kid)
{
    return as_new_section(A, NULL, AST_CONFIG, 0, kid);
}

int32_t as_flat_code_kernel(const Asm *A)
{
    return A->kcode_kernel;
}

/* ------------------------------------------------------------------ */

/* Remember the current section of the layout we leave. */
static void save_current(Asm *A)
{
    if (A->cur == SECT_ABS)
        return;
    if (A->cur_kernel == KERN_GLOBAL)
        A->saved_global = A->cur;
    else if (A->cur_kernel == KERN_INNER)
        A->saved_inner = A->cur;
    else
        A->kernels[A->cur_kernel].saved_sect = A->cur;
}

static void changed(Asm *A, int32_t from)
{
    const AsFormat *F = as_format(A);
    if (F->section_changed && from != A->cur)
        F->section_changed(A, from);
}

void as_enter_section(Asm *A, int32_t id)
{
    int32_t from = A->cur;
    save_current(A);
    A->cur = id;
    A->cur_kernel = A->sects[id].kernel;
    as_cfg_leave(A);
    changed(A, from);
}

void as_goto_section(Asm *A, const char *place, const char *name, bool have_flags,
                     uint64_t elf_flags, uint32_t elf_type, uint64_t align)
{
    as_init_output(A);
    const AsFormat *F = as_format(A);
    int32_t id = F->find_section(A, name);
    const char *why = NULL;
    if (id < 0) {
        id = F->add_section(A, strpool_intern(A->strs, name, strlen(name)), &why);
        if (id < 0) {
            as_error(A, place, "%s", why ? why : "too many sections");
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
        as_enter_section(A, id);
        return;
    }
    why = F->can_enter ? F->can_enter(A, id) : NULL;
    if (why) {
        as_error(A, place, "%s", why);
        return;
    }
    as_enter_section(A, id);
    if (have_flags)
        as_warning(A, place, "the type, flags and alignment of an existing section are "
                   "ignored");
    else if (align)
        as_warning(A, place, "the alignment of an existing section is ignored");
}

/* A new kernel of the name `name` (interned), whose entry `slot` of
 * kernel_by_name was just made: it takes the kernel's number, or goes when
 * there can be no such kernel. */
static int32_t add_kernel(Asm *A, const char *place, const char *name, size_t len,
                          void **slot)
{
    const AsFormat *F = as_format(A);
    if (F->no_kernels || A->nkernels >= AS_MAX_KERNELS) {
        ht_remove(A->kernel_by_name, name, len);
        if (F->no_kernels)
            as_error(A, place, "%s", F->no_kernels);
        else
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
    *slot = (void *)(intptr_t)(kid + 1);
    k->name = name;
    k->pos = as_pos_keep(A, place);
    k->first_sect = -1;
    k->code_wave32 = A->target.wave32;
    if (F->kernel_state) {
        k->fmt = arena_alloc(A->arena, F->kernel_state);
        memset(k->fmt, 0, F->kernel_state);
    }
    if (F->init_kernel)
        F->init_kernel(A, k);

    int32_t sect = F->kernel_start(A, kid);
    if (sect < 0) {
        as_error(A, place, "too many sections");
        return -1;
    }
    A->kernels[kid].first_sect = A->kernels[kid].saved_sect = sect;
    as_enter_section(A, sect);
    return kid;
}

static void set_kernel(Asm *A, int32_t kid)
{
    const AsFormat *F = as_format(A);
    int32_t from = A->cur;
    save_current(A);
    as_cfg_leave(A);
    A->cur_kernel = kid;
    if (kid == KERN_GLOBAL)
        A->cur = A->saved_global;
    else if (kid == KERN_INNER)
        A->cur = A->saved_inner;
    else if (F->kernel_resume)
        A->cur = F->kernel_resume(A, kid);
    else
        A->cur = A->kernels[kid].saved_sect;
    changed(A, from);
}

void as_goto_layout(Asm *A, int32_t kernel)
{
    as_init_output(A);
    set_kernel(A, kernel);
}

void as_goto_kernel(Asm *A, const char *place, const char *name, size_t len)
{
    as_init_output(A);
    /* a new kernel's name is kept with its entry */
    const char *kept;
    bool ins;
    void **slot = ht_slot_copy(A->kernel_by_name, name, len, &ins, A->arena, &kept);
    if (ins) {
        add_kernel(A, place, kept, len, slot);
        return;
    }
    set_kernel(A, (int32_t)(intptr_t)*slot - 1);
}

void as_goto_main(Asm *A, const char *place)
{
    (void)place;
    as_init_output(A);
    set_kernel(A, KERN_GLOBAL);
}

void as_goto_kernel_config_data(Asm *A, const char *place, const char *name, int32_t *sect)
{
    int32_t kid = A->cur_kernel;
    if (kid < 0)
        return;
    if (*sect < 0) {
        int32_t id = as_new_section(A, strpool_intern(A->strs, name, strlen(name)),
                                    AST_KCONFIG, SF_ADDR | SF_WRITE | SF_ABSADDR, kid);
        if (id < 0) {
            as_error(A, place, "too many sections");
            return;
        }
        *sect = id;
    }
    as_enter_section(A, *sect);
}
