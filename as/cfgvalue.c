/* cfgvalue.c - the value checks of kernel-configuration pseudo-ops that the
 * formats share (cfgvalue.h). */
#include "cfgvalue.h"

#include "gpu.h"

void cfv_warn_unsigned(Asm *A, const char *p, unsigned bits, uint64_t v)
{
    if (bits < 64 && (v >> bits) != 0)
        as_warning(A, p, "value 0x%llx truncated to 0x%llx", (unsigned long long)v,
                   (unsigned long long)(v & (((uint64_t)1 << bits) - 1)));
}

bool cfv_abs_arg(Args *c, uint64_t *v, unsigned bits, bool required)
{
    args_skip(c);
    const char *p = c->p;
    if (!args_abs(c, v, required))
        return false;
    if (bits)
        cfv_warn_unsigned(c->A, p, bits, *v);
    return true;
}

static bool at_most(Asm *A, const char *p, uint64_t v, uint32_t max, const char *what)
{
    if (v <= max)
        return true;
    as_error(A, p, "%s out of range (0-%u)", what, max);
    return false;
}

static bool pow2_in(Asm *A, const char *p, uint64_t v, const char *what, bool ok,
                    const char *range)
{
    if (!cfv_is_pow2(v)) {
        as_error(A, p, "the %s must be a power of two", what);
        return false;
    }
    if (!ok) {
        as_error(A, p, "the %s must be %s", what, range);
        return false;
    }
    return true;
}

bool cfv_check(Asm *A, const char *p, int kind, uint64_t v)
{
    GpuArch arch = gpu_arch(A->target.gpu);
    switch (kind) {
    case CFV_SGPRS:
        return at_most(A, p, v, gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0), "SGPR count");
    case CFV_VGPRS:
        return at_most(A, p, v, gpu_max_regs(arch, GPU_REGTYPE_VGPR, 0), "VGPR count");
    case CFV_W32: cfv_warn_unsigned(A, p, 32, v); return true;
    case CFV_W8: cfv_warn_unsigned(A, p, 8, v); return true;
    case CFV_W7: cfv_warn_unsigned(A, p, 7, v); return true;
    case CFV_W2: cfv_warn_unsigned(A, p, 2, v); return true;
    case CFV_HLOCAL:
        cfv_warn_unsigned(A, p, 32, v);
        return at_most(A, p, v, gpu_max_local_size(arch), "local size");
    case CFV_LOCAL:
        return at_most(A, p, v, gpu_max_local_size(arch), "local size");
    case CFV_GDS:
        return at_most(A, p, v, gpu_max_gds_size(arch), "GDS size");
    case CFV_UDATA:
        return at_most(A, p, v, 16, "user data count");
    case CFV_ELEM:
        return pow2_in(A, p, v, "private element size", v >= 2 && v <= 16, "2, 4, 8 or 16");
    case CFV_ALIGN:
        return pow2_in(A, p, v, "alignment", v >= 16, "at least 16");
    case CFV_WAVE:
        return pow2_in(A, p, v, "wavefront size", v <= 256, "at most 256");
    case CFV_DBGSGPR: {
        uint32_t max = gpu_max_regs(arch, GPU_REGTYPE_SGPR, 0);
        if (v < max)
            return true;
        as_error(A, p, "SGPR register out of range (0-%u)", max - 1);
        return false;
    }
    default:
        return true;
    }
}

bool cfv_dim_set(Args *c, uint32_t *mask)
{
    args_skip(c);
    const char *p = c->p;
    *mask = 0;
    if (c->p >= c->end || !name_start(*c->p))
        return true;
    while (c->p < c->end && name_char(*c->p))
        c->p++;
    size_t n = (size_t)(c->p - p);
    if (n > 9) {
        /* clrxasm: at the end of the set */
        as_error(c->A, c->p, "the dimension set is too long");
        return false;
    }
    for (size_t k = 0; k < n; k++) {
        char d = ascii_lower(p[k]);
        if (d == 'x')
            *mask |= 1;
        else if (d == 'y')
            *mask |= 2;
        else if (d == 'z')
            *mask |= 4;
        else {
            as_error(c->A, p, "unknown dimension '%c' (only x, y and z)", p[k]);
            return false;
        }
    }
    return true;
}

bool cfv_reserved_range(Asm *A, Args *c, bool vgprs, uint64_t *first, uint64_t *last)
{
    uint32_t max = gpu_max_regs(gpu_arch(A->target.gpu),
                                vgprs ? GPU_REGTYPE_VGPR : GPU_REGTYPE_SGPR, 0);
    const char *kind = vgprs ? "VGPR" : "SGPR";
    args_skip(c);
    const char *p = c->p;
    bool have_first = args_abs(c, first, true), good = have_first;
    if (have_first && *first > max - 1) {
        as_error(A, p, "first reserved %s out of range (0-%u)", kind, max - 1);
        good = false;
    }
    if (!args_need_comma(c))
        return false;
    args_skip(c);
    p = c->p;
    bool have_last = args_abs(c, last, true);
    good &= have_last;
    if (have_last && *last > max - 1) {
        as_error(A, p, "last reserved %s out of range (0-%u)", kind, max - 1);
        good = false;
    }
    if (have_first && have_last && *first > *last) {
        as_error(A, p, "wrong register range: the first register is after the last");
        good = false;
    }
    return good;
}
