.metadatav3
.text
k2:
    v_mov_b32 v105, v192
    s_endpgm
.p2align 8
k1:
    v_mov_b32 v233, v73
    v_add_f32 v238, v220, v113
    s_endpgm
.p2align 8
.kcode k0
    v_mov_b32 v6, v0
    s_mov_b32 s54, 0
.kcodeend
k0:
    s_mov_b32 s94, s65
    v_mov_b32 v28, v47
    v_add_f32 v45, v156, v191
    s_mov_b32 vcc_lo, s75
    s_mov_b32 s67, gd1 - .
    s_add_u32 s72, s8, 34
    s_endpgm
