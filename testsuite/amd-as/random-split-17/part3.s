.kernel k0
.text
s_mov_b64 vcc, s[8:9]
s_and_b32 s35, s93, 0x3b361
v_add_f32 v91, v183, v39
s_and_b32 s35, s7, 0x84f27
