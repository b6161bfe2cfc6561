.kernel k0
    .config
        .floatmode 0xb0
        .pgmrsrc3 0xb86bdcd
        .reserved_sgprs 39, 67
        .md_kernarg_segment_size 496
        .arg buf, 4, 4, goy, f32 restrict
        .arg a, 4, , printfbuf, uchar restrict
        .arg ptr_2, "", 2, , value, long const const
.kernel k1
    .config
        .md_vgprsnum 215
        .arg n, 1, 1, sampler, uchar
        .arg a, 8, , goy, i16 pipe
