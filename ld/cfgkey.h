/* cfgkey.h - tables of configuration-record keys.  A format writer accepts
 * the records (ObjConfigRec: a key and its values) of its pseudo-ops through
 * one row per key: how many values it takes, which structure it sets (the
 * format's own settings, or the HSA configuration of hsaconfig.h) and how
 * (a field at an offset, a flag, or the writer's own code by number).
 * The same machinery serves every format; each keeps its rows as data. */
#ifndef CLRX_LD_CFGKEY_H
#define CLRX_LD_CFGKEY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "objfile.h"
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
    const char *key;
    uint8_t nvals;
    uint8_t target;
    uint8_t store;
    uint16_t offset;           /* of the field in the target structure */
    uint32_t arg;
} CfgKey;

/* Adds rows to an index of keys (a hash table; the rows must stay alive). */
void cfgkey_index(HashTab *index, const CfgKey *rows, size_t n);
/* The row of a key, NULL when the index has none. */
const CfgKey *cfgkey_find(const HashTab *index, const char *key);
/* Checks that a record has the row's number of values, all numbers, and
 * puts them in v; returns NULL, or what is wrong with the record. */
const char *cfgkey_values(const CfgKey *row, const ObjConfigRec *r,
                          uint64_t v[CFG_MAX_VALUES]);
/* Stores v by a row whose store is not CK_SPECIAL into the structure at base. */
void cfgkey_store(void *base, const CfgKey *row, uint64_t v);

/* floor(log2(v)); 0 for 0 and 1. */
unsigned log2_u64(uint64_t v);

#endif
