/* cfgpack.c - configuration records packed as they are made.
 *
 * A producer with many records (clrx-as: 20,000 kernels, seven records and
 * 27 values each) packs each record once it is final instead of keeping an
 * ObjConfigRec of 56 bytes and 16 bytes a value: about 85 bytes a kernel
 * instead of 800.  The object writer turns them into .clrx.config version 2
 * (obj_pack_encode), before the object's configs[].
 *
 * The packing is this process's own, never written to a file, and close to
 * version 2 (docs/object-format.md) so that the writer copies most of it.
 * A record is:
 *   kernel + 1, key (its PON_* number + 1, or 0 then the key's length and
 *   bytes), the number of values times 2 (plus 1 for a record whose value
 *   comes later, followed by its number in later[]), the file (0: the
 *   previous record's, else its index in files[] + 1), the line's
 *   difference from the previous record's (zigzag), the column;
 *   each value: n << 2 | 0 for a number n below 2^62, ~n << 2 | 2 for one
 *   whose complement is, 3 then 8 bytes for any other (all as version 2
 *   has them), len << 2 | 1 then the bytes of a string and a NUL (version 2
 *   has the string's offset in the string table instead);
 * every number unsigned LEB128 (bytes.h). */
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

static uint32_t file_index(ObjConfigPack *pk, const char *file)
{
    for (size_t i = pk->nfiles; i-- > 0;)
        if (pk->files[i] == file || strcmp(pk->files[i], file) == 0)
            return (uint32_t)i;
    CLRX_GROW(pk->files, pk->nfiles, pk->capfiles);
    pk->files[pk->nfiles] = file;
    return (uint32_t)pk->nfiles++;
}

/* The record's bytes are written at a pointer into room reserved once
 * for the most they can take: a record is packed for every config
 * statement. */
static void pack_record(ObjConfigPack *pk, const ObjConfigRec *r, bool later)
{
    StrBuf *b = &pk->bytes;
    size_t keylen = r->name >= 0 ? 0 : r->key ? strlen(r->key) : 0;
    size_t room = 8 * 10 + keylen;
    for (uint32_t v = 0; v < (later ? 0 : r->nvals); v++)
        room += 10 + (obj_cv_is_str(&r->vals[v]) ? (size_t)r->vals[v].len + 1 : 0);
    sb_reserve(b, room);
    uint8_t *p = (uint8_t *)b->data + b->len;
    p = put_uleb(p, (uint64_t)((int64_t)r->kernel + 1));
    if (r->name >= 0) {
        p = put_uleb(p, (uint64_t)r->name + 1);
    } else {
        *p++ = 0;
        p = put_uleb(p, keylen);
        if (keylen)
            memcpy(p, r->key, keylen);
        p += keylen;
    }
    if (later) {
        CLRX_GROW(pk->later, pk->nlater, pk->caplater);
        pk->later[pk->nlater].str = NULL;
        pk->later[pk->nlater].len = 0;
        *p++ = 1;
        p = put_uleb(p, pk->nlater++);
    } else {
        p = put_uleb(p, (uint64_t)r->nvals * 2);
    }
    const char *file = r->src.file ? r->src.file : "";
    if (pk->n && file == pk->files[pk->last_file]) {
        *p++ = 0;
    } else {
        pk->last_file = file_index(pk, file);
        p = put_uleb(p, (uint64_t)pk->last_file + 1);
    }
    int64_t d = (int64_t)r->src.line - (int64_t)pk->last_line;
    p = put_uleb(p, d >= 0 ? (uint64_t)d * 2 : (uint64_t)(-d) * 2 - 1);
    p = put_uleb(p, r->src.col);
    pk->last_line = r->src.line;
    for (uint32_t v = 0; v < (later ? 0 : r->nvals); v++) {
        const ObjConfigValue *cv = &r->vals[v];
        if (obj_cv_is_str(cv)) {
            p = put_uleb(p, cv->len << 2 | OBJ_CV_STR);
            if (cv->len)
                memcpy(p, cv->str, (size_t)cv->len);
            p += cv->len;
            *p++ = '\0';
        } else {
            p = cv_number_at(p, cv->num);
        }
    }
    b->len = (size_t)((char *)p - b->data);
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
    for (size_t i = 0; i < pk->nlater; i++)
        free(pk->later[i].str);
    free(pk->later);
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

/* A LEB128 number's bytes at p (well formed: written by pack_record). */
static const uint8_t *skip_uleb(const uint8_t *p)
{
    while (*p & 0x80)
        p++;
    return p + 1;
}

/* The bytes of the values of a record at p that has n of them: a string
 * ends the run (it is followed by its bytes, written as an offset). */
static const uint8_t *number_run(const uint8_t *p, uint64_t *n)
{
    for (; *n; --*n) {
        uint8_t tag = *p & 3;
        if (tag == OBJ_CV_STR)
            break;
        if (tag == OBJ_CV_RAW)
            p += 9;           /* (the tag alone in its byte, then 8 bytes) */
        else
            p = skip_uleb(p);
    }
    return p;
}

void obj_pack_encode(const ObjConfigPack *pk, StrBuf *out, ObjPackStrings str, void *ctx,
                     uint32_t *prev_file, uint32_t *prev_line)
{
    if (!pk || !pk->n)
        return;
    /* each file's string offset, found once */
    uint32_t *file_off = xmalloc((pk->nfiles ? pk->nfiles : 1) * sizeof *file_off);
    for (size_t i = 0; i < pk->nfiles; i++)
        file_off[i] = UINT32_MAX;
    uint32_t key_off[64] = { 0 }, key_seen[64] = { 0 };   /* by PON_* number */
    const uint8_t *p = (const uint8_t *)pk->bytes.data;
    /* A record is written at a pointer into room reserved for its fixed
     * fields; runs of numbers are copied as they were packed (str() adds
     * to the string table, never to `out`). */
    for (size_t r = 0; r < pk->n; r++) {
        sb_reserve(out, 6 * 10);
        uint8_t *o = (uint8_t *)out->data + out->len;
        const uint8_t *pos = p;
        p = skip_uleb(p);                                /* kernel + 1 */
        memcpy(o, pos, (size_t)(p - pos));
        o += p - pos;
        uint64_t key = get_uleb(&p);
        uint32_t koff;
        if (key) {
            unsigned h = (unsigned)(key - 1) & 63;
            if (key_seen[h] != key) {
                const char *k = po_name((int)(key - 1));
                key_off[h] = str(ctx, k, strlen(k));
                key_seen[h] = (uint32_t)key;
            }
            koff = key_off[h];
        } else {
            size_t n = (size_t)get_uleb(&p);
            koff = str(ctx, (const char *)p, n);
            p += n;
        }
        o = put_uleb(o, koff);
        uint64_t nv = get_uleb(&p), later = 0;
        if (nv & 1)
            later = get_uleb(&p);
        o = put_uleb(o, nv & 1 ? 1 : nv >> 1);
        uint64_t file = get_uleb(&p);
        if (file) {
            uint32_t fi = (uint32_t)(file - 1);
            if (file_off[fi] == UINT32_MAX)
                file_off[fi] = str(ctx, pk->files[fi], strlen(pk->files[fi]));
            /* the same file as the record before: 0, as the writer says it */
            o = put_uleb(o, file_off[fi] == *prev_file ? 0 : (uint64_t)file_off[fi] + 1);
            *prev_file = file_off[fi];
        } else {
            *o++ = 0;
        }
        pos = p;
        uint64_t dline = get_uleb(&p);                   /* line difference, column */
        *prev_line = (uint32_t)((int64_t)*prev_line + (dline & 1 ? -(int64_t)(dline >> 1) - 1
                                                                 : (int64_t)(dline >> 1)));
        p = skip_uleb(p);
        memcpy(o, pos, (size_t)(p - pos));
        o += p - pos;
        out->len = (size_t)((char *)o - out->data);
        if (nv & 1) {
            const struct ObjPackLater *l = &pk->later[later];
            sb_put_uleb(out, (uint64_t)l->len << 2 | OBJ_CV_STR);
            sb_put_uleb(out, str(ctx, l->str, l->len));
            continue;
        }
        /* numbers are written as they were packed; a string gets its offset */
        uint64_t left = nv >> 1;
        while (left) {
            pos = p;
            p = number_run(p, &left);
            sb_append(out, pos, (size_t)(p - pos));
            if (!left)
                break;
            uint64_t x = get_uleb(&p);                   /* a string */
            size_t n = (size_t)(x >> 2);
            sb_put_uleb(out, x);
            sb_put_uleb(out, str(ctx, (const char *)p, n));
            p += n + 1;
            left--;
        }
    }
    out->data[out->len] = '\0';
    free(file_off);
}
