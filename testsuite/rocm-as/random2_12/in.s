.rocm
.metadatav3
.eflags 50
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 27, 49, 75, 86
gd1:
.int 56, 22, 16
.gotsym gd0, got_gd0
.global ls0, ls1
ls0 = k1 - gd0
ls1 = k1 + (k1 - gd0)
.kernel k0
    .config
        .userdatanum 16
        .wavefront_size 16
        .vgprsnum 125
        .private_elem_size 8
        .md_sgprsnum 13
        .reqd_work_group_size 242, 170
        .runtime_handle "c"
        .arg a, "image2d_t", 2, 42, queue, i64
        .arg , "uint", 8, 6, globalbuf, short, local
        .arg a, 12, , complact, uint
.kernel k1
    .config
        .dims yz
        .tgsize
        .kernarg_segment_align 16
        .use_debug_enabled
        .kernarg_segment_size 236
        .arg x1, 16, , globaloffsetx, uchar
        .arg buf, "image2d_t", 12, , multigridsyncarg, f64 pipe
.kernel k2
    .config
        .workgroup_fbarrier_count 1293
        .runtime_handle "Z0 @@X1:*a!9"
        .md_group_segment_fixed_size 3506
        .md_language "\t%", 3, 1
        .arg , "image2d_t", 4, , pipe, i64, wronly volatile pipe pipe
.text
k0:
.skip 256
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    s_nop 3
    s_mov_b32 s2, (. - gd1) >> 2
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 s0, s3
    v_add_f32 v22, v240, v155
    s_mov_b32 vcc_lo, s96
    v_mov_b32 v175, v84
    .int . - gd0
    s_nop 2
    .int . - gd0
    s_endpgm
    .int ls0
    .int ls1 - k1
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
