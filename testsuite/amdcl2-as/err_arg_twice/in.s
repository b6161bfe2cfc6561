.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, int
        .arg a, float
    .text
        s_endpgm
