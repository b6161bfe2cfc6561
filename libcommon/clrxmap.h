/* clrxmap.h - the order in which clrxasm visits a table of names.
 *
 * clrxasm keeps symbols, scopes and other named things in C++
 * std::unordered_map tables keyed by its own string type, and where it
 * reports or writes such a table (unresolved symbols; the symbols that -S
 * adds; a Gallium binary's scratch relocations, grouped by symbol ...) the
 * order is the table's iteration order.  That order depends only on the
 * names and on the insertions and erasures made, in order; this module
 * replays them.  The facts, of GCC 12's libstdc++ (which clrxasm 0.1.9 is
 * built with here), were checked against it with random insertion and
 * erasure sequences:
 *  - hash of a name: h = 0; for each byte c: h = ((h << 8) ^ c) * 0xbf146a3d
 *    (64-bit); bucket = h % bucket count;
 *  - bucket counts: 1 while empty, then 13, 29, 59, ... (clrxmap.c): the
 *    table grows before an insertion that would make the element count
 *    exceed the bucket count;
 *  - all elements are on one list; a bucket records the element before its
 *    first one.  A new element goes first in its bucket if the bucket is
 *    not empty, else at the head of the list;
 *  - growing walks the list in order and re-inserts each element: first in
 *    its bucket if the bucket has elements, else at the head of the list;
 *  - erasing unlinks the element (the others keep their order).
 */
#ifndef CLRX_CLRXMAP_H
#define CLRX_CLRXMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* clrxasm's hash of a name. */
uint64_t clrxmap_hash(const char *s, size_t len);
/* Replay `nev` operations on elements 0..n-1 with hashes hash[]: ev[i] is
 * the element, erase[i] says it is erased rather than inserted (erase
 * NULL: only insertions).  Writes the final iteration order to out (room
 * for n) and returns its length. */
size_t clrxmap_replay(const uint64_t *hash, size_t n, const size_t *ev, const bool *erase,
                      size_t nev, size_t *out);
/* names[0..n-1], distinct, inserted in this order: order[] receives their
 * indices in iteration order. */
void clrxmap_order(const char *const *names, size_t n, size_t *order);

#endif
