# separate error: scratch symbol plus an offset in another object
.scratchsym scr
.kernel k
.text
k:
  s_endpgm
.text
.p2align 8
# forbidden use
.text
  s_mov_b32 s0, scr+4
