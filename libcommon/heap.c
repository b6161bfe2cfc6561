/* heap.c - the process heap, and transparent huge pages under it (heap.h).
 *
 * glibc's malloc takes blocks below its mmap threshold from the heap, which
 * grows with brk by what a request needs plus M_TOP_PAD.  heap_init raises
 * the threshold (the large blocks of a big input, hash tables and arrays,
 * stay in the heap with the rest), has the threads allocate from the same
 * heap (one arena), and makes one extension of HEAP_RESERVE at once (a
 * request larger than the free room in the heap, freed at once); that reserve
 * is what heap_use_huge_pages advises.  A 2 MiB range of it that has a
 * page written already stays in small pages; a heap that outgrows the
 * reserve goes on with small pages. */
#include "heap.h"

#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/mman.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "util.h"

/* (mallinfo2: glibc 2.33 on) */
#if defined(__GLIBC__) && defined(__GLIBC_PREREQ)
#if __GLIBC_PREREQ(2, 33) && defined(MADV_HUGEPAGE) && !CLRX_FREE_AT_EXIT && !CLRX_TSAN
#define HEAP_TUNED 1
#endif
#endif
#ifndef HEAP_TUNED
#define HEAP_TUNED 0
#endif

#if HEAP_TUNED
#define HEAP_RESERVE ((size_t)64 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)

static uintptr_t g_reserve_start, g_reserve_end;    /* [start, end): the reserve */
#endif

void heap_init(void)
{
#if HEAP_TUNED
    if (!mallopt(M_MMAP_THRESHOLD, (int)(HEAP_RESERVE / 2)) ||
        !mallopt(M_TOP_PAD, (int)HEAP_RESERVE) || !mallopt(M_ARENA_MAX, 1))
        return;
    uintptr_t before = (uintptr_t)sbrk(0);
    /* a block larger than all the free room there is makes the heap grow
     * (volatile: the compiler may not drop the pair) */
    void *volatile grow = malloc(mallinfo2().fordblks + ((size_t)1 << 20));
    free(grow);
    uintptr_t after = (uintptr_t)sbrk(0);
    if (before == (uintptr_t)-1 || after == (uintptr_t)-1 || after <= before)
        return;                         /* no brk heap */
    g_reserve_start = (before + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    g_reserve_end = after & ~(HUGE_PAGE - 1);
#endif
}

void heap_use_huge_pages(void)
{
#if HEAP_TUNED
    if (g_reserve_end > g_reserve_start)
        (void)madvise((void *)g_reserve_start, g_reserve_end - g_reserve_start,
                      MADV_HUGEPAGE);
    g_reserve_start = g_reserve_end = 0;
#endif
}

size_t heap_in_use(void)
{
#if HEAP_TUNED
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
#else
    return 0;
#endif
}
