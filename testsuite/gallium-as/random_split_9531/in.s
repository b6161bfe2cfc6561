# random program (seed 9531) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg image3d_rd, 8, 16
    .arg griddim, 1
    .arg local, 3, 4
    .arg sampler, 3, 3, 8, zext
  .config
    .pgmrsrc2 0xcf67b4ae
    .floatmode 0x62
    .dims zy
.kernel k1
  .args
    .arg image2d_rd, 16
    .arg gridoffset, 4
    .arg image2d_wr, 4
  .config
    .sgprsnum 78
    .userdatanum 11
    .localsize 27281
    .exceptions 0xf
    .dims z
    .dx10clamp
.kernel k2
  .config
    .userdatanum 0
    .tgsize
    .sgprsnum 67
    .priority 3
    .pgmrsrc2 0x3710b752
    .dims yxz, y
.kernel k3
  .args
    .arg constant, 8
    .arg global, 16
    .arg scalar, 16
    .arg scalar, 4
    .arg global, 12, 12
  .proginfo
.text
.p2align 8
k0:
  .kcode -k3, k1, -k0, -k2
  s_mov_b32 s58, 1
  v_mov_b32 v157, 1
  .kcodeend
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_endpgm
.text
.p2align 8
k1:
  v_mov_b32 v169, 0
  v_mov_b32 v15, 0
  v_add_u32 v69, vcc, v1, v2
  s_nop 0
  s_endpgm
k2:
  v_mov_b32 v250, 0
  s_nop 0
  s_mov_b32 s56, 48
  s_mov_b64 flat_scratch, 0
  s_nop 0
  v_mov_b32 v151, 0
  s_endpgm
k3:
  v_mov_b32 v97, 0
  s_endpgm

