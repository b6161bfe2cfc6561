# random program (seed 9016 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg global, 16, 16, 32
    .arg image2d_wr, 16, 4, 32
    .arg constant, 12, 8
    .arg scalar, 8
    .arg image2d_wr, 8, 8, 16, zext, imgformat
  .config
    .vgprsnum 221
    .dims zy, 
    .exceptions 0xb
    .floatmode 0xa9
    .privmode
.scratchsym scr
.text
.weak wsym
wsym = 0x1234
.text
k0:
  v_mov_b32 v113, 0
  s_nop 0
  s_endpgm
