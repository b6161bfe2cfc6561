.compile_options ""
.globaldata
gd0: .int 630,681,280,991,130
gd1: .int 517,40,856,354,849
.quad 0,0,0,0
.sampler 52360, 20784, 46749
.samplerreloc 0, 0
.samplerreloc 8, 1
.samplerreloc 16, 2
.kernel k0
    .config
        .dims x, xy
        .tgsize
        .setupargs
        .arg a0, uchar16
    .text
        v_mov_b32 v72, v23
        s_mov_b32 s24, s28
        s_mov_b32 s10, s0
        s_nop 2
        s_endpgm
