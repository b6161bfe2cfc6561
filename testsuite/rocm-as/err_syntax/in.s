.rocm
.arch_minor
.eflags x
.target foo
.md_version 1
.printf 1
.printf 1, 2, x
.kernel k
    .config
        .floatmode
        .machine 1, 2, 3
        .codeversion 1
        .reserved_sgprs 1
        .use_ptr64 now
        .dims x y
        .md_language "x", 1
        .md_language "x" 1
        .md_symname x
        .vectypehint 8bit
        .runtime_handle
        .cws 1 2
        .pgmrsrc1 1, 2
.text
k:  .skip 256
    s_endpgm
