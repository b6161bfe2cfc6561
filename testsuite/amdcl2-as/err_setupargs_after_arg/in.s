.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, int
        .setupargs
    .text
        s_endpgm
