.amdcl2
.gpu Ellesmere
.globaldata
        .fill 16, 1, 2
.sampler 3
