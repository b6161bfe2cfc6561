.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
        .reserved_sgprs 5, 2
        .reserved_vgprs 200, 300
    .text
        s_endpgm
