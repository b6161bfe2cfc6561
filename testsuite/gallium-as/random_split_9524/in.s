# random program (seed 9524) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg image3d_wr, 4
    .arg scalar, 1, 4
  .config
    .vgprsnum 139
    .pgmrsrc2 0xf87c7765
    .scratchbuffer 67602
    .dims z, xyz
    .userdatanum 16
    .spilledvgprs 14
    .dx10clamp
    .localsize 24214
.text
.p2align 8
k0:
  s_nop 0
  s_mov_b32 s86, 81
  s_nop 0
  v_mov_b32 v117, 0
  s_endpgm

