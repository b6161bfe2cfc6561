.hsalayout
.bssdata
bs0: .skip 30
.samplerinit
.quad 36,95,85
.global bs0
.kernel k0
    .config
        .dims z
        .usegeneric
        .cws 11, 5, 3
        .pgmrsrc1 0x4ce7
        .vectypehint float4
        .priority 2
        .setupargs
        .arg a0, "image2d_t", image1d_buffer, write_only
        .arg a1, "myt", image1d_buffer, read_only
        .arg a2, float*, local, restrict
        .sampler 2, 2
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s30, s30
        s_nop 4
        s_endpgm
.globaldata
.globaldata
s_nop 0
.section .ala
.byte 255
.kernel k0
