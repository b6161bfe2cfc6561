.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
        .useargs
    .text
        s_endpgm
