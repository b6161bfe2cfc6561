.amdcl2
.gpu Bonaire
.kernel k
    .config
        .sgprsnum 103
    .text
        s_endpgm
