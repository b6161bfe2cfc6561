/* test_clrxmap.c - unit tests of libcommon/clrxmap.c.  The expected orders
 * were read from the C++ library's std::unordered_map (GNU libstdc++ of
 * GCC 12, the one clrxasm 0.1.9 is built with here) holding the same names
 * with clrxasm's string hash, inserted in the same order; the order of the
 * scratch relocations that clrxasm writes for a Gallium program with several
 * scratch symbols follows it too (testsuite/gallium-as/scratchsym_several). */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>

#include "clrxmap.h"
#include "unitmain.h"

/* names sym<i>_<x>, x from a linear congruential sequence seeded with n */
static char **make_names(size_t n)
{
    char **v = calloc(n + 1, sizeof *v);
    uint32_t x = (uint32_t)n;
    for (size_t i = 0; i < n; i++) {
        x = (x * 1103515245u + 12345u) & 0x7fffffffu;
        v[i] = malloc(32);
        snprintf(v[i], 32, "sym%zu_%u", i, x % 1000);
    }
    return v;
}

static void check(size_t n, const size_t *want, size_t nwant, uint64_t fnv)
{
    char **names = make_names(n);
    size_t *order = calloc(n + 1, sizeof *order);
    clrxmap_order((const char *const *)names, n, order);
    for (size_t i = 0; i < nwant; i++)
        CU_ASSERT_EQUAL(order[i], want[i]);
    uint64_t h = 0xcbf29ce484222325u;     /* FNV-1a over the 4-byte indices */
    for (size_t i = 0; i < n; i++)
        for (int b = 0; b < 4; b++) {
            h ^= (order[i] >> (8 * b)) & 0xff;
            h *= 0x100000001b3u;
        }
    CU_ASSERT_EQUAL(h, fnv);
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    free(order);
}

static void test_hash(void)
{
    CU_ASSERT_EQUAL(clrxmap_hash("", 0), 0);
    CU_ASSERT_EQUAL(clrxmap_hash("a", 1), 0x61ull * 0xbf146a3dull);
    CU_ASSERT_EQUAL(clrxmap_hash("ab", 2), ((0x61u * 0xbf146a3dull << 8) ^ 0x62u) * 0xbf146a3du);
}

static void test_small(void)
{
    /* 14 names: the second growth of the bucket count (13 -> 29) */
    static const size_t w14[] = { 0, 1, 2, 4, 13, 3, 5, 7, 8, 9, 6, 12, 10, 11 };
    check(14, w14, 14, 0xab47efe1998eee34u);
    static const size_t w30[] = { 29, 12, 18, 10, 8, 5, 11, 13, 4, 0, 2, 1, 14, 24, 15,
                                  16, 3, 6, 20, 9, 17, 19, 27, 21, 7, 22, 25, 23, 26, 28 };
    check(30, w30, 30, 0xed9e45398ca66494u);
}

static void test_large(void)
{
    static const size_t w[] = { 2999, 2998, 2996, 2995, 2994, 2993, 2992, 2991, 2990, 2989 };
    check(3000, w, 10, 0x2cb361652f2f41a5u);
    check(0, NULL, 0, 0xcbf29ce484222325u);
}

const UnitTest clrxmap_tests[] = {
    { "clrxasm's string hash", test_hash },
    { "iteration order, up to 30 names", test_small },
    { "iteration order, 3000 names", test_large },
    { NULL, NULL },
};
