/* cfgkey.h - tables of configuration-record keys.  A format writer accepts
 * the records (ObjConfigRec: a key and its values) of its pseudo-ops through
 * one row per key: how many values it takes, which structure it sets (the
 * format's own settings, or the HSA configuration of hsaconfig.h) and how
 * (a field at an offset, a flag, or the writer's own code by number).
 * Keys are pseudo-op names (libcommon/pseudoops.def), named by their PON_*
 * numbers, so a row for a key that is no pseudo-op does not compile.  The
 * same machinery serves every format; each keeps its rows as data. */
#ifndef CLRX_LD_CFGKEY_H
#define CLRX_LD_CFGKEY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "objfile.h"
#include "pseudoop.h"
#include "util.h"

#define CFG_MAX_VALUES 6u

enum {                         /* CfgKey.target: what a record sets */
    CK_FORMAT,                 /* the format's settings */
    CK_HSA,                    /* the HsaConfig (hsa_apply) */
    CK_OTHER                   /* the writer's code, by name or arg */
};
enum {                         /* CfgKey.store: how the first value is stored */
    CK_U8, CK_U16, CK_U32, CK_U64,
    CK_AND8,                   /* u8 field = value & arg */
    CK_BOOL,                   /* bool field = true (no value) */
    CK_LOG2,                   /* u8 field = log2(value) */
    CK_OR16,                   /* u16 field |= arg (no value) */
    CK_SPECIAL                 /* the owner's code: arg says which */
};

typedef struct CfgKey {
    int16_t name;              /* the key: a pseudo-op's PON_* number */
    uint8_t nvals;
    uint8_t target;
    uint8_t store;
    uint16_t offset;           /* of the field in the target structure */
    uint32_t arg;
} CfgKey;

/* A format's rows by key (the rows must stay alive). */
typedef struct CfgIndex {
    const CfgKey *row[PO_NAME_COUNT];
} CfgIndex;
void cfgkey_index(CfgIndex *index, const CfgKey *rows, size_t n);
/* The row of a record's key (ObjConfigRec.name), NULL when there is none. */
static inline const CfgKey *cfgkey_find(const CfgIndex *index, int32_t name)
{
    return name >= 0 && name < PO_NAME_COUNT ? index->row[name] : NULL;
}
/* Checks that a record has the row's number of values, all numbers, and
 * puts them in v (zeros after them); returns NULL, or what is wrong with
 * the record.  (Inline: every record of every kernel comes through.) */
static inline const char *cfgkey_values(const CfgKey *row, const ObjConfigRec *r,
                                        uint64_t v[CFG_MAX_VALUES])
{
    uint32_t n = r->nvals;
    if (n != row->nvals || n > CFG_MAX_VALUES)
        return "has a wrong number of values";
    for (uint32_t i = 0; i < n; i++) {
        if (obj_cv_is_str(&r->vals[i]))
            return "has a string where a number is expected";
        v[i] = r->vals[i].num;
    }
    for (uint32_t i = n; i < CFG_MAX_VALUES; i++)
        v[i] = 0;
    return NULL;
}
/* cfgkey_values by the record's value list, for the records of an object
 * read from a file: their lists are read-only, and records with equal
 * values share one (objfile.h), so that a program of many kernels has a
 * few lists; the last lists that were right are at hand (CFG_VSETS sets
 * of CFG_VWAYS by the list's address, each set's oldest replaced). */
#define CFG_VSETS 16
#define CFG_VWAYS 4
typedef struct CfgValCache {
    struct {
        struct {
            const ObjConfigValue *vals;
            uint32_t nvals;
            uint64_t v[CFG_MAX_VALUES];
        } way[CFG_VWAYS];
        unsigned next;             /* the way replaced next */
    } set[CFG_VSETS];
} CfgValCache;
static inline const char *cfgkey_values_cached(CfgValCache *c, const CfgKey *row,
                                               const ObjConfigRec *r,
                                               uint64_t v[CFG_MAX_VALUES])
{
    if (!r->vals || r->nvals != row->nvals)
        return cfgkey_values(row, r, v);
    unsigned h = (unsigned)(((uintptr_t)r->vals * 0x9e3779b97f4a7c15ull) >> 60) &
                 (CFG_VSETS - 1);
    for (unsigned w = 0; w < CFG_VWAYS; w++) {
        if (c->set[h].way[w].vals == r->vals && c->set[h].way[w].nvals == r->nvals) {
            memcpy(v, c->set[h].way[w].v, sizeof c->set[h].way[w].v);
            return NULL;
        }
    }
    const char *why = cfgkey_values(row, r, v);
    if (!why) {
        unsigned w = c->set[h].next;
        c->set[h].next = (w + 1) % CFG_VWAYS;
        c->set[h].way[w].vals = r->vals;
        c->set[h].way[w].nvals = r->nvals;
        memcpy(c->set[h].way[w].v, v, sizeof c->set[h].way[w].v);
    }
    return why;
}

/* Stores v by a row whose store is not CK_SPECIAL into the structure at base. */
void cfgkey_store(void *base, const CfgKey *row, uint64_t v);

/* floor(log2(v)); 0 for 0 and 1. */
unsigned log2_u64(uint64_t v);

#endif
