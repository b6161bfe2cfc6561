# error: the scratch symbol used in .globaldata
.scratchsym scr
.kernel k
.globaldata
  .int scr
.text
k:
  s_endpgm
