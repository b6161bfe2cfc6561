# register variables named like registers: where an operand takes scalar
# registers first, a scalar variable called v1 is that variable, not the
# VGPR (clrx-as reads such operands with the general parser)
.regvar v1:s:4, s2:v:4, vcc1:s:2
s_mov_b32 s1, v1[0]
s_mov_b64 s[2:3], v1[2:3]
v_mov_b32 v1, v1[1]
v_mov_b32 v3, v2
v_mov_b32 s2[1], v1[3]
v_add_f32 v1, v1[0], v2
s_mov_b64 vcc1, s[4:5]
s_mov_b32 s1, 5
