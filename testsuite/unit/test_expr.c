/* test_expr.c - unit tests of the expression language (libcommon/expr.c):
 * literals, strings, every operator with its precedence and associativity,
 * 64-bit wraparound, shifts, division by zero, syntax errors, where an
 * expression ends, relative (section) values, unknown values (clrx-cpp),
 * deep nesting, and the pending-expression API.
 *
 * Expected values: the tables marked "clrxasm 0.1.9" were produced by
 * running the reference assembler (`clrxasm -b rawcode`) on `.quad EXPR` /
 * `.ascii STRING` lines; the other expectations are computed by hand (the
 * reason is given beside each).
 */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "expr.h"
#include "symtab.h"
#include "unitmain.h"
#include "util.h"

typedef struct ValueCase {
    const char *expr;
    uint64_t value;
    int warnings;
} ValueCase;

typedef struct EndCase {
    const char *expr;
    long consumed;
} EndCase;

typedef struct StrCase {
    const char *str;
    const char *hex;    /* NULL: rejected */
} StrCase;

/* expression -> value, warnings: clrxasm 0.1.9 output for `.quad EXPR` */
static const ValueCase value_cases[] = {
    {"0", 0x0000000000000000ULL, 0},
    {"1", 0x0000000000000001ULL, 0},
    {"42", 0x000000000000002aULL, 0},
    {"1234893", 0x000000000012d7cdULL, 0},
    {"18446744073709551615", 0xffffffffffffffffULL, 0},
    {"0xffffffffffffffff", 0xffffffffffffffffULL, 0},
    {"0x0000000000000000001", 0x0000000000000001ULL, 0},
    {"0XaBcD", 0x000000000000abcdULL, 0},
    {"01777777777777777777777", 0xffffffffffffffffULL, 0},
    {"0777", 0x00000000000001ffULL, 0},
    {"00", 0x0000000000000000ULL, 0},
    {"0b1111111111111111111111111111111111111111111111111111111111111111", 0xffffffffffffffffULL, 0},
    {"0B1010", 0x000000000000000aULL, 0},
    {"'a'", 0x0000000000000061ULL, 0},
    {"'A'", 0x0000000000000041ULL, 0},
    {"' '", 0x0000000000000020ULL, 0},
    {"'#'", 0x0000000000000023ULL, 0},
    {"'\"'", 0x0000000000000022ULL, 0},
    {"'\\a'", 0x0000000000000007ULL, 0},
    {"'\\b'", 0x0000000000000008ULL, 0},
    {"'\\t'", 0x0000000000000009ULL, 0},
    {"'\\n'", 0x000000000000000aULL, 0},
    {"'\\v'", 0x000000000000000bULL, 0},
    {"'\\f'", 0x000000000000000cULL, 0},
    {"'\\r'", 0x000000000000000dULL, 0},
    {"'\\\\'", 0x000000000000005cULL, 0},
    {"'\\''", 0x0000000000000027ULL, 0},
    {"'\\\"'", 0x0000000000000022ULL, 0},
    {"'\\q'", 0x0000000000000071ULL, 0},
    {"'\\T'", 0x0000000000000054ULL, 0},
    {"'\\0'", 0x0000000000000000ULL, 0},
    {"'\\7'", 0x0000000000000007ULL, 0},
    {"'\\12'", 0x000000000000000aULL, 0},
    {"'\\123'", 0x0000000000000053ULL, 0},
    {"'\\377'", 0x00000000000000ffULL, 0},
    {"'\\xab'", 0x00000000000000abULL, 0},
    {"'\\xAB'", 0x00000000000000abULL, 0},
    {"'\\x1234'", 0x0000000000000034ULL, 0},
    {"'\\xaa9A'", 0x000000000000009aULL, 0},
    {"'\\8'", 0x0000000000000038ULL, 0},
    {"'\\e'", 0x0000000000000065ULL, 0},
    {"-3", 0xfffffffffffffffdULL, 0},
    {"+3", 0x0000000000000003ULL, 0},
    {"--3", 0x0000000000000003ULL, 0},
    {"- -3", 0x0000000000000003ULL, 0},
    {"-+-3", 0x0000000000000003ULL, 0},
    {"~0", 0xffffffffffffffffULL, 0},
    {"~5", 0xfffffffffffffffaULL, 0},
    {"!0", 0x0000000000000001ULL, 0},
    {"!5", 0x0000000000000000ULL, 0},
    {"!!5", 0x0000000000000001ULL, 0},
    {"!-1", 0x0000000000000000ULL, 0},
    {"~-1", 0x0000000000000000ULL, 0},
    {"- ~ ! 0", 0x0000000000000002ULL, 0},
    {"-~-~5", 0x0000000000000007ULL, 0},
    {"4-7+8", 0x0000000000000005ULL, 0},
    {"2*9 + 11*5", 0x0000000000000049ULL, 0},
    {"10-2-3", 0x0000000000000005ULL, 0},
    {"100/10/5", 0x0000000000000002ULL, 0},
    {"2*3%4", 0x0000000000000002ULL, 0},
    {"7/2", 0x0000000000000003ULL, 0},
    {"-7/2", 0xfffffffffffffffdULL, 0},
    {"7/-2", 0xfffffffffffffffdULL, 0},
    {"-7/-2", 0x0000000000000003ULL, 0},
    {"7%3", 0x0000000000000001ULL, 0},
    {"-7%3", 0xffffffffffffffffULL, 0},
    {"7%-3", 0x0000000000000001ULL, 0},
    {"-7%-3", 0xffffffffffffffffULL, 0},
    {"7//2", 0x0000000000000003ULL, 0},
    {"-7//2", 0x7ffffffffffffffcULL, 0},
    {"7%%3", 0x0000000000000001ULL, 0},
    {"-7%%3", 0x0000000000000000ULL, 0},
    {"(-7)//2", 0x7ffffffffffffffcULL, 0},
    {"-8//3", 0x5555555555555552ULL, 0},
    {"-8%%3", 0x0000000000000002ULL, 0},
    {"1<<0", 0x0000000000000001ULL, 0},
    {"1<<63", 0x8000000000000000ULL, 0},
    {"3<<62", 0xc000000000000000ULL, 0},
    {"0x80>>7", 0x0000000000000001ULL, 0},
    {"-1>>1", 0x7fffffffffffffffULL, 0},
    {"-1>>>1", 0xffffffffffffffffULL, 0},
    {"-16>>>2", 0xfffffffffffffffcULL, 0},
    {"-16>>2", 0x3ffffffffffffffcULL, 0},
    {"2*3<<1", 0x000000000000000cULL, 0},
    {"1<<2*3", 0x000000000000000cULL, 0},
    {"8>>1*2", 0x0000000000000008ULL, 0},
    {"16>>2>>1", 0x0000000000000002ULL, 0},
    {"1<<2<<3", 0x0000000000000020ULL, 0},
    {"5&3", 0x0000000000000001ULL, 0},
    {"5|3", 0x0000000000000007ULL, 0},
    {"5^3", 0x0000000000000006ULL, 0},
    {"5!3", 0xfffffffffffffffdULL, 0},
    {"1!0", 0xffffffffffffffffULL, 0},
    {"0!0", 0xffffffffffffffffULL, 0},
    {"5 ! -1 + 1", 0x0000000000000006ULL, 0},
    {"6&3*2", 0x0000000000000006ULL, 0},
    {"1+6^3", 0x0000000000000006ULL, 0},
    {"4-1&2", 0x0000000000000004ULL, 0},
    {"1+2&3", 0x0000000000000003ULL, 0},
    {"3 & 5 | 8", 0x0000000000000009ULL, 0},
    {"1 ^ 3 ! 0", 0xffffffffffffffffULL, 0},
    {"8 | 1 & 3", 0x0000000000000001ULL, 0},
    {"12 ^ 5 & 6", 0x0000000000000000ULL, 0},
    {"1+2*3", 0x0000000000000007ULL, 0},
    {"(1+2)*3", 0x0000000000000009ULL, 0},
    {"1 == 1", 0xffffffffffffffffULL, 0},
    {"1 == 2", 0x0000000000000000ULL, 0},
    {"1 != 2", 0xffffffffffffffffULL, 0},
    {"1 <> 1", 0x0000000000000000ULL, 0},
    {"3 <> 4", 0xffffffffffffffffULL, 0},
    {"1 < 2", 0xffffffffffffffffULL, 0},
    {"2 < 1", 0x0000000000000000ULL, 0},
    {"-1 < 0", 0xffffffffffffffffULL, 0},
    {"-1 <@ 0", 0x0000000000000000ULL, 0},
    {"0 >@ -1", 0x0000000000000000ULL, 0},
    {"5 <= 5", 0xffffffffffffffffULL, 0},
    {"5 >= 6", 0x0000000000000000ULL, 0},
    {"-3 <= -3", 0xffffffffffffffffULL, 0},
    {"1 <=@ 1", 0xffffffffffffffffULL, 0},
    {"2 >=@ 3", 0x0000000000000000ULL, 0},
    {"6 >@ 5", 0xffffffffffffffffULL, 0},
    {"-1 >=@ 0", 0xffffffffffffffffULL, 0},
    {"5 <@ -1", 0xffffffffffffffffULL, 0},
    {"5 < -1", 0x0000000000000000ULL, 0},
    {"1|2==3", 0xffffffffffffffffULL, 0},
    {"1 < 2 == -1", 0xffffffffffffffffULL, 0},
    {"1 < 2 < 3", 0xffffffffffffffffULL, 0},
    {"1 == 1 == -1", 0xffffffffffffffffULL, 0},
    {"1+2 == 3", 0xffffffffffffffffULL, 0},
    {"1 == 1&&2", 0x0000000000000001ULL, 0},
    {"5&&3", 0x0000000000000001ULL, 0},
    {"5&&0", 0x0000000000000000ULL, 0},
    {"0||0", 0x0000000000000000ULL, 0},
    {"0||7", 0x0000000000000001ULL, 0},
    {"3&&-1", 0x0000000000000001ULL, 0},
    {"1||0&&0", 0x0000000000000000ULL, 0},
    {"0||1&&0", 0x0000000000000000ULL, 0},
    {"2 && 3 || 0", 0x0000000000000001ULL, 0},
    {"0 ? 1 : 2", 0x0000000000000002ULL, 0},
    {"1 ? 1 : 2", 0x0000000000000001ULL, 0},
    {"0?1:2?3:4", 0x0000000000000003ULL, 0},
    {"0?1:0?2:3", 0x0000000000000003ULL, 0},
    {"1?2:3+4", 0x0000000000000002ULL, 0},
    {"0 ? 1 : 2 + 3", 0x0000000000000005ULL, 0},
    {"(0 ? 1 : 2) + 3", 0x0000000000000005ULL, 0},
    {"1 ? 2 ? 3 : 4 : 5", 0x0000000000000003ULL, 0},
    {"0 ? 2 ? 3 : 4 : 5", 0x0000000000000005ULL, 0},
    {"1 ? 0 ? 7 : 8 : 9", 0x0000000000000008ULL, 0},
    {"1 < 2 ? 7 : 8", 0x0000000000000007ULL, 0},
    {"1 || 0 ? 5 : 6", 0x0000000000000005ULL, 0},
    {"1 ?(2):(3)", 0x0000000000000002ULL, 0},
    {"(1 ? 2 : 3)", 0x0000000000000002ULL, 0},
    {"1 ? (2 ? 3) : 4", 0x0000000000000003ULL, 0},
    {"0 ? (2 ? 3) : 4", 0x0000000000000003ULL, 0},
    {"-2*-3", 0x0000000000000006ULL, 0},
    {"~1+1", 0xffffffffffffffffULL, 0},
    {"!1+1", 0x0000000000000001ULL, 0},
    {"-(3)", 0xfffffffffffffffdULL, 0},
    {"(1+2)*(3+4)", 0x0000000000000015ULL, 0},
    {"((((5))))", 0x0000000000000005ULL, 0},
    {"3 - -3", 0x0000000000000006ULL, 0},
    {"3--3", 0x0000000000000006ULL, 0},
    {"3+-+-3", 0x0000000000000006ULL, 0},
    {"1 ++ 2", 0x0000000000000003ULL, 0},
    {"0xffffffffffffffff+2", 0x0000000000000001ULL, 0},
    {"0x7fffffffffffffff+1", 0x8000000000000000ULL, 0},
    {"0xffffffff*0xffffffff", 0xfffffffe00000001ULL, 0},
    {"-0x8000000000000000", 0x8000000000000000ULL, 0},
    {"0x8000000000000000*2", 0x0000000000000000ULL, 0},
    {"0-1", 0xffffffffffffffffULL, 0},
    {"1+8*9", 0x0000000000000049ULL, 0},
    {"  7  *  6  ", 0x000000000000002aULL, 0},
    {"1\t+\t2", 0x0000000000000003ULL, 0},
    {"1 || 1<<64", 0x0000000000000001ULL, 1},
    {"0 ? 1<<64 : 3", 0x0000000000000003ULL, 1},
};

/* expressions clrxasm rejects */
static const char *const error_cases[] = {
    "1/0",
    "1//0",
    "1%0",
    "1%%0",
    "(1-1)/(2-2)",
    "18446744073709551616",
    "99999999999999999999",
    "0x10000000000000000",
    "02000000000000000000000",
    "0b10000000000000000000000000000000000000000000000000000000000000000",
    "0x",
    "0xg",
    "0b2",
    "'\\400'",
    "'\\777'",
    "'\\18'",
    "'\\x'",
    "'\\xg'",
    "'ab'",
    "''",
    "'",
    "'\\",
    "'\\12a'",
    "'\\0123'",
    "(1",
    "((1)",
    "()",
    "1+",
    "1+6+",
    "1+6~",
    "*1",
    "/1",
    "&1",
    "<<1",
    ">=1",
    "(1 2)",
    "1 ? 2",
    "1 ? 2 :",
    "(1 ? 2) + 3",
    "1 ? (2 : 3)",
    "1 = 2",
    "1 ~ 2",
    "(1)(2)",
    "1(+8*9",
    "1 + (2",
    "(@)",
    "(1,2)",
    "1 +* 2",
    "1 >== 2",
    "1 =< 2",
    "1 <@= 2",
    "((\"a\"))",
    "(1:2)",
    "1 ? : 2",
    "(.5)",
    "1 + 2 = 3",
    "!",
    "~",
    "-",
    "+",
    "0x + 0x",
    "0 && 1/0",
    "1 ? 2 : 1/0",
};

/* where the expression ends: the column of clrxasm's "Expected ','" error */
static const EndCase end_cases[] = {
    {"1 2", 2},
    {"1)", 1},
    {"1) + 3", 1},
    {"(1))", 3},
    {"1 : 2", 2},
    {"1 ? 2 : 3 : 4", 10},
    {"08", 1},
    {"09+1", 1},
    {"123abc", 3},
    {"1 ] 2", 2},
    {"5 @ 2", 2},
    {"1 \"x\"", 2},
    {"(2 ? 3) : 4", 8},
    {"1 ::a", 2},
    {"1.5", 1},
    {"7 '", 2},
    {"3 $", 2},
    {"2 x", 2},
};

/* string literal -> bytes (hex): clrxasm 0.1.9 output for `.ascii STRING`; NULL: rejected */
static const StrCase str_cases[] = {
    {"\"ala ma kota\"", "616c61206d61206b6f7461"},
    {"\"\\n\\t\\a\\b\\v\\f\\r\"", "0a0907080b0c0d"},
    {"\"\\101\\102\"", "4142"},
    {"\"\\1012\"", "4132"},
    {"\"\\18\"", "0138"},
    {"\"\\0\"", "00"},
    {"\"\\x41\\x4a\"", "414a"},
    {"\"\\x4142z\"", "427a"},
    {"\"\\q\\e\\8\"", "716538"},
    {"\"\\\"\\\\\\'\"", "225c27"},
    {"\"\"", ""},
    {"\"'#\"", "2723"},
    {"\"\\400\"", NULL},
    {"\"abc", NULL},
    {"\"\\x\"", NULL},
    {"\"\\xg\"", NULL},
    {"\"\\", NULL},
};

/* ------------------------------------------------------------------ */
/* fixture                                                             */

typedef struct T {
    SymTab *t;
    Arena *a;
    ExprCtx c;
    FILE *mf;
    char *msgs;
    size_t msglen;
    int32_t dot_sect;
    uint64_t dot_off;
} T;

#define PARSE_FAILED ((ExprStatus)-1)

static bool t_dot(void *user, int32_t *section, uint64_t *offset)
{
    T *x = user;
    *section = x->dot_sect;
    *offset = x->dot_off;
    return true;
}

static void t_init(T *x)
{
    memset(x, 0, sizeof *x);
    diag_init("test");
    x->mf = open_memstream(&x->msgs, &x->msglen);
    g_diag.out = x->mf;
    x->t = symtab_new();
    x->a = arena_new();
    x->c.symtab = x->t;
    x->c.arena = x->a;
    x->c.user = x;
    x->c.dot = t_dot;
    x->dot_sect = SECT_ABS;
}

static const char *t_msgs(T *x)
{
    fflush(x->mf);
    return x->msgs ? x->msgs : "";
}

static void t_done(T *x)
{
    fclose(x->mf);
    free(x->msgs);
    g_diag.out = stderr;
    expr_ctx_free(&x->c);
    symtab_free(x->t);
    arena_free(x->a);
}

static Expr *t_parse(T *x, const char *s, unsigned flags, long *consumed)
{
    ExprSrc src = {s, strlen(s), {"t.s", 1, 1, NULL}, s, strlen(s), flags};
    Expr *e = NULL;
    long n = expr_parse(&x->c, &src, &e);
    if (consumed)
        *consumed = n;
    return n < 0 ? NULL : e;
}

/* parse + eval; PARSE_FAILED when the parser rejected it */
static ExprStatus t_eval(T *x, const char *s, ExprVal *v, long *consumed)
{
    ExprVal tmp;
    Expr *e = t_parse(x, s, 0, consumed);
    if (!e)
        return PARSE_FAILED;
    return expr_eval(&x->c, e, v ? v : &tmp, NULL);
}

static Symbol *t_sym(T *x, const char *name, int32_t section, uint64_t value)
{
    Symbol *s = symtab_target(x->t, name, strlen(name));
    expr_set_symbol(&x->c, s, section, value);
    return s;
}

/* ------------------------------------------------------------------ */
/* tables from the reference                                           */

static void test_value_table(void)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(value_cases); i++) {
        const ValueCase *vc = &value_cases[i];
        T x;
        t_init(&x);
        ExprVal v;
        long n;
        ExprStatus st = t_eval(&x, vc->expr, &v, &n);
        bool ok = st == EXPR_OK && v.value == vc->value && v.nterms == 0 &&
                  n == (long)strlen(vc->expr) && g_diag.errors == 0 &&
                  g_diag.warnings == (unsigned)vc->warnings;
        if (!ok)
            fprintf(stderr, "value case <%s>: status %d value %llx consumed %ld warnings %u\n%s",
                    vc->expr, st, (unsigned long long)v.value, n, g_diag.warnings, t_msgs(&x));
        CU_ASSERT(ok);
        t_done(&x);
    }
}

static void test_error_table(void)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(error_cases); i++) {
        T x;
        t_init(&x);
        ExprStatus st = t_eval(&x, error_cases[i], NULL, NULL);
        /* "(.5)": `.5` is a symbol name; clrxasm reports it unresolved */
        bool ok = (st == PARSE_FAILED || st == EXPR_ERROR) ? g_diag.errors > 0
                                                           : st == EXPR_UNDEFINED;
        if (!ok)
            fprintf(stderr, "error case <%s> accepted (status %d)\n", error_cases[i], st);
        CU_ASSERT(ok);
        t_done(&x);
    }
}

static void test_end_table(void)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(end_cases); i++) {
        T x;
        t_init(&x);
        long n;
        Expr *e = t_parse(&x, end_cases[i].expr, 0, &n);
        bool ok = e && n == end_cases[i].consumed && g_diag.errors == 0;
        if (!ok)
            fprintf(stderr, "end case <%s>: consumed %ld, expected %ld\n%s", end_cases[i].expr,
                    n, end_cases[i].consumed, t_msgs(&x));
        CU_ASSERT(ok);
        t_done(&x);
    }
}

static void test_string_table(void)
{
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(str_cases); i++) {
        const StrCase *sc = &str_cases[i];
        StrBuf b = STRBUF_INIT;
        const char *err = NULL;
        size_t n = parse_string_literal(sc->str, strlen(sc->str), &b, &err);
        if (!sc->hex) {
            CU_ASSERT(n == 0 && err != NULL);
        } else {
            char hex[256] = "";
            for (size_t k = 0; k < b.len && 2 * k + 2 < sizeof hex; k++)
                sprintf(hex + 2 * k, "%02x", (unsigned char)b.data[k]);
            bool ok = n == strlen(sc->str) && strcmp(hex, sc->hex) == 0;
            if (!ok)
                fprintf(stderr, "string case <%s>: got %s (%zu)\n", sc->str, hex, n);
            CU_ASSERT(ok);
        }
        sb_free(&b);
    }
}

/* ------------------------------------------------------------------ */
/* hand-made cases                                                     */

static void test_int_literal(void)
{
    /* value and length by hand from the literal syntax */
    static const struct { const char *s; uint64_t v; size_t n; } ok[] = {
        {"0x1F", 31, 4}, {"'a'+1", 97, 3}, {"0b101z", 5, 5}, {"077x", 63, 3},
        {"12ab", 12, 2}, {"0", 0, 1}, {"08", 0, 1}, {"0xffffffffffffffff", UINT64_MAX, 18},
        {"'\\n'", 10, 4}, {"'\\x41'", 0x41, 6}, {"'\\101'", 0x41, 6},
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(ok); i++) {
        uint64_t v = 0;
        const char *err = "x";
        size_t n = parse_int_literal(ok[i].s, strlen(ok[i].s), &v, &err);
        CU_ASSERT(n == ok[i].n && v == ok[i].v && err == NULL);
    }
    static const char *const bad[] = {"", "x", "0x", "0xz", "0b", "0b2", "''", "'a",
                                      "18446744073709551616", "'\\400'"};
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(bad); i++) {
        uint64_t v;
        const char *err = NULL;
        CU_ASSERT(parse_int_literal(bad[i], strlen(bad[i]), &v, &err) == 0 && err != NULL);
    }
}

static void test_char_sign_extension(void)
{
    /* clrxasm 0.1.9: a raw byte 0xE9 in '...' (also after a backslash)
     * gives 0xffffffffffffffe9 */
    T x;
    t_init(&x);
    ExprVal v;
    CU_ASSERT(t_eval(&x, "'\xe9'", &v, NULL) == EXPR_OK && v.value == 0xffffffffffffffe9ULL);
    CU_ASSERT(t_eval(&x, "'\\\xe9'", &v, NULL) == EXPR_OK && v.value == 0xffffffffffffffe9ULL);
    t_done(&x);
}

static void test_int64_min_division(void)
{
    /* clrxasm crashes (SIGFPE) here; we wrap: INT64_MIN / -1 = INT64_MIN
     * (2^63 negated modulo 2^64), INT64_MIN % -1 = 0 */
    T x;
    t_init(&x);
    ExprVal v;
    CU_ASSERT(t_eval(&x, "(-0x7fffffffffffffff-1) / -1", &v, NULL) == EXPR_OK &&
              v.value == 0x8000000000000000ULL);
    CU_ASSERT(t_eval(&x, "(-0x7fffffffffffffff-1) % -1", &v, NULL) == EXPR_OK && v.value == 0);
    CU_ASSERT(t_eval(&x, "5 / -1", &v, NULL) == EXPR_OK && v.value == (uint64_t)-5);
    CU_ASSERT(t_eval(&x, "5 % -1", &v, NULL) == EXPR_OK && v.value == 0);
    CU_ASSERT(g_diag.errors == 0);
    t_done(&x);
}

static void test_error_positions(void)
{
    /* clrxasm reports division by zero at the operator (column 7 here) */
    T x;
    t_init(&x);
    CU_ASSERT(t_eval(&x, "1 + 4 / 0", NULL, NULL) == EXPR_ERROR);
    CU_ASSERT(strstr(t_msgs(&x), "t.s:1:7: error: division by zero") != NULL);
    t_done(&x);
    t_init(&x);
    CU_ASSERT(t_eval(&x, "2 + 1 << 64", NULL, NULL) == EXPR_OK);
    CU_ASSERT(strstr(t_msgs(&x), "t.s:1:7: warning:") != NULL);
    t_done(&x);
    t_init(&x);
    CU_ASSERT(t_eval(&x, "(1 + 2", NULL, NULL) == PARSE_FAILED);
    CU_ASSERT(strstr(t_msgs(&x), "t.s:1:7: error:") != NULL);
    t_done(&x);
}

static void test_end_by_hand(void)
{
    /* offsets of the character that ends the expression */
    static const EndCase cases[] = {
        {"1 , 2", 2}, {"1; 2", 1}, {"(1)", 3}, {"1 # c", 2}, {"x[3]", 1},
        {"  4  ", 5}, {"a::", 1}, {"1 ? 2 : 3", 9},
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(cases); i++) {
        T x;
        t_init(&x);
        long n;
        CU_ASSERT(t_parse(&x, cases[i].expr, 0, &n) != NULL && n == cases[i].consumed);
        t_done(&x);
    }
}

static char *repeat(const char *pre, size_t npre, const char *mid, const char *post,
                    size_t npost)
{
    size_t lp = strlen(pre), lm = strlen(mid), lq = strlen(post);
    char *s = xmalloc(lp * npre + lm + lq * npost + 1), *p = s;
    for (size_t i = 0; i < npre; i++, p += lp)
        memcpy(p, pre, lp);
    memcpy(p, mid, lm);
    p += lm;
    for (size_t i = 0; i < npost; i++, p += lq)
        memcpy(p, post, lq);
    *p = '\0';
    return s;
}

static void test_deep_nesting(void)
{
    /* nothing recurses: clrxasm 0.1.9 accepts 10000 parentheses (value 5)
     * and 100000 unary minus signs (value 5); the others by hand */
    static const struct { const char *pre; size_t n; const char *mid, *post; uint64_t v; } c[] = {
        {"(", 10000, "5", ")", 5},
        {"-", 100000, "5", "", 5},
        {"-", 100001, "5", "", (uint64_t)-5},
        {"1+", 50000, "0", "", 50000},
        {"1?", 20000, "1", ":2", 1},
        {"(1+", 20000, "1", ")", 20001},
        {"~", 30001, "0", "", UINT64_MAX},
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(c); i++) {
        T x;
        t_init(&x);
        char *s = repeat(c[i].pre, c[i].n, c[i].mid, c[i].post, c[i].post[0] ? c[i].n : 0);
        ExprVal v;
        CU_ASSERT(t_eval(&x, s, &v, NULL) == EXPR_OK && v.value == c[i].v);
        free(s);
        t_done(&x);
    }
}

static void test_relative(void)
{
    /* a = 1 and b = 2 in section 0, c = 5 in section 1; results by hand
     * from the relative-value rules (coefficients per section) */
    static const struct { const char *e; uint64_t v; int32_t sect; } ok[] = {
        {"b - a", 1, SECT_ABS}, {"a + 3", 4, 0}, {"3 + a - 1", 3, 0}, {"a - b + b", 1, 0},
        {"2*a - a", 1, 0}, {"(a << 1) - a", 1, 0}, {"a << 1 - a", 1, 0}, {"-(-a)", 1, 0},
        {"~~a", 1, 0}, {"a & -1", 1, 0}, {"-1 & a", 1, 0}, {"a | 0", 1, 0},
        {"0 | a", 1, 0}, {"a ^ 0", 1, 0}, {"0 ^ a", 1, 0}, {"a ! -1", 1, 0},
        {"a & 0", 0, SECT_ABS}, {"0 & a", 0, SECT_ABS}, {"a | -1", UINT64_MAX, SECT_ABS},
        {"a ! 0", UINT64_MAX, SECT_ABS}, {"-1 ! a", UINT64_MAX, SECT_ABS},
        {"a && 0", 0, SECT_ABS}, {"0 && a", 0, SECT_ABS}, {"a || 2", 1, SECT_ABS},
        {"0 ! a + a", UINT64_MAX, SECT_ABS}, {"~a + a", UINT64_MAX, SECT_ABS},
        {"a < b", UINT64_MAX, SECT_ABS}, {"a == a", UINT64_MAX, SECT_ABS},
        {"a != b", UINT64_MAX, SECT_ABS}, {"b <=@ a", 0, SECT_ABS},
        {"1 ? c : a", 5, 1}, {"0 ? c : a", 1, 0}, {"a * 0", 0, SECT_ABS},
        {"(c - a) - (c - a)", 0, SECT_ABS}, {"c + a - a", 5, 1}, {"(b - a) * 7", 7, SECT_ABS},
    };
    static const char *const bad[] = {
        "a / 2", "a % 2", "a // 2", "a %% 2", "a >> 1", "a >>> 1", "2 << a", "a * b",
        "!a", "a & 1", "a | 1", "a ^ 1", "a ! 1", "a && 1", "a || 0", "a ? 1 : 2",
        "a < c", "a == 1", "a * 2", "-a", "c - a", "a + c", "2 / a",
    };
    T x;
    t_init(&x);
    t_sym(&x, "a", 0, 1);
    t_sym(&x, "b", 0, 2);
    t_sym(&x, "c", 1, 5);
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(ok); i++) {
        ExprVal v;
        ExprStatus st = t_eval(&x, ok[i].e, &v, NULL);
        bool good = st == EXPR_OK && v.value == ok[i].v &&
                    (ok[i].sect == SECT_ABS ? v.nterms == 0
                                            : (v.nterms == 1 && v.terms[0].base == ok[i].sect &&
                                               v.terms[0].coef == 1));
        if (!good)
            fprintf(stderr, "relative <%s>: status %d value %llu nterms %u\n", ok[i].e, st,
                    (unsigned long long)v.value, v.nterms);
        CU_ASSERT(good);
    }
    CU_ASSERT(g_diag.errors == 0);
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(bad); i++) {
        unsigned before = g_diag.errors;
        ExprStatus st = t_eval(&x, bad[i], NULL, NULL);
        if (st != EXPR_ERROR || g_diag.errors != before + 1)
            fprintf(stderr, "relative <%s> accepted\n", bad[i]);
        CU_ASSERT(st == EXPR_ERROR && g_diag.errors == before + 1);
    }
    t_done(&x);
}

static bool has_term(const ExprVal *v, int32_t base, int64_t coef)
{
    for (unsigned i = 0; i < v->nterms; i++)
        if (v->terms[i].base == base && v->terms[i].coef == coef)
            return true;
    return false;
}

static void test_multi_terms(void)
{
    T x;
    t_init(&x);
    x.c.multi_terms = true;
    t_sym(&x, "a", 0, 1);
    t_sym(&x, "b", 0, 2);
    t_sym(&x, "c", 1, 5);
    char name[16];
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "s%d", i);
        t_sym(&x, name, 10 + i, 0);
    }
    ExprVal v;
    CU_ASSERT(t_eval(&x, "c - a", &v, NULL) == EXPR_OK && v.value == 4 && v.nterms == 2 &&
              has_term(&v, 1, 1) && has_term(&v, 0, -1));
    CU_ASSERT(t_eval(&x, "a * 2", &v, NULL) == EXPR_OK && v.value == 2 && v.nterms == 1 &&
              has_term(&v, 0, 2));
    CU_ASSERT(t_eval(&x, "-a", &v, NULL) == EXPR_OK && v.value == (uint64_t)-1 &&
              v.nterms == 1 && has_term(&v, 0, -1));
    CU_ASSERT(t_eval(&x, "a + b + c", &v, NULL) == EXPR_OK && v.value == 8 && v.nterms == 2 &&
              has_term(&v, 0, 2) && has_term(&v, 1, 1));
    /* many sections in between are fine, the result counts */
    CU_ASSERT(t_eval(&x, "s0+s1+s2+s3+s4+s5-s0-s1-s2-s3-s4-s5", &v, NULL) == EXPR_OK &&
              v.nterms == 0);
    CU_ASSERT(g_diag.errors == 0);
    CU_ASSERT(t_eval(&x, "s0+s1+s2+s3+s4", &v, NULL) == EXPR_ERROR);   /* > EXPR_MAX_TERMS */
    t_done(&x);
}

static void test_unknown(void)
{
    /* clrx-cpp: labels have section SECT_UNKNOWN */
    T x;
    t_init(&x);
    t_sym(&x, "u", SECT_UNKNOWN, 0);
    t_sym(&x, "z", SECT_ABS, 0);
    ExprVal v;
    CU_ASSERT(t_eval(&x, "u", &v, NULL) == EXPR_UNKNOWN);
    CU_ASSERT(t_eval(&x, "u - u", &v, NULL) == EXPR_UNKNOWN);
    CU_ASSERT(t_eval(&x, "u * 0", &v, NULL) == EXPR_UNKNOWN);
    CU_ASSERT(t_eval(&x, "-u", &v, NULL) == EXPR_UNKNOWN);
    CU_ASSERT(t_eval(&x, "u ? 1 : 2", &v, NULL) == EXPR_UNKNOWN);
    CU_ASSERT(t_eval(&x, "0 ? 7 : u", &v, NULL) == EXPR_UNKNOWN);
    CU_ASSERT(t_eval(&x, "1 ? 7 : u", &v, NULL) == EXPR_OK && v.value == 7);
    CU_ASSERT(g_diag.errors == 0);
    CU_ASSERT(t_eval(&x, "u + 1 / 0", &v, NULL) == EXPR_ERROR);
    x.dot_sect = SECT_UNKNOWN;
    CU_ASSERT(t_eval(&x, ". - .", &v, NULL) == EXPR_UNKNOWN);
    /* an assignment from an unknown value gives an unknown symbol */
    Symbol *s = symtab_target(x.t, "w", 1);
    Expr *e = t_parse(&x, "u + 4", 0, NULL);
    CU_ASSERT(expr_assign(&x.c, s, e, expr_pos(e), false, false));
    CU_ASSERT(s->has_value && s->section == SECT_UNKNOWN);
    CU_ASSERT(t_eval(&x, "w", &v, NULL) == EXPR_UNKNOWN);
    CU_ASSERT(expr_uses_dot(t_parse(&x, "u + 1", 0, NULL)));
    CU_ASSERT(expr_uses_dot(t_parse(&x, "1 + .", 0, NULL)));
    CU_ASSERT(!expr_uses_dot(t_parse(&x, "z + 1", 0, NULL)));
    Symbol *q = symtab_target(x.t, "q", 1);
    e = t_parse(&x, "u - 1", 0, NULL);
    CU_ASSERT(expr_assign(&x.c, q, e, expr_pos(e), false, true));   /* .eqv q, u - 1 */
    CU_ASSERT(expr_uses_dot(t_parse(&x, "q * 2", 0, NULL)));
    t_done(&x);
}

static void test_dot(void)
{
    T x;
    t_init(&x);
    ExprVal v;
    x.dot_off = 100;
    CU_ASSERT(t_eval(&x, ". + 1", &v, NULL) == EXPR_OK && v.value == 101 && v.nterms == 0);
    x.dot_sect = 3;
    CU_ASSERT(t_eval(&x, ". - .", &v, NULL) == EXPR_OK && v.value == 0 && v.nterms == 0);
    CU_ASSERT(t_eval(&x, ".", &v, NULL) == EXPR_OK && v.value == 100 && v.nterms == 1 &&
              v.terms[0].base == 3);
    x.c.dot = NULL;
    CU_ASSERT(t_eval(&x, ". + 1", &v, NULL) == EXPR_ERROR);
    /* `.` with a scope path is an error (clrxasm: "Symbol '.' can be only in
     * global scope") */
    CU_ASSERT(t_eval(&x, "::.", &v, NULL) == PARSE_FAILED);
    CU_ASSERT(t_eval(&x, "a::.", &v, NULL) == PARSE_FAILED);
    t_done(&x);
}

static void test_no_create(void)
{
    T x;
    t_init(&x);
    t_sym(&x, "z", SECT_ABS, 40);
    t_sym(&x, "a", 0, 1);
    long n;
    CU_ASSERT(t_parse(&x, "q + 1", EXPR_PARSE_NO_CREATE, &n) == NULL && n == -1);
    CU_ASSERT(symtab_lookup(x.t, "q", 1, false) == NULL);
    /* the default mode creates the undefined symbol */
    ExprVal v;
    Symbol *u = NULL;
    Expr *e = t_parse(&x, "q + 1", 0, NULL);
    CU_ASSERT(e && expr_eval(&x.c, e, &v, &u) == EXPR_UNDEFINED);
    CU_ASSERT(u != NULL && u == symtab_lookup(x.t, "q", 1, false));
    /* an existing but undefined symbol is an error too */
    CU_ASSERT(t_parse(&x, "q", EXPR_PARSE_NO_CREATE, NULL) == NULL);

    int64_t val = 0;
    ExprSrc src = {"z + 2", 5, {"t.s", 1, 1, NULL}, "z + 2", 5, 0};
    CU_ASSERT(expr_parse_abs(&x.c, &src, &val, "expected an absolute value") == 5 && val == 42);
    unsigned before = g_diag.errors;
    ExprSrc src2 = {"a", 1, {"t.s", 1, 1, NULL}, "a", 1, 0};
    CU_ASSERT(expr_parse_abs(&x.c, &src2, &val, "count must be absolute") == -1);
    CU_ASSERT(g_diag.errors == before + 1 && strstr(t_msgs(&x), "count must be absolute"));
    ExprSrc src3 = {"", 0, {"t.s", 1, 1, NULL}, "", 0, 0};
    CU_ASSERT(expr_parse_abs(&x.c, &src3, &val, "x") == -1);
    t_done(&x);
}

static void test_allow_empty(void)
{
    T x;
    t_init(&x);
    long n;
    CU_ASSERT(t_parse(&x, "", EXPR_PARSE_ALLOW_EMPTY, &n) == NULL && n == 0);
    CU_ASSERT(t_parse(&x, "  , 1", EXPR_PARSE_ALLOW_EMPTY, &n) == NULL && n == 0);
    CU_ASSERT(t_parse(&x, "@", EXPR_PARSE_ALLOW_EMPTY, &n) == NULL && n == 0);
    CU_ASSERT(g_diag.errors == 0);
    CU_ASSERT(t_parse(&x, "", 0, &n) == NULL && n == -1 && g_diag.errors == 1);
    CU_ASSERT(t_parse(&x, "-", EXPR_PARSE_ALLOW_EMPTY, &n) == NULL && n == -1);
    t_done(&x);
}

static void test_regrange(void)
{
    T x;
    t_init(&x);
    Symbol *r = symtab_target(x.t, "r", 1);
    CU_ASSERT(expr_assign_regrange(&x.c, r, 0x300000000ULL, (SrcPos){"t.s", 1, 1, NULL}, false));
    CU_ASSERT(t_eval(&x, "r + 1", NULL, NULL) == PARSE_FAILED);
    /* a symbol already waited for cannot become a register range */
    Expr *e = t_parse(&x, "k + 1", 0, NULL);
    Symbol *y = symtab_target(x.t, "y", 1);
    CU_ASSERT(expr_assign(&x.c, y, e, expr_pos(e), false, false));
    Symbol *k = symtab_lookup(x.t, "k", 1, false);
    CU_ASSERT(!expr_assign_regrange(&x.c, k, 1, (SrcPos){"t.s", 2, 1, NULL}, false));
    t_done(&x);
}

typedef struct Got {
    int calls;
    uint64_t value;
    unsigned nterms;
} Got;

static void got_done(PendingExpr *p, const ExprVal *v, void *user)
{
    Got *g = user;
    g->calls++;
    g->value = v->value;
    g->nterms = v->nterms;
}

static void count_pending(PendingExpr *p, void *user) { (*(int *)user)++; }

static void count_unres(Symbol *s, PendingExpr *p, void *user) { (*(int *)user)++; }

static void test_pending_api(void)
{
    T x;
    t_init(&x);
    Got g = {0, 0, 0};
    Expr *e = t_parse(&x, "y * 2", 0, NULL);
    PendingExpr *p = expr_defer(&x.c, e, expr_pos(e), got_done, &g);
    CU_ASSERT(p != NULL && g.calls == 0);
    int n = 0;
    pending_foreach(&x.c, count_pending, &n);
    CU_ASSERT(n == 1);
    n = 0;
    expr_foreach_unresolved(&x.c, NULL, count_unres, &n);
    CU_ASSERT(n == 1);
    Symbol *y = symtab_lookup(x.t, "y", 1, false);
    CU_ASSERT(y != NULL);
    expr_set_symbol(&x.c, y, SECT_ABS, 21);
    CU_ASSERT(g.calls == 1 && g.value == 42);
    n = 0;
    pending_foreach(&x.c, count_pending, &n);
    CU_ASSERT(n == 0);

    /* defined at once: done called immediately, NULL returned */
    Got g2 = {0, 0, 0};
    e = t_parse(&x, "y + 1", 0, NULL);
    CU_ASSERT(expr_defer(&x.c, e, expr_pos(e), got_done, &g2) == NULL && g2.calls == 1 &&
              g2.value == 22);

    /* a stage that sets the value itself */
    Got g3 = {0, 0, 0};
    e = t_parse(&x, "w - 1", 0, NULL);
    CU_ASSERT(expr_defer(&x.c, e, expr_pos(e), got_done, &g3) != NULL);
    Symbol *w = symtab_lookup(x.t, "w", 1, false);
    w->value = 10;
    w->section = SECT_ABS;
    w->has_value = 1;
    expr_symbol_defined(&x.c, w);
    CU_ASSERT(g3.calls == 1 && g3.value == 9);

    /* an error when finally evaluated: reported, done not called */
    Got g4 = {0, 0, 0};
    e = t_parse(&x, "1 / d", 0, NULL);
    CU_ASSERT(expr_defer(&x.c, e, expr_pos(e), got_done, &g4) != NULL);
    unsigned before = g_diag.errors;
    expr_set_symbol(&x.c, symtab_lookup(x.t, "d", 1, false), SECT_ABS, 0);
    CU_ASSERT(g4.calls == 0 && g_diag.errors == before + 1);

    /* a relative result reaches done with its term */
    Got g5 = {0, 0, 0};
    e = t_parse(&x, "lab + 4", 0, NULL);
    CU_ASSERT(expr_defer(&x.c, e, expr_pos(e), got_done, &g5) != NULL);
    Symbol *lab = symtab_target(x.t, "lab", 3);
    CU_ASSERT(expr_define_label(&x.c, lab, 2, 16, (SrcPos){"t.s", 3, 1, NULL}));
    CU_ASSERT(g5.calls == 1 && g5.value == 20 && g5.nterms == 1);
    /* a label cannot be defined twice, nor assigned */
    CU_ASSERT(!expr_define_label(&x.c, lab, 2, 20, (SrcPos){"t.s", 4, 1, NULL}));
    e = t_parse(&x, "1", 0, NULL);
    CU_ASSERT(!expr_assign(&x.c, lab, e, expr_pos(e), false, false));
    t_done(&x);
}

static void test_pending_chain(void)
{
    /* x0 = y + 1, x_i = x_{i-1} + 1, then y = 0: x_i = i + 1 (by hand);
     * linear time and no recursion */
    enum { N = 100000 };
    T x;
    t_init(&x);
    char name[32], text[64];
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof name, "x%d", i);
        if (i == 0)
            snprintf(text, sizeof text, "y + 1");
        else
            snprintf(text, sizeof text, "x%d + 1", i - 1);
        Symbol *s = symtab_target(x.t, name, strlen(name));
        Expr *e = t_parse(&x, text, 0, NULL);
        CU_ASSERT_FATAL(e != NULL);
        CU_ASSERT(expr_assign(&x.c, s, e, expr_pos(e), false, false));
    }
    Symbol *last = symtab_lookup(x.t, "x99999", 6, false);
    CU_ASSERT(last && !last->has_value && last->pending);
    expr_set_symbol(&x.c, symtab_lookup(x.t, "y", 1, false), SECT_ABS, 0);
    CU_ASSERT(last->has_value && last->value == N);
    CU_ASSERT(g_diag.errors == 0);
    t_done(&x);
}

static void test_dword_parts(void)
{
    /* the forms clrxasm's manual lists for relocations of a literal */
    static const struct { const char *text; ExprPart part; } forms[] = {
        {"lab & 0xffffffff", EXPR_PART_AND}, {"(lab + 4) % 0x100000000", EXPR_PART_MODS},
        {"lab %% 0x100000000", EXPR_PART_MODU}, {"lab >> 32", EXPR_PART_SHR},
        {"(lab - 2) / 0x100000000", EXPR_PART_DIVS}, {"lab // 0x100000000", EXPR_PART_DIVU},
        {"lab >> 31", EXPR_PART_NONE}, {"lab & 0xfffffffe", EXPR_PART_NONE},
        {"32 >> lab", EXPR_PART_NONE}, {"(lab >> 32) + 0", EXPR_PART_NONE},
        {"lab >>> 32", EXPR_PART_NONE}, {"lab", EXPR_PART_NONE},
    };
    T x;
    t_init(&x);
    Symbol *lab = symtab_target(x.t, "lab", 3);
    CU_ASSERT(expr_define_label(&x.c, lab, 2, 16, (SrcPos){"t.s", 1, 1, NULL}));
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        Expr *e = t_parse(&x, forms[i].text, 0, NULL), *inner = NULL;
        CU_ASSERT_FATAL(e != NULL);
        ExprPart part = expr_split_part(&x.c, e, &inner);
        CU_ASSERT_EQUAL(part, forms[i].part);
        if (part == EXPR_PART_NONE) {
            CU_ASSERT(inner == NULL);
            continue;
        }
        /* the inner expression is the address itself: lab (+ constant) */
        ExprVal v;
        CU_ASSERT_FATAL(inner != NULL);
        CU_ASSERT(expr_eval(&x.c, inner, &v, NULL) == EXPR_OK);
        CU_ASSERT(v.nterms == 1 && v.terms[0].base == 2 && v.terms[0].coef == 1);
    }
    /* absolute operands: what the evaluator gives (computed by hand) */
    const uint64_t m = (uint64_t)-INT64_C(0x123456789);   /* 0xfffffffedcba9877 */
    CU_ASSERT_EQUAL(expr_part_apply(EXPR_PART_AND, m), 0xdcba9877u);
    CU_ASSERT_EQUAL(expr_part_apply(EXPR_PART_MODU, m), 0xdcba9877u);
    CU_ASSERT_EQUAL(expr_part_apply(EXPR_PART_MODS, m), (uint64_t)-INT64_C(0x23456789));
    CU_ASSERT_EQUAL(expr_part_apply(EXPR_PART_SHR, m), 0xfffffffeu);
    CU_ASSERT_EQUAL(expr_part_apply(EXPR_PART_DIVU, m), 0xfffffffeu);
    CU_ASSERT_EQUAL(expr_part_apply(EXPR_PART_DIVS, m), (uint64_t)-1);
    CU_ASSERT_EQUAL(expr_part_apply(EXPR_PART_DIVS, 0x123456789u), 1);
    CU_ASSERT(g_diag.errors == 0);
    t_done(&x);
}

static void test_assign_no_copy(void)
{
    /* an assignment evaluated at once leaves nothing in the arena; one
     * that waits keeps the values its defined symbols had then */
    T x;
    t_init(&x);
    Symbol *s = symtab_target(x.t, "x", 1);
    Expr *e0 = t_parse(&x, "0", 0, NULL), *e = t_parse(&x, "x + 1", 0, NULL);
    CU_ASSERT_FATAL(e0 && e);
    CU_ASSERT(expr_assign(&x.c, s, e0, expr_pos(e0), false, false));
    char *p1 = arena_alloc(x.a, 16);
    for (int i = 0; i < 1000; i++)
        CU_ASSERT(expr_assign(&x.c, s, e, expr_pos(e), false, false));
    char *p2 = arena_alloc(x.a, 16);
    CU_ASSERT(p2 - p1 == 16);
    CU_ASSERT(s->has_value && s->value == 1000);
    /* z = w + x waits for w; x = 5 afterwards does not change it */
    Symbol *z = symtab_target(x.t, "z", 1);
    Expr *ez = t_parse(&x, "w + x", 0, NULL), *e5 = t_parse(&x, "5", 0, NULL);
    CU_ASSERT(expr_assign(&x.c, z, ez, expr_pos(ez), false, false));
    CU_ASSERT(!z->has_value && z->pending);
    CU_ASSERT(expr_assign(&x.c, s, e5, expr_pos(e5), false, false));
    expr_set_symbol(&x.c, symtab_lookup(x.t, "w", 1, false), SECT_ABS, 7);
    CU_ASSERT(z->has_value && z->value == 1007);
    /* an error at once leaves the symbol as it was */
    Expr *ed = t_parse(&x, "x / 0", 0, NULL);
    unsigned before = g_diag.errors;
    CU_ASSERT(!expr_assign(&x.c, s, ed, expr_pos(ed), false, false));
    CU_ASSERT(g_diag.errors == before + 1 && s->value == 5);
    t_done(&x);
}

static void test_eqv_api(void)
{
    T x;
    t_init(&x);
    Symbol *k = symtab_target(x.t, "k", 1);
    Expr *e = t_parse(&x, "m * 3", 0, NULL);
    CU_ASSERT(expr_assign(&x.c, k, e, expr_pos(e), false, true));
    CU_ASSERT(k->is_eqv && !k->has_value && symbol_is_defined(k));
    ExprVal v;
    Symbol *u = NULL;
    e = t_parse(&x, "k + 1", 0, NULL);
    CU_ASSERT(expr_eval(&x.c, e, &v, &u) == EXPR_UNDEFINED && u && strcmp(u->name, "m") == 0);
    Symbol *m = symtab_lookup(x.t, "m", 1, false);
    expr_set_symbol(&x.c, m, SECT_ABS, 2);
    CU_ASSERT(expr_eval(&x.c, e, &v, NULL) == EXPR_OK && v.value == 7);
    expr_set_symbol(&x.c, m, SECT_ABS, 5);
    CU_ASSERT(expr_eval(&x.c, e, &v, NULL) == EXPR_OK && v.value == 16);
    /* .eqv defines once */
    e = t_parse(&x, "1", 0, NULL);
    CU_ASSERT(!expr_assign(&x.c, k, e, expr_pos(e), false, false));
    /* a cycle is an error (clrxasm silently gives 0) */
    Symbol *p = symtab_target(x.t, "p", 1), *q = symtab_target(x.t, "q", 1);
    e = t_parse(&x, "q + 1", 0, NULL);
    CU_ASSERT(expr_assign(&x.c, p, e, expr_pos(e), false, true));
    e = t_parse(&x, "p + 1", 0, NULL);
    CU_ASSERT(expr_assign(&x.c, q, e, expr_pos(e), false, true));
    unsigned before = g_diag.errors;
    CU_ASSERT(t_eval(&x, "p", &v, NULL) == EXPR_ERROR && g_diag.errors == before + 1);
    t_done(&x);
}

const UnitTest expr_tests[] = {
    {"value table (clrxasm)", test_value_table},
    {"error table (clrxasm)", test_error_table},
    {"end table (clrxasm)", test_end_table},
    {"string table (clrxasm)", test_string_table},
    {"integer literals", test_int_literal},
    {"character sign extension", test_char_sign_extension},
    {"INT64_MIN / -1", test_int64_min_division},
    {"error positions", test_error_positions},
    {"expression ends", test_end_by_hand},
    {"deep nesting", test_deep_nesting},
    {"relative values", test_relative},
    {"multi-term results", test_multi_terms},
    {"unknown values (clrx-cpp)", test_unknown},
    {"location counter", test_dot},
    {"no-create parsing", test_no_create},
    {"empty expressions", test_allow_empty},
    {"register ranges", test_regrange},
    {"pending expressions", test_pending_api},
    {"pending chain of 100000", test_pending_chain},
    {".eqv through the API", test_eqv_api},
    {"dword parts of addresses", test_dword_parts},
    {"assignments evaluated at once are not copied", test_assign_no_copy},
    {NULL, NULL},
};

