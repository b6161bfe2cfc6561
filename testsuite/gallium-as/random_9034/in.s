# random program (seed 9034 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg griddim, 16, 16
    .arg image3d_wr, 8
    .arg gridoffset, 3, 4
  .config
    .sgprsnum 30
    .priority 0
    .pgmrsrc2 0x9f9af1b0
    .privmode
    .debugmode
    .dims zxy
    .scratchbuffer 80351
.kernel k1
  .args
    .arg image2d_rd, 16
    .arg image3d_rd, 8, 8, 1, sext, griddim
    .arg local, 8, 8
  .config
    .priority 1
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.weak wsym
wsym = 0x1234
.text
k1:
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_endpgm
k0:
  .kcode -k1
  s_mov_b32 s91, 1
  v_mov_b32 v137, 1
  .kcodeend
  v_add_i32 v91, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
