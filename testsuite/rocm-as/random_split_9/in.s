.rocm
.arch_minor 0
.eflags 10
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 0
.printf 2, "1c\tX0\t"
.printf 1, 8, 1, "9\"10Z!YaZ_Y"

.text
.p2align 8
.globaldata
.global gd0
gd0:
.int 92, 16, 92
.global gd1
gd1:
.int 85, 33, 35, 25
.gotsym gd0

.text
.p2align 8
.kernel k0
    .config
        .private_elem_size 16
        .gds_segment_size 7571
        .workitem_private_segment_size 84313
        .ieeemode
        .pgmrsrc3 0x1073ac34
        .kernel_code_prefetch_offset 9833
        .default_hsa_features
        .arg x1, "int4", 1, 4, goz, int const restrict pipe
        .arg , "", 8, , image, int, rdonly restrict volatile const
        .arg , 2, , pipe, u16, read_write, read_write

.text
.p2align 8
.text
k0:
.skip 256
    s_mov_b32 s77, s65
    v_mov_b32 v82, v184
    s_add_u32 s41, s95, 5
    v_add_f32 v79, v65, v238
    s_endpgm
