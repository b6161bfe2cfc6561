/* format.h - what a binary format decides in clrx-as: one record per format
 * (as/fmt_<name>.c), listed in the registry as_formats[] (as/formats.c).
 *
 * The core (sections.c, regusage.c, stmt.c) names no format: it asks the
 * record which sections exist and which one a name means, what a kernel
 * starts with, and which kernel owns the code being assembled.  A format's
 * pseudo-ops are rows of libcommon/pseudoops.def whose handlers live in its
 * file, with its per-kernel state (AsKernel.fmt) and its program-wide state
 * (Asm.fmt_state).  docs/adding-a-format.md lists what a new format touches.
 */
#ifndef CLRX_AS_FORMAT_H
#define CLRX_AS_FORMAT_H

#include "asm.h"

typedef struct AsFormat {
    /* Set up the output when the format is fixed (the first statement that
     * needs a section): allocate A->fmt_state, create the section the
     * output starts in and return it (it becomes current, in the main
     * layout). */
    int32_t (*init_output)(Asm *A);
    /* The section that `name` names in the current state, or -1. */
    int32_t (*find_section)(Asm *A, const char *name);
    /* Create section `name` (interned) for the current state: its index,
     * or -1 with *why (a message) when the format does not allow it. */
    int32_t (*add_section)(Asm *A, const char *name, const char **why);
    /* May section `id` become current?  NULL, or the message why not.
     * NULL hook: always. */
    const char *(*can_enter)(Asm *A, int32_t id);
    /* NULL when the format has kernels, else the message for `.kernel`. */
    const char *no_kernels;
    /* Bytes of the format's state of each kernel (AsKernel.fmt, zeroed),
     * and its set-up at `.kernel`. */
    size_t kernel_state;
    void (*init_kernel)(Asm *A, AsKernel *k);
    /* A new kernel's first section (its configuration or its code): its
     * index, or -1 when there are too many sections. */
    int32_t (*kernel_start)(Asm *A, int32_t kid);
    /* The section that returning to kernel kid makes current.  NULL hook:
     * the one that was current when the kernel was left. */
    int32_t (*kernel_resume)(Asm *A, int32_t kid);
    /* The kernel whose code is being assembled (for register usage), -1
     * none, outside .kcode regions. */
    int32_t (*code_kernel)(const Asm *A);
    /* A label named as a kernel, in code, starts that kernel's code (and
     * .kcode regions are allowed): the layouts with code of several kernels
     * in one section. */
    bool kernel_labels;
    /* Each kernel keeps its code's flags (wave32), set when its label starts
     * its code and by .kcode regions, as clrxasm's kernel code handlers do;
     * code_flags_changed (may be NULL) hears .wave32/.nowave32. */
    bool kernel_code_flags;
    void (*code_flags_changed)(Asm *A);
    /* After the last statement, before what waits for symbols is resolved,
     * whether or not the output was initialized (NULL: nothing). */
    void (*source_end)(Asm *A);
    /* After the last statement, before the object is made: records that
     * depend on the whole source (NULL: none). */
    void (*finish)(Asm *A);
    /* Free what init_output and init_kernel allocated outside the arena
     * (NULL: nothing). */
    void (*release)(Asm *A);
    /* The current section changed from `from` (a section, or SECT_ABS) to
     * A->cur (NULL: nothing to do). */
    void (*section_changed)(Asm *A, int32_t from);
    /* The object keeps the relocations in the order of A->relocs (which
     * `finish` may arrange) instead of the order of the places they patch. */
    bool keep_reloc_order;
    /* A .kcode region is opened (entering: its kernels) or closed (NULL),
     * before the change (NULL hook: nothing to do). */
    void (*kcode_event)(Asm *A, const AsKSel *entering);
} AsFormat;

extern const AsFormat as_fmt_amd, as_fmt_gallium, as_fmt_raw, as_fmt_amdcl2, as_fmt_rocm;

/* The record of the current format. */
const AsFormat *as_format(const Asm *A);

/* ---- what the format files use (sections.c) ---- */
/* A new section owned by `kernel` (KERN_GLOBAL, KERN_INNER or a kernel
 * index): its index, or -1 at the section limit. */
int32_t as_new_section(Asm *A, const char *name, AsSectType type, unsigned flags,
                       int32_t kernel);
/* Make section `id` current (its owner becomes the current kernel). */
void as_enter_section(Asm *A, int32_t id);
/* Return to the layout of `kernel` (KERN_GLOBAL, KERN_INNER or a kernel
 * index) and the section that was current there, as .main does. */
void as_goto_layout(Asm *A, int32_t kernel);
/* A name map of sections: index + 1 as the value; -1 when absent. */
int32_t as_sect_map_get(HashTab *h, const char *name);
void as_sect_map_put(HashTab *h, const char *name, int32_t id);

/* The layout with one code section (Gallium, ROCm): one global `.text`,
 * `.rodata` (with `rodata_flags`), `.comment` and user sections, all
 * global; `.kernel` opens the kernel's configuration (a section without
 * addresses or bytes); the code after a kernel's label is the kernel's. */
int32_t as_flat_init(Asm *A);
int32_t as_flat_find(Asm *A, const char *name);
int32_t as_flat_add(Asm *A, const char *name, unsigned rodata_flags);
int32_t as_flat_kernel_start(Asm *A, int32_t kid);
int32_t as_flat_code_kernel(const Asm *A);

#endif
