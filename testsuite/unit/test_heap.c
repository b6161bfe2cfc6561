/* test_heap.c - unit tests of libcommon/heap.c: blocks in use are counted,
 * the heap keeps working after heap_init, and the memory of a large block
 * allocated after heap_use_huge_pages lies in a mapping that asks for huge
 * pages (the "hg" flag of /proc/self/smaps; whether the kernel then gives
 * them depends on the machine, the flag does not). */
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "unitmain.h"
#include "util.h"

/* The VmFlags line of the mapping that holds address a, or "" */
static void vm_flags_of(uintptr_t a, char *flags, size_t cap)
{
    flags[0] = 0;
    FILE *f = fopen("/proc/self/smaps", "r");
    if (!f)
        return;
    char line[512];
    bool in = false;
    while (fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' ')) {
            in = a >= lo && a < hi;
            continue;
        }
        if (in && strncmp(line, "VmFlags:", 8) == 0) {
            snprintf(flags, cap, "%.*s", (int)(cap - 1), line + 8);
            break;
        }
    }
    fclose(f);
}

static void test_heap(void)
{
    heap_init();
    size_t before = heap_in_use();
    char *small = malloc(100);
    CU_ASSERT_PTR_NOT_NULL_FATAL(small);
    heap_use_huge_pages();
    size_t big_size = (size_t)16 << 20;
    char *big = malloc(big_size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(big);
    memset(big, 1, big_size);
    size_t after = heap_in_use();
#if defined(__GLIBC__) && !CLRX_FREE_AT_EXIT && !CLRX_TSAN
    /* glibc's malloc: the blocks are counted, and the large one ends in the
     * reserve that was advised (it may begin in free room below it, which
     * earlier tests of this program left) */
    CU_ASSERT_TRUE(after >= before + big_size);
    char flags[256];
    vm_flags_of((uintptr_t)big + big_size - 1, flags, sizeof flags);
    CU_ASSERT_PTR_NOT_NULL(strstr(flags, " hg"));
#else
    CU_ASSERT_EQUAL(after, 0);      /* not known under another allocator */
    (void)before;
#endif
    CU_ASSERT_EQUAL(big[big_size - 1], 1);
    free(big);
    free(small);
    /* the heap goes on working */
    void *again = malloc((size_t)1 << 20);
    CU_ASSERT_PTR_NOT_NULL(again);
    free(again);
}

const UnitTest heap_tests[] = {
    { "heap_init, heap_use_huge_pages, heap_in_use", test_heap },
    { NULL, NULL },
};
