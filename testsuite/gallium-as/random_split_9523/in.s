# random program (seed 9523) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .config
    .scratchbuffer 72159
    .tgsize
    .floatmode 0xc1
    .sgprsnum 16
    .dims xy
    .spilledvgprs 29
.globaldata
gd: .int 766, 667
.scratchsym scr
.text
.p2align 8
k0:
  .kcode +k0
  s_mov_b32 s4, 1
  v_mov_b32 v174, 1
  .kcodeend
  v_mov_b32 v182, 0
  v_add_u32 v74, vcc, v1, v2
  v_add_u32 v12, vcc, v1, v2
  v_mov_b32 v203, 0
  s_nop 0
  s_endpgm

