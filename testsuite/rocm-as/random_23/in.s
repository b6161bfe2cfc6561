.format rocm
.arch_minor 5
.eflags 13
.sgprsnum 10
.kernel k0
    .config
        .use_grid_workgroup_count yz
        .pgmrsrc1 0x23ecb45b
        .pgmrsrc3 0x70847ec6
        .reserved_sgprs 85, 67
        .userdatanum 13
        .md_language "c& ! \"", 2, 3
        .spilledvgprs 13
        .arg x, 4, 3, value, i32
        .md_symname "\\c%'c\\_! _b&"
        .md_vgprsnum 143
        .arg ptr_2, "float*", 8, , badkind, i8
    .control_directive
        .fill 128, 1, 0x6c
.kernel k1
    .fkernel
    .config
        .userdatanum 16
        .floatmode 0x130
        .wavefront_size 16
        .private_elem_size 32
        .md_kernarg_segment_size 430
        .md_group_segment_fixed_size 2259
        .arg , "int4", 12, 16, globaloffsetx, i8 pipe
.text
k0:
.skip 256
    v_add_f32 v137, v161, v27
    v_add_f32 v245, v153, v147
    s_nop 6
    s_mov_b32 vcc_lo, s47
    v_add_f32 v62, v94, v141
    v_add_f32 v44, v29, v45
    s_add_u32 s100, s98, 47
    s_add_u32 s2, s16, 19
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    s_nop 0
    v_add_f32 v238, v251, v232
    s_mov_b32 s3, s3
    v_add_f32 v38, v164, v10
    v_add_f32 v113, v155, v18
    s_endpgm
    s_mov_b32 s52, s20
    s_endpgm
.size k1, 31
