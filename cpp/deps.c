/* deps.c - make-compatible dependency rules (-M, -MD, -MT, -MQ, -MP):
 * the input file and every file that .include or .incbin read, each once,
 * in the order they were first read.  Long rules are folded with
 * backslash-newlines as gcc folds them.
 */
#include <string.h>

#include "cpp.h"

void deps_init(DepList *d)
{
    memset(d, 0, sizeof *d);
    d->seen = ht_new(16);
}

void deps_free(DepList *d)
{
    free(d->files);
    if (d->seen)
        ht_free(d->seen);
    memset(d, 0, sizeof *d);
}

void deps_add(DepList *d, const char *file)
{
    bool inserted;
    void **slot = ht_slot(d->seen, file, strlen(file), &inserted);
    if (!inserted)
        return;
    *slot = (void *)file;
    if (d->n == d->cap) {
        d->cap = d->cap ? d->cap * 2 : 16;
        d->files = xrealloc(d->files, d->cap * sizeof *d->files);
    }
    d->files[d->n++] = file;
}

/* make's quoting: blanks and '#' get a backslash (backslashes before a
 * blank are doubled), '$' becomes "$$" */
char *deps_quote(const char *name, bool dollar)
{
    StrBuf b = STRBUF_INIT;
    sb_reserve(&b, 1);
    for (const char *s = name; *s; s++) {
        if (*s == ' ' || *s == '\t') {
            for (const char *t = s - 1; t >= name && *t == '\\'; t--)
                sb_putc(&b, '\\');
            sb_putc(&b, '\\');
        } else if (*s == '#')
            sb_putc(&b, '\\');
        else if (*s == '$' && dollar)
            sb_putc(&b, '$');
        sb_putc(&b, *s);
    }
    return sb_detach(&b);
}

typedef struct Folder {
    FILE *f;
    size_t col;
} Folder;

static void put_word(Folder *w, const char *s, bool first)
{
    size_t n = strlen(s);
    if (!first) {
        if (w->col + 1 + n > 76 && w->col > 1) {
            fputs(" \\\n ", w->f);
            w->col = 1;
        } else {
            fputc(' ', w->f);
            w->col++;
        }
    }
    fputs(s, w->f);
    w->col += n;
}

void deps_write(FILE *f, const char *const *targets, size_t ntargets, const DepList *d,
                bool phony)
{
    Folder w = { f, 0 };
    for (size_t i = 0; i < ntargets; i++)
        put_word(&w, targets[i], i == 0);
    fputc(':', f);
    w.col++;
    for (size_t i = 0; i < d->n; i++) {
        char *q = deps_quote(d->files[i], true);
        put_word(&w, q, false);
        free(q);
    }
    fputc('\n', f);
    if (phony)
        for (size_t i = 1; i < d->n; i++) {
            char *q = deps_quote(d->files[i], true);
            fprintf(f, "\n%s:\n", q);
            free(q);
        }
}
