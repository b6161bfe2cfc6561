.amd3
.target ""
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.sgprsnum 10
.config
.globaldata
.fill 64, 1, 0
gd0:
.int 87
.global gd1
gd1:
.int 37, 95
gd2:
.int 20, 61, 77, 49
.kernel k0
    .config
        .md_group_segment_fixed_size 1412
        .md_wavefront_size 64
        .md_wavefront_size 32
        .md_symname "a@*b@'*'1"
        .arg ptr_2, 16, , none, i16
        .arg x, 8, , dynshptr, i32, 3, local
.text
.global k0
k0:
    v_mov_b32 v180, v104
    v_mov_b32 v7, v139
    v_add_f32 v136, v134, v247
    s_add_u32 s0, s54, 38
    v_mov_b32 v36, v206
    s_endpgm
