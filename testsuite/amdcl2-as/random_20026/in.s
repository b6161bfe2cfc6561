.globaldata
gd0: .int 498,67
.p2align 3
gd1: .int 186,208,39,330,429
gd2: .int 776
gd3: .int 67,534,230,615,571
.quad 0,0,0,0
.kernel k0
    .config
        .priority 0
        .scratchbuffer 206
        .dims , x
        .sgprsnum 93
    .text
        v_mov_b32 v46, v30
        s_mov_b32 s0, (gd0+8)>>32
        s_mov_b32 s52, s5
        s_mov_b32 s16, s36
        v_mov_b32 v92, v14
        s_mov_b32 s17, gd2>>32
        s_mov_b32 s1, gd1/0x100000000
        s_nop 3
        s_endpgm
s_mov_b32 s16, 0
.rwdata
.byte 146
.int 0x12345678
.rwdata
.kernel k0
.rwdata
