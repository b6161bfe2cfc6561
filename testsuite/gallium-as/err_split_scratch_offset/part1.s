# separate error: scratch symbol plus an offset in another object
.scratchsym scr
.kernel k
.text
k:
  s_endpgm
