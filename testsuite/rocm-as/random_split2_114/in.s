.format rocm
.nosectdiffs
.target "x"
.metadata
.ascii "!_b&\":%_* 0"

.text
.p2align 8
.nosectdiffs
.kernel k0
    .config
        .reserved_vgprs 30, 225
        .use_grid_workgroup_count y
        .dims xyz, y
        .max_scratch_backing_memory 7388
        .workitem_vgpr_count 18
        .runtime_loader_kernel_symbol 0x2ccd851fca
        .default_hsa_features
    .control_directive
        .fill 128, 1, 0xeb
    .config
        .dims x

.text
.p2align 8
.nosectdiffs
.text
.global k0
k0:
.skip 256
    v_add_f32 v17, v119, v244
    v_add_f32 v85, v171, v16
    v_add_f32 v103, v159, v45
    s_add_u32 s97, s29, 15
    v_add_f32 v35, v19, v233
    v_add_f32 v57, v40, v153
    s_add_u32 s9, s78, 41
    s_endpgm
