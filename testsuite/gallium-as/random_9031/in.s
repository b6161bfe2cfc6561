# random program (seed 9031 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 9
.kernel k0
  .args
  .config
    .ieeemode
    .spilledvgprs 14
    .use_ordered_append_gds
    .reserved_vgprs 79, 91
    .sgprsnum 32
    .hsa_scratchbuffer 4611
    .localsize 28149
    .use_private_segment_size
    .kernel_code_entry_offset 2680
    .spilledsgprs 29
    .dims 
    .userdatanum 14
    .workitem_vgpr_count 217
    .use_private_segment_buffer
.kernel k1
  .args
  .config
    .hsa_debugmode
    .kernarg_segment_align 256
    .hsa_ieeemode
    .debug_wavefront_private_segment_offset_sgpr 67
    .use_private_segment_size
    .use_queue_ptr
    .floatmode 0xbc
    .ieeemode
    .dims yxz, yzx
    .vgprsnum 157
.kernel k2
  .args
    .arg sampler, 3
    .arg constant, 16
    .arg local, 2
    .arg local, 1, 8
    .arg image2d_wr, 8
  .config
    .kernarg_segment_size 239
    .vgprsnum 104
    .spilledvgprs 6
    .debug_private_segment_buffer_sgpr 80
    .workitem_vgpr_count 122
    .kernarg_segment_align 64
    .floatmode 0x7c
    .dims y
    .debugmode
    .sgprsnum 23
    .userdatanum 12
.globaldata
gd: .int 781, 707
.text
.weak wsym
wsym = 0x1234
.text
k1:
  .kcode -k0, -k1
  s_mov_b32 s63, 1
  v_mov_b32 v146, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_endpgm
k2:
  .skip 256
  s_nop 0
  s_nop 0
  s_mov_b32 s45, 14
  v_mov_b32 v33, 0
  s_endpgm
k0:
  .skip 256
  s_mov_b32 s85, 45
  v_add_u32 v37, vcc, v1, v2
  s_nop 0
  s_endpgm
