.text
.kcode +
    v_mov_b32 v127, v0
    s_mov_b32 s60, 0
.kcodeend
k1:
.skip 256
    s_mov_b32 vcc_lo, s1
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v28, v2, v5
    s_endpgm
