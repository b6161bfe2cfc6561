.format rocm
.metadatav3
.arch_minor 9
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 0, 0
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 4, 69, 86, 65
.global gd1
gd1:
.int 0, 11, 23, 1
gd2:
.int 47, 68, 17, 49
.gotsym gd2
.global ls0, ls1
ls0 = k0 - gd2
ls1 = k0 + (k0 - gd2)
.kernel k0
    .fkernel
    .config
        .pgmrsrc3 0x952ea49f
        .runtime_handle "%Z-'9@aZ"
        .md_symname ": *':"
        .arg a, "float*", 16, 28, image, f64, read_write, read_write
        .arg ptr_2, "image2d_t", 12, 21, globaloffsety, uchar pipe pipe
.text
k0:
.skip 256
    .int gd2 - k0
    v_mov_b32 v49, v171
    s_nop 2
    s_mov_b32 s34, s46
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
.section .comment
.ascii ""
