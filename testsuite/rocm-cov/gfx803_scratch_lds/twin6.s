// LLVM twin of in.s: code object v6
.amdhsa_code_object_version 6
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
.text
.globl fill
.p2align 8
.type fill,@function
fill:
    s_load_dword s8, s[4:5], 0x8
    v_mov_b32 v1, 0
    buffer_store_dword v1, off, s[0:3], s7 offset:4
    s_waitcnt lgkmcnt(0)
    s_endpgm
.globl copy
.p2align 8
.type copy,@function
copy:
    s_load_dwordx4 s[4:7], s[0:1], 0x0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    flat_load_dword v4, v[2:3]
    v_mov_b32 v2, s6
    v_mov_b32 v3, s7
    s_waitcnt vmcnt(0) lgkmcnt(0)
    flat_store_dword v[2:3], v4
    s_endpgm
.rodata
.p2align 6
.amdhsa_kernel fill
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_private_segment_wavefront_offset 1   // .scratchbuffer
    .amdhsa_private_segment_fixed_size 64
    .amdhsa_group_segment_fixed_size 1024                     // .localsize
    .amdhsa_kernarg_size 12
    .amdhsa_next_free_vgpr 2
    .amdhsa_next_free_sgpr 9            // s0-s8 (s7: the scratch wave offset)
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
.end_amdhsa_kernel
.p2align 6
.amdhsa_kernel copy
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_vgpr_workitem_id 1
    .amdhsa_kernarg_size 20
    .amdhsa_next_free_vgpr 5
    .amdhsa_next_free_sgpr 8
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0      // flat instructions, FLAT_SCRATCH unused
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           !str n
        .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 256
    .name:           fill
    .private_segment_fixed_size: 64
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         fill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .name:           src
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dst
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           lds
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           copy
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         copy.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 3
...
.end_amdgpu_metadata
