# .kcode in part2 names kernels that only part1 declares
.gallium
.kernel ka
  .config
    .dims x
.kernel kb
  .config
    .dims xy
.text
ka:
  s_endpgm
.p2align 8
kb:
  s_endpgm
.text
.p2align 8
.text
.kcode ka, kb
  v_mov_b32 v33, 0
  s_mov_b32 s41, 0
.kcodeend
.kcode kb
  v_mov_b32 v60, 0
.kcodeend
  s_endpgm
