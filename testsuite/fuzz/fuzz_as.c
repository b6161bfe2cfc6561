/* fuzz_as.c - fuzzing clrx-as (as/libas.a, as/libgcn.a) on preprocessed
 * text, with or without clrx-cpp's line markers and join maps (the seeds
 * have both).
 *
 * The passes are those of clrx-as's main: the statements, then what waited
 * for symbols, then the object, written through libelf; the object is then
 * read back with the linker's validating reader, which must accept what the
 * assembler wrote.  Each input is assembled twice: with the reader's usual
 * buffer and no read-ahead thread, and with a buffer of 16 to 63 bytes (by
 * the first byte), across whose end the statements go, read ahead on the
 * thread (readahead.h) from a byte of the first 64 on (the second byte) in
 * blocks of 8 to 71 bytes (the third): the messages and the object must be
 * the same. */
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "fuzz.h"
#include "lexer.h"
#include "objfile.h"
#include "readahead.h"

/* One run of clrx-as's passes on `in` with the reader's buffer starting at
 * `bufsize` bytes, read ahead from `ra_from` bytes on in blocks of
 * `ra_block`: its messages (malloc'ed text) and its object (NULL when none
 * was written). */
typedef struct Run {
    char *msgs;
    size_t nmsgs;
    uint8_t *obj;
    size_t nobj;
} Run;

static Run assemble(const char *in, const char *out, size_t bufsize, uint64_t ra_from,
                    size_t ra_block)
{
    Run r = { 0 };
    FILE *msgs = open_memstream(&r.msgs, &r.nmsgs);
    if (!msgs)
        abort();
    fuzz_diag("clrx-as", AS_MAX_ERRORS);
    g_diag.out = msgs;
    lexer_buffer_size = bufsize;
    lexer_read_ahead_from = ra_from;
    ra_block_size = ra_block;
    AsmOptions o;
    asmopts_init(&o);
    asmopts_add_input(&o, in);
    o.target.format = FMT_AMD;          /* clrx-as's default without -b */
    Asm A;
    as_init(&A, &o);
    A.print_out = fuzz_sink();
    A.format_explicit = false;
    A.gpu_explicit = false;
    as_assemble_file(&A, in);
    if (diag_failed())
        as_report_unresolved(&A);
    else {
        as_finish(&A);
        if (!diag_failed()) {
            Object *obj = as_make_object(&A);
            if (obj_write(obj, out)) {
                r.obj = fuzz_read(out, &r.nobj);
                Object *back = r.obj ? obj_read_mem(r.obj, r.nobj, out) : NULL;
                if (!back) {
                    fprintf(stderr, "clrx-as wrote an object its reader refuses\n");
                    abort();
                }
                obj_free(back);
                remove(out);
            }
            obj_free(obj);
        }
    }
    as_free(&A);
    asmopts_free(&o);
    fclose(msgs);
    g_diag.out = fuzz_sink();
    return r;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *in, *out;
    if (!in) {
        in = strdup(fuzz_path("in.i"));
        out = strdup(fuzz_path("out.o"));
    }
    fuzz_write(in, data, size);
    /* the reader's usual 64 KiB buffer, then a small one, so that the
     * statements cross its end (as every 64 KiB of a large input, which an
     * input of at most 64 KiB never does), and small blocks read ahead: the
     * same messages, the same object */
    Run big = assemble(in, out, (size_t)1 << 16, UINT64_MAX, 1);
    Run small = assemble(in, out, 16 + (size ? data[0] % 48 : 0),
                         size > 1 ? data[1] % 64 : 0, 8 + (size > 2 ? data[2] % 64 : 0));
    fwrite(big.msgs, 1, big.nmsgs, fuzz_sink());
    if (big.nmsgs != small.nmsgs || memcmp(big.msgs, small.msgs, big.nmsgs) != 0 ||
        !big.obj != !small.obj ||
        (big.obj && (big.nobj != small.nobj || memcmp(big.obj, small.obj, big.nobj) != 0))) {
        fprintf(stderr, "clrx-as reads differently with a small input buffer and read-ahead\n"
                "64 KiB:\n%.*s\nsmall:\n%.*s\n", (int)big.nmsgs, big.msgs,
                (int)small.nmsgs, small.msgs);
        abort();
    }
    free(big.msgs);
    free(small.msgs);
    free(big.obj);
    free(small.obj);
    return 0;
}
