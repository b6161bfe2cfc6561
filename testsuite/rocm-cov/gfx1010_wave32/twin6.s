// LLVM twin of in.s: code object v6
.amdhsa_code_object_version 6
.amdgcn_target "amdgcn-amd-amdhsa--gfx1010:xnack-"
.text
.globl w32
.p2align 8
.type w32,@function
w32:
    s_load_dword s2, s[0:1], 0x0
    v_mov_b32 v1, 0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s2
    s_endpgm
.globl w64
.p2align 8
.type w64,@function
w64:
    s_load_dword s2, s[0:1], 0x0
    v_mov_b32 v1, 0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v5, s2
    s_endpgm
.rodata
.p2align 6
.amdhsa_kernel w32
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1          // .use_wave32
    .amdhsa_kernarg_size 4
    .amdhsa_next_free_vgpr 3            // blocks of 8 in wave32
    .amdhsa_next_free_sgpr 3
    .amdhsa_workgroup_processor_mode 0  // .pgmrsrc1 does not set it
    .amdhsa_memory_ordered 0            // nor this
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
.end_amdhsa_kernel
.p2align 6
.amdhsa_kernel w64
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 0
    .amdhsa_kernarg_size 4
    .amdhsa_next_free_vgpr 6            // blocks of 4 in wave64
    .amdhsa_next_free_sgpr 3
    .amdhsa_workgroup_processor_mode 0
    .amdhsa_memory_ordered 0
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .name:           v
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 4
    .max_flat_workgroup_size: 256
    .name:           w32
    .private_segment_fixed_size: 0
    .sgpr_count:     4                  # s0-s2 and VCC_LO (wave32)
    .sgpr_spill_count: 0
    .symbol:         w32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
  - .args:
      - .name:           v
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 4
    .max_flat_workgroup_size: 256
    .name:           w64
    .private_segment_fixed_size: 0
    .sgpr_count:     5                  # s0-s2 and VCC
    .sgpr_spill_count: 0
    .symbol:         w64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 0
amdhsa.target:   'amdgcn-amd-amdhsa--gfx1010:xnack-'
amdhsa.version:
  - 1
  - 3
...
.end_amdgpu_metadata
