# separate: .scratchsym declared in part1, used in part2
.scratchsym scr
.kernel k
  .config
    .dims x
    .scratchbuffer 128
.text
k:
  s_mov_b32 s0, scr
  s_endpgm
.text
.p2align 8
# uses of the scratch symbol from another object
.text
  s_mov_b32 s12, scr&0xffffffff
  s_mov_b32 s13, scr>>32
  v_mov_b32 v1, scr/0x100000000
  s_endpgm
