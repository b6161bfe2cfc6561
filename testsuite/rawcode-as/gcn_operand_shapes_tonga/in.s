# GCN operands in the shapes that clrx-as reads at once (as/gcn/gcnquick.c),
# and the same shapes written so that the general parser reads them; the
# expected bytes are the reference assembler's.  The tahiti, gfx900 and
# gfx1010 cases assemble this same file (their in.s is a link to it).
# registers: sN, vN, s[a:b], v[a:b], [a], upper case, leading zeros
s_mov_b32 s1, s2
S_MOV_B32 S1, S2
s_mov_b32 s01, s002
s_mov_b32 s[1], s[2:2]
s_mov_b64 s[0:1], s[2:3]
s_mov_b64 s[ 0:1], s[2 : 3]
s_mov_b64 s[0:1],s[2:3]
s_mov_b64 S[4:5], s[06:7]
v_mov_b32 v1, v2
V_MOV_B32 V255, v0
v_mov_b32 v[1], v[2:2]
v_mov_b32 v[ 1 ], v002
s_load_dwordx4 s[4:7], s[0:1], 0x10
s_load_dwordx8 s[8:15], s[2:3], 1
s_load_dword s4, s[0:1], s2
s_load_dword s4, s[0:1], 255
s_load_dword s4, s[0:1], 0xff
s_buffer_load_dwordx2 s[4:5], s[8:11], 4
# named registers and their halves
s_mov_b64 vcc, exec
s_mov_b64 VCC, EXEC
s_mov_b32 vcc_lo, exec_hi
s_mov_b32 VCC_HI, exec_lo
s_mov_b32 m0, s1
s_mov_b32 s1, M0
v_mov_b32 v1, vcc_lo
v_mov_b32 v1, exec_hi
v_mov_b32 v1, m0
v_cndmask_b32 v1, v2, v3, vcc
v_cmp_eq_u32 vcc, v1, 5
v_cmp_eq_u32_e64 s[0:1], 5, v1
v_readlane_b32 s1, v2, 5
v_readlane_b32 s1, v2, s3
# constants: inline (0..64), literals, decimal and hexadecimal
s_mov_b32 s1, 0
s_mov_b32 s1, 64
s_mov_b32 s1, 65
s_mov_b32 s1, 0x40
s_mov_b32 s1, 0x41
s_mov_b32 s1, 0XaBcDeF12
s_mov_b32 s1, 0xffffffff
s_mov_b32 s1, 4294967295
s_mov_b32 s1, 7 
s_mov_b32 s1, 7	
s_mov_b32 s1, -1
s_mov_b32 s1, 1+2
s_mov_b32 s1, 010
s_mov_b32 s1, 0x1f + 1
s_mov_b32 s1, 1.0
s_add_u32 s0, 100, 2
s_add_u32 s0, 64, 65
s_add_u32 s0, 0x7fffffff, 0x1
s_movk_i32 s1, 0x7fff
s_movk_i32 s1, 65535
s_nop 0x1
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(1) & lgkmcnt(2)
s_waitcnt lgkmcnt(0x1)
s_waitcnt lgkmcnt( 1 )
v_mov_b32 v1, 0
v_mov_b32 v1, 1000
v_mov_b32 v1, 0x3f800000
v_mov_b32 v1, 1.0
v_mov_b32 v1, -1
v_mov_b32 v1, -v2
v_mov_b32 v1, |v2|
v_mov_b32 v1, abs(v2)
v_add_f32 v1, v2, v3
v_add_f32 v1, 1, v3
v_add_f32 v1, 0x1234, v2
v_add_f32 v1, v2, 2 mul:2
v_add_f32 v1, -5, v2
v_add_f32_e64 v1, v2, 3
v_mad_f32 v1, v2, v3, v4
v_mad_f32 v1, v2, 1, 0.5
v_mul_lo_u32 v1, v2, s3
v_cndmask_b32 v1, 0x10, v2, vcc
ds_read_b32 v1, v2 offset:0x10
buffer_load_dword v1, v2, s[4:7], 0x10 offen offset:20
# mnemonics in any case, with suffixes, long ones
v_add_f32_e64 v1, v2, v3
V_ADD_F32_E64 v1, v2, v3
v_add_f32_e32 v1, v2, v3
v_cmp_class_f32_e64 s[0:1], v1, v2
buffer_atomic_cmpswap_x2 v[1:4], v0, s[4:7], 0 offen
S_NOP 0
s_endpgm
