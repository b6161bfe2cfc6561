.format rocm
.md_version 0, 0
.globaldata
.global gd0
gd0:
.int 62, 9, 65, 87
gd1:
.int 21
.global gd2
gd2:
.int 82, 64
.kernel k0
    .config
        .md_wavefront_size 32
        .md_language "'0*&1:&Zcb", 0, 3
        .md_group_segment_fixed_size 900
        .reqd_work_group_size 106, 244, 44
        .arg buf, "int4", 4, 16, gox, u32 restrict pipe
.kernel k1
    .fkernel
    .config
        .workgroup_fbarrier_count 1446
        .priority 0
        .kernel_code_prefetch_offset 9341
        .pgmrsrc3 0xef33b
        .codeversion 0, 1
        .runtime_handle "1ZZ\\1Zb& 11%"
        .vectypehint half16
        .arg buf, 8, , pipe, long
        .arg buf, "", 8, , complact, int const pipe
        .arg x1, "float*", 16, 16, pipe, half, rdonly const
        .arg , "float*", 12, , defqueue, u8
        .arg n, "", 8, 8, pipe, double
.text
k1:
.skip 256
    s_mov_b32 s25, s55
    s_mov_b32 s80, . - gd2
    v_add_f32 v4, v28, v118
    s_mov_b32 s28, s79
    s_nop 1
    s_add_u32 s83, s86, 55
    v_mov_b32 v162, v59
    v_add_f32 v15, v249, v57
    s_endpgm
.p2align 8
k0:
.skip 256
    s_mov_b32 s101, . - gd1
    s_add_u32 s70, s38, 2
    v_add_f32 v62, v25, v66
    s_mov_b32 s101, s9
    s_endpgm
.size gd1, 67
