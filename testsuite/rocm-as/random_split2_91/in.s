.rocm
.llvm10binfmt
.md_version 0, 3
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 1, 80
.global gd1
gd1:
.int 71, 57
.global gd2
gd2:
.int 6, 97, 22, 28
.gotsym gd1, got_gd0
.global ls0, ls1
ls0 = k0 - gd2
ls1 = k0 + (k0 - gd2)

.text
.p2align 8
.kernel k0
    .config
        .pgmrsrc3 0xef8d7c48
        .gds_segment_size 3230
        .kernarg_segment_size 571
        .use_grid_workgroup_count x
        .dims xy
        .md_vgprsnum 128
        .max_flat_work_group_size 864

.text
.p2align 8
.text
.global k0
k0:
.skip 256
    v_mov_b32 v247, v29
    s_mov_b32 vcc_lo, s24
    v_add_f32 v221, v203, v100
    v_mov_b32 v66, v174
    s_nop 5
    s_mov_b32 s49, s8
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
.global gd1
.size gd1, 6
