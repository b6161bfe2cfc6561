.gallium
.kernel k0
  .proginfo
    .entry 0xd4e8, 0x908cee01
.kernel k1
  .args
    .arg constant, 4
    .arg image2d_wr, 3
    .arg sampler, 1, 4, 16, sext, gridoffset
  .config
    .use_kernarg_segment_ptr
    .priority 0
    .scratchbuffer 56361
    .tgsize
    .exceptions 0x1
    .floatmode 0x86
    .use_dynamic_call_stack
    .localsize 16372
    .codeversion 3, 2
    .userdatanum 3
    .use_grid_workgroup_count yz
    .pgmrsrc2 0x7d8a5715
