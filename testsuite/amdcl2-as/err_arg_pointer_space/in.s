.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, int*, private
    .text
        s_endpgm
