/* target.c - the output's binary format and GPU.
 *
 * The command line (-b, -g/-A) decides when it gives them; otherwise the
 * first object that chose them explicitly, otherwise the first object.  An
 * object that chose its format must have the output's; one that did not
 * takes it.  An object that chose its GPU must have the output's; one that
 * did not takes it when the architecture is the same (its instructions are
 * encoded for that architecture).  The other target settings (64-bit,
 * versions, policy, ...) are the command line's where it gives them, else
 * the first object's. */
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
    if (opt->format_given) {
        t.format = cmd->format;
        sb_puts(&fw, "from the command line");
    } else {
        const LinkObj *src = fmt_from ? fmt_from : L->objs[0];
        t.format = src->obj->target.format;
        sb_printf(&fw, "from %s", src->name);
    }
    if (opt->gpu_given) {
        t.gpu = cmd->gpu;
        t.gpu_set_by_arch = cmd->gpu_set_by_arch;
        sb_puts(&gw, "from the command line");
    } else {
        const LinkObj *src = gpu_from ? gpu_from : L->objs[0];
        t.gpu = src->obj->target.gpu;
        t.gpu_set_by_arch = src->obj->target.gpu_set_by_arch;
        sb_printf(&gw, "from %s", src->name);
    }
    fmt_why = fw.data;
    gpu_why = gw.data;

    /* settings the command line gives override the first object's */
    if (cmd->is64bit)
        t.is64bit = true;
    if (cmd->wave32)
        t.wave32 = true;
    if (cmd->buggy_fplit)
        t.buggy_fplit = true;
    if (cmd->old_mod_param)
        t.old_mod_param = true;
    if (cmd->new_rocm_format)
        t.new_rocm_format = true;
    if (cmd->force_add_symbols)
        t.force_add_symbols = true;
    if (cmd->driver_version)
        t.driver_version = cmd->driver_version;
    if (cmd->llvm_version)
        t.llvm_version = cmd->llvm_version;
    if (cmd->policy != CLRX_DEFAULT_POLICY)
        t.policy = cmd->policy;

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
