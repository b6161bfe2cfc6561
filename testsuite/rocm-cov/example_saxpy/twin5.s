// LLVM twin of examples/rocm/saxpy (kernels.s + saxpy.s): code object v5,
// gfx906 with xnack and sramecc "any"
.amdhsa_code_object_version 5
.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
.text
.globl saxpy
.p2align 8
.type saxpy,@function
saxpy:
        s_load_dwordx4  s[4:7], s[0:1], 0x0
        s_load_dwordx2  s[8:9], s[0:1], 0x10
        s_load_dword    s10, s[0:1], 0x24
        s_waitcnt       lgkmcnt(0)
        s_and_b32       s10, s10, 0xffff
        s_mul_i32       s10, s2, s10
        v_add_u32       v0, s10, v0
        v_cmp_gt_u32    vcc, s9, v0
        s_and_saveexec_b64 s[12:13], vcc
        s_cbranch_execz .Lend
        v_lshlrev_b32   v1, 2, v0
        global_load_dword v2, v1, s[4:5]
        global_load_dword v3, v1, s[6:7]
        s_waitcnt       vmcnt(0)
        v_fma_f32       v3, v2, s8, v3
        global_store_dword v1, v3, s[6:7]
.Lend:  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel saxpy
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 42
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 14           // s0-s13; VCC and XNACK_MASK reserved
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - { .address_space: global, .is_const: true, .name: x, .offset: 0, .size: 8,
          .type_name: 'const float*', .value_kind: global_buffer }
      - { .address_space: global, .name: !str y, .offset: 8, .size: 8,
          .type_name: 'float*', .value_kind: global_buffer }
      - { .name: a, .offset: 16, .size: 4, .type_name: float, .value_kind: by_value }
      - { .name: !str n, .offset: 20, .size: 4, .type_name: unsigned int,
          .value_kind: by_value }
      - { .offset: 24, .size: 4, .value_kind: hidden_block_count_x }
      - { .offset: 28, .size: 4, .value_kind: hidden_block_count_y }
      - { .offset: 32, .size: 4, .value_kind: hidden_block_count_z }
      - { .offset: 36, .size: 2, .value_kind: hidden_group_size_x }
      - { .offset: 38, .size: 2, .value_kind: hidden_group_size_y }
      - { .offset: 40, .size: 2, .value_kind: hidden_group_size_z }
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 42
    .language:       HIP
    .language_version: [ 1, 0 ]
    .max_flat_workgroup_size: 256
    .name:           saxpy
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         saxpy.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:  [ 1, 2 ]
...
.end_amdgpu_metadata
