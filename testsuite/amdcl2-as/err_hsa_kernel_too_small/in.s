.amdcl2
.gpu Bonaire
.hsalayout
.kernel k
    .config
.text
k:
        s_endpgm
