.text
.global k1
k1:
.skip 256
    s_add_u32 s9, s29, 52
    s_mov_b32 s76, s3
    v_add_f32 v171, v160, v125
    s_add_u32 s98, s13, 48
    s_add_u32 s79, s57, 7
    s_add_u32 s27, s48, 20
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v117, v164, v113
    s_add_u32 s66, s58, 42
    v_mov_b32 v236, v164
    v_add_f32 v233, v57, v26
    s_mov_b32 s9, s70
    v_add_f32 v41, v100, v14
    v_add_f32 v254, v114, v118
    s_mov_b32 vcc_lo, s23
    s_endpgm
