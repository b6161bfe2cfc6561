.amd3
.printf , 1, 8, 8, "Y09a@&1"
.printf , 8, 2, 4, "9Y_'&9':_Y"
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 63
.global gd1
gd1:
.int 15, 25
.kernel k0
    .config
        .wavefront_size 32
        .gds_segment_size 3800
        .privmode
        .cws 135, 
        .spilledsgprs 67
        .md_vgprsnum 206
        .md_kernarg_segment_size 216
        .md_wavefront_size 32
        .arg ptr_2, 16, , complact, i16
        .arg ptr_2, 2, , globalbuf, uint, region, rdonly
        .arg a, "float*", 16, , goz, u32 const restrict restrict
.kernel k1
    .config
        .use_grid_workgroup_count yz
        .vgprsnum 246
        .debug_private_segment_buffer_sgpr 101
        .kernel_code_prefetch_offset 4132
        .codeversion 0, 0
        .vgprsnum 231
        .workgroup_fbarrier_count 9463
        .kernel_code_entry_offset 3800
        .gds_segment_size 9429
        .use_private_segment_buffer
        .md_private_segment_fixed_size 2370
        .md_language "b00", 2, 0
        .md_language "c:a\"-\t\tbY"
        .md_group_segment_fixed_size 429
        .md_kernarg_segment_align 8
        .arg , 1, , pipe, i8
.kernel k2
    .config
        .kernel_code_entry_offset 256
        .runtime_loader_kernel_symbol 0x336becb654
        .use_grid_workgroup_count yz
        .kernel_code_prefetch_size 4952
        .call_convention 0x69cf5a15
        .call_convention 0x2d287a07
        .userdatanum 8
        .workgroup_fbarrier_count 3964
        .kernarg_segment_align 64
        .spilledsgprs 46
        .vectypehint uint8
        .arg n, "uint", 16, , queue, char
        .arg ptr_2, "image2d_t", 2, 5, globaloffsetz, char
