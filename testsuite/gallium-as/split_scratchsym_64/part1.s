# separate, 64-bit: scratch symbol declared in part2 after the use in part1
.kernel k
  .config
    .dims x
.text
k:
  s_mov_b32 s12, scr
  s_mov_b32 s13, scr>>32
  s_endpgm
