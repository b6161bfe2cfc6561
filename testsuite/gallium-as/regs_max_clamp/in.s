# automatic SGPR count clamped to the maximum; v255
.kernel r
  .config
    .dims x
.text
r:
  s_mov_b32 s103, 0
  v_mov_b32 v255, 0
  s_endpgm
