/* fmt_rawcode.c - the rawcode writer: the output is the program's code
 * section (.text) and nothing else, exactly what clrxasm -b rawcode writes
 * for the same single source.  Rawcode has no kernels, no configuration,
 * no other section, and gives its code no address: an absolute address of
 * a label is an error, as in clrxasm ("expression must be absolute"). */
#include <string.h>

#include "diag.h"
#include "ld.h"

static bool rawcode_check(Link *L)
{
    bool ok = true;
    if (L->nkernels) {
        const LinkKernel *k = &L->kernels[0];
        ld_error_at(k->decl_obj, k->src, "kernel '%s': defining kernels is not allowed in "
                    "the rawcode format", k->name);
        ok = false;
    }
    if (L->nconfigs) {
        const LinkConfig *c = &L->configs[0];
        ld_error_at(c->obj, &c->rec->src, "configuration '%s' is not allowed in the rawcode "
                    "format", c->rec->key);
        ok = false;
    }
    bool have_code = false;
    for (size_t i = 0; i < L->nouts; i++) {
        const OutSect *s = L->outs[i];
        if (s->kind == OSECT_CODE && s->kernel == OBJ_KERN_GLOBAL && !strcmp(s->name, ".text")) {
            have_code = true;
            continue;
        }
        const char *owner = s->kernel >= 0 ? L->kernels[s->kernel].name : NULL;
        diag_at(DIAG_ERROR, (SrcPos){ .file = s->first_obj->name }, NULL, 0,
                "section '%s' (%s%s%s%s) cannot be in rawcode output: only '.text' can",
                s->name, obj_sect_kind_name(s->kind), owner ? " of kernel '" : "",
                owner ? owner : s->kernel == OBJ_KERN_INNER ? " of the inner binary" : "",
                owner ? "'" : "");
        ok = false;
    }
    if (ok && !have_code) {
        diag_plain(DIAG_ERROR, "no object has a code section: no output binary");
        ok = false;
    }
    return ok;
}

static bool rawcode_write(Link *L, FILE *out)
{
    for (size_t i = 0; i < L->nouts; i++) {
        const OutSect *s = L->outs[i];
        if (s->kind != OSECT_CODE)
            continue;
        if (!ld_write_bytes(L, out, s->data.data, s->data.len))
            return false;
    }
    return true;
}

const LdFormat ld_fmt_rawcode = {
    .format = FMT_RAWCODE,
    .name = "rawcode",
    .check = rawcode_check,
    .section_base = NULL,
    .provides_symbol = NULL,
    .reloc = NULL,
    .write = rawcode_write,
};
