# random program (seed 9511) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_minor 4
.kernel k0
  .args
    .arg griddim, 1, 8, 1
    .arg scalar, 3, 4
.kernel k1
  .args
    .arg constant, 1, 8
    .arg image2d_rd, 3
    .arg image3d_rd, 3, 8, 8, , griddim
    .arg image2d_wr, 2
    .arg image2d_rd, 1
.kernel k2
  .args
  .config
    .hsa_localsize 31536
    .scratchbuffer 56600
    .dx10clamp
    .dims yz, zx
    .kernel_code_entry_offset 2423
    .use_dynamic_call_stack
    .sgprsnum 52
    .hsa_floatmode 81
    .use_private_segment_size
    .use_private_segment_buffer
    .hsa_exceptions 111
.globaldata
gd: .int 904, 673
.text
.p2align 8
k1:
  v_mov_b32 v138, 0
  s_mov_b32 s39, 2
  s_endpgm
k2:
  .skip 256
  v_mov_b32 v26, 0
  s_endpgm
k0:
  v_mov_b32 v145, 0
  v_mov_b32 v255, 0
  s_nop 0
  s_mov_b32 s13, 82
  s_endpgm

