/* lexer.c - clrx-as's reader: turns the input into logical lines and the
 * statements in them, and calls the assembler for each part of a
 * statement as soon as it is read, so the input is processed as a stream.
 *
 * What it owns:
 * - the physical/logical line structure of the language: a newline or `;`
 *   ends a statement, a backslash just before a newline joins two lines,
 *   `#` starts a comment to the end of the line (a backslash before its
 *   newline joins the next line to it too), `/ * ... * /` comments may span
 *   lines (a newline inside one still ends the statement), strings and
 *   character literals hide all of these (a newline ends an unterminated
 *   one);
 * - line markers written by clrx-cpp (docs/clrx-cpp.md): `# LINE "FILE"`,
 *   `# LINE @N` and `# LINE "FILE" @N` say that the next line is LINE of
 *   FILE (of context N's DEFFILE), inside expansion context N, which a
 *   line `#@ctx N PARENT KIND "NAME" "CALLFILE" CALLLINE CALLCOL "DEFFILE"
 *   DEFLINE` described before; the older form `# LINE "FILE" [KIND "NAME"
 *   "CALLFILE" CALLLINE CALLCOL "DEFFILE" DEFLINE]...` lists the contexts
 *   in the marker (innermost first); join maps `#@join COL:LINE:PHYSCOL...`
 *   before a line that clrx-cpp joined from several physical lines;
 *   `#@defsym NAME VALUE` and `#@diag L TEXT` (clrx-cpp's -D symbols that
 *   are no numbers, and its messages);
 * - the statement: any number of labels `name:` and `N:`, then at most one
 *   body: an assignment `name = ...`, a pseudo-op `.name ...`, another word
 *   (an instruction), or something that cannot begin a statement; the text
 *   after the body's first word is its argument text, which the pseudo-op
 *   handlers and the encoder read (args.h).
 *
 * Each logical line is kept in a buffer with comments blanked out, so that
 * argument parsers and diagnostics see the text with its columns; the parts
 * of a statement are offsets into it.  The rules are those of the Flex
 * scanner this file replaced (a hand-written loop reads a typical line with
 * a few memcpy and table lookups instead of a token per blank).  A physical
 * line with none of " ' # / ; \ is read whole (fast_line); any other goes
 * part by part through the states below; both classify a statement's head
 * with classify_head.
 *
 * Reading stops, with an error, at a read error (a directory), after
 * CLRX_MAX_SOURCE_SIZE bytes, and at a line longer than AS_MAX_LINE (an
 * endless input such as /dev/zero has no end of line).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "asm.h"
#include "heap.h"
#include "lexer.h"
#include "limits-clrx.h"
#include "pseudoop.h"
#include "readahead.h"

/* states between the parts of a statement (those of the Flex scanner) */
enum { S_HEAD, S_ARGS, S_LCOMM, S_HCOMM, S_STR, S_CHR };

/* ---- the input ---- */

typedef struct Input {
    int fd;                    /* -1: the text of lexer_feed */
    const char *path;          /* as named, for read errors */
    char *own;                 /* the buffer read into (fd >= 0) */
    const char *buf;           /* bytes [pos, end) not read yet */
    size_t pos, end, cap;
    bool eof;
    uint64_t bytes;            /* read so far */
    uint64_t base;             /* the input offset of own[0] */
    ReadAhead *ra;             /* the rest read on a thread (lexer.h) */
    bool ra_tried;
} Input;

static ReadAhead *start_read_ahead(int fd, uint64_t offset, bool line_start);

size_t lexer_buffer_size = (size_t)1 << 16;
uint64_t lexer_read_ahead_from = (uint64_t)256 << 10;

static Asm *L_A;                 /* the assembler being fed */
static Input L_in = { .fd = -1 };
static StrBuf L_line;            /* the current logical line */
static const char *L_view;       /* a whole physical line read in place (fast_line):
                                    the current line instead of L_line */
static size_t L_view_len;
static LineJoin *L_joins;
static size_t L_njoins, L_capjoins;
static uint32_t L_cur_line;      /* physical line being read */
static uint32_t L_next_line;     /* number of the next physical line */
static const char *L_next_file;  /* file of the next line (marker) */
static const SrcCtx *L_next_ctx;
static bool L_need_new_line;     /* the next part starts a new physical line */
static bool L_line_start;        /* at the first byte of a physical line */
static bool L_too_long;          /* the logical line was cut */
static int L_state;
static int L_comment_return;     /* state after a / * comment */
static int L_string_return;      /* state after a string */
static int L_hcomm_return;       /* state after a # comment */
static uint32_t L_args_start;    /* offset where the argument text began */
static bool L_in_stmt;           /* a part of a statement was read */
static HashTab *L_ctx_cache;     /* marker context text -> SrcCtx chain */
static const SrcCtx **L_ctxs;    /* `#@ctx` N -> the context (numbers from 1) */
static size_t L_nctxs, L_capctxs;  /* (L_nctxs: how many were described) */
static LineJoin *L_pend;         /* join map for the next line (`#@join`) */
static size_t L_npend, L_cappend;
static bool L_stop;              /* read no more (an error said why) */
static bool L_huge_pages;        /* the heap went on in huge pages */

/* The heap goes on in huge pages (heap.h) once it is this large and at
 * least twice the size of the input read so far: a heap that grows faster
 * than the input will be large (20,000 small kernels: 5 MiB at 2 MiB read,
 * 30 MiB at the end), and the extra resident memory of huge pages, up to
 * 2 MiB, is small beside it; page faults on small pages cost it more time
 * than its encoding does.  A heap that grows slower than its input (plain
 * instructions, macro expansions) stays in small pages. */
#define HUGE_PAGES_FROM ((size_t)4 << 20)

/* Make at least `want` bytes available at L_in.pos (fewer at the end of
 * the input); returns how many there are. */
static size_t avail(size_t want)
{
    Input *in = &L_in;
    while (in->end - in->pos < want && !in->eof) {
        if (in->fd < 0 || L_stop || diag_stopped() || L_A->end) {
            in->eof = true;
            break;
        }
        if (in->pos > 0 && in->pos == in->end) {
            in->base += in->end;
            in->pos = in->end = 0;
        }
        if (in->end == in->cap) {
            if (in->pos > 0) {
                memmove(in->own, in->own + in->pos, in->end - in->pos);
                in->base += in->pos;
                in->end -= in->pos;
                in->pos = 0;
            } else {
                in->cap = in->cap ? in->cap * 2 : lexer_buffer_size ? lexer_buffer_size : 1;
                in->own = xrealloc(in->own, in->cap);
            }
            in->buf = in->own;
            continue;
        }
        ssize_t got;
        if (in->ra)
            got = ra_read(in->ra, in->own + in->end, in->cap - in->end);
        else
            while ((got = read(in->fd, in->own + in->end, in->cap - in->end)) < 0 &&
                   errno == EINTR)
                continue;
        if (got <= 0) {
            if (got < 0) {
                diag_plain(DIAG_ERROR, "cannot read '%s': %s", in->path,
                           strerror(errno ? errno : EIO));
                L_stop = true;
            }
            in->eof = true;
            break;
        }
        size_t n = (size_t)got;
        in->bytes += n;
        if (!L_huge_pages && in->bytes >> 20 != (in->bytes - n) >> 20) {
            size_t used = heap_in_use();                /* looked at once a MiB read */
            if (used >= HUGE_PAGES_FROM && used >= 2 * in->bytes) {
                heap_use_huge_pages();
                L_huge_pages = true;
            }
        }
        if (in->bytes > CLRX_MAX_SOURCE_SIZE) {
            diag_plain(DIAG_ERROR, "cannot read '%s': larger than %llu bytes", in->path,
                       (unsigned long long)CLRX_MAX_SOURCE_SIZE);
            L_stop = true;
            in->eof = true;
            break;
        }
        in->end += n;
        if (!in->ra_tried && in->bytes >= lexer_read_ahead_from) {
            in->ra_tried = true;
            in->ra = start_read_ahead(in->fd, in->bytes, in->own[in->end - 1] == '\n');
        }
    }
    return in->end - in->pos;
}

static inline int peek(size_t k)
{
    if (L_in.end - L_in.pos <= k && avail(k + 1) <= k)
        return -1;
    return (unsigned char)L_in.buf[L_in.pos + k];
}

/* ---- the logical line ---- */

static inline bool is_ws(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

static inline void publish(void)
{
    if (L_view) {
        L_A->line = L_view;
        L_A->line_len = L_view_len;
    } else {
        L_A->line = L_line.data ? L_line.data : "";
        L_A->line_len = L_line.len;
    }
    L_A->joins = L_joins;
    L_A->njoins = L_njoins;
}

static void grow_joins(void)
{
    L_capjoins = L_capjoins ? L_capjoins * 2 : 8;
    L_joins = xrealloc(L_joins, L_capjoins * sizeof *L_joins);
}

static inline void push_join(uint32_t off, uint32_t line, uint32_t col)
{
    if (L_njoins == L_capjoins)
        grow_joins();
    L_joins[L_njoins].offset = off;
    L_joins[L_njoins].line = line;
    L_joins[L_njoins].col = col;
    L_njoins++;
}

static void new_line(void)
{
    L_need_new_line = false;
    L_too_long = false;
    sb_clear(&L_line);
    L_cur_line = L_next_line++;
    if (L_next_file) {
        L_A->file = L_next_file;
        L_A->ctx = L_next_ctx;
        L_next_file = NULL;
    }
    L_njoins = 0;
    if (L_npend) {
        /* the join map written before this line */
        for (size_t k = 0; k < L_npend; k++)
            push_join(L_pend[k].offset, L_pend[k].line, L_pend[k].col);
        L_npend = 0;
    } else
        push_join(0, L_cur_line, 1);
    publish();
}

/* Every part of the input enters the logical line; a part that starts a
 * new physical line resets it first. */
static inline void begin_part(void)
{
    if (L_need_new_line)
        new_line();
}

static void append(const char *s, size_t n)
{
    if (L_line.len + n > AS_MAX_LINE) {
        if (!L_too_long) {
            SrcPos p = { L_A->file, L_cur_line, 0, L_A->ctx };
            diag_pos(DIAG_ERROR, p, "line longer than %u bytes (the rest of the input is "
                     "not read)", AS_MAX_LINE);
            L_too_long = true;
            L_stop = true;
        }
        return;
    }
    sb_append(&L_line, s, n);
}

static void blank(size_t n)
{
    static const char spaces[64] = "                                "
                                   "                                ";
    while (n) {
        size_t k = n < sizeof spaces ? n : sizeof spaces;
        append(spaces, k);
        n -= k;
    }
}

/* consume n bytes of the input into the line */
static inline void take(size_t n)
{
    append(L_in.buf + L_in.pos, n);
    L_in.pos += n;
}

/* backslash-newline: the logical line goes on with the next physical one */
static void join(void)
{
    L_in.pos += 2;
    L_cur_line = L_next_line++;
    push_join((uint32_t)L_line.len, L_cur_line, 1);
    L_line_start = true;
}

/* `/` or `*` followed by backslash-newlines and then `c`: the length of
 * that text, 0 when it is not there */
static size_t delim_len(int c)
{
    size_t k = 1;
    while (peek(k) == '\\' && peek(k + 1) == '\n')
        k += 2;
    return peek(k) == c ? k + 1 : 0;
}

/* a comment delimiter split by backslash-newlines: blanks, and the joins */
static void blank_delim(size_t n)
{
    size_t end = L_in.pos + n;
    while (L_in.pos < end) {
        if (L_in.buf[L_in.pos] == '\\' && L_in.pos + 1 < end && L_in.buf[L_in.pos + 1] == '\n')
            join();
        else {
            blank(1);
            L_in.pos++;
        }
    }
    L_line_start = false;
}

/* ---- line markers ---- */

typedef struct MarkScan {
    const char *p, *end;
} MarkScan;

static void mk_blanks(MarkScan *m)
{
    while (m->p < m->end && (*m->p == ' ' || *m->p == '\t'))
        m->p++;
}

static bool mk_number(MarkScan *m, uint32_t *out)
{
    mk_blanks(m);
    uint64_t v = 0;
    const char *s = m->p;
    while (m->p < m->end && *m->p >= '0' && *m->p <= '9') {
        v = v * 10 + (uint64_t)(*m->p - '0');
        if (v > UINT32_MAX)
            return false;
        m->p++;
    }
    *out = (uint32_t)v;
    return m->p != s;
}

/* A quoted string with the escapes diag_quote writes (\" \\ \ooo). */
static const char *mk_string(MarkScan *m)
{
    mk_blanks(m);
    if (m->p >= m->end || *m->p != '"')
        return NULL;
    m->p++;
    const char *s = m->p;
    while (m->p < m->end && *m->p != '"' && *m->p != '\\')
        m->p++;
    if (m->p < m->end && *m->p == '"') {          /* no escape: the common case */
        m->p++;
        return strpool_intern(L_A->strs, s, (size_t)(m->p - 1 - s));
    }
    StrBuf b = STRBUF_INIT;
    sb_append(&b, s, (size_t)(m->p - s));
    while (m->p < m->end && *m->p != '"') {
        char c = *m->p++;
        if (c == '\\' && m->p < m->end) {
            c = *m->p++;
            if (c >= '0' && c <= '7') {
                unsigned v = (unsigned)(c - '0');
                for (int k = 0; k < 2 && m->p < m->end && *m->p >= '0' && *m->p <= '7'; k++)
                    v = v * 8 + (unsigned)(*m->p++ - '0');
                c = (char)v;
            }
        }
        sb_putc(&b, c);
    }
    if (m->p >= m->end) {
        sb_free(&b);
        return NULL;
    }
    m->p++;
    const char *r = strpool_intern(L_A->strs, b.data ? b.data : "", b.len);
    sb_free(&b);
    return r;
}

static bool mk_word(MarkScan *m, const char **s, size_t *n)
{
    mk_blanks(m);
    *s = m->p;
    while (m->p < m->end && *m->p >= 'a' && *m->p <= 'z')
        m->p++;
    *n = (size_t)(m->p - *s);
    return *n != 0;
}

/* The context chain of an old-style marker, from the text after FILE
 * (cached). */
static const SrcCtx *mk_contexts(MarkScan *m, bool *ok)
{
    *ok = true;
    mk_blanks(m);
    size_t len = (size_t)(m->end - m->p);
    if (len == 0)
        return NULL;
    if (!L_ctx_cache)
        L_ctx_cache = ht_new(64);
    void *hit = ht_get(L_ctx_cache, m->p, len);
    if (hit)
        return hit;
    const char *key = arena_strndup(L_A->arena, m->p, len);
    SrcCtx *first = NULL, *prev = NULL;
    while (m->p < m->end) {
        const char *w;
        size_t wn;
        SrcCtxKind kind;
        uint32_t cl, cc, dl;
        if (!mk_word(m, &w, &wn) || !srcctx_kind_parse(w, wn, &kind)) {
            *ok = false;
            return NULL;
        }
        const char *name = mk_string(m);
        const char *cf = name ? mk_string(m) : NULL;
        if (!cf || !mk_number(m, &cl) || !mk_number(m, &cc)) {
            *ok = false;
            return NULL;
        }
        const char *df = mk_string(m);
        if (!df || !mk_number(m, &dl)) {
            *ok = false;
            return NULL;
        }
        SrcCtx *c = arena_zalloc(L_A->arena, sizeof *c);
        c->kind = kind;
        c->name = (kind == CTX_MACRO) ? name : NULL;
        c->call.file = cf;
        c->call.line = cl;
        c->call.col = cc;
        c->deffile = df;
        c->defline = dl;
        if (prev)
            prev->call.ctx = c;
        else
            first = c;
        prev = c;
        mk_blanks(m);
    }
    ht_put(L_ctx_cache, key, len, first);
    return first;
}

/* `@N` (the blanks before it skipped): context N, described before */
static bool mk_ctx_ref(MarkScan *m, const SrcCtx **ctx)
{
    if (m->p >= m->end || *m->p != '@')
        return false;
    m->p++;
    uint32_t id;
    if (!mk_number(m, &id) || id == 0 || id > L_nctxs || !L_ctxs[id - 1])
        return false;
    mk_blanks(m);
    *ctx = L_ctxs[id - 1];
    return m->p == m->end;
}

/* The text of a `#` line: without its newline (and a CR before it). */
static MarkScan mk_line(const char *text, size_t len, size_t skip)
{
    MarkScan m = { text + skip, text + len };
    if (len && text[len - 1] == '\n')
        m.end--;
    if (m.end > m.p && m.end[-1] == '\r')
        m.end--;
    return m;
}

/* not a marker after all: a comment line */
static void comment_line(const char *text, size_t len)
{
    blank(len);
    if (len && text[len - 1] == '\n')
        L_need_new_line = true;
}

static bool lex_marker(const char *text, size_t len)
{
    MarkScan m = mk_line(text, len, 1);
    uint32_t line;
    const char *file = NULL;
    bool ok = false;
    const SrcCtx *ctx = NULL;
    if (mk_number(&m, &line)) {
        mk_blanks(&m);
        if (m.p < m.end && *m.p == '@') {
            /* `# LINE @N`: in context N's file */
            ok = mk_ctx_ref(&m, &ctx);
            if (ok)
                file = ctx->deffile;
        } else if ((file = mk_string(&m)) != NULL) {
            mk_blanks(&m);
            if (m.p < m.end && *m.p == '@')
                ok = mk_ctx_ref(&m, &ctx);
            else
                ctx = mk_contexts(&m, &ok);
        }
    }
    if (!ok)
        return false;
    L_next_file = file;
    L_next_ctx = ctx;
    L_next_line = line;
    L_need_new_line = true;
    return true;
}

/* `#@ctx N PARENT KIND "NAME" "CALLFILE" CALLLINE CALLCOL "DEFFILE"
 * DEFLINE`: context N (the next number, or one described before, which it
 * replaces) inside context PARENT (described before; 0: none).  The line
 * takes no line number. */
static bool lex_ctx_def(const char *text, size_t len)
{
    MarkScan m = mk_line(text, len, 5);
    uint32_t id, parent, cl, cc, dl;
    const char *w, *name, *cf, *df;
    size_t wn;
    SrcCtxKind kind;
    bool ok = mk_number(&m, &id) && id >= 1 && id <= L_nctxs + 1 &&
              mk_number(&m, &parent) && parent < id && (parent == 0 || L_ctxs[parent - 1]) &&
              mk_word(&m, &w, &wn) && srcctx_kind_parse(w, wn, &kind) &&
              (name = mk_string(&m)) != NULL && (cf = mk_string(&m)) != NULL &&
              mk_number(&m, &cl) && mk_number(&m, &cc) && (df = mk_string(&m)) != NULL &&
              mk_number(&m, &dl);
    if (ok) {
        mk_blanks(&m);
        ok = m.p == m.end;
    }
    if (!ok)
        return false;
    SrcCtx *c = arena_zalloc(L_A->arena, sizeof *c);
    c->kind = kind;
    c->id = id;
    c->name = kind == CTX_MACRO ? name : NULL;
    c->call.file = cf;
    c->call.line = cl;
    c->call.col = cc;
    c->call.ctx = parent ? L_ctxs[parent - 1] : NULL;
    c->deffile = df;
    c->defline = dl;
    if (id > L_nctxs) {
        if (L_nctxs == L_capctxs) {
            L_capctxs = L_capctxs ? L_capctxs * 2 : 256;
            L_ctxs = xrealloc(L_ctxs, L_capctxs * sizeof *L_ctxs);
        }
        L_nctxs++;
    }
    L_ctxs[id - 1] = c;
    /* the next line is numbered as if this one were not there */
    L_next_line = L_cur_line;
    L_need_new_line = true;
    return true;
}

/* `#@join COL:LINE:PHYSCOL...` (clrx-cpp, before a continued line): from
 * column COL of the next line on, the text is physical line LINE from its
 * column PHYSCOL.  The COLs increase from 1.  The map line itself takes no
 * line number. */
static bool lex_join_map(const char *text, size_t len)
{
    MarkScan m = mk_line(text, len, 6);
    L_npend = 0;
    bool ok = true;
    for (;;) {
        mk_blanks(&m);
        if (m.p == m.end)
            break;
        uint32_t col, line, pcol;
        if (!mk_number(&m, &col) || m.p == m.end || *m.p++ != ':' ||
            !mk_number(&m, &line) || m.p == m.end || *m.p++ != ':' ||
            !mk_number(&m, &pcol) || (m.p != m.end && *m.p != ' ' && *m.p != '\t') ||
            col == 0 || pcol == 0 || pcol > AS_MAX_LINE ||
            (L_npend == 0 ? col != 1 : col - 1 <= L_pend[L_npend - 1].offset)) {
            ok = false;
            break;
        }
        if (L_npend == L_cappend) {
            L_cappend = L_cappend ? L_cappend * 2 : 8;
            L_pend = xrealloc(L_pend, L_cappend * sizeof *L_pend);
        }
        L_pend[L_npend++] = (LineJoin){ col - 1, line, pcol };
    }
    if (!ok || L_npend == 0) {
        L_npend = 0;
        return false;
    }
    /* the next line is numbered as if this one were not there */
    L_next_line = L_cur_line;
    L_need_new_line = true;
    return true;
}

/* `#@defsym NAME VALUE`: clrx-cpp's record of a -D option whose VALUE is not
 * a number (the rest of the line, as given). */
static void lex_defsym(const char *text, size_t len)
{
    const char *p = text + 9, *end = text + len;
    if (end > p && end[-1] == '\n')
        end--;
    while (p < end && is_ws(*p))
        p++;
    const char *name = p;
    while (p < end && !is_ws(*p))
        p++;
    size_t nlen = (size_t)(p - name);
    if (p < end)
        p++;
    char *value = xstrndup(p, (size_t)(end - p));
    if (nlen)
        as_define_notnum(L_A, name, nlen, value);
    free(value);
}

/* `#@diag L TEXT`: a message of clrx-cpp (--inline-diagnostics), shown
 * here, in the order of the text, and counted (L: E, W or N). */
static void lex_diag(const char *text, size_t len)
{
    const char *p = text + 7, *end = text + len;
    if (end > p && end[-1] == '\n')
        end--;
    while (p < end && is_ws(*p))
        p++;
    if (p == end)
        return;
    DiagLevel lvl = *p == 'E' ? DIAG_ERROR : *p == 'W' ? DIAG_WARNING : DIAG_NOTE;
    p++;
    if (p < end && *p == ' ')
        p++;
    StrBuf b = STRBUF_INIT;
    for (; p < end; p++) {
        if (*p == '\\' && p + 1 < end) {
            p++;
            sb_putc(&b, *p == 'n' ? '\n' : *p == 'r' ? '\r' : *p);
        } else
            sb_putc(&b, *p);
    }
    diag_replay(lvl, b.data ? b.data : "", b.len);
    sb_free(&b);
}

/* At the start of a physical line, before a statement's body: a line that
 * begins with `#` and is one of clrx-cpp's (a marker, `#@ctx`, `#@join`,
 * `#@defsym`, `#@diag`) is taken whole, with its newline; a malformed one
 * is a comment line.  Returns false when the line is none of these. */
static bool directive_line(void)
{
    if (peek(0) != '#')
        return false;
    int c1 = peek(1);
    if (c1 != ' ' && c1 != '\t' && c1 != '@')
        return false;
    /* the whole physical line */
    size_t n = 0;
    for (;;) {
        size_t have = avail(n + 1);
        const char *nl = have > n ? memchr(L_in.buf + L_in.pos + n, '\n', have - n) : NULL;
        if (nl) {
            n = (size_t)(nl - (L_in.buf + L_in.pos)) + 1;
            break;
        }
        if (have <= n || L_in.eof) {
            n = have;
            break;
        }
        n = have;
        if (n > AS_MAX_LINE)
            return false;           /* too long for any of them: a comment */
    }
    const char *t = L_in.buf + L_in.pos;
    enum { D_NONE, D_MARKER, D_CTX, D_JOIN, D_DEFSYM, D_DIAG } kind = D_NONE;
    if (c1 == '@') {
        if (n > 5 && memcmp(t, "#@ctx", 5) == 0 && (t[5] == ' ' || t[5] == '\t'))
            kind = D_CTX;
        else if (n > 6 && memcmp(t, "#@join", 6) == 0 && (t[6] == ' ' || t[6] == '\t'))
            kind = D_JOIN;
        else if (n > 8 && memcmp(t, "#@defsym", 8) == 0 && (t[8] == ' ' || t[8] == '\t'))
            kind = D_DEFSYM;
        else if (n > 6 && memcmp(t, "#@diag", 6) == 0 && (t[6] == ' ' || t[6] == '\t'))
            kind = D_DIAG;
    } else {
        /* "#" blanks digits blanks then `"` or `@` */
        size_t k = 1;
        while (k < n && (t[k] == ' ' || t[k] == '\t'))
            k++;
        size_t d = k;
        while (k < n && t[k] >= '0' && t[k] <= '9')
            k++;
        if (k > d && k < n && (t[k] == ' ' || t[k] == '\t')) {
            while (k < n && (t[k] == ' ' || t[k] == '\t'))
                k++;
            if (k < n && (t[k] == '"' || t[k] == '@'))
                kind = D_MARKER;
        }
    }
    if (kind == D_NONE)
        return false;
    begin_part();
    bool ok = true;
    switch (kind) {
    case D_MARKER: ok = lex_marker(t, n); break;
    case D_CTX: ok = lex_ctx_def(t, n); break;
    case D_JOIN: ok = lex_join_map(t, n); break;
    case D_DEFSYM: lex_defsym(t, n); break;
    case D_DIAG: lex_diag(t, n); break;
    default: break;
    }
    if (!ok)
        comment_line(t, n);
    L_in.pos += n;
    L_line_start = n && t[n - 1] == '\n';
    return true;
}

/* ---- statements ---- */

/* what a byte may be in names: 1 starts an identifier, 2 continues one */
static unsigned char name_class[256];

static void init_classes(void)
{
    if (name_class['a'])
        return;
    for (int c = 0; c < 256; c++) {
        bool start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
                     c == '.' || c == '$';
        bool digit = c >= '0' && c <= '9';
        name_class[c] = start ? 3 : digit ? 2 : 0;
    }
}

/* Start the argument text of a statement (the ARGS state) */
static void start_args(void)
{
    L_args_start = (uint32_t)L_line.len;
    L_state = S_ARGS;
}

/* The end of a statement: its body's action, then the statement is done. */
static void end_stmt(void)
{
    Asm *A = L_A;
    A->stmt_failed = false;
    arena_reset(A->stmt_arena);
    L_in_stmt = false;
}

/* The body of a statement: `kind` and its head, then the argument text. */
enum { B_ASSIGN, B_PSEUDO, B_WORD, B_NUMHEAD, B_GARBAGE };
static int L_body;
static uint32_t L_head_off, L_head_len;
static int L_head_po = -2;       /* a pseudo-op head's po_name_find, -2: not known */

/* the length of a (scoped) name at s[0, have): ("::")? ID ("::" ID)* */
static size_t sname_len(const char *s, size_t have)
{
#define AT(k) ((k) < have ? (int)(unsigned char)s[k] : -1)
    size_t k = 0;
    if (AT(0) == ':' && AT(1) == ':' && AT(2) >= 0 && (name_class[AT(2)] & 1))
        k = 2;
    int c = AT(k);
    if (c < 0 || !(name_class[c] & 1))
        return 0;
    for (;;) {
        k++;
        while ((c = AT(k)) >= 0 && name_class[c])
            k++;
        if (c == ':' && AT(k + 1) == ':' && AT(k + 2) >= 0 && (name_class[AT(k + 2)] & 1)) {
            k += 2;
            continue;
        }
        return k;
    }
}

/* What the head of a statement at s[0, have) is (s[0] is no blank; `have`
 * reaches the end of the physical line or of the input): a label `name:`
 * or `N:` (`take` bytes up to and with the colon), or the body of the
 * statement (`take` bytes up to where its argument text starts).  As in
 * clrxasm, blanks may come before the colon of a statement's first label
 * only (`a: b : x` is the word `b`, after the label `a`). */
enum { H_LOCAL_LABEL, H_LABEL, H_BODY };
typedef struct Head {
    int kind;
    int body;            /* H_BODY: B_* */
    size_t name, take;   /* the name's or number's length; bytes taken */
} Head;

static Head classify_head(const char *s, size_t have, bool first)
{
    Head h = { H_BODY, B_GARBAGE, 0, 0 };
    int c = AT(0);
    size_t n;
    if (c >= '0' && c <= '9') {
        n = 1;
        while ((c = AT(n)) >= '0' && c <= '9')
            n++;
        size_t k = n;
        while (first && is_ws(AT(k)))
            k++;
        h.name = n;
        if (AT(k) == ':' && AT(k + 1) != ':') {
            h.kind = H_LOCAL_LABEL;
            h.take = k + 1;
        } else {
            h.body = B_NUMHEAD;        /* a number: no statement begins so */
            h.take = n;
        }
        return h;
    }
    n = sname_len(s, have);
    if (!n)
        return h;                      /* something that cannot begin a statement */
    size_t k = n;
    while (first && is_ws(AT(k)))
        k++;
    int d = AT(k);
    h.name = n;
    if (d == ':' && AT(k + 1) != ':') {
        h.kind = H_LABEL;
        h.take = k + 1;
        return h;
    }
    while (is_ws(AT(k)))
        k++;
    d = AT(k);
    if (d == '=') {
        h.body = B_ASSIGN;
        h.take = k + 1;
    } else {
        /* (a name followed by `::` is no label: the name is the word) */
        h.body = (s[0] == '.' && n >= 2 && !memchr(s, ':', n)) ? B_PSEUDO : B_WORD;
        h.take = n;
    }
    return h;
#undef AT
}

/* The body's action: its argument text ends at offset `end` of the line
 * (the line, as the action sees it, may hold the `;` after it). */
static void run_body(size_t end)
{
    Asm *A = L_A;
    publish();
    if (A->stmt_failed)
        return;
    const char *head = A->line + L_head_off;
    const char *args = A->line + L_args_start;
    size_t args_len = end - L_args_start;
    switch (L_body) {
    case B_ASSIGN: as_assign(A, head, L_head_len, args, args_len, false, false); break;
    case B_PSEUDO:
        if (L_head_po != -2)
            as_pseudo_id(A, L_head_po, head, L_head_len, args, args_len);
        else
            as_pseudo(A, head, L_head_len, args, args_len);
        break;
    case B_WORD: as_instruction(A, head, L_head_len, args, args_len); break;
    case B_NUMHEAD: as_bad_head(A, head, true); break;
    default: as_bad_head(A, head, false); break;
    }
}

/* The rest of the physical line at the input, without its newline (all of
 * it, up to AS_MAX_LINE bytes, is made available): its length. */
static size_t line_rest(void)
{
    size_t want = 256;
    for (;;) {
        size_t have = avail(want);
        const char *nl = memchr(L_in.buf + L_in.pos, '\n', have);
        if (nl)
            return (size_t)(nl - (L_in.buf + L_in.pos));
        if (have < want || have > AS_MAX_LINE)
            return have;
        want = have * 2;
    }
}

/* A label's action; the line, as it sees it, ends after the colon. */
static void label_part(const Head *h, uint32_t off)
{
    Asm *A = L_A;
    if (A->stmt_failed)
        return;
    if (h->kind == H_LABEL)
        as_label(A, A->line + off, h->name);
    else
        as_local_label(A, A->line + off, h->name);
}

/* the head of a statement (state S_HEAD) at the input */
static void head_part(void)
{
    size_t have = line_rest();       /* (may move the buffer: first) */
    Head h = classify_head(L_in.buf + L_in.pos, have, !L_in_stmt);
    uint32_t off = (uint32_t)L_line.len;
    L_in_stmt = true;
    take(h.take);
    if (h.kind != H_BODY) {
        publish();
        label_part(&h, off);
        return;
    }
    L_head_off = off;
    L_head_len = (uint32_t)h.name;
    L_body = h.body;
    start_args();
}

/* bytes that end a run of argument text: " ' # / ; \n \ */
static unsigned char args_stop[256];
/* in a # comment: \ and \n; in a string: " \ \n; in a character literal:
 * ' \ \n; in a / * comment: * \ \n */
static unsigned char hcomm_stop[256], str_stop[256], chr_stop[256], lcomm_stop[256];

static void init_stops(void)
{
    if (args_stop['"'])
        return;
    args_stop['"'] = args_stop['\''] = args_stop['#'] = args_stop['/'] = 1;
    args_stop[';'] = args_stop['\n'] = args_stop['\\'] = 1;
    hcomm_stop['\\'] = hcomm_stop['\n'] = 1;
    str_stop['"'] = str_stop['\\'] = str_stop['\n'] = 1;
    chr_stop['\''] = chr_stop['\\'] = chr_stop['\n'] = 1;
    lcomm_stop['*'] = lcomm_stop['\\'] = lcomm_stop['\n'] = 1;
}

/* the length of a run of bytes at the input that are not in `stop` */
static size_t run_of(const unsigned char *stop)
{
    size_t k = 0;
    for (;;) {
        const char *b = L_in.buf + L_in.pos;
        size_t have = L_in.end - L_in.pos;
        while (k < have && !stop[(unsigned char)b[k]])
            k++;
        if (k < have || avail(k + 1) <= k)
            return k;
        if (k >= AS_MAX_LINE)
            return k;
    }
}

/* The end of a statement's text (`;`, newline or the end): its body runs. */
static void args_end(void)
{
    L_state = S_HEAD;
    run_body(L_line.len);
}

/* The length of the run of bytes at b that are not in args_stop (a newline
 * ends it: no bound to check). */
static size_t plain_run(const unsigned char *b)
{
    size_t n = 0;
    for (;; n += 4) {
        if (args_stop[b[n]])
            return n;
        if (args_stop[b[n + 1]])
            return n + 1;
        if (args_stop[b[n + 2]])
            return n + 2;
        if (args_stop[b[n + 3]])
            return n + 3;
    }
}

/* What the read-ahead thread finds out about a physical line (readahead.h):
 * whether fast_line takes it, and then the blanks before its first part,
 * how that part begins (classify_head for the first part of a statement)
 * and which pseudo-op it names. */
typedef struct LineInfo {
    bool plain;
    bool head;                 /* a part after the blanks: kind ... take */
    uint8_t kind, body;        /* its Head */
    int16_t po;                /* a pseudo-op's po_name_find (-1: none such, -2: no
                                  pseudo-op) */
    uint32_t blanks, name, take;
} LineInfo;

static void describe_line(const char *line, size_t len, void *info)
{
    LineInfo *li = info;
    const unsigned char *t = (const unsigned char *)line;
    li->plain = len <= AS_MAX_LINE && plain_run(t) == len;   /* (line[len] is its newline) */
    li->head = false;
    li->po = -2;
    if (!li->plain)
        return;
    size_t i = 0;
    while (i < len && is_ws(t[i]))
        i++;
    li->blanks = (uint32_t)i;
    if (i < len) {
        Head h = classify_head(line + i, len - i, true);
        li->head = true;
        li->kind = (uint8_t)h.kind;
        li->body = (uint8_t)h.body;
        li->name = (uint32_t)h.name;     /* (a line is shorter than AS_MAX_LINE) */
        li->take = (uint32_t)h.take;
        if (h.kind == H_BODY && h.body == B_PSEUDO)
            li->po = (int16_t)po_name_find(line + i + 1, h.name - 1);
    }
}

static ReadAhead *start_read_ahead(int fd, uint64_t offset, bool line_start)
{
    return ra_start(fd, offset, line_start, sizeof(LineInfo), describe_line);
}

/* A physical line that starts a logical line and has none of " ' # / ; \
 * (so no comment, string, join or second statement), whole in the buffer,
 * is read at once, in place: its parts are those the general reader would
 * make of it, without a call per part or a copy; the read-ahead thread's
 * description of it, when there is one, saves the search and the first
 * classify_head.  False when the line at the input is not such a line. */
static bool fast_line(void)
{
    LineInfo li = { .plain = false };
    size_t n;
    const void *d = L_in.ra ? ra_line(L_in.ra, L_in.base + L_in.pos, &n) : NULL;
    if (d) {
        li = *(const LineInfo *)d;
        /* the line is whole in the input: its newline is read at once */
        if (!li.plain || (L_in.end - L_in.pos < n + 1 && avail(n + 1) < n + 1))
            return false;
    }
    const unsigned char *b = (const unsigned char *)L_in.buf + L_in.pos;
    if (!d) {
        const unsigned char *nl = memchr(b, '\n', L_in.end - L_in.pos);
        if (!nl || nl - b > AS_MAX_LINE)
            return false;
        n = plain_run(b);
        if (b + n != nl)
            return false;
    }
    Asm *A = L_A;
    /* the statements see the line where it is in the input buffer, which
     * does not move before the next line is read */
    const char *t = (const char *)b;
    L_view = t;
    L_view_len = n;
    new_line();
    L_in.pos += n + 1;
    size_t i = 0;
    for (bool described = li.plain;; described = false) {
        if (described && !L_in_stmt)
            i = li.blanks;
        else
            while (i < n && is_ws(t[i]))
                i++;
        if (i == n) {
            publish();
            break;
        }
        bool from_info = described && !L_in_stmt;
        Head h = from_info ? (Head){ li.kind, li.body, li.name, li.take }
                           : classify_head(t + i, n - i, !L_in_stmt);
        L_in_stmt = true;
        if (h.kind != H_BODY) {
            publish();
            A->line_len = i + h.take;
            label_part(&h, (uint32_t)i);
            i += h.take;
            continue;
        }
        L_head_off = (uint32_t)i;
        L_head_len = (uint32_t)h.name;
        L_body = h.body;
        L_args_start = (uint32_t)(i + h.take);
        L_head_po = from_info ? li.po : -2;
        run_body(n);
        L_head_po = -2;
        break;
    }
    L_view = NULL;
    L_need_new_line = true;
    L_line_start = true;
    end_stmt();
    return true;
}

/* Read and assemble until the end of the input (or .end). */
static void scan(void)
{
    Asm *A = L_A;
    init_classes();
    init_stops();
    for (;;) {
        /* after .end, or past the error limit (the rest of the input is not
         * read, nor what of it is in the buffer already) */
        if (A->end || (g_diag.errors && diag_stopped()))
            return;
        if (L_line_start && L_state == S_HEAD && directive_line())
            continue;
        if (L_need_new_line && L_state == S_HEAD && fast_line())
            continue;
        int c = peek(0);
        if (c < 0) {
            /* the end of the input: a statement cut there still ends */
            switch (L_state) {
            case S_ARGS:
                args_end();
                break;
            case S_LCOMM: {
                SrcPos p = { A->file, L_cur_line, 0, A->ctx };
                diag_pos(DIAG_ERROR, p, "unterminated comment");
                L_state = L_comment_return;
                if (L_comment_return == S_ARGS) {
                    L_comment_return = S_HEAD;
                    args_end();
                }
                break;
            }
            case S_HCOMM:
                L_state = L_hcomm_return;
                if (L_state == S_ARGS)
                    args_end();
                break;
            case S_STR:
            case S_CHR:
                L_state = L_string_return;
                if (L_state == S_ARGS)
                    args_end();
                break;
            default:
                break;
            }
            if (L_in_stmt)
                end_stmt();
            return;
        }
        begin_part();
        L_line_start = false;
        switch (L_state) {
        case S_HEAD:
            if (is_ws(c)) {
                size_t k = 1;
                while (is_ws(peek(k)))
                    k++;
                take(k);
            } else if (c == '\\' && peek(1) == '\n') {
                join();
            } else if (c == '#') {
                blank(1);
                L_in.pos++;
                L_hcomm_return = S_HEAD;
                L_state = S_HCOMM;
            } else if (c == '/' && delim_len('*')) {
                blank_delim(delim_len('*'));
                L_comment_return = S_HEAD;
                L_state = S_LCOMM;
            } else if (c == ';') {
                take(1);
                publish();
                end_stmt();
            } else if (c == '\n') {
                L_in.pos++;
                L_need_new_line = true;
                L_line_start = true;
                publish();
                end_stmt();
            } else
                head_part();
            break;
        case S_ARGS: {
            size_t k = run_of(args_stop);
            if (k) {
                take(k);
                break;
            }
            if (c == '"' || c == '\'') {
                take(1);
                L_string_return = S_ARGS;
                L_state = c == '"' ? S_STR : S_CHR;
            } else if (c == '/') {
                size_t d = delim_len('*');
                if (d) {
                    blank_delim(d);
                    L_comment_return = S_ARGS;
                    L_state = S_LCOMM;
                } else
                    take(1);
            } else if (c == '#') {
                blank(1);
                L_in.pos++;
                L_hcomm_return = S_ARGS;
                L_state = S_HCOMM;
            } else if (c == '\\') {
                if (peek(1) == '\n')
                    join();
                else
                    take(1);
            } else if (c == ';') {
                /* the statement's text ends before the `;` */
                L_state = S_HEAD;
                size_t end = L_line.len;
                take(1);
                run_body(end);
                end_stmt();
            } else {                   /* newline */
                args_end();
                L_in.pos++;
                L_need_new_line = true;
                L_line_start = true;
                end_stmt();
            }
            break;
        }
        case S_STR:
        case S_CHR: {
            const int q = L_state == S_STR ? '"' : '\'';
            size_t k = run_of(L_state == S_STR ? str_stop : chr_stop);
            if (k) {
                take(k);
                break;
            }
            if (c == '\\') {
                int d = peek(1);
                if (d == '\n')
                    join();
                else
                    take(d < 0 ? 1 : 2);
            } else if (c == q) {
                take(1);
                L_state = L_string_return;
            } else               /* newline: unterminated, the statement ends here */
                L_state = L_string_return;
            break;
        }
        case S_HCOMM: {
            size_t k = run_of(hcomm_stop);
            if (k) {
                blank(k);
                L_in.pos += k;
                break;
            }
            if (c == '\\') {
                if (peek(1) == '\n')
                    join();
                else {
                    blank(1);
                    L_in.pos++;
                }
            } else                     /* newline: it ends the statement */
                L_state = L_hcomm_return;
            break;
        }
        case S_LCOMM: {
            size_t k = run_of(lcomm_stop);
            if (k) {
                blank(k);
                L_in.pos += k;
                break;
            }
            if (c == '*') {
                size_t d = delim_len('/');
                if (d) {
                    blank_delim(d);
                    L_state = L_comment_return;
                } else {
                    blank(1);
                    L_in.pos++;
                }
            } else if (c == '\\') {
                if (peek(1) == '\n')
                    join();
                else {
                    blank(1);
                    L_in.pos++;
                }
            } else {
                /* newline: the comment goes on, but this statement ends here */
                L_in.pos++;
                L_need_new_line = true;
                L_line_start = true;
                if (L_comment_return == S_ARGS) {
                    L_comment_return = S_HEAD;
                    run_body(L_line.len);
                }
                publish();
                end_stmt();
            }
            break;
        }
        }
    }
}

/* ---- interface ---- */

static void reset_state(Asm *A, const char *file)
{
    L_A = A;
    A->file = file;
    A->ctx = NULL;
    L_next_file = NULL;
    L_next_ctx = NULL;
    L_next_line = 1;
    L_npend = 0;
    L_comment_return = S_HEAD;
    L_string_return = S_ARGS;
    L_hcomm_return = S_HEAD;
    L_in_stmt = false;
}

void lexer_start(Asm *A, FILE *in, const char *file)
{
    reset_state(A, file);
    L_stop = false;
    ra_stop(L_in.ra);
    free(L_in.own);
    L_in = (Input){ .fd = fileno(in), .path = file };
    L_state = S_HEAD;
    L_need_new_line = true;
    L_line_start = true;
    new_line();
}

void lexer_run(Asm *A)
{
    L_A = A;
    scan();
    /* (the rest of the input is not read: after .end or errors) */
    ra_stop(L_in.ra);
    L_in.ra = NULL;
}

void lexer_feed(Asm *A, const char *text, size_t len, const char *file)
{
    if (file)
        reset_state(A, file);
    L_A = A;
    Input saved = L_in;
    L_in = (Input){ .fd = -1, .buf = text, .end = len, .path = file ? file : "<stdin>" };
    L_need_new_line = true;
    L_line_start = true;
    L_state = S_HEAD;
    if (file)
        new_line();
    scan();
    L_in = saved;
}

void lexer_free(void)
{
    sb_free(&L_line);
    free(L_joins);
    L_joins = NULL;
    L_njoins = L_capjoins = 0;
    free(L_pend);
    L_pend = NULL;
    L_npend = L_cappend = 0;
    if (L_ctx_cache)
        ht_free(L_ctx_cache);
    L_ctx_cache = NULL;
    free(L_ctxs);
    L_ctxs = NULL;
    L_nctxs = L_capctxs = 0;
    ra_stop(L_in.ra);
    free(L_in.own);
    L_in = (Input){ .fd = -1 };
}
