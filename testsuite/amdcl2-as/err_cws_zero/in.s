.amdcl2
.gpu Bonaire
.kernel k
    .config
        .cws 0, 1, 1
    .text
        s_endpgm
