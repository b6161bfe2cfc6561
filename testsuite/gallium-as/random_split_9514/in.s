# random program (seed 9514) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_stepping 0
.kernel k0
  .args
    .arg image2d_wr, 2
    .arg image2d_rd, 16
    .arg griddim, 16
  .config
    .reserved_sgprs 30, 43
    .runtime_loader_kernel_symbol 136808229244942
    .hsa_priority 3
    .kernarg_segment_align 32
    .kernel_code_prefetch_offset 191
    .dx10clamp
    .dims 
    .floatmode 0x40
    .hsa_localsize 2890
    .hsa_dims z
    .spilledsgprs 50
    .kernel_code_prefetch_size 453
    .scratchbuffer 13606
    .privmode
    .userdatanum 13
  .control_directive
    .fill 32, 4, 0xb4e02d4b
.kernel k1
  .args
    .arg gridoffset, 16
    .arg constant, 2, 8
    .arg image2d_wr, 12
    .arg local, 2
    .arg sampler, 2, 16
.text
.p2align 8
k0:
  .skip 256
  s_nop 0
  s_endpgm
k1:
  s_nop 0
  v_mov_b32 v185, 0
  v_add_i32 v15, vcc, v1, v2
  s_nop 0
  v_add_i32 v80, vcc, v1, v2
  s_endpgm

