.gallium
.kernel k0
  .config
    .wavefront_sgpr_count 87
    .pgmrsrc2 0x76cc87f6
    .sgprsnum 37
    .hsa_priority 1
    .userdatanum 15
    .floatmode 0xad
    .hsa_userdatanum 12
    .hsa_pgmrsrc1 2289486869
    .debugmode
    .workitem_vgpr_count 222
    .debug_wavefront_private_segment_offset_sgpr 0
    .reserved_sgprs 7, 19
.kernel k1
  .args
    .arg image3d_rd, 8
    .arg gridoffset, 3
    .arg local, 4, 16, 1, sext
  .proginfo
    .entry 0x189a, 0xb48a9cc2
    .entry 0xe1de, 0xda66dc7c
.kernel k2
  .args
    .arg global, 3, 4
    .arg image2d_rd, 4
    .arg image3d_rd, 12, 4, 8, , imgformat
  .config
    .dx10clamp
    .hsa_localsize 15046
    .localsize 9141
    .dims z
    .pgmrsrc2 0x4101e5cf
    .use_queue_ptr
    .ieeemode
    .scratchbuffer 17820
