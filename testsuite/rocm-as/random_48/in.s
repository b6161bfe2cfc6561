.format rocm
.newbinfmt
.kernel k0
    .fkernel
    .config
        .machine 13, 17, 5, 20
        .use_dispatch_id
        .kernarg_segment_size 673
        .default_hsa_features
        .kernel_code_prefetch_size 5321
        .debug_private_segment_buffer_sgpr 61
        .kernel_code_entry_offset 512
        .use_grid_workgroup_count z
        .workgroup_group_segment_size 7008
        .vectypehint d_x
        .md_group_segment_fixed_size 391
        .runtime_handle "%:\t9!bX9Z\""
        .md_symname "*c&YbX*9"
        .fixed_work_group_size 197, 42
        .arg x1, 8, , complact, u64 restrict restrict restrict
        .arg a, "image2d_t", 24, 8, defqueue, i16
        .arg ptr_2, "uint", 2, , defqueue, u64 pipe const const
        .arg a, 24, , dynshptr, ushort, 4, region
.text
k0:
.skip 256
    s_mov_b32 vcc_lo, s69
    v_add_f32 v217, v109, v233
    s_nop 0
    s_endpgm
