# random program (seed 9057 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg global, 8
    .arg image2d_wr, 8, 8, 1, zext
    .arg griddim, 2
.kernel k1
  .args
    .arg image2d_wr, 3, 3
  .proginfo
    .entry 0x73ec, 0x61bf7650
    .entry 0xf3d4, 0xa076c3c5
    .entry 0xb10c, 0xca11608a
    .entry 0xd9d3, 0xa75a574b
.kernel k2
  .args
.scratchsym scr
.text
.section .comment
.ascii "hello comment"
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k2:
  s_mov_b32 s12, scr>>32
  s_nop 0
  v_add_i32 v87, vcc, v1, v2
  s_mov_b32 s14, scr
  s_mov_b32 s18, scr>>32
  s_endpgm
k1:
  v_mov_b32 v171, 0
  s_endpgm
k0:
  s_mov_b32 s9, scr&0xffffffff
  v_add_i32 v40, vcc, v1, v2
  v_mov_b32 v204, 0
  v_add_i32 v59, vcc, v1, v2
  s_endpgm
