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

/* The assembler the grammar's actions work on (parse.y). */
extern Asm *as_parse_asm;

/* Start reading `in` (named `file` in messages) for assembler A. */
void lexer_start(Asm *A, FILE *in, const char *file);
/* Assemble `len` bytes of whole lines (preprocessed text, markers
 * included) for A, continuing from the previous call; `file` (non-NULL on
 * the first call) names the text until a marker says otherwise. */
void lexer_feed(Asm *A, const char *text, size_t len, const char *file);
void lexer_free(void);
int asyylex(void);

#endif
