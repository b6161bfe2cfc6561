/* a kernel's code continued by a later object; a global label that the
 * later part branches to */
.globaldata
    .int 1, 2, 3
.kernel k
    .config
    .arg x, int
    .text
    s_mov_b32 s4, 1
    .global loop_k
loop_k:
    s_add_u32 s4, s4, 1
    v_mov_b32 v1, 0
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
.kernel k
    .text
    s_endpgm
.kernel other
    .data
    .int 5
