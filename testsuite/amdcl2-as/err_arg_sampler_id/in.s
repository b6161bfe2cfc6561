.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, sampler, 16
    .text
        s_endpgm
