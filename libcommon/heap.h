/* heap.h - the process heap, and transparent huge pages under it.
 *
 * clrx-as and clrx-ld make tens of MiB of small blocks on a large input (20,000
 * kernels: 28 and 33 MiB), and each 4 KiB page of it is a page fault the
 * first time it is written: about 1.2 µs on a virtual machine, a tenth of
 * clrx-as's time and a fifth of clrx-ld's.  Under 2 MiB pages nearly all of
 * those faults go, at the cost of up to a few MiB more resident memory (the
 * parts of huge pages not used yet), which counts only against a small heap.
 * It all does nothing where malloc is not glibc's or under the sanitizers
 * (their own allocators); the huge pages only where the kernel gives them to
 * memory that asks for them (transparent_hugepage "madvise" or "always"). */
#ifndef CLRX_HEAP_H
#define CLRX_HEAP_H

#include <stddef.h>

/* First thing in main: one heap for every thread, large blocks in it too,
 * and room reserved above it (address space, until written) that
 * heap_use_huge_pages can advise. */
void heap_init(void);

/* The heap's memory not written yet (the room heap_init reserved) comes in
 * huge pages from now on. */
void heap_use_huge_pages(void);

/* The bytes of blocks in use (0 where that is not known). */
size_t heap_in_use(void);

#endif
