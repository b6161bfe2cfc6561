.format rocm
.newbinfmt
.arch_stepping 0
.tripple "t"
.arg x, 4, , value, i32
.sgprsnum 10
.globaldata
.kernel k0
    .config
        .runtime_loader_kernel_symbol 0x93ebe7c40
        .arg buf, 16, 2, none, double
        .arg x1, "uint", 1, , goy, float pipe const
.kernel k1
    .fkernel
    .config
        .pgmrsrc2 0xd583134c
        .runtime_loader_kernel_symbol 0x426fd1443b
        .default_hsa_features
        .workitem_vgpr_count 109
        .dims z, 
        .workgroup_fbarrier_count 9634
        .md_private_segment_fixed_size 3593
        .md_wavefront_size 32
        .arg ptr_2, "image2d_t", 12, 8, none, f16
        .arg n, "int4", 4, , badkind, ulong
        .arg buf, 4, , printfbuf, half pipe restrict
.kernel k2
    .config
        .use_grid_workgroup_count xyz
        .codeversion 0, 3
        .exceptions 0x64
        .use_ordered_append_gds
        .floatmode 0x9b
        .max_scratch_backing_memory 7548
        .md_vgprsnum 81
        .runtime_handle "@&\\1aZ%0Z"
        .md_group_segment_fixed_size 2157
        .md_vgprsnum 160
        .arg buf, "float*", 24, , defqueue, i8
        .arg , 1, , badkind, long
        .arg buf, "int4", 12, , none, short
    .control_directive
        .fill 128, 1, 0xcb
    .config
        .dims x
.text
k1:
.skip 256
    s_nop 3
    v_add_f32 v44, v112, v243
    v_add_f32 v10, v171, v197
    s_nop 0
    s_add_u32 s19, s89, 16
    s_endpgm
.p2align 8
k0:
.skip 256
    .target x
    v_add_f32 v88, v189, v218
    v_mov_b32 v53, v48
    v_add_f32 v36, v126, v114
    v_add_f32 v30, v93, v170
    v_mov_b32 v10, v85
    s_add_u32 s84, s67, 27
    v_add_f32 v250, v224, v175
    s_endpgm
.p2align 8
k2:
.skip 256
    s_nop 3
    v_add_f32 v229, v71, v115
    s_mov_b32 s17, s10
    v_add_f32 v82, v134, v207
    s_nop 1
    v_mov_b32 v244, v236
    s_nop 5
    s_nop 1
    s_endpgm
.section .myextra
.byte 1, 2, 3
