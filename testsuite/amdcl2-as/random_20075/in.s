.compile_options "x y z"
.globaldata
gd0: .int 177,972
gd1: .int 222,276
gd2: .int 514,357
.p2align 4
gd3: .int 737,231,610
.quad 0,0,0,0
.global absx
absx = 11
.global gd3
.kernel k0
    .config
        .dims x, xy
        .sgprsnum 78
        .debugmode
        .vgprsnum 59
        .exceptions 0xe6
        .arg a0, uchar16
        .arg a1, double*, constant
        .arg a2, long*, global, const restrict, rdonly
    .text
.global cl627969
cl627969:
        s_mov_b32 s23, s40
        v_mov_b32 v16, gd0/0x100000000
        v_mov_b32 v14, gd3&0xffffffff
        v_mov_b32 v1, v29
        s_nop 4
        s_mov_b32 s2, (gd3+4)&0xffffffff
        s_endpgm
