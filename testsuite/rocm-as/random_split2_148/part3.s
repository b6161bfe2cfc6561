.nosectdiffs
.kernel k0
    .config
        .vgprsnum 37
        .use_dispatch_ptr
        .userdatanum 7
        .kernarg_segment_size 864
        .codeversion 3, 3
        .pgmrsrc2 0x2d58d0dd
        .spilledsgprs 43
        .md_kernarg_segment_align 8
        .spilledvgprs 47
        .arg , "uint", 2, 1, none, i8
        .arg x1, "image2d_t", 16, , value, half
        .arg n, "float*", 1, 16, printfbuf, int pipe restrict volatile
        .arg a, 16, 2, goy, f16
.kernel k1
    .fkernel
    .config
        .userdatanum 1
        .gds_segment_size 6815
        .kernarg_segment_size 78
        .default_hsa_features
        .wavefront_size 64
        .kernarg_segment_size 537
        .sgprsnum 8
        .gds_segment_size 8321
        .pgmrsrc2 0x28810e1c
        .private_segment_fixed_size 28679
        .arg n, 16, 4, none, u8
        .arg n, 2, 8, dynshptr, f16, 16, generic
    .control_directive
        .fill 128, 1, 0xdf
.kernel k2
    .fkernel
    .config
        .workgroup_fbarrier_count 5830
        .userdatanum 5
        .dims y
        .userdatanum 7
        .priority 3
        .wavefront_sgpr_count 26
        .use_xnack_enabled
        .wavefront_sgpr_count 65
        .md_language "c-*__-\t_%*@0\x18", 2, 3
        .md_wavefront_size 32
        .spilledsgprs 2
