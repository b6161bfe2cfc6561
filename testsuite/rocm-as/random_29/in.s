.format rocm
.newbinfmt
.arch_minor 0
.tripple "t"
.printf 4, 1, "_1\t c\\%"
.printf , 4, 2, 1, ":& "
.printf , 4, 2, 8, "c19@\t!"
.kernel k0
    .config
        .codeversion 3, 1
        .kernel_code_prefetch_offset 2194
        .reserved_vgprs 157, 246
        .sgprsnum 37
        .workgroup_group_segment_size 8800
        .scratchbuffer 60304
        .codeversion 1, 1
        .runtime_handle ""
        .md_vgprsnum 210
        .md_private_segment_fixed_size 3959
.kernel k1
    .config
        .gds_segment_size 4365
        .dims yz
        .workgroup_group_segment_size 240
        .group_segment_fixed_size 28854
        .runtime_handle "a* a!Y'"
        .md_group_segment_fixed_size 5000
        .md_language "-&&a%c& :* *", 3, 3
        .cws 191, 252, 128
        .arg x1, "uint", 12, , complact, uchar
        .arg x1, "image2d_t", 12, , gox, f64
.kernel k2
    .config
        .floatmode 0x80
        .tgsize
        .work_group_size_hint 202
        .arg buf, "float*", 4, , globaloffsetx, i8
        .arg n, "uint", 1, , none, u64
.text
.global k1
k1:
.skip 256
    v_add_f32 v18, v71, v238
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    v_add_f32 v49, v207, v144
    s_mov_b32 vcc_lo, s84
    v_add_f32 v95, v255, v247
    s_mov_b32 vcc_lo, s94
    s_mov_b32 s16, s82
    v_add_f32 v188, v206, v186
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 s5, s60
    s_nop 7
    s_mov_b32 vcc_lo, s48
    s_mov_b32 s64, s31
    s_endpgm
