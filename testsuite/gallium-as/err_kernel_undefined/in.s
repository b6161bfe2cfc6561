# error: a kernel without code label
.kernel k
.kernel missing
.text
k:
  s_endpgm
