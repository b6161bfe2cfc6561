/* reader.c - turns the bytes of a source file into statements, the way
 * clrxasm's reader does: `#` and C-style comments become blanks, a backslash
 * before a newline joins two physical lines, `;` ends a statement, quotes
 * ("...", '...') protect all of that, and every blank becomes one space.
 *
 * The reader keeps clrxasm's quirks, because they decide what the assembler
 * sees: a `#` comment that ends with a backslash swallows the next line too;
 * a string left open at the end of a line stays open on the next line; a
 * `/`-`*` comment still open at the end of the file is an error only when
 * something follows its last newline.
 */
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "cpp.h"

enum ReaderMode { RM_NORMAL, RM_LINE_COMMENT, RM_LONG_COMMENT, RM_STRING, RM_LSTRING };

/* Outside strings and comments: 1 for a byte copied as it is (not a
 * newline, `;`, `#`, `/`, `*`, a quote or a backslash), 2 for a blank
 * other than a newline (written as one space). */
#define PLAIN_RANGE(a, b) [a ... b] = 1
static const unsigned char plain_char[256] = {
    PLAIN_RANGE(0, 8), ['\t'] = 2, ['\v'] = 2, ['\f'] = 2, ['\r'] = 2, [' '] = 2,
    PLAIN_RANGE(14, 31), ['!'] = 1, PLAIN_RANGE('$', '&'),
    PLAIN_RANGE('(', ')'), PLAIN_RANGE('+', '.'), PLAIN_RANGE('0', ':'),
    PLAIN_RANGE('<', '['), PLAIN_RANGE(']', 255),
};

/* Copy the run of plain bytes (plain_char) at the start of src[0..n) to
 * dst, each blank as one space; returns its length.  dst has room for n
 * bytes.  With SSE2, 16 bytes at a time: the bytes that end the run are
 * found with compares, the blanks (9, 11, 12, 13; 10 ends the run)
 * replaced by a mask; a block is stored whole, only its plain part counts. */
static size_t plain_run(const char *src, size_t n, char *dst)
{
    size_t i = 0;
#ifdef __SSE2__
    const __m128i nl = _mm_set1_epi8('\n'), dq = _mm_set1_epi8('"'),
        hash = _mm_set1_epi8('#'), sq = _mm_set1_epi8('\''), star = _mm_set1_epi8('*'),
        slash = _mm_set1_epi8('/'), semi = _mm_set1_epi8(';'), bsl = _mm_set1_epi8('\\'),
        lo = _mm_set1_epi8(8), hi = _mm_set1_epi8(14), sp = _mm_set1_epi8(' ');
    for (; n - i >= 16; i += 16) {
        __m128i c = _mm_loadu_si128((const __m128i *)(src + i));
        __m128i stop = _mm_or_si128(
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(c, nl), _mm_cmpeq_epi8(c, dq)),
                         _mm_or_si128(_mm_cmpeq_epi8(c, hash), _mm_cmpeq_epi8(c, sq))),
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(c, star), _mm_cmpeq_epi8(c, slash)),
                         _mm_or_si128(_mm_cmpeq_epi8(c, semi), _mm_cmpeq_epi8(c, bsl))));
        /* signed compares: bytes from 128 on are negative, not blanks */
        __m128i blank = _mm_and_si128(_mm_cmpgt_epi8(c, lo), _mm_cmplt_epi8(c, hi));
        c = _mm_or_si128(_mm_andnot_si128(blank, c), _mm_and_si128(blank, sp));
        _mm_storeu_si128((__m128i *)(dst + i), c);
        unsigned m = (unsigned)_mm_movemask_epi8(stop);
        if (m)
            return i + (size_t)__builtin_ctz(m);
    }
#endif
    for (; i < n; i++) {
        unsigned k = plain_char[(unsigned char)src[i]];
        if (!k)
            break;
        dst[i] = k == 1 ? src[i] : ' ';
    }
    return i;
}

void reader_init(Reader *r, const char *buf, size_t size)
{
    memset(r, 0, sizeof *r);
    r->buf = buf;
    r->size = size;
    r->lineno = 1;
    r->mode = RM_NORMAL;
}

void reader_free(Reader *r)
{
    sb_free(&r->out);
    free(r->segs);
    r->segs = NULL;
}

static void add_seg(Reader *r, uint32_t off, uint32_t line, uint32_t col)
{
    if (r->nsegs && r->segs[r->nsegs - 1].off == off) {
        r->segs[r->nsegs - 1].line = line;
        r->segs[r->nsegs - 1].col = col;
        return;
    }
    if (r->nsegs == r->segcap) {
        r->segcap = r->segcap ? r->segcap * 2 : 8;
        r->segs = xrealloc(r->segs, r->segcap * sizeof *r->segs);
    }
    r->segs[r->nsegs++] = (LineSeg){ off, line, col };
}

static bool outside_quotes(int mode)
{
    return mode != RM_STRING && mode != RM_LSTRING;
}

static SrcPos reader_pos(const Reader *r, const char *file, const SrcCtx *ctx)
{
    SrcPos p = { file, r->lineno, (uint32_t)(r->pos - r->phys_start + 1), ctx };
    return p;
}

/* A mapped file: the pages behind the reader go back to the system in
 * steps of RELEASE_STEP (what still points there reads them again from the
 * file). */
#define RELEASE_STEP ((size_t)1 << 20)

static void release_behind(Reader *r)
{
    static size_t page;
    if (!page) {
        long p = sysconf(_SC_PAGESIZE);
        page = p > 0 ? (size_t)p : 4096;
    }
    size_t upto = r->pos & ~(page - 1);
    if (upto > r->released) {
        madvise((char *)r->buf + r->released, upto - r->released, MADV_DONTNEED);
        r->released = upto;
    }
}

bool reader_next(Reader *r, Cpp *cpp, const char *file, const SrcCtx *ctx, CppLine *out)
{
    if (r->mapped && r->pos - r->released >= RELEASE_STEP)
        release_behind(r);
    const char *buf = r->buf;
    const size_t size = r->size;
    const size_t start = r->pos;
    const int start_mode = r->mode;
    /* bs: NORMAL/comments - the last byte was a backslash;
     * STRING - the number of backslashes just before */
    unsigned bs = 0;
    bool just_quoted = false;      /* a quote opened the string right here */
    bool star = false;             /* long comment: the last byte was '*'
                                    * (not kept from one statement to the next) */
    bool prev_star = false;        /* long comment: star before a backslash */

    sb_clear(&r->out);
    sb_reserve(&r->out, 1);
    if (!r->segcap) {
        r->segcap = 8;
        r->segs = xmalloc(r->segcap * sizeof *r->segs);
    }
    r->segs[0] = (LineSeg){ 0, r->lineno, (uint32_t)(r->pos - r->phys_start + 1) };
    r->nsegs = 1;

    if (r->mode == RM_NORMAL) {
        /* the common line first: plain bytes up to a newline or `;` (the
         * loop below takes any other line from where this run stops) */
        size_t pos = r->pos, lim = size - pos > 4096 ? 4096 : size - pos;
        sb_reserve(&r->out, lim);
        char *d = r->out.data;
        size_t k = plain_run(buf + pos, lim, d);
        d[k] = '\0';
        r->out.len = k;
        pos += k;
        if (k < lim && (buf[pos] == '\n' || buf[pos] == ';')) {
            if (buf[pos++] == '\n') {
                r->lineno++;
                r->phys_start = pos;
            }
            r->pos = pos;
            goto done;
        }
        r->pos = pos;
    }

    for (;;) {
        if (r->pos >= size) {
            if (r->mode == RM_LONG_COMMENT && r->pos != start) {
                SrcPos p = reader_pos(r, file, ctx);
                diag_pos(DIAG_ERROR, p, "unterminated '/*' comment");
            }
            if (r->out.len == 0)
                return false;
            break;
        }
        if (r->out.len > CPP_MAX_LINE_LEN) {
            SrcPos p = reader_pos(r, file, ctx);
            diag_pos(DIAG_ERROR, p, "logical line longer than %u bytes", CPP_MAX_LINE_LEN);
            cpp->end_of_assembly = true;
            r->pos = size;
            r->mode = RM_NORMAL;
            return false;
        }
        char c = buf[r->pos];
        if (r->mode == RM_NORMAL) {
            if (plain_char[(unsigned char)c]) {
                /* a run of bytes that mean nothing to the reader and of
                 * blanks (each one space), taken at once, in bounded
                 * pieces (the length check above) */
                size_t lim = size - r->pos > 4096 ? 4096 : size - r->pos;
                sb_reserve(&r->out, lim);
                size_t k = plain_run(buf + r->pos, lim, r->out.data + r->out.len);
                r->out.len += k;
                r->out.data[r->out.len] = '\0';
                r->pos += k;
                bs = 0;
                continue;
            }
            if (c == '\n') {
                r->lineno++;
                r->pos++;
                r->phys_start = r->pos;
                if (bs) {
                    /* continuation: drop the backslash */
                    r->out.len--;
                    r->out.data[r->out.len] = '\0';
                    add_seg(r, (uint32_t)r->out.len, r->lineno, 1);
                    bs = 0;
                    continue;
                }
                break;
            }
            if (c == ';') {
                r->pos++;
                break;
            }
            if (cpp_space(c)) {
                sb_putc(&r->out, ' ');
                r->pos++;
                bs = 0;
                continue;
            }
            r->pos++;
            bs = (c == '\\');
            if (c == '*' && r->out.len > 0 && r->out.data[r->out.len - 1] == '/') {
                r->out.data[r->out.len - 1] = ' ';
                sb_putc(&r->out, ' ');
                r->mode = RM_LONG_COMMENT;
                star = false;
                bs = 0;
                /* a newline right after the opening ends the line like
                 * a newline inside the comment (no continuation) */
                continue;
            }
            if (c == '#') {
                r->mode = RM_LINE_COMMENT;
                bs = 0;
                continue;
            }
            sb_putc(&r->out, c);
            if (c == '"' || c == '\'') {
                r->mode = c == '"' ? RM_STRING : RM_LSTRING;
                bs = 0;
                just_quoted = true;
            }
            continue;
        }
        if (r->mode == RM_LINE_COMMENT) {
            if (c != '\n') {
                bs = (c == '\\');
                r->pos++;
                continue;
            }
            r->lineno++;
            r->pos++;
            r->phys_start = r->pos;
            if (bs) {
                add_seg(r, (uint32_t)r->out.len, r->lineno, 1);
                bs = 0;
                continue;           /* the comment goes on */
            }
            r->mode = RM_NORMAL;
            break;
        }
        if (r->mode == RM_LONG_COMMENT) {
            if (c == '/' && star) {
                r->pos++;
                sb_putc(&r->out, ' ');
                r->mode = RM_NORMAL;
                star = false;
                bs = 0;
                continue;
            }
            if (c != '\n') {
                bs = (c == '\\');
                prev_star = star;
                star = (c == '*');
                r->pos++;
                sb_putc(&r->out, ' ');
                continue;
            }
            r->lineno++;
            r->pos++;
            r->phys_start = r->pos;
            if (bs) {
                /* a joined line may still close the comment with its
                 * first '/' after a '*' that preceded the backslash */
                r->out.len--;
                r->out.data[r->out.len] = '\0';
                add_seg(r, (uint32_t)r->out.len, r->lineno, 1);
                star = prev_star;
                prev_star = false;
                bs = 0;
                continue;
            }
            break;
        }
        /* strings */
        {
            char q = r->mode == RM_STRING ? '"' : '\'';
            if (c == '\n') {
                r->lineno++;
                r->pos++;
                r->phys_start = r->pos;
                if (bs & 1) {
                    r->out.len--;
                    r->out.data[r->out.len] = '\0';
                    add_seg(r, (uint32_t)r->out.len, r->lineno, 1);
                    bs = 0;
                    just_quoted = false;
                    continue;
                }
                if (!just_quoted) {
                    SrcPos p = { file, r->lineno - 1, 0, ctx };
                    diag_pos(DIAG_WARNING, p, "unterminated string: newline inserted");
                }
                /* the string stays open on the next line (clrxasm) */
                break;
            }
            just_quoted = false;
            r->pos++;
            sb_putc(&r->out, c);
            if (c == q && !(bs & 1)) {
                r->mode = RM_NORMAL;
                bs = 0;
                continue;
            }
            bs = (c == '\\') ? bs + 1 : 0;
        }
    }
done:
    out->text = r->out.data;
    out->len = r->out.len;
    out->file = file;
    out->ctx = ctx;
    out->segs = r->segs;
    out->nsegs = (uint32_t)r->nsegs;
    out->stable = outside_quotes(start_mode) && outside_quotes(r->mode);
    return true;
}
