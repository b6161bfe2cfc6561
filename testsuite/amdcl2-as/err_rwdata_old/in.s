.amdcl2
.gpu Bonaire
.rwdata
