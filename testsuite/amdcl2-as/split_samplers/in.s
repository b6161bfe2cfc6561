.globaldata
        .fill 8, 1, 0
.global samp
samp:   .fill 24, 1, 0
.sampler 0x21, 0x42
.sampler 0x63
.samplerreloc 8, 0
.samplerreloc 16, 1
.samplerreloc 24, 2
.kernel k
    .config
        .sampler 2
        .arg s, sampler
    .text
        s_endpgm
