.amdcl2
.gpu Bonaire
.kernel k
    .config
        .dims xyw
    .text
        s_endpgm
