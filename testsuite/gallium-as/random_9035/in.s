# random program (seed 9035 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 2
.arch_stepping 5
.kernel k0
  .args
  .config
    .use_dispatch_id
    .hsa_localsize 26177
    .hsa_debugmode
    .use_kernarg_segment_ptr
    .default_hsa_features
    .sgprsnum 2
    .dims zyx
    .spilledsgprs 16
    .machine 1, 6, 0, 7
    .priority 0
    .hsa_vgprsnum 94
    .workgroup_fbarrier_count 99
    .floatmode 0xe3
    .hsa_dx10clamp
.kernel k1
  .config
    .use_grid_workgroup_count 
    .hsa_priority 3
    .userdatanum 2
    .runtime_loader_kernel_symbol 432111501788404
    .hsa_ieeemode
    .spilledvgprs 10
    .hsa_sgprsnum 36
    .dims , xy
.kernel k2
  .args
    .arg global, 2, 16, 4, , griddim
    .arg sampler, 16, 8
    .arg image2d_rd, 8
.text
.section .comment
.ascii "hello comment"
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k1:
  .skip 256
  s_mov_b32 s89, 91
  s_nop 0
  v_mov_b32 v219, 0
  v_add_u32 v52, vcc, v1, v2
  s_endpgm
k2:
  .kcode +k1, -k2, +k0
  s_mov_b32 s0, 1
  v_mov_b32 v183, 1
  .kcodeend
  s_mov_b32 s60, 91
  s_nop 0
  s_mov_b32 s0, 38
  v_mov_b32 v43, 0
  v_mov_b32 v99, 0
  s_nop 0
  s_endpgm
k0:
  .skip 256
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
