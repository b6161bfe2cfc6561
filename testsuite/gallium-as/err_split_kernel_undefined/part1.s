# separate error: kernel declared, code label nowhere
.kernel k
.kernel lost
.text
k:
  s_endpgm
