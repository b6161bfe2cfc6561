.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
        .wavefront_size 3
        .wavefront_size 512
    .text
        s_endpgm
