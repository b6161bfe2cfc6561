/* fmt_gallium.c - the GalliumCompute format in clrx-as: its layout (one
 * code section, sections.c as_flat_*; returning to a kernel returns to its
 * configuration), its kernel state and its pseudo-ops: kernel
 * arguments (.args/.arg), ProgInfo (.proginfo/.entry), the kernel
 * configuration (.config and its settings; the AMD HSA settings of LLVM 4.0
 * and later, .control_directive), .globaldata, .scratchsym, .arch_minor,
 * .arch_stepping.
 *
 * Each pseudo-op is checked here as the CLRX language defines it (where it
 * may stand, which LLVM version it needs, the range of its values) and
 * becomes one configuration record of the object, keyed by its name
 * (docs/formats/gallium.md, section 7).  Nothing is computed from the
 * records here: clrx-ld's Gallium writer (ld/fmt_gallium.c) applies them, so
 * that a kernel configured in one object may have its code in another.
 */
#include "format.h"
#include "pseudo.h"

#include <string.h>

#define LLVM_HSA     40000u    /* LLVM 4.0: AMD HSA configuration */
#define LLVM_SPILLS  30900u    /* LLVM 3.9: five ProgInfo entries, spilled counts */

/* ---- the state of a kernel (AsKernel.fmt) ---- */

typedef struct GalKernel {
    uint32_t llvm_at_decl;     /* LLVM version in effect at its first .kernel */
    int32_t ctrl_sect;         /* its .control_directive section, -1 = none */
    bool has_proginfo;         /* .proginfo or .entry given */
    bool has_config;           /* .config given */
    uint32_t nentries;         /* .entry records so far */
} GalKernel;

static GalKernel *cur_gk(Asm *A)
{
    return A->kernels[A->cur_kernel].fmt;
}

/* the configuration areas (Asm.cfg_area) */
enum { CFG_CONFIG = 1, CFG_ARGS, CFG_PROGINFO };

/* ---- records ---- */

/* A record keyed by pseudo-op name number `key` (PON_*). */
static AsCfgRec *add_rec(Asm *A, int32_t kernel, int key, const char *place,
                         uint32_t nvals)
{
    AsCfgRec *r = as_cfg_add(A, kernel, key, nvals, nvals);
    r->src = as_srcline(as_pos_keep(A, place));
    return r;
}

/* ---- placement and versions ---- */

static bool in_config_section(const Asm *A)
{
    return A->cur_kernel >= 0 && A->cur >= 0 && (size_t)A->cur < A->nsects &&
           A->sects[A->cur].type == AST_CONFIG;
}

/* The settings of .config: only between .config and the next change of
 * section or kernel (or .args/.proginfo). */
static bool need_config_area(Asm *A, const char *place)
{
    if (A->cur_kernel < 0 || A->cfg_area != CFG_CONFIG) {
        as_error(A, place, "illegal place of a configuration pseudo-op (it belongs after "
                 ".config)");
        return false;
    }
    return true;
}

/* The HSA settings that clrxasm takes anywhere in a kernel's configuration. */
static bool need_config_section(Asm *A, const char *place)
{
    if (!in_config_section(A)) {
        as_error(A, place, "illegal place of a configuration pseudo-op (it belongs in a "
                 "kernel's configuration)");
        return false;
    }
    return true;
}

/* .config, .args, .proginfo, .arg, .entry: in a kernel's configuration. */
static bool need_kernel(Asm *A, const char *place, const char *what)
{
    if (!in_config_section(A)) {
        as_error(A, place, "%s outside a kernel's definition", what);
        return false;
    }
    return true;
}

/* .config (CFG_CONFIG) or .proginfo (CFG_PROGINFO): a kernel has one of them. */
static void open_kernel_area(Asm *A, Args *c, const char *place, int area)
{
    bool config = area == CFG_CONFIG;
    as_init_output(A);
    if (!need_kernel(A, place, config ? "configuration" : "ProgInfo"))
        return;
    GalKernel *k = cur_gk(A);
    if (config ? k->has_proginfo : k->has_config) {
        as_error(A, place, config ? "a kernel with ProgInfo (.proginfo, .entry) cannot have "
                                    ".config"
                                  : "a kernel with .config cannot have ProgInfo");
        return;
    }
    if (!args_end(c))
        return;
    A->cfg_area = area;
    if (!config) {
        k->has_proginfo = true;
        add_rec(A, A->cur_kernel, PON_proginfo, place, 0);
        return;
    }
    k->has_config = true;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_config, place, 2);
    r->vals[0].num = A->target.llvm_version >= LLVM_HSA;
    r->vals[1].num = k->llvm_at_decl >= LLVM_HSA;
}

static bool need_hsa(Asm *A, const char *place)
{
    if (A->target.llvm_version < LLVM_HSA) {
        as_error(A, place, "HSA configuration pseudo-ops need LLVM 4.0.0 or later "
                 "(--llvmVersion or .llvm_version)");
        return false;
    }
    return true;
}

/* ---- .config and its settings ---- */

/* .sgprsnum, .floatmode, .hsa_*, .kernarg_segment_size ... (arg: a CFV_* kind or GV_SPILL,
 * | GV_HSA for the HSA settings of LLVM 4.0) */
void po_gal_value(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    int kind = arg & 0xff;
    if (!need_config_area(A, place))
        return;
    if ((arg & GV_HSA) && !need_hsa(A, place))
        return;
    if (kind == GV_SPILL && A->op_name == PON_spilledsgprs &&
        A->target.llvm_version < LLVM_SPILLS) {
        /* clrxasm checks the version for .spilledsgprs only */
        as_error(A, place, "spilled SGPR and VGPR counts need LLVM 3.9.0 or later");
        return;
    }
    args_skip(c);
    const char *vp = c->p;
    uint64_t v = 0;
    bool good = args_abs(c, &v, true);
    if (good)
        good = cfv_check(A, vp, kind, v);
    if (!good || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, A->op_name, place, 1)->vals[0].num = v;
}

/* .ieeemode .tgsize ... .hsa_ieeemode ... .use_* (arg: 0 or GV_HSA) */
void po_gal_bool(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    if (!need_config_area(A, place))
        return;
    if ((arg & GV_HSA) && !need_hsa(A, place))
        return;
    if (!args_end(c))
        return;
    add_rec(A, A->cur_kernel, A->op_name, place, 0);
}

/* `.dims GROUPS[, ITEMS]`: bits 0-2 group ids, 3-5 work-item ids, bit 8 when
 * the second set was given. */
static bool dims_arg(Args *c, uint32_t *mask)
{
    uint32_t first, second;
    if (!cfv_dim_set(c, &first))
        return false;
    *mask = first | first << 3;
    bool have;
    if (!args_comma(c, &have, true))
        return false;
    if (have) {
        if (!cfv_dim_set(c, &second))
            return false;
        *mask = first | second << 3 | 0x100;
    }
    return true;
}

/* .dims (0) .hsa_dims (GV_HSA) */
void po_gal_dims(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    if (!need_config_area(A, place))
        return;
    if ((arg & GV_HSA) && !need_hsa(A, place))
        return;
    uint32_t mask;
    if (!dims_arg(c, &mask) || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, A->op_name, place, 1)->vals[0].num = mask;
}

/* .use_grid_workgroup_count DIMS */
void po_gal_grid_count(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config_section(A, place) || !need_hsa(A, place))
        return;
    uint32_t mask;
    if (!cfv_dim_set(c, &mask) || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_use_grid_workgroup_count, place, 1)->vals[0].num = mask;
}

/* .default_hsa_features */
void po_gal_default_features(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_config_section(A, place) || !need_hsa(A, place) || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_default_hsa_features, place, 0);
}

/* .machine KIND, MAJOR, MINOR, STEPPING (2) / .codeversion MAJOR, MINOR (1) */
void po_gal_numbers(Asm *A, Args *c, const char *place, int arg)
{
    as_init_output(A);
    if (!need_config_section(A, place) || !need_hsa(A, place))
        return;
    unsigned n = arg == 2 ? 4 : 2, bits = arg == 2 ? 16 : 32;
    uint64_t v[4] = { 0, 0, 0, 0 };
    bool good = true;
    for (unsigned k = 0; k < n; k++) {
        if (k > 0 && !args_need_comma(c))
            return;
        good &= cfv_abs_arg(c, &v[k], bits, true);
    }
    if (!good || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, n);
    as_cfg_set_nums(r, v, n);
}

/* .reserved_sgprs FIRST, LAST (0) / .reserved_vgprs (1) */
void po_gal_reserved(Asm *A, Args *c, const char *place, int vgprs)
{
    as_init_output(A);
    if (!need_config_section(A, place) || !need_hsa(A, place))
        return;
    uint64_t first = 0, last = 0;
    if (!cfv_reserved_range(A, c, vgprs, &first, &last) || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, A->op_name, place, 2);
    r->vals[0].num = first;
    r->vals[1].num = last;
}

/* .config */
void po_gal_config(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    open_kernel_area(A, c, place, CFG_CONFIG);
}

/* .control_directive: the 128 bytes that follow fill the control directive
 * of the kernel's HSA header. */
void po_gal_control_directive(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (A->cur_kernel < 0) {
        as_error(A, place, "a kernel control directive can be defined only inside a kernel");
        return;
    }
    if (!need_hsa(A, place) || !args_end(c))
        return;
    add_rec(A, A->cur_kernel, PON_control_directive, place, 0);
    as_goto_kernel_config_data(A, place, ".control_directive", &cur_gk(A)->ctrl_sect);
}

/* ---- arguments ---- */

static const char *const arg_types[] = {
    "scalar", "constant", "global", "local", "image2d_rd", "image2d_wr", "image3d_rd",
    "image3d_wr", "sampler"
};
static const char *const arg_semantics[] = {
    "general", "griddim", "gridoffset", "imgsize", "imgformat"
};

/* The index of s[0, len) in tab (lower-case names), in any case; -1: none */
static int find_name(const char *const *tab, size_t n, const char *s, size_t len)
{
    for (size_t k = 0; k < n; k++) {
        const char *t = tab[k];
        size_t i = 0;
        while (i < len && t[i] && t[i] == ascii_lower(s[i]))
            i++;
        if (i == len && !t[i])
            return (int)k;
    }
    return -1;
}

/* .args */
void po_gal_args(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_kernel(A, place, "arguments") || !args_end(c))
        return;
    A->cfg_area = CFG_ARGS;
}

/* .arg TYPE, SIZE[, TARGETSIZE[, TARGETALIGN[, sext|zext[, SEMANTIC]]]] */
void po_gal_arg(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_kernel(A, place, "an argument"))
        return;
    if (A->cfg_area != CFG_ARGS) {
        as_error(A, place, "an argument outside the argument list (.args)");
        return;
    }
    const char *s;
    size_t n;
    bool good = true, semantic_given = false, have;
    uint64_t type = 2, semantic = 0, sext = 0;
    args_skip(c);
    const char *p = c->p;
    if (args_name(c, &s, &n, "an argument type", true)) {
        int t;
        if (n >= 20) {
            as_error(A, p, "the argument type is too long");
            good = false;
        } else if (n == 7 && ascii_strncasecmp(s, "griddim", 7) == 0) {
            type = 0;
            semantic = 1;
            semantic_given = true;
        } else if (n == 10 && ascii_strncasecmp(s, "gridoffset", 10) == 0) {
            type = 0;
            semantic = 2;
            semantic_given = true;
        } else if ((t = find_name(arg_types, CLRX_ARRAY_SIZE(arg_types), s, n)) >= 0)
            type = (uint64_t)t;
        else {
            as_error(A, p, "unknown argument type '%.*s'", (int)n, s);
            good = false;
        }
    } else
        good = false;
    if (!args_need_comma(c))
        return;
    args_skip(c);
    p = c->p;
    uint64_t size = 4;
    good &= args_abs(c, &size, true);
    if (size > UINT32_MAX || size == 0)
        as_warning(A, p, "the argument's size is out of range");
    uint64_t tsize = (size + 3) & ~(uint64_t)3, talign = 1;
    if (size != 0 && tsize != 0) {
        talign = (uint64_t)1 << (63 - __builtin_clzll(tsize));
        if (tsize > talign)
            talign <<= 1;
    }
    if (!args_comma(c, &have, true))
        return;
    if (have) {
        args_skip(c);
        p = c->p;
        if (args_abs(c, &tsize, false)) {
            if (tsize > UINT32_MAX || tsize == 0)
                as_warning(A, p, "the argument's target size is out of range");
        } else
            good = false;
        if (!args_comma(c, &have, true))
            return;
    }
    if (have) {
        args_skip(c);
        p = c->p;
        if (args_abs(c, &talign, false)) {
            if (talign > UINT32_MAX || talign == 0)
                as_warning(A, p, "the argument's target alignment is out of range");
            if (!cfv_is_pow2(talign)) {
                as_error(A, p, "the target alignment must be a power of two");
                good = false;
            }
        } else
            good = false;
        if (!args_comma(c, &have, true))
            return;
    }
    if (have) {
        args_skip(c);
        p = c->p;
        if (args_name(c, &s, &n, "a numeric extension", false)) {
            if (n >= 5) {
                as_error(A, p, "the numeric extension is too long");
                good = false;
            } else if (n == 4 && ascii_strncasecmp(s, "sext", 4) == 0)
                sext = 1;
            else if (n != 0 && !(n == 4 && ascii_strncasecmp(s, "zext", 4) == 0)) {
                as_error(A, p, "unknown numeric extension '%.*s' (sext or zext)", (int)n, s);
                good = false;
            }
        } else
            good = false;
        if (!semantic_given) {
            if (!args_comma(c, &have, true))
                return;
            if (have) {
                args_skip(c);
                p = c->p;
                if (args_name(c, &s, &n, "an argument semantic", true)) {
                    int t = n < 72 ? find_name(arg_semantics, CLRX_ARRAY_SIZE(arg_semantics),
                                               s, n) : -1;
                    if (t >= 0)
                        semantic = (uint64_t)t;
                    else {
                        as_error(A, p, "unknown argument semantic '%.*s'", (int)n, s);
                        good = false;
                    }
                } else
                    good = false;
            }
        }
    }
    if (!good || !args_end(c))
        return;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_arg, place, 6);
    r->vals[0].num = type;
    r->vals[1].num = size;
    r->vals[2].num = tsize;
    r->vals[3].num = talign;
    r->vals[4].num = sext;
    r->vals[5].num = semantic;
}

/* ---- ProgInfo ---- */

/* .proginfo */
void po_gal_proginfo(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    open_kernel_area(A, c, place, CFG_PROGINFO);
}

/* .entry ADDRESS, VALUE */
void po_gal_entry(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!need_kernel(A, place, "a ProgInfo entry"))
        return;
    if (A->cfg_area != CFG_PROGINFO) {
        as_error(A, place, "a ProgInfo entry outside ProgInfo (.proginfo)");
        return;
    }
    uint64_t addr = 0, value = 0;
    bool good = cfv_abs_arg(c, &addr, 32, true);
    if (!args_need_comma(c))
        return;
    args_skip(c);
    const char *p = c->p;
    if (args_abs(c, &value, true))
        as_range_warning(A, as_pos(A, p), 32, value);
    else
        good = false;
    if (!good || !args_end(c))
        return;
    GalKernel *k = cur_gk(A);
    k->has_proginfo = true;
    uint32_t max = A->target.llvm_version >= LLVM_SPILLS ? 5 : 3;
    if (k->nentries == max) {
        as_error(A, place, "at most %u entries can be in ProgInfo%s", max,
                 max == 3 ? " (5 with LLVM 3.9.0 or later)" : "");
        return;
    }
    k->nentries++;
    AsCfgRec *r = add_rec(A, A->cur_kernel, PON_entry, place, 2);
    r->vals[0].num = addr;
    r->vals[1].num = value;
}

/* ---- program-wide ---- */

/* .globaldata: the global constant data (.rodata) */
void po_gal_globaldata(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    if (!args_end(c))
        return;
    as_goto_section(A, place, ".rodata", false, 0, 0, 0);
}

/* .scratchsym SYMBOL: the symbol stands for the scratch buffer, whose
 * address the driver fills in (relocations of its low and high halves). */
void po_gal_scratchsym(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    as_init_output(A);
    const char *s;
    size_t n;
    args_symbol(c, &s, &n);
    if (n == 0) {
        as_error(A, c->p, "expected a symbol name");
        return;
    }
    if ((n == 1 && s[0] == '.') || (n >= 3 && memcmp(s + n - 3, "::.", 3) == 0)) {
        as_error(A, s, "the symbol '.' cannot be the scratch symbol");
        return;
    }
    if (!args_end(c))
        return;
    Symbol *sym = symtab_target(A->symtab, s, n);
    if (!sym) {
        as_error(A, s, "bad symbol name");
        return;
    }
    if (symbol_is_defined(sym)) {
        as_error(A, s, "symbol '%.*s' is already defined", (int)n, s);
        return;
    }
    /* an undefined global of the object at once: its uses, before and after,
     * are relocations, and a form the linker cannot relocate is an error at
     * its own line (as in clrxasm, where the symbol is defined here) */
    sym->global = 1;
    sym->loader = 1;
    A->loader_syms = true;
    as_define_external(A, sym);
    as_cfg_symbol(A, add_rec(A, KERN_GLOBAL, PON_scratchsym, place, 0), sym);
}

/* .arch_minor VALUE (0) / .arch_stepping VALUE (1) */
void po_gal_arch_value(Asm *A, Args *c, const char *place, int which)
{
    as_init_output(A);
    uint64_t v = 0;
    if (!cfv_abs_arg(c, &v, 32, true) || !args_end(c))
        return;
    add_rec(A, KERN_GLOBAL, A->op_name, place, 1)->vals[0].num = v;
}

/* ---- the format record ---- */

static int32_t gal_add(Asm *A, const char *name, const char **why)
{
    (void)why;
    return as_flat_add(A, name, SF_ADDR | SF_WRITE | SF_ABSADDR);
}

static void gal_init_kernel(Asm *A, AsKernel *k)
{
    GalKernel *gk = k->fmt;
    gk->llvm_at_decl = A->target.llvm_version;
    gk->ctrl_sect = -1;
}

/* returning to a kernel returns to its configuration */
static int32_t gal_kernel_resume(Asm *A, int32_t kid)
{
    return A->kernels[kid].first_sect;
}

const AsFormat as_fmt_gallium = {
    .init_output = as_flat_init,
    .find_section = as_flat_find,
    .add_section = gal_add,
    .kernel_state = sizeof(GalKernel),
    .init_kernel = gal_init_kernel,
    .kernel_start = as_flat_kernel_start,
    .kernel_resume = gal_kernel_resume,
    .code_kernel = as_flat_code_kernel,
    .kernel_labels = true,
};
