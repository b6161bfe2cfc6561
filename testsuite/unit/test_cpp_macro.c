/* test_cpp_macro.c - unit tests of clrx-cpp's macro argument splitting
 * (cpp/macro.c) and of the name scanners (cpp/stmt.c).  The expected
 * argument values are those clrxasm 0.1.9 gives for the same macro calls
 * (checked with the reference assembler by printing the arguments with
 * .ascii), written out by hand.
 */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <string.h>

#include "cpp.h"
#include "unitmain.h"

static AsmOptions opts;
static CppConfig cfg;
static Cpp cpp;
static char got[8][64];
static int ngot;

/* Split `operands` into arguments as a macro call with 8 parameters does:
 * blanks, an optional ',' (not before the first), then one value. */
static void split(const char *operands, bool alt)
{
    asmopts_init(&opts);
    cfg.asmopts = &opts;
    cpp_init(&cpp, &cfg, NULL);
    cpp.altmacro = alt;
    cpp.line.text = operands;
    cpp.line.len = strlen(operands);
    cpp.line.file = cpp_intern(&cpp, "t.s", 3);
    LineSeg seg = { 0, 1, 1 };
    cpp.line.segs = &seg;
    cpp.line.nsegs = 1;
    const char *p = operands, *end = operands + strlen(operands);
    StrBuf v = STRBUF_INIT;
    ngot = 0;
    for (int i = 0; i < 8 && p < end; i++) {
        p = skip_sp(p, end);
        if (p < end && *p == ',' && i != 0)
            p = skip_sp(p + 1, end);
        sb_clear(&v);
        sb_reserve(&v, 1);
        if (!parse_macro_arg_value(&cpp, &p, end, &v))
            break;
        snprintf(got[ngot++], sizeof got[0], "%.*s", (int)v.len, v.data);
        p = skip_sp(p, end);
    }
    sb_free(&v);
    cpp_free(&cpp);
    asmopts_free(&opts);
}

#define ARGS2(a, b) do { CU_ASSERT_EQUAL(ngot, 2); \
    CU_ASSERT_STRING_EQUAL(got[0], a); CU_ASSERT_STRING_EQUAL(got[1], b); } while (0)
#define ARGS3(a, b, c) do { CU_ASSERT_EQUAL(ngot, 3); \
    CU_ASSERT_STRING_EQUAL(got[0], a); CU_ASSERT_STRING_EQUAL(got[1], b); \
    CU_ASSERT_STRING_EQUAL(got[2], c); } while (0)

static void test_blank_separated(void)
{
    split("1 2 3", false);
    ARGS3("1", "2", "3");
    split("a + b, c", false);
    ARGS2("a+b", "c");
    split("a - b", false);
    ARGS3("a", "-", "b");
    split("(a) (b)", false);
    ARGS2("(a)", "(b)");
    split("a (b)", false);
    ARGS2("a", "(b)");
    split("-1 -2", false);
    ARGS2("-1", "-2");
    split("a* b", false);
    ARGS2("a*", "b");
    split("a *b", false);
    ARGS2("a", "*b");
    split("a+b c*d e", false);
    ARGS3("a+b", "c*d", "e");
}

static void test_commas(void)
{
    split("1,,3", false);
    ARGS3("1", "", "3");
    split(" 1 , 2 , 3", false);
    ARGS3("1", "2", "3");
}

static void test_quotes(void)
{
    split("\"x y\" z", false);
    ARGS2("x y", "z");
    split("x\"y z\"", false);
    ARGS2("x", "y z");
    /* backslashes stay in a quoted value */
    split("\"a\\\"b\"", false);
    CU_ASSERT_EQUAL(ngot, 1);
    CU_ASSERT_STRING_EQUAL(got[0], "a\\\"b");
}

static void test_altmacro(void)
{
    split("<x!>y>, 'p!'q', \"r t\"", true);
    ARGS3("x>y", "p'q", "r t");
    split("%7*6, %-(2+3)", true);
    ARGS2("42", "-5");
    /* without .altmacro, \% evaluates */
    split("\\%1+2 x", false);
    ARGS2("3", "x");
}

static void test_token_classes(void)
{
    /* letters, digits, _ . $ join; ( and ) are one class; + never joins */
    CU_ASSERT_EQUAL(tok_class('a'), tok_class('Z'));
    CU_ASSERT_EQUAL(tok_class('a'), tok_class('7'));
    CU_ASSERT_EQUAL(tok_class('a'), tok_class('$'));
    CU_ASSERT_EQUAL(tok_class('('), tok_class(')'));
    CU_ASSERT(tok_class('a') & 0x80);
    CU_ASSERT(tok_class('-') & 0x80);
    CU_ASSERT(!(tok_class('+') & 0x80));
    CU_ASSERT_NOT_EQUAL(tok_class('+'), tok_class('/'));
    CU_ASSERT_EQUAL(tok_class(0x80), 0);
}

static void test_names(void)
{
    const char *s = "a.b$c1 x";
    CU_ASSERT_EQUAL(scan_name(s, s + strlen(s)), 6);
    s = "1abc";
    CU_ASSERT_EQUAL(scan_name(s, s + 4), 0);
    size_t adv;
    s = "::a::b c";
    CU_ASSERT_EQUAL(scoped_name(s, s + strlen(s), &adv), 6);
    CU_ASSERT_EQUAL(adv, 6);
    s = "a:: x";
    CU_ASSERT_EQUAL(scoped_name(s, s + strlen(s), &adv), 1);
    CU_ASSERT_EQUAL(adv, 3);
    s = "::";
    CU_ASSERT_EQUAL(scoped_name(s, s + 2, &adv), 0);
    CU_ASSERT_EQUAL(adv, 2);
}

static void test_labels(void)
{
    const char *s = "  l1: l2 : .byte 1";
    CU_ASSERT_STRING_EQUAL(skip_spaces_and_labels(s, s + strlen(s)), ".byte 1");
    s = "x\\@: \\name\\(): y";
    CU_ASSERT_STRING_EQUAL(skip_spaces_and_labels(s, s + strlen(s)), "y");
    s = ".endm";
    CU_ASSERT_STRING_EQUAL(skip_spaces_and_labels(s, s + strlen(s)), ".endm");
}

const UnitTest cpp_macro_tests[] = {
    { "blank-separated arguments", test_blank_separated },
    { "commas", test_commas },
    { "quotes", test_quotes },
    { "altmacro", test_altmacro },
    { "token classes", test_token_classes },
    { "names", test_names },
    { "labels", test_labels },
    { NULL, NULL },
};
