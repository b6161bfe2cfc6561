.amd3
.arch_stepping 6
.globaldata
.fill 128, 1, 0
.kernel k0
    .config
        .reserved_sgprs 100, 101
        .dx10clamp
        .machine 15, 13, 18, 16
        .kernarg_segment_size 934
        .vgprsnum 137
        .md_wavefront_size 32
        .md_kernarg_segment_size 316
        .md_wavefront_size 64
        .md_wavefront_size 128
        .spilledsgprs 0
        .arg buf, "int4", 8, , dynshptr, f32, 16, constant volatile const const
        .arg ptr_2, "float*", 8, 57, printfbuf, char
.kernel k1
    .config
        .workgroup_fbarrier_count 3744
        .kernel_code_prefetch_offset 4898
        .dims xyz, x
        .userdatanum 14
        .md_language "X%", 2, 3
        .max_flat_work_group_size 886
        .md_kernarg_segment_size 265
        .md_sgprsnum 99
        .arg a, "uint", 24, , sampler, uint
.text
.global k1
k1:
    s_mov_b32 s62, s45
    v_add_f32 v49, v161, v134
    v_mov_b32 v49, v191
    v_mov_b32 v47, v61
    s_nop 7
    s_add_u32 s57, s49, 39
    s_endpgm
.p2align 8
.global k0
k0:
    v_add_f32 v133, v32, v220
    v_add_f32 v218, v114, v81
    s_endpgm
.section .myextra
.byte 1, 2, 3
