# GCN operands that look like the shapes clrx-as reads at once
# (as/gcn/gcnquick.c) but that the general parser must report; the
# expected errors are the reference assembler's (GCN 1.2).
s_mov_b32 s1, s102
s_mov_b32 s256, s2
s_mov_b32 s1x, s2
s_mov_b64 s[1:2], s[2:3]
s_mov_b64 s[0:1], s[3:2]
s_mov_b64 s[0:1], s[2:4]
s_mov_b64 s[0:1], s[2:3
s_mov_b64 s[0:1], s[100:101]
s_mov_b32 s1, s[2:3]
s_mov_b32 vcc, s1
s_mov_b64 vcc_lo, exec
s_mov_b64 exec_hi, s[0:1]
s_mov_b32 m0_lo, s0
s_load_dwordx4 s[2:5], s[0:1], 0
s_load_dword s4, s[0:3], 1
s_mov_b32 s1, 0x
