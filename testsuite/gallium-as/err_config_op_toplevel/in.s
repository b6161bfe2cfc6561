# error: a config pseudo-op at top level (before any kernel)
.localsize 100
.kernel k
.text
k:
  s_endpgm
