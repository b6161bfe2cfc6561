/* mkobj.c - test tool: builds a clrx-tools object from a small text
 * description, through libcommon/objfile.h, so that the linker can be
 * tested without the assembler.
 *
 *   mkobj DESC OUT.o        (DESC "-" = standard input)
 *
 * One statement per line; a line whose first word starts with '#' is a
 * comment; words are separated by
 * blanks; "strings" take \n \t \0 \\ \" \xHH escapes.  A position is
 * at=FILE:LINE[:COL].
 *
 *   target FORMAT GPU [fmt] [gpu] [64bit] [symbols] [driver=N] [llvm=N]
 *          (fmt / gpu: the format / GPU was chosen explicitly; symbols: -S)
 *   kernel NAME [at=POS]
 *   section NAME KIND [align=N] [kernel=NAME|inner] [nobits] [size=N]
 *     (align=N: as `.section NAME align=N` declares it)
 *          [flags=N] [type=N]       KIND: code data rodata bss other config kdata comment
 *   bytes HEX...                    append bytes to the current section
 *   words N...                      append 32-bit little-endian words
 *   fill COUNT BYTE                 append COUNT copies of BYTE
 *   sym NAME SECT|abs|undef VALUE [local|global|weak] [notype|object|func] [size=N]
 *          SECT: a section name (its last section of that name) or #INDEX
 *   reloc OFFSET TYPE SYM ADDEND [at=POS]    in the current section; TYPE
 *          without R_AMDGPU_ (or a number); SYM a symbol name or @SECT for
 *          the section's STT_SECTION symbol
 *   config KERNEL|- KEY [at=POS] VALUE...     numbers or "strings"
 *   regusage SECT START END MAXSGPR MAXVGPR FLAGS [KERNEL...]
 *          FLAGS: 1 vcc, 2 flat, 4 xnack, 256 every kernel
 */
#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "objfile.h"

static const char *g_desc;
static unsigned g_line;

static _Noreturn void fail(const char *fmt, const char *arg)
{
    fprintf(stderr, "mkobj: %s:%u: ", g_desc, g_line);
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    exit(2);
}

/* Splits a line into words (strings unescaped, with their length). */
typedef struct Word { char *s; size_t len; bool quoted; } Word;

static size_t split(char *line, Word *w, size_t max)
{
    size_t n = 0;
    char *p = line;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            p++;
        if (!*p || (*p == '#' && n == 0))
            break;
        if (n == max)
            fail("%s", "too many words");
        if (*p == '"') {
            char *out = ++p, *start = p;
            while (*p && *p != '"') {
                if (*p == '\\' && p[1]) {
                    p++;
                    switch (*p) {
                    case 'n': *out++ = '\n'; p++; break;
                    case 't': *out++ = '\t'; p++; break;
                    case '0': *out++ = '\0'; p++; break;
                    case 'x': *out++ = (char)strtoul((char[]){ p[1], p[2], 0 }, NULL, 16);
                              p += 3; break;
                    default: *out++ = *p++; break;
                    }
                } else {
                    *out++ = *p++;
                }
            }
            if (*p != '"')
                fail("%s", "unterminated string");
            w[n++] = (Word){ start, (size_t)(out - start), true };
            *out = '\0';
            p++;
            continue;
        }
        char *start = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
            p++;
        w[n++] = (Word){ start, (size_t)(p - start), false };
        if (*p)
            *p++ = '\0';
    }
    return n;
}

static uint64_t num(const char *s)
{
    char *end;
    errno = 0;
    uint64_t v = (s[0] == '-') ? (uint64_t)strtoll(s, &end, 0) : strtoull(s, &end, 0);
    if (errno || *end || end == s)
        fail("bad number '%s'", s);
    return v;
}

static ObjSrcLine pos(Object *o, const char *s)
{
    /* FILE:LINE[:COL] */
    ObjSrcLine r = { 0 };
    char *copy = strdup(s);
    char *c1 = strchr(copy, ':');
    if (!c1)
        fail("bad position '%s'", s);
    *c1 = '\0';
    char *c2 = strchr(c1 + 1, ':');
    if (c2)
        *c2 = '\0';
    r.file = obj_str(o, copy);
    r.line = (uint32_t)num(c1 + 1);
    r.col = c2 ? (uint32_t)num(c2 + 1) : 0;
    free(copy);
    return r;
}

static int32_t find_section(const Object *o, const char *name)
{
    if (name[0] == '#') {
        uint64_t i = num(name + 1);
        if (i >= o->nsections)
            fail("no section %s", name);
        return (int32_t)i;
    }
    for (size_t i = o->nsections; i-- > 0;)
        if (strcmp(o->sections[i].name, name) == 0)
            return (int32_t)i;
    fail("no section '%s'", name);
}

static const char *const kinds[] = { "code", "data", "rodata", "bss", "other", "config",
                                     "kdata", "comment" };

static uint32_t reloc_type(const char *s)
{
    if (s[0] >= '0' && s[0] <= '9')
        return (uint32_t)num(s);
    char full[64];
    snprintf(full, sizeof full, "R_AMDGPU_%s", s);
    for (uint32_t t = 0; t < 64; t++)
        if (obj_reloc_name(t) && strcmp(obj_reloc_name(t), full) == 0)
            return t;
    fail("unknown relocation type '%s'", s);
}

int main(int argc, char **argv)
{
    diag_init("mkobj");
    if (argc != 3) {
        fprintf(stderr, "usage: mkobj DESC OUT.o\n");
        return 2;
    }
    g_desc = argv[1];
    FILE *in = strcmp(argv[1], "-") == 0 ? stdin : fopen(argv[1], "r");
    if (!in) {
        fprintf(stderr, "mkobj: cannot open '%s': %s\n", argv[1], strerror(errno));
        return 2;
    }
    Object *o = obj_new();
    int32_t cur = -1;
    char line[8192];
    Word w[512];
    while (fgets(line, sizeof line, in)) {
        g_line++;
        size_t n = split(line, w, 512);
        if (n == 0)
            continue;
        const char *cmd = w[0].s;
        if (!strcmp(cmd, "target")) {
            if (n < 3)
                fail("%s", "target FORMAT GPU ...");
            BinFormat f;
            GpuDevice d;
            if (!format_from_name(w[1].s, strlen(w[1].s), &f))
                fail("unknown format '%s'", w[1].s);
            if (!gpu_from_name(w[2].s, strlen(w[2].s), &d))
                fail("unknown GPU '%s'", w[2].s);
            o->target.format = f;
            o->target.gpu = d;
            for (size_t i = 3; i < n; i++) {
                if (!strcmp(w[i].s, "fmt"))
                    o->format_explicit = true;
                else if (!strcmp(w[i].s, "gpu"))
                    o->gpu_explicit = true;
                else if (!strcmp(w[i].s, "64bit"))
                    o->target.is64bit = true;
                else if (!strcmp(w[i].s, "symbols"))
                    o->target.force_add_symbols = true;
                else if (!strncmp(w[i].s, "driver=", 7))
                    o->target.driver_version = (uint32_t)num(w[i].s + 7);
                else if (!strncmp(w[i].s, "llvm=", 5))
                    o->target.llvm_version = (uint32_t)num(w[i].s + 5);
                else
                    fail("unknown target word '%s'", w[i].s);
            }
        } else if (!strcmp(cmd, "kernel")) {
            if (n < 2)
                fail("%s", "kernel NAME");
            ObjSrcLine src = { 0 };
            if (n > 2 && !strncmp(w[2].s, "at=", 3))
                src = pos(o, w[2].s + 3);
            obj_add_kernel(o, w[1].s, src);
        } else if (!strcmp(cmd, "section")) {
            if (n < 3)
                fail("%s", "section NAME KIND");
            int kind = -1;
            for (int k = 0; k < (int)CLRX_ARRAY_SIZE(kinds); k++)
                if (!strcmp(kinds[k], w[2].s))
                    kind = k;
            if (kind < 0)
                fail("unknown kind '%s'", w[2].s);
            cur = obj_add_section(o, w[1].s, (ObjSectKind)kind);
            ObjSection *s = &o->sections[cur];
            for (size_t i = 3; i < n; i++) {
                const char *a = w[i].s;
                if (!strncmp(a, "align=", 6)) {
                    /* as `.section NAME align=N` gives it */
                    s->align = num(a + 6);
                    s->decl_align = (uint32_t)s->align;
                }
                else if (!strcmp(a, "kernel=inner"))
                    s->kernel = OBJ_KERN_INNER;
                else if (!strncmp(a, "kernel=", 7)) {
                    s->kernel = obj_find_kernel(o, a + 7);
                    if (s->kernel < 0)
                        fail("no kernel '%s'", a + 7);
                } else if (!strcmp(a, "nobits"))
                    s->elf_type = SHT_NOBITS;
                else if (!strncmp(a, "size=", 5))
                    s->size = num(a + 5);
                else if (!strncmp(a, "flags=", 6))
                    s->elf_flags = num(a + 6);
                else if (!strncmp(a, "type=", 5))
                    s->elf_type = (uint32_t)num(a + 5);
                else
                    fail("unknown section word '%s'", a);
            }
        } else if (!strcmp(cmd, "bytes") || !strcmp(cmd, "words") || !strcmp(cmd, "fill")) {
            if (cur < 0)
                fail("%s", "no current section");
            ObjSection *s = &o->sections[cur];
            if (!strcmp(cmd, "fill")) {
                if (n != 3)
                    fail("%s", "fill COUNT BYTE");
                uint64_t c = num(w[1].s);
                char b = (char)num(w[2].s);
                for (uint64_t i = 0; i < c; i++)
                    sb_putc(&s->data, b);
            }
            for (size_t i = 1; i < n && strcmp(cmd, "fill"); i++) {
                if (!strcmp(cmd, "bytes")) {
                    char *end;
                    unsigned long v = strtoul(w[i].s, &end, 16);
                    if (*end || end == w[i].s || v > 0xff)
                        fail("bad byte '%s'", w[i].s);
                    sb_putc(&s->data, (char)v);
                } else {
                    uint64_t v = num(w[i].s);
                    char b[4] = { (char)v, (char)(v >> 8), (char)(v >> 16), (char)(v >> 24) };
                    sb_append(&s->data, b, 4);
                }
            }
            s->size = s->data.len;
        } else if (!strcmp(cmd, "sym")) {
            if (n < 5)
                fail("%s", "sym NAME SECT VALUE ...");
            ObjSymbol sym = { .name = w[1].s, .value = num(w[3].s), .bind = OBJ_LOCAL,
                              .elf_type = STT_NOTYPE };
            if (!strcmp(w[2].s, "abs"))
                sym.section = OBJ_SHN_ABS;
            else if (!strcmp(w[2].s, "undef"))
                sym.section = OBJ_SHN_UNDEF;
            else
                sym.section = find_section(o, w[2].s);
            for (size_t i = 4; i < n; i++) {
                const char *a = w[i].s;
                if (!strcmp(a, "local")) sym.bind = OBJ_LOCAL;
                else if (!strcmp(a, "global")) sym.bind = OBJ_GLOBAL;
                else if (!strcmp(a, "weak")) sym.bind = OBJ_WEAK;
                else if (!strcmp(a, "notype")) sym.elf_type = STT_NOTYPE;
                else if (!strcmp(a, "object")) sym.elf_type = STT_OBJECT;
                else if (!strcmp(a, "func")) sym.elf_type = STT_FUNC;
                else if (!strncmp(a, "size=", 5)) sym.size = num(a + 5);
                else fail("unknown symbol word '%s'", a);
            }
            obj_add_symbol(o, &sym);
        } else if (!strcmp(cmd, "reloc")) {
            if (n < 5 || cur < 0)
                fail("%s", "reloc OFFSET TYPE SYM ADDEND (in a section)");
            ObjReloc r = { .section = cur, .offset = num(w[1].s), .type = reloc_type(w[2].s),
                           .addend = (int64_t)num(w[4].s) };
            if (w[3].s[0] == '@') {
                r.symbol = obj_section_symbol(o, find_section(o, w[3].s + 1));
            } else {
                size_t i;
                for (i = 0; i < o->nsymbols; i++)
                    if (!strcmp(o->symbols[i].name, w[3].s))
                        break;
                if (i == o->nsymbols)
                    fail("no symbol '%s'", w[3].s);
                r.symbol = (uint32_t)i;
            }
            if (n > 5 && !strncmp(w[5].s, "at=", 3))
                r.src = pos(o, w[5].s + 3);
            obj_add_reloc(o, &r);
        } else if (!strcmp(cmd, "config")) {
            if (n < 3)
                fail("%s", "config KERNEL KEY VALUES...");
            int32_t k = OBJ_KERN_GLOBAL;
            if (strcmp(w[1].s, "-")) {
                k = obj_find_kernel(o, w[1].s);
                if (k < 0)
                    fail("no kernel '%s'", w[1].s);
            }
            size_t first = 3;
            ObjSrcLine src = { 0 };
            if (n > 3 && !w[3].quoted && !strncmp(w[3].s, "at=", 3)) {
                src = pos(o, w[3].s + 3);
                first = 4;
            }
            ObjConfigRec *c = obj_add_config(o, k, w[2].s, (uint32_t)(n - first));
            c->src = src;
            for (size_t i = first; i < n; i++) {
                if (w[i].quoted)
                    obj_config_str(o, c, (uint32_t)(i - first), w[i].s, w[i].len);
                else
                    obj_config_num(c, (uint32_t)(i - first), num(w[i].s));
            }
        } else if (!strcmp(cmd, "regusage")) {
            if (n < 7)
                fail("%s", "regusage SECT START END SGPR VGPR FLAGS [KERNEL...]");
            ObjRegUsage *u = obj_add_regusage(o);
            u->section = find_section(o, w[1].s);
            u->start = num(w[2].s);
            u->end = num(w[3].s);
            u->max_sgpr = (int32_t)num(w[4].s);
            u->max_vgpr = (int32_t)num(w[5].s);
            u->flags = (uint32_t)num(w[6].s);
            const char *names[512];
            for (size_t i = 7; i < n; i++)
                names[i - 7] = w[i].s;
            obj_regusage_set_kernels(o, u, names, (uint32_t)(n - 7));
        } else {
            fail("unknown statement '%s'", cmd);
        }
    }
    if (in != stdin)
        fclose(in);
    bool ok = obj_write(o, argv[2]);
    obj_free(o);
    return ok ? 0 : 1;
}
