.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
        .userdatanum 17
    .text
        s_endpgm
