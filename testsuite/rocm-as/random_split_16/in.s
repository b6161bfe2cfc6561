.rocm
.arch_stepping 7
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.metadata
.ascii ":"

.text
.p2align 8
.globaldata
.kernel k0
    .config
        .scratchbuffer 4041
        .wavefront_sgpr_count 54
        .pgmrsrc2 0xee9e08eb
        .wavefront_size 128
        .gds_segment_size 1792
        .wavefront_sgpr_count 96
        .pgmrsrc2 0xe8ea8501
        .codeversion 3, 2
        .floatmode 0x2a
.kernel k1
    .config
        .default_hsa_features
        .codeversion 0, 3
        .reserved_sgprs 26, 91
        .debug_private_segment_buffer_sgpr 24
        .vgprsnum 151
        .group_segment_align 32
        .dims y
        .exceptions 0x5
        .reserved_sgprs 65, 87
        .reserved_sgprs 87, 87
        .wavefront_sgpr_count 94
        .debug_private_segment_buffer_sgpr 95
.text
k1:
.skip 256
    s_nop 5
    v_add_f32 v212, v243, v185
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v104, v144, v97
    s_endpgm
