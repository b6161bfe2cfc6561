# random program (seed 9005 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 4
.kernel k0
  .args
    .arg image2d_wr, 8
    .arg scalar, 12, 8
  .proginfo
    .entry 0xf3b4, 0xf1b0fa2d
.globaldata
gd: .int 225, 406
.text
.text
k0:
  s_nop 0
  v_add_u32 v22, vcc, v1, v2
  s_endpgm
