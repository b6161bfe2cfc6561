.text
.global k1
.global k0
k0:
.skip 256
    s_mov_b32 vcc_lo, s40
    v_mov_b32 v115, v210
    s_endpgm
.p2align 8
k1:
.skip 256
    v_mov_b32 v115, v63
    v_add_f32 v241, v87, v158
    s_cbranch_scc1 k1 + (k1 - gd1)
    .int (gd0 - .)*3
    v_add_f32 v131, v146, v219
    .int (gd1 - .)*3
    s_endpgm
    .int ls0
    .int ls1 - k1
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
