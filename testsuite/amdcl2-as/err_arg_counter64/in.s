.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, counter64
    .text
        s_endpgm
