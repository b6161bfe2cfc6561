.amdcl2
.gpu Bonaire
.globaldata
.fill 8,1,0
.sampler 1
.samplerreloc 8, 0
