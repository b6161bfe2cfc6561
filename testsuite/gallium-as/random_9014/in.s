# random program (seed 9014 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 7
.kernel k0
  .config
    .use_private_segment_buffer
    .debug_private_segment_buffer_sgpr 49
    .use_debug_enabled
    .localsize 10717
    .workitem_private_segment_size 2877
    .ieeemode
    .spilledsgprs 13
    .userdatanum 14
    .hsa_priority 0
    .kernel_code_prefetch_size 3405
    .machine 1, 1, 6, 5
    .use_kernarg_segment_ptr
    .use_dispatch_id
    .sgprsnum 50
.kernel k1
  .args
    .arg local, 8, 8, 4
  .config
    .sgprsnum 83
    .use_kernarg_segment_ptr
    .spilledsgprs 11
    .use_grid_workgroup_count x
    .vgprsnum 221
    .kernarg_segment_align 64
    .debugmode
    .hsa_pgmrsrc1 2240870396
    .use_private_segment_buffer
    .dims 
    .gds_segment_size 13443
    .use_debug_enabled
  .control_directive
    .fill 32, 4, 0xc925fa1a
.scratchsym scr
.text
.text
k0:
  .skip 256
  s_mov_b32 s3, scr>>32
  s_endpgm
k1:
  .skip 256
  s_mov_b32 s0, scr&0xffffffff
  v_mov_b32 v112, 0
  s_mov_b32 s87, 55
  s_mov_b32 s20, scr&0xffffffff
  s_mov_b32 s2, scr
  s_endpgm
