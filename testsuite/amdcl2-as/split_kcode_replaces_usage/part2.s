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
