# random program (seed 9039 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg image2d_rd, 1, 8
    .arg image2d_rd, 12
  .config
    .sgprsnum 44
    .kernarg_segment_size 594
    .workgroup_fbarrier_count 2
    .exceptions 0x5d
    .workitem_private_segment_size 8441
    .kernel_code_entry_offset 1583
    .kernel_code_prefetch_offset 3443
    .localsize 18921
    .dims 
    .debugmode
    .hsa_privmode
    .pgmrsrc2 0x69f58c46
  .control_directive
    .fill 32, 4, 0x96b9473
.kernel k1
  .args
    .arg global, 16, 8
  .config
    .scratchbuffer 72340
    .userdatanum 4
    .reserved_vgprs 37, 41
    .hsa_priority 0
    .debug_private_segment_buffer_sgpr 32
    .hsa_dims yz
    .use_queue_ptr
    .hsa_pgmrsrc1 347272562
    .debugmode
    .hsa_exceptions 83
    .kernel_code_entry_offset 2199
    .pgmrsrc1 0x466d32d9
    .use_private_segment_buffer
.kernel k2
  .config
    .dims z
    .spilledsgprs 1
    .use_dynamic_call_stack
    .reserved_sgprs 35, 46
    .wavefront_size 1
    .kernel_code_prefetch_offset 2693
    .hsa_exceptions 47
    .workgroup_fbarrier_count 2
  .control_directive
    .fill 32, 4, 0xfcdbfb03
.kernel k3
  .args
    .arg image2d_rd, 2, 2
  .config
    .private_segment_align 32
    .hsa_pgmrsrc2 3758806036
    .hsa_sgprsnum 73
    .userdatanum 13
    .hsa_floatmode 196
    .use_flat_scratch_init
    .runtime_loader_kernel_symbol 1104922449593830
    .kernel_code_prefetch_offset 3361
    .vgprsnum 22
    .hsa_vgprsnum 175
    .use_grid_workgroup_count 
    .exceptions 0x68
    .spilledvgprs 19
    .tgsize
.globaldata
gd: .int 642, 235
.text
.text
k3:
  .skip 256
  s_mov_b32 s12, 7
  s_nop 0
  s_endpgm
k1:
  .skip 256
  s_mov_b32 s7, 35
  s_nop 0
  s_endpgm
k2:
  .kcode -k3, -k2, +k0, -k1
  s_mov_b32 s82, 1
  v_mov_b32 v174, 1
  .kcodeend
  .skip 256
  v_mov_b32 v107, 0
  v_add_i32 v64, vcc, v1, v2
  s_endpgm
k0:
  .skip 256
  v_mov_b32 v164, 0
  s_endpgm
