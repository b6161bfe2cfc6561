# .kcode/.kcodeend: code shared between kernels, .kcode +, nested removal
.kernel k1
  .config
    .dims x
.kernel k2
  .config
    .dims x
.kernel k3
  .config
    .dims x
.text
k1:
  s_mov_b32 s5, 0
  .kcode k2, k3
    v_mov_b32 v40, 0
    .kcode -k3
      s_mov_b32 s60, 0
    .kcodeend
  .kcodeend
  s_endpgm
.p2align 8
k2:
  s_endpgm
.p2align 8
k3:
  .kcode +
    s_mov_b32 s30, 0
  .kcodeend
  s_endpgm
