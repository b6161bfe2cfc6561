/* macro.c - macro definitions (.macro ... .endm, .purgem, .exitm), the
 * splitting of macro-call operands into argument values, and invocation.
 *
 * Argument values follow clrxasm: commas separate arguments; without a
 * comma, a blank separates two arguments when the tokens on either side
 * cannot be joined (`1 2` is two arguments, `a + b` is one: "a+b"); blanks
 * inside a value are dropped; "..." quotes a value (the quotes are removed);
 * under .altmacro also <...> and '...' with `!` as escape, and %EXPR gives
 * the value of the expression in decimal (\%EXPR without .altmacro).
 */
#include <inttypes.h>
#include <string.h>

#include "cpp.h"

unsigned char tok_class(unsigned char c)
{
    if (c < 0x20 || c >= 0x80)
        return 0;
    if (cpp_name_char((char)c))
        return 0x81;            /* words: letters, digits, _ . $ */
    switch (c) {
    case '(': case ')': return 0x82;
    case '%': return 0x83;
    case '*': return 0x84;
    case '-': return 0x85;
    case '[': return 0x86;
    case '\\': return 0x87;
    case ']': return 0x88;
    case '{': return 0x89;
    case '}': return 0x8a;
    default:
        /* every other byte is a token of its own that never continues */
        return c;
    }
}

bool parse_macro_arg_value(Cpp *cpp, const char **pp, const char *end, StrBuf *out)
{
    const char *s = *pp;
    const bool alt = cpp->altmacro;

    if ((alt && s < end && *s == '%') ||
        (!alt && s + 2 <= end && s[0] == '\\' && s[1] == '%')) {
        const char *q = s + (alt ? 1 : 2);
        int64_t v;
        ValStatus st = cpp_abs_value(cpp, &q, end, &v, true, "macro argument");
        *pp = q;
        if (st != VAL_OK)
            return false;
        /* the value replaces what the argument had so far */
        sb_clear(out);
        sb_printf(out, "%" PRId64, v);
        return true;
    }
    if (alt && s < end && (*s == '<' || *s == '\'' || *s == '"')) {
        const char term = *s == '<' ? '>' : *s;
        bool esc = false;
        s++;
        while (s < end && (*s != term || esc)) {
            if (!esc && *s == '!') {
                esc = true;
                s++;
            } else {
                esc = false;
                sb_putc(out, *s++);
            }
        }
        if (s == end) {
            cpp_error(cpp, s, "unterminated quoted string");
            *pp = s;
            return false;
        }
        *pp = s + 1;
        return true;
    }
    if (s < end && *s == '"') {
        unsigned bs = 0;
        s++;
        while (s < end && (*s != '"' || (bs & 1))) {
            bs = *s == '\\' ? bs + 1 : 0;
            sb_putc(out, *s++);
        }
        if (s == end) {
            cpp_error(cpp, s, "unterminated quoted string");
            *pp = s;
            return false;
        }
        *pp = s + 1;
        return true;
    }
    bool spaced = false;
    unsigned char prev = 0;
    for (; s < end && *s != ','; s++) {
        if (*s == '"')
            break;              /* a quoted value starts the next argument */
        if (cpp_space(*s)) {
            spaced = true;
            continue;
        }
        unsigned char t = tok_class((unsigned char)*s);
        bool pc = (prev & 0x80) != 0, tc = (t & 0x80) != 0;
        if (spaced && ((prev != t && pc == tc) || (prev == t && tc && pc)))
            break;
        sb_putc(out, *s);
        spaced = false;
        prev = t;
    }
    *pp = s;
    return true;
}

/* ------------------------------------------------------------------ */
/* the macro table                                                     */

void macro_unref(Macro *m)
{
    if (!m || --m->refs)
        return;
    body_unref(m->body);
    for (size_t i = 0; i < m->nargs; i++) {
        free((char *)m->args[i].name);
        free((char *)m->args[i].defval);
    }
    free(m->args);
    ht_free(m->argidx);
    free((char *)m->key);
    free((char *)m->name);
    free(m);
}

void macros_free(Cpp *cpp)
{
    if (!cpp->macros)
        return;
    size_t it = 0;
    void *v;
    while (ht_next(cpp->macros, &it, NULL, NULL, &v))
        macro_unref(v);
    ht_free(cpp->macros);
    cpp->macros = NULL;
}

/* the table key of a name: lower case under .macrocase */
static char *macro_key(const Cpp *cpp, const char *name, size_t n)
{
    char *k = xstrndup(name, n);
    if (cpp->macrocase)
        for (size_t i = 0; i < n; i++)
            k[i] = ascii_lower(k[i]);
    return k;
}

void do_macro(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    const char *nameplace = p;
    size_t n = scan_name(p, end);
    if (!n) {
        cpp_error(cpp, p, "expected a macro name");
        return;
    }
    char *key = macro_key(cpp, p, n);
    bool good = true;
    if (ht_get(cpp->macros, key, n)) {
        cpp_error(cpp, nameplace, "macro '%.*s' is already defined", (int)n, nameplace);
        good = false;
    }
    p += n;

    MacroArg *args = NULL;
    size_t nargs = 0, cap = 0;
    HashTab *argidx = ht_new(8);   /* duplicates found in one probe each */
    bool have_vararg = false;
    StrBuf def = STRBUF_INIT;
    while (p < end) {
        p = skip_sp(p, end);
        if (p < end && *p == ',')
            p = skip_sp(p + 1, end);
        const char *argplace = p;
        size_t an = scan_name(p, end);
        if (!an) {
            cpp_error(cpp, p, "expected a macro argument name");
            goto fail;
        }
        bool arg_good = true, req = false, var = false;
        if (ht_get(argidx, p, an)) {
            cpp_error(cpp, argplace, "duplicate macro argument '%.*s'", (int)an, p);
            arg_good = false;
        }
        p = skip_sp(p + an, end);
        if (p < end && *p == ':') {
            p = skip_sp(p + 1, end);
            if (end - p >= 3 && memcmp(p, "req", 3) == 0) {
                req = true;
                p += 3;
            } else if (end - p >= 6 && memcmp(p, "vararg", 6) == 0) {
                var = true;
                p += 6;
            } else {
                cpp_error(cpp, p, "expected the qualifier 'req' or 'vararg'");
                arg_good = false;
            }
        }
        p = skip_sp(p, end);
        sb_clear(&def);
        sb_reserve(&def, 1);
        if (p < end && *p == '=') {
            p = skip_sp(p + 1, end);
            const char *defplace = p;
            if (!parse_macro_arg_value(cpp, &p, end, &def)) {
                good = false;
                continue;
            }
            if (req)
                cpp_warning(cpp, defplace,
                            "a default value for the required argument '%.*s' is "
                            "never used", (int)an, argplace);
        }
        if (arg_good) {
            if (have_vararg) {
                cpp_error(cpp, argplace, "a variadic argument must be the last one");
                good = false;
            } else
                have_vararg = var;
        } else
            good = false;
        if (arg_good) {
            if (nargs == cap) {
                cap = cap ? cap * 2 : 4;
                args = xrealloc(args, cap * sizeof *args);
            }
            MacroArg *a = &args[nargs++];
            a->name = xstrndup(argplace, an);
            a->namelen = an;
            a->defval = xstrndup(def.data ? def.data : "", def.len);
            a->deflen = def.len;
            a->required = req;
            a->vararg = var;
            ht_put(argidx, a->name, an, (void *)(uintptr_t)nargs);
        }
    }
    if (!good)
        goto fail;
    sb_free(&def);

    if (is_pseudo_op_name(key, n)) {
        cpp_warning(cpp, stmt, "'%s' is a pseudo-op, it cannot be redefined as a macro: "
                    "the definition is ignored", key);
        clause_push(cpp, CL_MACRO, cpp_pos(cpp, stmt), true);
        skip_clauses(cpp, false);
        goto drop;
    }

    Macro *m = xcalloc(1, sizeof *m);
    m->key = key;
    m->keylen = n;
    m->name = xstrndup(nameplace, n);
    m->args = args;
    m->nargs = nargs;
    m->argidx = argidx;
    m->def = cpp_pos(cpp, stmt);
    m->body = body_new();
    m->refs = 1;
    clause_push(cpp, CL_MACRO, m->def, true);
    if (!collect_macro_body(cpp, m->body)) {
        macro_unref(m);
        return;
    }
    ht_put(cpp->macros, m->key, m->keylen, m);
    return;

fail:
    sb_free(&def);
drop:
    ht_free(argidx);
    for (size_t k = 0; k < nargs; k++) {
        free((char *)args[k].name);
        free((char *)args[k].defval);
    }
    free(args);
    free(key);
}

void do_endm(Cpp *cpp, const char *stmt, const char *p)
{
    if (!cpp_garbage_check(cpp, p, cpp->line.text + cpp->line.len))
        return;
    clause_pop(cpp, stmt, CL_MACRO);
}

void do_exitm(Cpp *cpp, const char *stmt, const char *p)
{
    if (!cpp_garbage_check(cpp, p, cpp->line.text + cpp->line.len))
        return;
    SourceKind k = cpp_top_kind(cpp);
    if (k == SRC_FILE) {
        cpp_warning(cpp, stmt, "'.exitm' outside a macro is ignored");
        return;
    }
    if (k != SRC_MACRO)
        cpp_warning(cpp, stmt, "'.exitm' inside a repetition ends the repetition");
    skip_clauses(cpp, true);
}

void do_purgem(Cpp *cpp, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    size_t n = scan_name(p, end);
    if (!n) {
        cpp_error(cpp, p, "expected a macro name");
        return;
    }
    if (!cpp_garbage_check(cpp, p + n, end))
        return;
    char *key = macro_key(cpp, p, n);
    Macro *m = ht_get(cpp->macros, key, n);
    if (m) {
        ht_remove(cpp->macros, key, n);
        macro_unref(m);
    } else
        cpp_warning(cpp, p, "macro '%s' is not defined", key);
    free(key);
}

int macro_invoke(Cpp *cpp, const char *stmt)
{
    const char *end = cpp->line.text + cpp->line.len;
    const char *p = stmt;
    size_t n = scan_name(p, end);
    if (!n)
        return 0;
    Macro *m;
    if (cpp->macrocase) {
        char buf[64];
        char *k = n < sizeof buf ? buf : xmalloc(n + 1);
        for (size_t i = 0; i < n; i++)
            k[i] = ascii_lower(p[i]);
        m = ht_get(cpp->macros, k, n);
        if (k != buf)
            free(k);
    } else
        m = ht_get(cpp->macros, p, n);
    if (!m)
        return 0;
    p += n;

    ArgVal *vals = xcalloc(m->nargs ? m->nargs : 1, sizeof *vals);
    StrBuf v = STRBUF_INIT;
    bool good = true;
    for (size_t i = 0; i < m->nargs; i++) {
        const MacroArg *a = &m->args[i];
        vals[i].name = a->name;
        vals[i].namelen = a->namelen;
        p = skip_sp(p, end);
        if (p < end && *p == ',' && i != 0)
            p = skip_sp(p + 1, end);
        const char *argplace = p;
        sb_clear(&v);
        sb_reserve(&v, 1);
        if (!a->vararg) {
            if (!parse_macro_arg_value(cpp, &p, end, &v)) {
                good = false;
                continue;
            }
        } else {
            bool ok = true;
            while (p < end) {
                if (!parse_macro_arg_value(cpp, &p, end, &v)) {
                    ok = false;
                    break;
                }
                p = skip_sp(p, end);
                if (p < end) {
                    if (*p == ',') {
                        p = skip_sp(p + 1, end);
                        sb_putc(&v, ',');
                    } else {
                        cpp_error(cpp, p, "garbage at the end of the line");
                        ok = false;
                        break;
                    }
                }
            }
            if (!ok) {
                good = false;
                continue;
            }
        }
        if (v.len == 0) {
            if (a->required) {
                cpp_error(cpp, argplace, "a value is required for macro argument '%s'",
                          a->name);
                good = false;
                continue;
            }
            vals[i].val = xstrndup(a->defval, a->deflen);
            vals[i].len = a->deflen;
        } else {
            vals[i].val = xstrndup(v.data, v.len);
            vals[i].len = v.len;
        }
    }
    sb_free(&v);
    p = skip_sp(p, end);
    if (good && p != end) {
        cpp_error(cpp, p, "garbage at the end of the line");
        good = false;
    }
    if (good && cpp->macro_level >= CPP_MAX_MACRO_DEPTH) {
        cpp_error(cpp, stmt, "macro expansions nested deeper than %u levels",
                  CPP_MAX_MACRO_DEPTH);
        good = false;
    }
    if (!good) {
        for (size_t i = 0; i < m->nargs; i++)
            free(vals[i].val);
        free(vals);
        return -1;
    }
    for (size_t i = 0; i < m->nargs; i++)
        if (!vals[i].val)
            vals[i].val = xstrdup("");
    cpp_push_macro(cpp, m, vals, m->nargs, cpp_pos(cpp, stmt));
    return 1;
}
