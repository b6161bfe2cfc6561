# random program (seed 9001 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .config
    .dims yx
    .priority 1
    .use_flat_scratch_init
    .spilledsgprs 31
    .vgprsnum 233
    .debug_private_segment_buffer_sgpr 67
    .use_debug_enabled
    .debug_wavefront_private_segment_offset_sgpr 84
    .hsa_priority 1
    .call_convention 3524607733
    .use_grid_workgroup_count 
    .hsa_floatmode 178
    .localsize 24607
.scratchsym scr
.text
.weak wsym
wsym = 0x1234
.text
k0:
  .skip 256
  s_mov_b32 s8, scr&0xffffffff
  v_mov_b32 v203, 0
  s_endpgm
