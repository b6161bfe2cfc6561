/* test_cpp_output.c - unit tests of clrx-cpp's output side: the line
 * marker and join-map format (cpp/output.c, as docs/clrx-cpp.md describes
 * it), make quoting and rule folding (cpp/deps.c), the check that a
 * statement reads back unchanged, and .ifc's string normalization
 * (cpp/cond.c).
 * Expected texts are written by hand from those descriptions.
 */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpp.h"
#include "unitmain.h"

static void test_marker(void)
{
    StrBuf b = STRBUF_INIT;
    output_marker(&b, "a.s", 12, NULL);
    CU_ASSERT_STRING_EQUAL(b.data, "# 12 \"a.s\"\n");
    SrcCtx inc = { CTX_INCLUDE, NULL, { "b.s", 3, 1, NULL }, "b.s", 3 };
    SrcCtx mac = { CTX_MACRO, "m", { "a.s", 8, 5, &inc }, "a.s", 4 };
    sb_clear(&b);
    output_marker(&b, "a.s", 5, &mac);
    CU_ASSERT_STRING_EQUAL(b.data, "# 5 \"a.s\" macro \"m\" \"a.s\" 8 5 \"a.s\" 4"
                           " include \"\" \"b.s\" 3 1 \"b.s\" 3\n");
    SrcCtx rep = { CTX_WHILE, NULL, { "c.s", 2, 7, NULL }, "c.s", 2 };
    sb_clear(&b);
    output_marker(&b, "we\"ird\\x\n", 1, &rep);
    CU_ASSERT_STRING_EQUAL(b.data, "# 1 \"we\\\"ird\\\\x\\012\" while \"\" \"c.s\" 2 7"
                           " \"c.s\" 2\n");
    sb_free(&b);
}

static void test_output_lines(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Output *o = output_new(f, true);
    output_line(o, ".byte 1", 7, "a.s", 1, NULL);
    output_line(o, ".byte 2  ", 9, "a.s", 2, NULL);      /* next line: no marker */
    output_line(o, ".byte 3", 7, "a.s", 2, NULL);        /* same line again */
    output_line(o, ".byte 4", 7, "a.s", 4, NULL);        /* a line skipped */
    CU_ASSERT_FALSE(ferror(f));
    output_free(o);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf, "# 1 \"a.s\"\n.byte 1\n.byte 2\n# 2 \"a.s\"\n.byte 3\n"
                           "# 4 \"a.s\"\n.byte 4\n");
    free(buf);
}

/* join maps: one entry per physical line in the written text, none for a
 * line of one part; the map takes no line number */
static void test_output_join(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Output *o = output_new(f, true);
    const LineSeg three[] = { { 0, 3, 5 }, { 9, 4, 1 }, { 12, 5, 1 } };
    const LineSeg one[] = { { 0, 4, 3 } };
    /* the third part is only trailing blanks: it is not written */
    output_text(o, ".byte 1, 2,  ", 13, "a.s", 3, NULL, three, 3);
    output_text(o, ".byte 9", 7, "a.s", 4, NULL, one, 1);
    CU_ASSERT_FALSE(ferror(f));
    output_free(o);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf, "# 3 \"a.s\"\n#@join 1:3:5 10:4:1\n.byte 1, 2,\n"
                           ".byte 9\n");
    free(buf);
}

static void test_deps_quote(void)
{
    char *q = deps_quote("a b$#c", true);
    CU_ASSERT_STRING_EQUAL(q, "a\\ b$$\\#c");
    free(q);
    q = deps_quote("x\\ y", false);
    CU_ASSERT_STRING_EQUAL(q, "x\\\\\\ y");
    free(q);
}

static void test_deps_write(void)
{
    DepList d;
    deps_init(&d);
    deps_add(&d, "a.s");
    deps_add(&d, "inc/b.s");
    deps_add(&d, "a.s");                         /* once only */
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const char *t[] = { "a.o" };
    deps_write(f, t, 1, &d, true);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf, "a.o: a.s inc/b.s\n\ninc/b.s:\n");
    free(buf);
    /* long rules are folded before column 77 */
    deps_add(&d, "a-rather-long-directory-name/and-a-long-file-name-too.s");
    deps_add(&d, "another-long-directory-name/another-long-file-name.s");
    f = open_memstream(&buf, &len);
    deps_write(f, t, 1, &d, false);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf,
        "a.o: a.s inc/b.s a-rather-long-directory-name/and-a-long-file-name-too.s \\\n"
        " another-long-directory-name/another-long-file-name.s\n");
    free(buf);
    deps_free(&d);
}

static void test_unstable(void)
{
#define U(s) cpp_unstable(s, strlen(s))
    CU_ASSERT_PTR_NULL(U(".byte 1"));
    CU_ASSERT_PTR_NULL(U(".ascii \"a;b#c/*d\""));
    CU_ASSERT_PTR_NULL(U(".byte '#', ';'"));
    CU_ASSERT_PTR_NULL(U(".ascii \"\\\"\""));
    CU_ASSERT_STRING_EQUAL(U(".byte 1;2"), "';'");
    CU_ASSERT_STRING_EQUAL(U(".byte 1 # x"), "'#'");
    CU_ASSERT_STRING_EQUAL(U(".byte 4/*2"), "'/*'");
    CU_ASSERT_STRING_EQUAL(U(".ascii \"abc"), "an unterminated string");
    CU_ASSERT_STRING_EQUAL(U(".byte a\\"), "a backslash at its end");
#undef U
}

static void test_ifc_string(void)
{
    StrBuf b = STRBUF_INIT;
    const char *s = "  a  b ";
    ifc_string(s, s + strlen(s), &b);
    CU_ASSERT_EQUAL(b.len, 3);
    CU_ASSERT_NSTRING_EQUAL(b.data, "a b", 3);
    s = " a + b";
    ifc_string(s, s + strlen(s), &b);
    CU_ASSERT_EQUAL(b.len, 3);
    CU_ASSERT_NSTRING_EQUAL(b.data, "a+b", 3);
    s = "\"a  b\"";
    ifc_string(s, s + strlen(s), &b);
    CU_ASSERT_EQUAL(b.len, 6);
    CU_ASSERT_NSTRING_EQUAL(b.data, "\"a  b\"", 6);
    sb_free(&b);
}

const UnitTest cpp_output_tests[] = {
    { "marker format", test_marker },
    { "marker placement", test_output_lines },
    { "join maps", test_output_join },
    { "make quoting", test_deps_quote },
    { "dependency rule", test_deps_write },
    { "statements that read back", test_unstable },
    { ".ifc strings", test_ifc_string },
    { NULL, NULL },
};
