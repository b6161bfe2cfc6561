.amdcl2
.gpu Bonaire
.globaldata
gd: .int 1, 2
.kernel k
    .samplerreloc 0, 0
