.metadatav3
.kernel k0
    .fkernel
    .config
        .work_group_size_hint , 90
        .md_kernarg_segment_align 4
        .md_kernarg_segment_size 70
        .md_kernarg_segment_align 16
        .spilledvgprs 84
        .arg n, "uint", 4, , complact, f32
        .arg n, "image2d_t", 16, , globalbuf, float, local, write_only restrict const
        .arg ptr_2, 4, 62, none, uchar
        .arg x1, "uint", 2, 30, queue, i8
        .arg ptr_2, 24, , pipe, u32, wronly, rdwr volatile
.kernel k1
    .fkernel
.kernel k2
    .config
        .wavefront_size 256
        .reserved_vgprs 123, 244
        .workitem_vgpr_count 98
        .max_scratch_backing_memory 3360
        .kernarg_segment_size 582
        .codeversion 0, 0
        .max_scratch_backing_memory 3902
        .vgprsnum 29
        .arg a, "int4", 1, , goz, i16
.text
k2:
    s_mov_b32 s1, s80
    s_mov_b32 vcc_lo, s37
    s_mov_b32 s100, s9
    v_add_f32 v46, v32, v37
    s_mov_b32 s71, s76
    s_mov_b32 s2, gd0 - k2
    v_mov_b32 v129, v38
    s_endpgm
.p2align 8
k1:
    s_endpgm
.p2align 8
.global k0
k0:
    s_mov_b32 s44, (. - gd1) >> 2
    .int gd0 - k0
    v_mov_b32 v61, v65
    s_mov_b32 s51, s30
    s_nop 0
    .int (gd1 - .)*3
    s_add_u32 s28, s3, 41
    v_add_f32 v19, v9, v16
    s_endpgm
