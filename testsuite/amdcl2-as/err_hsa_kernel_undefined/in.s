.amdcl2
.gpu Bonaire
.hsalayout
.kernel k
    .config
.text
        s_endpgm
