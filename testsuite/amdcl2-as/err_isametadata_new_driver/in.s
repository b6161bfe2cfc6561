.amdcl2
.gpu Bonaire
.kernel k
    .isametadata
