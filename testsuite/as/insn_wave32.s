# .wave32 reaches the encoder (GCN 1.5)
.arch gcn1.5
.wave32
v_cndmask_b32 v1, v2, v3, vcc_lo
v_add_co_u32 v1, vcc_lo, v2, v3
.nowave32
v_add_co_u32 v1, vcc, v2, v3
s_endpgm
