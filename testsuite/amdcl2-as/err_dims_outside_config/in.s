.amdcl2
.gpu Bonaire
.kernel k
    .dims x
