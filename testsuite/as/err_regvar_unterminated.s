.regvar rax:s:4
s_mov_b32 rax[1, s0
