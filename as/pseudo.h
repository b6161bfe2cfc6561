/* pseudo.h - pseudo-operation handlers of clrx-as.  The table that maps
 * names to handlers is data (pseudoops.def, compiled into pseudoops-tab.h);
 * this header declares the handlers it names.  Each handler gets the
 * statement's argument cursor, the position of the pseudo-op's name (for
 * messages about the whole statement) and the table's ARG column.
 */
#ifndef CLRX_AS_PSEUDO_H
#define CLRX_AS_PSEUDO_H

#include "args.h"
#include "asm.h"

typedef void (*PseudoFn)(Asm *A, Args *c, const char *place, int arg);

/* format bits of the FORMATS column */
#define PO_FMT_AMD      (1u << FMT_AMD)
#define PO_FMT_GALLIUM  (1u << FMT_GALLIUM)
#define PO_FMT_RAW      (1u << FMT_RAWCODE)
#define PO_FMT_AMDCL2   (1u << FMT_AMDCL2)
#define PO_FMT_ROCM     (1u << FMT_ROCM)
#define PO_FMT_ALL      0x1fu

typedef struct PseudoOp {
    const char *name;          /* without the dot, lower case */
    uint8_t len;
    PseudoFn fn;
    int arg;
    unsigned formats;          /* PO_FMT_* */
} PseudoOp;

/* Find a pseudo-op by its name without the dot (any case); NULL if none. */
const PseudoOp *pseudo_find(const char *name, size_t len);

/* target and format (pseudo_target.c) */
void po_bitness(Asm *, Args *, const char *, int);
void po_format(Asm *, Args *, const char *, int);
void po_format_name(Asm *, Args *, const char *, int);
void po_gpu(Asm *, Args *, const char *, int);
void po_arch(Asm *, Args *, const char *, int);
void po_policy(Asm *, Args *, const char *, int);
void po_flag(Asm *, Args *, const char *, int);
void po_get(Asm *, Args *, const char *, int);
/* sections and kernels (pseudo_target.c) */
void po_section_std(Asm *, Args *, const char *, int);
void po_section(Asm *, Args *, const char *, int);
void po_kernel(Asm *, Args *, const char *, int);
void po_main(Asm *, Args *, const char *, int);
/* .kcode / .kcodeend (regusage.c) */
void po_kcode(Asm *, Args *, const char *, int);
void po_kcodeend(Asm *, Args *, const char *, int);
/* data and layout (pseudo_data.c) */
void po_int(Asm *, Args *, const char *, int);
void po_octa(Asm *, Args *, const char *, int);
void po_float(Asm *, Args *, const char *, int);
void po_ascii(Asm *, Args *, const char *, int);
void po_string_n(Asm *, Args *, const char *, int);
void po_fill(Asm *, Args *, const char *, int);
void po_skip(Asm *, Args *, const char *, int);
void po_incbin(Asm *, Args *, const char *, int);
void po_align(Asm *, Args *, const char *, int);
void po_align_word(Asm *, Args *, const char *, int);
void po_org(Asm *, Args *, const char *, int);
void po_offset(Asm *, Args *, const char *, int);
/* symbols and scopes (pseudo_sym.c) */
void po_set(Asm *, Args *, const char *, int);
void po_bind(Asm *, Args *, const char *, int);
void po_extern(Asm *, Args *, const char *, int);
void po_size(Asm *, Args *, const char *, int);
void po_undef(Asm *, Args *, const char *, int);
void po_enum(Asm *, Args *, const char *, int);
void po_scope(Asm *, Args *, const char *, int);
void po_ends(Asm *, Args *, const char *, int);
void po_using(Asm *, Args *, const char *, int);
void po_unusing(Asm *, Args *, const char *, int);
/* messages and control (pseudo_misc.c) */
void po_print(Asm *, Args *, const char *, int);
void po_warning(Asm *, Args *, const char *, int);
void po_error(Asm *, Args *, const char *, int);
void po_err(Asm *, Args *, const char *, int);
void po_fail(Asm *, Args *, const char *, int);
void po_abort(Asm *, Args *, const char *, int);
void po_end(Asm *, Args *, const char *, int);
void po_ignored_warn(Asm *, Args *, const char *, int);
void po_ignore_str(Asm *, Args *, const char *, int);
void po_cpp_only(Asm *, Args *, const char *, int);
void po_regalloc_unsupported(Asm *, Args *, const char *, int);

#endif
