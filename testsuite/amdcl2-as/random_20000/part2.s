.hsalayout
.kernel k0
    .hsaconfig
        .default_hsa_features
        .floatmode 0x16e
        .use_private_segment_buffer
        .dims x, xy
        .gds_segment_size 63
        .arg a0, ushort*, global
        .arg a1, short
        .arg a2, int2
        .arg a3, "myt", image3d, rdonly
        .arg a4, "image2d_t", image, read_write
    .control_directive
        .fill 128, 1, 0x75
