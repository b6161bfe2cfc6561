.amd3
.arch_minor 1
.eflags 46
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 73, 26, 23, 19
.gotsym gd0
.kernel k0
    .config
        .floatmode 0xcb
        .use_grid_workgroup_count xyz
        .workgroup_group_segment_size 21740
        .reserved_sgprs 7, 58
        .call_convention 0x96933f0a
        .dims xz
        .workgroup_fbarrier_count 4314
        .use_private_segment_size
        .exceptions 0x2f
        .priority 0
        .wavefront_size 1
        .wavefront_sgpr_count 18
        .md_language "'a", 2, 0
        .arg , "", 2, 58, queue, i64
.kernel k1
    .config
        .reserved_vgprs 134, 200
        .runtime_loader_kernel_symbol 0xc32081c564
        .debug_private_segment_buffer_sgpr 2
        .sgprsnum 95
        .reserved_vgprs 17, 190
        .workitem_vgpr_count 52
.kernel k2
.text
k1:
    v_add_f32 v172, v21, v135
    s_mov_b32 s24, gd0 - k1
    v_add_f32 v151, v83, v108
    s_mov_b32 s59, s33
    s_nop 0
    s_endpgm
.p2align 8
k0:
    s_mov_b32 s81, s5
    v_mov_b32 v148, v198
    s_mov_b32 s61, gd0 - k0
    s_mov_b32 s82, . - gd0
    s_endpgm
.p2align 8
k2:
    s_mov_b32 vcc_lo, s73
    .int . - gd0
    s_mov_b32 s12, s10
    s_mov_b32 s41, s84
    s_mov_b32 vcc_lo, s32
    s_endpgm
