.rocm
.printf 1, 8, 4, "Y:"
.printf , 8, "X! :%%a:Z@"
.kernel k0
    .config
        .use_grid_workgroup_count z
        .runtime_loader_kernel_symbol 0xb95602071d
        .pgmrsrc1 0x7b8e7da8
        .floatmode 0x9d
        .tgsize
        .wavefront_size 64
        .use_grid_workgroup_count xyz
        .group_segment_fixed_size 17927
        .dims x
        .priority 3
        .md_language "&%*c%-%9@1\t", 3, 1
        .max_flat_work_group_size 340
        .arg x1, "float*", 1, , queue, uchar
        .arg , "", 8, 1, dynshptr, half, 1, local
        .arg buf, "", 4, , sampler, f64 const
.kernel k1
    .config
        .debug_wavefront_private_segment_offset_sgpr 23
        .kernarg_segment_size 717
        .debug_private_segment_buffer_sgpr 101
        .kernel_code_prefetch_size 1803
        .vectypehint uint8
        .md_kernarg_segment_size 488
        .md_vgprsnum 13
        .vectypehint d_x
        .max_flat_work_group_size 879

.text
.p2align 8
.text
.global k1
k1:
.skip 256
    s_add_u32 s9, s29, 52
    s_mov_b32 s76, s3
    v_add_f32 v171, v160, v125
    s_add_u32 s98, s13, 48
    s_add_u32 s79, s57, 7
    s_add_u32 s27, s48, 20
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v117, v164, v113
    s_add_u32 s66, s58, 42
    v_mov_b32 v236, v164
    v_add_f32 v233, v57, v26
    s_mov_b32 s9, s70
    v_add_f32 v41, v100, v14
    v_add_f32 v254, v114, v118
    s_mov_b32 vcc_lo, s23
    s_endpgm
