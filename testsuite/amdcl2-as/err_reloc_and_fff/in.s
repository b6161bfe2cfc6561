.amdcl2
.gpu Bonaire
.globaldata
gd: .int 1, 2
.kernel k
    .config
    .text
        s_mov_b32 s0, gd&0xfff
