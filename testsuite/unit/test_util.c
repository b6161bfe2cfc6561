/* test_util.c - unit tests of libcommon/util.c: allocation helpers, arenas,
 * string buffers, the hash table (FNV-1a values from the FNV reference
 * vectors), the string pool and the ASCII case helpers.
 */
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "unitmain.h"
#include "util.h"

static void test_xalloc(void)
{
    char *p = xmalloc(0);
    CU_ASSERT_PTR_NOT_NULL(p);
    free(p);
    int *z = xcalloc(10, sizeof(int));
    for (int i = 0; i < 10; i++)
        CU_ASSERT_EQUAL(z[i], 0);
    z = xrealloc(z, 100 * sizeof(int));
    z[99] = 7;
    CU_ASSERT_EQUAL(z[99], 7);
    free(z);
    char *s = xstrdup("hello");
    CU_ASSERT_STRING_EQUAL(s, "hello");
    free(s);
    s = xstrndup("hello", 3);
    CU_ASSERT_STRING_EQUAL(s, "hel");
    free(s);
    s = xstrndup("ab\0cd", 5);          /* copies exactly n bytes */
    CU_ASSERT_EQUAL(memcmp(s, "ab\0cd", 6), 0);
    free(s);
}

static void test_arena(void)
{
    Arena *a = arena_new();
    char *prev = NULL;
    for (int i = 0; i < 5000; i++) {
        size_t n = (size_t)(i % 37) + 1;
        char *p = arena_alloc(a, n);
        CU_ASSERT_EQUAL((uintptr_t)p % 16, 0);
        memset(p, 'x', n);
        CU_ASSERT_PTR_NOT_EQUAL(p, prev);
        prev = p;
    }
    /* large blocks, beyond one chunk */
    char *big = arena_alloc(a, 1000000);
    CU_ASSERT_EQUAL((uintptr_t)big % 16, 0);
    memset(big, 1, 1000000);
    char *after = arena_alloc(a, 8);
    CU_ASSERT_EQUAL((uintptr_t)after % 16, 0);
    unsigned char *zz = arena_zalloc(a, 300);
    int nonzero = 0;
    for (int i = 0; i < 300; i++)
        nonzero |= zz[i];
    CU_ASSERT_EQUAL(nonzero, 0);
    CU_ASSERT_STRING_EQUAL(arena_strdup(a, "abc"), "abc");
    CU_ASSERT_STRING_EQUAL(arena_strndup(a, "abcdef", 2), "ab");
    CU_ASSERT_STRING_EQUAL(arena_printf(a, "%d-%s", 42, "x"), "42-x");
    /* longer than any internal scratch buffer */
    char *lng = arena_printf(a, "%0600d|", 5);
    CU_ASSERT_EQUAL(strlen(lng), 601);
    CU_ASSERT_EQUAL(lng[599], '5');
    CU_ASSERT_EQUAL(lng[0], '0');
    arena_free(a);
    arena_free(NULL);
}

static void test_strbuf(void)
{
    StrBuf b = STRBUF_INIT;
    char *d = sb_detach(&b);            /* never NULL, even when empty */
    CU_ASSERT_PTR_NOT_NULL(d);
    CU_ASSERT_STRING_EQUAL(d, "");
    free(d);
    sb_puts(&b, "ab");
    sb_putc(&b, 'c');
    sb_append(&b, "def", 2);
    CU_ASSERT_EQUAL(b.len, 5);
    CU_ASSERT_STRING_EQUAL(b.data, "abcde");
    sb_printf(&b, "[%05d]", 42);
    CU_ASSERT_STRING_EQUAL(b.data, "abcde[00042]");
    sb_clear(&b);
    CU_ASSERT_EQUAL(b.len, 0);
    CU_ASSERT_STRING_EQUAL(b.data, "");
    for (int i = 0; i < 1000; i++)
        sb_printf(&b, "%d,", i % 10);
    CU_ASSERT_EQUAL(b.len, 2000);
    CU_ASSERT_EQUAL(strlen(b.data), 2000);
    sb_clear(&b);
    sb_printf(&b, "%0500d", 1);
    CU_ASSERT_EQUAL(b.len, 500);
    CU_ASSERT_EQUAL(b.data[499], '1');
    sb_append(&b, "\0z", 2);            /* embedded NUL kept, length counted */
    CU_ASSERT_EQUAL(b.len, 502);
    CU_ASSERT_EQUAL(b.data[501], 'z');
    d = sb_detach(&b);
    CU_ASSERT_EQUAL(b.len, 0);
    CU_ASSERT_PTR_NULL(b.data);
    free(d);
    sb_free(&b);
}

static void test_fnv1a(void)
{
    /* FNV-1a 64-bit reference values */
    CU_ASSERT_EQUAL(hash_bytes("", 0), 0xcbf29ce484222325ull);
    CU_ASSERT_EQUAL(hash_bytes("a", 1), 0xaf63dc4c8601ec8cull);
    CU_ASSERT_EQUAL(hash_bytes("foobar", 6), 0x85944171f73967e8ull);
}

static void test_hashtab_basic(void)
{
    HashTab *h = ht_new(0);
    CU_ASSERT_EQUAL(ht_count(h), 0);
    CU_ASSERT_PTR_NULL(ht_get(h, "a", 1));
    int one = 1, two = 2;
    ht_put(h, "alpha", 5, &one);
    ht_put(h, "alphabet", 5, &two);     /* same key "alpha": replaced */
    CU_ASSERT_EQUAL(ht_count(h), 1);
    CU_ASSERT_PTR_EQUAL(ht_get(h, "alpha", 5), &two);
    CU_ASSERT_PTR_NULL(ht_get(h, "alph", 4));
    CU_ASSERT_PTR_NULL(ht_get(h, "ALPHA", 5));  /* case matters */
    bool ins;
    void **slot = ht_slot(h, "beta", 4, &ins);
    CU_ASSERT_TRUE(ins);
    CU_ASSERT_PTR_NULL(*slot);
    *slot = &one;
    slot = ht_slot(h, "beta", 4, &ins);
    CU_ASSERT_FALSE(ins);
    CU_ASSERT_PTR_EQUAL(*slot, &one);
    /* the empty key is a key like any other */
    ht_put(h, "", 0, &two);
    CU_ASSERT_PTR_EQUAL(ht_get(h, "", 0), &two);
    CU_ASSERT_EQUAL(ht_count(h), 3);
    CU_ASSERT_TRUE(ht_remove(h, "alpha", 5));
    CU_ASSERT_FALSE(ht_remove(h, "alpha", 5));
    CU_ASSERT_PTR_NULL(ht_get(h, "alpha", 5));
    CU_ASSERT_EQUAL(ht_count(h), 2);
    ht_free(h);
    ht_free(NULL);
}

/* ht_reserve: the entries there are stay, and the room asked for takes
 * the insertions without a rehash (the slots do not move). */
static void test_hashtab_reserve(void)
{
    HashTab *h = ht_new(0);
    static char keys[1000][8];
    for (int i = 0; i < 10; i++) {
        snprintf(keys[i], sizeof keys[i], "r%d", i);
        ht_put(h, keys[i], strlen(keys[i]), (void *)(intptr_t)(i + 1));
    }
    ht_reserve(h, 990);
    CU_ASSERT_EQUAL(ht_count(h), 10);
    bool ins;
    void **first = ht_slot(h, "r0", 2, &ins);
    CU_ASSERT_FALSE(ins);
    CU_ASSERT_PTR_EQUAL(*first, (void *)(intptr_t)1);
    for (int i = 10; i < 1000; i++) {
        snprintf(keys[i], sizeof keys[i], "r%d", i);
        ht_put(h, keys[i], strlen(keys[i]), (void *)(intptr_t)(i + 1));
    }
    /* no rehash since the reserve: the slot found before is still r0's */
    CU_ASSERT_PTR_EQUAL(ht_slot(h, "r0", 2, &ins), first);
    CU_ASSERT_EQUAL(ht_count(h), 1000);
    int bad = 0;
    for (int i = 0; i < 1000; i++)
        if (ht_get(h, keys[i], strlen(keys[i])) != (void *)(intptr_t)(i + 1))
            bad++;
    CU_ASSERT_EQUAL(bad, 0);
    ht_reserve(h, 0);               /* nothing asked: nothing moves */
    CU_ASSERT_PTR_EQUAL(ht_slot(h, "r0", 2, &ins), first);
    ht_free(h);
}

/* ht_next: insertion order; a removal moves the last entry into the
 * removed one's place */
static void test_hashtab_order(void)
{
    static const char *const names[] = { "delta", "alpha", "echo", "bravo", "charlie" };
    HashTab *h = ht_new(0);
    for (int i = 0; i < 5; i++)
        ht_put(h, names[i], strlen(names[i]), (void *)(intptr_t)(i + 1));
    ht_put(h, "alpha", 5, (void *)(intptr_t)9);        /* a new value keeps its place */
    const char *k;
    void *v;
    size_t idx = 0;
    char got[64] = "";
    while (ht_next(h, &idx, &k, NULL, &v))
        snprintf(got + strlen(got), sizeof got - strlen(got), "%s=%d ", k, (int)(intptr_t)v);
    CU_ASSERT_STRING_EQUAL(got, "delta=1 alpha=9 echo=3 bravo=4 charlie=5 ");
    CU_ASSERT_TRUE(ht_remove(h, "alpha", 5));          /* charlie, the last, moves there */
    CU_ASSERT_TRUE(ht_remove(h, "charlie", 7));        /* and bravo then takes its place */
    got[0] = 0;
    idx = 0;
    while (ht_next(h, &idx, &k, NULL, &v))
        snprintf(got + strlen(got), sizeof got - strlen(got), "%s=%d ", k, (int)(intptr_t)v);
    CU_ASSERT_STRING_EQUAL(got, "delta=1 bravo=4 echo=3 ");
    CU_ASSERT_PTR_EQUAL(ht_get(h, "bravo", 5), (void *)(intptr_t)4);
    CU_ASSERT_PTR_EQUAL(ht_get(h, "echo", 4), (void *)(intptr_t)3);
    CU_ASSERT_PTR_NULL(ht_get(h, "charlie", 7));
    ht_free(h);
}

#define NKEYS 20000

static void test_hashtab_many(void)
{
    static char keys[NKEYS][12];
    HashTab *h = ht_new(4);
    for (int i = 0; i < NKEYS; i++) {
        snprintf(keys[i], sizeof keys[i], "k%d", i);
        ht_put(h, keys[i], strlen(keys[i]), (void *)(intptr_t)(i + 1));
    }
    CU_ASSERT_EQUAL(ht_count(h), NKEYS);
    int bad = 0;
    for (int i = 0; i < NKEYS; i++)
        if (ht_get(h, keys[i], strlen(keys[i])) != (void *)(intptr_t)(i + 1))
            bad++;
    CU_ASSERT_EQUAL(bad, 0);
    /* remove every third key: the others must stay reachable */
    for (int i = 0; i < NKEYS; i += 3)
        CU_ASSERT_TRUE(ht_remove(h, keys[i], strlen(keys[i])));
    bad = 0;
    for (int i = 0; i < NKEYS; i++) {
        void *v = ht_get(h, keys[i], strlen(keys[i]));
        if (i % 3 == 0 ? v != NULL : v != (void *)(intptr_t)(i + 1))
            bad++;
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(ht_count(h), NKEYS - (NKEYS + 2) / 3);
    /* iteration visits each remaining entry once */
    size_t idx = 0, seen = 0;
    const char *k;
    size_t len;
    void *v;
    long sum = 0, expect = 0;
    while (ht_next(h, &idx, &k, &len, &v)) {
        seen++;
        sum += (long)(intptr_t)v;
        CU_ASSERT_EQUAL(len, strlen(k));
    }
    for (int i = 0; i < NKEYS; i++)
        if (i % 3)
            expect += i + 1;
    CU_ASSERT_EQUAL(seen, ht_count(h));
    CU_ASSERT_EQUAL(sum, expect);
    CU_ASSERT_FALSE(ht_next(h, &idx, NULL, NULL, NULL));
    /* remove the rest, then reinsert */
    for (int i = 0; i < NKEYS; i++)
        if (i % 3)
            CU_ASSERT_TRUE(ht_remove(h, keys[i], strlen(keys[i])));
    CU_ASSERT_EQUAL(ht_count(h), 0);
    idx = 0;
    CU_ASSERT_FALSE(ht_next(h, &idx, &k, &len, &v));
    ht_put(h, keys[5], strlen(keys[5]), keys[5]);
    CU_ASSERT_PTR_EQUAL(ht_get(h, keys[5], strlen(keys[5])), keys[5]);
    ht_free(h);
}

static void test_strpool(void)
{
    StrPool *p = strpool_new();
    char buf[16];
    strcpy(buf, "label");
    const char *a = strpool_intern(p, buf, 5);
    strcpy(buf, "XXXXX");               /* the pool must not keep the caller's text */
    const char *b = strpool_intern(p, "label", 5);
    CU_ASSERT_PTR_EQUAL(a, b);
    CU_ASSERT_STRING_EQUAL(a, "label");
    const char *c = strpool_intern(p, "labelx", 5);
    CU_ASSERT_PTR_EQUAL(a, c);
    const char *d = strpool_intern(p, "Label", 5);
    CU_ASSERT_PTR_NOT_EQUAL(a, d);
    const char *e = strpool_intern(p, "", 0);
    CU_ASSERT_STRING_EQUAL(e, "");
    CU_ASSERT_PTR_EQUAL(e, strpool_intern(p, "zz", 0));
    /* many strings keep their identities across table growth */
    char names[3000][8];
    const char *ids[3000];
    for (int i = 0; i < 3000; i++) {
        snprintf(names[i], sizeof names[i], "s%d", i);
        ids[i] = strpool_intern(p, names[i], strlen(names[i]));
    }
    int bad = 0;
    for (int i = 0; i < 3000; i++)
        if (strpool_intern(p, names[i], strlen(names[i])) != ids[i] ||
            strcmp(ids[i], names[i]) != 0)
            bad++;
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_PTR_EQUAL(strpool_intern(p, "label", 5), a);
    strpool_free(p);
    strpool_free(NULL);
}

static void test_ascii(void)
{
    CU_ASSERT_EQUAL(ascii_lower('A'), 'a');
    CU_ASSERT_EQUAL(ascii_lower('Z'), 'z');
    CU_ASSERT_EQUAL(ascii_lower('['), '[');
    CU_ASSERT_EQUAL(ascii_lower('@'), '@');
    CU_ASSERT_EQUAL(ascii_lower('\xc4'), '\xc4');  /* no locale folding */
    CU_ASSERT_EQUAL(ascii_strcasecmp("GCN1.0", "gcn1.0"), 0);
    CU_ASSERT_TRUE(ascii_strcasecmp("abc", "ABD") < 0);
    CU_ASSERT_TRUE(ascii_strcasecmp("abd", "ABC") > 0);
    CU_ASSERT_TRUE(ascii_strcasecmp("ab", "abc") < 0);
    CU_ASSERT_TRUE(ascii_strcasecmp("abc", "ab") > 0);
    CU_ASSERT_EQUAL(ascii_strcasecmp("", ""), 0);
    CU_ASSERT_EQUAL(ascii_strncasecmp("TongaX", "tongaY", 5), 0);
    CU_ASSERT_TRUE(ascii_strncasecmp("TongaX", "tongaY", 6) < 0);
    CU_ASSERT_EQUAL(ascii_strncasecmp("a", "b", 0), 0);
    /* '_' (0x5f) sorts after the letters only when they are lower case */
    CU_ASSERT_TRUE(ascii_strcasecmp("A", "_") > 0);
}

const UnitTest util_tests[] = {
    { "xmalloc family", test_xalloc },
    { "arena", test_arena },
    { "strbuf", test_strbuf },
    { "fnv1a", test_fnv1a },
    { "hashtab basic", test_hashtab_basic },
    { "hashtab many keys", test_hashtab_many },
    { "hashtab reserve", test_hashtab_reserve },
    { "hashtab order", test_hashtab_order },
    { "strpool", test_strpool },
    { "ascii case", test_ascii },
    { NULL, NULL },
};
