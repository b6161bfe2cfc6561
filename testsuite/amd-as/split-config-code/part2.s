/* the code of the kernel configured in part1.s */
.kernel vectorAdd
    .text
    s_buffer_load_dword s0, s[4:7], 4
    s_waitcnt lgkmcnt(0)
    s_mul_i32 s0, s12, s0
    v_add_i32 v0, vcc, s0, v0
    s_endpgm
