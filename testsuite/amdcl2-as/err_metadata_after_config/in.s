.amdcl2
.gpu Bonaire
.kernel k
    .config
    .metadata
