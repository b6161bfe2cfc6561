/* fuzz_cpp.c - fuzzing clrx-cpp (cpp/libcpp.a) on source text.
 *
 * The input is a source file in the harness's directory, beside an
 * included file that defines a macro and a binary file for .incbin, so that
 * `.include "inc.s"` and `.incbin "data.bin"` work; the preprocessed text
 * and the dependency rule go to the sink.  What is checked: no crash, no
 * sanitizer report, no hang (libFuzzer -timeout), no excessive memory. */
#include <string.h>

#include "cpp.h"
#include "fuzz.h"

static const char inc_text[] =
    ".macro incm a, b=2\n"
    "    .int \\a + \\b\n"
    ".endm\n"
    "inc_sym = 5\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *in;
    if (!in) {
        in = strdup(fuzz_path("in.s"));
        fuzz_write(fuzz_path("inc.s"), (const uint8_t *)inc_text, sizeof inc_text - 1);
        fuzz_write(fuzz_path("data.bin"), (const uint8_t *)"\001\002\003\377", 4);
    }
    fuzz_write(in, data, size);
    fuzz_diag("clrx-cpp", CPP_MAX_ERRORS);

    AsmOptions ao;
    asmopts_init(&ao);
    asmopts_add_input(&ao, in);
    CppConfig cfg = { &ao, true };
    Output *w = output_new(fuzz_sink(), true);
    Cpp cpp;
    cpp_init(&cpp, &cfg, w);
    cpp_run(&cpp, ao.inputs, ao.n_inputs);
    output_free(w);
    const char *target = "in.o";
    deps_write(fuzz_sink(), &target, 1, &cpp.deps, true);
    cpp_free(&cpp);
    asmopts_free(&ao);
    return 0;
}
