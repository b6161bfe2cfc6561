/* test_cpp_reader.c - unit tests of clrx-cpp's file reader (cpp/reader.c):
 * statements split at ';' and newlines, comments turned into blanks,
 * backslash continuations and the positions (line, column) of each piece.
 * Expected values follow clrxasm's reading rules (checked with the
 * reference assembler on the same inputs), written by hand.
 */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <string.h>

#include "cpp.h"
#include "unitmain.h"

typedef struct Fixture {
    AsmOptions opts;
    CppConfig cfg;
    Cpp cpp;
    Reader rd;
    char text[64][256];        /* statements read */
    LineSeg seg0[64];          /* first segment of each */
    uint32_t nsegs[64];
    LineSeg seg1[64];          /* second segment, if any */
    int n;
} Fixture;

static Fixture F;

/* Read every statement of `src` into F. */
static void read_all(const char *src)
{
    asmopts_init(&F.opts);
    F.cfg.asmopts = &F.opts;
    cpp_init(&F.cpp, &F.cfg, NULL);
    reader_init(&F.rd, src, strlen(src));
    F.n = 0;
    CppLine l;
    const char *file = cpp_intern(&F.cpp, "t.s", 3);
    while (F.n < 64 && reader_next(&F.rd, &F.cpp, file, NULL, &l)) {
        size_t len = l.len < 255 ? l.len : 255;
        memcpy(F.text[F.n], l.text, len);
        F.text[F.n][len] = '\0';
        F.seg0[F.n] = l.segs[0];
        F.nsegs[F.n] = l.nsegs;
        if (l.nsegs > 1)
            F.seg1[F.n] = l.segs[1];
        F.n++;
    }
    reader_free(&F.rd);
    cpp_free(&F.cpp);
    asmopts_free(&F.opts);
}

static void test_statements(void)
{
    read_all(".byte 1\n.byte 2 ; .byte 3\n\n.byte 4");
    CU_ASSERT_EQUAL(F.n, 5);
    CU_ASSERT_STRING_EQUAL(F.text[0], ".byte 1");
    CU_ASSERT_STRING_EQUAL(F.text[1], ".byte 2 ");
    CU_ASSERT_STRING_EQUAL(F.text[2], " .byte 3");
    CU_ASSERT_STRING_EQUAL(F.text[3], "");
    CU_ASSERT_STRING_EQUAL(F.text[4], ".byte 4");
    /* positions: line 2, the second statement starts at column 10 */
    CU_ASSERT_EQUAL(F.seg0[1].line, 2);
    CU_ASSERT_EQUAL(F.seg0[1].col, 1);
    CU_ASSERT_EQUAL(F.seg0[2].line, 2);
    CU_ASSERT_EQUAL(F.seg0[2].col, 10);
    CU_ASSERT_EQUAL(F.seg0[4].line, 4);
}

static void test_blanks(void)
{
    /* every blank byte becomes one space; tabs and CR too */
    read_all("a\tb\r\n");
    CU_ASSERT_EQUAL(F.n, 1);
    CU_ASSERT_STRING_EQUAL(F.text[0], "a b ");
}

static void test_comments(void)
{
    read_all("a # c1 ; b\nx /* c2 */ y\n");
    CU_ASSERT_EQUAL(F.n, 2);
    CU_ASSERT_STRING_EQUAL(F.text[0], "a ");
    /* a block comment keeps the columns: one blank per byte */
    CU_ASSERT_STRING_EQUAL(F.text[1], "x          y");
}

static void test_long_comment_lines(void)
{
    /* a block comment over two lines ends the first line */
    read_all("a /* c\nd */ b\n");
    CU_ASSERT_EQUAL(F.n, 2);
    CU_ASSERT_STRING_EQUAL(F.text[0], "a     ");
    CU_ASSERT_STRING_EQUAL(F.text[1], "     b");
    CU_ASSERT_EQUAL(F.seg0[1].line, 2);
}

static void test_line_comment_backslash(void)
{
    /* a '#' comment ending with a backslash swallows the next line */
    read_all("a # c \\\nb\nc\n");
    CU_ASSERT_EQUAL(F.n, 2);
    CU_ASSERT_STRING_EQUAL(F.text[0], "a ");
    CU_ASSERT_STRING_EQUAL(F.text[1], "c");
    CU_ASSERT_EQUAL(F.seg0[1].line, 3);
}

static void test_continuation(void)
{
    read_all(".byte 1, \\\n  2\n");
    CU_ASSERT_EQUAL(F.n, 1);
    CU_ASSERT_STRING_EQUAL(F.text[0], ".byte 1,   2");
    CU_ASSERT_EQUAL(F.nsegs[0], 2);
    CU_ASSERT_EQUAL(F.seg1[0].off, 9);
    CU_ASSERT_EQUAL(F.seg1[0].line, 2);
    CU_ASSERT_EQUAL(F.seg1[0].col, 1);
}

static void test_strings(void)
{
    read_all(".ascii \"a;b#c/*d\" ; 'x;' ; \"e\\\nf\"\n");
    CU_ASSERT_EQUAL(F.n, 3);
    CU_ASSERT_STRING_EQUAL(F.text[0], ".ascii \"a;b#c/*d\" ");
    CU_ASSERT_STRING_EQUAL(F.text[1], " 'x;' ");
    /* a backslash before the newline joins the lines inside a string */
    CU_ASSERT_STRING_EQUAL(F.text[2], " \"ef\"");
}

static void test_open_string(void)
{
    /* a string left open stays open on the next line */
    read_all(".ascii \"ab\n; \"\n;c\n");
    CU_ASSERT_EQUAL(F.n, 4);
    CU_ASSERT_STRING_EQUAL(F.text[0], ".ascii \"ab");
    CU_ASSERT_STRING_EQUAL(F.text[1], "; \"");
    CU_ASSERT_STRING_EQUAL(F.text[2], "");
    CU_ASSERT_STRING_EQUAL(F.text[3], "c");
}

static void test_end_of_file(void)
{
    read_all("a\n");
    CU_ASSERT_EQUAL(F.n, 1);
    read_all("");
    CU_ASSERT_EQUAL(F.n, 0);
    read_all("a;");
    CU_ASSERT_EQUAL(F.n, 1);
    CU_ASSERT_STRING_EQUAL(F.text[0], "a");
}

const UnitTest cpp_reader_tests[] = {
    { "statements", test_statements },
    { "blanks", test_blanks },
    { "comments", test_comments },
    { "long comment over lines", test_long_comment_lines },
    { "line comment with backslash", test_line_comment_backslash },
    { "continuation", test_continuation },
    { "strings", test_strings },
    { "open string", test_open_string },
    { "end of file", test_end_of_file },
    { NULL, NULL },
};
