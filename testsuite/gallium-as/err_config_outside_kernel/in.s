# error: .config before any kernel
.config
.kernel k
.text
k:
  s_endpgm
