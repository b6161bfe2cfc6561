.kernel b
    .text
        v_mov_b32 v30, 0
        s_endpgm
.kernel a
    .text
        v_mov_b32 v7, 0
