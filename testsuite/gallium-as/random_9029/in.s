# random program (seed 9029 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .config
    .hsa_pgmrsrc1 2917047085
    .floatmode 0xeb
    .reserved_vgprs 50, 54
    .hsa_exceptions 41
    .reserved_sgprs 33, 46
    .vgprsnum 55
    .userdatanum 13
    .group_segment_align 64
    .spilledsgprs 37
    .priority 0
    .hsa_scratchbuffer 4066
    .dims , xz
    .use_grid_workgroup_count yxz
.kernel k1
  .args
    .arg gridoffset, 4, 8, 1
    .arg global, 3
    .arg griddim, 1
    .arg constant, 3, 4, 8
    .arg global, 4
  .config
    .dims x
    .kernel_code_entry_offset 155
    .debug_private_segment_buffer_sgpr 64
    .default_hsa_features
    .hsa_scratchbuffer 767
    .hsa_privmode
    .machine 2, 3, 7, 7
    .floatmode 0xec
    .use_dispatch_id
    .privmode
    .userdatanum 12
    .workitem_vgpr_count 199
    .pgmrsrc1 0x50bc63e7
.text
.section .comment
.ascii "hello comment"
.text
k1:
  .skip 256
  s_mov_b64 xnack_mask, 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_mov_b32 s86, 62
  s_nop 0
  v_mov_b32 v230, 0
  s_endpgm
k0:
  .skip 256
  s_mov_b32 s8, 65
  s_nop 0
  s_endpgm
