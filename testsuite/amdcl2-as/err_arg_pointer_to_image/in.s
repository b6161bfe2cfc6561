.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, image2d*, global
    .text
        s_endpgm
