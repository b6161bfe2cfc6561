.rocm
.arch_stepping 0
.kernel k0
    .config
        .kernel_code_entry_offset 512
        .md_kernarg_segment_size 178
        .md_language "", 1, 1
        .arg a, "image2d_t", 12, , gox, ulong restrict const const
        .arg a, "uint", 16, , globaloffsety, f64
        .arg ptr_2, 1, , pipe, long, default, read_write
        .arg x1, "uint", 16, , goz, u64 const
        .arg , 8, 16, queue, i8 const pipe
.text
k0:
.skip 256
    s_endpgm
