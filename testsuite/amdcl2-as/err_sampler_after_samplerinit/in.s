.amdcl2
.gpu Bonaire
.globaldata
gd: .int 1, 2
.samplerinit
.quad 1
.sampler 1
