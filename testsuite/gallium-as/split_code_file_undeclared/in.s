# three kernels declared in part1, their code in part2, which declares none: each label starts its kernel's code, other labels do not
.gallium
.kernel k0
  .config
    .dims x
.kernel k1
  .config
    .dims x
.kernel k2
  .config
    .dims xy
.text
.p2align 8
.text
k0:
  s_mov_b32 s7, 0
  s_endpgm
k1:
  v_mov_b32 v9, 0
  s_endpgm
helper:
  s_mov_b32 s30, 0
k2:
  s_mov_b32 s3, 0
  s_endpgm
