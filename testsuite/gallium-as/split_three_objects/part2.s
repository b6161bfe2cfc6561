# part 2: configures alpha, codes beta
.kernel alpha
  .args
    .arg scalar, 4
  .proginfo
    .entry 0xb848, 0x000c0081
    .entry 0xb84c, 0x0000008c
.text
beta:
  v_mov_b32 v21, 0
  s_endpgm
