# random program (seed 9052 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
.kernel k1
  .config
    .dx10clamp
    .dims 
    .tgsize
    .scratchbuffer 46035
    .debugmode
    .sgprsnum 32
.kernel k2
  .proginfo
.kernel k3
  .args
    .arg image2d_rd, 4, 4, 1, 
    .arg griddim, 4
    .arg image3d_rd, 16, 16, 32
    .arg image2d_wr, 12, 8, 2, sext, imgformat
  .config
    .exceptions 0x37
    .dx10clamp
    .ieeemode
    .scratchbuffer 82721
    .floatmode 0xa5
.text
.weak wsym
wsym = 0x1234
.text
k3:
  s_nop 0
  s_nop 0
  s_endpgm
k1:
  s_mov_b32 s63, 36
  s_nop 0
  s_endpgm
k0:
  s_nop 0
  s_nop 0
  s_mov_b32 s5, 87
  s_nop 0
  s_endpgm
k2:
  .kcode +k3, k2
  s_mov_b32 s3, 1
  v_mov_b32 v185, 1
  .kcodeend
  v_mov_b32 v2, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
