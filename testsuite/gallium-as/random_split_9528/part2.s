.gallium
.text
k1:
  s_nop 0
  s_endpgm
