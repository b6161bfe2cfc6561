# random program (seed 9515) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .config
    .ieeemode
    .debugmode
    .dims zxy
    .spilledsgprs 35
    .privmode
    .spilledvgprs 25
.kernel k1
  .args
    .arg image3d_rd, 4
    .arg sampler, 1
    .arg image2d_wr, 12
  .config
    .priority 1
    .pgmrsrc2 0xeed86d10
    .exceptions 0x3
    .dims x
.kernel k2
  .args
    .arg image3d_wr, 2, 16, 32
    .arg constant, 16
    .arg scalar, 2, 16, 32
    .arg image2d_rd, 2
  .config
    .userdatanum 2
    .localsize 3282
    .privmode
    .exceptions 0x7e
.kernel k3
  .args
    .arg constant, 1, 8
    .arg sampler, 8
.globaldata
gd: .int 928, 375
.text
.p2align 8
k3:
  v_add_i32 v91, vcc, v1, v2
  s_mov_b64 flat_scratch, 0
  s_nop 0
  v_add_i32 v70, vcc, v1, v2
  s_endpgm
k0:
  s_nop 0
  s_endpgm
k2:
  v_mov_b32 v222, 0
  v_mov_b32 v71, 0
  s_nop 0
  v_add_i32 v47, vcc, v1, v2
  s_nop 0
  s_endpgm
k1:
  s_mov_b32 s86, 51
  s_nop 0
  v_mov_b32 v175, 0
  s_nop 0
  v_add_i32 v23, vcc, v1, v2
  s_endpgm

