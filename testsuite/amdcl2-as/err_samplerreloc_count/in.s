.amdcl2
.gpu Bonaire
.globaldata
.fill 32,1,0
.sampler 1, 2
.samplerreloc 0, 0
