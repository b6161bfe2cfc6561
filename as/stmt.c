/* stmt.c - what a statement body does: classify the first word (one hash
 * probe into the pseudo-op table built from pseudoops.def), run the
 * pseudo-op's handler, or hand an instruction to the encoder. */
#include "asm.h"
#include "pseudo.h"

#include <string.h>

#include "pseudoops-tab.h"

static unsigned pseudo_hash_name(const char *s, size_t len)
{
    uint32_t h = 5381;
    for (size_t i = 0; i < len; i++)
        h = (h * 33 + (unsigned char)ascii_lower(s[i])) & 0xffff;
    return h;
}

const PseudoOp *pseudo_find(const char *name, size_t len)
{
    if (len == 0 || len > 64)
        return NULL;
    unsigned s = pseudo_hash_name(name, len) % PSEUDO_HASH_SIZE;
    for (unsigned k = 0; k < PSEUDO_HASH_SIZE; k++) {
        int idx = pseudo_hash[s];
        if (idx < 0)
            return NULL;
        const PseudoOp *op = &pseudo_ops[idx];
        if (op->len == len && ascii_strncasecmp(op->name, name, len) == 0)
            return op;
        s = (s + 1) % PSEUDO_HASH_SIZE;
    }
    return NULL;
}

void as_pseudo(Asm *A, const char *name, size_t len, const char *args, size_t args_len)
{
    const PseudoOp *op = pseudo_find(name + 1, len - 1);
    if (!op) {
        as_error(A, name, "unknown pseudo-op '%.*s'", (int)len, name);
        return;
    }
    if (!(op->formats & (1u << A->target.format))) {
        as_error(A, name, "pseudo-op '%.*s' is not allowed in the %s format", (int)len, name,
                 format_name(A->target.format));
        return;
    }
    Args c;
    args_init(&c, A, args, args_len);
    op->fn(A, &c, name, op->arg);
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
