.amdcl2
.gpu Bonaire
.globaldata
gd: .int 1, 2
.kernel k
    .config
    .text
        v_mov_b32 v0, gd/2
