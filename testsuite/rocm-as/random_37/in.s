.rocm
.newbinfmt
.target "x"
.globaldata
gd0:
.int 48, 67
.gotsym gd0, got_gd0
.kernel k0
    .config
        .machine 5, 7, 11, 10
        .userdatanum 3
        .scratchbuffer 92733
        .md_symname "\t0Z\"Y*a@\\'Z"
        .md_kernarg_segment_align 32
        .runtime_handle "\taZ_0\"\\_\xb0"
        .arg , "float*", 4, 4, dynshptr, u64, 16, global
        .arg n, "image2d_t", 12, , image, f32, read_only const
        .arg ptr_2, "image2d_t", 1, , image, u16, read_only, default pipe volatile
        .arg , "image2d_t", 2, 1, defqueue, i8 volatile pipe volatile
        .arg a, "image2d_t", 16, 2, globaloffsetz, f16 restrict
.text
k0:
.skip 256
    s_add_u32 s30, s90, 11
    s_mov_b32 vcc_lo, s24
    s_mov_b32 vcc_lo, s21
    s_endpgm
