.text
k0:
.skip 256
    s_mov_b32 s36, s3
    s_endpgm
.p2align 8
k1:
.skip 256
    s_mov_b32 s51, s27
    v_add_f32 v9, v183, v209
    v_add_f32 v117, v126, v200
    s_add_u32 s12, s63, 42
    v_add_f32 v184, v12, v117
    s_nop 0
    v_add_f32 v230, v116, v198
    s_endpgm
.p2align 8
.global k2
k2:
.skip 256
    s_mov_b32 vcc_lo, s53
    v_add_f32 v255, v174, v219
    s_mov_b32 vcc_lo, s46
    s_add_u32 s57, s87, 23
    s_add_u32 s62, s7, 32
    v_add_f32 v111, v237, v7
    s_nop 1
    s_mov_b32 vcc_lo, s87
    s_endpgm
