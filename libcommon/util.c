/* util.c - the shared small data structures: checked allocation, bump
 * arenas, growable string buffers, an open-addressing string hash table
 * (FNV-1a, linear probing, backward-shift deletion) and a string pool
 * built on it.  See util.h for the contracts.
 */
#include "util.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"

/* ------------------------------------------------------------------ */
/* checked allocation                                                  */

_Noreturn void out_of_memory(void)
{
    const char *prog = g_diag.progname ? g_diag.progname : "clrx";
    fprintf(stderr, "%s: fatal error: out of memory\n", prog);
    exit(1);
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *xcalloc(size_t n, size_t sz)
{
    if (sz && n > SIZE_MAX / sz)
        out_of_memory();
    void *p = calloc(n ? n : 1, sz ? sz : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        out_of_memory();
    return q;
}

char *xstrndup(const char *s, size_t n)
{
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

/* ------------------------------------------------------------------ */
/* arena                                                               */

#define ARENA_ALIGN 16
#define ARENA_CHUNK (64 * 1024 - 64)
/* the first chunk of an arena: small, and each next one twice the last up
 * to ARENA_CHUNK, so that the many small arenas of a link (one an object)
 * touch the pages they use and no more */
#define ARENA_FIRST (1024 - 64)

typedef struct ArenaChunk {
    struct ArenaChunk *prev;
    size_t size;                /* usable bytes after the header */
    size_t used;
    /* data follows, 16-byte aligned */
} ArenaChunk;

/* header padded so that the data area keeps malloc's 16-byte alignment */
#define CHUNK_HDR ((sizeof(ArenaChunk) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1))

struct Arena {
    ArenaChunk *cur;            /* chunk being filled */
    ArenaChunk *big;            /* dedicated chunks of large requests */
    uint64_t id;                /* arena_id */
};

/* Unique without a locked instruction per reset (the assembler resets an
 * arena per statement): each thread numbers its own, in the low 48 bits,
 * after a number of its own in the high 16. */
static _Atomic uint64_t g_arena_threads;
static _Thread_local uint64_t t_arena_ids;

static uint64_t new_arena_id(void)
{
    if (!t_arena_ids)
        t_arena_ids = (atomic_fetch_add(&g_arena_threads, 1) + 1) << 48;
    return ++t_arena_ids;
}

uint64_t arena_id(const Arena *a)
{
    return a->id;
}

static ArenaChunk *chunk_new(size_t size, ArenaChunk *prev)
{
    if (size > SIZE_MAX - CHUNK_HDR)
        out_of_memory();
    ArenaChunk *c = xmalloc(CHUNK_HDR + size);
    c->prev = prev;
    c->size = size;
    c->used = 0;
    return c;
}

static inline char *chunk_data(ArenaChunk *c)
{
    return (char *)c + CHUNK_HDR;
}

Arena *arena_new(void)
{
    Arena *a = xmalloc(sizeof *a);
    a->cur = NULL;
    a->big = NULL;
    a->id = new_arena_id();
    return a;
}

static void chunks_free(ArenaChunk *c)
{
    while (c) {
        ArenaChunk *prev = c->prev;
        free(c);
        c = prev;
    }
}

void arena_free(Arena *a)
{
    if (!a)
        return;
    chunks_free(a->cur);
    chunks_free(a->big);
    free(a);
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLRX_HAS_ASAN 1
#endif
#endif
#ifndef CLRX_HAS_ASAN
#define CLRX_HAS_ASAN 0
#endif

void arena_reset(Arena *a)
{
    /* nothing made since the last reset (a statement that took no memory):
     * nothing to free, and no block of the new id to tell from older ones */
    if (!a->big && (!a->cur || (a->cur->used == 0 && !a->cur->prev)))
        return;
    chunks_free(a->big);
    a->big = NULL;
    a->id = new_arena_id();
#if defined(__SANITIZE_ADDRESS__) || CLRX_HAS_ASAN
    /* everything goes back to malloc, so that a use after the reset is
     * caught */
    chunks_free(a->cur);
    a->cur = NULL;
#else
    if (a->cur) {
        chunks_free(a->cur->prev);
        a->cur->prev = NULL;
        a->cur->used = 0;
    }
#endif
}

void *arena_alloc(Arena *a, size_t n)
{
    if (n == 0)
        n = 1;
    if (n > SIZE_MAX - ARENA_ALIGN)
        out_of_memory();
    size_t need = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (need > ARENA_CHUNK / 4) {
        /* large request: its own chunk, kept apart so the current chunk's
         * free space is not wasted */
        a->big = chunk_new(need, a->big);
        a->big->used = need;
        return chunk_data(a->big);
    }
    ArenaChunk *c = a->cur;
    if (!c || c->size - c->used < need) {
        size_t size = ARENA_FIRST;
        if (c)
            size = c->size >= ARENA_CHUNK / 2 ? ARENA_CHUNK : c->size * 2 + 64;
        while (size < need)
            size = size * 2 + 64;
        c = a->cur = chunk_new(size, a->cur);
    }
    void *p = chunk_data(c) + c->used;
    c->used += need;
    return p;
}

void *arena_zalloc(Arena *a, size_t n)
{
    void *p = arena_alloc(a, n);
    memset(p, 0, n);
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    if (n == SIZE_MAX)
        out_of_memory();
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(Arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0, small[0] = '\0';
    char *p = arena_alloc(a, (size_t)n + 1);
    if ((size_t)n < sizeof small) {
        memcpy(p, small, (size_t)n + 1);
    } else {
        va_start(ap, fmt);
        vsnprintf(p, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    return p;
}

/* ------------------------------------------------------------------ */
/* growable byte buffer                                                */

void sb_grow(StrBuf *b, size_t extra)
{
    if (extra > SIZE_MAX - b->len - 1)
        out_of_memory();
    size_t need = b->len + extra + 1;
    if (need <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap = cap > SIZE_MAX / 2 ? need : cap * 2;
    b->data = xrealloc(b->data, cap);
    if (b->cap == 0)
        b->data[0] = '\0';
    b->cap = cap;
}

void sb_append(StrBuf *b, const void *p, size_t n)
{
    sb_reserve(b, n);
    if (n)
        memcpy(b->data + b->len, p, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void sb_puts(StrBuf *b, const char *s)
{
    sb_append(b, s, strlen(s));
}

void sb_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    sb_reserve(b, 64);
    size_t room = b->cap - b->len;
    int n = vsnprintf(b->data + b->len, room, fmt, ap);
    if (n < 0) {
        b->data[b->len] = '\0';
    } else if ((size_t)n < room) {
        b->len += (size_t)n;
    } else {
        sb_reserve(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
        b->len += (size_t)n;
    }
    va_end(ap2);
}

void sb_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(b, fmt, ap);
    va_end(ap);
}

void sb_free(StrBuf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

char *sb_detach(StrBuf *b)
{
    char *p = b->cap ? b->data : xstrdup("");
    b->data = NULL;
    b->len = b->cap = 0;
    return p;
}

/* ------------------------------------------------------------------ */
/* hash table                                                          */

uint64_t hash_bytes(const void *p, size_t n)
{
    const unsigned char *s = p;
    uint64_t h = 14695981039346656037ull;      /* FNV-1a 64 offset basis */
    for (size_t i = 0; i < n; i++) {
        h ^= s[i];
        h *= 1099511628211ull;                  /* FNV-1a 64 prime */
    }
    return h;
}

/* A compact table: the slots hold a 32-bit hash and the index of an entry;
 * the entries (key, length, value) lie in insertion order in an array of
 * their own.  A look-up reads 8-byte slots (a 20,000-name table's slots fit
 * in 256 KiB) and one entry; names used in the order they were defined (a
 * source's kernels, its labels) are near each other; growing rebuilds only
 * the slots, and the entries' array grows in place (realloc). */
typedef struct HtEntry {
    const char *key;
    size_t len;
    void *value;
} HtEntry;

typedef struct HtSlot {
    uint32_t hash;
    uint32_t idx1;              /* entry index + 1; 0 = empty slot */
} HtSlot;

struct HashTab {
    HtSlot *slots;
    size_t mask;                /* capacity - 1 (capacity is a power of two) */
    HtEntry *ents;
    size_t count, capents;
};

/* Zeroed slots, written now: calloc leaves a large block's pages unmapped,
 * so that the first look-up maps the zero page and the first insertion
 * faults again to copy it (two faults a page instead of one). */
static HtSlot *ht_slots(size_t cap)
{
    HtSlot *s = xmalloc(cap * sizeof *s);
    /* (the barrier keeps the compiler from making malloc and memset one
     * calloc, which leaves the pages unmapped again: on 20,000 kernels 512
     * pages faulted twice, the second time with a TLB flush on every core
     * the process runs on) */
    __asm__ volatile("" : : "r"(s) : "memory");
    memset(s, 0, cap * sizeof *s);
    return s;
}

static inline uint32_t ht_hash(const char *key, size_t len)
{
    uint64_t h = hash_bytes(key, len);
    return (uint32_t)(h ^ (h >> 32));
}

/* the slots for `count` entries at the maximum load (3/4) */
static size_t ht_cap_for(size_t count)
{
    size_t cap = 16;
    while (cap - cap / 4 < count) {
        if (cap > (SIZE_MAX / sizeof(HtEntry)) / 2 || cap >= ((size_t)1 << 32))
            out_of_memory();
        cap *= 2;
    }
    return cap;
}

HashTab *ht_new(size_t initial)
{
    size_t cap = ht_cap_for(initial);
    HashTab *h = xmalloc(sizeof *h);
    h->slots = ht_slots(cap);
    h->mask = cap - 1;
    h->count = 0;
    h->capents = initial > 4 ? initial : 4;
    h->ents = xmalloc(h->capents * sizeof *h->ents);
    return h;
}

void ht_free(HashTab *h)
{
    if (!h)
        return;
    free(h->slots);
    free(h->ents);
    free(h);
}

/* Index of key's slot, or of the empty slot where it would go. */
static size_t ht_find(const HashTab *h, const char *key, size_t len, uint32_t hv)
{
    size_t i = (size_t)hv & h->mask;
    for (;;) {
        const HtSlot *s = &h->slots[i];
        if (s->idx1 == 0)
            return i;
        if (s->hash == hv) {
            const HtEntry *e = &h->ents[s->idx1 - 1];
            if (e->len == len && (len == 0 || memcmp(e->key, key, len) == 0))
                return i;
        }
        i = (i + 1) & h->mask;
    }
}

/* The slots rebuilt in cap (a power of two, larger) slots. */
static void ht_resize(HashTab *h, size_t cap)
{
    size_t oldcap = h->mask + 1;
    HtSlot *old = h->slots;
    h->slots = ht_slots(cap);
    h->mask = cap - 1;
    for (size_t i = 0; i < oldcap; i++) {
        if (old[i].idx1 == 0)
            continue;
        size_t j = (size_t)old[i].hash & h->mask;
        while (h->slots[j].idx1 != 0)
            j = (j + 1) & h->mask;
        h->slots[j] = old[i];
    }
    free(old);
}

/* room for cap entries (more than there are) */
static void ht_ents_room(HashTab *h, size_t cap)
{
    if (cap > SIZE_MAX / sizeof *h->ents)
        out_of_memory();
    h->ents = xrealloc(h->ents, cap * sizeof *h->ents);
    h->capents = cap;
}

void ht_reserve(HashTab *h, size_t more)
{
    size_t want = h->count + more;
    if (want < h->count)
        out_of_memory();
    size_t cap = ht_cap_for(want);
    if (cap != h->mask + 1)
        ht_resize(h, cap);
    if (want > h->capents)
        ht_ents_room(h, want);
}

void *ht_get(const HashTab *h, const char *key, size_t len)
{
    const HtSlot *s = &h->slots[ht_find(h, key, len, ht_hash(key, len))];
    return s->idx1 ? h->ents[s->idx1 - 1].value : NULL;
}

/* Entry for key, inserted (value NULL) if absent. */
static HtEntry *ht_entry(HashTab *h, const char *key, size_t len, bool *inserted)
{
    uint32_t hv = ht_hash(key, len);
    size_t i = ht_find(h, key, len, hv);
    if (h->slots[i].idx1) {
        if (inserted)
            *inserted = false;
        return &h->ents[h->slots[i].idx1 - 1];
    }
    if (h->count + 1 > (h->mask + 1) - (h->mask + 1) / 4) {
        ht_resize(h, ht_cap_for(h->count + 1));       /* twice the slots */
        i = ht_find(h, key, len, hv);
    }
    if (h->count == h->capents)
        ht_ents_room(h, h->capents * 2);
    HtEntry *e = &h->ents[h->count];
    e->key = key;
    e->len = len;
    e->value = NULL;
    h->slots[i].hash = hv;
    h->slots[i].idx1 = (uint32_t)++h->count;
    if (inserted)
        *inserted = true;
    return e;
}

void **ht_slot(HashTab *h, const char *key, size_t len, bool *inserted)
{
    return &ht_entry(h, key, len, inserted)->value;
}

void **ht_slot_copy(HashTab *h, const char *key, size_t len, bool *inserted, Arena *a,
                    const char **kept)
{
    bool ins;
    HtEntry *e = ht_entry(h, key, len, &ins);
    if (ins)
        e->key = arena_strndup(a, key, len);
    if (inserted)
        *inserted = ins;
    *kept = e->key;
    return &e->value;
}

void ht_put(HashTab *h, const char *key, size_t len, void *value)
{
    ht_entry(h, key, len, NULL)->value = value;
}

/* Slot i emptied: later members of its probe run are pulled into the hole
 * (backward-shift deletion), so that look-ups never need tombstones. */
static void ht_unslot(HashTab *h, size_t i)
{
    size_t hole = i;
    size_t j = i;
    for (;;) {
        j = (j + 1) & h->mask;
        HtSlot *s = &h->slots[j];
        if (s->idx1 == 0)
            break;
        size_t home = (size_t)s->hash & h->mask;
        /* s may move to the hole if its home is not in (hole, j] (cyclically) */
        bool stays = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
        if (!stays) {
            h->slots[hole] = *s;
            hole = j;
        }
    }
    h->slots[hole].hash = 0;
    h->slots[hole].idx1 = 0;
}

bool ht_remove(HashTab *h, const char *key, size_t len)
{
    size_t i = ht_find(h, key, len, ht_hash(key, len));
    if (h->slots[i].idx1 == 0)
        return false;
    size_t gone = h->slots[i].idx1 - 1;
    ht_unslot(h, i);
    /* the last entry moves into the removed one's place */
    size_t last = --h->count;
    if (gone != last) {
        const HtEntry *m = &h->ents[last];
        size_t j = ht_find(h, m->key, m->len, ht_hash(m->key, m->len));
        h->slots[j].idx1 = (uint32_t)(gone + 1);
        h->ents[gone] = *m;
    }
    return true;
}

size_t ht_count(const HashTab *h)
{
    return h->count;
}

bool ht_next(const HashTab *h, size_t *idx, const char **key, size_t *len, void **value)
{
    if (*idx >= h->count) {
        *idx = h->count;
        return false;
    }
    const HtEntry *e = &h->ents[(*idx)++];
    if (key)
        *key = e->key;
    if (len)
        *len = e->len;
    if (value)
        *value = e->value;
    return true;
}

/* ------------------------------------------------------------------ */
/* string pool                                                         */

struct StrPool {
    HashTab *tab;
    Arena *arena;
};

StrPool *strpool_new(void)
{
    StrPool *p = xmalloc(sizeof *p);
    p->tab = ht_new(256);
    p->arena = arena_new();
    return p;
}

void strpool_free(StrPool *p)
{
    if (!p)
        return;
    ht_free(p->tab);
    arena_free(p->arena);
    free(p);
}

const char *strpool_intern(StrPool *p, const char *s, size_t len)
{
    /* (the table keys on the pool's own copy, not the caller's text) */
    const char *kept;
    ht_slot_copy(p->tab, s, len, NULL, p->arena, &kept);
    return kept;
}

/* ------------------------------------------------------------------ */
/* ASCII helpers                                                       */

int ascii_strncasecmp(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char ca = (unsigned char)ascii_lower(a[i]);
        unsigned char cb = (unsigned char)ascii_lower(b[i]);
        if (ca != cb)
            return ca < cb ? -1 : 1;
        if (ca == 0)
            return 0;
    }
    return 0;
}

int ascii_strcasecmp(const char *a, const char *b)
{
    return ascii_strncasecmp(a, b, SIZE_MAX);
}
