.amdcl2
.gpu Bonaire
.kernel k
    .config
        .vgprsnum 257
    .text
        s_endpgm
