.amdcl2
.gpu Bonaire
.globaldata
gd: .int 1, 2
.sampler 1
.samplerinit
