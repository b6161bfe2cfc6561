/* stmt.c - what a statement body does: classify the first word (one hash
 * probe into the pseudo-op table, libcommon/pseudoops.def), run the handler
 * of the pseudo-op's row for the current format, or hand an instruction to
 * the encoder. */
#include "asm.h"
#include "pseudo.h"

#include <string.h>

/* clrx-as's columns of the pseudo-op table, by row */
typedef struct AsPseudo {
    PseudoFn fn;               /* NULL: not handled in the row's formats */
    int arg;
} AsPseudo;

static const AsPseudo as_rows[PO_ROW_COUNT] = {
#define PO_ROW(id, fmts, cpp_op, cpp_arg, cpp_init, fn, arg) { fn, arg },
#include "pseudoops-tab.h"
#undef PO_ROW
};

void as_pseudo(Asm *A, const char *name, size_t len, const char *args, size_t args_len)
{
    int id = po_name_find(name + 1, len - 1);
    if (id < 0) {
        as_error(A, name, "unknown pseudo-op '%.*s'", (int)len, name);
        return;
    }
    int row = po_row_find(id, A->target.format);
    if (row < 0 || !as_rows[row].fn) {
        as_error(A, name, "pseudo-op '%.*s' is not allowed in the %s format", (int)len, name,
                 format_name(A->target.format));
        return;
    }
    Args c;
    args_init(&c, A, args, args_len);
    A->op_name = id;
    as_rows[row].fn(A, &c, name, as_rows[row].arg);
}

void as_instruction(Asm *A, const char *name, size_t len, const char *args, size_t args_len)
{
    as_init_output(A);
    if (!as_writeable(A)) {
        as_error(A, name, "writing data into a non-writeable section is illegal");
        return;
    }
    as_encode_instruction(A, name, len, args, args_len);
}

void as_bad_head(Asm *A, const char *at, bool number)
{
    if (number)
        as_error(A, at, "a number cannot begin a statement");
    else
        as_error(A, at, "garbage where a statement should begin");
}
