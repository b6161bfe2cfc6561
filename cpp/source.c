/* source.c - the stack of input sources and the substitutions they make.
 *
 * A source delivers statements: a file (through the reader), a macro
 * expansion (its recorded body with the arguments, `\@` and - under
 * .altmacro - bare argument names and `local` names substituted), or a
 * repetition (.rept: the body again and again; .irp/.irpc: with the
 * variable substituted; .for/.while: until the condition is false).  When a
 * source runs dry it is popped and reading goes on below it, exactly as in
 * clrxasm, so a definition or a skipped branch may run past the end of a
 * macro or an included file into what follows.
 */
#include <inttypes.h>
#include <string.h>
#include <sys/mman.h>

#include "cpp.h"

typedef struct LocalName {
    const char *name;
    size_t len;
    uint64_t num;
} LocalName;

/* a copied run of body text: body offset a -> output offset d, n bytes */
typedef struct Chunk {
    uint32_t a, d, n;
} Chunk;

struct Source {
    SourceKind kind;
    Source *below;
    const SrcCtx *ctx;             /* context of the lines it delivers */

    /* SRC_FILE */
    Reader rd;
    char *buf;
    const char *file;

    /* body sources */
    Body *body;
    size_t idx;                    /* next body line */
    uint64_t pass, count;          /* current pass, number of passes */
    StrBuf out;                    /* substituted line */
    LineSeg *segs;
    size_t nsegs, segcap;
    Chunk *chunks;
    size_t nchunks, chunkcap;

    /* SRC_MACRO */
    Macro *macro;
    ArgVal *args;
    size_t nargs;
    uint64_t counter;
    bool alt;
    LocalName *locals;
    size_t nlocals, localcap;

    /* SRC_IRP */
    char *sym;
    size_t symlen;
    char **vals;
    size_t *lens;
    size_t nvals;
    bool irpc;

    /* SRC_FOR */
    Symbol *iter;
    KeptExpr cond, next;
    SrcPos condpos;
};

/* ------------------------------------------------------------------ */
/* bodies                                                              */

Body *body_new(void)
{
    Body *b = xcalloc(1, sizeof *b);
    b->refs = 1;
    return b;
}

void body_add(Body *b, const CppLine *l)
{
    if (b->nlines == b->linecap) {
        b->linecap = b->linecap ? b->linecap * 2 : 16;
        b->lines = xrealloc(b->lines, b->linecap * sizeof *b->lines);
    }
    if (b->nsegs + l->nsegs > b->segcap) {
        while (b->nsegs + l->nsegs > b->segcap)
            b->segcap = b->segcap ? b->segcap * 2 : 16;
        b->segs = xrealloc(b->segs, b->segcap * sizeof *b->segs);
    }
    BodyLine *bl = &b->lines[b->nlines++];
    bl->off = b->text.len;
    bl->len = (uint32_t)l->len;
    bl->seg0 = (uint32_t)b->nsegs;
    bl->nsegs = l->nsegs;
    bl->line = l->nsegs ? l->segs[0].line : 0;
    bl->stable = l->stable;
    bl->file = l->file;
    bl->ctx = l->ctx;
    memcpy(b->segs + b->nsegs, l->segs, l->nsegs * sizeof *l->segs);
    b->nsegs += l->nsegs;
    sb_append(&b->text, l->text, l->len);
    sb_putc(&b->text, '\n');
}

Body *body_ref(Body *b)
{
    b->refs++;
    return b;
}

void body_unref(Body *b)
{
    if (!b || --b->refs)
        return;
    sb_free(&b->text);
    free(b->lines);
    free(b->segs);
    free(b);
}

/* ------------------------------------------------------------------ */
/* contexts                                                            */

/* Contexts are shared: an expansion described exactly as an earlier one
 * (the same macro called from the same place in the same enclosing
 * context, as in each pass of a repetition) gets the same object, so that
 * the output describes it once (output.c).  Names and file names are
 * interned, so pointers compare them. */
static uint64_t ctx_hash(const SrcCtx *c)
{
    uint64_t h = (uint64_t)c->kind * 0x9e3779b97f4a7c15u;
    const uint64_t v[] = { (uintptr_t)c->name, (uintptr_t)c->call.file, c->call.line,
                           c->call.col, (uintptr_t)c->call.ctx, (uintptr_t)c->deffile,
                           c->defline };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(v); i++)
        h = (h ^ v[i]) * 0x100000001b3u;
    return h ^ (h >> 29);
}

static bool ctx_same(const SrcCtx *a, const SrcCtx *b)
{
    return a->kind == b->kind && a->name == b->name && a->call.file == b->call.file &&
           a->call.line == b->call.line && a->call.col == b->call.col &&
           a->call.ctx == b->call.ctx && a->deffile == b->deffile && a->defline == b->defline;
}

/* An interned context: the SrcCtx (all that callers see) and the first
 * CTX_KIDS contexts interned inside it.  A context is looked up among its
 * parent's kids, memory used just before, rather than in the table, whose
 * slot is a cache miss once it has grown (macro benchmark: 76,000
 * contexts, a 2 MiB table); the table holds the contexts without a parent
 * and those of a parent whose list is full.  Every context of clrx-cpp,
 * and so every parent (call.ctx), is made here. */
#define CTX_KIDS 8
typedef struct CtxNode {
    SrcCtx c;
    struct CtxNode *kids;      /* the first of the parent's list */
    struct CtxNode *next;      /* the next in the parent's list */
    unsigned nkids;
} CtxNode;

static void table_put(Cpp *cpp, const SrcCtx *c);

static const SrcCtx *ctx_intern(Cpp *cpp, const SrcCtx *proto)
{
    CtxNode *parent = (CtxNode *)proto->call.ctx;
    if (parent) {
        for (CtxNode *k = parent->kids; k; k = k->next)
            if (ctx_same(&k->c, proto))
                return &k->c;
    }
    if (!parent || parent->nkids >= CTX_KIDS) {
        if (cpp->capctxs) {
            size_t k = (size_t)ctx_hash(proto) & (cpp->capctxs - 1);
            for (; cpp->ctxs[k]; k = (k + 1) & (cpp->capctxs - 1))
                if (ctx_same(cpp->ctxs[k], proto))
                    return cpp->ctxs[k];
        }
    }
    CtxNode *n = arena_zalloc(cpp->perm, sizeof *n);
    n->c = *proto;
    n->c.id = 0;
    if (parent && parent->nkids < CTX_KIDS) {
        n->next = parent->kids;
        parent->kids = n;
        parent->nkids++;
    } else
        table_put(cpp, &n->c);
    return &n->c;
}

static void table_put(Cpp *cpp, const SrcCtx *c)
{
    if (cpp->nctxs * 2 >= cpp->capctxs) {
        size_t cap = cpp->capctxs ? cpp->capctxs * 2 : 256;
        const SrcCtx **t = xcalloc(cap, sizeof *t);
        for (size_t i = 0; i < cpp->capctxs; i++) {
            const SrcCtx *o = cpp->ctxs[i];
            if (!o)
                continue;
            size_t k = (size_t)ctx_hash(o) & (cap - 1);
            while (t[k])
                k = (k + 1) & (cap - 1);
            t[k] = o;
        }
        free(cpp->ctxs);
        cpp->ctxs = t;
        cpp->capctxs = cap;
    }
    size_t k = (size_t)ctx_hash(c) & (cpp->capctxs - 1);
    while (cpp->ctxs[k])
        k = (k + 1) & (cpp->capctxs - 1);
    cpp->ctxs[k] = c;
    cpp->nctxs++;
}

const SrcCtx *cpp_new_ctx(Cpp *cpp, SrcCtxKind kind, const char *name, SrcPos call)
{
    SrcCtx c = { .kind = kind, .name = name, .call = call, .deffile = call.file,
                 .defline = call.line };
    return ctx_intern(cpp, &c);
}

/* ------------------------------------------------------------------ */
/* pushing and popping                                                 */

static Source *push(Cpp *cpp, SourceKind k, const SrcCtx *ctx)
{
    Source *s = cpp->spare_source;
    if (s) {
        /* the source popped last, with the buffers of its lines (a macro
         * called again and again allocates nothing here) */
        cpp->spare_source = NULL;
        StrBuf out = s->out;
        LineSeg *segs = s->segs;
        size_t segcap = s->segcap;
        Chunk *chunks = s->chunks;
        size_t chunkcap = s->chunkcap;
        memset(s, 0, sizeof *s);
        s->out = out;
        sb_clear(&s->out);
        s->segs = segs;
        s->segcap = segcap;
        s->chunks = chunks;
        s->chunkcap = chunkcap;
    } else
        s = xcalloc(1, sizeof *s);
    s->kind = k;
    s->ctx = ctx;
    s->below = cpp->top;
    cpp->top = s;
    cpp->nsources++;
    return s;
}

/* Everything a source owns but its line buffers (out, segs, chunks). */
static void source_release(Source *s)
{
    if (s->kind == SRC_FILE) {
        if (s->rd.mapped)
            munmap(s->buf, s->rd.size);
        else
            free(s->buf);
        reader_free(&s->rd);
    }
    body_unref(s->body);
    if (s->macro)
        macro_unref(s->macro);
    for (size_t i = 0; i < s->nargs; i++)
        free(s->args[i].val);
    free(s->args);
    free(s->locals);
    for (size_t i = 0; i < s->nvals; i++)
        free(s->vals[i]);
    free(s->vals);
    free(s->lens);
    free(s->sym);
}

static void source_free(Source *s)
{
    sb_free(&s->out);
    free(s->segs);
    free(s->chunks);
    free(s);
}

static void pop(Cpp *cpp)
{
    Source *s = cpp->top;
    switch (s->kind) {
    case SRC_FILE:
        if (cpp->include_level)
            cpp->include_level--;
        break;
    case SRC_MACRO:
        cpp->macro_level--;
        break;
    default:
        cpp->repeat_level--;
        break;
    }
    cpp->top = s->below;
    cpp->nsources--;
    source_release(s);
    if (!cpp->spare_source)
        cpp->spare_source = s;     /* for the next push */
    else
        source_free(s);
}

void cpp_free_sources(Cpp *cpp)
{
    while (cpp->top)
        pop(cpp);
    if (cpp->spare_source)
        source_free(cpp->spare_source);
    cpp->spare_source = NULL;
}

SourceKind cpp_top_kind(const Cpp *cpp)
{
    return cpp->top ? cpp->top->kind : SRC_FILE;
}

void cpp_push_file(Cpp *cpp, const char *file, char *buf, size_t size, bool mapped,
                   const SrcCtx *ctx)
{
    Source *s = push(cpp, SRC_FILE, ctx);
    s->buf = buf;
    s->file = file;
    reader_init(&s->rd, buf, size);
    s->rd.mapped = mapped;
    if (ctx)
        cpp->include_level++;
}

void cpp_push_macro(Cpp *cpp, Macro *m, ArgVal *args, size_t nargs, SrcPos call)
{
    SrcCtx proto = { .kind = CTX_MACRO, .name = cpp_intern(cpp, m->name, strlen(m->name)),
                     .call = call, .deffile = m->def.file, .defline = m->def.line };
    Source *s = push(cpp, SRC_MACRO, ctx_intern(cpp, &proto));
    m->refs++;
    s->macro = m;
    s->body = body_ref(m->body);
    s->args = args;
    s->nargs = nargs;
    s->counter = cpp->macro_count++;
    s->alt = cpp->altmacro;
    cpp->macro_level++;
}

void cpp_push_rept(Cpp *cpp, Body *b, uint64_t count, const SrcCtx *ctx)
{
    Source *s = push(cpp, SRC_REPT, ctx);
    s->body = b;
    s->count = count;
    cpp->repeat_level++;
}

void cpp_push_irp(Cpp *cpp, Body *b, const char *sym, size_t symlen, char **vals,
                  size_t *lens, size_t nvals, bool irpc, const SrcCtx *ctx)
{
    Source *s = push(cpp, SRC_IRP, ctx);
    s->body = b;
    s->sym = xstrndup(sym, symlen);
    s->symlen = symlen;
    s->vals = vals;
    s->lens = lens;
    s->nvals = nvals;
    s->irpc = irpc;
    if (irpc)
        s->count = lens[0] ? lens[0] : 1;
    else
        s->count = nvals;
    cpp->repeat_level++;
}

void cpp_push_for(Cpp *cpp, Body *b, Symbol *iter, KeptExpr cond, KeptExpr next,
                  SrcPos condpos, const SrcCtx *ctx)
{
    Source *s = push(cpp, SRC_FOR, ctx);
    s->body = b;
    s->iter = iter;
    s->cond = cond;
    s->next = next;
    s->condpos = condpos;
    cpp->repeat_level++;
}

/* ------------------------------------------------------------------ */
/* substitution helpers                                                */

static void out_reset(Source *s)
{
    sb_clear(&s->out);
    sb_reserve(&s->out, 1);
    s->nchunks = 0;
    s->nsegs = 0;
}

/* copy body text [a, b) of the line (offsets relative to the line start) */
static void out_copy(Source *s, const char *text, size_t a, size_t b)
{
    if (b <= a)
        return;
    if (s->nchunks == s->chunkcap) {
        s->chunkcap = s->chunkcap ? s->chunkcap * 2 : 16;
        s->chunks = xrealloc(s->chunks, s->chunkcap * sizeof *s->chunks);
    }
    s->chunks[s->nchunks++] = (Chunk){ (uint32_t)a, (uint32_t)s->out.len, (uint32_t)(b - a) };
    sb_append(&s->out, text + a, b - a);
}

/* Segments of the substituted line: each body segment moves with the text
 * it starts in (into the start of a substitution when it starts inside
 * one). */
static void map_segs(Source *s, const LineSeg *segs, uint32_t nsegs)
{
    size_t ci = 0;
    s->nsegs = 0;
    if (s->segcap < nsegs) {
        s->segcap = nsegs;
        s->segs = xrealloc(s->segs, s->segcap * sizeof *s->segs);
    }
    for (uint32_t k = 0; k < nsegs; k++) {
        uint32_t off = segs[k].off, d;
        while (ci < s->nchunks && s->chunks[ci].a + s->chunks[ci].n <= off)
            ci++;
        if (k == 0)
            d = 0;
        else if (ci == s->nchunks)
            d = (uint32_t)s->out.len;
        else if (off < s->chunks[ci].a)
            d = s->chunks[ci].d;
        else
            d = s->chunks[ci].d + (off - s->chunks[ci].a);
        if (s->nsegs && s->segs[s->nsegs - 1].off >= d) {
            s->segs[s->nsegs - 1].line = segs[k].line;
            s->segs[s->nsegs - 1].col = segs[k].col;
            if (k == 0)
                s->segs[s->nsegs - 1].off = 0;
            continue;
        }
        s->segs[s->nsegs++] = (LineSeg){ d, segs[k].line, segs[k].col };
    }
}

static const ArgVal *find_arg(const Source *s, const char *name, size_t len)
{
    /* a few arguments are compared faster than hashed (names are unique) */
    if (s->nargs > 8 && s->macro && s->macro->argidx && s->nargs == s->macro->nargs) {
        uintptr_t k = (uintptr_t)ht_get(s->macro->argidx, name, len);
        return k ? &s->args[k - 1] : NULL;
    }
    for (size_t i = 0; i < s->nargs; i++)
        if (s->args[i].namelen == len && memcmp(s->args[i].name, name, len) == 0)
            return &s->args[i];
    return NULL;
}

static const LocalName *find_local(const Source *s, const char *name, size_t len)
{
    for (size_t i = 0; i < s->nlocals; i++)
        if (s->locals[i].len == len && memcmp(s->locals[i].name, name, len) == 0)
            return &s->locals[i];
    return NULL;
}

static void put_u64(StrBuf *b, uint64_t v)
{
    char tmp[24];
    int n = snprintf(tmp, sizeof tmp, "%" PRIu64, v);
    sb_append(b, tmp, (size_t)n);
}

typedef struct PendingLocal {
    const char *name;          /* in the body text */
    size_t len;
    size_t off;                /* offset in the line, for messages */
} PendingLocal;

/* The altmacro statement `local a, b ...` (after labels): the offset where it
 * starts, or -1.  The names go to *names. */
static long find_local_stmt(const char *text, size_t len, PendingLocal **names,
                            size_t *nnames)
{
    const char *end = text + len;
    const char *p = skip_spaces_and_labels(text, end);
    const char *stmt = p;
    *nnames = 0;
    if (!(p + 6 < end && ascii_strncasecmp(p, "local", 5) == 0 && p[5] == ' '))
        return -1;
    p += 5;
    size_t cap = 0;
    for (;;) {
        p = skip_sp(p, end);
        if (p == end)
            break;
        size_t n = scan_name(p, end);
        if (!n)
            break;
        if (*nnames == cap) {
            cap = cap ? cap * 2 : 4;
            *names = xrealloc(*names, cap * sizeof **names);
        }
        (*names)[(*nnames)++] = (PendingLocal){ p, n, (size_t)(p - text) };
        p = skip_sp(p + n, end);
        if (p != end && *p == ',')
            p++;
    }
    p = skip_sp(p, end);
    if (p != end) {
        *nnames = 0;
        return -1;
    }
    return (long)(stmt - text);
}

static bool macro_line(Cpp *cpp, Source *s, const BodyLine *bl, CppLine *out)
{
    const char *text = s->body->text.data + bl->off;
    const size_t n = bl->len;
    PendingLocal *lnames = NULL;
    size_t nlnames = 0;
    long local_at = -1;

    out_reset(s);
    if (s->alt)
        local_at = find_local_stmt(text, n, &lnames, &nlnames);

    size_t i = 0, copied = 0, word_skip = 0;
    while (i < n) {
        if (!s->alt) {
            /* only a backslash starts a substitution */
            const char *b = memchr(text + i, '\\', n - i);
            if (!b)
                break;
            i = (size_t)(b - text);
        }
        if (local_at >= 0 && i == (size_t)local_at) {
            out_copy(s, text, copied, i);
            for (size_t k = i; k < n; k++)
                sb_putc(&s->out, ' ');
            copied = i = n;
            break;
        }
        char c = text[i];
        if (c != '\\') {
            if (s->alt && word_skip == 0 && cpp_name_start(c)) {
                /* bare name under .altmacro */
                size_t nl = scan_name(text + i, text + n);
                const ArgVal *a = find_arg(s, text + i, nl);
                const LocalName *loc = a ? NULL : find_local(s, text + i, nl);
                if (a || loc) {
                    out_copy(s, text, copied, i);
                    if (a)
                        sb_append(&s->out, a->val, a->len);
                    else {
                        sb_puts(&s->out, ".LL");
                        put_u64(&s->out, loc->num);
                    }
                    i += nl;
                    copied = i;
                } else
                    word_skip = nl;
                continue;
            }
            if (word_skip)
                word_skip--;
            i++;
            continue;
        }
        /* backslash */
        out_copy(s, text, copied, i);
        i++;
        if (i < n && text[i] == '(' && i + 1 < n && text[i + 1] == ')') {
            i += 2;
        } else {
            size_t nl = i < n ? scan_name(text + i, text + n) : 0;
            const ArgVal *a = nl ? find_arg(s, text + i, nl) : NULL;
            const LocalName *loc = (nl && !a) ? find_local(s, text + i, nl) : NULL;
            if (a) {
                sb_append(&s->out, a->val, a->len);
                i += nl;
            } else if (loc) {
                sb_puts(&s->out, ".LL");
                put_u64(&s->out, loc->num);
                i += nl;
            } else if (i < n && text[i] == '@') {
                put_u64(&s->out, s->counter);
                i++;
            } else
                sb_putc(&s->out, '\\');
        }
        copied = i;
        if (s->out.len > CPP_MAX_LINE_LEN)
            break;
    }
    out_copy(s, text, copied, n);
    if (s->out.len > CPP_MAX_LINE_LEN) {
        SrcPos p = { bl->file, bl->line, 0, s->ctx };
        diag_pos(DIAG_ERROR, p, "expanded line longer than %u bytes", CPP_MAX_LINE_LEN);
        cpp->fatal = true;
        free(lnames);
        return false;
    }
    map_segs(s, s->body->segs + bl->seg0, bl->nsegs);
    out->text = s->out.data;
    out->len = s->out.len;
    out->file = bl->file;
    out->ctx = s->ctx;
    out->segs = s->segs;
    out->nsegs = (uint32_t)s->nsegs;
    out->stable = false;

    /* names of a `local` statement are known from the next line on */
    for (size_t k = 0; k < nlnames; k++) {
        if (find_arg(s, lnames[k].name, lnames[k].len) ||
            find_local(s, lnames[k].name, lnames[k].len)) {
            SrcPos p = line_pos(out, out->text + lnames[k].off);
            diag_pos(DIAG_ERROR, p, "name '%.*s' is already used by a local name or "
                     "a macro argument", (int)lnames[k].len, lnames[k].name);
            continue;
        }
        if (s->nlocals == s->localcap) {
            s->localcap = s->localcap ? s->localcap * 2 : 4;
            s->locals = xrealloc(s->locals, s->localcap * sizeof *s->locals);
        }
        s->locals[s->nlocals++] = (LocalName){ lnames[k].name, lnames[k].len,
                                              cpp->local_count++ };
    }
    free(lnames);
    return true;
}

static bool irp_line(Cpp *cpp, Source *s, const BodyLine *bl, CppLine *out)
{
    const char *text = s->body->text.data + bl->off;
    const size_t n = bl->len;
    out_reset(s);
    size_t i = 0, copied = 0;
    while (i < n) {
        const char *b = memchr(text + i, '\\', n - i);
        if (!b)
            break;
        i = (size_t)(b - text);
        out_copy(s, text, copied, i);
        i++;
        if (i < n && text[i] == '(' && i + 1 < n && text[i + 1] == ')') {
            i += 2;
        } else {
            size_t nl = i < n ? scan_name(text + i, text + n) : 0;
            if (nl && nl == s->symlen && memcmp(text + i, s->sym, nl) == 0) {
                if (!s->irpc)
                    sb_append(&s->out, s->vals[s->pass], s->lens[s->pass]);
                else if (s->lens[0])
                    sb_putc(&s->out, s->vals[0][s->pass]);
                i += nl;
            } else
                sb_putc(&s->out, '\\');
        }
        copied = i;
        if (s->out.len > CPP_MAX_LINE_LEN)
            break;
    }
    out_copy(s, text, copied, n);
    if (s->out.len > CPP_MAX_LINE_LEN) {
        SrcPos p = { bl->file, bl->line, 0, s->ctx };
        diag_pos(DIAG_ERROR, p, "expanded line longer than %u bytes", CPP_MAX_LINE_LEN);
        cpp->fatal = true;
        return false;
    }
    map_segs(s, s->body->segs + bl->seg0, bl->nsegs);
    out->text = s->out.data;
    out->len = s->out.len;
    out->file = bl->file;
    out->ctx = s->ctx;
    out->segs = s->segs;
    out->nsegs = (uint32_t)s->nsegs;
    out->stable = false;
    return true;
}

static void plain_line(Source *s, const BodyLine *bl, CppLine *out)
{
    out->text = s->body->text.data + bl->off;
    out->len = bl->len;
    out->file = bl->file;
    out->ctx = s->ctx;
    out->segs = s->body->segs + bl->seg0;
    out->nsegs = bl->nsegs;
    out->stable = bl->stable;
}

/* One statement from the top source; false when it has run dry. */
static bool source_read(Cpp *cpp, Source *s, CppLine *out)
{
    if (s->kind == SRC_FILE)
        return reader_next(&s->rd, cpp, s->file, s->ctx, out);

    Body *b = s->body;
    if (s->kind == SRC_MACRO) {
        if (s->idx >= b->nlines)
            return false;
    } else if (s->idx >= b->nlines) {
        /* end of a pass */
        s->pass++;
        if (s->kind == SRC_FOR) {
            if (!for_next_pass(cpp, s->iter, &s->cond, &s->next, s->condpos) ||
                b->nlines == 0)
                return false;
        } else if (s->pass >= s->count || b->nlines == 0)
            return false;
        s->idx = 0;
    }
    const BodyLine *bl = &b->lines[s->idx++];
    bool ok;
    switch (s->kind) {
    case SRC_MACRO:
        ok = macro_line(cpp, s, bl, out);
        break;
    case SRC_IRP:
        ok = irp_line(cpp, s, bl, out);
        break;
    default:
        plain_line(s, bl, out);
        ok = true;
        break;
    }
    if (!ok)
        return false;
    return cpp_account(cpp, out);
}

bool cpp_read_line(Cpp *cpp)
{
    for (;;) {
        if (diag_stopped() || output_full(cpp->out))
            cpp->fatal = true;         /* the error limit without exit, the output limit */
        if (cpp->fatal || cpp->restart || !cpp->top)
            return false;
        if (source_read(cpp, cpp->top, &cpp->line))
            return !cpp->restart;
        if (cpp->fatal || cpp->restart)
            return false;
        if (cpp->nsources > 1) {
            pop(cpp);
            continue;
        }
        if (cpp->next_input < cpp->ninputs) {
            pop(cpp);
            if (!open_input(cpp, cpp->inputs[cpp->next_input++]))
                return false;
            continue;
        }
        return false;
    }
}
