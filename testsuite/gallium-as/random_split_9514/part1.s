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
