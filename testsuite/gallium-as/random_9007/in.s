# random program (seed 9007 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg global, 16, 8
    .arg sampler, 4, 4
  .config
    .floatmode 0x50
    .priority 0
    .tgsize
    .dims zyx, 
    .scratchbuffer 68224
.kernel k1
  .args
    .arg global, 16
    .arg image2d_wr, 16
    .arg local, 12, 4, 16
    .arg image3d_rd, 3, 4
  .config
    .userdatanum 14
    .dims zy
.kernel k2
  .args
    .arg image3d_wr, 4
    .arg image3d_wr, 1
  .config
    .debugmode
    .priority 1
    .dims xz
    .pgmrsrc1 0xb8168fe6
    .privmode
.text
.section .comment
.ascii "hello comment"
.text
k1:
  .kcode +k2, k0
  s_mov_b32 s12, 1
  v_mov_b32 v195, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  .kcode -k2, -k1
  s_mov_b32 s41, 1
  v_mov_b32 v21, 1
  .kcodeend
  v_add_u32 v53, vcc, v1, v2
  v_add_u32 v84, vcc, v1, v2
  v_mov_b32 v183, 0
  s_nop 0
  v_add_u32 v15, vcc, v1, v2
  s_nop 0
  s_endpgm
k0:
  s_nop 0
  s_nop 0
  v_add_u32 v12, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_endpgm
