.amdcl2
.gpu Bonaire
.bssdata align=3
.bssdata align
