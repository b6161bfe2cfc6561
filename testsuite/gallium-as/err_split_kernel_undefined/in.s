# separate error: kernel declared, code label nowhere
.kernel k
.kernel lost
.text
k:
  s_endpgm
.text
.p2align 8
# no label for lost
.text
  s_endpgm
