.text
k0:
.skip 256
    s_mov_b32 vcc_lo, s30
    v_add_f32 v105, v202, v51
    v_add_f32 v220, v173, v43
    s_mov_b32 vcc_lo, s80
    s_nop 3
    s_endpgm
