# the architecture chosen in the source reaches the encoder
.gpu Tonga
s_mov_b32 s0, 1
v_add_u32 v1, vcc, v2, v3
s_endpgm
