.amdcl2
.gpu Bonaire
.samplerinit
