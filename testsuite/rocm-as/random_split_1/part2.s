.text
k1:
.skip 256
    v_add_f32 v18, v138, v40
    v_add_f32 v114, v101, v117
    s_add_u32 s24, s54, 32
    s_mov_b32 s65, s36
    s_nop 7
    v_add_f32 v251, v11, v201
    s_mov_b32 vcc_lo, s61
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 vcc_lo, s86
    v_add_f32 v90, v141, v214
    s_nop 1
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v18, v255, v41
    s_mov_b32 s9, s58
    s_mov_b32 vcc_lo, s95
    s_nop 6
    s_endpgm
.size k0, 72
