# uses gtab, defined in another object
.text
  s_mov_b32 s1, gtab
  s_endpgm
