# a weak absolute symbol
.weak w2
w2 = 77
.text
  s_endpgm
