# separate: three kernels spread over three objects
.kernel beta
  .config
    .dims x
    .localsize 1024
.text
alpha:
  s_mov_b32 s11, 0
  s_endpgm
.text
.p2align 8
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
.text
.p2align 8
# part 3: gamma, configured and coded here
.kernel gamma
  .config
    .dims xyz
.text
gamma:
  s_mov_b64 vcc, 0
  s_endpgm
