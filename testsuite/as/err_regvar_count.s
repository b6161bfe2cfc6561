.regvar rax:s:4
s_mov_b64 rax[2:3], s[0:1]
s_mov_b64 rax[2], s[0:1]
