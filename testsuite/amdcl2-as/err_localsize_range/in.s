.amdcl2
.gpu Bonaire
.kernel k
    .config
        .localsize 40000
    .text
        s_endpgm
