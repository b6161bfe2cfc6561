.amd3
.nosectdiffs
.target ""
.globaldata
.fill 192, 1, 0
.kernel k0
    .config
        .kernel_code_prefetch_offset 4915
        .wavefront_size 64
        .spilledvgprs 35
        .vectypehint float4
        .md_group_segment_fixed_size 882
        .arg x1, "int4", 24, , image, ushort
        .arg x1, "uint", 4, , defqueue, long
        .arg x1, 8, , defqueue, ulong
        .arg x1, "uint", 12, , multigridsyncarg, half
.kernel k1
    .config
        .use_private_segment_buffer
        .codeversion 2, 0
        .private_segment_align 16
        .floatmode 0x34
        .pgmrsrc1 0xafdc7a85
        .kernarg_segment_align 32
        .kernarg_segment_size 148
        .use_dynamic_call_stack
        .priority 1
        .priority 0
        .reserved_sgprs 41, 48
        .md_group_segment_fixed_size 2248
        .reqd_work_group_size 56, 
        .vectypehint d_x
        .md_vgprsnum 85
        .arg ptr_2, 4, 4, goz, short
.kernel k2
    .config
        .reserved_sgprs 37, 104
        .exceptions 0x5
        .userdatanum 7
        .pgmrsrc3 0x263339ab
        .use_grid_workgroup_count 
        .localsize 13205
        .md_group_segment_fixed_size 4552
        .md_kernarg_segment_size 12
        .arg n, "float*", 1, , globaloffsetx, i8
.text
k2:
    s_nop 2
    v_add_f32 v67, v125, v182
    v_add_f32 v2, v24, v139
    s_add_u32 s101, s72, 12
    s_endpgm
.p2align 8
k1:
    v_mov_b32 v41, v143
    v_add_f32 v177, v192, v147
    v_mov_b32 v235, v115
    s_mov_b32 s31, s7
    s_endpgm
.p2align 8
.wave32
.global k0
k0:
    v_add_f32 v237, v182, v181
    v_mov_b32 v188, v28
    v_add_co_u32 v0, vcc_lo, v1, v2
    v_add_f32 v19, v126, v19
    v_add_f32 v63, v116, v33
    v_mov_b32 v165, v210
    v_mov_b32 v97, v246
    s_endpgm
