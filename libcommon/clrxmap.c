/* clrxmap.c - clrxasm's hash-table iteration order (clrxmap.h): a replay
 * of the table's list and buckets. */
#include "clrxmap.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

/* The bucket counts a table goes through as it grows (measured). */
static const uint64_t stl_buckets[] = {
    13, 29, 59, 127, 257, 541, 1109, 2357, 5087, 10273, 20753, 42043, 85229, 172933,
    351061, 712697, 1447153, 2938679, 5967347, 12117689, 24607243, 49969847, 101473717,
};

uint64_t clrxmap_hash(const char *s, size_t n)
{
    uint64_t h = 0;
    for (size_t i = 0; i < n; i++)
        h = ((h << 8) ^ (unsigned char)s[i]) * 0xbf146a3dULL;
    return h;
}

#define NIL SIZE_MAX

typedef struct StlSim {
    const uint64_t *hash;      /* per element */
    size_t *next;              /* per element, plus the list head at [head] */
    size_t head;
    size_t *bucket;            /* element before the bucket's first, or NIL */
    uint64_t nbucket;
    size_t grown;              /* entries of stl_buckets used */
    size_t count;
} StlSim;

static void stl_grow(StlSim *m)
{
    uint64_t nb = m->grown < CLRX_ARRAY_SIZE(stl_buckets)
                      ? stl_buckets[m->grown++]
                      : m->nbucket * 2 + 1;          /* beyond 10^8 elements: a guess */
    size_t *bk = xmalloc(nb * sizeof *bk);
    for (uint64_t i = 0; i < nb; i++)
        bk[i] = NIL;
    size_t p = m->next[m->head], prevfirst = 0;
    m->next[m->head] = NIL;
    while (p != NIL) {
        size_t nx = m->next[p];
        uint64_t b = m->hash[p] % nb;
        if (bk[b] == NIL) {
            m->next[p] = m->next[m->head];
            m->next[m->head] = p;
            bk[b] = m->head;
            if (m->next[p] != NIL)
                bk[prevfirst] = p;
            prevfirst = b;
        } else {
            m->next[p] = m->next[bk[b]];
            m->next[bk[b]] = p;
        }
        p = nx;
    }
    free(m->bucket);
    m->bucket = bk;
    m->nbucket = nb;
}

static void stl_insert(StlSim *m, size_t x)
{
    if (m->count + 1 > (m->grown ? m->nbucket : 0))
        stl_grow(m);
    uint64_t b = m->hash[x] % m->nbucket;
    if (m->bucket[b] != NIL) {
        m->next[x] = m->next[m->bucket[b]];
        m->next[m->bucket[b]] = x;
    } else {
        m->next[x] = m->next[m->head];
        m->next[m->head] = x;
        if (m->next[x] != NIL)
            m->bucket[m->hash[m->next[x]] % m->nbucket] = x;
        m->bucket[b] = m->head;
    }
    m->count++;
}

static void stl_erase(StlSim *m, size_t x)
{
    uint64_t b = m->hash[x] % m->nbucket;
    size_t prev = m->bucket[b];
    while (m->next[prev] != x)
        prev = m->next[prev];
    size_t nx = m->next[x];
    uint64_t nb = nx != NIL ? m->hash[nx] % m->nbucket : 0;
    if (prev == m->bucket[b]) {
        if (nx == NIL || nb != b) {       /* the bucket becomes empty */
            if (nx != NIL)
                m->bucket[nb] = m->bucket[b];
            if (m->bucket[b] == m->head)
                m->next[m->head] = nx;
            m->bucket[b] = NIL;
        }
    } else if (nx != NIL && nb != b) {
        m->bucket[nb] = prev;
    }
    m->next[prev] = nx;
    m->count--;
}

size_t clrxmap_replay(const uint64_t *hash, size_t n, const size_t *ev, const bool *erase,
                      size_t nev, size_t *out)
{
    StlSim m = {hash, xmalloc((n + 1) * sizeof(size_t)), n, NULL, 1, 0, 0};
    m.next[n] = NIL;
    for (size_t i = 0; i < nev; i++) {
        if (erase && erase[i])
            stl_erase(&m, ev[i]);
        else
            stl_insert(&m, ev[i]);
    }
    size_t k = 0;
    for (size_t p = m.next[m.head]; p != NIL; p = m.next[p])
        out[k++] = p;
    free(m.next);
    free(m.bucket);
    return k;
}

#undef NIL

void clrxmap_order(const char *const *names, size_t n, size_t *order)
{
    uint64_t *h = xmalloc((n + 1) * sizeof *h);
    size_t *ev = xmalloc((n + 1) * sizeof *ev);
    for (size_t i = 0; i < n; i++) {
        h[i] = clrxmap_hash(names[i], strlen(names[i]));
        ev[i] = i;
    }
    clrxmap_replay(h, n, ev, NULL, n, order);
    free(h);
    free(ev);
}
