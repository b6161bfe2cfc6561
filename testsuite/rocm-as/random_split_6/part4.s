.text
.global k1
k1:
.skip 256
    v_add_f32 v242, v233, v254
    s_add_u32 s22, s5, 9
    v_add_f32 v50, v0, v142
    v_mov_b32 v130, v143
    s_nop 4
.kcode +
    v_mov_b32 v191, v0
    s_mov_b32 s28, 0
.kcodeend
    s_add_u32 s31, s78, 11
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v28, v151, v133
    s_mov_b32 vcc_lo, s83
    v_add_f32 v155, v221, v125
    s_mov_b32 vcc_lo, s53
    v_add_f32 v199, v86, v175
    s_endpgm
