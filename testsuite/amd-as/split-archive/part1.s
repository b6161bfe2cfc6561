/* a kernel in an archive member, pulled in by a symbol it defines */
.kernel main_k
    .config
    .text
    s_mov_b32 s0, helper_value
    s_endpgm
