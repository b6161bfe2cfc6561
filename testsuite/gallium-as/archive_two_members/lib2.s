# code of kb
.global kb
.text
kb:
  .skip 256
  v_mov_b32 v3, 0
  s_endpgm
