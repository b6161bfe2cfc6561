/* stmt.c - the statement loop of clrx-cpp and the table of pseudo-ops.
 *
 * Each statement is handled as clrxasm handles it: leading labels are
 * defined, `name = expr` is an assignment, a word starting with `.` is
 * looked up among the pseudo-ops, anything else is a macro call if such a
 * macro exists (macros hide instructions), else an instruction.  The
 * preprocessing pseudo-ops are run and disappear; every other statement is
 * written to the output, after what it changes (symbols, scopes, target)
 * has been noted for later conditions.
 */
#include <inttypes.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "cpp.h"
#include "pseudoop.h"

/* ------------------------------------------------------------------ */
/* the pseudo-op table: the CPP column of libcommon/pseudoops.def       */

typedef enum Op {
    OP_PASS, OP_IF, OP_ELSE, OP_ENDIF,
    OP_MACRO, OP_ENDM, OP_EXITM, OP_PURGEM,
    OP_REPT, OP_IRP, OP_IRPC, OP_FOR, OP_WHILE, OP_ENDR,
    OP_INCLUDE, OP_INCBIN,
    OP_ALTMACRO, OP_NOALTMACRO, OP_MACROCASE, OP_NOMACROCASE,
    OP_END, OP_ABORT, OP_ERR, OP_ERROR, OP_FAIL,
    OP_SET, OP_UNDEF, OP_ENUM, OP_GET,
    OP_SCOPE, OP_ENDS, OP_USING, OP_UNUSING,
    OP_GPU, OP_ARCH, OP_FORMAT, OP_FMT, OP_BITS, OP_POLICY,
    OP_STRUCT, OP_SKIP, OP_ORG, OP_SYMBIND, OP_SIZE, OP_SECTION,
    OP_FMTOP,                  /* a pseudo-op of a binary format */
    OP_GETVER, OP_SETVER       /* .get_*_version / .*_version of a format */
} Op;

/* the argument of OP_GETVER and OP_SETVER: which version (cpp.h VerKind) */
enum { VER_DRIVER = VK_DRIVER, VER_LLVM = VK_LLVM, VER_BINDRIVER = VK_BINDRIVER,
       VER_INFO = VK_INFO };

#define IFARG(kind, neg, elseif) ((unsigned char)((kind) | ((neg) << 5) | ((elseif) << 6)))

typedef struct CppPseudo {
    unsigned char op;          /* Op */
    unsigned char arg;
    bool init;                 /* clrxasm sets the output format up here */
} CppPseudo;

static const CppPseudo cpp_rows[PO_ROW_COUNT] = {
#define PO_ROW(id, fmts, op, arg, init, as_fn, as_arg) { op, arg, init },
#include "pseudoops-tab.h"
#undef PO_ROW
};

/* A name with no row in the current format: written out, and the format
 * is set up (the assembler reports the statement). */
static const CppPseudo other_format_op = { OP_FMTOP, 0, true };

bool is_pseudo_op_name(const char *name, size_t len)
{
    return len >= 2 && name[0] == '.' && po_name_find(name + 1, len - 1) >= 0;
}

/* ------------------------------------------------------------------ */
/* names                                                               */

#define CC_LETTERS(a, b) [a ... b] = CC_ALPHA | CC_NAME_START | CC_NAME
const unsigned char cpp_ctype[256] = {
    [' '] = CC_SPACE, ['\t' ... '\r'] = CC_SPACE,
    ['0' ... '9'] = CC_DIGIT | CC_NAME,
    CC_LETTERS('a', 'z'), CC_LETTERS('A', 'Z'),
    ['_'] = CC_NAME_START | CC_NAME, ['.'] = CC_NAME_START | CC_NAME,
    ['$'] = CC_NAME_START | CC_NAME,
};

size_t scan_name(const char *p, const char *end)
{
    if (p >= end || !cpp_name_start(*p))
        return 0;
    const char *s = p + 1;
    while (s < end && cpp_name_char(*s))
        s++;
    return (size_t)(s - p);
}

size_t scoped_name(const char *p, const char *end, size_t *adv)
{
    const char *s = p, *last = p;
    while (s < end) {
        if (s + 1 < end && s[0] == ':' && s[1] == ':')
            s += 2;
        else if (s != p)
            break;
        size_t n = scan_name(s, end);
        if (!n)
            break;
        s += n;
        last = s;
    }
    *adv = (size_t)(s - p);
    return (size_t)(last - p);
}

/* the first word of a statement: a local label number or a scoped name */
static size_t label_name(const char *p, const char *end, size_t *adv)
{
    if (p < end && cpp_digit(*p)) {
        const char *s = p;
        while (s < end && cpp_digit(*s))
            s++;
        *adv = (size_t)(s - p);
        return *adv;
    }
    return scoped_name(p, end, adv);
}

const char *skip_spaces_and_labels(const char *p, const char *end)
{
    const char *stmt;
    for (;;) {
        p = skip_sp(p, end);
        stmt = p;
        while (p < end && (cpp_name_char(*p) || *p == '\\')) {
            if (*p != '\\') {
                p++;
                continue;
            }
            p++;
            if (p < end) {
                if (*p == '@')
                    p++;
                else if (*p == '(') {
                    p++;
                    if (p < end && *p == ')')
                        p++;
                }
            }
        }
        p = skip_sp(p, end);
        if (p == end || *p != ':')
            break;
        p++;
    }
    return stmt;
}

/* ------------------------------------------------------------------ */
/* positions and messages                                              */

const char *cpp_intern(Cpp *cpp, const char *s, size_t n)
{
    return strpool_intern(cpp->names, s, n);
}

SrcPos line_pos(const CppLine *l, const char *p)
{
    SrcPos pos = { l->file, 0, 0, l->ctx };
    size_t off = (p && p >= l->text && p <= l->text + l->len) ? (size_t)(p - l->text) : 0;
    const LineSeg *seg = l->nsegs ? &l->segs[0] : NULL;
    for (uint32_t k = 1; k < l->nsegs && l->segs[k].off <= off; k++)
        seg = &l->segs[k];
    if (seg) {
        pos.line = seg->line;
        pos.col = seg->col + (uint32_t)(off - seg->off);
    }
    return pos;
}

SrcPos cpp_pos(const Cpp *cpp, const char *p)
{
    return line_pos(&cpp->line, p);
}

bool cpp_account(Cpp *cpp, const CppLine *l)
{
    cpp->expanded_lines++;
    cpp->expanded_bytes += l->len + 1;
    if (cpp->expanded_lines <= CPP_MAX_EXPANDED_LINES &&
        cpp->expanded_bytes <= CPP_MAX_EXPANDED_BYTES)
        return true;
    SrcPos pos = line_pos(l, l->text);
    if (cpp->expanded_lines > CPP_MAX_EXPANDED_LINES)
        diag_pos(DIAG_ERROR, pos, "macro and repetition expansions make more than %llu "
                 "lines (is a repetition or recursion endless?)",
                 (unsigned long long)CPP_MAX_EXPANDED_LINES);
    else
        diag_pos(DIAG_ERROR, pos, "macro and repetition expansions make more than %llu "
                 "bytes", (unsigned long long)CPP_MAX_EXPANDED_BYTES);
    cpp->fatal = true;
    return false;
}

/* The statement text is shown with a caret when it is the whole physical
 * line. */
static void shown_line(const Cpp *cpp, const char **text, size_t *len)
{
    const CppLine *l = &cpp->line;
    if (l->nsegs == 1 && l->segs[0].col == 1 && l->text) {
        *text = l->text;
        *len = l->len;
    } else {
        *text = NULL;
        *len = 0;
    }
}

/* DiagLine's locator (cpp_error, cpp_warning) */
static void locate(const void *owner, const char *p, SrcPos *pos, const char **text,
                   size_t *len)
{
    const Cpp *cpp = owner;
    *pos = cpp_pos(cpp, p);
    shown_line(cpp, text, len);
}

/* ------------------------------------------------------------------ */
/* operands                                                            */

ExprSrc cpp_expr_src(const Cpp *cpp, const char *p, const char *end, unsigned flags)
{
    ExprSrc s;
    memset(&s, 0, sizeof s);
    s.text = p;
    s.len = (size_t)(end - p);
    s.pos = cpp_pos(cpp, p);
    shown_line(cpp, &s.line, &s.line_len);
    s.flags = flags;
    return s;
}

long cpp_parse(Cpp *cpp, const ExprSrc *src, Expr **out, bool keep)
{
    if (keep)
        return expr_parse(&cpp->ectx, src, out);
    if (!cpp->scratch)
        cpp->scratch = arena_new();
    cpp->scratch_uses++;
    cpp->ectx.arena = cpp->scratch;
    long r = expr_parse(&cpp->ectx, src, out);
    cpp->ectx.arena = cpp->exprs;
    return r;
}

/* A value that depends on labels or `.`: the first time, the first pass
 * stops and the preprocessing starts again with a shadow assembler
 * (cpp_run); then the assembler evaluates it where it stands. */
ValStatus cpp_shadow_value(Cpp *cpp, const ExprSrc *src, int64_t *value, const char *what)
{
    if (!cpp->shadow) {
        /* the first pass ends here: nothing more is written */
        cpp->restart = true;
        output_stop(cpp->out);
        return VAL_ERROR;
    }
    output_sync(cpp->out);
    long used;
    char undef[512];
    switch (shadow_eval(cpp->shadow, src, &used, value, undef, sizeof undef)) {
    case SHADOW_OK:
        return VAL_OK;
    case SHADOW_NOT_ABS:
        diag_pos(DIAG_ERROR, src->pos, "the %s must be an absolute value", what);
        return VAL_ERROR;
    case SHADOW_UNDEFINED:
        diag_pos(DIAG_ERROR, src->pos, "undefined symbol '%s' in the %s", undef, what);
        return VAL_ERROR;
    default:
        return VAL_ERROR;
    }
}

static ValStatus eval_now(Cpp *cpp, const char **pp, const char *end, int64_t *value,
                          bool required, const char *what, bool report_unknown)
{
    const char *p = skip_sp(*pp, end);
    ExprSrc src = cpp_expr_src(cpp, p, end,
                               EXPR_PARSE_NO_CREATE | (required ? 0 : EXPR_PARSE_ALLOW_EMPTY));
    Expr *e = NULL;
    long used = cpp_parse(cpp, &src, &e, false);
    if (used < 0) {
        *pp = end;
        return VAL_ERROR;
    }
    if (!e) {
        *pp = p;
        return VAL_EMPTY;
    }
    *pp = p + used;
    ExprVal v;
    Symbol *undef = NULL;
    switch (expr_eval(&cpp->ectx, e, &v, &undef)) {
    case EXPR_OK:
        if (!exprval_is_abs(&v)) {
            diag_pos(DIAG_ERROR, expr_pos(e), "the %s must be an absolute value", what);
            return VAL_ERROR;
        }
        *value = (int64_t)v.value;
        return VAL_OK;
    case EXPR_UNDEFINED: {
        char buf[512];
        diag_pos(DIAG_ERROR, expr_pos(e), "undefined symbol '%s' in the %s",
                 undef ? symbol_qualname(undef, buf, sizeof buf) : "?", what);
        return VAL_ERROR;
    }
    case EXPR_UNKNOWN:
        if (!report_unknown)
            return VAL_UNKNOWN;
        return cpp_shadow_value(cpp, &src, value, what);
    default:
        return VAL_ERROR;
    }
}

ValStatus cpp_abs_value(Cpp *cpp, const char **pp, const char *end, int64_t *value,
                        bool required, const char *what)
{
    return eval_now(cpp, pp, end, value, required, what, true);
}

ValStatus cpp_try_value(Cpp *cpp, const char **pp, const char *end, int64_t *value)
{
    return eval_now(cpp, pp, end, value, true, "value", false);
}

bool cpp_parse_string(Cpp *cpp, const char **pp, const char *end, StrBuf *out)
{
    const char *p = skip_sp(*pp, end);
    sb_clear(out);
    sb_reserve(out, 1);
    if (p == end || *p != '"') {
        cpp_error(cpp, p, "expected a string");
        while (p < end && !cpp_space(*p) && *p != ',')
            p++;
        *pp = p;
        return false;
    }
    const char *err = NULL;
    size_t n = parse_string_literal(p, (size_t)(end - p), out, &err);
    if (!n) {
        cpp_error(cpp, p, "%s", err ? err : "bad string");
        *pp = end;
        return false;
    }
    *pp = p + n;
    return true;
}

bool cpp_garbage_check(Cpp *cpp, const char *p, const char *end)
{
    p = skip_sp(p, end);
    if (p != end) {
        cpp_error(cpp, p, "garbage at the end of the line");
        return false;
    }
    return true;
}

bool cpp_required_comma(Cpp *cpp, const char **pp, const char *end)
{
    const char *p = skip_sp(*pp, end);
    if (p == end || *p != ',') {
        cpp_error(cpp, p, "expected ','");
        *pp = p;
        return false;
    }
    *pp = p + 1;
    return true;
}

bool cpp_skip_comma(Cpp *cpp, const char **pp, const char *end, bool *have)
{
    const char *p = skip_sp(*pp, end);
    *pp = p;
    *have = false;
    if (p == end)
        return true;
    if (*p != ',') {
        cpp_error(cpp, p, "expected ','");
        return false;
    }
    *pp = p + 1;
    *have = true;
    return true;
}

/* ------------------------------------------------------------------ */
/* writing statements                                                  */

/* Would clrxasm read this text back as exactly one statement?  (A value
 * substituted from a quoted macro argument can bring in ';', '#' ...) */
const char *cpp_unstable(const char *s, size_t n)
{
    /* bytes that matter below: newline ; # * " ' \ */
    static const unsigned char special[256] = {
        ['\n'] = 1, [';'] = 1, ['#'] = 1, ['*'] = 1, ['"'] = 1, ['\''] = 1, ['\\'] = 1,
    };
    char q = 0;
    unsigned bs = 0;
    for (size_t i = 0; i < n; i++) {
        if (!q) {
#ifdef __SSE2__
            /* 16 bytes at a time while they are there */
            for (; n - i >= 16; i += 16) {
                __m128i c = _mm_loadu_si128((const __m128i *)(s + i));
                __m128i m = _mm_or_si128(
                    _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('\n')),
                                              _mm_cmpeq_epi8(c, _mm_set1_epi8(';'))),
                                 _mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('#')),
                                              _mm_cmpeq_epi8(c, _mm_set1_epi8('*')))),
                    _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('"')),
                                              _mm_cmpeq_epi8(c, _mm_set1_epi8('\''))),
                                 _mm_cmpeq_epi8(c, _mm_set1_epi8('\\'))));
                unsigned bits = (unsigned)_mm_movemask_epi8(m);
                if (bits) {
                    i += (size_t)__builtin_ctz(bits);
                    break;
                }
            }
#endif
            while (i < n && !special[(unsigned char)s[i]])
                i++;
            if (i == n)
                break;
        }
        char c = s[i];
        if (c == '\n')
            return "a newline";
        if (q) {
            if (c == q && !(bs & 1))
                q = 0;
            bs = c == '\\' ? bs + 1 : 0;
            continue;
        }
        if (c == ';')
            return "';'";
        if (c == '#')
            return "'#'";
        if (c == '*' && i > 0 && s[i - 1] == '/')
            return "'/*'";
        if (c == '"' || c == '\'') {
            q = c;
            bs = 0;
        }
    }
    if (q)
        return "an unterminated string";
    if (n && s[n - 1] == '\\')
        return "a backslash at its end";
    return NULL;
}

/* Write [from, to) of the current statement: from is where the statement
 * starts (its first non-blank, labels included), to its end or the end of
 * its labels, so both lie outside quotes (CppLine.stable). */
static void write_text(Cpp *cpp, const char *from, const char *to)
{
    while (from < to && *from == ' ')
        from++;
    while (to > from && cpp_space(to[-1]))
        to--;
    if (from == to)
        return;
    const CppLine *l = &cpp->line;
    const char *why = l->stable && to[-1] != '\\' ? NULL
                                                   : cpp_unstable(from, (size_t)(to - from));
    if (why) {
        if (why[0] == 'a' && why[1] == 'n')
            cpp_error(cpp, from, "unterminated string");
        else
            cpp_error(cpp, from, "after expansion this statement contains %s outside "
                      "quotes, which the assembler would read differently", why);
        return;
    }
    /* indent the text to its column, so that the assembler's columns are the
     * source's (a statement after `;`, an indented line) */
    if (l->nsegs == 1 && l->text && from >= l->text && to <= l->text + l->len) {
        /* one physical line (cpp_pos's result, without a join map) */
        uint32_t col = l->segs[0].col + (uint32_t)(from - l->text);
        output_text(cpp->out, col > 1 && col <= CPP_MAX_INDENT ? col - 1 : 0, from,
                    (size_t)(to - from), l->file, l->segs[0].line, l->ctx, NULL, 0);
        return;
    }
    SrcPos pos = cpp_pos(cpp, from);
    /* the physical lines of the text, for the join map of a continued line */
    uint32_t a = 0, e = 0;
    uint32_t k = 0, n = 0;
    if (!l->text || from < l->text || to > l->text + l->len)
        n = 0;                         /* not the current line: no map */
    else {
        a = (uint32_t)(from - l->text);
        e = (uint32_t)(to - l->text);
        n = l->nsegs ? 1 : 0;
    }
    while (n && k + 1 < l->nsegs && l->segs[k + 1].off <= a)
        k++;
    for (uint32_t j = k + 1; n && j < l->nsegs && l->segs[j].off < e; j++)
        n++;
    LineSeg one[4] = { { 0, 0, 0 } }, *segs = n <= 4 ? one : xmalloc(n * sizeof *segs);
    for (uint32_t j = 0; j < n; j++) {
        const LineSeg *sg = &l->segs[k + j];
        segs[j] = j == 0 ? (LineSeg){ 0, pos.line, pos.col }
                         : (LineSeg){ sg->off - a, sg->line, sg->col };
    }
    uint32_t indent = pos.col > 1 && pos.col <= CPP_MAX_INDENT && n <= 1 ? pos.col - 1 : 0;
    output_text(cpp->out, indent, from, (size_t)(to - from), pos.file, pos.line, pos.ctx,
                segs, n);
    if (segs != one)
        free(segs);
}

/* ------------------------------------------------------------------ */
/* the statement loop                                                  */

static void leave_abs_tracking(Cpp *cpp)
{
    if (cpp->in_abs)
        cpp->dot_known = false;
}

static void do_error_op(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    if (p == end) {
        cpp_error(cpp, stmt, "'.error' encountered");
        return;
    }
    StrBuf s = STRBUF_INIT;
    if (cpp_parse_string(cpp, &p, end, &s) && cpp_garbage_check(cpp, p, end))
        cpp_error(cpp, stmt, "%.*s", (int)s.len, s.data ? s.data : "");
    sb_free(&s);
}

/* The target pseudo-ops are written out and the assembler checks them, with
 * the same messages: here only a good one changes the tracked target, and
 * nothing is reported (an error here would stop the pipeline before the
 * assembler reports the later errors of the source). */
#define QUIETLY(call)                       \
    {                                       \
        DiagQuiet q_;                       \
        diag_quiet_begin(&q_);              \
        call                                \
        diag_quiet_end(&q_);                \
    }

/* A statement that is written out, after noting what it changes for later
 * conditions (true), or that is not to be written (false: .fail with a
 * small value reports here); -1 when the pseudo-op is a directive. */
static int track_statement(Cpp *cpp, const CppPseudo *op, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    switch ((Op)op->op) {
    case OP_PASS:
        if (op->init)
            leave_abs_tracking(cpp);
        return 1;
    case OP_FMTOP:
        cpp->in_abs = false;
        cpp->dot_known = false;
        return 1;
    case OP_GETVER:
    case OP_SETVER:
        cpp->in_abs = false;
        cpp->dot_known = false;
        if (op->arg == VER_INFO)
            track_driver_info(cpp, p);
        else
            track_version(cpp, p, op->op == OP_SETVER, (VerKind)op->arg);
        return 1;
    case OP_SECTION:
        cpp->in_abs = false;
        cpp->dot_known = false;
        return 1;
    case OP_SET:
        track_set(cpp, p, op->arg == 0, op->arg == 2);
        return 1;
    case OP_UNDEF:
        track_undef(cpp, p);
        return 1;
    case OP_ENUM:
        track_enum(cpp, p);
        return 1;
    case OP_GET:
        track_get(cpp, p, (GetKind)op->arg);
        return 1;
    case OP_SCOPE:
        track_scope(cpp, stmt, p);
        return 1;
    case OP_ENDS:
        track_ends(cpp, stmt, p);
        return 1;
    case OP_USING:
        track_using(cpp, p, true);
        return 1;
    case OP_UNUSING:
        track_using(cpp, p, false);
        return 1;
    case OP_GPU:
        QUIETLY(track_gpu(cpp, p);)
        return 1;
    case OP_ARCH:
        QUIETLY(track_arch(cpp, p);)
        return 1;
    case OP_FORMAT:
        QUIETLY(track_format(cpp, p);)
        return 1;
    case OP_FMT:
        QUIETLY(track_format_op(cpp, p, op->arg);)
        return 1;
    case OP_BITS:
        QUIETLY(track_bitness(cpp, p, op->arg != 0);)
        return 1;
    case OP_POLICY:
        QUIETLY(track_policy(cpp, p);)
        return 1;
    case OP_STRUCT:
        track_struct(cpp, p);
        return 1;
    case OP_SKIP:
        track_skip(cpp, p);
        return 1;
    case OP_ORG:
        track_org(cpp, p);
        return 1;
    case OP_SYMBIND:
        track_symbols(cpp, p);
        return 1;
    case OP_SIZE:
        track_size(cpp, p);
        return 1;
    case OP_FAIL: {
        int64_t v;
        const char *q = p;
        ValStatus st = cpp_try_value(cpp, &q, end, &v);
        if (st == VAL_OK && cpp_garbage_check(cpp, q, end) && v < 500) {
            cpp_error(cpp, stmt, "'.fail %" PRId64 "' encountered", v);
            return 0;
        }
        return st != VAL_ERROR;
    }
    default:
        break;
    }

    return -1;
}

/* A directive of clrx-cpp: it runs here and disappears from the output. */
static void run_directive(Cpp *cpp, const CppPseudo *op, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    switch ((Op)op->op) {
    case OP_IF:
        do_if(cpp, stmt, p, (CondKind)(op->arg & 31), (op->arg >> 5) & 1,
              (op->arg >> 6) & 1);
        break;
    case OP_ELSE:
        do_else(cpp, stmt, p);
        break;
    case OP_ENDIF:
        do_endif(cpp, stmt, p);
        break;
    case OP_MACRO:
        do_macro(cpp, stmt, p);
        break;
    case OP_ENDM:
        do_endm(cpp, stmt, p);
        break;
    case OP_EXITM:
        do_exitm(cpp, stmt, p);
        break;
    case OP_PURGEM:
        do_purgem(cpp, p);
        break;
    case OP_REPT:
        do_rept(cpp, stmt, p);
        break;
    case OP_IRP:
        do_irp(cpp, stmt, p, false);
        break;
    case OP_IRPC:
        do_irp(cpp, stmt, p, true);
        break;
    case OP_FOR:
        do_for(cpp, stmt, p);
        break;
    case OP_WHILE:
        do_while(cpp, stmt, p);
        break;
    case OP_ENDR:
        do_endr(cpp, stmt, p);
        break;
    case OP_INCLUDE:
        do_include(cpp, stmt, p);
        break;
    case OP_INCBIN:
        do_incbin(cpp, stmt, p);
        break;
    case OP_ALTMACRO:
        if (cpp_garbage_check(cpp, p, end))
            cpp->altmacro = true;
        break;
    case OP_NOALTMACRO:
        if (cpp_garbage_check(cpp, p, end))
            cpp->altmacro = false;
        break;
    case OP_MACROCASE:
        if (cpp_garbage_check(cpp, p, end))
            cpp->macrocase = true;
        break;
    case OP_NOMACROCASE:
        if (cpp_garbage_check(cpp, p, end))
            cpp->macrocase = false;
        break;
    case OP_END:
        if (cpp_garbage_check(cpp, p, end))
            cpp->end_of_assembly = true;
        break;
    case OP_ABORT:
        cpp_error(cpp, stmt, "aborted by '.abort'");
        cpp->end_of_assembly = true;
        cpp->aborted = true;
        break;
    case OP_ERR:
        cpp_error(cpp, stmt, "'.err' encountered");
        break;
    case OP_ERROR:
        do_error_op(cpp, stmt, p);
        break;
    default:
        break;
    }
}

/* Returns true when the statement is to be written out. */
static bool do_pseudo_op(Cpp *cpp, const CppPseudo *op, const char *stmt, const char *p,
                         const char *labels_from)
{
    if (op->init)
        cpp->format_init = true;
    int written = track_statement(cpp, op, stmt, p);
    if (written >= 0)
        return written != 0;
    /* labels before a directive stay */
    write_text(cpp, labels_from, stmt);
    run_directive(cpp, op, stmt, p);
    return false;
}

static void statement(Cpp *cpp)
{
    if (cpp->quiet_on && ++cpp->nstatements == cpp->quiet_until) {
        /* the second pass reaches where the first one stopped */
        diag_quiet_end(&cpp->quiet);
        cpp->quiet_on = false;
    } else if (!cpp->quiet_on)
        cpp->nstatements++;
    const char *text = cpp->line.text;
    const char *end = text + cpp->line.len;
    const char *p = skip_sp(text, end);
    if (p == end)
        return;
    const char *from = p;          /* start of what is written out */
    const char *stmt = p;
    size_t adv;
    size_t n = label_name(p, end, &adv);
    const char *q = skip_sp(p + adv, end);

    while (n && q < end && *q == ':' && !(q + 1 < end && q[1] == ':')) {
        if (!track_label(cpp, stmt, n, stmt))
            return;             /* clrxasm drops the rest of the line */
        q = skip_sp(q + 1, end);
        stmt = q;
        n = label_name(q, end, &adv);
        q = skip_sp(q + adv, end);
    }

    if (q < end && *q == '=' && !(n && cpp_digit(*stmt))) {
        const char *e = skip_sp(q + 1, end);
        if (n == 0) {
            /* clrxasm takes an empty name here; leave it to the assembler */
            write_text(cpp, from, end);
            return;
        }
        if (e == end) {
            cpp_error(cpp, e, "expected an expression to assign");
            return;
        }
        track_assign(cpp, stmt, n, stmt, e, true, false);
        write_text(cpp, from, end);
        return;
    }

    if (n >= 2 && stmt[0] == '.') {
        int id = po_name_find(stmt + 1, n - 1);
        if (id >= 0) {
            int row = po_row_find(id, cpp->target.format);
            const CppPseudo *op = row >= 0 ? &cpp_rows[row] : &other_format_op;
            if (do_pseudo_op(cpp, op, stmt, q, from))
                write_text(cpp, from, end);
            return;
        }
        int r = macro_invoke(cpp, stmt);
        if (r == 0)
            cpp_error(cpp, stmt, "'%.*s' is neither a pseudo-op nor a macro", (int)n, stmt);
        else
            write_text(cpp, from, stmt);
        return;
    }
    if (n >= 1 && cpp_digit(stmt[0])) {
        cpp_error(cpp, stmt, "a statement cannot begin with a number");
        return;
    }
    int r = macro_invoke(cpp, stmt);
    if (r != 0) {
        write_text(cpp, from, stmt);
        return;
    }
    if (n == 0 && q != end) {
        cpp_error(cpp, stmt, "garbage at the place of a statement");
        return;
    }
    /* an instruction */
    cpp->format_init = true;
    leave_abs_tracking(cpp);
    write_text(cpp, from, end);
}

/* ------------------------------------------------------------------ */
/* setup and the main loop                                             */

void cpp_init(Cpp *cpp, const CppConfig *cfg, Output *out)
{
    memset(cpp, 0, sizeof *cpp);
    cpp->dline = (DiagLine){ locate, cpp };
    cpp->cfg = cfg;
    cpp->out = out;
    cpp->perm = arena_new();
    cpp->names = strpool_new();
    cpp->macros = ht_new(64);
    cpp->target = cfg->asmopts->target;
    cpp->altmacro = cfg->asmopts->alternate_macro;
    cpp->macrocase = !cfg->asmopts->no_macro_case;
    deps_init(&cpp->deps);
    track_init(cpp);
}

void cpp_free(Cpp *cpp)
{
    shadow_free(cpp->shadow);
    cpp_free_sources(cpp);
    macros_free(cpp);
    track_free(cpp);
    free(cpp->clauses);
    deps_free(&cpp->deps);
    strpool_free(cpp->names);
    free(cpp->ctxs);
    arena_free(cpp->perm);
    memset(cpp, 0, sizeof *cpp);
}

static bool run_pass(Cpp *cpp, const char *const *inputs, size_t ninputs)
{
    cpp->inputs = inputs;
    cpp->ninputs = ninputs;
    track_defsyms(cpp);
    if (ninputs == 0)
        return false;
    cpp->next_input = 1;
    if (!open_input(cpp, inputs[0]))
        return false;
    while (!cpp->end_of_assembly && !cpp->fatal && !cpp->restart) {
        if (cpp->line_already_read) {
            cpp->line_already_read = false;
            if (!cpp->have_line)
                break;
        } else if (!cpp_read_line(cpp))
            break;
        if (cpp->scratch_uses > 4096) {
            arena_free(cpp->scratch);
            cpp->scratch = NULL;
            cpp->scratch_uses = 0;
        }
        statement(cpp);
    }
    if (cpp->restart)
        return false;
    if (!cpp->fatal && !cpp->aborted)
        report_open_clauses(cpp);
    return !diag_failed() && !cpp->fatal;
}

static void feed_shadow(void *user, const char *text, size_t len)
{
    shadow_feed(user, text, len);
}

bool cpp_run(Cpp *cpp, const char *const *inputs, size_t ninputs)
{
    bool ok = run_pass(cpp, inputs, ninputs);
    if (!cpp->restart)
        return ok;
    /* a condition or a count depends on labels or `.`: preprocess again
     * from the start, with the shadow assembler (shadow.h) assembling what
     * is written; the first pass's output and messages stand */
    const CppConfig *cfg = cpp->cfg;
    Output *out = cpp->out;
    uint64_t stopped_at = cpp->nstatements;
    cpp_free(cpp);
    cpp_init(cpp, cfg, out);
    cpp->shadow = shadow_new(cfg->asmopts);
    output_second_pass(out, feed_shadow, cpp->shadow);
    cpp->quiet_until = stopped_at;
    /* messages in the output come again with the bytes that are not
     * written again; on the standard error they are dropped until the
     * second pass reaches where the first one stopped */
    cpp->quiet_on = !cfg->inline_diags;
    if (cpp->quiet_on)
        diag_quiet_begin(&cpp->quiet);
    ok = run_pass(cpp, inputs, ninputs);
    if (cpp->quiet_on)
        diag_internal("the second pass did not reach statement %llu",
                      (unsigned long long)stopped_at);
    return ok;
}
