# random program (seed 9055 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg scalar, 3, 16, 4
    .arg image2d_wr, 4, 8
    .arg local, 3
    .arg gridoffset, 2, 2, 16, sext
.kernel k1
  .args
    .arg griddim, 2, 2, 16, 
    .arg image2d_wr, 4, 4
    .arg constant, 16
  .proginfo
    .entry 0x571, 0xb8f8301
    .entry 0xa19f, 0x8aef890f
    .entry 0xb206, 0xf2978e86
    .entry 0xb1fe, 0x2f45a504
    .entry 0xc2f1, 0x5540ff31
.kernel k2
  .args
    .arg local, 12
    .arg image3d_wr, 12, 8
    .arg image3d_rd, 4, 8, 2
  .proginfo
    .entry 0x309d, 0x76ff8ec
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k1:
  s_mov_b32 s81, 60
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  v_add_i32 v51, vcc, v1, v2
  s_nop 0
  v_add_i32 v55, vcc, v1, v2
  v_mov_b32 v162, 0
  v_mov_b32 v72, 0
  v_add_i32 v93, vcc, v1, v2
  s_endpgm
k0:
  .kcode k1
  s_mov_b32 s19, 1
  v_mov_b32 v24, 1
  .kcodeend
  s_nop 0
  s_endpgm
