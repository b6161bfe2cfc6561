.format rocm
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.kernel k0
    .config
        .machine 19, 10, 15, 2
        .dims xyz
        .default_hsa_features
        .kernarg_segment_size 658
        .workitem_vgpr_count 225
        .md_language ":\"'\\ 0  a", 3, 0
        .md_group_segment_fixed_size 1159
        .arg buf, "", 8, , defqueue, ushort
        .arg a, 2, 4, defqueue, ushort const restrict pipe
    .control_directive
        .fill 128, 1, 0x78
.kernel k1
    .config
        .debug_wavefront_private_segment_offset_sgpr 62
        .kernel_code_prefetch_size 449
        .kernarg_segment_align 32
        .kernel_code_prefetch_size 2236
        .call_convention 0x57be1e17
        .pgmrsrc2 0x4ee9eb8e
        .pgmrsrc3 0x2331366b
        .workgroup_fbarrier_count 7536
        .priority 0
        .pgmrsrc1 0xacfab67d
        .group_segment_align 64
        .md_kernarg_segment_align 32
        .md_private_segment_fixed_size 712
    .control_directive
        .fill 128, 1, 0xad
    .config
        .dims x
.text
k0:
.skip 256
    v_mov_b32 v136, v130
    v_add_f32 v43, v174, v17
    v_add_f32 v193, v154, v8
    s_endpgm
.p2align 8
k1:
.skip 256
    v_mov_b32 v37, v45
.kcode +
    v_mov_b32 v51, v0
    s_mov_b32 s101, 0
.kcodeend
    s_add_u32 s49, s57, 60
    s_endpgm
