.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, image2d, read_only, 128
        .arg b, image, write_only, 8
    .text
        s_endpgm
