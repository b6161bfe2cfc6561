/* asm.c - the assembler's life cycle: setting up the state, reading each
 * input through the lexer and grammar, positions and diagnostics of the
 * current line, and the byte-level emitting into sections. */
#include "asm.h"
#include "pseudoop.h"
#include "format.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lexer.h"


/* ExprCtx callbacks (symbols.c) */
bool as_expr_dot(void *user, int32_t *section, uint64_t *offset);
Symbol *as_expr_local_label(void *user, const char *digits, size_t len, bool forward,
                            SrcPos pos);

static void locate(const void *owner, const char *p, SrcPos *pos, const char **text,
                   size_t *len);

void as_init(Asm *A, AsmOptions *opts)
{
    memset(A, 0, sizeof *A);
    A->dline = (DiagLine){ locate, A };
    A->opts = opts;
    A->target = opts->target;
    A->arena = arena_new();
    A->strs = strpool_new();
    A->symtab = symtab_new();
    A->ectx.symtab = A->symtab;
    A->ectx.arena = A->arena;
    A->stmt_arena = arena_new();
    A->ectx.parse_arena = A->stmt_arena;   /* freed after each statement */
    A->ectx.user = A;
    A->ectx.dot = as_expr_dot;
    A->ectx.local_label = as_expr_local_label;
    A->ectx.multi_terms = true;
    A->ectx.link_base = as_link_base;
    A->ectx.link_anchor = as_link_anchor;
    as_stmt_init(A);
    A->ectx.link_node = as_link_node;
    A->cur = 0;
    A->cur_kernel = KERN_GLOBAL;
    A->kcode_kernel = -1;
    A->sect_by_name = ht_new(16);
    A->kernel_by_name = ht_new(16);
    A->local_labels = ht_new(64);
    A->enum_counters = ht_new(16);
    A->print_out = stdout;
    A->file = "<stdin>";
    A->line = "";

    /* -D symbols: absolute values in the global scope, before the source */
    for (size_t k = 0; k < opts->n_defsyms; k++) {
        const DefSym *d = &opts->defsyms[k];
        if (strcmp(d->name, ".") == 0) {
            diag_plain(DIAG_WARNING, "the definition of symbol '.' is ignored");
            continue;
        }
        if (!d->numeric) {
            as_define_notnum(A, d->name, strlen(d->name), d->value);
            continue;
        }
        Symbol *s = symtab_target(A->symtab, d->name, strlen(d->name));
        if (s)
            expr_set_symbol(&A->ectx, s, SECT_ABS, d->ival);
    }
}

void as_define_notnum(Asm *A, const char *name, size_t len, const char *text)
{
    Symbol *s = symtab_target(A->symtab, name, len);
    if (!s)
        return;
    s->notnum = 1;
    s->has_value = 0;
    s->value = (uint64_t)(uintptr_t)strpool_intern(A->strs, text, strlen(text));
}

/* Frees what the assembly built and an object made from it does not point
 * into: sections, kernels, relocations, link records, register usage, the
 * symbol table, the hash tables.  What stays (the arena, whose source
 * contexts and strings an object's source lines point at, the string pool)
 * goes with as_free. */
void as_release(Asm *A)
{
    if (A->initialized && as_format(A)->release && !A->fmt_released)
        as_format(A)->release(A);           /* its kernels' state */
    A->fmt_released = true;
    for (size_t k = 0; k < A->nsects; k++)
        sb_free(&A->sects[k].data);
    free(A->sects);
    A->sects = NULL;
    A->nsects = A->capsects = 0;
    free(A->kernels);
    A->kernels = NULL;
    A->nkernels = A->capkernels = 0;
    free(A->externs);
    A->externs = NULL;
    A->nexterns = A->capexterns = 0;
    free(A->relocs);
    A->relocs = NULL;
    A->nrelocs = A->caprelocs = 0;
    free(A->links);
    A->links = NULL;
    A->nlinks = A->caplinks = 0;
    free(A->usage);
    A->usage = NULL;
    A->nusage = A->capusage = 0;
    obj_pack_free(&A->cfgpack);
    memset(&A->cfgpack, 0, sizeof A->cfgpack);
    arena_free(A->cfg_arena);
    A->cfg_arena = NULL;
    free(A->cfgsyms);
    A->cfgsyms = NULL;
    A->ncfgsyms = A->capcfgsyms = 0;
    sb_free(&A->deferred);
    free(A->foreign_kernels);
    A->foreign_kernels = NULL;
    A->nforeign = A->capforeign = 0;
    ht_free(A->foreign_by_name);
    A->foreign_by_name = NULL;
    free(A->labelpos);
    A->labelpos = NULL;
    A->nlabelpos = A->caplabelpos = 0;
    free(A->kstack);
    A->kstack = NULL;
    A->ksel = NULL;
    A->nkstack = A->capkstack = 0;
    ht_free(A->sect_by_name);
    A->sect_by_name = NULL;
    ht_free(A->kernel_by_name);
    A->kernel_by_name = NULL;
    ht_free(A->local_labels);
    A->local_labels = NULL;
    ht_free(A->enum_counters);
    A->enum_counters = NULL;
    expr_ctx_free(&A->ectx);
    symtab_free(A->symtab);
    A->symtab = NULL;
    arena_free(A->stmt_arena);
    A->stmt_arena = NULL;
}

void as_free(Asm *A)
{
    as_release(A);
    strpool_free(A->strs);
    arena_free(A->arena);
    lexer_free();
}

FILE *as_open_regular(const char *path, const char **special)
{
    /* O_NONBLOCK: opening a FIFO does not wait for a writer */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    if (fd < 0)
        return NULL;
    struct stat st;
    bool have = fstat(fd, &st) == 0;
    if (!have || !S_ISREG(st.st_mode)) {
        if (have && !S_ISDIR(st.st_mode))
            *special = "not a regular file";
        close(fd);
        return NULL;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f)
        close(fd);
    return f;
}

bool as_assemble_file(Asm *A, const char *path)
{
    FILE *in;
    const char *name;
    if (!path || strcmp(path, "-") == 0) {
        in = stdin;
        name = "<stdin>";
    } else {
        in = fopen(path, "rb");
        if (!in) {
            diag_plain(DIAG_ERROR, "cannot open '%s': %s", path, strerror(errno));
            return false;
        }
        name = path;
    }
    name = strpool_intern(A->strs, name, strlen(name));
    lexer_start(A, in, name);
    lexer_run(A);
    if (in != stdin)
        fclose(in);
    return true;
}

/* ------------------------------------------------------------------ */
/* positions and diagnostics                                          */

static const LineJoin *join_of(const Asm *A, size_t off)
{
    static const LineJoin none = { 0, 0, 1 };
    if (A->njoins == 0)
        return &none;
    size_t k = A->njoins - 1;
    while (k > 0 && A->joins[k].offset > off)
        k--;
    return &A->joins[k];
}

SrcPos as_pos(const Asm *A, const char *p)
{
    size_t off = 0;
    if (p && p >= A->line && p <= A->line + A->line_len)
        off = (size_t)(p - A->line);
    const LineJoin *j = join_of(A, off);
    SrcPos pos = { A->file, j->line, (uint32_t)(off - j->offset) + j->col, A->ctx };
    return pos;
}

SrcPos as_pos_keep(Asm *A, const char *p)
{
    return as_pos(A, p);
}

void as_cfg_close(Asm *A)
{
    if (!A->cfg_open)
        return;
    if (A->cfgrec_sym) {
        CLRX_GROW(A->cfgsyms, A->ncfgsyms, A->capcfgsyms);
        A->cfgsyms[A->ncfgsyms].later = obj_pack_config_later(&A->cfgpack, &A->cfgrec);
        A->cfgsyms[A->ncfgsyms++].sym = A->cfgrec_sym;
        A->cfgrec_sym = NULL;
    } else {
        obj_pack_config(&A->cfgpack, &A->cfgrec);
    }
    A->cfg_open = false;
    if (A->cfg_arena)
        arena_reset(A->cfg_arena);
}

AsCfgRec *as_cfg_add(Asm *A, int32_t kernel, int key, uint32_t nvals, uint32_t room)
{
    as_cfg_close(A);
    AsCfgRec *r = &A->cfgrec;
    memset(r, 0, sizeof *r);
    r->kernel = kernel;
    r->name = key;
    r->key = po_name(key);
    r->nvals = nvals;
    if (room) {
        if (!A->cfg_arena)
            A->cfg_arena = arena_new();
        r->vals = arena_zalloc(A->cfg_arena, room * sizeof *r->vals);
    }
    A->cfg_open = true;
    return r;
}

void as_cfg_symbol(Asm *A, AsCfgRec *r, Symbol *sym)
{
    (void)r;                   /* the open record */
    A->cfgrec_sym = sym;
}

void as_cfg_set_nums(AsCfgRec *r, const uint64_t *v, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        r->vals[i].num = v[i];
}

void as_cfg_set_str(Asm *A, AsCfgRec *r, uint32_t i, const char *s, size_t n)
{
    char *copy = arena_alloc(A->cfg_arena, n + 1);
    if (n)
        memcpy(copy, s, n);
    copy[n] = '\0';
    r->vals[i].str = copy;
    r->vals[i].len = n;
}

/* the physical line around p, for the caret display (NULL when only a
 * part of it is at hand) */
void as_line_of(const Asm *A, const char *p, const char **s, size_t *n)
{
    size_t off = 0;
    if (p && p >= A->line && p <= A->line + A->line_len)
        off = (size_t)(p - A->line);
    size_t k = 0;
    while (k + 1 < A->njoins && A->joins[k + 1].offset <= off)
        k++;
    size_t b = A->njoins ? A->joins[k].offset : 0;
    size_t e = (k + 1 < A->njoins) ? A->joins[k + 1].offset : A->line_len;
    if (b > A->line_len)
        b = A->line_len;
    if (e > A->line_len)
        e = A->line_len;
    /* a statement ends at ';': show the whole physical line anyway */
    *s = A->line + b;
    *n = e - b;
    /* a part that does not start the physical line (after a join map):
     * not shown, the caret could not be placed in it */
    if (A->njoins && A->joins[k].col != 1) {
        *s = NULL;
        *n = 0;
    }
}

/* DiagLine's locator for the current line (as_error ...). */
static void locate(const void *owner, const char *p, SrcPos *pos, const char **text,
                   size_t *len)
{
    const Asm *A = owner;
    *pos = as_pos(A, p);
    as_line_of(A, p, text, len);
}

/* ------------------------------------------------------------------ */
/* emitting                                                            */

uint8_t *as_reserve(Asm *A, const char *place, uint64_t n, uint8_t fill)
{
    if (A->cur == SECT_ABS) {
        A->abs_off += n;
        return NULL;
    }
    AsSection *s = &A->sects[A->cur];
    if (n > AS_MAX_SECT_SIZE || s->size + n > AS_MAX_SECT_SIZE) {
        as_error(A, place, "section '%s' would grow beyond %llu bytes", s->name,
                 (unsigned long long)AS_MAX_SECT_SIZE);
        return NULL;
    }
    if (!(s->flags & SF_WRITE)) {
        s->size += n;
        return NULL;
    }
    sb_reserve(&s->data, (size_t)n);
    uint8_t *p = (uint8_t *)s->data.data + s->data.len;
    memset(p, fill, (size_t)n);
    s->data.len += (size_t)n;
    s->data.data[s->data.len] = '\0';
    s->size = s->data.len;
    return p;
}

void as_emit(Asm *A, const char *place, const void *p, size_t n)
{
    uint8_t *d = as_reserve(A, place, n, 0);
    if (d)
        memcpy(d, p, n);
}

/* An alignment gap of n bytes in code starts at an offset of -n modulo 4. */
void as_fill_code(uint8_t *out, uint64_t n)
{
    obj_fill_code(out, (0 - n) & 3, n);
}

void as_note_align(Asm *A, uint64_t align)
{
    if (A->cur == SECT_ABS)
        return;
    AsSection *s = &A->sects[A->cur];
    if (align > s->max_align)
        s->max_align = align;
    if (s->size > 0 && align > s->inner_align)
        s->inner_align = align;
}
