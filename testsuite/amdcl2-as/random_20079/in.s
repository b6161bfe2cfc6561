.arch_minor 5
.globaldata
gd0: .int 25,750,475
.p2align 2
gd1: .int 730,67,586,934,11
gd2: .int 523,281
gd3: .int 965
.p2align 0
.quad 0,0,0,0
.global gd1
.weak gd1
.global gd2
.kernel k0
    .config
.sampler 1
        .usegeneric
        .cws 64, 2, 3
        .arg a0, pipe
        .arg a1, ushort*, global, volatile
        .arg a2, ulong*, constant
    .text
        s_nop 2
        v_mov_b32 v34, v24
        s_nop 7
        s_nop 2
        s_load_dwordx4 s[16:19], s[4:5], 0
        v_mov_b32 v4, gd1//0x100000000
        s_nop 3
        v_mov_b32 v3, v2
        s_endpgm
