# random program (seed 9500) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
  .config
    .spilledvgprs 18
    .priority 3
    .localsize 17143
    .floatmode 0x67
    .pgmrsrc2 0xc341dd31
.kernel k1
  .config
    .exceptions 0x39
    .spilledvgprs 17
    .scratchbuffer 47778
    .localsize 3630
    .pgmrsrc2 0xda5e0de9
    .floatmode 0xb7
.kernel k2
  .args
    .arg griddim, 4
    .arg sampler, 12
  .config
    .dims xy
    .sgprsnum 71
    .pgmrsrc1 0x9f8abec4
    .localsize 31856
    .ieeemode
.kernel k3
  .config
    .exceptions 0x70
    .dims x
    .scratchbuffer 41221
    .userdatanum 2
.globaldata
gd: .int 780, 1
.text
.p2align 8
k2:
  .kcode +k2, k0, k3, k1
  s_mov_b32 s61, 1
  v_mov_b32 v84, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_nop 0
  v_add_u32 v9, vcc, v1, v2
  s_endpgm
k1:
  s_mov_b32 s3, 84
  s_endpgm
k3:
  v_add_u32 v64, vcc, v1, v2
  v_add_u32 v86, vcc, v1, v2
  s_endpgm
.text
.p2align 8
k0:
  s_nop 0
  s_mov_b32 s47, 80
  s_endpgm

