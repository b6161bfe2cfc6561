/* pseudo_data.c - pseudo-ops that put bytes into sections or move the
 * location counter: integers, floats, 128-bit words, strings, .fill,
 * .skip, .incbin, the alignments, .org and the absolute section. */
#include "floatlit.h"
#include "pseudo.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The common start of a data pseudo-op: a section that takes bytes. */
static bool data_start(Asm *A, const char *place)
{
    as_init_output(A);
    if (!as_writeable(A)) {
        as_error(A, place, "writing data into a non-writeable section is illegal");
        return false;
    }
    return true;
}

static bool layout_start(Asm *A, const char *place)
{
    as_init_output(A);
    if (!as_addressable(A)) {
        as_error(A, place, "the location counter cannot change in a section without "
                 "addresses");
        return false;
    }
    return true;
}

static void put_le(uint8_t *p, uint64_t v, unsigned size)
{
    for (unsigned k = 0; k < size; k++)
        p[k] = (uint8_t)(k < 8 ? v >> (8 * k) : 0);
}

static void emit_le(Asm *A, const char *place, uint64_t v, unsigned size)
{
    uint8_t b[8];
    put_le(b, v, size);
    as_emit(A, place, b, size);
}

/* A value that is a lone integer literal (the common case in data-heavy
 * sources) is stored without building an expression. */
static bool fast_int(Args *c, uint64_t *v)
{
    const char *p = c->p;
    bool neg = false;
    if (p < c->end && (*p == '-' || *p == '+')) {
        neg = *p == '-';
        p++;
    }
    if (p >= c->end || !((*p >= '0' && *p <= '9') || *p == '\''))
        return false;
    const char *err;
    size_t n = parse_int_literal(p, (size_t)(c->end - p), v, &err);
    if (n == 0)
        return false;
    const char *q = p + n;
    while (q < c->end && args_blank(*q))
        q++;
    if (q < c->end && *q != ',')
        return false;
    if (neg)
        *v = -*v;
    c->p = q;
    return true;
}

/* .byte .short .hword .int .long .word .quad */
void po_int(Asm *A, Args *c, const char *place, int size)
{
    if (!data_start(A, place))
        return;
    if (args_at_end(c))
        return;
    do {
        if (args_empty_here(c)) {
            as_warning(A, c->p, "no expression, zero has been put");
            emit_le(A, c->p, 0, (unsigned)size);
            continue;
        }
        uint64_t v;
        const char *at = c->p;
        if (fast_int(c, &v)) {
            if (size < 8)
                as_range_warning(A, as_pos(A, at), (unsigned)size * 8, v);
            emit_le(A, at, v, (unsigned)size);
            continue;
        }
        const char *where;
        Expr *e = args_expr(c, &where);
        if (e)
            as_data_word(A, e, where, (unsigned)size);
    } while (args_next(c));
    args_end(c);
}

/* skip to the next comma after a literal that failed */
static void skip_arg(Args *c)
{
    while (c->p < c->end && *c->p != ',')
        c->p++;
}

/* .octa */
void po_octa(Asm *A, Args *c, const char *place, int size)
{
    (void)size;
    if (!data_start(A, place))
        return;
    if (args_at_end(c))
        return;
    do {
        uint64_t lo = 0, hi = 0;
        if (!args_empty_here(c)) {
            const char *lit = c->p;
            bool neg = false;
            if (*c->p == '+')
                c->p++;
            else if (*c->p == '-') {
                neg = true;
                c->p++;
            }
            const char *err;
            size_t n = u128_literal(c->p, (size_t)(c->end - c->p), &lo, &hi, &err);
            if (n == 0) {
                as_error(A, lit, "%s", err);
                lo = hi = 0;
                skip_arg(c);
            } else
                c->p += n;
            if (neg) {
                hi = ~hi + (lo == 0);
                lo = -lo;
            }
        } else
            as_warning(A, c->p, "no 128-bit literal, zero has been put");
        uint8_t b[16];
        put_le(b, lo, 8);
        put_le(b + 8, hi, 8);
        as_emit(A, place, b, 16);
    } while (args_next(c));
    args_end(c);
}

/* .half .float .single .double */
void po_float(Asm *A, Args *c, const char *place, int size)
{
    if (!data_start(A, place))
        return;
    if (args_at_end(c))
        return;
    do {
        uint64_t bits = 0;
        if (!args_empty_here(c)) {
            const char *err;
            size_t n = float_literal(c->p, (size_t)(c->end - c->p), (unsigned)size, &bits,
                                     &err);
            if (n == 0) {
                as_error(A, c->p, "%s", err);
                bits = 0;
                skip_arg(c);
            } else
                c->p += n;
        } else
            as_warning(A, c->p, "no floating-point literal, zero has been put");
        emit_le(A, place, bits, (unsigned)size);
    } while (args_next(c));
    args_end(c);
}

/* .ascii (zero=0), .asciz and .string (zero=1) */
void po_ascii(Asm *A, Args *c, const char *place, int zero)
{
    if (!data_start(A, place))
        return;
    if (args_at_end(c))
        return;
    StrBuf s = STRBUF_INIT;
    do {
        if (args_empty_here(c))
            continue;
        if (args_string(c, &s))
            as_emit(A, place, s.data ? s.data : "", s.len + (zero ? 1 : 0));
    } while (args_next(c));
    sb_free(&s);
    args_end(c);
}

/* .string16 .string32 .string64: each byte widened, with the NUL */
void po_string_n(Asm *A, Args *c, const char *place, int size)
{
    if (!data_start(A, place))
        return;
    if (args_at_end(c))
        return;
    StrBuf s = STRBUF_INIT;
    do {
        if (args_empty_here(c))
            continue;
        if (!args_string(c, &s))
            continue;
        uint8_t *d = as_reserve(A, place, (uint64_t)(s.len + 1) * (unsigned)size, 0);
        if (!d)
            continue;
        for (size_t k = 0; k <= s.len; k++)
            d[k * (unsigned)size] = k < s.len ? (uint8_t)s.data[k] : 0;
    } while (args_next(c));
    sb_free(&s);
    args_end(c);
}

/* .fill REPEAT[, [SIZE][, VALUE]] and .fillq (q=1: 64-bit values) */
void po_fill(Asm *A, Args *c, const char *place, int q)
{
    if (!data_start(A, place))
        return;
    uint64_t repeat = 0, size = 1, value = 0;
    args_skip(c);
    const char *rplace = c->p;
    bool good = args_abs(c, &repeat, true);
    if ((int64_t)repeat < 0)
        as_warning(A, rplace, "a negative repeat count has no effect");
    bool have;
    if (!args_comma(c, &have, true))
        return;
    const char *vplace = c->p;
    if (have) {
        args_skip(c);
        const char *splace = c->p;
        if (args_abs(c, &size, false)) {
            if ((int64_t)size < 0)
                as_warning(A, splace, "a negative size has no effect");
        } else
            good = false;
        if (!args_comma(c, &have, true))
            return;
        if (have) {
            args_skip(c);
            vplace = c->p;
            good &= args_abs(c, &value, false);
        }
    }
    if ((int64_t)size > 0 && (int64_t)repeat > 0 &&
        (uint64_t)INT64_MAX / size < repeat) {
        as_error(A, place, "the product of the repeat count and the size is too big");
        good = false;
    }
    unsigned bits = (unsigned)((size < 8 ? size : 8) * 8);
    if (!q && bits > 32)
        bits = 32;
    if (bits != 0 && bits < 64)
        as_range_warning(A, as_pos(A, vplace), bits, value);
    if (!good || !args_end(c))
        return;
    if ((int64_t)repeat <= 0 || (int64_t)size <= 0)
        return;
    if (!q)
        value &= 0xffffffffu;
    if (repeat > AS_MAX_SECT_SIZE || size * repeat > AS_MAX_SECT_SIZE) {
        as_error(A, place, ".fill of %llu bytes is larger than a section may be (%llu bytes)",
                 (unsigned long long)(size * repeat), (unsigned long long)AS_MAX_SECT_SIZE);
        return;
    }
    uint8_t *d = as_reserve(A, place, size * repeat, 0);
    if (!d)
        return;
    unsigned vs = size < 8 ? (unsigned)size : 8;
    if (size == 1) {
        memset(d, (int)(value & 0xff), (size_t)repeat);
        return;
    }
    for (uint64_t r = 0; r < repeat; r++, d += size)
        put_le(d, value, vs);
}

/* .skip/.space SIZE[, VALUE] */
void po_skip(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    if (!layout_start(A, place))
        return;
    uint64_t size = 1, value = 0;
    args_skip(c);
    const char *splace = c->p;
    bool good = args_abs(c, &size, false);
    if ((int64_t)size < 0)
        as_warning(A, splace, "a negative size has no effect");
    bool have;
    if (!args_comma(c, &have, true))
        return;
    const char *vplace = c->p;
    if (have) {
        args_skip(c);
        vplace = c->p;
        if (args_abs(c, &value, false))
            as_range_warning(A, as_pos(A, vplace), 8, value);
        else
            good = false;
    }
    if (!good || !args_end(c))
        return;
    if ((int64_t)size < 0)
        return;
    if (as_in_abs(A) && value != 0)
        as_warning(A, vplace, "the fill value is ignored in the absolute section");
    as_reserve(A, place, size, (uint8_t)value);
}

/* .align/.balign ALIGN[, [VALUE][, MAX]] and .p2align (p2=1) */
void po_align(Asm *A, Args *c, const char *place, int p2)
{
    if (!layout_start(A, place))
        return;
    uint64_t align = 1, value = 0, max = 0;
    args_skip(c);
    const char *aplace = c->p;
    bool good = args_abs(c, &align, true);
    if (good) {
        if (p2) {
            if (align > 63) {
                as_error(A, aplace, "the power of 2 of an alignment must be at most 63");
                good = false;
            } else
                align = (uint64_t)1 << align;
        } else if (align == 0 || (align & (align - 1)) != 0) {
            as_error(A, aplace, "the alignment is not a power of 2");
            good = false;
        }
    }
    bool have_value;
    if (!args_comma(c, &have_value, true))
        return;
    const char *vplace = c->p;
    if (have_value) {
        args_skip(c);
        vplace = c->p;
        if (args_abs(c, &value, false))
            as_range_warning(A, as_pos(A, vplace), 8, value);
        else
            good = false;
        bool have;
        if (!args_comma(c, &have, true))
            return;
        if (have)
            good &= args_abs(c, &max, false);
    }
    if (!good || !args_end(c))
        return;
    uint64_t dot = as_dot(A);
    uint64_t fill = (dot & (align - 1)) ? align - (dot & (align - 1)) : 0;
    if (max != 0 && fill > max)
        return;
    as_note_align(A, align);
    if (as_in_abs(A)) {
        if (value != 0)
            as_warning(A, vplace, "the fill value is ignored in the absolute section");
        as_reserve(A, place, fill, 0);
        return;
    }
    if (have_value || A->sects[A->cur].type != AST_CODE)
        as_reserve(A, place, fill, (uint8_t)value);
    else {
        uint8_t *d = as_reserve(A, place, fill, 0);
        if (d)
            as_fill_code(d, fill);
    }
}

/* .balignw (2) and .balignl (4): the fill value is a word */
void po_align_word(Asm *A, Args *c, const char *place, int size)
{
    if (!layout_start(A, place))
        return;
    uint64_t align = 0, value = 0, max = 0;
    args_skip(c);
    const char *aplace = c->p;
    bool good = args_abs(c, &align, true);
    if (good && align != 0 && (align & (align - 1)) != 0) {
        as_error(A, aplace, "the alignment is not a power of 2");
        good = false;
    }
    bool have_value;
    if (!args_comma(c, &have_value, true))
        return;
    const char *vplace = c->p;
    if (have_value) {
        args_skip(c);
        vplace = c->p;
        if (args_abs(c, &value, false))
            as_range_warning(A, as_pos(A, vplace), (unsigned)size * 8, value);
        else
            good = false;
        bool have;
        if (!args_comma(c, &have, true))
            return;
        if (have)
            good &= args_abs(c, &max, false);
    }
    if (!good || !args_end(c))
        return;
    if (align == 0)
        return;
    uint64_t dot = as_dot(A);
    if (dot & ((uint64_t)size - 1)) {
        as_error(A, place, "the location counter is not aligned to the word size");
        return;
    }
    uint64_t fill = (dot & (align - 1)) ? align - (dot & (align - 1)) : 0;
    if (max != 0 && fill > max)
        return;
    as_note_align(A, align);
    if (as_in_abs(A)) {
        if (value != 0)
            as_warning(A, vplace, "the fill value is ignored in the absolute section");
        as_reserve(A, place, fill, 0);
        return;
    }
    uint8_t *d = as_reserve(A, place, fill, 0);
    if (!d)
        return;
    if (have_value) {
        for (uint64_t k = 0; k + (uint64_t)size <= fill; k += (uint64_t)size)
            put_le(d + k, value, (unsigned)size);
    } else if (A->sects[A->cur].type == AST_CODE)
        as_fill_code(d, fill);
}

/* .org EXPR[, FILL] */
void po_org(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    as_init_output(A);
    args_skip(c);
    const char *vplace = c->p;
    ExprVal v;
    bool good = args_value(c, &v);
    uint64_t fill = 0;
    bool have;
    if (!args_comma(c, &have, true))
        return;
    const char *fplace = c->p;
    if (have) {
        args_skip(c);
        fplace = c->p;
        good &= args_abs(c, &fill, true);   /* (a bad value stays bad) */
    }
    as_range_warning(A, as_pos(A, fplace), 8, fill);
    if (!good || !args_end(c))
        return;
    int32_t sect = SECT_ABS;
    if (v.nterms == 1 && v.terms[0].coef == 1)
        sect = v.terms[0].base;
    else if (v.nterms != 0) {
        as_error(A, vplace, "the value of '.org' must be an address or a number");
        return;
    }
    as_set_dot(A, vplace, sect, v.value, (uint8_t)fill);
}

/* .offset/.struct EXPR: go to the absolute section at EXPR */
void po_offset(Asm *A, Args *c, const char *place, int arg)
{
    (void)place;
    (void)arg;
    as_init_output(A);
    uint64_t v = 0;
    if (!args_abs(c, &v, true) || !args_end(c))
        return;
    A->cur = SECT_ABS;
    A->abs_off = v;
}

/* .incbin "FILE"[, [OFFSET][, COUNT]] */
void po_incbin(Asm *A, Args *c, const char *place, int arg)
{
    (void)arg;
    if (!data_start(A, place))
        return;
    args_skip(c);
    const char *nplace = c->p;
    uint64_t offset = 0, count = INT64_MAX;
    StrBuf name = STRBUF_INIT;
    bool good = args_string(c, &name);
    bool have;
    if (!args_comma(c, &have, true))
        goto out;
    if (have) {
        args_skip(c);
        const char *oplace = c->p;
        if (args_abs(c, &offset, false)) {
            if ((int64_t)offset < 0) {
                as_error(A, oplace, "the offset is negative");
                good = false;
            }
        } else
            good = false;
        if (!args_comma(c, &have, true))
            goto out;
        if (have) {
            args_skip(c);
            const char *cplace = c->p;
            good &= args_abs(c, &count, false);
            if ((int64_t)count < 0) {
                as_error(A, cplace, "the byte count is negative");
                good = false;
            }
        }
    }
    if (!good || !args_end(c))
        goto out;
    if (count == 0) {
        as_warning(A, nplace, "the byte count is zero: .incbin does nothing");
        goto out;
    }
    const char *fname = name.data ? name.data : "";
    FILE *f = NULL;
    const char *special = NULL;     /* found, but a device, a FIFO ... */
    if (strlen(fname) == name.len)
        f = as_open_regular(fname, &special);
    for (size_t k = 0; !f && !special && k < A->opts->n_include_dirs &&
                       strlen(fname) == name.len; k++) {
        StrBuf path = STRBUF_INIT;
        sb_puts(&path, A->opts->include_dirs[k]);
        if (path.len && path.data[path.len - 1] != '/')
            sb_putc(&path, '/');
        sb_puts(&path, fname);
        f = as_open_regular(path.data, &special);
        sb_free(&path);
    }
    struct stat st;
    if (f && (fstat(fileno(f), &st) != 0 || S_ISDIR(st.st_mode))) {
        fclose(f);
        f = NULL;
    }
    if (!f) {
        if (special)
            as_error(A, nplace, "cannot include '%s': not a regular file", fname);
        else
            as_error(A, nplace, "binary file '%s' not found in the current directory or "
                     "the include directories", fname);
        goto out;
    }
    /* read at most what a section may hold; regular files and pipes alike */
    uint64_t skipped = 0;
    char buf[65536];
    if (S_ISREG(st.st_mode)) {
        if ((uint64_t)st.st_size < offset) {
            fclose(f);
            goto out;
        }
        if (fseeko(f, (off_t)offset, SEEK_SET) == 0)
            skipped = offset;
    }
    while (skipped < offset) {
        size_t want = offset - skipped < sizeof buf ? (size_t)(offset - skipped) : sizeof buf;
        size_t got = fread(buf, 1, want, f);
        skipped += got;
        if (got < want)
            break;
    }
    uint64_t done = 0;
    while (done < count) {
        size_t want = count - done < sizeof buf ? (size_t)(count - done) : sizeof buf;
        size_t got = fread(buf, 1, want, f);
        if (got) {
            if (A->sects[A->cur].size + got > AS_MAX_SECT_SIZE) {
                as_error(A, place, "section '%s' would grow beyond %llu bytes",
                         as_sect_name(A, A->cur), (unsigned long long)AS_MAX_SECT_SIZE);
                break;
            }
            as_emit(A, place, buf, got);
        }
        done += got;
        if (got < want)
            break;
    }
    if (ferror(f))
        as_error(A, nplace, "cannot read '%s': %s", fname, strerror(errno));
    fclose(f);
out:
    sb_free(&name);
}
