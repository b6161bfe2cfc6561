.amdcl2
.gpu Bonaire
.config
