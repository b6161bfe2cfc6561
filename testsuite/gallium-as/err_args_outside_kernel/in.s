# error: .args before any kernel
.args
.kernel k
.text
k:
  s_endpgm
