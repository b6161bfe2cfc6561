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

.text
.p2align 8
.metadatav3
.text
k2:
    s_add_u32 s16, s2, 19
    .int (gd1 - .)*3
    v_add_f32 v203, v226, v255
    s_mov_b32 s33, (. - gd0) >> 2
    .int (gd1 - .)*3
    v_mov_b32 v52, v208
    s_endpgm
.p2align 8
.global k1
k1:
    v_mov_b32 v238, v199
    s_branch 2*k1 - gd1
    v_add_f32 v95, v141, v153
    .int . - gd0
    s_add_u32 s66, s48, 31
    s_mov_b32 vcc_lo, s97
    .int (gd1 - .)*3
    v_add_f32 v131, v124, v21
    s_endpgm
.p2align 8
k0:
    s_mov_b32 s85, gd1 - k0
    v_add_f32 v95, v72, v7
    s_mov_b32 vcc_lo, s18
    s_mov_b32 vcc_lo, s89
    s_mov_b32 vcc_lo, s12
    s_mov_b32 vcc_lo, s23
    s_mov_b32 s5, . - gd0
    s_endpgm

.text
.p2align 8
.metadatav3
.section .myextra
.byte 1, 2, 3
