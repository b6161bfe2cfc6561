/* cfgkey.c - configuration-record key tables (see cfgkey.h). */
#include "cfgkey.h"

#include <string.h>

void cfgkey_index(CfgIndex *index, const CfgKey *rows, size_t n)
{
    for (size_t i = 0; i < n; i++)
        index->row[rows[i].name] = &rows[i];
}

unsigned log2_u64(uint64_t v)
{
    unsigned n = 0;
    while (v > 1) {
        v >>= 1;
        n++;
    }
    return n;
}

void cfgkey_store(void *base, const CfgKey *row, uint64_t v)
{
    uint8_t *p = (uint8_t *)base + row->offset;
    switch (row->store) {
    case CK_U8: *p = (uint8_t)v; break;
    case CK_U16: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case CK_U32: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    case CK_U64: memcpy(p, &v, 8); break;
    case CK_AND8: *p = (uint8_t)(v & row->arg); break;
    case CK_BOOL: { bool t = true; memcpy(p, &t, sizeof t); break; }
    case CK_LOG2: *p = (uint8_t)log2_u64(v); break;
    case CK_OR16: {
        uint16_t x;
        memcpy(&x, p, 2);
        x |= (uint16_t)row->arg;
        memcpy(p, &x, 2);
        break;
    }
    default: break;
    }
}
