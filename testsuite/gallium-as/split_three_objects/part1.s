# separate: three kernels spread over three objects
.kernel beta
  .config
    .dims x
    .localsize 1024
.text
alpha:
  s_mov_b32 s11, 0
  s_endpgm
