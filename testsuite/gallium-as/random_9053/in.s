# random program (seed 9053 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 8
.kernel k0
  .args
    .arg constant, 12, 12
  .config
    .private_elem_size 2
    .exceptions 0x5f
    .use_grid_workgroup_count yzx
    .use_queue_ptr
    .floatmode 0x9b
    .hsa_localsize 4843
    .userdatanum 10
    .dims 
    .pgmrsrc1 0xa50727d6
    .spilledsgprs 16
.text
.text
k0:
  .skip 256
  v_add_u32 v85, vcc, v1, v2
  v_add_u32 v87, vcc, v1, v2
  s_endpgm
