# random program (seed 9011 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 8
.kernel k0
  .args
  .proginfo
    .entry 0xad08, 0xc6572e74
    .entry 0x78c5, 0xac3fe78a
    .entry 0x9f6d, 0x449cde3d
.kernel k1
  .args
  .config
    .runtime_loader_kernel_symbol 664068511299981
    .use_dynamic_call_stack
    .dims 
    .reserved_sgprs 6, 12
    .userdatanum 8
    .hsa_debugmode
    .priority 0
    .spilledvgprs 14
    .hsa_vgprsnum 190
    .ieeemode
    .dx10clamp
.kernel k2
  .args
    .arg local, 2, 8
    .arg image2d_rd, 4
  .config
    .use_kernarg_segment_ptr
    .sgprsnum 90
    .machine 2, 0, 5, 2
    .use_queue_ptr
    .scratchbuffer 33269
    .ieeemode
    .use_flat_scratch_init
    .debugmode
    .tgsize
    .wavefront_sgpr_count 70
    .dx10clamp
    .hsa_userdatanum 5
    .debug_private_segment_buffer_sgpr 10
    .dims , z
    .floatmode 0x8
  .control_directive
    .fill 32, 4, 0x4cde66df
.text
.text
k2:
  .skip 256
  s_mov_b64 xnack_mask, 0
  s_endpgm
k0:
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k1:
  .skip 256
  s_nop 0
  s_endpgm
