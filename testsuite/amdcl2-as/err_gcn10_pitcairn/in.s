.amdcl2
.gpu Pitcairn
.kernel k
    .text
        s_endpgm
