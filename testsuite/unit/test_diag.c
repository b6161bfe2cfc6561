/* test_diag.c - unit tests of libcommon/diag.c: the exact text of
 * diagnostics (position prefix, source line and caret, expansion notes),
 * -w / -Werror, counting, the error limit and the fatal paths (run in a
 * child process).  Expected texts are written by hand from the format the
 * header documents.
 */
#include <CUnit/CUnit.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diag.h"
#include "unitmain.h"

static char *cap_buf;
static size_t cap_len;
static FILE *cap_file;

static void cap_begin(const char *prog)
{
    diag_init(prog);
    cap_file = open_memstream(&cap_buf, &cap_len);
    g_diag.out = cap_file;
}

/* Ends the capture; returns the text (owned until the next cap_begin). */
static const char *cap_end(void)
{
    static char *last;
    fclose(cap_file);
    g_diag.out = NULL;
    free(last);
    last = cap_buf;
    return last;
}

static SrcPos pos(const char *file, uint32_t line, uint32_t col, const SrcCtx *ctx)
{
    SrcPos p = { file, line, col, ctx };
    return p;
}

static void test_positions(void)
{
    cap_begin("clrx-as");
    diag_at(DIAG_ERROR, pos("a.s", 3, 5, NULL), NULL, 0, "bad %s", "thing");
    diag_at(DIAG_ERROR, pos("a.s", 3, 0, NULL), NULL, 0, "no column");
    diag_at(DIAG_ERROR, pos("a.s", 0, 7, NULL), NULL, 0, "no line");
    diag_at(DIAG_WARNING, pos("<stdin>", 12, 1, NULL), NULL, 0, "w");
    diag_at(DIAG_NOTE, pos("b.s", 1, 2, NULL), NULL, 0, "n");
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "a.s:3:5: error: bad thing\n"
        "a.s:3: error: no column\n"
        "a.s: error: no line\n"
        "<stdin>:12:1: warning: w\n"
        "b.s:1:2: note: n\n");
    CU_ASSERT_EQUAL(g_diag.errors, 3);
    CU_ASSERT_EQUAL(g_diag.warnings, 1);
    CU_ASSERT_TRUE(diag_failed());
}

static void test_source_line(void)
{
    const char *line = "        s_mov_b32 s0, x";
    cap_begin("clrx-as");
    diag_at(DIAG_ERROR, pos("k.s", 4, 23, NULL), line, strlen(line), "undefined symbol 'x'");
    /* column 1, and a column past the end (caret right after the text) */
    diag_at(DIAG_ERROR, pos("k.s", 5, 1, NULL), "abc", 3, "m1");
    diag_at(DIAG_ERROR, pos("k.s", 6, 40, NULL), "abc", 3, "m2");
    /* line_len counts: the rest of the buffer is not printed */
    diag_at(DIAG_ERROR, pos("k.s", 7, 2, NULL), "abcdef", 3, "m3");
    /* no column: the line without a caret */
    diag_at(DIAG_ERROR, pos("k.s", 8, 0, NULL), "xyz", 3, "m4");
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "k.s:4:23: error: undefined symbol 'x'\n"
        "        s_mov_b32 s0, x\n"
        "                      ^\n"
        "k.s:5:1: error: m1\n"
        "abc\n"
        "^\n"
        "k.s:6:40: error: m2\n"
        "abc\n"
        "   ^\n"
        "k.s:7:2: error: m3\n"
        "abc\n"
        " ^\n"
        "k.s:8: error: m4\n"
        "xyz\n");
}

static void test_caret_tabs(void)
{
    /* byte columns: \t=1 f=2 o=3 o=4 \t=5 b=6 */
    const char *line = "\tfoo\tbar";
    cap_begin("clrx-as");
    diag_at(DIAG_ERROR, pos("t.s", 2, 6, NULL), line, strlen(line), "here");
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "t.s:2:6: error: here\n"
        "\tfoo\tbar\n"
        "\t   \t^\n");
}

static void test_context_notes(void)
{
    /* main.s:10 includes inc.s; inc.s:3 calls macro m (defined at
     * defs.s:1); m's body has a .rept (at defs.s:4, col 5); error inside */
    SrcCtx inc = { CTX_INCLUDE, NULL, { "main.s", 10, 1, NULL }, "main.s", 10 };
    SrcCtx mac = { CTX_MACRO, "m", { "inc.s", 3, 9, &inc }, "defs.s", 1 };
    SrcCtx rep = { CTX_REPT, NULL, { "defs.s", 4, 5, &mac }, "defs.s", 4 };
    cap_begin("clrx-as");
    diag_at(DIAG_ERROR, pos("defs.s", 5, 3, &rep), "  bad", 5, "oops");
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "defs.s:5:3: error: oops\n"
        "  bad\n"
        "  ^\n"
        "defs.s:4:5: note: in expansion of '.rept' from defs.s:4\n"
        "inc.s:3:9: note: in expansion of macro 'm' from defs.s:1\n"
        "main.s:10:1: note: in file included from here\n");

    /* each loop kind, with call positions lacking column / line */
    SrcCtx irp = { CTX_IRP, NULL, { "a.s", 2, 0, NULL }, "a.s", 2 };
    SrcCtx irpc = { CTX_IRPC, NULL, { "a.s", 3, 1, &irp }, "a.s", 3 };
    SrcCtx fr = { CTX_FOR, NULL, { "a.s", 4, 1, &irpc }, "a.s", 4 };
    SrcCtx wh = { CTX_WHILE, NULL, { "b.s", 0, 0, &fr }, "a.s", 5 };
    cap_begin("clrx-as");
    diag_at(DIAG_WARNING, pos("a.s", 6, 1, &wh), NULL, 0, "w");
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "a.s:6:1: warning: w\n"
        "b.s: note: in expansion of '.while' from a.s:5\n"
        "a.s:4:1: note: in expansion of '.for' from a.s:4\n"
        "a.s:3:1: note: in expansion of '.irpc' from a.s:3\n"
        "a.s:2: note: in expansion of '.irp' from a.s:2\n");
}

static void test_no_warnings(void)
{
    cap_begin("clrx-as");
    g_diag.no_warnings = true;
    diag_at(DIAG_WARNING, pos("a.s", 1, 1, NULL), NULL, 0, "hidden");
    diag_at(DIAG_NOTE, pos("a.s", 1, 1, NULL), NULL, 0, "note of hidden");
    diag_plain(DIAG_WARNING, "hidden too");
    diag_at(DIAG_ERROR, pos("a.s", 2, 1, NULL), NULL, 0, "shown");
    diag_at(DIAG_NOTE, pos("a.s", 2, 1, NULL), NULL, 0, "note of shown");
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "a.s:2:1: error: shown\n"
        "a.s:2:1: note: note of shown\n");
    CU_ASSERT_EQUAL(g_diag.warnings, 0);
    CU_ASSERT_EQUAL(g_diag.errors, 1);
}

static void test_werror(void)
{
    cap_begin("clrx-cpp");
    g_diag.werror = true;
    CU_ASSERT_FALSE(diag_failed());
    diag_at(DIAG_WARNING, pos("a.s", 1, 4, NULL), "abcdef", 6, "odd");
    diag_plain(DIAG_WARNING, "plain %d", 7);
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "a.s:1:4: error: odd [-Werror]\n"
        "abcdef\n"
        "   ^\n"
        "clrx-cpp: error: plain 7 [-Werror]\n");
    CU_ASSERT_EQUAL(g_diag.errors, 2);
    CU_ASSERT_EQUAL(g_diag.warnings, 0);
    CU_ASSERT_TRUE(diag_failed());
    /* -w wins over -Werror */
    cap_begin("clrx-cpp");
    g_diag.werror = true;
    g_diag.no_warnings = true;
    diag_at(DIAG_WARNING, pos("a.s", 1, 4, NULL), NULL, 0, "odd");
    CU_ASSERT_STRING_EQUAL(cap_end(), "");
    CU_ASSERT_FALSE(diag_failed());
}

static void test_plain(void)
{
    cap_begin("clrx-cc");
    diag_plain(DIAG_ERROR, "unknown GPU device '%s' in -g", "foo");
    diag_plain(DIAG_WARNING, "w");
    diag_plain(DIAG_NOTE, "n");
    CU_ASSERT_STRING_EQUAL(cap_end(),
        "clrx-cc: error: unknown GPU device 'foo' in -g\n"
        "clrx-cc: warning: w\n"
        "clrx-cc: note: n\n");
    CU_ASSERT_EQUAL(g_diag.errors, 1);
    CU_ASSERT_EQUAL(g_diag.warnings, 1);
    cap_begin("clrx-cc");
    CU_ASSERT_FALSE(diag_failed());
    CU_ASSERT_EQUAL(g_diag.errors, 0);
    CU_ASSERT_STRING_EQUAL(cap_end(), "");
}

/* Runs fn in a child whose diagnostics go to a temporary file; returns the
 * wait status and the text. */
static int in_child(void (*fn)(void), char *text, size_t size)
{
    FILE *tmp = tmpfile();
    if (!tmp)
        return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        diag_init("clrx-as");
        g_diag.out = tmp;
        fn();
        _exit(99);
    }
    int status = -1;
    waitpid(pid, &status, 0);
    rewind(tmp);
    size_t n = fread(text, 1, size - 1, tmp);
    text[n] = '\0';
    fclose(tmp);
    return status;
}

static void child_max_errors(void)
{
    g_diag.max_errors = 2;
    diag_at(DIAG_ERROR, pos("a.s", 1, 1, NULL), NULL, 0, "e1");
    diag_at(DIAG_WARNING, pos("a.s", 2, 1, NULL), NULL, 0, "w");
    diag_at(DIAG_ERROR, pos("a.s", 3, 1, NULL), "x", 1, "e2");
    diag_at(DIAG_ERROR, pos("a.s", 4, 1, NULL), NULL, 0, "e3 never printed");
}

static void child_fatal(void)
{
    diag_at(DIAG_FATAL, pos("a.s", 9, 0, NULL), NULL, 0, "cannot open 'x.s'");
    diag_plain(DIAG_ERROR, "never printed");
}

static void child_internal(void)
{
    diag_internal("bad state %d", 3);
}

static void test_max_errors(void)
{
    char text[1024];
    int st = in_child(child_max_errors, text, sizeof text);
    CU_ASSERT_TRUE(WIFEXITED(st) && WEXITSTATUS(st) == 1);
    CU_ASSERT_STRING_EQUAL(text,
        "a.s:1:1: error: e1\n"
        "a.s:2:1: warning: w\n"
        "a.s:3:1: error: e2\n"
        "x\n"
        "^\n"
        "clrx-as: fatal error: too many errors, stopping\n");
}

static void test_fatal(void)
{
    char text[1024];
    int st = in_child(child_fatal, text, sizeof text);
    CU_ASSERT_TRUE(WIFEXITED(st) && WEXITSTATUS(st) == 1);
    CU_ASSERT_STRING_EQUAL(text, "a.s:9: fatal error: cannot open 'x.s'\n");
}

static void test_internal(void)
{
    char text[1024];
    int st = in_child(child_internal, text, sizeof text);
    CU_ASSERT_TRUE(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
    CU_ASSERT_STRING_EQUAL(text, "clrx-as: internal error: bad state 3\n");
}

static void test_quote(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    diag_quote(f, "dir/a b.s");
    fputc('|', f);
    diag_quote(f, "q\"b\\s\n\t\x7f\x01");
    fputc('|', f);
    diag_quote(f, "\xc3\xa9.s");      /* UTF-8 kept */
    fclose(f);
    CU_ASSERT_STRING_EQUAL(buf, "dir/a b.s|q\\\"b\\\\s\\012\\011\\177\\001|\xc3\xa9.s");
    free(buf);
}

static void test_kind_names(void)
{
    static const char *const names[] = { "include", "macro", "rept", "irp", "irpc",
                                         "for", "while" };
    static const SrcCtxKind kinds[] = { CTX_INCLUDE, CTX_MACRO, CTX_REPT, CTX_IRP,
                                        CTX_IRPC, CTX_FOR, CTX_WHILE };
    for (size_t k = 0; k < 7; k++) {
        CU_ASSERT_STRING_EQUAL(srcctx_kind_name(kinds[k]), names[k]);
        SrcCtxKind got;
        CU_ASSERT_TRUE(srcctx_kind_parse(names[k], strlen(names[k]), &got));
        CU_ASSERT_EQUAL(got, kinds[k]);
    }
    SrcCtxKind got;
    CU_ASSERT_FALSE(srcctx_kind_parse("irpcx", 5, &got));
    CU_ASSERT_FALSE(srcctx_kind_parse("ir", 2, &got));
    CU_ASSERT_FALSE(srcctx_kind_parse("MACRO", 5, &got));
    CU_ASSERT_TRUE(srcctx_kind_parse("irpc extra", 4, &got));
    CU_ASSERT_EQUAL(got, CTX_IRPC);
}

const UnitTest diag_tests[] = {
    { "positions", test_positions },
    { "source line and caret", test_source_line },
    { "caret keeps tabs", test_caret_tabs },
    { "context notes", test_context_notes },
    { "-w", test_no_warnings },
    { "-Werror", test_werror },
    { "diag_plain", test_plain },
    { "max errors", test_max_errors },
    { "fatal", test_fatal },
    { "internal error", test_internal },
    { "diag_quote", test_quote },
    { "context kind names", test_kind_names },
    { NULL, NULL },
};
