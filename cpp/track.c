/* track.c - what clrxasm would know at each statement: symbol definitions
 * (labels, =, .set/.equ/.equiv/.eqv, .undef, .enum, .get_*, -D), scopes,
 * the target (.gpu, .arch, .format and its short forms, .32bit/.64bit,
 * .policy), and the location counter inside the absolute section
 * (.struct/.offset, .skip, .org, `. =`).
 *
 * These statements are also written to the output, so the assembler makes
 * the same definitions; here they are followed only to evaluate conditions,
 * repetition counts and %EXPR arguments exactly as clrxasm would at that
 * point.  Outside the absolute section a label's value and `.` are unknown:
 * an expression that needs them is an error only where its value is needed
 * now (see cpp_abs_value).  Warnings of written-out statements are left to
 * the assembler, which sees them too.
 */
#include <inttypes.h>
#include <string.h>

#include "cpp.h"

/* ------------------------------------------------------------------ */
/* expression context                                                  */

static bool dot_cb(void *user, int32_t *section, uint64_t *offset)
{
    Cpp *cpp = user;
    cpp->format_init = true;
    if (cpp->in_abs && cpp->dot_known) {
        *section = SECT_ABS;
        *offset = cpp->dot;
    } else {
        *section = SECT_UNKNOWN;
        *offset = 0;
    }
    return true;
}

static Symbol *local_label_cb(void *user, const char *digits, size_t len, bool forward,
                              SrcPos pos)
{
    Cpp *cpp = user;
    char buf[64];
    if (len + 2 > sizeof buf) {
        diag_pos(DIAG_ERROR, pos, "local label number too long");
        return NULL;
    }
    memcpy(buf, digits, len);
    buf[len] = forward ? 'f' : 'b';
    Symbol *s = symtab_global_symbol(cpp->symtab, buf, len + 1, true);
    if (!forward && !s->has_value) {
        diag_pos(DIAG_ERROR, pos, "undefined previous local label '%.*s'", (int)(len + 1),
                 buf);
        return NULL;
    }
    return s;
}

void track_init(Cpp *cpp)
{
    cpp->symtab = symtab_new();
    cpp->exprs = arena_new();
    memset(&cpp->ectx, 0, sizeof cpp->ectx);
    cpp->ectx.symtab = cpp->symtab;
    cpp->ectx.arena = cpp->exprs;
    cpp->ectx.user = cpp;
    cpp->ectx.dot = dot_cb;
    cpp->ectx.local_label = local_label_cb;
    cpp->enum_counters = ht_new(16);
}

void track_free(Cpp *cpp)
{
    if (cpp->enum_counters) {
        size_t it = 0;
        const char *k;
        void *v;
        while (ht_next(cpp->enum_counters, &it, &k, NULL, &v)) {
            free((char *)k);
            free(v);
        }
        ht_free(cpp->enum_counters);
    }
    expr_ctx_free(&cpp->ectx);
    if (cpp->symtab)
        symtab_free(cpp->symtab);
    if (cpp->exprs)
        arena_free(cpp->exprs);
    if (cpp->scratch)
        arena_free(cpp->scratch);
}

void track_defsyms(Cpp *cpp)
{
    const AsmOptions *o = cpp->cfg->asmopts;
    const char *file = cpp_intern(cpp, "<command line>", 14);
    StrBuf b = STRBUF_INIT;
    uint32_t line = 0;
    for (size_t i = 0; i < o->n_defsyms; i++) {
        const DefSym *d = &o->defsyms[i];
        if (strcmp(d->name, ".") == 0) {
            if (!o->no_warnings)
                diag_plain(DIAG_WARNING, "the definition of symbol '.' is ignored");
            continue;
        }
        Symbol *s = symtab_target(cpp->symtab, d->name, strlen(d->name));
        if (!s)
            continue;
        sb_clear(&b);
        if (d->numeric) {
            expr_set_symbol(&cpp->ectx, s, SECT_ABS, d->ival);
            sb_printf(&b, "%s=%" PRIu64, d->name, d->ival);
        } else {
            /* defined, no value (Symbol.notnum): the assembler learns it
             * from a `#@defsym` line */
            s->notnum = 1;
            s->value = (uint64_t)(uintptr_t)d->value;
            sb_printf(&b, "#@defsym %s %s", d->name, d->value);
        }
        output_line(cpp->out, b.data, b.len, file, ++line, NULL);
    }
    sb_free(&b);
}

/* ------------------------------------------------------------------ */
/* labels and assignments                                              */

static bool label_value(const Cpp *cpp, int32_t *sect, uint64_t *val)
{
    if (cpp->in_abs && cpp->dot_known) {
        *sect = SECT_ABS;
        *val = cpp->dot;
        return true;
    }
    *sect = SECT_UNKNOWN;
    *val = 0;
    return false;
}

bool track_label(Cpp *cpp, const char *name, size_t len, const char *place)
{
    int32_t sect;
    uint64_t val;
    cpp->format_init = true;
    label_value(cpp, &sect, &val);
    if (cpp_digit(name[0])) {
        char buf[64];
        if (len + 2 > sizeof buf) {
            cpp_error(cpp, place, "local label number too long");
            return false;
        }
        memcpy(buf, name, len);
        buf[len] = 'f';
        Symbol *f = symtab_global_symbol(cpp->symtab, buf, len + 1, true);
        buf[len] = 'b';
        Symbol *b = symtab_global_symbol(cpp->symtab, buf, len + 1, true);
        expr_set_symbol(&cpp->ectx, f, sect, val);
        expr_set_symbol(&cpp->ectx, b, sect, val);
        symtab_undefine(cpp->symtab, f);
        return true;
    }
    if (len == 1 && name[0] == '.') {
        cpp_error(cpp, place, "symbol '.' cannot be a label");
        return false;
    }
    Symbol *s = symtab_target(cpp->symtab, name, len);
    if (!s) {
        cpp_error(cpp, place, "symbol '.' can only be in the global scope");
        return false;
    }
    return expr_define_label(&cpp->ectx, s, sect, val, cpp_pos(cpp, place));
}

/* `. = expr`: followed only inside the absolute section */
static void set_dot(Cpp *cpp, Expr *e)
{
    cpp->format_init = true;
    if (!cpp->in_abs)
        return;
    ExprVal v;
    if (expr_eval(&cpp->ectx, e, &v, NULL) == EXPR_OK && exprval_is_abs(&v)) {
        cpp->dot = v.value;
        cpp->dot_known = true;
    } else
        cpp->dot_known = false;
}

void track_assign(Cpp *cpp, const char *name, size_t len, const char *place,
                  const char *p, bool reassign, bool eqv)
{
    const char *end = cpp->line.text + cpp->line.len;
    if (len >= 3 && memcmp(name + len - 3, "::.", 3) == 0) {
        cpp_error(cpp, place, "symbol '.' can only be in the global scope");
        return;
    }
    const bool is_dot = len == 1 && name[0] == '.';
    p = skip_sp(p, end);
    if (p < end && *p == '%') {
        /* register range: its value does not matter before assembly */
        if (is_dot) {
            cpp_error(cpp, place, "symbol '.' needs an absolute value");
            return;
        }
        cpp->format_init = true;
        Symbol *s = symtab_target(cpp->symtab, name, len);
        if (s)
            expr_assign_regrange(&cpp->ectx, s, 0, cpp_pos(cpp, place), !reassign);
        return;
    }
    const char *exprplace = p;
    ExprSrc src = cpp_expr_src(cpp, p, end, EXPR_PARSE_ALLOW_EMPTY);
    Expr *e = NULL;
    long used = cpp_parse(cpp, &src, &e, false);
    if (used < 0)
        return;
    p += used;
    if (p != end) {
        cpp_error(cpp, p, "garbage at the end of the expression");
        return;
    }
    if (!e) {
        cpp_error(cpp, exprplace, "expected an expression to assign");
        return;
    }
    if (is_dot) {
        set_dot(cpp, e);
        return;
    }
    Symbol *s = symtab_target(cpp->symtab, name, len);
    if (!s) {
        cpp_error(cpp, place, "invalid symbol name");
        return;
    }
    SrcPos pos = cpp_pos(cpp, place);
    if (!eqv) {
        /* a value known now is set directly (what expr_assign does too,
         * without keeping a copy of the expression) */
        const bool once = !reassign;
        if (symbol_is_defined(s) && (s->once_defined || once)) {
            char buf[256];
            diag_pos(DIAG_ERROR, pos, "symbol '%s' is already defined",
                     symbol_qualname(s, buf, sizeof buf));
            return;
        }
        ExprVal v;
        switch (expr_eval(&cpp->ectx, e, &v, NULL)) {
        case EXPR_OK:
            expr_set_symbol(&cpp->ectx, s, v.nterms ? v.terms[0].base : SECT_ABS, v.value);
            s->once_defined = once;
            return;
        case EXPR_UNKNOWN:
            expr_set_symbol(&cpp->ectx, s, SECT_UNKNOWN, 0);
            s->once_defined = once;
            return;
        case EXPR_ERROR:
            return;
        default:
            break;              /* waits for symbols: a pending assignment */
        }
    }
    expr_assign(&cpp->ectx, s, e, pos, !reassign, eqv);
}

void track_set(Cpp *cpp, const char *p, bool reassign, bool eqv)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    const char *place = p;
    size_t adv;
    size_t n = scoped_name(p, end, &adv);
    bool good = true;
    if (!n) {
        cpp_error(cpp, p, "expected a symbol name");
        good = false;
    }
    p += adv;
    if (!cpp_required_comma(cpp, &p, end))
        return;
    if (good)
        track_assign(cpp, place, n, place, p, reassign, eqv);
}

void track_undef(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    const char *place = p;
    size_t adv;
    size_t n = scoped_name(p, end, &adv);
    if (!n) {
        cpp_error(cpp, p, "expected a symbol name");
        return;
    }
    if (n == 1 && *place == '.') {
        cpp_error(cpp, place, "symbol '.' cannot be undefined");
        return;
    }
    if (!cpp_garbage_check(cpp, p + adv, end))
        return;
    Symbol *s = symtab_lookup(cpp->symtab, place, n, false);
    /* an undefined one gives a warning in the assembler */
    if (s && symbol_is_defined(s))
        symtab_undefine(cpp->symtab, s);
}

static uint64_t *enum_counter(Cpp *cpp)
{
    Scope *sc = symtab_current(cpp->symtab);
    uint64_t *c = ht_get(cpp->enum_counters, (const char *)&sc, sizeof sc);
    if (!c) {
        char *key = xmalloc(sizeof sc);
        memcpy(key, &sc, sizeof sc);
        c = xcalloc(1, sizeof *c);
        ht_put(cpp->enum_counters, key, sizeof sc, c);
    }
    return c;
}

/* clrxasm's "comma before the next value": false at the end (or after an
 * error) */
static bool next_in_list(Cpp *cpp, const char **pp, const char *end)
{
    const char *p = skip_sp(*pp, end);
    if (p == end) {
        *pp = p;
        return false;
    }
    if (*p != ',') {
        cpp_error(cpp, p, "expected ',' before the next value");
        *pp = p + 1;
        return false;
    }
    *pp = skip_sp(p + 1, end);
    return true;
}

void track_enum(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    uint64_t *counter = enum_counter(cpp);
    if (p < end && *p == '>') {
        p++;
        int64_t start = 0;
        if (cpp_abs_value(cpp, &p, end, &start, false, "'.enum' start") == VAL_ERROR)
            return;
        *counter = (uint64_t)start;
        if (!cpp_required_comma(cpp, &p, end))
            return;
    }
    p = skip_sp(p, end);
    do {
        const char *place = p;
        size_t adv;
        size_t n = scoped_name(p, end, &adv);
        if (n) {
            p += adv;
            Symbol *s = symtab_target(cpp->symtab, place, n);
            if (!s)
                cpp_error(cpp, place, "symbol '.' can only be in the global scope");
            else if (symbol_is_defined(s))
                cpp_error(cpp, place, "symbol '%.*s' is already defined", (int)n, place);
            else {
                expr_set_symbol(&cpp->ectx, s, SECT_ABS, (*counter)++);
                s->once_defined = 1;
            }
        } else
            cpp_error(cpp, p, "expected a symbol name");
    } while (next_in_list(cpp, &p, end));
    cpp_garbage_check(cpp, p, end);
}

void track_get(Cpp *cpp, const char *p, GetKind k)
{
    const char *end = cpp->line.text + cpp->line.len;
    uint64_t v = 0;
    cpp->format_init = true;
    switch (k) {
    case GET_64BIT: v = cpp->target.is64bit; break;
    case GET_ARCH: v = gpu_arch(cpp->target.gpu); break;
    case GET_FORMAT: v = cpp->target.format; break;
    case GET_GPU: v = cpp->target.gpu; break;
    case GET_POLICY: v = cpp->target.policy; break;
    case GET_VERSION: v = CLRX_LANG_VERSION; break;
    }
    p = skip_sp(p, end);
    const char *place = p;
    size_t adv;
    size_t n = scoped_name(p, end, &adv);
    if (!n) {
        cpp_error(cpp, p, "expected a symbol name");
        return;
    }
    if (n >= 3 && memcmp(place + n - 3, "::.", 3) == 0) {
        cpp_error(cpp, place, "symbol '.' can only be in the global scope");
        return;
    }
    if (!cpp_garbage_check(cpp, p + adv, end))
        return;
    Symbol *s = symtab_target(cpp->symtab, place, n);
    if (!s)
        return;
    if (s->once_defined && symbol_is_defined(s)) {
        cpp_error(cpp, place, "symbol '%.*s' is already defined", (int)n, place);
        return;
    }
    expr_set_symbol(&cpp->ectx, s, SECT_ABS, v);
}

/* ------------------------------------------------------------------ */
/* scopes                                                              */

void track_scope(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    size_t n = scan_name(p, end);
    bool good = true;
    if (symtab_depth(cpp->symtab) >= SYMTAB_MAX_SCOPE_DEPTH) {
        cpp_error(cpp, stmt, "scopes nested deeper than %u levels", SYMTAB_MAX_SCOPE_DEPTH);
        good = false;
    }
    if (!good || !cpp_garbage_check(cpp, p + n, end))
        return;
    symtab_open_scope(cpp->symtab, p, n);
}

void track_ends(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    bool good = true;
    if (symtab_depth(cpp->symtab) == 0) {
        cpp_error(cpp, stmt, "no scope is open: the global scope cannot be closed");
        good = false;
    }
    if (!good || !cpp_garbage_check(cpp, p, end))
        return;
    /* the assembler reports what a temporary scope leaves unresolved */
    symtab_close_scope(cpp->symtab);
}

void track_using(Cpp *cpp, const char *p, bool start)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    const char *place = p;
    size_t adv;
    size_t n = scoped_name(p, end, &adv);
    if (start && n == 0) {
        cpp_error(cpp, place, "expected a scope path");
        return;
    }
    if (!cpp_garbage_check(cpp, p + adv, end))
        return;
    if (start)
        symtab_using(cpp->symtab, place, n);
    else
        symtab_unusing(cpp->symtab, n ? place : NULL, n);
}

/* ------------------------------------------------------------------ */
/* target                                                              */

bool cpp_name_arg(Cpp *cpp, const char **pp, const char *end, char *buf, size_t maxlen,
                  const char *what)
{
    const char *p = skip_sp(*pp, end);
    *pp = p;
    if (p == end) {
        cpp_error(cpp, p, "expected %s", what);
        return false;
    }
    if (!(cpp_alpha(*p) || *p == '_' || *p == '.')) {
        cpp_error(cpp, p, "expected %s", what);
        while (p < end && !cpp_space(*p) && *p != ',')
            p++;
        *pp = p;
        return false;
    }
    const char *s = p;
    while (p < end && (cpp_alpha(*p) || cpp_digit(*p) || *p == '_' || *p == '.'))
        p++;
    if ((size_t)(p - s) > maxlen - 1) {
        cpp_error(cpp, p, "%s is too long", what);
        *pp = p;
        return false;
    }
    memcpy(buf, s, (size_t)(p - s));
    buf[p - s] = '\0';
    *pp = p;
    return true;
}

bool parse_format_name(Cpp *cpp, const char **pp, const char *end, BinFormat *f)
{
    char name[10];
    const char *place = skip_sp(*pp, end);
    if (!cpp_name_arg(cpp, pp, end, name, sizeof name, "an output format name"))
        return false;
    if (!format_from_pseudo_name(name, strlen(name), f)) {
        cpp_error(cpp, place, "unknown output format '%s'", name);
        return false;
    }
    return true;
}

bool parse_gpu_name(Cpp *cpp, const char **pp, const char *end, GpuDevice *d)
{
    char name[64];
    const char *place = skip_sp(*pp, end);
    if (!cpp_name_arg(cpp, pp, end, name, sizeof name, "a GPU device name"))
        return false;
    if (!gpu_from_name(name, strlen(name), d)) {
        cpp_error(cpp, place, "unknown GPU device '%s'", name);
        return false;
    }
    return true;
}

bool parse_arch_name(Cpp *cpp, const char **pp, const char *end, GpuArch *a)
{
    char name[64];
    const char *place = skip_sp(*pp, end);
    if (!cpp_name_arg(cpp, pp, end, name, sizeof name, "a GPU architecture name"))
        return false;
    if (!arch_from_name(name, strlen(name), a)) {
        cpp_error(cpp, place, "unknown GPU architecture '%s'", name);
        return false;
    }
    return true;
}

void track_gpu(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    GpuDevice d;
    if (parse_gpu_name(cpp, &p, end, &d) && cpp_garbage_check(cpp, p, end))
        target_set_gpu(&cpp->target, d);
}

void track_arch(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    GpuArch a;
    if (parse_arch_name(cpp, &p, end, &a) && cpp_garbage_check(cpp, p, end))
        target_set_arch(&cpp->target, a);
}

/* Once the assembler has set the format up, changing it is an error that
 * the assembler reports; the state stays as it was. */
void track_format(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    BinFormat f;
    if (parse_format_name(cpp, &p, end, &f) && cpp_garbage_check(cpp, p, end))
        target_set_format(&cpp->target, (int)f, cpp->format_init);
}

void track_format_op(Cpp *cpp, const char *p, int fmt)
{
    if (cpp_garbage_check(cpp, p, cpp->line.text + cpp->line.len))
        target_set_format(&cpp->target, fmt, cpp->format_init);
}

void track_bitness(Cpp *cpp, const char *p, bool is64)
{
    if (cpp_garbage_check(cpp, p, cpp->line.text + cpp->line.len))
        target_set_bitness(&cpp->target, is64, cpp->format_init);
}

void track_policy(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    int64_t v;
    if (cpp_abs_value(cpp, &p, end, &v, true, "'.policy'") == VAL_OK &&
        cpp_garbage_check(cpp, p, end))
        target_set_policy(&cpp->target, (uint64_t)v);
}

/* ------------------------------------------------------------------ */
/* the absolute section                                                */

void track_struct(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    int64_t v;
    cpp->format_init = true;
    ValStatus st = cpp_try_value(cpp, &p, end, &v);
    if (st == VAL_OK) {
        if (!cpp_garbage_check(cpp, p, end))
            return;
        cpp->in_abs = true;
        cpp->dot_known = true;
        cpp->dot = (uint64_t)v;
    } else if (st == VAL_UNKNOWN) {
        cpp->in_abs = true;
        cpp->dot_known = false;
    }
}

void track_skip(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    cpp->format_init = true;
    if (!cpp->in_abs || !cpp->dot_known)
        return;
    int64_t v;
    ValStatus st = cpp_try_value(cpp, &p, end, &v);
    if (st == VAL_OK) {
        if (v >= 0)
            cpp->dot += (uint64_t)v;
    } else
        cpp->dot_known = false;
}

void track_org(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    cpp->format_init = true;
    if (!cpp->in_abs)
        return;
    int64_t v;
    if (cpp_try_value(cpp, &p, end, &v) == VAL_OK) {
        cpp->dot = (uint64_t)v;
        cpp->dot_known = true;
    } else
        cpp->dot_known = false;
}

/* .global/.globl/.local/.weak NAME, ...: clrxasm creates the symbols
 * (undefined), which decides where later lookups find them. */
void track_symbols(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    for (;;) {
        p = skip_sp(p, end);
        size_t adv;
        size_t n = scoped_name(p, end, &adv);
        if (n && !(n == 1 && *p == '.'))
            symtab_lookup(cpp->symtab, p, n, true);
        p += adv;
        while (p < end && *p != ',')
            p++;
        if (p == end)
            break;
        p++;
    }
}

void track_size(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    size_t adv;
    size_t n = scoped_name(p, end, &adv);
    if (n && !(n == 1 && *p == '.'))
        symtab_lookup(cpp->symtab, p, n, true);
}

/* ------------------------------------------------------------------ */
/* format pseudo-ops that matter for conditions                        */

/* .get_driver_version / .get_llvm_version SYMBOL (set false) store the
 * version that the format writer will use: the one given by
 * -t/--llvmVersion or by .driver_version/.llvm_version VALUE (set true);
 * without one clrxasm asks the installed driver, so the value is unknown
 * here.  The pseudo-op table says which formats have which. */
void track_version(Cpp *cpp, const char *p, bool set, VerKind kind)
{
    const char *end = cpp->line.text + cpp->line.len;
    const bool llvm = kind == VK_LLVM, amd = kind == VK_BINDRIVER;
    if (!set) {
        uint32_t v = llvm ? cpp->target.llvm_version : cpp->target.driver_version;
        bool known = v != 0;
        if (amd && (cpp->amd_driver_version || cpp->amd_driver_info)) {
            /* the AMD Catalyst binary's version: .driver_version, else 0
             * after a .driver_info (docs/formats/amd.md, section 1) */
            v = cpp->amd_driver_version;
            known = true;
        }
        p = skip_sp(p, end);
        size_t adv;
        size_t sn = scoped_name(p, end, &adv);
        if (!sn || !cpp_garbage_check(cpp, p + adv, end))
            return;          /* the assembler reports it */
        Symbol *s = symtab_target(cpp->symtab, p, sn);
        if (!s || (s->once_defined && symbol_is_defined(s)))
            return;
        expr_set_symbol(&cpp->ectx, s, known ? SECT_ABS : SECT_UNKNOWN, v);
        return;
    }
    /* the assembler checks the operand and reports what is wrong with it:
     * only a good value is taken here */
    int64_t v;
    DiagQuiet q;
    diag_quiet_begin(&q);
    ValStatus st = cpp_try_value(cpp, &p, end, &v);
    bool failed = diag_quiet_end(&q);
    if (st != VAL_OK || failed)
        return;
    if (llvm)
        cpp->target.llvm_version = (uint32_t)v;
    else if (amd)
        cpp->amd_driver_version = (uint32_t)v;
    else
        cpp->target.driver_version = (uint32_t)v;
}

/* .driver_info "STRING" (AMD Catalyst): a non-empty string makes the
 * version 0 until a .driver_version gives one.  Only a good statement
 * counts (the assembler reports a bad one). */
void track_driver_info(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    if (p >= end || *p != '"')
        return;
    StrBuf b = STRBUF_INIT;
    const char *err = NULL;
    size_t n = parse_string_literal(p, (size_t)(end - p), &b, &err);
    if (n && skip_sp(p + n, end) == end)
        cpp->amd_driver_info = b.len != 0;
    sb_free(&b);
}
