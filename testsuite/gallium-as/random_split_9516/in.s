# random program (seed 9516) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
    .arg local, 16, 16, 1, zext
    .arg global, 16, 4
    .arg gridoffset, 3
    .arg image3d_rd, 3
    .arg image3d_rd, 1
.kernel k1
  .args
    .arg griddim, 12, 8
    .arg image2d_wr, 3, 16
    .arg global, 1
    .arg global, 8, 8
  .proginfo
    .entry 0xdd06, 0x4c20a6a2
    .entry 0x6467, 0x51152d1
    .entry 0x1d4e, 0x5fa4f9ef
.kernel k2
  .args
    .arg sampler, 3
    .arg global, 16
    .arg image2d_rd, 2, 2
    .arg global, 16, 8
    .arg image2d_wr, 2
  .config
    .scratchbuffer 59361
    .dims zy
    .floatmode 0xe3
    .spilledsgprs 1
.globaldata
gd: .int 760, 928
.scratchsym scr
.text
.p2align 8
k0:
  v_add_i32 v50, vcc, v1, v2
  s_nop 0
  s_mov_b32 s10, scr
  s_endpgm
k2:
  .kcode k0, +k2
  s_mov_b32 s60, 1
  v_mov_b32 v104, 1
  .kcodeend
  v_mov_b32 v83, 0
  s_mov_b32 s20, scr&0xffffffff
  s_nop 0
  v_add_i32 v19, vcc, v1, v2
  s_nop 0
  s_endpgm
.text
.p2align 8
k1:
  s_mov_b32 s100, 8
  s_mov_b64 flat_scratch, 0
  v_mov_b32 v30, 0
  v_add_i32 v31, vcc, v1, v2
  s_endpgm

