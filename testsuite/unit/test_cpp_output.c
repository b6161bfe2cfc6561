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

/* markers and the context descriptions they refer to */
static void test_marker(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Output *o = output_new(f, true);
    SrcCtx inc = { .kind = CTX_INCLUDE, .call = { "b.s", 3, 1, NULL }, .deffile = "b.s",
                   .defline = 3 };
    SrcCtx mac = { .kind = CTX_MACRO, .name = "m", .call = { "a.s", 8, 5, &inc },
                   .deffile = "a.s", .defline = 4 };
    SrcCtx rep = { .kind = CTX_WHILE, .call = { "c.s", 2, 7, NULL }, .deffile = "c.s",
                   .defline = 2 };
    output_line(o, ".byte 1", 7, "a.s", 12, NULL);
    output_line(o, ".byte 2", 7, "a.s", 5, &mac);      /* both contexts described */
    output_line(o, ".byte 3", 7, "a.s", 5, &mac);      /* described already */
    output_line(o, ".byte 4", 7, "a.s", 9, &inc);      /* an include names its file */
    output_line(o, ".byte 5", 7, "we\"ird\\x\n", 1, &rep);   /* not the DEFFILE */
    output_line(o, ".byte 6", 7, "c.s", 3, &rep);
    CU_ASSERT_FALSE(ferror(f));
    output_free(o);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf,
        "# 12 \"a.s\"\n.byte 1\n"
        "#@ctx 1 0 include \"\" \"b.s\" 3 1 \"b.s\" 3\n"
        "#@ctx 2 1 macro \"m\" \"a.s\" 8 5 \"a.s\" 4\n"
        "# 5 @2\n.byte 2\n"
        "# 5 @2\n.byte 3\n"
        "# 9 \"a.s\" @1\n.byte 4\n"
        "#@ctx 3 0 while \"\" \"c.s\" 2 7 \"c.s\" 2\n"
        "# 1 \"we\\\"ird\\\\x\\012\" @3\n.byte 5\n"
        "# 3 @3\n.byte 6\n");
    free(buf);
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
    output_text(o, 0, ".byte 1, 2,  ", 13, "a.s", 3, NULL, three, 3);
    output_text(o, 0, ".byte 9", 7, "a.s", 4, NULL, one, 1);
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
