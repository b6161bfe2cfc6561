# random program (seed 9512) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
  .config
    .floatmode 0xae
    .pgmrsrc1 0x6bd98063
    .ieeemode
    .vgprsnum 140
    .exceptions 0x4c
    .dims zy, x
.kernel k1
  .args
    .arg sampler, 3, 8, 16
    .arg scalar, 1, 8, 8, sext
    .arg local, 16, 16, 32, zext, imgformat
    .arg gridoffset, 3, 3
  .config
    .vgprsnum 245
    .privmode
    .exceptions 0x3c
    .dims z, yzx
    .dx10clamp
.kernel k2
  .config
    .dims 
    .localsize 19164
    .dx10clamp
    .vgprsnum 26
    .ieeemode
    .debugmode
.kernel k3
  .args
.globaldata
gd: .int 687, 232
.text
.p2align 8
k2:
  s_nop 0
  s_nop 0
  s_endpgm
k1:
  .kcode k1, k2, +k0, +k3
  s_mov_b32 s29, 1
  v_mov_b32 v129, 1
  .kcodeend
  v_mov_b32 v131, 0
  s_endpgm
k0:
  .kcode -k2, -k3, k1
  s_mov_b32 s38, 1
  v_mov_b32 v180, 1
  .kcodeend
  s_mov_b32 s72, 94
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  v_add_i32 v22, vcc, v1, v2
  s_nop 0
  s_endpgm
k3:
  s_nop 0
  s_mov_b32 s26, 60
  s_endpgm

