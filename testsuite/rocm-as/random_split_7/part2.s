.kernel k0
    .config
        .vgprsnum 226
        .workgroup_group_segment_size 2907
        .vgprsnum 206
        .pgmrsrc3 0x2dcc24f5
        .machine 3, 10, 9, 18
        .arg ptr_2, "image2d_t", 24, , multigridsyncarg, i64
