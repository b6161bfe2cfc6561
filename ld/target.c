/* target.c - the output's binary format and GPU.
 *
 * An object records the format and GPU it was assembled for, and whether
 * they were chosen (by the source, which overrides clrx-as's options as in
 * clrxasm, or by an option).  The first object that chose them decides;
 * when none did, the command line (-b, -g/-A) does, else the first object.
 * An object that chose its format must have the output's; one that did not
 * takes it.  An object that chose its GPU must have the output's; one that
 * did not takes it when the architecture is the same (its instructions are
 * encoded for that architecture).  The other target settings (64-bit,
 * versions, policy, ...) are the first object's, already resolved by
 * clrx-as from its options and the source, except a version that a source
 * set (the last object that set it decides); the command line gives the
 * versions that the objects left unset, and -6 / -S add to the object's. */
#include "diag.h"
#include "ld.h"

static void mismatch(const LinkObj *lo, const char *what, const char *have, const char *want,
                     const char *from)
{
    diag_at(DIAG_ERROR, (SrcPos){ .file = lo->name }, NULL, 0,
            "%s '%s' of this object does not match the output's '%s' (%s)", what, have, want,
            from);
}

bool ld_select_target(Link *L)
{
    const LdOptions *opt = L->opts;
    const TargetState *cmd = &opt->asmopts.target;
    if (L->nobjs == 0) {
        diag_plain(DIAG_ERROR, "no objects to link");
        return false;
    }
    const Object *first = L->objs[0]->obj;
    const LinkObj *fmt_from = NULL, *gpu_from = NULL;
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        if (!fmt_from && o->format_explicit)
            fmt_from = L->objs[i];
        if (!gpu_from && o->gpu_explicit)
            gpu_from = L->objs[i];
    }

    TargetState t = first->target;
    const char *fmt_why, *gpu_why;
    StrBuf fw = STRBUF_INIT, gw = STRBUF_INIT;
    if (fmt_from) {
        t.format = fmt_from->obj->target.format;
        sb_printf(&fw, "from %s", fmt_from->name);
    } else if (opt->format_given) {
        t.format = cmd->format;
        sb_puts(&fw, "from the command line");
    } else {
        t.format = first->target.format;
        sb_printf(&fw, "from %s", L->objs[0]->name);
    }
    if (gpu_from) {
        t.gpu = gpu_from->obj->target.gpu;
        t.gpu_set_by_arch = gpu_from->obj->target.gpu_set_by_arch;
        sb_printf(&gw, "from %s", gpu_from->name);
    } else if (opt->gpu_given) {
        t.gpu = cmd->gpu;
        t.gpu_set_by_arch = cmd->gpu_set_by_arch;
        sb_puts(&gw, "from the command line");
    } else {
        t.gpu = first->target.gpu;
        t.gpu_set_by_arch = first->target.gpu_set_by_arch;
        sb_printf(&gw, "from %s", L->objs[0]->name);
    }
    fmt_why = fw.data;
    gpu_why = gw.data;

    /* a version set by a source (.driver_version, .llvm_version) is in
     * effect at the end of the concatenated sources when no later source
     * sets it again: the last object that set it decides */
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        if (o->driver_version_set)
            t.driver_version = o->target.driver_version;
        if (o->llvm_version_set)
            t.llvm_version = o->target.llvm_version;
    }
    /* versions the objects left unset come from the command line; -6 and
     * -S given to the linker apply to the output too */
    if (!t.driver_version)
        t.driver_version = cmd->driver_version;
    if (!t.llvm_version)
        t.llvm_version = cmd->llvm_version;
    if (!first->bitness_explicit)
        t.is64bit |= cmd->is64bit;
    t.force_add_symbols |= cmd->force_add_symbols;

    bool ok = true;
    for (size_t i = 0; i < L->nobjs; i++) {
        const LinkObj *lo = L->objs[i];
        const Object *o = lo->obj;
        if (o->target.format != t.format && o->format_explicit) {
            mismatch(lo, "binary format", format_name(o->target.format), format_name(t.format),
                     fmt_why);
            ok = false;
        }
        if (o->target.gpu != t.gpu &&
            (o->gpu_explicit || gpu_arch(o->target.gpu) != gpu_arch(t.gpu))) {
            mismatch(lo, "GPU", gpu_name(o->target.gpu), gpu_name(t.gpu), gpu_why);
            ok = false;
        }
    }
    sb_free(&fw);
    sb_free(&gw);
    if (!ok)
        return false;
    L->target = t;
    L->fmt = ld_find_format(t.format);
    if (!L->fmt) {
        diag_plain(DIAG_ERROR, "writing the %s format is not supported yet", format_name(t.format));
        return false;
    }
    return !diag_failed();
}
