.globaldata
.global gd0
gd0: .int 833,249
.global gd1
gd1: .int 444,990,673
.p2align 1
.global gd2
gd2: .int 977
.global gd3
gd3: .int 871,128,12
.p2align 4
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 56,91,135,107,39
.kernel k0
    .hsaconfig
        .use_ordered_append_gds
        .use_private_segment_buffer
        .dims x, xy
        .debug_private_segment_buffer_sgpr 87
        .dx10clamp
        .use_ptr64
        .pgmrsrc1 0xc31e
        .cws 34, 8, 2
        .default_hsa_features
        .sgprsnum 99
        .vectypehint int
        .setupargs
        .arg a0, "image2d_t", image1d_buffer, 
        .arg a1, char
        .arg a2, double*, global, const restrict, rdonly
    .text
        v_mov_b32 v59, v15
        v_mov_b32 v36, v14
        s_mov_b32 s25, s1
        v_mov_b32 v6, gd3>>32
        s_endpgm
.kernel k1
    .config
        .dims x
        .work_group_size_hint 27, 3
        .vectypehint float4
        .pgmrsrc2 0x893bf4
        .usesetup
        .setupargs
        .arg a0, uchar
        .arg a1, char4
        .arg a2, long*, local, const restrict
    .text
        v_mov_b32 v7, (gd2+4)&0xffffffff
        s_mov_b32 s16, gd0%%0x100000000
        s_nop 2
        v_mov_b32 v93, v6
        s_mov_b32 s10, s27
        s_mov_b32 s3, s34
        s_endpgm
