.rocm
.newbinfmt
.tripple "t"
.arch_minor x
.kernel k0
    .config
        .md_kernarg_segment_align 16
        .md_language "\":0Z*Y9a::&", 1, 2
        .md_kernarg_segment_align 16
        .arg x, 0, , value, i32
        .md_sgprsnum 41
        .md_private_segment_fixed_size 4730
.text
.global k0
k0:
.skip 256
    v_mov_b32 v210, v4
    v_mov_b32 v116, v209
    v_mov_b32 v52, v224
    s_nop 6
    v_add_f32 v254, v241, v206
    s_add_u32 s48, s63, 57
    s_nop 0
    v_mov_b32 v0, v36
    s_endpgm
