.amdcl2
.gpu Bonaire
.hsalayout
