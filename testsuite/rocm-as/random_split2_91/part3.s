.text
.global k0
k0:
.skip 256
    v_mov_b32 v247, v29
    s_mov_b32 vcc_lo, s24
    v_add_f32 v221, v203, v100
    v_mov_b32 v66, v174
    s_nop 5
    s_mov_b32 s49, s8
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
.global gd1
.size gd1, 6
