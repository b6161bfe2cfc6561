.format rocm
.llvm10binfmt
.metadatav3
.arch_stepping 7
.globaldata
.fill 128, 1, 0
.global gd0
gd0:
.int 19
.global gd1
gd1:
.int 44, 31
.gotsym gd1
.global ls0, ls1
ls0 = k0 - gd0
ls1 = k0 + (k0 - gd0)
.kernel k0
    .config
        .sgprsnum 59
        .md_wavefront_size 128
        .arg buf, "int4", 2, 62, goz, ulong
        .arg , 12, , globaloffsetz, u64
        .arg a, "image2d_t", 24, , image, double
        .arg x1, 2, , defqueue, ushort pipe
        .arg buf, "image2d_t", 1, 8, globaloffsetx, ushort
.kernel k1
    .config
        .dims y, y
        .default_hsa_features
        .pgmrsrc1 0xa07b5029
        .pgmrsrc1 0xb00b2087
        .reserved_sgprs 87, 90
        .floatmode 0xd8
        .runtime_loader_kernel_symbol 0x8c0a563ef7
        .kernel_code_prefetch_offset 8023
        .vgprsnum 172
        .md_wavefront_size 64
        .arg x1, "", 16, , queue, f16
        .arg a, "int4", 2, , multigridsyncarg, i32 restrict volatile volatile
        .arg buf, "uint", 12, 46, complact, float restrict restrict const
.text
.global k0
k1:
    s_mov_b32 vcc_lo, s98
    s_endpgm
.p2align 8
k0:
    v_mov_b32 v215, v118
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
