.amdcl2
.gpu Bonaire
.kernel k
    .config
        .gdssize 70000
    .text
        s_endpgm
