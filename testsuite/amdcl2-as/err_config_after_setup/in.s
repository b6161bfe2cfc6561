.amdcl2
.gpu Bonaire
.kernel k
    .setup
    .config
