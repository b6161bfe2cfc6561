.rocm
.use_dispatch_ptr
.globaldata
gd0:
.int 24, 62, 39, 91
gd1:
.int 3, 13, 56, 62
.gotsym gd0
.global ls0, ls1
ls0 = k1 - gd0
ls1 = k1 + (k1 - gd0)
.kernel k0
    .config
        .pgmrsrc3 0x86d03886
        .workitem_private_segment_size 81137
        .runtime_loader_kernel_symbol 0x7b43fab473
        .reserved_vgprs 192, 244
        .kernel_code_entry_offset 5443
        .pgmrsrc2 0x1250eeaf
        .use_grid_workgroup_count 
        .wavefront_size 256
        .md_group_segment_fixed_size 4141
        .arg ptr_2, "int4", 2, , value, uchar pipe pipe
        .arg , "image2d_t", 24, 4, badkind, char, private
        .arg n, "image2d_t", 12, , multigridsyncarg, long
.kernel k1
    .config
        .md_wavefront_size 64
        .max_flat_work_group_size 391
        .arg buf, 4, 8, image, long pipe
        .arg a, "image2d_t", 2, , gox, u8
        .arg ptr_2, "uint", 24, , badkind, i8 pipe volatile
        .arg buf, "float*", 4, , globaloffsetz, i16
    .control_directive
        .fill 128, 1, 0xe8
.kernel k2
    .config
        .md_private_segment_fixed_size 4692
        .md_kernarg_segment_size 231
        .md_kernarg_segment_align 4
        .fixed_work_group_size 121
        .arg a, "", 12, 8, globaloffsetx, i16 volatile pipe pipe
        .arg , "image2d_t", 24, , none, struct const
        .arg a, 2, , queue, int volatile const
        .arg n, "uint", 12, , dynshptr, u32, 1, generic
        .arg buf, "float*", 2, 16, value, int restrict pipe volatile
.text
k2:
.skip 256
    s_nop 3
    v_mov_b32 v235, v112
    s_mov_b32 s2, s97
    .int gd0 - k2
    v_mov_b32 v233, v220
    s_mov_b32 vcc_lo, s95
    s_endpgm
.p2align 8
k0:
    .fkernel
.skip 256
    s_mov_b32 s59, gd1 - .
    s_endpgm
.p2align 8
k1:
.skip 256
    .int gd0 - k1
    v_add_f32 v106, v156, v140
    s_nop 4
    .int gd1 - k1
    .int gd0 - k1
    v_mov_b32 v167, v227
    v_add_f32 v146, v153, v100
    v_add_f32 v171, v196, v242
    s_endpgm
    .int ls0
    .int ls1 - k1
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
.size k0, 0
.section .comment
.ascii "X*@:"
