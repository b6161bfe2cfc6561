.amdcl2
.gpu Bonaire
.globaldata
gd: .int 1, 2
.int gd
