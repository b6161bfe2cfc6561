# k1 code
.text
k1:
  s_endpgm
