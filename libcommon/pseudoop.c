/* pseudoop.c - finding pseudo-operation names and their rows (pseudoop.h):
 * one probe of a hash table computed at build time. */
#include "pseudoop.h"

#include <string.h>

#include "util.h"

#define PO_NAME_TABLE
#include "pseudoops-tab.h"

int po_name_find(const char *name, size_t len)
{
    if (len == 0 || len > 64)
        return -1;
    /* hash the lower-case name as it is made: the table's names are lower
     * case, so they compare byte by byte.  The hash is reduced modulo 65536
     * at the end only: the same value as gen-pseudoops.awk's, reduced at
     * each byte (the 32-bit arithmetic keeps it modulo 65536). */
    char low[64];
    uint32_t h = 5381;
    for (size_t i = 0; i < len; i++) {
        low[i] = ascii_lower(name[i]);
        h = h * 33 + (unsigned char)low[i];
    }
    unsigned s = (h & 0xffff) % PO_HASH_SIZE;
    for (unsigned k = 0; k < PO_HASH_SIZE; k++) {
        int id = po_name_hash[s];
        if (id < 0)
            return -1;
        const PoName *n = &po_names[id];
        if (n->len == len) {
            size_t i = 0;
            while (i < len && n->name[i] == low[i])
                i++;
            if (i == len)
                return id;
        }
        s = (s + 1) % PO_HASH_SIZE;
    }
    return -1;
}

int po_row_find(int id, BinFormat f)
{
    const PoName *n = &po_names[id];
    for (unsigned r = n->first_row; r < (unsigned)n->first_row + n->nrows; r++)
        if (po_row_formats[r] & PO_FMT_BIT(f))
            return (int)r;
    return -1;
}

int po_first_row(int id)
{
    return po_names[id].first_row;
}

const char *po_name(int id)
{
    return po_names[id].name;
}
