# random program (seed 9530) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg griddim, 4
    .arg sampler, 4, 4, 32
  .proginfo
.kernel k1
  .args
    .arg image3d_wr, 12, 12
    .arg image3d_wr, 12, 4, 2, zext
    .arg image2d_wr, 2, 8
    .arg scalar, 12
  .config
    .call_convention 621602869
    .spilledvgprs 0
    .workitem_private_segment_size 2467
    .sgprsnum 90
    .floatmode 0xbc
    .debugmode
.text
.p2align 8
k1:
  .kcode -k0
  s_mov_b32 s7, 1
  v_mov_b32 v184, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_nop 0
  v_mov_b32 v212, 0
  s_endpgm
.text
.p2align 8
k0:
  s_nop 0
  v_add_i32 v42, vcc, v1, v2
  s_mov_b32 s4, 46
  s_endpgm

