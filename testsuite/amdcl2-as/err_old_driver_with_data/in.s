.amdcl2
.gpu Bonaire
.byte 1
.kernel k
    .text
        s_endpgm
