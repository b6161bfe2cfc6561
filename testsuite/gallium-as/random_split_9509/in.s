# random program (seed 9509) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg sampler, 1
    .arg constant, 12, 4
    .arg griddim, 16
    .arg constant, 12
.kernel k1
  .args
    .arg image2d_rd, 2
    .arg sampler, 3
    .arg gridoffset, 12, 12, 16, 
    .arg image3d_rd, 4, 8
.kernel k2
  .args
    .arg image3d_rd, 4, 8, 8
    .arg constant, 3
  .proginfo
    .entry 0xd709, 0xb0d9a1a1
    .entry 0x7510, 0x2834ca96
.kernel k3
  .args
    .arg image2d_wr, 3
    .arg image3d_rd, 4
    .arg global, 3, 3, 4
    .arg gridoffset, 2
    .arg sampler, 1, 8
  .config
    .scratchbuffer 30366
    .tgsize
    .floatmode 0xd1
    .pgmrsrc1 0x92e6074f
    .dims zyx
    .exceptions 0x1a
    .localsize 27523
    .vgprsnum 57
.globaldata
gd: .int 237, 484
.text
.p2align 8
k3:
  v_mov_b32 v68, 0
  v_add_u32 v25, vcc, v1, v2
  s_nop 0
  s_endpgm
k0:
  .kcode -k2, -k3, +k0
  s_mov_b32 s81, 1
  v_mov_b32 v28, 1
  .kcodeend
  v_mov_b32 v112, 0
  s_nop 0
  s_nop 0
  s_mov_b32 s82, 67
  s_endpgm
.text
.p2align 8
k1:
  s_nop 0
  s_nop 0
  v_add_u32 v45, vcc, v1, v2
  v_add_u32 v4, vcc, v1, v2
  s_endpgm
.text
.p2align 8
k2:
  .kcode k3, -k1
  s_mov_b32 s23, 1
  v_mov_b32 v2, 1
  .kcodeend
  s_mov_b32 s49, 50
  v_mov_b32 v19, 0
  v_add_u32 v29, vcc, v1, v2
  s_endpgm

