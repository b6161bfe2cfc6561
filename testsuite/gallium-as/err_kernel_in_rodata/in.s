# error: kernel label defined in .globaldata
.kernel k
.globaldata
k:
  .int 1
.text
  s_endpgm
