.text
k0:
.skip 256
    s_mov_b32 vcc_lo, s31
    s_mov_b32 s29, s100
    s_mov_b32 s90, s42
    s_mov_b32 vcc_lo, s56
    v_mov_b32 v78, v89
    s_mov_b32 s97, s5
    s_mov_b32 vcc_lo, s26
    s_mov_b32 vcc_lo, s91
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 vcc_lo, s74
    s_add_u32 s91, s39, 60
    v_add_f32 v167, v49, v201
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v200, v16, v119
    s_mov_b32 s48, s0
    v_add_f32 v23, v211, v145
    s_add_u32 s78, s80, 57
    s_endpgm
