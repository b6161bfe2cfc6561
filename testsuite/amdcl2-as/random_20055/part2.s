.kernel k0
    .config
        .priority 2
        .tgsize
        .pgmrsrc1 0x79fc
        .dims xy
        .setupargs
        .arg a0, structure, 17
    .text
        s_nop 1
        v_mov_b32 v17, rw0&0xffffffff
        v_mov_b32 v93, v26
        s_mov_b32 s15, rw0
        s_mov_b32 s42, s16
        s_endpgm
