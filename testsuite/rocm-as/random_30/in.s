.format rocm
.llvm10binfmt
.metadatav3
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 15, 78
.global gd1
gd1:
.int 79, 83, 67
gd2:
.int 64
.kernel k0
    .fkernel
    .config
        .kernel_code_prefetch_offset 703
        .default_hsa_features
        .private_elem_size 2
        .kernel_code_prefetch_offset 691
        .kernel_code_prefetch_size 9680
        .vgprsnum 198
        .spilledsgprs 26
        .cws 238
        .md_symname ""
        .fixed_work_group_size 
        .spilledvgprs 57
        .arg x1, 16, , complact, i32
.text
k0:
    s_mov_b32 s97, s49
    s_mov_b32 s77, s11
    s_mov_b32 s17, (. - gd0) >> 2
    v_add_f32 v221, v27, v180
    v_mov_b32 v226, v22
    s_mov_b32 s37, . - gd2
    v_add_f32 v173, v72, v226
    v_mov_b32 v4, v123
    s_endpgm
