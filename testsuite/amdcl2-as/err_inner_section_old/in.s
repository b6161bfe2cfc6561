.amdcl2
.gpu Bonaire
.kernel k
.section .foo
