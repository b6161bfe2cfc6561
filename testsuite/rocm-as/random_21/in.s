.format rocm
.target "x"
.printf 4, "a_9''"
.kernel k0
    .fkernel
.text
k0:
.skip 256
    s_add_u32 s97, s31, 52
    v_mov_b32 v242, v116
    s_mov_b32 vcc_lo, s76
    v_add_f32 v72, v133, v129
    s_mov_b32 s30, s0
    s_endpgm
.size k0, 56
