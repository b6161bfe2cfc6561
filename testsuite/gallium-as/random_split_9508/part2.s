.gallium
.text
k0:
  .skip 256
  s_nop 0
  s_endpgm

