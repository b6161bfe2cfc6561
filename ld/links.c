/* links.c - link-time values (docs/object-format.md, `.clrx.links`) in the
 * formats whose sections have no common address space (rawcode, Gallium,
 * AMD Catalyst, AMD OpenCL 2.0): expressions over symbols of other objects
 * (`.int fn_end - fn`, `s_mov_b32 s0, (tab_end - tab) / 4`, `len = b - a`)
 * that clrx-as could not finish.  ROCm, whose code, global data and GOT
 * share one address space, evaluates the same records in its writer
 * (fmt_rocm.c).
 *
 * A place is what the concatenated source would make of it: an offset in
 * a section whose addresses the language treats as numbers (Gallium and
 * AMD Catalyst data, user sections) is that number; anything else (code,
 * AMD OpenCL 2.0 global data) is relative to its output section, and the
 * records are computed with the evaluator's rules (expr_apply): relative
 * parts must cancel out where clrxasm needs a number.  The records of an
 * object are evaluated in order; one that uses a symbol whose value is
 * another object's record evaluates that object's records up to it first
 * (a cycle is an error). */
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "diag.h"
#include "expr.h"
#include "gcnasm.h"
#include "ld.h"

/* Is an offset in this output section a plain number in the language? */
static bool numbers_section(const Link *L, const OutSect *s)
{
    if (s->kind == OSECT_CODE)
        return false;
    if (L->target.format == FMT_AMDCL2 &&
        (s->kind == OSECT_DATA || s->kind == OSECT_RODATA || s->kind == OSECT_BSS))
        return false;       /* placed by the loader: relocations */
    return true;
}

static void place_value(const Link *L, const OutSect *s, uint64_t off, ExprVal *v)
{
    memset(v, 0, sizeof *v);
    v->value = off;
    if (!numbers_section(L, s)) {
        v->nterms = 1;
        v->terms[0] = (ExprTerm){ .base = (int32_t)s->index, .coef = 1 };
    }
}

typedef struct NodeVal {
    ExprVal v;
    bool ok;
    const char *sym;           /* the first symbol of another object it uses */
    const LinkObj *sym_obj;
    long latest;               /* the last object (index) that defines a symbol
                                  it depends on, -1 none */
} NodeVal;

typedef struct ObjEval {
    NodeVal *nodes;            /* per record */
    size_t done;
    bool busy;
    uint32_t *symrec;          /* per symbol: its OBJ_LINK_SYMBOL record + 1, or 0 */
} ObjEval;

typedef struct Eval {
    Link *L;
    ExprCtx ctx;
    ObjEval *objs;
    bool ok;
} Eval;

static void eval_upto(Eval *E, size_t i, size_t upto);

/* Add coef * t to *acc (terms merged by base). */
static bool add_terms(ExprVal *acc, const ExprVal *t, int64_t coef)
{
    acc->value += t->value * (uint64_t)coef;
    for (unsigned k = 0; k < t->nterms; k++) {
        unsigned j;
        for (j = 0; j < acc->nterms; j++)
            if (acc->terms[j].base == t->terms[k].base)
                break;
        if (j == acc->nterms) {
            if (acc->nterms == EXPR_MAX_TERMS)
                return false;
            acc->terms[acc->nterms++] = (ExprTerm){ .base = t->terms[k].base, .coef = 0 };
        }
        acc->terms[j].coef = expr_wrap_madd(acc->terms[j].coef, t->terms[k].coef, coef);
    }
    unsigned n = 0;
    for (unsigned k = 0; k < acc->nterms; k++)
        if (acc->terms[k].coef)
            acc->terms[n++] = acc->terms[k];
    acc->nterms = n;
    return true;
}

static bool operand(Eval *E, const LinkObj *lo, const ObjLink *l, const ObjLinkVal *in,
                    NodeVal *out)
{
    Link *L = E->L;
    const NodeVal *nodes = E->objs[lo->index].nodes;
    memset(out, 0, sizeof *out);
    out->v.value = in->value;
    out->latest = -1;
    for (uint32_t t = 0; t < in->nterms; t++) {
        const ObjLinkTerm *x = &in->terms[t];
        ExprVal tv;
        memset(&tv, 0, sizeof tv);
        if (x->kind == OBJ_TERM_NODE) {
            if (!nodes[x->ref].ok)
                return false;
            tv = nodes[x->ref].v;
            if (nodes[x->ref].latest > out->latest)
                out->latest = nodes[x->ref].latest;
            if (!out->sym) {
                out->sym = nodes[x->ref].sym;
                out->sym_obj = nodes[x->ref].sym_obj;
            }
        } else if (x->kind == OBJ_TERM_SECTION) {
            const OutPlace *p = &lo->place[x->ref];
            if (!p->out)
                return false;
            place_value(L, p->out, p->offset, &tv);
        } else {
            const LinkObj *d = lo;
            uint32_t ds = x->ref;
            const LinkSym *gs = lo->gsym[x->ref];
            if (gs && gs->def_obj) {
                d = gs->def_obj;
                ds = gs->def_sym;
            }
            if (!out->sym) {
                out->sym = lo->obj->symbols[x->ref].name;
                out->sym_obj = d;
            }
            if ((long)d->index > out->latest)
                out->latest = (long)d->index;
            uint32_t j = E->objs[d->index].symrec ? E->objs[d->index].symrec[ds] : 0;
            if (j) {
                ObjEval *de = &E->objs[d->index];
                if (de->done < j && de->busy) {
                    ld_error_at(lo, &l->src, "the value of '%s' depends on itself",
                                d->obj->symbols[ds].name);
                    return false;
                }
                eval_upto(E, d->index, j);
                if (!de->nodes[j - 1].ok)
                    return false;
                tv = de->nodes[j - 1].v;
                if (de->nodes[j - 1].latest > out->latest)
                    out->latest = de->nodes[j - 1].latest;
            } else {
                LinkValue sv = ld_symbol_value(L, lo, x->ref);
                if (sv.kind == LV_UNDEF && (l->flags & OBJ_LINK_F_CHECK_ONLY))
                    return false;   /* the format's symbol: its relocation's */
                if (sv.kind == LV_UNDEF && L->fmt->provides_symbol &&
                    L->fmt->provides_symbol(L, sv.name)) {
                    ld_error_at(lo, &l->src, "'%s' is the %s format's symbol, whose address "
                                "the loader fills in: only a 32-bit literal or data word "
                                "holding it alone can be relocated, not this value",
                                sv.name, L->fmt->name);
                    return false;
                }
                if (sv.kind == LV_UNDEF) {
                    ld_error_at(lo, &l->src, "undefined reference to '%s'",
                                sv.name ? sv.name : "?");
                    return false;
                }
                if (sv.kind == LV_ABS)
                    tv.value = sv.value;
                else
                    place_value(L, sv.sect, sv.value, &tv);
            }
        }
        if (!add_terms(&out->v, &tv, x->coef)) {
            ld_error_at(lo, &l->src, "the value is relative to too many sections");
            return false;
        }
    }
    out->ok = true;
    return true;
}

static SrcPos link_pos(const LinkObj *lo, const ObjLink *l)
{
    return (SrcPos){ .file = l->src.file ? l->src.file : lo->name, .line = l->src.line,
                     .col = l->src.col, .ctx = l->src.ctx };
}

/* After a message about a target: which symbol of which object it uses. */
static void note_symbol(const LinkObj *lo, const ObjLink *l, const NodeVal *nv)
{
    if (nv->sym && *nv->sym)
        ld_note_at(lo, &l->src, "the value uses '%s'%s%s", nv->sym,
                   nv->sym_obj && nv->sym_obj != lo ? ", defined in " : "",
                   nv->sym_obj && nv->sym_obj != lo ? nv->sym_obj->name : "");
}

static bool eval_record(Eval *E, LinkObj *lo, size_t k, const NodeVal *ops)
{
    Link *L = E->L;
    const ObjLink *l = &lo->obj->links[k];
    NodeVal *res = &E->objs[lo->index].nodes[k];
    SrcPos pos = link_pos(lo, l);
    const ExprVal *v = &ops[0].v;
    if (l->kind == OBJ_LINK_NODE) {
        ExprVal args[3];
        for (uint32_t a = 0; a < l->nargs && a < 3; a++)
            args[a] = ops[a].v;
        ExprVal r;
        unsigned e0 = g_diag.errors;
        if (expr_apply(&E->ctx, (int)l->op, args, l->nargs, pos, pos.col, &r) != EXPR_OK) {
            if (g_diag.errors > e0)
                for (uint32_t a = 0; a < l->nargs; a++)
                    if (ops[a].sym) {
                        note_symbol(lo, l, &ops[a]);
                        break;
                    }
            return false;
        }
        res->v = r;
        res->ok = true;
        res->latest = -1;
        for (uint32_t a = 0; a < l->nargs; a++)
            if (ops[a].latest > res->latest)
                res->latest = ops[a].latest;
        for (uint32_t a = 0; a < l->nargs && !res->sym; a++) {
            res->sym = ops[a].sym;
            res->sym_obj = ops[a].sym_obj;
        }
        return true;
    }
    if (l->kind == OBJ_LINK_SYMBOL) {
        LinkValue sv = { .kind = LV_ABS, .value = v->value };
        if (v->nterms && (v->nterms != 1 || v->terms[0].coef != 1)) {
            diag_at(DIAG_ERROR, pos, NULL, 0, "the value of '%s' is relative to more than "
                    "one address", lo->obj->symbols[l->offset].name);
            return false;
        }
        if (v->nterms) {
            sv.kind = LV_SECT;
            sv.sect = L->outs[v->terms[0].base];
        }
        if (!lo->sym_value) {
            lo->sym_value = xcalloc(lo->obj->nsymbols, sizeof *lo->sym_value);
            lo->sym_value_set = xcalloc(lo->obj->nsymbols, sizeof *lo->sym_value_set);
        }
        lo->sym_value[l->offset] = sv;
        lo->sym_value_set[l->offset] = true;
        *res = ops[0];
        return true;
    }
    if (l->kind == OBJ_LINK_INSN &&
        !ld_link_inline_check(lo, l, v->value, v->nterms == 0, ops[0].latest))
        return false;
    if (l->flags & OBJ_LINK_F_CHECK_ONLY)
        return true;
    const OutPlace *p = &lo->place[l->section];
    if (!p->out || !p->out->data.data)
        return true;
    uint8_t *field = (uint8_t *)p->out->data.data + p->offset + l->offset;
    unsigned w0 = g_diag.warnings, e0 = g_diag.errors;
    bool good;
    if (l->kind == OBJ_LINK_INSN && l->op == GCN_FIX_BRANCH) {
        if (v->nterms != 1 || v->terms[0].coef != 1 ||
            L->outs[v->terms[0].base] != p->out) {
            diag_at(DIAG_ERROR, pos, NULL, 0, "branch target is not in the current section");
            note_symbol(lo, l, &ops[0]);
            return false;
        }
        good = gcn_apply_fixup(GCN_FIX_BRANCH, field, l->field,
                               v->value - (p->offset + l->offset), pos);
    } else if (v->nterms) {
        diag_at(DIAG_ERROR, pos, NULL, 0, l->kind == OBJ_LINK_DATA
                ? "relative value is illegal in data expressions"
                : "expression must be absolute");
        note_symbol(lo, l, &ops[0]);
        return false;
    } else if (l->kind == OBJ_LINK_INSN) {
        good = gcn_apply_fixup((GcnFixKind)l->op, field, l->field, v->value, pos);
    } else {
        unsigned bits = l->op * 8;
        int64_t sv = (int64_t)v->value;
        if (bits < 64 && (sv >= ((int64_t)1 << bits) || sv < -((int64_t)1 << (bits - 1))))
            diag_at(DIAG_WARNING, pos, NULL, 0, "value 0x%llx truncated to 0x%llx",
                    (unsigned long long)v->value,
                    (unsigned long long)(v->value & (((uint64_t)1 << bits) - 1)));
        put_le(field, v->value, l->op);
        good = true;
    }
    if (g_diag.warnings > w0 || g_diag.errors > e0)
        note_symbol(lo, l, &ops[0]);
    return good;
}

bool ld_link_inline_check(const LinkObj *lo, const ObjLink *l, uint64_t value, bool absolute,
                          long latest)
{
    if (!(l->flags & OBJ_LINK_F_INLINE_CHOICE) || !absolute || latest < 0 ||
        latest >= (long)lo->index)
        return true;
    if (!(value <= 64 || ((int64_t)value >= -16 && (int64_t)value < 0)))
        return true;
    ld_error_at(lo, &l->src, "the literal %lld is an inline constant for clrxasm, which "
                "knows the value here: the symbols it uses come from objects linked before "
                "this one (the concatenated sources are a dword shorter); write lit(...) to "
                "keep a literal, or link those objects after this one", (long long)value);
    return false;
}

static void eval_upto(Eval *E, size_t i, size_t upto)
{
    ObjEval *oe = &E->objs[i];
    LinkObj *lo = E->L->objs[i];
    bool busy = oe->busy;
    oe->busy = true;
    while (oe->done < upto) {
        size_t k = oe->done++;
        const ObjLink *l = &lo->obj->links[k];
        NodeVal ops[3];
        bool good = true;
        for (uint32_t a = 0; a < l->nargs && a < 3 && good; a++)
            good = operand(E, lo, l, &l->args[a], &ops[a]);
        if (!good && (l->flags & OBJ_LINK_F_CHECK_ONLY))
            continue;
        if (!good || !eval_record(E, lo, k, ops))
            E->ok = false;
    }
    oe->busy = busy;
}

bool ld_eval_links(Link *L)
{
    bool any = false;
    for (size_t i = 0; i < L->nobjs && !any; i++)
        any = L->objs[i]->obj->nlinks != 0;
    if (!any)
        return true;
    Eval E = { .L = L, .ok = true };
    E.objs = xcalloc(L->nobjs, sizeof *E.objs);
    for (size_t i = 0; i < L->nobjs; i++) {
        const Object *o = L->objs[i]->obj;
        E.objs[i].nodes = xcalloc(o->nlinks ? o->nlinks : 1, sizeof(NodeVal));
        for (size_t k = 0; k < o->nlinks; k++)
            if (o->links[k].kind == OBJ_LINK_SYMBOL) {
                if (!E.objs[i].symrec)
                    E.objs[i].symrec = xcalloc(o->nsymbols, sizeof *E.objs[i].symrec);
                E.objs[i].symrec[o->links[k].offset] = (uint32_t)(k + 1);
            }
    }
    for (size_t i = 0; i < L->nobjs; i++)
        eval_upto(&E, i, L->objs[i]->obj->nlinks);
    for (size_t i = 0; i < L->nobjs; i++) {
        free(E.objs[i].nodes);
        free(E.objs[i].symrec);
    }
    free(E.objs);
    expr_ctx_free(&E.ctx);
    return E.ok && !diag_failed();
}
