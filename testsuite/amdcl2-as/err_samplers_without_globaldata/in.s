.amdcl2
.gpu Bonaire
.sampler 1
