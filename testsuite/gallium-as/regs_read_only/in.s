# registers only read do not count; v_cndmask counts its destination only
.kernel r
  .config
    .dims x
.text
r:
  v_cndmask_b32 v1, v20, v30, vcc
  s_add_u32 s1, s40, s41
  s_endpgm
