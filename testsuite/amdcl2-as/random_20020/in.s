.compile_options ""
.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)"
.globaldata
gd0: .int 416,362
gd1: .int 483,380,998,837
.p2align 4
gd2: .int 413
.quad 0,0,0,0
.rwdata
rw0: .byte 175,35,219,147,192,211,132,231
rw1: .byte 175,146,82,213,10,188,9,175,175
rw2: .byte 59,198,28,34
.global gd1
.weak gd1
.weak gd2
.weak rw1
.global rw2
.kernel k0
    .config
        .ieeemode
        .vectypehint double8
        .useargs
        .pgmrsrc1 0xbdf9
        .sgprsnum 81
        .scratchbuffer 898
        .vgprsnum 148
        .cws 48, 8, 1
        .arg a0, sampler, 6
        .arg a1, int
        .arg a2, sampler
        .arg a3, sampler
        .arg a4, "myt", image, 
    .text
        s_mov_b32 s10, gd0>>32
        s_mov_b32 s50, s20
        .p2align 4
        s_mov_b32 s12, s5
        s_mov_b32 s6, s24
        s_mov_b64 s[38:39], vcc
        v_mov_b32 v29, v0
        s_endpgm
v_mov_b32 v80, 0
.rwdata
.byte 131
.inner
.section .ala
