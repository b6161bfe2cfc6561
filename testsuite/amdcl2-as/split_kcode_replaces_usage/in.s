.kernel a
    .config
.kernel b
    .config
.kernel a
    .text
        s_mov_b32 s40, 0
        v_mov_b32 v40, 0
.kernel a
    .text
        .kcode b
        v_mov_b32 v50, 0
        .kcodeend
        s_mov_b32 s7, 0
        s_endpgm
.kernel b
    .text
        s_endpgm
