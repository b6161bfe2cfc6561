.metadatav3
.kernel k0
    .config
        .debug_private_segment_buffer_sgpr 103
        .machine 13, 13, 15, 12
        .debug_private_segment_buffer_sgpr 86
        .dims 
        .codeversion 3, 2
        .kernarg_segment_size 991
        .arg a, "image2d_t", 16, , goy, u32 pipe
.kernel k1
    .config
        .group_segment_fixed_size 22229
        .kernel_code_prefetch_offset 1678
        .wavefront_sgpr_count 3
        .dims xz
        .sgprsnum 64
        .pgmrsrc1 0x3ec67688
        .arg ptr_2, "uint", 4, , sampler, f16 restrict volatile restrict
.kernel k2
.text
k0:
    s_nop 7
    v_mov_b32 v54, v84
    s_add_u32 s97, s76, 5
    v_add_f32 v14, v105, v144
    s_mov_b32 s93, s25
    s_endpgm
.p2align 8
.global k1
k1:
    v_add_f32 v55, v133, v217
    s_nop 2
    s_cbranch_scc1 (k1 - gd1) + gd1
    s_endpgm
.p2align 8
.global k2
k2:
    s_endpgm
