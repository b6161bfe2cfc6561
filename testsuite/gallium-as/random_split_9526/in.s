# random program (seed 9526) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg constant, 12, 16
    .arg image2d_wr, 3, 4
  .config
    .scratchbuffer 39802
    .ieeemode
    .userdatanum 14
    .exceptions 0x49
    .sgprsnum 49
    .pgmrsrc1 0x9125490
    .pgmrsrc2 0xdb1f6e86
    .vgprsnum 105
    .dims 
.kernel k1
  .args
    .arg image3d_wr, 1, 16, 16
    .arg sampler, 4, 8, 32, sext
  .config
    .priority 3
    .spilledsgprs 8
    .scratchbuffer 99433
    .localsize 19404
    .userdatanum 13
    .floatmode 0x40
    .vgprsnum 233
.kernel k2
  .args
    .arg local, 12
    .arg image2d_wr, 12
    .arg scalar, 16, 4, 32, sext
  .config
    .spilledsgprs 25
    .sgprsnum 93
    .localsize 31880
    .dims xyz
.scratchsym scr
.text
.p2align 8
k0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  .kcode +k1
  s_mov_b32 s39, 1
  v_mov_b32 v173, 1
  .kcodeend
  s_nop 0
  v_mov_b32 v129, 0
  s_mov_b64 xnack_mask, 0
  s_mov_b32 s93, 39
  s_mov_b32 s1, scr
  s_mov_b32 s81, 12
  s_endpgm
k1:
  s_mov_b32 s11, scr>>32
  s_endpgm

