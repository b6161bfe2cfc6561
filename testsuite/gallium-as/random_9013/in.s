# random program (seed 9013 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 3
.kernel k0
  .args
    .arg image3d_wr, 3, 4
    .arg image3d_wr, 3
  .proginfo
    .entry 0x738a, 0xdf883dbd
.kernel k1
  .args
    .arg gridoffset, 2, 2, 4
    .arg image2d_wr, 4
  .config
    .sgprsnum 33
    .exceptions 0x2d
    .use_kernarg_segment_ptr
    .hsa_pgmrsrc1 2718443611
    .dims x
    .hsa_dx10clamp
    .pgmrsrc1 0x5b773eb5
    .hsa_dims x
    .dx10clamp
    .reserved_vgprs 41, 53
.kernel k2
  .args
    .arg scalar, 2, 8
    .arg image2d_wr, 1
  .config
    .reserved_sgprs 18, 33
    .wavefront_sgpr_count 61
    .hsa_vgprsnum 95
    .dims xzy
    .spilledvgprs 8
    .exceptions 0x52
    .codeversion 2, 1
    .scratchbuffer 26009
    .vgprsnum 97
    .private_elem_size 4
    .use_private_segment_buffer
  .control_directive
    .fill 32, 4, 0xccbd4a2a
.kernel k3
  .args
  .config
    .priority 0
    .dx10clamp
    .hsa_userdatanum 9
    .dims x
    .reserved_sgprs 6, 11
    .codeversion 2, 0
    .use_dispatch_ptr
    .floatmode 0x55
    .wavefront_size 16
    .privmode
    .spilledsgprs 18
    .call_convention 1455235687
    .use_flat_scratch_init
    .hsa_debugmode
    .use_dynamic_call_stack
.text
.section .comment
.ascii "hello comment"
.text
k0:
  s_nop 0
  v_add_u32 v33, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_mov_b64 flat_scratch, 0
  v_mov_b32 v57, 0
  s_endpgm
k1:
  .kcode +k2, k0, +k3
  s_mov_b32 s84, 1
  v_mov_b32 v142, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_nop 0
  s_endpgm
k3:
  .skip 256
  s_nop 0
  v_add_u32 v99, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  .skip 256
  v_mov_b32 v162, 0
  s_nop 0
  v_add_u32 v29, vcc, v1, v2
  s_nop 0
  s_mov_b32 s4, 20
  s_nop 0
  s_endpgm
