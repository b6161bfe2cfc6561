.kernel k1
    .metadata
    .byte 125,54
    .setup
    .byte 107,211,95,117,39,102,77,16,184,107
    .isametadata
    .byte 90,213,70,154,243,187
    .text
        v_mov_b32 v49, v25
        s_endpgm
