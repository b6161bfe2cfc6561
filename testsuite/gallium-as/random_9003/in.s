# random program (seed 9003 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg image2d_wr, 8
    .arg global, 16
    .arg sampler, 2, 4, 32, , general
    .arg local, 1, 16
  .config
    .floatmode 0x52
    .dx10clamp
    .userdatanum 9
    .pgmrsrc1 0x2ecba093
    .ieeemode
    .spilledvgprs 11
.kernel k1
  .args
    .arg constant, 2
    .arg constant, 2, 8
    .arg image2d_wr, 3, 4
    .arg local, 12
    .arg constant, 12
  .config
    .spilledvgprs 45
    .exceptions 0xe
    .dims 
    .dx10clamp
    .localsize 11641
    .vgprsnum 205
.text
.weak wsym
wsym = 0x1234
.text
k1:
  s_mov_b32 s39, 14
  s_endpgm
k0:
  .kcode k0
  s_mov_b32 s83, 1
  v_mov_b32 v66, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_mov_b32 s78, 77
  s_endpgm
