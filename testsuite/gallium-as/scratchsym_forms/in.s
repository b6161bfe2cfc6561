# .scratchsym: every accepted form in instruction literals
.scratchsym scr
.kernel k
  .config
    .dims x
    .scratchbuffer 64
.text
k:
  s_mov_b32 s0, scr
  s_mov_b32 s1, scr&0xffffffff
  s_mov_b32 s2, scr%0x100000000
  s_mov_b32 s3, scr%%0x100000000
  s_mov_b32 s4, scr>>32
  s_mov_b32 s5, scr/0x100000000
  s_mov_b32 s6, scr//0x100000000
  v_mov_b32 v0, scr>>32
  v_mov_b32 v1, scr&0xffffffff
  s_endpgm
