.globaldata
        .fill 8, 1, 0
.global samp
samp:   .fill 24, 1, 0
.sampler 0x21, 0x42
