/* cfgpack.c - configuration records packed as they are made.
 *
 * A producer with many records (clrx-as: 20,000 kernels, seven records and
 * 27 values each) packs each record once it is final instead of keeping an
 * ObjConfigRec of 56 bytes and 16 bytes a value: about 85 bytes a kernel
 * instead of 800.  The object writer reads them back one at a time
 * (ObjPackCursor) and writes them before the object's configs[].
 *
 * The packing is this process's own, never written to a file.  A record is:
 *   kernel + 1, key (its PON_* number + 1, or 0 then the key's length and
 *   bytes), the number of values times 2 (plus 1 for a record whose value
 *   comes later, followed by its number in later[]), the file (0: the previous record's, else
 *   its index in files[] + 1), the line's difference from the previous
 *   record's (zigzag), the column;
 *   each value: n << 2 | 0 for a number n below 2^62, ~n << 2 | 2 for one
 *   whose complement is, 3 then 8 bytes for any other, len << 2 | 1 then
 *   the bytes of a string and a NUL;
 * every number unsigned LEB128 (bytes.h). */
#include <string.h>
#include <stdlib.h>

#include "bytes.h"
#include "objfile.h"
#include "pseudoop.h"

#define PV_NUM 0u
#define PV_STR 1u
#define PV_NEG 2u
#define PV_RAW 3u
#define PV_SMALL ((uint64_t)1 << 62)

static uint32_t file_index(ObjConfigPack *pk, const char *file)
{
    for (size_t i = pk->nfiles; i-- > 0;)
        if (pk->files[i] == file || strcmp(pk->files[i], file) == 0)
            return (uint32_t)i;
    CLRX_GROW(pk->files, pk->nfiles, pk->capfiles);
    pk->files[pk->nfiles] = file;
    return (uint32_t)pk->nfiles++;
}

static void pack_record(ObjConfigPack *pk, const ObjConfigRec *r, bool later)
{
    StrBuf *b = &pk->bytes;
    sb_put_uleb(b, (uint64_t)((int64_t)r->kernel + 1));
    if (r->name >= 0) {
        sb_put_uleb(b, (uint64_t)r->name + 1);
    } else {
        size_t n = r->key ? strlen(r->key) : 0;
        sb_put_uleb(b, 0);
        sb_put_uleb(b, n);
        sb_append(b, r->key, n);
    }
    if (later) {
        CLRX_GROW(pk->later, pk->nlater, pk->caplater);
        pk->later[pk->nlater].str = NULL;
        pk->later[pk->nlater].len = 0;
        sb_put_uleb(b, 1);
        sb_put_uleb(b, pk->nlater++);
    } else {
        sb_put_uleb(b, (uint64_t)r->nvals * 2);
    }
    const char *file = r->src.file ? r->src.file : "";
    if (pk->n && file == pk->files[pk->last_file]) {
        sb_put_uleb(b, 0);
    } else {
        pk->last_file = file_index(pk, file);
        sb_put_uleb(b, (uint64_t)pk->last_file + 1);
    }
    int64_t d = (int64_t)r->src.line - (int64_t)pk->last_line;
    sb_put_uleb(b, d >= 0 ? (uint64_t)d * 2 : (uint64_t)(-d) * 2 - 1);
    sb_put_uleb(b, r->src.col);
    pk->last_line = r->src.line;
    for (uint32_t v = 0; v < (later ? 0 : r->nvals); v++) {
        const ObjConfigValue *cv = &r->vals[v];
        if (obj_cv_is_str(cv)) {
            sb_put_uleb(b, cv->len << 2 | PV_STR);
            sb_append(b, cv->str, (size_t)cv->len);
            sb_putc(b, '\0');
        } else if (cv->num < PV_SMALL) {
            sb_put_uleb(b, cv->num << 2 | PV_NUM);
        } else if (~cv->num < PV_SMALL) {
            sb_put_uleb(b, ~cv->num << 2 | PV_NEG);
        } else {
            sb_put_uleb(b, PV_RAW);
            sb_put64(b, cv->num);
        }
    }
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

void obj_pack_rewind(ObjPackCursor *c, const ObjConfigPack *pk)
{
    c->pk = pk;
    c->p = pk && pk->n ? (const uint8_t *)pk->bytes.data : NULL;
    c->left = pk ? pk->n : 0;
    c->file = 0;
    c->line = 0;
}

bool obj_pack_next(ObjPackCursor *c, ObjConfigRec *r)
{
    if (!c->left)
        return false;
    c->left--;
    const uint8_t *p = c->p;
    memset(r, 0, sizeof *r);
    r->kernel = (int32_t)(get_uleb(&p) - 1);
    uint64_t key = get_uleb(&p);
    if (key) {
        r->name = (int32_t)(key - 1);
        r->key = po_name(r->name);
    } else {
        size_t n = (size_t)get_uleb(&p);
        c->key = xrealloc(c->key, n + 1);
        memcpy(c->key, p, n);
        c->key[n] = '\0';
        p += n;
        r->name = -1;
        r->key = c->key;
    }
    uint64_t nv = get_uleb(&p), later = 0;
    r->nvals = (uint32_t)(nv >> 1);
    if (nv & 1) {
        later = get_uleb(&p);
        r->nvals = 1;
    }
    uint64_t file = get_uleb(&p);
    if (file)
        c->file = (uint32_t)(file - 1);
    uint64_t dline = get_uleb(&p);
    c->line = (uint32_t)((int64_t)c->line + (dline & 1 ? -(int64_t)(dline >> 1) - 1
                                                      : (int64_t)(dline >> 1)));
    r->src.file = c->pk->files[c->file];
    r->src.line = c->line;
    r->src.col = (uint32_t)get_uleb(&p);
    if (r->nvals > c->capvals) {
        c->capvals = r->nvals;
        c->vals = xrealloc(c->vals, (size_t)c->capvals * sizeof *c->vals);
    }
    if (nv & 1) {
        c->vals[0].str = c->pk->later[later].str;
        c->vals[0].len = c->pk->later[later].len;
    }
    for (uint32_t v = 0; v < (nv & 1 ? 0 : r->nvals); v++) {
        ObjConfigValue *cv = &c->vals[v];
        uint64_t x = get_uleb(&p);
        cv->str = NULL;
        switch (x & 3) {
        case PV_NUM:
            cv->num = x >> 2;
            break;
        case PV_NEG:
            cv->num = ~(x >> 2);
            break;
        case PV_RAW:
            cv->num = get64(p);
            p += 8;
            break;
        default:
            cv->len = x >> 2;
            cv->str = (const char *)p;
            p += cv->len + 1;
            break;
        }
    }
    r->vals = r->nvals ? c->vals : NULL;
    c->p = p;
    return true;
}

void obj_pack_cursor_free(ObjPackCursor *c)
{
    free(c->vals);
    free(c->key);
    c->vals = NULL;
    c->key = NULL;
    c->capvals = 0;
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
