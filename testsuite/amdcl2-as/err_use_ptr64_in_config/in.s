.amdcl2
.gpu Bonaire
.kernel k
    .config
        .use_ptr64
    .text
        s_endpgm
