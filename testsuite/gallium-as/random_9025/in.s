# random program (seed 9025 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg griddim, 8
  .config
    .priority 2
    .spilledvgprs 22
    .ieeemode
    .floatmode 0x76
.kernel k1
  .args
    .arg sampler, 12
  .config
    .dims z
    .scratchbuffer 44770
    .pgmrsrc2 0x499cac0
    .spilledvgprs 41
    .tgsize
    .vgprsnum 16
.kernel k2
  .args
    .arg local, 16, 8
    .arg global, 4
.kernel k3
  .args
    .arg image2d_wr, 1
  .proginfo
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k3:
  .kcode -k1
  s_mov_b32 s8, 1
  v_mov_b32 v140, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_nop 0
  v_add_i32 v35, vcc, v1, v2
  v_mov_b32 v148, 0
  s_endpgm
k1:
  s_mov_b32 s75, 0
  s_endpgm
k0:
  v_mov_b32 v225, 0
  s_nop 0
  s_nop 0
  v_add_i32 v39, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  .kcode -k0, -k1
  s_mov_b32 s36, 1
  v_mov_b32 v57, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_nop 0
  v_mov_b32 v209, 0
  s_nop 0
  s_endpgm
