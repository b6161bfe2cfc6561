/* output.c - the preprocessed text: one statement per line, and a line
 * marker before each line that does not come from the line after the
 * previous one:
 *
 *     # LINE "FILE"              at the top level of FILE
 *     # LINE @N                  inside expansion context N, in its DEFFILE
 *     # LINE "FILE" @N           inside context N, in FILE (an included file)
 *
 * Each expansion context is described once, before the first marker that
 * names it (its enclosing context first), and then referred to by number:
 *
 *     #@ctx N PARENT KIND "NAME" "CALLFILE" CALLLINE CALLCOL "DEFFILE" DEFLINE
 *
 * PARENT is the number of the enclosing context (0: none); KIND is
 * srcctx_kind_name() (include, macro, rept, irp, irpc, for, while).
 * Numbers count from 1 in the order the descriptions are written.  Strings are escaped as diag_quote() does (`"`
 * and `\` with a backslash, control bytes as three octal digits).  A line
 * that holds text of more than one physical line
 * (a continued line) is preceded, after its marker if any, by a join map:
 *
 *     #@join COL:LINE:PHYSCOL...
 *
 * each entry saying that from output column COL on, the text is physical
 * line LINE of FILE from its column PHYSCOL.  Both start with `#`, a comment
 * for clrxasm, so the output stays valid clrxasm input.  docs/clrx-cpp.md
 * describes the format.
 *
 * The text is collected in a buffer and written in large blocks; a failed
 * write is reported when main commits the output (libcommon/outfile.h).
 * When a shadow assembler runs (shadow.h), every byte also goes to it (the
 * tee) before it leaves the buffer or when the preprocessor asks
 * (output_sync); on a second pass the bytes the first pass wrote are not
 * written again.
 */
#include <string.h>

#include "cpp.h"
#include "limits-clrx.h"

#define OUT_FLUSH (1u << 16)

struct Output {
    FILE *f;
    bool enabled;
    bool full;                 /* passed CLRX_MAX_SOURCE_SIZE (reported) */
    uint64_t total;            /* bytes written so far */
    bool have_prev;
    const char *pfile;
    uint32_t pline;
    const SrcCtx *pctx;
    uint32_t nctx;             /* contexts described so far */
    StrBuf buf;
    void (*tee)(void *user, const char *text, size_t len);
    void *tee_user;
    size_t teed;               /* bytes of buf the tee has had */
    uint64_t skip;             /* bytes not to write to the file (a second pass) */
    uint64_t made;             /* bytes made in this pass (written or in buf) */
    bool stopped;              /* the first pass ended: take nothing more */
};

Output *output_new(FILE *f, bool enabled)
{
    Output *o = xcalloc(1, sizeof *o);
    o->f = f;
    o->enabled = enabled && f != NULL;
    return o;
}

/* The output is clrx-as's input: it may not pass clrx-as's source limit.
 * Line markers can make it much larger than the lines themselves (a deep
 * expansion context repeated before every line of a repetition), so the
 * limit is checked on what is written. */
static void check_size(Output *o, const char *file, uint32_t line, const SrcCtx *ctx)
{
    if (o->full || o->total + o->buf.len <= CLRX_MAX_SOURCE_SIZE)
        return;
    o->full = true;
    diag_at(DIAG_ERROR, (SrcPos){ file, line, 0, ctx }, NULL, 0,
            "the preprocessed text would be larger than %llu bytes (the source limit "
            "of clrx-as)", (unsigned long long)CLRX_MAX_SOURCE_SIZE);
}

bool output_full(const Output *o)
{
    return o->full;
}

static void tee_pending(Output *o)
{
    if (o->tee && o->buf.len > o->teed) {
        o->tee(o->tee_user, o->buf.data + o->teed, o->buf.len - o->teed);
        o->teed = o->buf.len;
    }
}

static void flush(Output *o)
{
    tee_pending(o);
    o->total += o->buf.len;
    size_t off = o->skip < o->buf.len ? (size_t)o->skip : o->buf.len;
    o->skip -= off;
    if (o->buf.len > off && o->f && o->enabled)
        fwrite(o->buf.data + off, 1, o->buf.len - off, o->f);   /* errors: outfile_commit */
    o->buf.len = 0;
    o->teed = 0;
}

void output_sync(Output *o)
{
    tee_pending(o);
}

void output_stop(Output *o)
{
    o->stopped = true;
}

void output_second_pass(Output *o, void (*tee)(void *, const char *, size_t), void *user)
{
    flush(o);
    o->stopped = false;
    o->skip = o->made;          /* the same bytes come again: the file has them */
    o->made = 0;
    o->total = 0;
    o->have_prev = false;
    o->nctx = 0;                /* the contexts are described again, as before */
    o->tee = tee;
    o->tee_user = user;
}

void output_free(Output *o)
{
    flush(o);
    sb_free(&o->buf);
    free(o);
}

static void put_uint(StrBuf *b, uint32_t v)
{
    char tmp[12];
    int i = (int)sizeof tmp;
    do {
        tmp[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    sb_append(b, tmp + i, sizeof tmp - (size_t)i);
}

/* the bytes put_quoted escapes (and the terminating NUL) */
static const unsigned char quote_esc[256] = {
    [0 ... 0x1f] = 1, ['"'] = 1, ['\\'] = 1, [0x7f] = 1,
};

static void put_quoted(StrBuf *b, const char *s)
{
    sb_putc(b, '"');
    if (s) {
        const char *run = s;
        for (;; s++) {
            while (!quote_esc[(unsigned char)*s])
                s++;
            unsigned char c = (unsigned char)*s;
            if (!c)
                break;
            sb_append(b, run, (size_t)(s - run));
            run = s + 1;
            if (c == '"' || c == '\\') {
                char esc[2] = { '\\', (char)c };
                sb_append(b, esc, 2);
            } else {
                char esc[4] = { '\\', (char)('0' + (c >> 6)), (char)('0' + ((c >> 3) & 7)),
                                (char)('0' + (c & 7)) };
                sb_append(b, esc, 4);
            }
        }
        sb_append(b, run, (size_t)(s - run));
    }
    sb_putc(b, '"');
}

/* Describe context c (and those around it) unless done.  The number is
 * kept in the context (SrcCtx.id): contexts live as long as the pass, and
 * equal descriptions share one object (source.c). */
static uint32_t describe_ctx(Output *o, const SrcCtx *c)
{
    if (c->id && c->id <= o->nctx)
        return c->id;
    uint32_t parent = c->call.ctx ? describe_ctx(o, c->call.ctx) : 0;
    SrcCtx *w = (SrcCtx *)c;     /* the number is the output's, kept in the object */
    w->id = ++o->nctx;
    StrBuf *b = &o->buf;
    sb_append(b, "#@ctx ", 6);
    put_uint(b, w->id);
    sb_putc(b, ' ');
    put_uint(b, parent);
    sb_putc(b, ' ');
    sb_puts(b, srcctx_kind_name(c->kind));
    sb_putc(b, ' ');
    put_quoted(b, c->kind == CTX_MACRO ? c->name : "");
    sb_putc(b, ' ');
    put_quoted(b, c->call.file);
    sb_putc(b, ' ');
    put_uint(b, c->call.line);
    sb_putc(b, ' ');
    put_uint(b, c->call.col);
    sb_putc(b, ' ');
    put_quoted(b, c->deffile);
    sb_putc(b, ' ');
    put_uint(b, c->defline);
    sb_putc(b, '\n');
    return w->id;
}

static void write_marker(Output *o, const char *file, uint32_t line, const SrcCtx *ctx)
{
    uint32_t id = ctx ? describe_ctx(o, ctx) : 0;
    StrBuf *b = &o->buf;
    sb_append(b, "# ", 2);
    put_uint(b, line);
    if (!ctx || ctx->kind == CTX_INCLUDE || strcmp(file, ctx->deffile) != 0) {
        sb_putc(b, ' ');
        put_quoted(b, file);
    }
    if (ctx) {
        sb_append(b, " @", 2);
        put_uint(b, id);
    }
    sb_putc(b, '\n');
}

void output_join(StrBuf *b, const LineSeg *segs, uint32_t nsegs)
{
    sb_append(b, "#@join", 6);
    for (uint32_t k = 0; k < nsegs; k++) {
        sb_putc(b, ' ');
        put_uint(b, segs[k].off + 1);
        sb_putc(b, ':');
        put_uint(b, segs[k].line);
        sb_putc(b, ':');
        put_uint(b, segs[k].col);
    }
    sb_putc(b, '\n');
}

bool output_diag(void *user, DiagLevel lvl, const char *text, size_t len)
{
    Output *o = user;
    if ((!o->enabled && !o->tee) || o->full || o->stopped)
        return false;
    size_t before = o->buf.len;
    sb_puts(&o->buf, lvl >= DIAG_ERROR ? "#@diag E " : lvl == DIAG_WARNING ? "#@diag W "
                                                                            : "#@diag N ");
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (c == '\\')
            sb_append(&o->buf, "\\\\", 2);
        else if (c == '\n')
            sb_append(&o->buf, "\\n", 2);
        else if (c == '\r')
            sb_append(&o->buf, "\\r", 2);
        else
            sb_putc(&o->buf, c);
    }
    sb_putc(&o->buf, '\n');
    o->made += o->buf.len - before;
    return true;
}

void output_line(Output *o, const char *text, size_t len, const char *file,
                 uint32_t line, const SrcCtx *ctx)
{
    output_text(o, 0, text, len, file, line, ctx, NULL, 0);
}

void output_text(Output *o, uint32_t indent, const char *text, size_t len, const char *file,
                 uint32_t line, const SrcCtx *ctx, const LineSeg *segs, uint32_t nsegs)
{
    if ((!o->enabled && !o->tee) || o->full || o->stopped)
        return;
    size_t before = o->buf.len;
    while (len && text[len - 1] == ' ')
        len--;
    if (len == 0)
        indent = 0;             /* blanks only: trimmed away too */
    if (!o->have_prev || file != o->pfile || ctx != o->pctx || line != o->pline + 1)
        write_marker(o, file, line, ctx);
    /* the segments that start inside the written text */
    while (nsegs && segs[nsegs - 1].off >= len)
        nsegs--;
    if (nsegs > 1)
        output_join(&o->buf, segs, nsegs);
    StrBuf *b = &o->buf;
    sb_reserve(b, indent + len + 1 > 16 ? indent + len + 1 : 16);
    char *d = b->data + b->len;
    if (indent <= 16)
        memcpy(d, "                ", 16);    /* a fixed size: no call */
    else
        memset(d, ' ', indent);
    memcpy(d + indent, text, len);
    d[indent + len] = '\n';
    b->len += indent + len + 1;
    b->data[b->len] = '\0';
    o->have_prev = true;
    o->pfile = file;
    o->pline = line;
    o->pctx = ctx;
    o->made += o->buf.len - before;
    if (o->buf.len >= OUT_FLUSH) {
        check_size(o, file, line, ctx);
        if (o->full)
            o->buf.len = 0;
        else
            flush(o);
    }
}
