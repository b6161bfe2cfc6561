# separate: .kcode in part2 naming kernels configured and coded in part1
.kernel k1
  .config
    .dims x
.kernel k2
  .config
    .dims x
.text
k1:
  s_endpgm
.p2align 8
k2:
  s_endpgm
.text
.p2align 8
# shared code for k1 and k2
.kernel k1
.kernel k2
.text
.kcode k1, k2
  v_mov_b32 v50, 0
  s_mov_b32 s70, 0
.kcodeend
  s_endpgm
