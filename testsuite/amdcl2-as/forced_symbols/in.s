.amdcl2
.gpu Bonaire
.global absv, gd0, rw0, bs0, ex0, in0, co0, wk
.weak wk
absv = 77
.globaldata
        .int 1
gd0:    .int 2
.rwdata
rw0:    .byte 3
.bssdata
        .skip 4
bs0:    .skip 4
.section .ex
ex0:    .byte 5
.inner
.section .inx
in0:    .byte 6
.kernel k
    .config
    .text
        s_nop 0
co0:    s_endpgm
wk = 3
