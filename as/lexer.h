/* lexer.h - the interface of the clrx-as reader (lexer.c), which reads the
 * statements of an input and calls the assembler for each (asm.c, and the
 * shadow assembler of clrx-cpp, shadow.c). */
#ifndef CLRX_AS_LEXER_H
#define CLRX_AS_LEXER_H

#include <stdint.h>
#include <stdio.h>

#include "asm.h"

/* Start reading `in` (named `file` in messages) for assembler A; then
 * lexer_run assembles it to its end (or to .end). */
void lexer_start(Asm *A, FILE *in, const char *file);
void lexer_run(Asm *A);
/* Assemble `len` bytes of whole lines (preprocessed text, markers
 * included) for A, continuing from the previous call; `file` (non-NULL on
 * the first call) names the text until a marker says otherwise. */
void lexer_feed(Asm *A, const char *text, size_t len, const char *file);
void lexer_free(void);
/* The size of the input buffer when it is first made (64 KiB; it grows for
 * a longer line).  The fuzzing harness makes it small, so that statements
 * cross its end as they do every 64 KiB of a large input. */
extern size_t lexer_buffer_size;
/* Once this many bytes of an input are read (256 KiB), a thread reads the
 * rest ahead (readahead.h).  The fuzzing harness makes it small too. */
extern uint64_t lexer_read_ahead_from;

#endif
