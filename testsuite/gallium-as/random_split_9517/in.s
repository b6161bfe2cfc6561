# random program (seed 9517) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_stepping 9
.kernel k0
  .args
    .arg sampler, 8
    .arg image2d_rd, 1
    .arg image3d_rd, 8, 8, 8, sext
    .arg griddim, 12
    .arg gridoffset, 8, 8, 2
  .config
    .use_debug_enabled
    .kernarg_segment_size 627
    .machine 3, 2, 9, 3
    .hsa_floatmode 158
    .dims zxy, 
    .kernel_code_prefetch_offset 2186
    .dx10clamp
    .reserved_vgprs 51, 57
    .use_flat_scratch_init
  .control_directive
    .fill 32, 4, 0xfe15adfa
.kernel k1
  .args
    .arg global, 3
  .proginfo
    .entry 0x48e6, 0x9b161299
    .entry 0xb164, 0x148d09c3
    .entry 0xd7aa, 0x60ea94cd
    .entry 0xe22d, 0x29b11784
.kernel k2
  .args
    .arg griddim, 3, 4
    .arg gridoffset, 16, 8
    .arg local, 8, 16, 1
    .arg global, 2
    .arg image2d_wr, 16
  .proginfo
    .entry 0x59f0, 0xcb0a1743
.text
.p2align 8
k0:
  .kcode +k0, -k1, k2
  s_mov_b32 s80, 1
  v_mov_b32 v134, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_mov_b32 s93, 31
  s_nop 0
  v_add_i32 v92, vcc, v1, v2
  s_endpgm
k2:
  s_nop 0
  s_endpgm
.text
.p2align 8
k1:
  v_add_i32 v66, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_nop 0
  v_add_i32 v23, vcc, v1, v2
  s_nop 0
  s_endpgm

