.rocm
.arch_stepping 6
.eflags 31
.kernel k0
    .fkernel
    .config
        .max_scratch_backing_memory 1737
        .dims x
        .workgroup_fbarrier_count 9938
        .codeversion 0, 3
        .private_elem_size 8
        .privmode
        .vgprsnum 55
        .kernarg_segment_size 439
.kernel k1
    .config
        .call_convention 0xace494f9
        .sgprsnum 34
        .call_convention 0xc618efd7
        .pgmrsrc3 0x542049f2
        .runtime_loader_kernel_symbol 0x8a34cac305
        .private_segment_fixed_size 87110
        .runtime_loader_kernel_symbol 0xa420324070
        .dx10clamp
        .gds_segment_size 9884
        .private_elem_size 8
        .vgprsnum 47
        .md_group_segment_fixed_size 2116
        .md_vgprsnum 167
        .spilledsgprs 64
        .arg a, "", 1, , goz, i8
.kernel k2
    .config
        .priority 1
        .gds_segment_size 6659
        .kernel_code_entry_offset 512
        .machine 11, 7, 17, 1
        .priority 3
        .reserved_sgprs 80, 97
        .default_hsa_features
        .dx10clamp
        .arg a, "uint", 16, , printfbuf, char
        .arg buf, "image2d_t", 8, 1, sampler, half pipe
        .arg x1, 2, , goz, u32 restrict volatile restrict
.text
k1:
.skip 256
    v_mov_b32 v182, v114
    s_add_u32 s0, s67, 27
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    v_add_f32 v76, v154, v230
    v_mov_b32 v167, v223
    v_mov_b32 v167, v116
    v_add_f32 v148, v110, v191
    v_add_f32 v172, v67, v38
    s_mov_b32 s6, s98
    s_endpgm
.p2align 8
.global k2
k2:
.skip 256
    v_add_f32 v32, v250, v109
    s_add_u32 s34, s68, 44
    s_mov_b32 vcc_lo, s68
    v_add_f32 v231, v31, v140
    s_mov_b32 vcc_lo, s66
    s_mov_b32 s32, s37
    v_add_f32 v156, v143, v139
    s_endpgm
.section .myextra
.byte 1, 2, 3
