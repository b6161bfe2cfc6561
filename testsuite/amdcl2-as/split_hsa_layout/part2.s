.hsalayout
.text
a:
        .skip 256
        s_mov_b32 s0, gd&0xffffffff
        s_mov_b32 s1, gd>>32
        s_mov_b32 s30, 0
        s_endpgm
