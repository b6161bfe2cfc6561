# archive: kernel k2 declared in part1, its code in archive member lib1.s
.kernel k1
  .config
    .dims x
.kernel k2
  .args
    .arg global, 8
  .config
    .dims xy
.text
k1:
  s_endpgm
.text
.p2align 8
# defines k2 (global) for part1
.global k2
.text
k2:
  s_mov_b32 s25, 0
  s_endpgm
