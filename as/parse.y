/* parse.y - clrx-as statement grammar.
 *
 * A line holds statements separated by `;`.  A statement is any number of
 * labels followed by at most one body: an assignment `name = expr`, a
 * pseudo-operation `.name args`, or an instruction `mnemonic operands`.
 * The lexer (lex.l) hands over the text after the body's first word as one
 * ARGS token: its syntax depends on the pseudo-op or instruction, and the
 * handlers (pseudo*.c, the encoder) read it with args.h.  Every action runs
 * as soon as its statement is complete, so input is processed as a stream.
 */
%define api.prefix {asyy}
%define parse.error verbose
%defines

%code requires {
#include "lexer.h"
}

%code {
#include "asm.h"

Asm *as_parse_asm;
#define A as_parse_asm
#define TXT(s) (A->line + (s).off)

static void asyyerror(const char *msg)
{
    /* the lexer only produces well-formed token sequences: reaching this
     * is a bug of clrx-as, not of the input */
    diag_internal("statement grammar: %s", msg);
}
}

%union {
    Span span;
}

%token T_EOS
%token <span> T_LABEL T_LLABEL T_ASSIGN T_PSEUDO T_WORD T_NUMHEAD T_GARBAGE T_ARGS

%%

input
    : %empty
    | input stmt T_EOS          { A->stmt_failed = false; arena_reset(A->stmt_arena); }
    ;

stmt
    : labels body
    ;

labels
    : %empty
    | labels T_LABEL            { if (!A->stmt_failed) as_label(A, TXT($2), $2.len); }
    | labels T_LLABEL           { if (!A->stmt_failed) as_local_label(A, TXT($2), $2.len); }
    ;

body
    : %empty
    | T_ASSIGN T_ARGS           { if (!A->stmt_failed)
                                      as_assign(A, TXT($1), $1.len, TXT($2), $2.len,
                                                false, false); }
    | T_PSEUDO T_ARGS           { if (!A->stmt_failed)
                                      as_pseudo(A, TXT($1), $1.len, TXT($2), $2.len); }
    | T_WORD T_ARGS             { if (!A->stmt_failed)
                                      as_instruction(A, TXT($1), $1.len, TXT($2), $2.len); }
    | T_NUMHEAD T_ARGS          { if (!A->stmt_failed) as_bad_head(A, TXT($1), true); }
    | T_GARBAGE T_ARGS          { if (!A->stmt_failed) as_bad_head(A, TXT($1), false); }
    ;

%%
