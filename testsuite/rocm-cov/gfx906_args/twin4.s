// LLVM twin of in.s: code object v4
.amdhsa_code_object_version 4
.amdgcn_target "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-"
.text
.globl args
.p2align 8
.type args,@function
args:
    s_load_dwordx2 s[12:13], s[6:7], 0x0
    s_load_dword s14, s[6:7], 0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v3, s14
    v_mov_b32 v4, s12
    v_mov_b32 v5, s13
    global_store_dword v[4:5], v3, off
    s_endpgm
.rodata
.p2align 6
.amdhsa_kernel args
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_vgpr_workitem_id 2
    .amdhsa_kernarg_size 88             // the end of the last argument
    .amdhsa_next_free_vgpr 6            // v0-v5
    .amdhsa_next_free_sgpr 15           // s0-s14
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0      // xnack off: no XNACK_MASK
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .name:           a
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .name:           !str n   # (plain n is a boolean to LLVM's YAML)
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           s
        .offset:         12
        .size:           12
        .type_name:      'struct S'
        .value_kind:     by_value
      - .access:         read_only
        .name:           img
        .offset:         24
        .size:           8
        .type_name:      image2d_t
        .value_kind:     image
      - .name:           smp
        .offset:         32
        .size:           8
        .type_name:      sampler_t
        .value_kind:     sampler
      - .address_space:  local
        .name:           lds
        .offset:         40
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_printf_buffer
      - .offset:         80
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 16
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           args
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         args.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   'amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-'
amdhsa.version:
  - 1
  - 1
...
.end_amdgpu_metadata
