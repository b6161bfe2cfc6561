.hsalayout
.text
.p2align 8
k1:
.skip 256
        v_mov_b32 v0, gd0>>32
        s_endpgm
