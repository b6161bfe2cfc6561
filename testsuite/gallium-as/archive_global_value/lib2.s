# defines helper_value
.global helper_value
helper_value = 0x1234
.text
  v_mov_b32 v60, 0
  s_endpgm
