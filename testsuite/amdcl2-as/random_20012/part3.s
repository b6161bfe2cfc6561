.hsalayout
.text
.p2align 8
k0:
.skip 256
        s_load_dwordx4 s[20:23], s[4:5], 0
        v_mov_b32 v58, v11
        s_mov_b32 s49, s13
        s_nop 0
        s_mov_b32 s19, s23
        s_mov_b32 s48, s39
        s_load_dwordx4 s[4:7], s[4:5], 0
        s_endpgm
