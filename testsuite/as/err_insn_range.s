s_nop 0
s_mov_b32 s0, 1
s_branch far
.fill 200000, 1, 0
far:
s_endpgm
