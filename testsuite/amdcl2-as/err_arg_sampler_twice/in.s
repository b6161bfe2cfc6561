.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, sampler, 2
        .arg b, sampler, 2
    .text
        s_endpgm
