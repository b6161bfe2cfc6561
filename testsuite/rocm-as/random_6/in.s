.amd3
.tripple "t"
.globaldata
.fill 64, 1, 0
gd0:
.int 59, 77
gd1:
.int 4
gd2:
.int 48, 64, 48
.gotsym gd2
.kernel k0
    .config
        .max_scratch_backing_memory 3911
        .use_grid_workgroup_count 
        .default_hsa_features
        .sgprsnum 7
        .kernel_code_prefetch_offset 3675
        .kernarg_segment_size 697
        .max_scratch_backing_memory 9488
        .pgmrsrc2 0x358d85e7
        .floatmode 0xec
        .kernel_code_prefetch_offset 2439
        .vgprsnum 124
        .md_private_segment_fixed_size 4767
        .md_kernarg_segment_align 16
        .md_group_segment_fixed_size 2980
        .arg a, "image2d_t", 1, 4, queue, i8 volatile restrict restrict
        .arg buf, "int4", 12, , defqueue, struct
        .arg n, "float*", 2, , none, char
        .arg , "uint", 16, , pipe, f32, rdwr, read_write pipe volatile
.text
k0:
    s_add_u32 s58, s13, 12
    s_mov_b32 vcc_lo, s82
    s_nop 0
    s_endpgm
