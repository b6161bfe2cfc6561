.metadatav3
.text
.global k1
k1:
    s_add_u32 s58, s15, 30
    .int gd0 - k1
    v_mov_b32 v32, v70
    s_mov_b32 s86, (. - gd0) >> 2
    .int gd0 - k1
    s_endpgm
.p2align 8
k0:
    s_add_u32 s46, s9, 55
    s_mov_b32 s77, s83
    s_mov_b32 s1, gd0 - .
    s_mov_b32 s35, s21
    s_add_u32 s80, s17, 56
    .int gd0 - k0
    v_mov_b32 v27, v26
    s_endpgm
.size k1, 71
