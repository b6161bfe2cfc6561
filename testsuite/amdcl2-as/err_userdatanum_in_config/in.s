.amdcl2
.gpu Bonaire
.kernel k
    .config
        .userdatanum 4
    .text
        s_endpgm
