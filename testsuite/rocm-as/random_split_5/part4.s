.text
k0:
.skip 256
    v_add_f32 v167, v85, v145
    v_add_f32 v22, v146, v33
    s_mov_b32 s24, s14
    s_mov_b32 vcc_lo, s32
    s_endpgm
