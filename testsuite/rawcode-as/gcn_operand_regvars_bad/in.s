# register variables named like VGPRs: where an operand takes scalar
# registers first, `v1` is the scalar variable v1 (4 registers: too many
# for a source), not the VGPR; where only VGPRs go, it is the VGPR
.regvar v1:s:4
v_mov_b32 v1, v2
v_mov_b32 v3, v1
v_add_f32 v3, v2, v1
v_add_f32 v3, v1, v2
v_mad_f32 v3, v2, v1, v4
flat_load_dword v1, v[2:3]
s_mov_b32 s0, v1
