# kernels with no configuration at all (default ProgInfo)
.kernel a
.kernel b
  .args
    .arg scalar, 4
.text
b:
  s_endpgm
.p2align 8
a:
  v_mov_b32 v5, 0
  s_endpgm
