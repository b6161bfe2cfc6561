.compile_options "x y z"
.globaldata
gd0: .int 533,123,59
.quad 0,0,0,0
.global absx
absx = 4
.inner
.section .innx
.global innx0
innx0: .byte 5,6
.main
.kernel k0
    .config
        .dims z
        .gdssize 12358
        .useenqueue
        .tgsize
        .usegeneric
        .scratchbuffer 356
        .vgprsnum 52
        .privmode
        .setupargs
        .arg a0, short
        .arg a1, double
    .text
.global cl519164
cl519164:
        v_mov_b32 v67, v3
        s_mov_b32 s17, gd0%%0x100000000
        s_mov_b32 s0, s20
        s_nop 6
        s_endpgm
