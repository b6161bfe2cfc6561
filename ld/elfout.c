/* elfout.c - the ELF image builder (API and model in elfout.h).
 *
 * It writes the headers and tables itself, field by field, instead of going
 * through libelf (which libcommon/objfile.c uses for objects): the images
 * are built in memory because they go inside other containers (the Gallium
 * kernel table, an AMD OpenCL 2.0 outer ELF), which libelf cannot write
 * into (it writes to file descriptors), and the layout must be clrxasm's to
 * the byte: the place of the section header table among the sections, the
 * padding, which fields stay zero.  libelf with ELF_F_LAYOUT could place
 * the parts but would add a temporary file and a read-back per image.
 */
#include "elfout.h"

#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"

void elfout_init(ElfOut *e, bool is64)
{
    memset(e, 0, sizeof *e);
    e->is64 = is64;
    e->ehsize = is64 ? 64 : 52;
    e->shentsize = is64 ? 64 : 40;
    e->phentsize = is64 ? 56 : 32;
    e->symsize = is64 ? 24 : 16;
    e->word = is64 ? 8 : 4;
    e->shstrtab = e->shdrs = e->phdrs = ELF_NO_PART;
}

void elfout_free(ElfOut *e)
{
    for (size_t i = 0; i < e->nparts; i++) {
        sb_free(&e->parts[i].strs);
        free(e->parts[i].syms);
        free(e->parts[i].rels);
    }
    free(e->parts);
    free(e->segs);
    memset(e, 0, sizeof *e);
}

static size_t add_part(ElfOut *e, ElfPartKind kind, const char *name, uint32_t type,
                       uint64_t flags, uint64_t align)
{
    CLRX_GROW(e->parts, e->nparts, e->capparts);
    ElfPart *p = &e->parts[e->nparts];
    memset(p, 0, sizeof *p);
    p->kind = kind;
    p->name = name;
    p->type = type;
    p->flags = flags;
    p->align = align;
    p->link_part = ELF_NO_PART;
    if (name)
        p->index = ++e->nsect;
    return e->nparts++;
}

size_t elfout_section(ElfOut *e, const char *name, uint32_t type, uint64_t flags,
                      uint64_t align, const void *data, uint64_t size)
{
    size_t i = add_part(e, ELF_PART_SECTION, name, type, flags, align);
    e->parts[i].data = data;
    e->parts[i].size = size;
    return i;
}

size_t elfout_table(ElfOut *e, ElfPartKind kind, const char *name, uint32_t type,
                    uint64_t flags, uint64_t align)
{
    size_t i = add_part(e, kind, name, type, flags, align);
    ElfPart *p = &e->parts[i];
    if (kind == ELF_PART_SHSTRTAB)
        e->shstrtab = i;
    if (kind == ELF_PART_SHSTRTAB || kind == ELF_PART_STRTAB)
        sb_putc(&p->strs, '\0');
    if (kind == ELF_PART_SYMTAB)
        p->entsize = e->symsize;
    return i;
}

size_t elfout_raw(ElfOut *e, const void *data, uint64_t size, uint64_t align)
{
    size_t i = add_part(e, ELF_PART_RAW, NULL, 0, 0, align);
    e->parts[i].data = data;
    e->parts[i].size = size;
    return i;
}

size_t elfout_header_table(ElfOut *e, ElfPartKind kind, uint64_t align)
{
    size_t i = add_part(e, kind, NULL, 0, 0, align);
    *(kind == ELF_PART_SHDRS ? &e->shdrs : &e->phdrs) = i;
    return i;
}

void elfout_link(ElfOut *e, size_t from, size_t to)
{
    e->parts[from].link_part = to;
    e->parts[from].link = e->parts[to].index;
}

uint32_t elfout_add_str(ElfOut *e, size_t strtab, const char *s)
{
    StrBuf *b = &e->parts[strtab].strs;
    uint32_t off = (uint32_t)b->len;
    sb_append(b, s, strlen(s) + 1);
    return off;
}

void elfout_reserve_syms(ElfOut *e, size_t symtab, size_t n)
{
    ElfPart *p = &e->parts[symtab];
    if (n > p->capsyms - p->nsyms) {
        if (n > SIZE_MAX / sizeof *p->syms - p->nsyms)
            out_of_memory();
        p->capsyms = p->nsyms + n;
        p->syms = xrealloc(p->syms, p->capsyms * sizeof *p->syms);
    }
}

size_t elfout_add_sym(ElfOut *e, size_t symtab, const char *name, uint64_t value,
                      uint64_t size, uint8_t info, uint8_t other, uint16_t shndx)
{
    ElfPart *p = &e->parts[symtab];
    CLRX_GROW(p->syms, p->nsyms, p->capsyms);
    p->syms[p->nsyms] = (ElfSym){ name, value, size, info, other, shndx, 0 };
    return p->no_null_sym ? p->nsyms++ : ++p->nsyms;
}

void elfout_symtab_no_null(ElfOut *e, size_t symtab)
{
    ElfPart *p = &e->parts[symtab];
    p->no_null_sym = true;
    if (p->link_part != ELF_NO_PART)
        sb_clear(&e->parts[p->link_part].strs);
}

void elfout_add_rel(ElfOut *e, size_t rel, uint64_t offset, uint32_t sym, uint32_t type,
                    int64_t addend)
{
    ElfPart *p = &e->parts[rel];
    CLRX_GROW(p->rels, p->nrels, p->caprels);
    p->rels[p->nrels++] = (ElfRel){ offset, sym, type, addend };
}

/* A merge sort: stable, n log n. */
static void sort_rels(ElfRel *r, ElfRel *tmp, size_t n)
{
    if (n < 2)
        return;
    size_t h = n / 2;
    sort_rels(r, tmp, h);
    sort_rels(r + h, tmp, n - h);
    size_t i = 0, j = h, k = 0;
    while (i < h && j < n)
        tmp[k++] = r[j].offset < r[i].offset ? r[j++] : r[i++];
    while (i < h)
        tmp[k++] = r[i++];
    memcpy(r, tmp, j * sizeof *r);     /* r[j..n) are in place */
}

void elfout_sort_rels(ElfOut *e, size_t rel)
{
    ElfPart *p = &e->parts[rel];
    ElfRel *tmp = xmalloc((p->nrels ? p->nrels : 1) * sizeof *tmp);
    sort_rels(p->rels, tmp, p->nrels);
    free(tmp);
}

size_t elfout_segment(ElfOut *e, uint32_t type, uint32_t flags, size_t first, size_t count,
                      uint64_t align)
{
    CLRX_GROW(e->segs, e->nsegs, e->capsegs);
    e->segs[e->nsegs] = (ElfSeg){ .type = type, .flags = flags, .first = first,
                                  .count = count, .align = align };
    return e->nsegs++;
}

static uint64_t align_up(uint64_t v, uint64_t a)
{
    return a > 1 ? (v + a - 1) & ~(a - 1) : v;
}

static uint64_t rel_size(const ElfOut *e, const ElfPart *p)
{
    uint64_t ent = p->entsize ? p->entsize : (uint64_t)e->word * 2;
    return p->nrels * ent;
}

bool elfout_layout(ElfOut *e)
{
    /* the tables' contents and sizes */
    for (size_t i = 0; i < e->nparts; i++) {
        ElfPart *x = &e->parts[i];
        if (x->name && *x->name && e->shstrtab != ELF_NO_PART)
            x->name_off = elfout_add_str(e, e->shstrtab, x->name);
        if (x->kind == ELF_PART_SYMTAB && x->link_part != ELF_NO_PART) {
            /* without the empty string first, an empty name is the end of
             * the first symbol's name */
            uint32_t empty = x->no_null_sym && x->nsyms ? (uint32_t)strlen(x->syms[0].name) : 0;
            for (size_t s = 0; s < x->nsyms; s++)
                x->syms[s].name_off = *x->syms[s].name
                    ? elfout_add_str(e, x->link_part, x->syms[s].name) : empty;
        }
    }
    for (size_t i = 0; i < e->nparts; i++) {
        ElfPart *x = &e->parts[i];
        switch (x->kind) {
        case ELF_PART_SHSTRTAB:
        case ELF_PART_STRTAB: x->size = x->strs.len; break;
        case ELF_PART_SYMTAB:
            x->size = (uint64_t)(x->nsyms + !x->no_null_sym) * e->symsize;
            break;
        case ELF_PART_REL: x->size = rel_size(e, x); break;
        case ELF_PART_SHDRS: x->size = (uint64_t)(e->nsect + 1u) * e->shentsize; break;
        case ELF_PART_PHDRS: x->size = (uint64_t)e->nsegs * e->phentsize; break;
        default: break;
        }
    }
    /* offsets, within 4 GiB whatever the class: the image is built in
     * memory (an alignment of 2^40 from a forged record is no 1 TB file) */
    uint64_t off = e->ehsize;
    for (size_t i = 0; i < e->nparts; i++) {
        ElfPart *x = &e->parts[i];
        if (x->align > UINT32_MAX)
            return false;
        off = align_up(off, x->align);
        if (off > UINT32_MAX)
            return false;
        x->offset = off;
        if (x->addr_from_offset)
            x->addr = off;
        if (x->type != SHT_NOBITS) {
            if (x->size > UINT32_MAX - off)
                return false;
            off += x->size;
        }
    }
    e->size = off;
    for (size_t i = 0; i < e->nsegs; i++) {
        ElfSeg *g = &e->segs[i];
        if (!g->count)
            continue;
        const ElfPart *first = &e->parts[g->first];
        uint64_t fend = first->offset, mend = first->offset;
        for (size_t j = g->first; j < g->first + g->count; j++) {
            const ElfPart *x = &e->parts[j];
            uint64_t end = x->offset + x->size;
            if (x->type != SHT_NOBITS && end > fend)
                fend = end;
            if (end > mend)
                mend = end;
        }
        g->offset = first->offset;
        g->vaddr = g->paddr = first->addr;
        g->filesz = fend - first->offset;
        g->memsz = mend - first->offset;
    }
    return true;
}

/* Stores a 32- or 64-bit field by the class. */
static void put_word(const ElfOut *e, uint8_t *p, uint64_t v)
{
    if (e->is64)
        put64(p, v);
    else
        put32(p, (uint32_t)v);
}

static void emit_ehdr(const ElfOut *e, uint8_t *h)
{
    memcpy(h, ELFMAG, SELFMAG);
    h[EI_CLASS] = e->is64 ? ELFCLASS64 : ELFCLASS32;
    h[EI_DATA] = ELFDATA2LSB;
    h[EI_VERSION] = EV_CURRENT;
    h[EI_OSABI] = e->osabi;
    h[EI_ABIVERSION] = e->abiversion;
    put16(h + 16, e->type);
    put16(h + 18, e->machine);
    put32(h + 20, EV_CURRENT);
    /* e_entry, e_phoff, e_shoff: words; then e_flags and six halves */
    unsigned w = e->word;
    put_word(e, h + 24, e->entry);
    if (e->phdrs != ELF_NO_PART)
        put_word(e, h + 24 + w, e->parts[e->phdrs].offset);
    if (e->shdrs != ELF_NO_PART)
        put_word(e, h + 24 + 2 * w, e->parts[e->shdrs].offset);
    uint8_t *p = h + 24 + 3 * w;
    put32(p, e->flags);
    put16(p + 4, (uint16_t)e->ehsize);
    if (e->phdrs != ELF_NO_PART) {
        put16(p + 6, (uint16_t)e->phentsize);
        put16(p + 8, (uint16_t)e->nsegs);
    }
    put16(p + 10, (uint16_t)e->shentsize);
    if (e->shdrs != ELF_NO_PART)
        put16(p + 12, e->nsect + 1u);
    if (e->shstrtab != ELF_NO_PART)
        put16(p + 14, e->parts[e->shstrtab].index);
}

static void emit_shdr(const ElfOut *e, const ElfPart *s, StrBuf *out)
{
    uint8_t sh[64] = { 0 };
    uint64_t size = s->size;
    if (s->size_to_next && s + 1 < e->parts + e->nparts)
        size = s[1].offset - s->offset;
    put32(sh, s->name_off);
    put32(sh + 4, s->type);
    if (e->is64) {
        put64(sh + 8, s->flags);
        put64(sh + 16, s->addr);
        put64(sh + 24, s->zero_offset ? 0 : s->offset);
        put64(sh + 32, size);
        put32(sh + 40, s->link);
        put32(sh + 44, s->info);
        put64(sh + 48, s->sh_align ? s->sh_align : s->align);
        put64(sh + 56, s->entsize);
    } else {
        put32(sh + 8, (uint32_t)s->flags);
        put32(sh + 12, (uint32_t)s->addr);
        put32(sh + 16, s->zero_offset ? 0 : (uint32_t)s->offset);
        put32(sh + 20, (uint32_t)size);
        put32(sh + 24, s->link);
        put32(sh + 28, s->info);
        put32(sh + 32, (uint32_t)(s->sh_align ? s->sh_align : s->align));
        put32(sh + 36, (uint32_t)s->entsize);
    }
    sb_append(out, sh, e->shentsize);
}

static void emit_phdr(const ElfOut *e, const ElfSeg *g, StrBuf *out)
{
    uint8_t ph[56] = { 0 };
    put32(ph, g->type);
    if (e->is64) {
        put32(ph + 4, g->flags);
        put64(ph + 8, g->offset);
        put64(ph + 16, g->vaddr);
        put64(ph + 24, g->paddr);
        put64(ph + 32, g->filesz);
        put64(ph + 40, g->memsz);
        put64(ph + 48, g->align);
    } else {
        put32(ph + 4, (uint32_t)g->offset);
        put32(ph + 8, (uint32_t)g->vaddr);
        put32(ph + 12, (uint32_t)g->paddr);
        put32(ph + 16, (uint32_t)g->filesz);
        put32(ph + 20, (uint32_t)g->memsz);
        put32(ph + 24, g->flags);
        put32(ph + 28, (uint32_t)g->align);
    }
    sb_append(out, ph, e->phentsize);
}

/* The symbols of a table, after the null one. */
static void emit_syms(const ElfOut *e, const ElfPart *t, StrBuf *out)
{
    if (!t->no_null_sym)
        sb_zeros(out, e->symsize);
    for (size_t i = 0; i < t->nsyms; i++) {
        const ElfSym *s = &t->syms[i];
        uint8_t x[24] = { 0 };
        put32(x, s->name_off);
        if (e->is64) {
            x[4] = s->info;
            x[5] = s->other;
            put16(x + 6, s->shndx);
            put64(x + 8, s->value);
            put64(x + 16, s->size);
        } else {
            put32(x + 4, (uint32_t)s->value);
            put32(x + 8, (uint32_t)s->size);
            x[12] = s->info;
            x[13] = s->other;
            put16(x + 14, s->shndx);
        }
        sb_append(out, x, e->symsize);
    }
}

static void emit_rels(const ElfOut *e, const ElfPart *t, StrBuf *out)
{
    bool rela = t->entsize == (uint64_t)e->word * 3;
    for (size_t i = 0; i < t->nrels; i++) {
        const ElfRel *r = &t->rels[i];
        uint8_t x[24];
        if (e->is64) {
            put64(x, r->offset);
            put64(x + 8, ((uint64_t)r->sym << 32) | r->type);
            put64(x + 16, (uint64_t)r->addend);
        } else {
            put32(x, (uint32_t)r->offset);
            put32(x + 4, (r->sym << 8) | (r->type & 0xffu));
            put32(x + 8, (uint32_t)r->addend);
        }
        sb_append(out, x, e->word * (rela ? 3u : 2u));
    }
}

/* Generated bytes (headers, tables, gaps) wait in a buffer of this size at
 * most before they go out. */
#define EMIT_CHUNK ((size_t)64 << 10)

typedef struct Emit {
    ElfPut put;
    void *ctx;
    StrBuf buf;                /* generated bytes not given to put yet */
    uint64_t done;             /* bytes given to put */
    bool ok;
} Emit;

static void emit_flush(Emit *m)
{
    if (m->buf.len && m->ok)
        m->ok = m->put(m->ctx, m->buf.data, m->buf.len);
    m->done += m->buf.len;
    sb_clear(&m->buf);
}

/* The caller's bytes, as they are. */
static void emit_bytes(Emit *m, const void *p, size_t n)
{
    emit_flush(m);
    if (n && m->ok)
        m->ok = m->put(m->ctx, p, n);
    m->done += n;
}

/* The image, part after part, through put: the caller's section bytes and
 * string tables go as they are, the rest is generated here. */
static bool emit(const ElfOut *e, ElfPut put, void *ctx)
{
    Emit m = { .put = put, .ctx = ctx, .buf = STRBUF_INIT, .ok = true };
    sb_zeros(&m.buf, e->ehsize);
    emit_ehdr(e, (uint8_t *)m.buf.data);
    for (size_t i = 0; i < e->nparts && m.ok; i++) {
        const ElfPart *x = &e->parts[i];
        sb_zeros(&m.buf, (size_t)(x->offset - (m.done + m.buf.len)));
        switch (x->kind) {
        case ELF_PART_SECTION:
            /* a section without bytes (an input's no-bits section) that an
             * output keeps as bytes: zeros */
            if (x->type != SHT_NOBITS && x->size && x->data)
                emit_bytes(&m, x->data, (size_t)x->size);
            else if (x->type != SHT_NOBITS && x->size)
                sb_zeros(&m.buf, (size_t)x->size);
            break;
        case ELF_PART_RAW:
            if (x->size)
                emit_bytes(&m, x->data, (size_t)x->size);
            break;
        case ELF_PART_SHSTRTAB:
        case ELF_PART_STRTAB:
            emit_bytes(&m, x->strs.data, x->strs.len);
            break;
        case ELF_PART_SYMTAB:
            emit_syms(e, x, &m.buf);
            break;
        case ELF_PART_REL:
            emit_rels(e, x, &m.buf);
            break;
        case ELF_PART_SHDRS:
            sb_zeros(&m.buf, e->shentsize);      /* the null section */
            for (size_t j = 0; j < e->nparts; j++)
                if (e->parts[j].index)
                    emit_shdr(e, &e->parts[j], &m.buf);
            break;
        case ELF_PART_PHDRS:
            for (size_t j = 0; j < e->nsegs; j++)
                emit_phdr(e, &e->segs[j], &m.buf);
            break;
        }
        if (m.buf.len >= EMIT_CHUNK)
            emit_flush(&m);
    }
    emit_flush(&m);
    sb_free(&m.buf);
    return m.ok;
}

static bool put_strbuf(void *out, const void *p, size_t n)
{
    sb_append(out, p, n);
    return true;
}

void elfout_emit(const ElfOut *e, StrBuf *out)
{
    sb_reserve(out, (size_t)e->size);
    emit(e, put_strbuf, out);
}

bool elfout_write(const ElfOut *e, ElfPut put, void *ctx)
{
    return emit(e, put, ctx);
}
