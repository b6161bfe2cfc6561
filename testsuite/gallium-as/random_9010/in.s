# random program (seed 9010 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg gridoffset, 4
    .arg gridoffset, 16, 16
    .arg local, 16, 8
  .config
    .sgprsnum 45
    .spilledsgprs 35
    .userdatanum 2
    .tgsize
    .dims x
    .vgprsnum 224
    .spilledvgprs 26
.kernel k1
  .args
  .config
    .spilledsgprs 32
    .dims zy
    .sgprsnum 3
    .spilledvgprs 10
.globaldata
gd: .int 953, 226
.scratchsym scr
.text
.text
k0:
  .kcode k0, +k1
  s_mov_b32 s95, 1
  v_mov_b32 v147, 1
  .kcodeend
  v_add_i32 v38, vcc, v1, v2
  s_mov_b32 s95, 75
  s_nop 0
  s_endpgm
k1:
  v_mov_b32 v59, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
