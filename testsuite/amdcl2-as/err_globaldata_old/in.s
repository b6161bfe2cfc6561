.amdcl2
.gpu Bonaire
.globaldata
