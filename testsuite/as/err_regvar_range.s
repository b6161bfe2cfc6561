.regvar rax:s:4
s_mov_b32 rax[3], s0
s_mov_b32 rax[4], s0
