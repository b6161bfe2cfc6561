.arch_minor 2
.hsalayout
.bssdata
bs0: .skip 35
bs1: .skip 29
bs2: .skip 27
.kernel k0
    .metadata
    .byte 238,116,249,90,32,13,213
    .setup
    .byte 192,116,75,51,230,26,58,75,20,123
    .fill 256,1,0
.kernel k1
    .config
        .usesetup
        .dims z
        .scratchbuffer 150
        .cws 64, 1, 2
        .setupargs
.text
.p2align 8
k0:
.skip 256
        v_add_f32 v13, v1, v2
        v_add_f32 v17, v1, v2
        s_nop 5
        s_nop 3
        s_mov_b32 s11, s8
        v_mov_b32 v87, v0
        s_endpgm
.metadata
.p2align 8
k1:
.skip 256
        s_mov_b32 s17, s20
        s_mov_b32 s5, s3
        s_nop 1
        s_load_dwordx4 s[16:19], s[4:5], 0
        s_mov_b32 s55, s10
        s_endpgm
.globaldata
