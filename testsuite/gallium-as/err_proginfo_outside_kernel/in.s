# error: .proginfo before any kernel
.proginfo
.kernel k
.text
k:
  s_endpgm
