.rocm
.arch_minor 3
.target "x"
.kernel k0
    .fkernel
    .config
        .kernel_code_prefetch_size 9269
        .kernarg_segment_align 256
        .debug_private_segment_buffer_sgpr 85
        .pgmrsrc2 0x53545144
        .reserved_vgprs 131, 237
        .pgmrsrc2 0x8ee23575
        .dims z
        .pgmrsrc2 0x49b0d1e5
        .wavefront_size 1
        .reserved_vgprs 85, 195
        .kernel_code_prefetch_offset 8743
        .use_grid_workgroup_count 
        .md_private_segment_fixed_size 4648
        .arg n, 8, 4, image, float, read_only, rdwr
.text
k0:
.skip 256
    s_nop 7
    v_mov_b32 v76, v122
    v_add_f32 v118, v50, v75
    s_mov_b32 s18, s52
    v_add_f32 v72, v251, v220
    v_add_f32 v38, v6, v254
    s_endpgm
