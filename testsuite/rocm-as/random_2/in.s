.rocm
.globaldata
.kernel k0
    .config
        .use_xnack_enabled
        .dims xz
        .use_grid_workgroup_count y
        .codeversion 1, 1
        .codeversion 1, 2
        .debug_private_segment_buffer_sgpr 52
        .md_vgprsnum 101
        .arg buf, "uint", 1, , globaloffsety, i32
        .arg a, "int4", 16, , none, i16
.kernel k1
    .config
        .debug_wavefront_private_segment_offset_sgpr 85
        .md_symname "!X0:cZ--a"
    .control_directive
        .fill 128, 1, 0xc8
    .config
        .dims x
.kernel k2
    .config
        .kernarg_segment_align 64
        .md_private_segment_fixed_size 4688
        .vectypehint int
        .md_group_segment_fixed_size 2905
        .spilledvgprs 85
        .arg a, "image2d_t", 1, , multigridsyncarg, f64 const
        .arg buf, "image2d_t", 8, , image, u16
        .arg , 2, , gox, double
        .arg n, "float*", 8, , multigridsyncarg, uint restrict
        .arg , 12, , goy, i32
.text
k2:
.skip 256
    v_add_f32 v1, v194, v218
    v_add_f32 v74, v102, v250
    v_add_f32 v250, v55, v160
    s_mov_b32 vcc_lo, s88
    v_mov_b32 v243, v71
    s_endpgm
.p2align 8
k0:
.skip 256
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    v_mov_b32 v161, v7
    v_mov_b32 v66, v30
    v_mov_b32 v212, v188
    v_add_f32 v123, v100, v167
    v_mov_b32 v102, v184
    s_endpgm
