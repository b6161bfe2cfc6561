.rocm
.tripple "t"

.text
.p2align 8
.kernel k0
    .config
        .vgprsnum 226
        .workgroup_group_segment_size 2907
        .vgprsnum 206
        .pgmrsrc3 0x2dcc24f5
        .machine 3, 10, 9, 18
        .arg ptr_2, "image2d_t", 24, , multigridsyncarg, i64

.text
.p2align 8
.text
k0:
.skip 256
    v_add_f32 v135, v149, v155
    v_add_f32 v177, v11, v248
    v_add_f32 v220, v96, v22
    v_add_f32 v237, v34, v88
    s_nop 4
    v_add_f32 v124, v217, v231
    s_nop 4
    v_add_f32 v166, v202, v190
    s_endpgm
