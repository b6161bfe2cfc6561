/* a kernel in an archive member, pulled in by a symbol it defines */
.kernel main_k
    .config
    .text
    s_mov_b32 s0, helper_value
    s_endpgm
.global helper_value
helper_value = 0x1234
.kernel lib_k
    .config
    .dims xyz
    .text
    v_mov_b32 v2, 0
    s_endpgm
