# random program (seed 9505) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
  .config
    .spilledvgprs 43
    .debugmode
.kernel k1
  .args
    .arg image3d_rd, 3
    .arg scalar, 4, 8, 4, , imgformat
    .arg global, 3, 8, 32, , gridoffset
    .arg griddim, 4
    .arg sampler, 12
  .config
    .vgprsnum 249
    .userdatanum 2
    .pgmrsrc1 0xe47f8bbf
    .localsize 31073
    .privmode
    .priority 1
    .pgmrsrc2 0xcf770de1
    .debugmode
    .scratchbuffer 37702
    .dims yzx
.globaldata
gd: .int 514, 139
.text
.p2align 8
k0:
  .kcode +k0, -k1
  s_mov_b32 s55, 1
  v_mov_b32 v119, 1
  .kcodeend
  s_nop 0
  s_endpgm
.text
.p2align 8
k1:
  .kcode -k1, +k0
  s_mov_b32 s90, 1
  v_mov_b32 v74, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_mov_b64 xnack_mask, 0
  v_mov_b32 v102, 0
  s_endpgm

