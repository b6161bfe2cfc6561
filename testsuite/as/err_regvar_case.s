.regvar Rax:s
s_mov_b32 Rax, s0
s_mov_b32 rax, s0
