/* rawasm.c - gcn-rawasm, the GCN encoder's test tool: assembles a file of
 * instruction statements into raw instruction bytes (like clrxasm -b
 * rawcode), so that the encoder can be compared with the reference.
 *
 *   gcn-rawasm [-A ARCH | -g GPU] [--wave32] [--buggyFPLit] [--oldModParam]
 *              [-l] [-o OUT] [IN|-]
 *
 * Source: statements separated by newlines or ';'; comments '#' to the end
 * of the line and '/ * ... * /'; labels `name:` and local labels `1:` (with
 * `1b`/`1f` references); assignments `sym = expr` and `sym = %register`;
 * `.text` and, to test branches across sections, `.data`/`.rodata` (whose
 * contents are not written); `.regvar NAME:TYPE[:SIZE], ...` (register
 * variables; SIZE a number); every other statement is an instruction.
 * Exit status 1 on any error, with no output file.  With -l (a test mode)
 * every source line gives one line on standard output: the hexadecimal
 * words it assembled to (".text" only), or "error", and assembly goes on.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "expr.h"
#include "gcnasm.h"
#include "gpu.h"
#include "symtab.h"
#include "util.h"

#define NSECT 3

typedef struct FixCtx {
    struct Raw *r;
    GcnFixup fix;
    int32_t section;
    uint64_t offset;
    size_t line;              /* source line index (for -l) */
    bool done, failed;
    struct FixCtx *next;
} FixCtx;

typedef struct Raw {
    GcnAsm ga;
    ExprCtx ectx;
    SymTab *st;
    int32_t section;
    uint64_t size[NSECT];
    StrBuf text;              /* bytes of section 0 */
    const char *file;
    size_t lineidx;
    FixCtx *fixes;            /* every fixup, for -l */
} Raw;


static bool raw_dot(void *user, int32_t *section, uint64_t *offset)
{
    Raw *r = user;
    *section = r->section;
    *offset = r->size[r->section];
    return true;
}

static Symbol *raw_local(void *user, const char *digits, size_t len, bool forward, SrcPos pos)
{
    Raw *r = user;
    (void)pos;
    char buf[64];
    if (len > 60)
        len = 60;
    memcpy(buf, digits, len);
    buf[len] = forward ? 'f' : 'b';
    return symtab_global_symbol(r->st, buf, len + 1, true);
}

static void fix_done(PendingExpr *pe, const ExprVal *v, void *user)
{
    (void)pe;
    FixCtx *f = user;
    f->done = true;
    if (f->section != 0)
        return;
    uint8_t *insn = (uint8_t *)f->r->text.data + f->offset;
    if (!gcn_fixup_resolve(&f->fix, v, f->section, f->offset, insn))
        f->failed = true;
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* .regvar NAME:TYPE[:SIZE], ... (clrx-as has the full rules) */
static void regvars(Raw *r, const char *line, size_t line_len, SrcPos pos, const char *s,
                    const char *e)
{
    for (;;) {
        while (s < e && is_space(*s))
            s++;
        size_t n = symtab_scan_name(s, (size_t)(e - s));
        const char *t = s + n;
        char type = t + 1 < e && *t == ':' ? (char)(t[1] | 0x20) : 0;
        unsigned long size = 1;
        t += 2;
        if (t < e && *t == ':') {
            char *x;
            size = strtoul(t + 1, &x, 0);
            t = x;
        }
        while (t < e && is_space(*t))
            t++;
        SrcPos p = pos;
        p.col += (uint32_t)(s - line);
        if (n == 0 || (type != 's' && type != 'v') || size == 0 || size > 65535 ||
            (t < e && *t != ',')) {
            diag_at(DIAG_ERROR, p, line, line_len, "bad .regvar");
            return;
        }
        if (!symtab_regvar_add(r->st, s, n, type, (uint32_t)size)) {
            diag_at(DIAG_ERROR, p, line, line_len, "register variable already defined");
            return;
        }
        if (t >= e)
            return;
        s = t + 1;
    }
}

/* one statement [s, e) of line (position of line[0] is pos) */
static void statement(Raw *r, const char *line, size_t line_len, SrcPos pos,
                      const char *s, const char *e)
{
    for (;;) {
        while (s < e && is_space(*s))
            s++;
        if (s >= e)
            return;
        const char *name = s;
        size_t nlen = 0;
        if (*s >= '0' && *s <= '9') {
            while (s + nlen < e && s[nlen] >= '0' && s[nlen] <= '9')
                nlen++;
        } else
            nlen = symtab_scan_name(s, (size_t)(e - s));
        if (nlen == 0) {
            SrcPos p = pos;
            p.col += (uint32_t)(s - line);
            diag_at(DIAG_ERROR, p, line, line_len, "unexpected text at the statement start");
            return;
        }
        const char *after = s + nlen;
        const char *t = after;
        while (t < e && is_space(*t))
            t++;
        SrcPos npos = pos;
        npos.col += (uint32_t)(name - line);
        if (t < e && *t == ':' && !(t + 1 < e && t[1] == ':')) {
            if (*name >= '0' && *name <= '9') {
                char buf[64];
                size_t l = nlen > 60 ? 60 : nlen;
                memcpy(buf, name, l);
                buf[l] = 'f';
                Symbol *fs = symtab_global_symbol(r->st, buf, l + 1, true);
                expr_set_symbol(&r->ectx, fs, r->section, r->size[r->section]);
                buf[l] = 'b';
                Symbol *bs = symtab_global_symbol(r->st, buf, l + 1, true);
                expr_set_symbol(&r->ectx, bs, r->section, r->size[r->section]);
                symtab_undefine(r->st, fs);
            } else {
                Symbol *sym = symtab_target(r->st, name, nlen);
                expr_define_label(&r->ectx, sym, r->section, r->size[r->section], npos);
            }
            s = t + 1;
            continue;
        }
        if (t < e && *t == '=' && !(t + 1 < e && t[1] == '=') && !(*name >= '0' && *name <= '9')) {
            t++;
            while (t < e && is_space(*t))
                t++;
            Symbol *sym = symtab_target(r->st, name, nlen);
            if (t < e && *t == '%') {
                uint64_t v;
                long n = gcn_parse_regrange_assignment(&r->ga, t + 1, e, line, line_len, pos, &v);
                if (n < 0)
                    return;
                const char *x = t + 1 + n;
                while (x < e && is_space(*x))
                    x++;
                if (x < e) {
                    SrcPos p = pos;
                    p.col += (uint32_t)(x - line);
                    diag_at(DIAG_ERROR, p, line, line_len, "unexpected text after the register");
                    return;
                }
                expr_assign_regrange(&r->ectx, sym, v, npos, false);
                return;
            }
            SrcPos ep = pos;
            ep.col += (uint32_t)(t - line);
            ExprSrc src = { t, (size_t)(e - t), ep, line, line_len, 0 };
            Expr *ex;
            long n = expr_parse(&r->ectx, &src, &ex);
            if (n < 0)
                return;
            const char *x = t + n;
            while (x < e && is_space(*x))
                x++;
            if (x < e) {
                SrcPos p = pos;
                p.col += (uint32_t)(x - line);
                diag_at(DIAG_ERROR, p, line, line_len, "unexpected text after the expression");
                return;
            }
            expr_assign(&r->ectx, sym, ex, npos, false, false);
            return;
        }
        if (*name == '.') {
            if (nlen == 7 && ascii_strncasecmp(name, ".regvar", 7) == 0) {
                regvars(r, line, line_len, pos, after, e);
                return;
            }
            if (nlen == 5 && ascii_strncasecmp(name, ".text", 5) == 0)
                r->section = 0;
            else if ((nlen == 5 && ascii_strncasecmp(name, ".data", 5) == 0))
                r->section = 1;
            else if ((nlen == 7 && ascii_strncasecmp(name, ".rodata", 7) == 0))
                r->section = 2;
            else if (nlen == 12 && ascii_strncasecmp(name, ".oldmodparam", 12) == 0)
                r->ga.old_mod_param = true;
            else if (nlen == 14 && ascii_strncasecmp(name, ".nooldmodparam", 14) == 0)
                r->ga.old_mod_param = false;
            else if (nlen == 11 && ascii_strncasecmp(name, ".buggyfplit", 11) == 0)
                r->ga.buggy_fplit = true;
            else if (nlen == 13 && ascii_strncasecmp(name, ".nobuggyfplit", 13) == 0)
                r->ga.buggy_fplit = false;
            else
                diag_at(DIAG_ERROR, npos, line, line_len, "pseudo-op '%.*s' is not supported here",
                        (int)nlen, name);
            return;
        }
        /* instruction */
        GcnInsnOut out;
        r->ga.section = r->section;
        r->ga.offset = r->size[r->section];
        if (!gcn_assemble(&r->ga, name, nlen, after, e, line, line_len, pos, &out))
            return;
        uint64_t off = r->size[r->section];
        if (r->section == 0)
            sb_append(&r->text, out.bytes, out.size);
        /* `.` in a fixup's expression is the instruction's own address: defer
         * before the location counter moves past it */
        for (unsigned i = 0; i < out.nfix; i++) {
            FixCtx *f = arena_zalloc(r->ectx.arena, sizeof *f);
            f->r = r;
            f->fix = out.fix[i];
            f->section = r->section;
            f->offset = off;
            f->line = r->lineidx;
            f->next = r->fixes;
            r->fixes = f;
            expr_defer(&r->ectx, out.fix[i].expr, out.fix[i].pos, fix_done, f);
        }
        r->size[r->section] += out.size;
        return;
    }
}

/* split a line into statements at ';' and strip comments (in place) */
static void do_line(Raw *r, char *line, size_t len, SrcPos pos, bool *in_comment)
{
    /* blank out comments, keeping columns */
    bool instr = false;
    char quote = 0;
    for (size_t i = 0; i < len; i++) {
        if (*in_comment) {
            if (line[i] == '*' && i + 1 < len && line[i + 1] == '/') {
                line[i] = line[i + 1] = ' ';
                i++;
                *in_comment = false;
            } else
                line[i] = ' ';
            continue;
        }
        if (instr) {
            if (line[i] == '\\' && i + 1 < len)
                i++;
            else if (line[i] == quote)
                instr = false;
            continue;
        }
        if (line[i] == '"' || line[i] == '\'') {
            instr = true;
            quote = line[i];
        } else if (line[i] == '#') {
            for (; i < len; i++)
                line[i] = ' ';
        } else if (line[i] == '/' && i + 1 < len && line[i + 1] == '*') {
            line[i] = line[i + 1] = ' ';
            i++;
            *in_comment = true;
        }
    }
    size_t start = 0;
    instr = false;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && instr) {
            if (line[i] == '\\' && i + 1 < len)
                i++;
            else if (line[i] == quote)
                instr = false;
            continue;
        }
        if (i < len && (line[i] == '"' || line[i] == '\'')) {
            instr = true;
            quote = line[i];
            continue;
        }
        if (i == len || line[i] == ';') {
            statement(r, line, len, pos, line + start, line + i);
            start = i + 1;
        }
    }
}

static void raw_free(Raw *r, StrBuf *src)
{
    expr_ctx_free(&r->ectx);
    arena_free(r->ectx.arena);
    symtab_free(r->st);
    sb_free(&r->text);
    sb_free(src);
}

static void usage(void)
{
    fprintf(stderr, "usage: gcn-rawasm [-A ARCH | -g GPU] [--wave32] [--buggyFPLit] "
            "[--oldModParam] [-l] [-o OUT] [IN]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    diag_init("gcn-rawasm");
    const char *out = NULL, *in = NULL;
    GpuArch arch = ARCH_GCN1_0;
    bool wave32 = false, buggy = false, oldmod = false, listing = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if ((strcmp(a, "-A") == 0 || strcmp(a, "--arch") == 0) && i + 1 < argc) {
            if (!arch_from_name(argv[i + 1], strlen(argv[i + 1]), &arch)) {
                fprintf(stderr, "gcn-rawasm: unknown architecture '%s'\n", argv[i + 1]);
                return 2;
            }
            i++;
        } else if ((strcmp(a, "-g") == 0 || strcmp(a, "--gpuType") == 0) && i + 1 < argc) {
            GpuDevice d;
            if (!gpu_from_name(argv[i + 1], strlen(argv[i + 1]), &d)) {
                fprintf(stderr, "gcn-rawasm: unknown GPU '%s'\n", argv[i + 1]);
                return 2;
            }
            arch = gpu_arch(d);
            i++;
        } else if (strcmp(a, "--wave32") == 0 || strcmp(a, "-3") == 0)
            wave32 = true;
        else if (strcmp(a, "--buggyFPLit") == 0)
            buggy = true;
        else if (strcmp(a, "--oldModParam") == 0)
            oldmod = true;
        else if (strcmp(a, "-l") == 0)
            listing = true;
        else if (strcmp(a, "-o") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (a[0] == '-' && a[1] != 0)
            usage();
        else if (!in)
            in = a;
        else
            usage();
    }
    if (!out)
        out = "a.out";
    FILE *f = (!in || strcmp(in, "-") == 0) ? stdin : fopen(in, "rb");
    if (!f) {
        fprintf(stderr, "gcn-rawasm: cannot open '%s': %s\n", in, strerror(errno));
        return 1;
    }
    StrBuf src = STRBUF_INIT;
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        sb_append(&src, buf, n);
    if (f != stdin)
        fclose(f);

    Raw r;
    memset(&r, 0, sizeof r);
    r.file = in ? in : "<stdin>";
    r.st = symtab_new();
    r.ectx.symtab = r.st;
    r.ectx.arena = arena_new();
    r.ectx.user = &r;
    r.ectx.dot = raw_dot;
    r.ectx.local_label = raw_local;
    gcn_init(&r.ga, arch, &r.ectx);
    r.ga.wave32 = wave32;
    r.ga.buggy_fplit = buggy;
    r.ga.old_mod_param = oldmod;

    bool in_comment = false;
    uint32_t lineno = 0;
    size_t pos = 0;
    size_t nlines = 0, capl = 0;
    struct { size_t start, end; unsigned errs; } *lst = NULL;
    while (pos < src.len) {
        if (listing) {
            if (nlines == capl) {
                capl = capl ? capl * 2 : 1024;
                lst = xrealloc(lst, capl * sizeof *lst);
            }
            lst[nlines].start = r.text.len;
            lst[nlines].errs = g_diag.errors;
        }
        size_t e = pos;
        while (e < src.len && src.data[e] != '\n')
            e++;
        lineno++;
        SrcPos sp = { r.file, lineno, 1, NULL };
        char *line = src.data + pos;
        size_t len = e - pos;
        if (len > 0 && line[len - 1] == '\r')
            len--;
        r.lineidx = nlines;
        do_line(&r, line, len, sp, &in_comment);
        if (listing) {
            lst[nlines].end = r.text.len;
            lst[nlines].errs = g_diag.errors - lst[nlines].errs;
            nlines++;
        }
        pos = e + 1;
    }
    expr_report_unresolved(&r.ectx, NULL);
    if (listing) {
        for (FixCtx *f = r.fixes; f; f = f->next)
            if ((!f->done || f->failed) && f->line < nlines)
                lst[f->line].errs++;
        for (size_t i = 0; i < nlines; i++) {
            if (lst[i].errs) {
                puts("error");
                continue;
            }
            const uint8_t *b = (const uint8_t *)r.text.data;
            for (size_t k = lst[i].start; k + 3 < lst[i].end; k += 4)
                printf("%s%08x", k == lst[i].start ? "" : " ",
                       (unsigned)(b[k] | (b[k + 1] << 8) | (b[k + 2] << 16) |
                                  ((uint32_t)b[k + 3] << 24)));
            putchar('\n');
        }
        free(lst);
        raw_free(&r, &src);
        return 0;
    }
    free(lst);
    if (diag_failed()) {
        raw_free(&r, &src);
        return 1;
    }
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp%ld", out, (long)getpid());
    FILE *o = fopen(tmp, "wb");
    int status = 0;
    if (!o) {
        fprintf(stderr, "gcn-rawasm: cannot create '%s': %s\n", tmp, strerror(errno));
        status = 1;
    } else if ((r.text.len && fwrite(r.text.data, 1, r.text.len, o) != r.text.len) ||
               fclose(o) != 0 || rename(tmp, out) != 0) {
        fprintf(stderr, "gcn-rawasm: cannot write '%s': %s\n", out, strerror(errno));
        remove(tmp);
        status = 1;
    }
    raw_free(&r, &src);
    return status;
}
