/* diag.c - gcc-style diagnostics: position prefix, level word, the source
 * line with a caret under the column, one note per expansion context, and
 * the -w / -Werror / error-limit policy.  Each diagnostic is formatted
 * into one buffer and written with a single fwrite, so output is never
 * interleaved and never colored.
 */
#include "diag.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

DiagState g_diag = { .progname = "clrx" };

/* a warning was suppressed by -w: drop the notes that belong to it */
static _Thread_local bool g_last_suppressed;

/* the calling thread's messages are captured here (diag_capture_begin) */
static _Thread_local DiagCapture *t_capture;

static const char *const kind_names[] = {
    [CTX_INCLUDE] = "include",
    [CTX_MACRO] = "macro",
    [CTX_REPT] = "rept",
    [CTX_IRP] = "irp",
    [CTX_IRPC] = "irpc",
    [CTX_FOR] = "for",
    [CTX_WHILE] = "while",
};

const char *srcctx_kind_name(SrcCtxKind k)
{
    if ((unsigned)k < CLRX_ARRAY_SIZE(kind_names))
        return kind_names[k];
    return "?";
}

bool srcctx_kind_parse(const char *s, size_t n, SrcCtxKind *out)
{
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(kind_names); k++) {
        if (strlen(kind_names[k]) == n && memcmp(kind_names[k], s, n) == 0) {
            *out = (SrcCtxKind)k;
            return true;
        }
    }
    return false;
}

void diag_init(const char *progname)
{
    g_diag.progname = progname ? progname : "clrx";
    g_diag.errors = 0;
    g_diag.warnings = 0;
    g_diag.no_warnings = false;
    g_diag.werror = false;
    g_diag.color = false;
    g_diag.max_errors = 0;
    g_diag.keep_going = false;
    g_diag.out = stderr;
    g_last_suppressed = false;
}

static FILE *diag_out(void)
{
    return g_diag.out ? g_diag.out : stderr;
}

static const char *prog(void)
{
    return g_diag.progname ? g_diag.progname : "clrx";
}

/* Apply -w/-Werror to a level.  Returns false when the message is dropped;
 * *tag is set to " [-Werror]" for promoted warnings. */
static bool filter_level(DiagLevel *lvl, const char **tag)
{
    *tag = "";
    if (!t_capture && g_diag.max_errors && g_diag.errors >= g_diag.max_errors) {
        g_last_suppressed = true;      /* past the limit (keep_going) */
        return false;
    }
    switch (*lvl) {
    case DIAG_NOTE:
        return !g_last_suppressed;
    case DIAG_WARNING:
        if (g_diag.no_warnings) {
            g_last_suppressed = true;
            return false;
        }
        g_last_suppressed = false;
        if (g_diag.werror) {
            *lvl = DIAG_ERROR;
            *tag = " [-Werror]";
        }
        return true;
    default:
        g_last_suppressed = false;
        return true;
    }
}

static const char *level_word(DiagLevel lvl)
{
    switch (lvl) {
    case DIAG_NOTE: return "note";
    case DIAG_WARNING: return "warning";
    case DIAG_ERROR: return "error";
    case DIAG_FATAL: return "fatal error";
    }
    return "error";
}

static void put_pos(StrBuf *b, const SrcPos *pos)
{
    sb_puts(b, pos->file ? pos->file : "<unknown>");
    if (pos->line) {
        sb_printf(b, ":%u", (unsigned)pos->line);
        if (pos->col)
            sb_printf(b, ":%u", (unsigned)pos->col);
    }
}

/* bytes of a source line shown under a message: a longer line (up to the
 * stages' line limits, megabytes) is shown around the column */
#define DIAG_MAX_SHOWN 4096u

static void put_source_line(StrBuf *b, uint32_t col, const char *text, size_t len)
{
    /* the line ends at the first newline, if the caller left one in */
    const char *nl = memchr(text, '\n', len);
    if (nl)
        len = (size_t)(nl - text);
    if (len && text[len - 1] == '\r')
        len--;
    if (len > DIAG_MAX_SHOWN) {
        size_t start = col > DIAG_MAX_SHOWN / 2 ? (size_t)col - 1 - DIAG_MAX_SHOWN / 2 : 0;
        if (start > len - DIAG_MAX_SHOWN)
            start = len - DIAG_MAX_SHOWN;
        text += start;
        len = DIAG_MAX_SHOWN;
        col = col ? (uint32_t)(col - start) : 0;
    }
    sb_append(b, text, len);
    sb_putc(b, '\n');
    if (col == 0)
        return;
    size_t upto = (size_t)col - 1;
    if (upto > len)
        upto = len;
    /* keep tabs so the caret sits under the same column in any tab width */
    for (size_t i = 0; i < upto; i++)
        sb_putc(b, text[i] == '\t' ? '\t' : ' ');
    sb_puts(b, "^\n");
}

static void put_context_notes(StrBuf *b, const SrcCtx *ctx)
{
    /* bound the walk: a context chain is acyclic by construction, but a
     * corrupted one must not hang the process */
    for (unsigned depth = 0; ctx && depth < 100000; ctx = ctx->call.ctx, depth++) {
        put_pos(b, &ctx->call);
        switch (ctx->kind) {
        case CTX_INCLUDE:
            sb_puts(b, ": note: in file included from here\n");
            continue;
        case CTX_MACRO:
            sb_printf(b, ": note: in expansion of macro '%s'", ctx->name ? ctx->name : "");
            break;
        default:
            sb_printf(b, ": note: in expansion of '.%s'", srcctx_kind_name(ctx->kind));
            break;
        }
        sb_printf(b, " from %s:%u\n", ctx->deffile ? ctx->deffile : ctx->call.file,
                  (unsigned)ctx->defline);
    }
}

/* Keeps a formatted message of a capturing thread; true when captured. */
static bool capture(DiagLevel lvl, StrBuf *b)
{
    DiagCapture *c = t_capture;
    if (!c)
        return false;
    CLRX_GROW(c->msgs, c->n, c->cap);
    c->msgs[c->n].lvl = lvl;
    c->msgs[c->n].len = b->len;
    c->n++;
    sb_append(&c->text, b->data, b->len);
    sb_free(b);
    return true;
}

void diag_capture_begin(DiagCapture *c)
{
    t_capture = c;
}

void diag_capture_end(void)
{
    t_capture = NULL;
}

void diag_capture_replay(DiagCapture *c)
{
    size_t off = 0;
    for (size_t i = 0; i < c->n; i++) {
        diag_replay(c->msgs[i].lvl, c->text.data + off, c->msgs[i].len);
        off += c->msgs[i].len;
    }
    diag_capture_discard(c);
}

DiagCapture *diag_capture_current(void)
{
    return t_capture;
}

void diag_capture_discard(DiagCapture *c)
{
    sb_free(&c->text);
    free(c->msgs);
    c->msgs = NULL;
    c->n = c->cap = 0;
}

static void emit(StrBuf *b)
{
    FILE *f = diag_out();
    fwrite(b->data, 1, b->len, f);
    fflush(f);
    sb_free(b);
}

/* Counting and stopping after an emitted diagnostic at level `lvl`. */
static void account(DiagLevel lvl)
{
    if (lvl == DIAG_WARNING) {
        g_diag.warnings++;
        return;
    }
    if (lvl == DIAG_NOTE)
        return;
    g_diag.errors++;
    if (lvl == DIAG_FATAL)
        exit(1);
    if (g_diag.max_errors && g_diag.errors == g_diag.max_errors) {
        fprintf(diag_out(), "%s: fatal error: too many errors, stopping\n", prog());
        fflush(diag_out());
        if (!g_diag.keep_going)
            exit(1);
    }
}

void diag_vat(DiagLevel lvl, SrcPos pos, const char *line_text, size_t line_len,
              const char *fmt, va_list ap)
{
    const char *tag;
    if (!filter_level(&lvl, &tag))
        return;
    StrBuf b = STRBUF_INIT;
    put_pos(&b, &pos);
    sb_printf(&b, ": %s: ", level_word(lvl));
    sb_vprintf(&b, fmt, ap);
    sb_puts(&b, tag);
    sb_putc(&b, '\n');
    if (line_text)
        put_source_line(&b, pos.col, line_text, line_len);
    put_context_notes(&b, pos.ctx);
    if (capture(lvl, &b))
        return;
    if (g_diag.sink && g_diag.sink(g_diag.sink_user, lvl, b.data, b.len)) {
        sb_free(&b);
        if (lvl >= DIAG_ERROR)
            g_diag.inlined++;
    } else
        emit(&b);
    account(lvl);
}

void diag_replay(DiagLevel lvl, const char *text, size_t len)
{
    if (t_capture) {
        /* a capture replayed inside another goes into it */
        StrBuf b = STRBUF_INIT;
        sb_append(&b, text, len);
        capture(lvl, &b);
        return;
    }
    if (g_diag.max_errors && g_diag.errors >= g_diag.max_errors)
        return;                        /* past the limit (keep_going) */
    FILE *f = diag_out();
    fwrite(text, 1, len, f);
    fflush(f);
    account(lvl);
}

void diag_at(DiagLevel lvl, SrcPos pos, const char *line_text, size_t line_len,
             const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vat(lvl, pos, line_text, line_len, fmt, ap);
    va_end(ap);
}

void diag_pos(DiagLevel lvl, SrcPos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vat(lvl, pos, NULL, 0, fmt, ap);
    va_end(ap);
}

void diag_line(const DiagLine *l, DiagLevel lvl, const char *p, const char *fmt, ...)
{
    SrcPos pos;
    const char *text;
    size_t len;
    l->locate(l->owner, p, &pos, &text, &len);
    va_list ap;
    va_start(ap, fmt);
    diag_vat(lvl, pos, text, len, fmt, ap);
    va_end(ap);
}

bool diag_stopped(void)
{
    return g_diag.max_errors && g_diag.errors >= g_diag.max_errors;
}

void diag_plain(DiagLevel lvl, const char *fmt, ...)
{
    const char *tag;
    if (!filter_level(&lvl, &tag))
        return;
    StrBuf b = STRBUF_INIT;
    sb_printf(&b, "%s: %s: ", prog(), level_word(lvl));
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    sb_puts(&b, tag);
    sb_putc(&b, '\n');
    if (capture(lvl, &b))
        return;
    emit(&b);
    account(lvl);
}

_Noreturn void diag_internal(const char *fmt, ...)
{
    FILE *f = diag_out();
    fprintf(f, "%s: internal error: ", prog());
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    va_end(ap);
    fputc('\n', f);
    fflush(f);
    abort();
}

bool diag_failed(void)
{
    return g_diag.errors != 0;
}

void diag_quote(FILE *f, const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        unsigned char c = *p;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            fprintf(f, "\\%03o", c);
        else
            fputc(c, f);
    }
}

void diag_quiet_begin(DiagQuiet *q)
{
    q->saved_out = g_diag.out;
    q->saved_sink = g_diag.sink;
    g_diag.sink = NULL;
    q->errors = g_diag.errors;
    q->warnings = g_diag.warnings;
    q->max_errors = g_diag.max_errors;
    q->buf = NULL;
    q->len = 0;
    q->sink = open_memstream(&q->buf, &q->len);
    if (q->sink)
        g_diag.out = q->sink;
    g_diag.max_errors = 0;
}

bool diag_quiet_end(DiagQuiet *q)
{
    bool failed = g_diag.errors > q->errors;
    if (q->sink)
        fclose(q->sink);
    free(q->buf);
    g_diag.out = q->saved_out;
    g_diag.sink = q->saved_sink;
    g_diag.errors = q->errors;
    g_diag.warnings = q->warnings;
    g_diag.max_errors = q->max_errors;
    return failed;
}
