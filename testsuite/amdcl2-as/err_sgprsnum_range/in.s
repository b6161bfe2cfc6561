.amdcl2
.gpu Bonaire
.kernel k
    .config
        .sgprsnum 105
    .text
        s_endpgm
