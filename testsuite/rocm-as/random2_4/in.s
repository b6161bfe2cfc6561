.rocm
.eflags 45
.target ""
.globaldata
gd0:
.int 98, 11, 2, 65
.global ls0, ls1
ls0 = k1 - gd0
ls1 = k1 + (k1 - gd0)
.kernel k0
    .fkernel
    .config
        .floatmode 0xf7
        .private_segment_align 256
        .wavefront_sgpr_count 34
        .max_scratch_backing_memory 9706
        .workgroup_fbarrier_count 4305
        .wavefront_size 2
        .pgmrsrc3 0x59c99ef5
        .use_ordered_append_gds
        .dx10clamp
        .md_wavefront_size 64
        .md_vgprsnum 210
        .md_vgprsnum 8
        .md_private_segment_fixed_size 2197
        .arg buf, "uint", 16, 8, goz, short
        .arg , "int4", 24, , globaloffsetz, short pipe pipe
        .arg , "int4", 12, , gox, i32 const
        .arg a, "int4", 1, , sampler, i32 const
.kernel k1
    .config
        .kernel_code_prefetch_size 746
        .gds_segment_size 5667
        .userdatanum 0
        .debug_wavefront_private_segment_offset_sgpr 95
        .workgroup_fbarrier_count 9732
        .default_hsa_features
        .runtime_handle "c!a\\ 1b\"c"
.kernel k2
    .config
        .private_segment_align 256
        .vgprsnum 227
        .workitem_vgpr_count 198
        .kernarg_segment_align 256
        .userdatanum 15
        .reserved_vgprs 44, 203
        .kernel_code_prefetch_size 7608
        .wavefront_sgpr_count 66
        .workitem_vgpr_count 222
        .reserved_vgprs 142, 205
        .vectypehint uint8
        .arg , "", 24, , globaloffsetz, float pipe
.text
k1:
.skip 256
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    s_add_u32 s3, s78, 43
    v_mov_b32 v14, v74
    s_nop 5
    s_add_u32 s81, s23, 25
    v_mov_b32 v78, v173
    s_mov_b32 s34, s42
    v_mov_b32 v167, v77
    s_endpgm
.p2align 8
k2:
.skip 256
    v_add_f32 v45, v143, v3
    v_add_f32 v85, v190, v168
    s_mov_b32 s42, gd0 - k2
    s_mov_b32 s76, s16
    s_endpgm
    .int ls0
    .int ls1 - k1
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
