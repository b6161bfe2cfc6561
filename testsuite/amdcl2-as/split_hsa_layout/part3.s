.hsalayout
.text
.p2align 8
b:
        .skip 256
        v_mov_b32 v12, 0
        s_endpgm
