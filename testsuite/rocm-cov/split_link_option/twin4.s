// LLVM twin of part1.s + part2.s + part3.s: code object v4
.amdhsa_code_object_version 4
.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack+"
.text
.globl add1
.p2align 8
.type add1,@function
add1:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    global_load_dword v1, v[2:3], off
    s_waitcnt vmcnt(0)
    v_add_u32 v1, 1, v1
    global_store_dword v[2:3], v1, off
    s_endpgm
.globl add2
.p2align 8                              // each object's code on 256 bytes
.type add2,@function
add2:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_load_dword s6, s[0:1], 0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    global_load_dword v1, v[2:3], off
    s_waitcnt vmcnt(0)
    v_add_u32 v1, s6, v1
    global_store_dword v[2:3], v1, off
    s_endpgm
.rodata
.p2align 6
.amdhsa_kernel add1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 6
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
.end_amdhsa_kernel
.p2align 6
.amdhsa_kernel add2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 12
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
        .name:           buf
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           add1
    .private_segment_fixed_size: 0
    .sgpr_count:     10                 # s0-s5, VCC, XNACK_MASK
    .sgpr_spill_count: 0
    .symbol:         add1.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           buf
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           k
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 256
    .name:           add2
    .private_segment_fixed_size: 0
    .sgpr_count:     11                 # s0-s6, VCC, XNACK_MASK
    .sgpr_spill_count: 0
    .symbol:         add2.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   'amdgcn-amd-amdhsa--gfx900:xnack+'
amdhsa.version:
  - 1
  - 1
...
.end_amdgpu_metadata
