# random program (seed 9018 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 8
.kernel k0
  .args
    .arg scalar, 3, 4, 2, , gridoffset
    .arg gridoffset, 1
    .arg image2d_wr, 8, 8
    .arg global, 1, 4, 2, zext, imgformat
    .arg local, 3
.text
.text
k0:
  v_add_u32 v14, vcc, v1, v2
  v_mov_b32 v104, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
