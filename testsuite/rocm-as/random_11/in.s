.rocm
.nosectdiffs
.arch_minor 8
.arch_stepping 6
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.metadata
.ascii "'_%XaX\"\t%'0"
.globaldata
.global gd0
gd0:
.int 88, 36, 44, 71
.global gd1
gd1:
.int 80
gd2:
.int 12, 56
.kernel k0
    .config
        .kernel_code_entry_offset 7956
        .runtime_loader_kernel_symbol 0x8c2389a2ac
        .group_segment_align 64
        .pgmrsrc3 0x846a0c86
        .debug_private_segment_buffer_sgpr 94
        .exceptions 0x27
        .dims xy, z
        .default_hsa_features
.kernel k1
    .fkernel
    .config
        .reserved_vgprs 10, 48
        .debugmode
        .default_hsa_features
        .debug_wavefront_private_segment_offset_sgpr 8
        .group_segment_align 256
        .workgroup_fbarrier_count 1818
        .gds_segment_size 2782
.kernel k2
    .fkernel
    .config
        .call_convention 0xfbc0ba8e
        .use_private_segment_buffer
.text
.global k0
k0:
.skip 256
    v_add_f32 v162, v52, v7
    s_add_u32 s21, s41, 26
    s_nop 5
    v_mov_b32 v146, v91
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    s_add_u32 s25, s83, 2
    v_mov_b32 v110, v90
    s_add_u32 s26, s76, 41
    s_add_u32 s75, s42, 25
    s_endpgm
.p2align 8
.global k2
k2:
.skip 256
    v_add_f32 v111, v137, v36
    v_mov_b32 v74, v108
    s_endpgm
