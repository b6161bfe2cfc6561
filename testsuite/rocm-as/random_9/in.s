.rocm
.llvm10binfmt
.arch_stepping 1
.target "x"
.md_version 0, 2
.printf 4, 8, 8, 8, "X"
.printf 4, 1, 1, 4, "Y_X 1cZ"
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 52, 48, 44, 70
.gotsym gd0
.kernel k0
.text
k0:
.skip 256
    v_add_f32 v95, v7, v55
    .int (gd0 - .)*3
    .int gd0 - k0
    s_nop 5
    v_mov_b32 v82, v216
    s_endpgm
.size k0, 62
.section .comment
.ascii ""
