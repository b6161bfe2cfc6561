# random program (seed 9019 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
  .config
    .floatmode 0xdc
    .vgprsnum 93
    .dims yx
.kernel k1
  .config
    .tgsize
    .dims 
    .debugmode
    .spilledvgprs 42
    .scratchbuffer 50567
    .pgmrsrc1 0x28eea0ba
    .ieeemode
    .priority 1
    .exceptions 0x38
    .floatmode 0xf1
    .vgprsnum 14
.kernel k2
  .args
    .arg griddim, 16
    .arg sampler, 2
    .arg image3d_rd, 8
    .arg gridoffset, 1
    .arg global, 16, 4
  .proginfo
.globaldata
gd: .int 265, 451
.text
.text
k0:
  s_mov_b32 s61, 80
  s_endpgm
k2:
  .kcode -k2, -k0
  s_mov_b32 s35, 1
  v_mov_b32 v142, 1
  .kcodeend
  v_add_u32 v85, vcc, v1, v2
  s_nop 0
  v_add_u32 v61, vcc, v1, v2
  s_nop 0
  s_endpgm
k1:
  .kcode -k2, +k1, -k0
  s_mov_b32 s95, 1
  v_mov_b32 v175, 1
  .kcodeend
  s_mov_b64 xnack_mask, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
