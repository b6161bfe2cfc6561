# code first, kernel configuration at the end of the source (explicit register counts)
.text
k2:
  s_mov_b32 s12, 0
  s_endpgm
.p2align 8
k1:
  s_endpgm
.kernel k1
  .args
    .arg global, 8
  .config
    .dims xy
    .sgprsnum 9
    .vgprsnum 2
.kernel k2
  .config
    .dims x
    .sgprsnum 16
    .vgprsnum 3
