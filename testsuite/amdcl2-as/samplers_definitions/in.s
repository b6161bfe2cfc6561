.amdcl2
.gpu Bonaire
.globaldata
        .fill 64, 1, 0
.sampler 0x10, 0x22
.sampler 5
.kernel k
    .config
        .sampler 2, 0
        .arg s, sampler
        .arg t, sampler, 3
    .text
        s_endpgm
.kernel l
    .config
        .sampler 1
    .text
        s_endpgm
