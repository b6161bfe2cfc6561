.metadatav3
.text
k2:
    s_add_u32 s16, s2, 19
    .int (gd1 - .)*3
    v_add_f32 v203, v226, v255
    s_mov_b32 s33, (. - gd0) >> 2
    .int (gd1 - .)*3
    v_mov_b32 v52, v208
    s_endpgm
.p2align 8
.global k1
k1:
    v_mov_b32 v238, v199
    s_branch 2*k1 - gd1
    v_add_f32 v95, v141, v153
    .int . - gd0
    s_add_u32 s66, s48, 31
    s_mov_b32 vcc_lo, s97
    .int (gd1 - .)*3
    v_add_f32 v131, v124, v21
    s_endpgm
.p2align 8
k0:
    s_mov_b32 s85, gd1 - k0
    v_add_f32 v95, v72, v7
    s_mov_b32 vcc_lo, s18
    s_mov_b32 vcc_lo, s89
    s_mov_b32 vcc_lo, s12
    s_mov_b32 vcc_lo, s23
    s_mov_b32 s5, . - gd0
    s_endpgm
