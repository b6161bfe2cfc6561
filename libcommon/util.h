/* util.h - memory arenas, growable byte buffers, interned strings and
 * string-keyed hash tables: the small data structures every stage shares.
 *
 * Allocation failure is fatal (xmalloc prints "out of memory" and exits 1);
 * callers never check for NULL.
 */
#ifndef CLRX_UTIL_H
#define CLRX_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CLRX_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* Growable arrays kept as (arr, n, cap) triples: room for one more element
 * (the capacity doubles, from 8). */
#define CLRX_GROW(arr, n, cap)                                             \
    do {                                                                   \
        if ((n) == (cap)) {                                                \
            (cap) = (cap) ? (cap) * 2 : 8;                                 \
            (arr) = xrealloc((arr), (cap) * sizeof *(arr));                \
        }                                                                  \
    } while (0)

/* "PROG: fatal error: out of memory" and exit status 1. */
_Noreturn void out_of_memory(void);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t sz);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

/* ---- arena: bump allocator, freed all at once ---- */
typedef struct Arena Arena;
Arena *arena_new(void);
void arena_free(Arena *a);
/* Free everything allocated so far; the arena can be used again (its last
 * chunk is kept for that). */
void arena_reset(Arena *a);
/* A number no other arena of the process has had, renewed by arena_reset
 * (when anything was allocated since the last one): what was allocated in
 * it is alive while the number is the same. */
uint64_t arena_id(const Arena *a);
void *arena_alloc(Arena *a, size_t n);          /* 16-byte aligned, uninitialised */
void *arena_zalloc(Arena *a, size_t n);         /* zeroed */
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* ---- growable byte buffer ---- */
typedef struct StrBuf {
    char *data;     /* always NUL-terminated when cap > 0 */
    size_t len;
    size_t cap;
} StrBuf;
#define STRBUF_INIT {NULL, 0, 0}
void sb_grow(StrBuf *b, size_t extra);          /* sb_reserve's slow path */
/* Room for `extra` more bytes and the NUL. */
static inline void sb_reserve(StrBuf *b, size_t extra)
{
    if (extra >= b->cap - b->len)
        sb_grow(b, extra);
}
void sb_append(StrBuf *b, const void *p, size_t n);
void sb_puts(StrBuf *b, const char *s);
static inline void sb_putc(StrBuf *b, char c)
{
    sb_reserve(b, 1);
    b->data[b->len++] = c;
    b->data[b->len] = '\0';
}
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap);
static inline void sb_clear(StrBuf *b)          /* len = 0, keeps memory */
{
    b->len = 0;
    if (b->cap)
        b->data[0] = '\0';
}
void sb_free(StrBuf *b);
char *sb_detach(StrBuf *b);                     /* caller owns result (never NULL) */

/* A program's memory goes back with the process rather than block by
 * block at its end (as lld and mold do), except under a leak checker, so
 * that a leak is still seen. */
#if defined(__SANITIZE_ADDRESS__)
#define CLRX_FREE_AT_EXIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define CLRX_FREE_AT_EXIT 1
#endif
#endif
#ifndef CLRX_FREE_AT_EXIT
#define CLRX_FREE_AT_EXIT 0
#endif
/* ThreadSanitizer's build (it takes a descriptor number for one file
 * across every thread of the process). */
#if defined(__SANITIZE_THREAD__)
#define CLRX_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CLRX_TSAN 1
#endif
#endif
#ifndef CLRX_TSAN
#define CLRX_TSAN 0
#endif

/* ---- string-keyed hash table (open addressing, power-of-two size) ----
 * Keys are (pointer, length) and are NOT copied: the caller keeps them alive
 * (typically interned or arena strings).  Values are void pointers. */
typedef struct HashTab HashTab;
HashTab *ht_new(size_t initial);
void ht_free(HashTab *h);
/* Room for `more` insertions beyond the entries there are, in one rehash
 * (rather than one at each doubling). */
void ht_reserve(HashTab *h, size_t more);
void *ht_get(const HashTab *h, const char *key, size_t len);  /* NULL when absent */
/* Returns the address of the value slot for key, inserting a NULL value
 * if absent; *inserted (may be NULL) tells which.  The slot stays valid
 * until the next insertion or removal. */
void **ht_slot(HashTab *h, const char *key, size_t len, bool *inserted);
/* ht_slot, where a new entry's key is a copy made in arena a (with a NUL
 * after it) instead of the caller's text; *kept: the entry's key. */
void **ht_slot_copy(HashTab *h, const char *key, size_t len, bool *inserted, Arena *a,
                    const char **kept);
void ht_put(HashTab *h, const char *key, size_t len, void *value);
bool ht_remove(HashTab *h, const char *key, size_t len);
size_t ht_count(const HashTab *h);
/* Iteration: idx starts at 0; returns false at the end.  The order is
 * insertion order while nothing is removed (a removal moves the last entry
 * into the removed one's place); the table must not be changed during an
 * iteration.  key/len/value may be NULL. */
bool ht_next(const HashTab *h, size_t *idx, const char **key, size_t *len, void **value);
uint64_t hash_bytes(const void *p, size_t n);   /* FNV-1a 64 */

/* ---- interned strings: equal contents give the same pointer ---- */
typedef struct StrPool StrPool;
StrPool *strpool_new(void);
void strpool_free(StrPool *p);
/* The pool's NUL-terminated copy of s[0..len), valid until strpool_free. */
const char *strpool_intern(StrPool *p, const char *s, size_t len);

/* ASCII helpers (the language is ASCII; locale never matters) */
static inline char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c; }
int ascii_strncasecmp(const char *a, const char *b, size_t n);
int ascii_strcasecmp(const char *a, const char *b);

#endif
