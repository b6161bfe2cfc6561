# register variables in the operands of every encoding: clrxasm applies no
# register allocation, it writes 0 in a variable's fields (s0 in a source
# field that takes both kinds) and checks the counts and kinds
.regvar rax:s, rbx:s:8, rcx:s:300, vax:v, vbx:v:16, vcx:v:300
s_mov_b32 rax, s5
s_mov_b64 rbx[2:3], rbx[5:6]
s_add_u32 rbx[7], rax, 0x1234
s_cmp_eq_u32 rbx[1], rcx[299]
s_movk_i32 rax, 0x77
s_load_dwordx4 rbx[4:7], rbx[0:1], 0x10
v_add_f32 vbx[1], vbx[2], v3
v_add_f32 vax, rax, vbx[15]
v_mad_f32 vax, rbx[1], rbx[1], vbx[2]
v_cmp_gt_u32 rbx[0:1], vax, vcx[299]
v_mov_b32 vax, vcx[100] vop3
v_readlane_b32 rax, vbx[3], rbx[4]
ds_read2_b32 vbx[0:1], vax offset0:1 offset1:2
buffer_load_dwordx2 vbx[2:3], vax, rbx[0:3], rax offen
image_load vbx[0:3], vbx[4:7], rbx[0:7] dmask:15 unorm
exp mrt0, vax, vbx[1], off, vcx[2] done
v_interp_p1_f32 vax, vbx[1], attr3.y
# clrxasm's quirks: a variable from index 255 counts as a literal in a few
# checks (SOP1, SOPC, VOP2 and VOPC)
s_mov_b32 s1, rcx[255]
s_cmp_eq_u32 rcx[255], s1
v_add_f32 v1, vcx[255], v2
