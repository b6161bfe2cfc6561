.rocm
.md_version 2, 3

.text
.p2align 8
.globaldata
.global gd0
gd0:
.int 73, 47, 23, 44
.global gd1
gd1:
.int 84
.global ls0, ls1
ls0 = k1 - gd1
ls1 = k1 + (k1 - gd1)
.kernel k0
    .fkernel
.kernel k1
    .fkernel

.text
.p2align 8
.text
.global k1
k1:
.skip 256
    s_endpgm
.p2align 8
k0:
.skip 256
    s_nop 4
    s_nop 6
    .int . - gd0
    v_add_f32 v167, v154, v188
    s_nop 0
.kcode +
    v_mov_b32 v78, v0
    s_mov_b32 s65, 0
.kcodeend
    .int . - gd0
    s_mov_b32 vcc_lo, s41
    s_endpgm
    .int ls0
    .int ls1 - k1
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
.size k0, 4
