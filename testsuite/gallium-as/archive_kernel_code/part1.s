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
