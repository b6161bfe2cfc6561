.amdcl2
.gpu Bonaire
.arch_minor
.arch_stepping x
