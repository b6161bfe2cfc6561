// LLVM twin of in.s (code object v5 only: v5's hidden arguments)
.amdhsa_code_object_version 5
.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack-"
.text
.globl hip
.p2align 8
.type hip,@function
hip:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_load_dword s6, s[0:1], 0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v1, s6
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    global_store_dword v[2:3], v1, off
    s_endpgm
.rodata
.p2align 6
.amdhsa_kernel hip
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 208
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 7
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0
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
      - { .offset: 8, .size: 4, .value_kind: hidden_block_count_x }
      - { .offset: 12, .size: 4, .value_kind: hidden_block_count_y }
      - { .offset: 16, .size: 4, .value_kind: hidden_block_count_z }
      - { .offset: 20, .size: 2, .value_kind: hidden_group_size_x }
      - { .offset: 22, .size: 2, .value_kind: hidden_group_size_y }
      - { .offset: 24, .size: 2, .value_kind: hidden_group_size_z }
      - { .offset: 26, .size: 2, .value_kind: hidden_remainder_x }
      - { .offset: 28, .size: 2, .value_kind: hidden_remainder_y }
      - { .offset: 30, .size: 2, .value_kind: hidden_remainder_z }
      - { .offset: 48, .size: 8, .value_kind: hidden_global_offset_x }
      - { .offset: 56, .size: 8, .value_kind: hidden_global_offset_y }
      - { .offset: 64, .size: 8, .value_kind: hidden_global_offset_z }
      - { .offset: 72, .size: 2, .value_kind: hidden_grid_dims }
      - { .offset: 80, .size: 8, .value_kind: hidden_hostcall_buffer }
      - { .offset: 96, .size: 8, .value_kind: hidden_heap_v1 }
      - { .offset: 120, .size: 4, .value_kind: hidden_dynamic_lds_size }
      - { .offset: 192, .size: 4, .value_kind: hidden_private_base }
      - { .offset: 196, .size: 4, .value_kind: hidden_shared_base }
      - { .offset: 200, .size: 8, .value_kind: hidden_queue_ptr }
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 208
    .max_flat_workgroup_size: 256
    .name:           hip
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         hip.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   'amdgcn-amd-amdhsa--gfx900:xnack-'
amdhsa.version:
  - 1
  - 2
...
.end_amdgpu_metadata
