# random program (seed 9520) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg constant, 1, 1
    .arg image3d_wr, 16, 16, 2, zext
    .arg gridoffset, 16
  .config
    .privmode
    .sgprsnum 43
    .floatmode 0x48
    .dims y
.kernel k1
  .config
    .privmode
    .dims zyx
    .localsize 3918
    .dx10clamp
.scratchsym scr
.text
.p2align 8
k1:
  s_nop 0
  v_add_i32 v77, vcc, v1, v2
  s_mov_b32 s15, 96
  s_nop 0
  s_nop 0
  s_endpgm
.text
.p2align 8
k0:
  s_nop 0
  s_nop 0
  s_nop 0
  v_add_i32 v91, vcc, v1, v2
  v_add_i32 v48, vcc, v1, v2
  s_endpgm

