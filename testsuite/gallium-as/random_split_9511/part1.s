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
