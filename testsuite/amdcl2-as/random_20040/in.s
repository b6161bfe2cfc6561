.compile_options ""
.acl_version "abc"
.section .ala, "aw"
ala0: .byte 1,2,3
.global absx
absx = 4
.kernel k0
    .config
        .sgprsnum 18
        .usesetup
        .useargs
        .dims x, xy
        .scratchbuffer 835
        .vgprsnum 30
        .cws 35, 4, 2
        .setupargs
        .arg a0, char*, global
        .arg a1, short3
        .arg a2, uchar16*, local
    .text
.global cl656968
cl656968:
        s_mov_b32 s46, s14
        s_nop 7
        s_mov_b32 s19, s37
        s_endpgm
