/* pseudoop.h - the table of pseudo-operations that every stage shares:
 * names, and which rows (meanings) a name has in which binary format.
 *
 * The table is data (libcommon/pseudoops.def, turned into pseudoops-tab.h
 * at build time).  This module finds a name and the row for a format; each
 * stage keeps its own columns of the rows (clrx-cpp: what it tracks;
 * clrx-as: the handler) in an array indexed by the same row numbers, made
 * by expanding PO_ROW over pseudoops-tab.h.  The linker's format writers
 * key configuration records by PON_* name numbers.
 */
#ifndef CLRX_PSEUDOOP_H
#define CLRX_PSEUDOOP_H

#include <stddef.h>
#include <stdint.h>

#include "pseudoops-tab.h"
#include "target.h"

/* Format bits of a row (1 << BinFormat). */
#define PO_FMT_BIT(f) (1u << (unsigned)(f))

typedef struct PoName {
    const char *name;          /* without the dot, lower case */
    uint8_t len;
    uint16_t first_row;        /* its rows: first_row .. first_row + nrows - 1 */
    uint8_t nrows;
} PoName;

/* The number (PON_*) of a pseudo-op name given without its dot, in any
 * case; -1 when no pseudo-op has it. */
int po_name_find(const char *name, size_t len);
/* The row of name number `id` that applies in format f; -1 when the
 * format has none. */
int po_row_find(int id, BinFormat f);
/* The first row of name number `id` (its meaning in some format). */
int po_first_row(int id);
/* The name of number `id` (lower case, no dot). */
const char *po_name(int id);
/* A record key (a pseudo-op name) as a PON_* number, -1 if unknown. */
static inline int po_key_find(const char *key, size_t len) { return po_name_find(key, len); }

#endif
