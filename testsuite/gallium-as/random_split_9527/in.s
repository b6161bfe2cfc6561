# random program (seed 9527) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg sampler, 2
  .config
    .dims zyx, yx
    .pgmrsrc1 0x412b47a1
    .floatmode 0x30
    .scratchbuffer 76200
    .userdatanum 16
.kernel k1
  .args
    .arg constant, 1
    .arg griddim, 8
    .arg image2d_rd, 12
    .arg image3d_wr, 12, 4, 2
  .config
    .pgmrsrc2 0xf7934d9b
    .priority 3
.kernel k2
  .args
    .arg image2d_wr, 12, 4
    .arg image3d_rd, 4, 4
    .arg image3d_rd, 1
    .arg sampler, 16
    .arg image3d_rd, 12, 16, 4, sext
  .config
    .spilledvgprs 46
    .dims z
    .dx10clamp
    .floatmode 0xe0
.text
.p2align 8
k1:
  .kcode -k2, k1
  s_mov_b32 s17, 1
  v_mov_b32 v125, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  v_mov_b32 v144, 0
  s_endpgm
.text
.p2align 8
k2:
  .kcode -k2, +k0
  s_mov_b32 s24, 1
  v_mov_b32 v31, 1
  .kcodeend
  v_mov_b32 v236, 0
  s_mov_b64 xnack_mask, 0
  s_mov_b32 s66, 81
  v_mov_b32 v57, 0
  s_endpgm

