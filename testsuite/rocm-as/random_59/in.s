.format rocm
.newbinfmt
.eflags 19
.globaldata
.global gd0
gd0:
.int 50, 28, 86, 58
.global gd1
gd1:
.int 3, 70
.global gd2
gd2:
.int 42, 89, 16, 47
.kernel k0
    .config
        .md_kernarg_segment_align 8
        .runtime_handle "Y-Z\\!Z"
.kernel k1
    .config
        .wavefront_sgpr_count 35
        .use_grid_workgroup_count x
        .gds_segment_size 9289
        .group_segment_fixed_size 17755
        .max_scratch_backing_memory 4096
        .runtime_loader_kernel_symbol 0x670816a58e
        .max_flat_work_group_size 819
        .md_kernarg_segment_align 4
        .arg n, "", 4, 4, queue, long
        .arg buf, "", 2, , badkind, ulong, wronly, rdonly const
.text
k1:
.skip 256
    v_mov_b32 v194, v67
    s_add_u32 s87, s6, 47
    v_mov_b32 v118, v223
    s_mov_b32 s84, s27
    s_nop 2
    v_mov_b32 v100, v217
    s_endpgm
.p2align 8
k0:
.skip 256
    .int . - gd1
    v_add_f32 v137, v39, v173
    s_nop 1
    s_mov_b32 vcc_lo, s96
    s_add_u32 s43, s47, 39
    s_endpgm
