.kernel a
    .config
.kernel b
    .config
.kernel a
    .text
        s_mov_b32 s40, 0
        v_mov_b32 v40, 0
