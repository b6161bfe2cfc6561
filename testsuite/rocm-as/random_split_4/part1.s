.amd3
.globaldata
.fill 128, 1, 0
.global gd0
gd0:
.int 75
.kernel k0
    .config
        .wavefront_size 32
        .workgroup_fbarrier_count 6511
        .pgmrsrc3 0x5aac1d7
        .floatmode 0xa3
        .dims xz
        .md_kernarg_segment_size 145
        .arg ptr_2, "uint", 8, , pipe, u32, rdwr
        .arg buf, 4, 10, printfbuf, i8 pipe
        .arg , "", 8, , printfbuf, i16
        .arg buf, 24, 42, globaloffsetz, f32
        .arg ptr_2, "int4", 2, 64, printfbuf, uint restrict pipe
.kernel k1
    .config
        .runtime_handle "_:a\\a&Yac"
        .md_kernarg_segment_size 184
        .md_group_segment_fixed_size 1065
        .spilledsgprs 5
        .arg , 16, , globaloffsetz, u16 const
        .arg n, "float*", 4, 58, queue, short
        .arg n, "uint", 24, , globaloffsety, struct const
