/* expr_harness.c - the tiny assembler of the expression/symbol unit tests
 * (see expr_harness.h).  It drives libcommon's expr/symtab API the way a
 * stage would: lookups and targets through symtab_*, values through
 * expr_assign/expr_define_label/expr_defer, unresolved symbols reported at
 * the end.
 */
#include "expr_harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "expr.h"
#include "symtab.h"
#include "util.h"

typedef struct Harness {
    HarnessResult *r;
    SymTab *t;
    ExprCtx c;
    Arena *arena;
    unsigned lineno;
    const char *line;
    size_t line_len;
} Harness;

typedef struct DataSlot {
    Harness *h;
    size_t off;
    unsigned size;
} DataSlot;

static bool h_dot(void *user, int32_t *section, uint64_t *offset)
{
    Harness *h = user;
    *section = 0;
    *offset = h->r->len;
    return true;
}

static SrcPos h_pos(Harness *h, size_t off)
{
    SrcPos p = {"T", h->lineno, (uint32_t)off + 1, NULL};
    return p;
}

static Symbol *h_local(void *user, const char *digits, size_t len, bool forward, SrcPos pos)
{
    Harness *h = user;
    char name[64];
    if (len > 60) {
        diag_at(DIAG_ERROR, pos, h->line, h->line_len, "local label too long");
        return NULL;
    }
    memcpy(name, digits, len);
    name[len] = forward ? 'f' : 'b';
    Symbol *s = symtab_global_symbol(h->t, name, len + 1, true);
    if (!forward && !s->has_value) {
        diag_at(DIAG_ERROR, pos, h->line, h->line_len, "undefined previous local label '%.*s'",
                (int)(len + 1), name);
        return NULL;
    }
    return s;
}

static void data_done(PendingExpr *p, const ExprVal *v, void *user)
{
    DataSlot *d = user;
    if (!exprval_is_abs(v)) {
        diag_at(DIAG_ERROR, p->pos, NULL, 0, "relative value in data");
        return;
    }
    for (unsigned i = 0; i < d->size; i++)
        d->h->r->bytes[d->off + i] = (uint8_t)(v->value >> (8 * i));
}

static size_t skip_sp(const char *s, size_t len, size_t p)
{
    while (p < len && (s[p] == ' ' || s[p] == '\t'))
        p++;
    return p;
}

static void h_error(Harness *h, size_t off, const char *msg)
{
    diag_at(DIAG_ERROR, h_pos(h, off), h->line, h->line_len, "%s", msg);
}

static void do_data(Harness *h, size_t p, unsigned size)
{
    const char *s = h->line;
    size_t len = h->line_len;
    for (;;) {
        ExprSrc src = {s + p, len - p, h_pos(h, p), s, len, 0};
        Expr *e;
        long n = expr_parse(&h->c, &src, &e);
        if (n < 0)
            return;
        if (h->r->len + size > sizeof h->r->bytes) {
            h_error(h, p, "harness: output full");
            return;
        }
        DataSlot *d = arena_zalloc(h->arena, sizeof *d);
        d->h = h;
        d->off = h->r->len;
        d->size = size;
        memset(h->r->bytes + d->off, 0, size);
        /* `.` is the address of this element: defer before advancing */
        expr_defer(&h->c, e, expr_pos(e), data_done, d);
        h->r->len += size;
        p = skip_sp(s, len, p + (size_t)n);
        if (p < len && s[p] == ',') {
            p++;
            continue;
        }
        if (p < len)
            h_error(h, p, "garbage at the end of the line");
        return;
    }
}

static void do_assign(Harness *h, size_t namep, size_t namelen, size_t p, bool once,
                      bool eqv)
{
    const char *s = h->line;
    /* clrxasm parses the expression first, then looks the target up: the
     * order in which symbols are created matters (see
     * scope_foreach_clrx_order) */
    ExprSrc src = {s + p, h->line_len - p, h_pos(h, p), s, h->line_len, 0};
    Expr *e;
    long n = expr_parse(&h->c, &src, &e);
    if (n < 0)
        return;
    size_t q = skip_sp(s, h->line_len, p + (size_t)n);
    if (q < h->line_len) {
        h_error(h, q, "garbage at the end of the expression");
        return;
    }
    Symbol *sym = symtab_target(h->t, s + namep, namelen);
    if (!sym) {
        h_error(h, namep, "symbol '.' can only be in the global scope");
        return;
    }
    expr_assign(&h->c, sym, e, expr_pos(e), once, eqv);
}

static bool word_is(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && ascii_strncasecmp(s, w, n) == 0;
}

static void do_line(Harness *h)
{
    const char *s = h->line;
    size_t len = h->line_len;
    size_t p = skip_sp(s, len, 0);
    /* labels */
    for (;;) {
        size_t n = 0;
        bool local = false;
        if (p < len && s[p] >= '0' && s[p] <= '9') {
            while (p + n < len && s[p + n] >= '0' && s[p + n] <= '9')
                n++;
            local = true;
        } else {
            n = symtab_scan_name(s + p, len - p);
        }
        if (n == 0)
            break;
        size_t q = skip_sp(s, len, p + n);
        if (q >= len || s[q] != ':' || (q + 1 < len && s[q + 1] == ':'))
            break;
        if (local) {
            char name[64];
            if (n > 60)
                return;
            memcpy(name, s + p, n);
            /* as clrxasm: "Nb" is created before "Nf" */
            name[n] = 'b';
            Symbol *b = symtab_global_symbol(h->t, name, n + 1, true);
            name[n] = 'f';
            Symbol *f = symtab_global_symbol(h->t, name, n + 1, true);
            expr_set_symbol(&h->c, f, 0, h->r->len);
            f->has_value = 0;
            expr_set_symbol(&h->c, b, 0, h->r->len);
        } else {
            Symbol *sym = symtab_target(h->t, s + p, n);
            if (!sym || (n == 1 && s[p] == '.')) {
                h_error(h, p, "bad label");
                return;
            }
            expr_define_label(&h->c, sym, 0, h->r->len, h_pos(h, p));
        }
        p = skip_sp(s, len, q + 1);
    }
    if (p >= len)
        return;
    /* assignment */
    size_t n = symtab_scan_name(s + p, len - p);
    if (n > 0) {
        size_t q = skip_sp(s, len, p + n);
        if (q < len && s[q] == '=' && !(q + 1 < len && s[q + 1] == '=')) {
            do_assign(h, p, n, q + 1, false, false);
            return;
        }
    }
    if (s[p] != '.') {
        h_error(h, p, "harness: unknown statement");
        return;
    }
    size_t w = 1;
    while (p + w < len && ((s[p + w] >= 'a' && s[p + w] <= 'z') ||
                           (s[p + w] >= 'A' && s[p + w] <= 'Z')))
        w++;
    const char *word = s + p;
    size_t a = skip_sp(s, len, p + w);
    if (word_is(word, w, ".byte"))
        do_data(h, a, 1);
    else if (word_is(word, w, ".short"))
        do_data(h, a, 2);
    else if (word_is(word, w, ".int"))
        do_data(h, a, 4);
    else if (word_is(word, w, ".quad"))
        do_data(h, a, 8);
    else if (word_is(word, w, ".set") || word_is(word, w, ".equ") ||
             word_is(word, w, ".equiv") || word_is(word, w, ".eqv")) {
        size_t nn = symtab_scan_name(s + a, len - a);
        size_t q = skip_sp(s, len, a + nn);
        if (nn == 0 || q >= len || s[q] != ',') {
            h_error(h, a, "expected a symbol and ','");
            return;
        }
        do_assign(h, a, nn, q + 1, word_is(word, w, ".equiv"), word_is(word, w, ".eqv"));
    } else if (word_is(word, w, ".scope")) {
        size_t nn = symtab_scan_name(s + a, len - a);
        if (!symtab_open_scope(h->t, s + a, nn))
            h_error(h, p, "too many nested scopes");
    } else if (word_is(word, w, ".ends") || word_is(word, w, ".endscope")) {
        if (!expr_close_scope(&h->c))
            h_error(h, p, "closing the global scope");
    } else if (word_is(word, w, ".using") || word_is(word, w, ".unusing")) {
        size_t nn = symtab_scan_name(s + a, len - a);
        if (nn == 0 && a + 2 <= len && s[a] == ':' && s[a + 1] == ':')
            nn = 2;
        bool ok = word_is(word, w, ".using") ? symtab_using(h->t, s + a, nn)
                                             : symtab_unusing(h->t, s + a, nn);
        if (!ok)
            h_error(h, a, "expected a scope path");
    } else if (word_is(word, w, ".undef")) {
        size_t nn = symtab_scan_name(s + a, len - a);
        if (nn == 1 && s[a] == '.') {
            h_error(h, a, "symbol '.' cannot be undefined");
            return;
        }
        Symbol *sym = symtab_lookup(h->t, s + a, nn, false);
        if (!sym || !symbol_is_defined(sym))
            diag_at(DIAG_WARNING, h_pos(h, a), s, len, "symbol '%.*s' is not defined",
                    (int)nn, s + a);
        else
            symtab_undefine(h->t, sym);
    } else {
        h_error(h, p, "harness: unknown directive");
    }
}

void harness_run(const char *src, HarnessResult *r)
{
    memset(r, 0, sizeof *r);
    char *msgbuf = NULL;
    size_t msglen = 0;
    FILE *mf = open_memstream(&msgbuf, &msglen);
    diag_init("harness");
    g_diag.out = mf;

    Harness h;
    memset(&h, 0, sizeof h);
    h.r = r;
    h.t = symtab_new();
    h.arena = arena_new();
    h.c.symtab = h.t;
    h.c.arena = h.arena;
    h.c.user = &h;
    h.c.dot = h_dot;
    h.c.local_label = h_local;

    const char *p = src;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        /* strip a '#' comment (not inside quotes) */
        size_t m = 0;
        bool q1 = false, q2 = false;
        for (; m < n; m++) {
            char ch = p[m];
            if (ch == '"' && !q1)
                q2 = !q2;
            else if (ch == '\'' && !q2 && m + 2 < n && p[m + 2] == '\'')
                m += 2;        /* 'c' */
            else if (ch == '#' && !q2)
                break;
        }
        h.lineno++;
        h.line = p;
        h.line_len = m;
        do_line(&h);
        p = nl ? nl + 1 : p + n;
    }
    h.line = NULL;
    h.line_len = 0;
    expr_report_unresolved(&h.c, NULL);

    r->errors = g_diag.errors;
    r->warnings = g_diag.warnings;
    fclose(mf);
    snprintf(r->messages, sizeof r->messages, "%s", msgbuf ? msgbuf : "");
    /* the line of the first error printed ("T:LINE:COL: error: ...") */
    for (const char *m = r->messages; m && *m; m = strchr(m, '\n') ? strchr(m, '\n') + 1 : NULL) {
        unsigned ln, col;
        char kind[16];
        if (sscanf(m, "T:%u:%u: %15[a-z]", &ln, &col, kind) == 3 && strcmp(kind, "error") == 0) {
            if (!r->first_error_line)
                r->first_error_line = ln;
            if (r->nerror_lines < 64)
                r->error_lines[r->nerror_lines++] = ln;
        }
    }
    free(msgbuf);
    expr_ctx_free(&h.c);
    symtab_free(h.t);
    arena_free(h.arena);
    g_diag.out = stderr;
}

const char *harness_hex(const HarnessResult *r, char *buf, size_t bufsz)
{
    size_t o = 0;
    if (bufsz)
        buf[0] = '\0';
    for (size_t i = 0; i < r->len && o + 3 <= bufsz; i++)
        o += (size_t)snprintf(buf + o, bufsz - o, "%02x", r->bytes[i]);
    return buf;
}
