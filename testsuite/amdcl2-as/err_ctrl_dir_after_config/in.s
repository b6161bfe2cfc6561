.amdcl2
.gpu Bonaire
.kernel k
    .config
    .control_directive
