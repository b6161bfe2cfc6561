.compile_options "x y z"
.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)"
.hsalayout
.globaldata
gd0: .int 289
.p2align 3
gd1: .int 339,805,789,525
.p2align 0
gd2: .int 429
gd3: .int 149,398,154
.quad 0,0,0,0
.rwdata
.inner
rw0: .byte 234,76,199,57,208
rw1: .byte 111,200,14
rw2: .byte 208,47,251,141,180
.bssdata
bs0: .skip 14
.section .ala
.global ala0
ala0: .byte 1,2,3
.kernel k0
    .config
        .dims xyz
        .localsize 27756
        .pgmrsrc1 0xe52b
        .usesetup
        .cws 24, 2, 3
        .ieeemode
        .pgmrsrc2 0xe4b185
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s2, gd3
        s_endpgm
