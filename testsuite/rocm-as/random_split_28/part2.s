.kernel k0
    .config
        .privmode
        .pgmrsrc2 0xd6c7ba11
        .runtime_loader_kernel_symbol 0x4a295afab1
        .debug_private_segment_buffer_sgpr 33
        .debug_private_segment_buffer_sgpr 46
        .workgroup_fbarrier_count 7605
        .md_private_segment_fixed_size 3836
        .md_language ":9\\", 3, 1
        .md_group_segment_fixed_size 1763
        .md_symname ""
        .arg n, 12, , globalbuf, u8, global, write_only
        .arg ptr_2, 8, , globaloffsetx, uchar
        .arg ptr_2, "uint", 4, 4, dynshptr, i16, 16, generic
        .arg x1, "int4", 1, , gox, u16
        .arg , "int4", 2, , queue, u8
.kernel k1
    .config
        .pgmrsrc2 0x86352d79
        .debug_private_segment_buffer_sgpr 37
        .kernel_code_prefetch_size 8811
        .wavefront_sgpr_count 62
        .userdatanum 14
        .reserved_sgprs 56, 61
        .call_convention 0x581b2858
        .debug_wavefront_private_segment_offset_sgpr 11
        .debug_private_segment_buffer_sgpr 18
        .md_kernarg_segment_size 476
        .md_private_segment_fixed_size 3109
        .vectypehint uint8
        .spilledvgprs 97
        .vectypehint int
        .arg a, "float*", 16, 16, pipe, i64
        .arg a, "", 8, , globaloffsetz, u64 volatile restrict restrict
        .arg buf, 8, , globaloffsetz, long
        .arg a, "image2d_t", 2, 16, globalbuf, i8, private, wronly
