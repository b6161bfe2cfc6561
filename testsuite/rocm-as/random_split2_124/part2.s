.metadatav3
.kernel k0
    .config
        .private_elem_size 4
        .wavefront_sgpr_count 4
        .private_segment_fixed_size 71058
        .kernel_code_entry_offset 256
        .private_elem_size 4
        .use_grid_workgroup_count 
        .call_convention 0x786e4ff5
        .private_segment_fixed_size 10914
        .dx10clamp
        .wavefront_size 64
        .use_xnack_enabled
        .spilledsgprs 54
        .md_private_segment_fixed_size 4799
        .arg ptr_2, "int4", 8, , complact, i16
        .arg , "", 8, 42, goy, i16 pipe
        .arg buf, "image2d_t", 12, 31, queue, uchar pipe
        .arg , "int4", 12, 41, dynshptr, f32, 16, generic
        .arg a, "int4", 4, , printfbuf, uint
.kernel k1
.text
.global k0
.global k0
k0:
    v_add_f32 v56, v236, v104
    s_mov_b32 vcc_lo, s82
    v_mov_b32 v28, v210
    s_mov_b32 vcc_lo, s99
    s_mov_b32 s49, gd1 - k0
    s_mov_b32 s29, s87
    s_endpgm
.p2align 8
k1:
    v_mov_b32 v187, v80
    .int (gd1 - .)*3
    v_add_f32 v68, v230, v241
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
