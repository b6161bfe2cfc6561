# random program (seed 9009 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
.kernel k1
  .config
    .dims xzy
    .localsize 12419
    .ieeemode
    .debugmode
.kernel k2
  .args
    .arg global, 8, 8
    .arg sampler, 2
    .arg gridoffset, 2
  .config
    .sgprsnum 57
    .localsize 10057
    .dims xzy
    .vgprsnum 45
    .privmode
.kernel k3
  .args
    .arg global, 8, 8, 8, sext, griddim
    .arg griddim, 2
    .arg image2d_rd, 16, 16
    .arg griddim, 1, 1, 16, 
  .config
    .pgmrsrc1 0x5a6b4516
    .ieeemode
    .priority 2
    .floatmode 0xee
    .userdatanum 12
.scratchsym scr
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k3:
  v_mov_b32 v200, 0
  s_nop 0
  s_mov_b32 s41, 62
  s_mov_b32 s54, 71
  s_mov_b64 xnack_mask, 0
  s_endpgm
k0:
  s_nop 0
  s_mov_b32 s93, 95
  s_mov_b32 s45, 99
  s_mov_b32 s98, 83
  s_mov_b32 s2, scr>>32
  v_mov_b32 v189, 0
  s_endpgm
k2:
  s_nop 0
  s_mov_b32 s25, 2
  s_nop 0
  v_add_u32 v92, vcc, v1, v2
  s_endpgm
k1:
  v_add_u32 v35, vcc, v1, v2
  s_nop 0
  s_nop 0
  v_add_u32 v30, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_endpgm
