.global helper_value
helper_value = 0x1234
.kernel lib_k
    .config
    .dims xyz
    .text
    v_mov_b32 v2, 0
    s_endpgm
