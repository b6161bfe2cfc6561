.kernel k0
    .config
        .cws 49, 2, 3
        .useenqueue
        .work_group_size_hint 58, 2
        .dims xy
        .setupargs
        .arg a0, long*, local, volatile
        .arg a1, sampler
        .arg a2, clkevent
    .text
        s_nop 4
        v_mov_b32 v58, v2
        s_nop 2
        s_endpgm
.kernel k1
    .hsaconfig
        .use_grid_workgroup_count xyz
        .cws 12, 5, 4
        .runtime_loader_kernel_symbol 531
        .vgprsnum 95
        .arg a0, "myt", image2d, read_only
        .arg a1, uchar16
        .arg a2, "image2d_t", image2d, read_write
        .arg a3, long8
        .arg a4, int
    .text
        v_add_f32 v13, v1, v2
        s_endpgm
.kernel k2
    .hsaconfig
        .work_group_size_hint 6, 7
        .vectypehint int
        .dims xyz, x
        .exceptions 0x9f
        .arg a0, uint
        .arg a1, uchar
    .control_directive
        .fill 128, 1, 0x5e
    .text
        s_mov_b32 s11, rw1>>32
        v_mov_b32 v46, v14
        v_mov_b32 v52, v15
        s_mov_b32 s15, s26
        s_endpgm
