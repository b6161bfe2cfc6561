// LLVM twin of in.s: code object v4
.amdhsa_code_object_version 4
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
.type k,@function
k:
    s_load_dwordx2 s[0:1], s[4:5], 0x0
    v_mov_b32 v1, 0
    s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
    .amdhsa_next_free_vgpr 2            // v0 (work-item id), v1
    .amdhsa_next_free_sgpr 7            // 6 user SGPRs, the work-group id
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0
    // XNACK_MASK reserved: the target's xnack is "any"
    .amdhsa_dx10_clamp 0                // .dx10clamp not given
    .amdhsa_ieee_mode 0                 // .ieeemode not given
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         k.kd
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...
.end_amdgpu_metadata
