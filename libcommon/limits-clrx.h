/* limits-clrx.h - the limits that every stage shares, so that what one
 * stage accepts the next one accepts too (and the other way round):
 *
 *   CLRX_MAX_SECTION_SIZE  bytes of one section: clrx-as refuses to grow a
 *                          section beyond it, objects holding a larger one
 *                          are refused, and clrx-ld's output sections (the
 *                          concatenated sections of the objects) obey it,
 *                          as the concatenated source would in clrx-as;
 *                          clrx-cpp's .incbin writes no more than it.  At
 *                          this size clrx-ld needs about three times as much
 *                          memory (its input, the object model, the output).
 *   CLRX_MAX_SOURCE_SIZE   bytes of one source file (clrx-cpp's inputs and
 *                          included files, clrx-as's input): reading stops
 *                          there with an error, so that an endless input
 *                          (a device such as /dev/zero) cannot exhaust the
 *                          memory.
 *
 * Each is reported by name when it is reached ("... larger than N bytes").
 */
#ifndef CLRX_LIMITS_CLRX_H
#define CLRX_LIMITS_CLRX_H

#include <stdint.h>

/* (the fuzzing build, tools/fuzz.sh, gives smaller values with -D) */
#ifndef CLRX_MAX_SECTION_SIZE
#define CLRX_MAX_SECTION_SIZE ((uint64_t)1 << 28)   /* 256 MiB */
#endif
#ifndef CLRX_MAX_SOURCE_SIZE
#define CLRX_MAX_SOURCE_SIZE  ((uint64_t)1 << 30)   /* 1 GiB */
#endif

#endif
