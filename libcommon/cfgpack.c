/* cfgpack.c - configuration records packed as they are made.
 *
 * A producer with many records (clrx-as: 20,000 kernels, seven records and
 * 27 values each) packs each record once it is final instead of keeping an
 * ObjConfigRec (56 bytes then, 48 now) and 16 bytes a value: about 85
 * bytes a kernel instead of 800.  The records are packed as .clrx.config version 2 has
 * them (docs/object-format.md), their strings (keys, file names, string
 * values) kept in a string table of the pack's own, which the object writer
 * makes the beginning of the object's (obj_write): the writer copies the
 * records as they are, before the object's configs[].  A record whose
 * value comes later (a symbol's name, as the object is made) is packed but
 * for that value, which the writer puts where later_at says. */
#include <string.h>
#include <stdlib.h>

#include "bytes.h"
#include "objfile.h"
#include "pseudoop.h"

/* a number value as version 2 has it, at p (room for 10 bytes) */
static uint8_t *cv_number_at(uint8_t *p, uint64_t v)
{
    if (v < OBJ_CV_SMALL)
        return put_uleb(p, v << 2 | OBJ_CV_NUM);
    if (~v < OBJ_CV_SMALL)
        return put_uleb(p, ~v << 2 | OBJ_CV_NEG);
    *p++ = OBJ_CV_RAW;
    put64(p, v);
    return p + 8;
}

void obj_cv_put_number(StrBuf *b, uint64_t v)
{
    sb_reserve(b, 10);
    uint8_t *p = cv_number_at((uint8_t *)b->data + b->len, v);
    b->len = (size_t)((char *)p - b->data);
    b->data[b->len] = '\0';
}

/* The offset of a string in the pack's string table (which begins with the
 * empty string's NUL), added if new. */
static uint32_t pack_string(ObjConfigPack *pk, const char *s, size_t len)
{
    if (!len)
        return 0;
    if (!pk->str_off) {
        pk->str_off = ht_new(64);
        pk->str_arena = arena_new();
        sb_putc(&pk->strs, '\0');
    }
    bool ins;
    const char *kept;
    void **slot = ht_slot_copy(pk->str_off, s, len, &ins, pk->str_arena, &kept);
    if (ins) {
        *slot = (void *)(uintptr_t)pk->strs.len;
        sb_append(&pk->strs, s, len);
        sb_putc(&pk->strs, '\0');
    }
    return (uint32_t)(uintptr_t)*slot;
}

/* A file name's index in files[] (and file_off[]): the files met are few */
static uint32_t file_index(ObjConfigPack *pk, const char *file)
{
    for (size_t i = pk->nfiles; i-- > 0;)
        if (pk->files[i] == file || strcmp(pk->files[i], file) == 0)
            return (uint32_t)i;
    size_t cap = pk->capfiles;
    CLRX_GROW(pk->files, pk->nfiles, pk->capfiles);
    if (cap != pk->capfiles)
        pk->file_off = xrealloc(pk->file_off, pk->capfiles * sizeof *pk->file_off);
    pk->files[pk->nfiles] = file;
    pk->file_off[pk->nfiles] = pack_string(pk, file, strlen(file));
    return (uint32_t)pk->nfiles++;
}

/* The offset of a record's key's string (a known key's found once) */
static uint32_t key_offset(ObjConfigPack *pk, const ObjConfigRec *r)
{
    if (r->name < 0 || r->name >= PO_NAME_COUNT)
        return r->key ? pack_string(pk, r->key, strlen(r->key)) : 0;
    if (!pk->key_off)
        pk->key_off = xcalloc(PO_NAME_COUNT, sizeof *pk->key_off);
    if (!pk->key_off[r->name]) {
        const char *k = po_name(r->name);
        pk->key_off[r->name] = pack_string(pk, k, strlen(k));
    }
    return pk->key_off[r->name];
}

/* The record's bytes are written at a pointer into room reserved for its
 * fixed fields, then for each value: a record is packed for every config
 * statement. */
static void pack_record(ObjConfigPack *pk, const ObjConfigRec *r, bool later)
{
    StrBuf *b = &pk->bytes;
    /* the strings first: their offsets go in the record */
    uint32_t key = key_offset(pk, r);
    const char *file = r->src.file ? r->src.file : "";
    if (!pk->n || file != pk->files[pk->last_file])
        pk->last_file = file_index(pk, file);
    uint32_t foff = pk->file_off[pk->last_file];
    sb_reserve(b, 6 * 10);
    uint8_t *p = (uint8_t *)b->data + b->len;
    p = put_uleb(p, (uint64_t)((int64_t)r->kernel + 1));
    p = put_uleb(p, key);
    p = put_uleb(p, later ? 1 : r->nvals);
    /* the same file as the record before: 0, as the writer says it */
    p = put_uleb(p, foff == pk->prev_file ? 0 : (uint64_t)foff + 1);
    pk->prev_file = foff;
    int64_t d = (int64_t)r->src.line - (int64_t)pk->last_line;
    p = put_uleb(p, d >= 0 ? (uint64_t)d * 2 : (uint64_t)(-d) * 2 - 1);
    p = put_uleb(p, r->src.col);
    pk->last_line = r->src.line;
    b->len = (size_t)((char *)p - b->data);
    if (later) {
        size_t cap = pk->caplater;
        CLRX_GROW(pk->later, pk->nlater, pk->caplater);
        if (cap != pk->caplater)
            pk->later_at = xrealloc(pk->later_at, pk->caplater * sizeof *pk->later_at);
        pk->later[pk->nlater].str = NULL;
        pk->later[pk->nlater].len = 0;
        pk->later_at[pk->nlater++] = b->len;
    }
    for (uint32_t v = 0; v < (later ? 0 : r->nvals); v++) {
        const ObjConfigValue *cv = &r->vals[v];
        sb_reserve(b, 2 * 10);
        p = (uint8_t *)b->data + b->len;
        if (obj_cv_is_str(cv)) {
            uint32_t off = pack_string(pk, cv->str, (size_t)cv->len);
            p = put_uleb(p, cv->len << 2 | OBJ_CV_STR);
            p = put_uleb(p, off);
        } else {
            p = cv_number_at(p, cv->num);
        }
        b->len = (size_t)((char *)p - b->data);
    }
    b->data[b->len] = '\0';
    if (r->kernel >= 0 && (uint32_t)r->kernel + 1 > pk->kernels_needed)
        pk->kernels_needed = (uint32_t)r->kernel + 1;
    if (r->kernel < OBJ_KERN_GLOBAL || !r->key || !*r->key)
        pk->invalid = true;
    pk->n++;
}

void obj_pack_config(ObjConfigPack *pk, const ObjConfigRec *r)
{
    if (r->nvals && !r->vals)              /* refused by the object's check */
        pk->invalid = true;
    else
        pack_record(pk, r, false);
}

uint32_t obj_pack_config_later(ObjConfigPack *pk, const ObjConfigRec *r)
{
    pack_record(pk, r, true);
    return (uint32_t)(pk->nlater - 1);
}

void obj_pack_resolve(ObjConfigPack *pk, uint32_t later, const char *s, size_t len)
{
    char *copy = xmalloc(len + 1);
    memcpy(copy, s, len);
    copy[len] = '\0';
    free(pk->later[later].str);
    pk->later[later].str = copy;
    pk->later[later].len = len;
}

void obj_pack_free(ObjConfigPack *pk)
{
    if (!pk)
        return;
    sb_free(&pk->bytes);
    free(pk->files);
    free(pk->file_off);
    free(pk->key_off);
    sb_free(&pk->strs);
    ht_free(pk->str_off);
    arena_free(pk->str_arena);
    for (size_t i = 0; i < pk->nlater; i++)
        free(pk->later[i].str);
    free(pk->later);
    free(pk->later_at);
    memset(pk, 0, sizeof *pk);
}

void obj_give_config_pack(Object *o, ObjConfigPack *pk)
{
    if (o->cfgpack) {
        obj_pack_free(o->cfgpack);
        free(o->cfgpack);
        o->cfgpack = NULL;
    }
    if (pk->n || pk->invalid) {
        o->cfgpack = xmalloc(sizeof *o->cfgpack);
        *o->cfgpack = *pk;
        memset(pk, 0, sizeof *pk);
    } else {
        obj_pack_free(pk);
    }
}

void obj_pack_encode(const ObjConfigPack *pk, StrBuf *out, ObjPackStrings str, void *ctx,
                     uint32_t *prev_file, uint32_t *prev_line)
{
    if (!pk || !pk->n)
        return;
    size_t pos = 0;
    for (size_t i = 0; i < pk->nlater; i++) {
        const struct ObjPackLater *l = &pk->later[i];
        sb_append(out, pk->bytes.data + pos, pk->later_at[i] - pos);
        sb_put_uleb(out, (uint64_t)l->len << 2 | OBJ_CV_STR);
        sb_put_uleb(out, str(ctx, l->str, l->len));
        pos = pk->later_at[i];
    }
    sb_append(out, pk->bytes.data + pos, pk->bytes.len - pos);
    *prev_file = pk->prev_file;
    *prev_line = pk->last_line;
}
