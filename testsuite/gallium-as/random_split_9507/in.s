# random program (seed 9507) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_stepping 2
.kernel k0
  .args
    .arg image3d_rd, 4
    .arg scalar, 16, 4
    .arg image3d_wr, 3
.kernel k1
  .config
    .spilledsgprs 21
    .hsa_priority 2
    .reserved_vgprs 74, 91
    .sgprsnum 76
    .pgmrsrc1 0xa1c2f6c3
    .machine 1, 1, 3, 1
    .use_ordered_append_gds
    .hsa_vgprsnum 32
    .debugmode
    .hsa_dx10clamp
    .use_dispatch_ptr
    .userdatanum 15
    .dims xy
    .use_dispatch_id
    .kernel_code_entry_offset 1061
    .hsa_dims zyx
  .control_directive
    .fill 32, 4, 0xec7a04d1
.kernel k2
  .config
    .machine 2, 2, 5, 7
    .use_dispatch_ptr
    .use_ordered_append_gds
    .localsize 25938
    .dims , 
    .reserved_sgprs 24, 37
    .hsa_scratchbuffer 3371
    .debug_wavefront_private_segment_offset_sgpr 73
    .use_ptr64
    .userdatanum 1
    .kernarg_segment_size 835
    .workgroup_fbarrier_count 14
    .debug_private_segment_buffer_sgpr 39
.kernel k3
  .args
    .arg constant, 1
.globaldata
gd: .int 834, 18
.text
.p2align 8
k1:
  .skip 256
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  .skip 256
  s_nop 0
  s_nop 0
  s_mov_b32 s58, 16
  s_endpgm
.text
.p2align 8
k3:
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  s_nop 0
  s_nop 0
  v_add_u32 v47, vcc, v1, v2
  v_add_u32 v75, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_endpgm

