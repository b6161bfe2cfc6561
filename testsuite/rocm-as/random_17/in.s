.rocm
.eflags 30
.target ""
.tripple "t"
.md_version 0, 3
.kernel k0
    .fkernel
    .config
        .private_elem_size 8
        .floatmode 0x31
        .runtime_loader_kernel_symbol 0xb0bf3fda6b
        .wavefront_sgpr_count 8
        .wavefront_sgpr_count 31
        .use_ordered_append_gds
        .default_hsa_features
        .md_sgprsnum 13
        .md_private_segment_fixed_size 3934
        .arg ptr_2, 12, , globalbuf, i8, constant, wronly volatile volatile const
        .arg buf, 1, 8, complact, i32 restrict
        .arg a, "uint", 16, , defqueue, long
        .arg x1, "int4", 1, , sampler, double
        .arg n, "", 12, 1, none, uchar restrict pipe
.kernel k1
    .config
        .workgroup_fbarrier_count 1257
        .wavefront_sgpr_count 32
        .use_grid_workgroup_count x
        .arg a, 16, , gox, ulong
        .arg ptr_2, "uint", 24, , queue, i64 restrict const
.text
.global k0
k0:
.nowave32
.skip 256
    s_add_u32 s8, s34, 1
    s_mov_b32 s58, s77
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v152, v255, v226
    v_mov_b32 v161, v152
    s_nop 2
    v_add_f32 v184, v181, v75
    v_add_f32 v225, v128, v251
    s_endpgm
