.gallium
.arch_minor 6
.kernel k0
  .config
    .localsize 10176
    .dims yz
    .userdatanum 5
    .exceptions 0x1
    .spilledsgprs 18
    .reserved_sgprs 13, 26
    .debugmode
    .hsa_localsize 20911
    .use_dynamic_call_stack
    .use_grid_workgroup_count y
    .use_private_segment_buffer
    .group_segment_align 32
    .codeversion 3, 0
.kernel k1
  .args
    .arg sampler, 2
  .proginfo
    .entry 0xd3da, 0x3b490567
    .entry 0x56f4, 0xc6d25e62
    .entry 0xbbdd, 0xd67f627e
.kernel k2
  .args
    .arg image3d_rd, 4, 4
    .arg image3d_wr, 16
    .arg local, 1
  .proginfo
    .entry 0x900b, 0x5126e7a8
