.text
k0:
.wave32
.skip 256
    v_add_co_u32 v0, vcc_lo, v1, v2
    s_mov_b32 vcc_lo, s3
    s_endpgm
.p2align 8
k1:
.nowave32
.skip 256
    v_add_co_u32 v0, vcc, v1, v2
    s_endpgm
