.amdcl2
.gpu Bonaire
.globaldata
gd: .int 1, 2
.sampler 1
.kernel k
    .config
        .sampler 1
    .text
        s_endpgm
