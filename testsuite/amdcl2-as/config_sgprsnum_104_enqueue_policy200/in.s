.amdcl2
.gpu Bonaire
.kernel k
    .config
        .sgprsnum 104
        .useenqueue
    .text
        s_endpgm
