.amdcl2
.gpu Bonaire
.kernel k
    .stub
