.amdcl2
.gpu Bonaire
.section .data
