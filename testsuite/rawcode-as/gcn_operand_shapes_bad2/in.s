# GCN operands that look like the shapes clrx-as reads at once
# (as/gcn/gcnquick.c) but that the general parser must report; the
# expected errors are the reference assembler's (GCN 1.2).
s_mov_b32 s1, 1 ,
s_add_u32 s0, 100, 200
v_mov_b32 v256, v0
v_mov_b32 v1, v[2:3]
v_mov_b32 v[1:2], v2
v_mov_b32 v1x, v2
v_mov_b32 v1, v[0:256]
v_add_f32 v1, 0x1234, s2
v_mac_f32 v1, v2, s[0:1]
v_cndmask_b32 v1, v2, v3, s[1:2]
v_readlane_b32 s[1:2], v2, 5
ds_read_b32 v1, v2 offset:0x10000
s_mov_b32 s1,
v_add_f32 v1, v2,
