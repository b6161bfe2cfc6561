.amdcl2
.gpu Tonga
.globaldata
gstart: .fill 8, 1, 1
samp0:  .quad 0
.samplerreloc ., 1
samp1:  .quad 0
.samplerinit
        .quad 0x1234, 0x5678
.samplerreloc 8, 0
.kernel k
    .config
        .sampler 1
    .text
        s_endpgm
