.rocm
.kernel k
    .config
        .sgprsnum 103
        .vgprsnum 257
        .userdatanum 17
        .localsize 40000
        .private_elem_size 3
        .private_elem_size 32
        .kernarg_segment_align 8
        .group_segment_align 24
        .private_segment_align 0
        .wavefront_size 3
        .wavefront_size 512
        .debug_private_segment_buffer_sgpr 102
        .debug_wavefront_private_segment_offset_sgpr 200
        .reserved_sgprs 5, 2
        .reserved_vgprs 255, 256
.text
k:  .skip 256
    s_endpgm
