.gallium
.arch_stepping 3
.kernel k0
  .args
    .arg image2d_rd, 1
    .arg local, 8, 8
    .arg image3d_wr, 16, 16
.kernel k1
  .config
    .exceptions 0x17
    .sgprsnum 63
    .gds_segment_size 46944
    .use_ordered_append_gds
    .priority 0
    .use_private_segment_size
    .use_flat_scratch_init
    .kernarg_segment_align 32
    .use_queue_ptr
.kernel k2
  .args
    .arg image3d_rd, 16, 16
    .arg global, 12
    .arg image3d_wr, 12, 4
  .config
    .workgroup_group_segment_size 9159
    .machine 2, 0, 0, 0
    .reserved_vgprs 94, 100
    .call_convention 3882856118
    .hsa_dx10clamp
    .spilledvgprs 50
    .use_flat_scratch_init
    .codeversion 2, 5
    .hsa_exceptions 7
    .hsa_tgsize
    .userdatanum 2
    .dims 
    .exceptions 0x69
    .runtime_loader_kernel_symbol 391174318352464
.kernel k3
