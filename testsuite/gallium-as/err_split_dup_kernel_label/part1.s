# separate error: the kernel label defined (global) in two objects
.global k
.kernel k
.text
k:
  s_endpgm
