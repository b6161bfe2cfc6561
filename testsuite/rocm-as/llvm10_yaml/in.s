.rocm
.llvm10binfmt
.globaldata
.fill 128, 1, 0
gd: .int 1, 2, 3
.kernel k1
    .config
        .dims x
        .use_kernarg_segment_ptr
        .arg a, "int", 4, , value, i32
.kernel k2
    .config
        .pgmrsrc3 3
.text
k1: .skip 256
    s_endpgm
.p2align 8
k2: .skip 256
    s_mov_b32 s1, gd - .
    s_endpgm
