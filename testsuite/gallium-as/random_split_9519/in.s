# random program (seed 9519) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .args
  .proginfo
    .entry 0x2967, 0xa16ad1d4
.text
.p2align 8
k0:
  s_nop 0
  v_mov_b32 v104, 0
  s_nop 0
  s_nop 0
  v_add_u32 v85, vcc, v1, v2
  s_endpgm

