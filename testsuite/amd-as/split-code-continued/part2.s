.kernel k
    .text
    .p2align 4
    v_mov_b32 v9, s4
    s_cmp_lt_u32 s4, 10
    s_cbranch_scc1 loop_k
.kernel other
    .config
    .dims xy
    .text
    s_mov_b32 s17, 0
    s_endpgm
.globaldata
    .byte 9
