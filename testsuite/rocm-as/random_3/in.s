.format rocm
.newbinfmt
.arch_stepping 2
.eflags 25
.printf 2, 2, "_"
.kernel k0
    .config
        .workgroup_fbarrier_count 2243
        .max_scratch_backing_memory 8770
        .gds_segment_size 6961
        .codeversion 1, 1
        .debug_private_segment_buffer_sgpr 62
        .debug_wavefront_private_segment_offset_sgpr 90
        .pgmrsrc3 0xb4adbd8a
        .kernarg_segment_size 280
        .wavefront_size 32
        .md_sgprsnum 43
        .md_kernarg_segment_align 16
        .arg n, "image2d_t", 16, 1, goy, char
        .arg ptr_2, "image2d_t", 4, , globaloffsety, float
.kernel k1
    .fkernel
    .config
        .vgprsnum 126
        .debug_private_segment_buffer_sgpr 36
        .pgmrsrc2 0xa6d3b45a
        .workitem_vgpr_count 35
        .md_kernarg_segment_size 417
        .md_sgprsnum 6
        .md_language "Z\\ZX:@@%X*\" "
        .arg a, "", 4, , dynshptr, f64, 4, local
        .arg x1, "image2d_t", 1, , pipe, long, read_only
        .arg buf, "image2d_t", 2, , value, double
        .arg buf, "float*", 4, 4, goy, i16
.text
.global k0
k0:
.skip 256
    s_mov_b32 vcc_lo, s1
    v_add_f32 v56, v198, v88
    s_mov_b32 s91, s6
    s_mov_b32 s99, s39
    s_add_u32 s43, s79, 45
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v116, v125, v127
    v_mov_b32 v28, v21
    s_endpgm
