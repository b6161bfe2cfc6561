.kernel k
    .text
        s_load_dwordx2 s[0:1], s[6:7], 0
        v_mov_b32 v5, s0
        s_endpgm
