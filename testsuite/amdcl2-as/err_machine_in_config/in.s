.amdcl2
.gpu Bonaire
.kernel k
    .config
        .machine 1, 2, 3, 4
    .text
        s_endpgm
