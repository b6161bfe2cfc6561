/* the configuration of the kernel; its code is in part2.s */
.kernel vectorAdd
    .config
    .dims x
    .arg n, uint
    .arg a, float*, global, const
    .arg c, float*, global
    .userdata PTR_UAV_TABLE, 0, 2, 2
    .userdata IMM_CONST_BUFFER, 0, 4, 4
    .userdata IMM_CONST_BUFFER, 1, 8, 4
/* the code of the kernel configured in part1.s */
.kernel vectorAdd
    .text
    s_buffer_load_dword s0, s[4:7], 4
    s_waitcnt lgkmcnt(0)
    s_mul_i32 s0, s12, s0
    v_add_i32 v0, vcc, s0, v0
    s_endpgm
