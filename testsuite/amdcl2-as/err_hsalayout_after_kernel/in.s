.amdcl2
.gpu Bonaire
.kernel k
.hsalayout
