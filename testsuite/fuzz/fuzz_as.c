/* fuzz_as.c - fuzzing clrx-as (as/libas.a, as/libgcn.a) on preprocessed
 * text, with or without clrx-cpp's line markers and join maps (the seeds
 * have both).
 *
 * The passes are those of clrx-as's main: the statements, then what waited
 * for symbols, then the object, written through libelf; the object is then
 * read back with the linker's validating reader, which must accept what the
 * assembler wrote.  The reader's buffer starts at 16 to 63 bytes (by the
 * first byte), so that statements cross its end. */
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "fuzz.h"
#include "lexer.h"
#include "objfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *in, *out;
    if (!in) {
        in = strdup(fuzz_path("in.i"));
        out = strdup(fuzz_path("out.o"));
    }
    fuzz_write(in, data, size);
    fuzz_diag("clrx-as", AS_MAX_ERRORS);
    /* a small input buffer: statements cross its end (as every 64 KiB of a
     * large input), which inputs of at most 64 KiB would never do */
    lexer_buffer_size = 16 + (size ? data[0] % 48 : 0);

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
                size_t n;
                uint8_t *img = fuzz_read(out, &n);
                Object *back = img ? obj_read_mem(img, n, out) : NULL;
                if (!back) {
                    fprintf(stderr, "clrx-as wrote an object its reader refuses\n");
                    abort();
                }
                obj_free(back);
                free(img);
            }
            obj_free(obj);
        }
    }
    as_free(&A);
    asmopts_free(&o);
    return 0;
}
