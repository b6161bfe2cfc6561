.text
k1:
.skip 256
    v_mov_b32 v24, v143
    v_add_f32 v162, v75, v48
    v_mov_b32 v255, v239
    s_add_u32 s57, s73, 51
    s_nop 4
    s_mov_b32 s76, s69
    s_endpgm
.p2align 8
k0:
.skip 256
    v_mov_b32 v136, v140
    v_mov_b32 v34, v75
    s_nop 2
    s_mov_b32 s83, gd1 - k0
    s_mov_b32 s93, s40
    s_endpgm
.p2align 8
k2:
.skip 256
    v_add_f32 v246, v150, v56
    s_add_u32 s66, s5, 29
    s_mov_b32 s9, gd1 - k2
    s_nop 2
    v_mov_b32 v160, v187
    v_add_f32 v255, v59, v85
    .int . - gd1
    s_endpgm
