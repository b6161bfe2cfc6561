.rocm
.metadatav3
.eflags 15
.md_version 3, 0
.globaldata
.fill 192, 1, 0
gd0:
.int 59, 29, 24
.global gd1
gd1:
.int 51, 80, 0
.gotsym gd1, got_gd1
.kernel k0
    .config
        .wavefront_size 256
        .vgprsnum 65
        .priority 3
        .wavefront_size 128
        .kernel_code_prefetch_offset 5715
        .call_convention 0x1bdb8a5a
        .use_grid_workgroup_count xz
        .md_kernarg_segment_align 8
        .vectypehint d_x
        .arg buf, "uint", 24, , value, short const const const
.kernel k1
    .config
        .sgprsnum 80
        .call_convention 0x6ce2dea0
        .runtime_loader_kernel_symbol 0x3e1d3cddd7
        .gds_segment_size 7227
        .default_hsa_features
        .md_wavefront_size 128
        .spilledvgprs 0
        .md_symname " "
        .arg buf, "image2d_t", 4, , none, ushort volatile
        .arg ptr_2, "float*", 4, , gox, u64
        .arg n, "float*", 16, , gox, i32
        .arg , "int4", 4, 6, globaloffsety, char
        .arg x1, 12, , globaloffsetz, i64 volatile volatile const
.kernel k2
    .fkernel
    .config
        .call_convention 0xdbee94a1
        .wavefront_sgpr_count 26
        .userdatanum 1
        .machine 3, 14, 17, 19
        .kernel_code_prefetch_size 6418
        .wavefront_size 32
        .md_group_segment_fixed_size 1587
        .spilledsgprs 67
        .arg n, "int4", 1, , image, u16 volatile const
.text
k0:
.skip 256
    s_add_u32 s23, s24, 56
    s_mov_b32 s90, . - gd1
    s_mov_b32 s75, (gd0 - .) & 0xffff
    s_mov_b32 s43, gd0 - .
    s_mov_b32 vcc_lo, s55
    s_nop 5
    s_endpgm
.p2align 8
k2:
.skip 256
    s_add_u32 s99, s44, 50
    .int . - gd0
    s_endpgm
.p2align 8
k1:
.skip 256
    s_add_u32 s5, s18, 28
    s_mov_b32 s70, s31
    s_mov_b32 s38, gd1 - .
    s_mov_b32 s60, s66
    s_add_u32 s100, s72, 13
    s_cbranch_scc1 2*k1 - gd1
    s_endpgm
