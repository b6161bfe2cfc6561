.text
k0:
.skip 256
    s_mov_b32 s5, s33
    s_nop 3
    s_mov_b32 vcc_lo, s65
    .int gd0 - k0
    s_mov_b32 vcc_lo, s7
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    s_mov_b32 vcc_lo, s101
    s_mov_b32 s97, s102
    v_mov_b32 v95, v137
    s_nop 5
    s_add_u32 s18, s8, 6
    v_mov_b32 v15, v67
    s_endpgm
.size k0, 3
