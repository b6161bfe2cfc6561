.gallium
.arch_minor 3
.kernel k0
  .args
    .arg griddim, 16
    .arg image2d_wr, 12, 4, 2
    .arg global, 1
    .arg local, 4, 4, 1
  .config
    .workitem_private_segment_size 6419
    .hsa_exceptions 118
    .hsa_priority 2
    .use_queue_ptr
    .ieeemode
    .pgmrsrc1 0x73172354
    .spilledvgprs 46
    .kernel_code_prefetch_offset 4077
    .sgprsnum 0
    .hsa_localsize 12915
    .private_segment_align 64
