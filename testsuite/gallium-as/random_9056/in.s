# random program (seed 9056 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg sampler, 2
    .arg local, 12
    .arg constant, 1, 1
    .arg griddim, 16, 16
    .arg global, 4, 16, 8
.kernel k1
  .args
    .arg image3d_rd, 12, 16, 1
    .arg griddim, 2, 4, 8
    .arg image3d_rd, 8, 8
    .arg image3d_wr, 4
    .arg image2d_rd, 4, 4, 1, zext
  .proginfo
    .entry 0x8cb4, 0x973a4e80
    .entry 0xb1fb, 0xb76eaac0
    .entry 0xbda9, 0xaa585d8
.kernel k2
  .args
  .config
    .vgprsnum 6
    .tgsize
    .ieeemode
    .pgmrsrc1 0x4bbd0afb
.kernel k3
.text
.text
k2:
  .kcode +k2, -k1, k3, k0
  s_mov_b32 s4, 1
  v_mov_b32 v168, 1
  .kcodeend
  s_nop 0
  s_endpgm
k1:
  s_mov_b64 flat_scratch, 0
  s_mov_b32 s45, 20
  s_nop 0
  s_mov_b64 flat_scratch, 0
  v_mov_b32 v193, 0
  s_endpgm
k3:
  s_mov_b32 s21, 50
  s_endpgm
k0:
  s_nop 0
  s_mov_b32 s4, 37
  v_add_i32 v88, vcc, v1, v2
  s_endpgm
