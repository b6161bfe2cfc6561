.text
k1:
.skip 256
    s_nop 6
    v_mov_b32 v235, v72
    s_nop 0
    v_add_f32 v190, v4, v86
    s_mov_b32 vcc_lo, s49
    v_add_f32 v168, v155, v83
    s_mov_b32 vcc_lo, s47
    s_mov_b32 s88, s71
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v110, v243, v119
    s_mov_b32 vcc_lo, s93
    s_mov_b32 s8, s81
    v_add_f32 v196, v56, v29
    s_nop 2
    s_mov_b32 s60, s60
    s_add_u32 s8, s88, 2
    v_add_f32 v18, v48, v175
    s_endpgm
