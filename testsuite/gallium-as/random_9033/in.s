# random program (seed 9033 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg gridoffset, 3
    .arg image2d_rd, 4, 4, 1
    .arg scalar, 3, 4
  .proginfo
    .entry 0x9741, 0xe7424ab9
.kernel k1
  .args
  .config
    .priority 2
    .pgmrsrc1 0x9777af22
    .ieeemode
    .dims yzx, x
.kernel k2
  .args
    .arg image2d_wr, 4, 4
    .arg local, 2
    .arg image2d_wr, 8
    .arg image3d_wr, 16, 8, 4, sext, general
    .arg local, 8
  .config
    .spilledvgprs 43
    .sgprsnum 91
    .floatmode 0x8b
    .dims xzy
    .priority 0
.globaldata
gd: .int 348, 65
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s45, 10
  s_mov_b32 s91, 83
  s_nop 0
  s_endpgm
k2:
  .kcode -k1
  s_mov_b32 s58, 1
  v_mov_b32 v135, 1
  .kcodeend
  v_mov_b32 v11, 0
  s_mov_b64 xnack_mask, 0
  s_nop 0
  s_endpgm
k1:
  s_nop 0
  s_nop 0
  s_endpgm
