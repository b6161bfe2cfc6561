/* pseudo_target.c - pseudo-ops that choose the binary format, the GPU and
 * the language options, read them back (.get_*), and move between
 * sections and kernels. */
#include "format.h"
#include "pseudo.h"

#include <elf.h>
#include <string.h>

/* .32bit (arg 0) / .64bit (arg 1) */
void po_bitness(Asm *A, Args *c, const char *place, int is64)
{
    (void)place;
    if (!args_end(c))
        return;
    switch (target_set_bitness(&A->target, is64 != 0, A->initialized)) {
    case TGT_TOO_LATE:
        as_error(A, c->p, "the bitness is already defined");
        break;
    case TGT_ROCM_64:
        as_warning(A, c->p, "ROCm binaries are always 64-bit");
        break;
    case TGT_NO_BITNESS:
        as_warning(A, c->p, "the bitness is ignored by formats other than AMD Catalyst, "
                   "ROCm and GalliumCompute");
        break;
    default:
        A->bitness_explicit = true;
        break;
    }
}

/* .amd .gallium .rawcode .amdcl2 .rocm (arg = BinFormat), .amd3 (FMT_ROCM_AMD3) */
void po_format(Asm *A, Args *c, const char *place, int fmt)
{
    (void)place;
    if (!args_end(c))
        return;
    if (target_set_format(&A->target, fmt, A->initialized) == TGT_TOO_LATE) {
        as_error(A, c->p, "the output format is already defined");
        return;
    }
    A->format_explicit = true;
}

/* .format NAME */
void po_format_name(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    const char *s;
    size_t n;
    args_skip(c);
    const char *fplace = c->p;
    if (!args_name(c, &s, &n, "an output format name", true))
        return;
    BinFormat f;
    if (n > 9 || !format_from_pseudo_name(s, n, &f)) {
        as_error(A, fplace, "unknown output format '%.*s'", (int)n, s);
        return;
    }
    if (!args_end(c))
        return;
    if (target_set_format(&A->target, (int)f, A->initialized) == TGT_TOO_LATE) {
        as_error(A, fplace, "the output format is already defined");
        return;
    }
    A->format_explicit = true;
}

/* .gpu DEVICE */
void po_gpu(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    const char *s;
    size_t n;
    args_skip(c);
    const char *gplace = c->p;
    if (!args_name(c, &s, &n, "a GPU device name", true))
        return;
    GpuDevice d;
    if (!gpu_from_name(s, n, &d)) {
        as_error(A, gplace, "unknown GPU device '%.*s'", (int)n, s);
        return;
    }
    if (!args_end(c))
        return;
    target_set_gpu(&A->target, d);
    A->gpu_explicit = true;
}

/* .arch ARCHITECTURE */
void po_arch(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    const char *s;
    size_t n;
    args_skip(c);
    const char *aplace = c->p;
    if (!args_name(c, &s, &n, "a GPU architecture name", true))
        return;
    GpuArch a;
    if (!arch_from_name(s, n, &a)) {
        as_error(A, aplace, "unknown GPU architecture '%.*s'", (int)n, s);
        return;
    }
    if (!args_end(c))
        return;
    target_set_arch(&A->target, a);
    A->gpu_explicit = true;
}

/* .policy VERSION */
void po_policy(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    uint64_t v = 0;
    args_skip(c);
    const char *vplace = c->p;
    if (!args_abs(c, &v, true) || !args_end(c))
        return;
    if (!target_set_policy(&A->target, v))
        as_warning(A, vplace, "value 0x%llx truncated to 0x%llx", (unsigned long long)v,
                   (unsigned long long)(v & 0xffffffffu));
}

/* .buggyfplit (1) .nobuggyfplit (2) .oldmodparam (3) .nooldmodparam (4)
 * .wave32 (5) .nowave32 (6) */
void po_flag(Asm *A, Args *c, const char *place, int which)
{
    (void)place;
    if (!args_end(c))
        return;
    switch (which) {
    case 1: A->target.buggy_fplit = true; break;
    case 2: A->target.buggy_fplit = false; break;
    case 3: A->target.old_mod_param = true; break;
    case 4: A->target.old_mod_param = false; break;
    case 5: A->target.wave32 = true; break;
    case 6: A->target.wave32 = false; break;
    default: break;
    }
    if ((which == 5 || which == 6) && A->initialized && as_format(A)->code_flags_changed)
        as_format(A)->code_flags_changed(A);
}

/* .get_64bit (0) .get_arch (1) .get_format (2) .get_gpu (3) .get_policy (4)
 * .get_version (5) .get_driver_version (6) .get_llvm_version (7) SYMBOL.
 * The versions are those in effect: 0 when none was given (clrx-tools never
 * looks at the host). */
void po_get(Asm *A, Args *c, const char *place, int which)
{
    (void)place;
    as_init_output(A);
    uint64_t v = 0;
    switch (which) {
    case 0: v = A->target.is64bit; break;
    case 1: v = (uint64_t)gpu_arch(A->target.gpu); break;
    case 2: v = (uint64_t)A->target.format; break;
    case 3: v = (uint64_t)A->target.gpu; break;
    case 4: v = A->target.policy; break;
    case 5: v = CLRX_LANG_VERSION; break;
    case 6: v = A->target.driver_version; break;
    case 7: v = A->target.llvm_version; break;
    default: break;
    }
    const char *s;
    size_t n;
    args_symbol(c, &s, &n);
    if (n == 0) {
        as_error(A, c->p, "expected a symbol name");
        return;
    }
    if (!args_end(c))
        return;
    as_set_abs(A, s, s, n, v, false);
}

/* .driver_version VALUE (0) / .llvm_version VALUE (1): the versions the
 * format writer uses (the formats that have them: pseudoops.def) */
void po_version(Asm *A, Args *c, const char *place, int llvm)
{
    (void)place;
    as_init_output(A);
    uint64_t v = 0;
    args_skip(c);
    if (!args_abs(c, &v, true) || !args_end(c))
        return;
    if (llvm) {
        A->target.llvm_version = (uint32_t)v;
        A->llvm_version_set = true;
    } else {
        A->target.driver_version = (uint32_t)v;
        A->driver_version_set = true;
    }
}

/* .text (0) .data (1) .rodata (2) */
void po_section_std(Asm *A, Args *c, const char *place, int which)
{
    static const char *const names[] = { ".text", ".data", ".rodata" };
    as_init_output(A);
    if (!args_end(c))
        return;
    as_goto_section(A, place, names[which], false, 0, 0, 0);
}

/* .section NAME[, "FLAGS"[, @TYPE]] [align=N] */
void po_section(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    const char *s;
    size_t n;
    if (!args_name(c, &s, &n, "a section name", true))
        return;
    char *name = arena_strndup(A->arena, s, n);
    bool have_flags = false, good = true;
    uint64_t flags = 0, align = 0;
    uint32_t type = 0;
    args_skip(c);
    if (c->p < c->end && *c->p == ',') {
        have_flags = true;
        c->p++;
    }
    if (have_flags) {
        StrBuf fs = STRBUF_INIT;
        args_skip(c);
        const char *fplace = c->p;
        if (args_string(c, &fs)) {
            for (size_t k = 0; k < fs.len; k++) {
                char f = fs.data[k];
                if (f == 'a')
                    flags |= SHF_ALLOC;
                else if (f == 'w')
                    flags |= SHF_WRITE;
                else if (f == 'x')
                    flags |= SHF_EXECINSTR;
                else if (good) {
                    as_error(A, fplace, "only 'a', 'w' and 'x' may be section flags");
                    good = false;
                }
            }
        } else
            good = false;
        sb_free(&fs);
        bool have;
        /* after the flags: a comma and the type, or the end (clrxasm takes
         * `align=` only after the name or the type) */
        if (!args_comma(c, &have, true))
            return;
        if (have) {
            args_skip(c);
            const char *tplace = c->p;
            if (c->p + 1 < c->end && *c->p == '@' && name_start(c->p[1]) && c->p[1] != '_' &&
                c->p[1] != '.') {
                c->p++;
                const char *t;
                size_t tn;
                if (args_name(c, &t, &tn, "a section type", true)) {
                    if (tn == 8 && ascii_strncasecmp(t, "progbits", 8) == 0)
                        type = SHT_PROGBITS;
                    else if (tn == 4 && ascii_strncasecmp(t, "note", 4) == 0)
                        type = SHT_NOTE;
                    else if (tn == 6 && ascii_strncasecmp(t, "nobits", 6) == 0)
                        type = SHT_NOBITS;
                    else {
                        as_error(A, tplace, "unknown section type");
                        good = false;
                    }
                } else
                    good = false;
            } else {
                as_error(A, tplace, "the section type must begin with '@'");
                good = false;
            }
        }
    }
    args_skip(c);
    if (c->end - c->p > 6 && ascii_strncasecmp(c->p, "align", 5) == 0 &&
        !((c->p[5] >= 'a' && c->p[5] <= 'z') || (c->p[5] >= 'A' && c->p[5] <= 'Z'))) {
        c->p += 5;
        args_skip(c);
        if (c->p < c->end && *c->p == '=') {
            c->p++;
            args_skip(c);
            const char *vplace = c->p;
            if (args_abs(c, &align, true)) {
                if (align != 0 && (align & (align - 1)) != 0) {
                    as_error(A, vplace, "the alignment must be a power of two or zero");
                    good = false;
                }
            } else
                good = false;
        } else {
            as_error(A, c->p, "expected '=' after 'align'");
            good = false;
        }
    }
    if (!good || !args_end(c))
        return;
    as_goto_section(A, place, name, have_flags, flags, type, align);
}

/* .kernel NAME */
void po_kernel(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    const char *s;
    size_t n;
    if (!args_name(c, &s, &n, "a kernel name", true) || !args_end(c))
        return;
    as_goto_kernel(A, place, s, n);
}

/* .main */
void po_main(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!args_end(c))
        return;
    as_goto_main(A, place);
}
