/* lexer.h - the interface of the clrx-as lexer (lex.l) to the grammar
 * (parse.y) and to the driver of one input (asm.c). */
#ifndef CLRX_AS_LEXER_H
#define CLRX_AS_LEXER_H

#include <stdint.h>
#include <stdio.h>

#include "asm.h"

/* A token's text: an offset and a length in the current logical line. */
typedef struct Span {
    uint32_t off, len;
} Span;

/* Start reading `in` (named `file` in messages) for assembler A. */
void lexer_start(Asm *A, FILE *in, const char *file);
void lexer_free(void);
int asyylex(void);

#endif
