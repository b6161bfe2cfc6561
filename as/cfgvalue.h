/* cfgvalue.h - the checks a kernel-configuration value gets, shared by the
 * formats whose pseudo-ops set such values (Gallium, ROCm, AMD OpenCL 2.0;
 * the AMD Catalyst format uses the truncation warning): register counts,
 * bit widths, LDS and GDS sizes, user data counts, HSA element sizes,
 * alignments, wavefront sizes, debug SGPR indices.  Each rule is one kind
 * (CFV_*), given by the ARG column of the format's value pseudo-ops
 * (libcommon/pseudoops.def); a format's own kinds start at CFV_OWN.
 */
#ifndef CLRX_AS_CFGVALUE_H
#define CLRX_AS_CFGVALUE_H

#include <stdbool.h>
#include <stdint.h>

#include "args.h"
#include "asm.h"

enum {
    CFV_PLAIN = 0,  /* any value */
    CFV_SGPRS,      /* a register count: at most the architecture's SGPRs */
    CFV_VGPRS,      /* at most its VGPRs */
    CFV_W32,        /* warns above 32 bits */
    CFV_W8,         /* float mode: warns above 8 bits */
    CFV_W7,         /* exception mask: 7 bits */
    CFV_W2,         /* priority: 2 bits */
    CFV_LOCAL,      /* local size: at most the architecture's LDS size */
    CFV_HLOCAL,     /* the same, and warns above 32 bits */
    CFV_GDS,        /* GDS size: at most the architecture's */
    CFV_UDATA,      /* user data count: at most 16 */
    CFV_ELEM,       /* private element size: 2, 4, 8 or 16 */
    CFV_ALIGN,      /* a segment alignment: a power of two, at least 16 */
    CFV_WAVE,       /* wavefront size: a power of two, at most 256 */
    CFV_DBGSGPR,    /* an SGPR index */
    CFV_OWN         /* the first kind a format checks itself */
};

/* clrxasm's warning for a value that does not fit in `bits` (unsigned). */
void cfv_warn_unsigned(Asm *A, const char *p, unsigned bits, uint64_t v);

/* A value that must be known now, at the cursor; warns when it does not fit
 * in `bits` (0: any). */
bool cfv_abs_arg(Args *c, uint64_t *v, unsigned bits, bool required);

/* Checks v against kind (a CFV_* below CFV_OWN; other kinds pass); false
 * after an error at p. */
bool cfv_check(Asm *A, const char *p, int kind, uint64_t v);

/* One set of dimensions of .dims: the letters x, y and z in any order, or
 * nothing; bits 0-2 of *mask.  False after an error. */
bool cfv_dim_set(Args *c, uint32_t *mask);

/* FIRST, LAST of .reserved_sgprs (vgprs false) or .reserved_vgprs: registers
 * of the architecture, FIRST <= LAST.  False after an error. */
bool cfv_reserved_range(Asm *A, Args *c, bool vgprs, uint64_t *first, uint64_t *last);

static inline bool cfv_is_pow2(uint64_t v)
{
    return v != 0 && (v & (v - 1)) == 0;
}

#endif
