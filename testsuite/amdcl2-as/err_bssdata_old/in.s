.amdcl2
.gpu Bonaire
.bssdata
