# separate, 64-bit: scratch symbol declared in part2 after the use in part1
.kernel k
  .config
    .dims x
.text
k:
  s_mov_b32 s12, scr
  s_mov_b32 s13, scr>>32
  s_endpgm
.text
.p2align 8
# declares the scratch symbol, and more code
.scratchsym scr
.text
  v_mov_b32 v2, scr&0xffffffff
  s_endpgm
