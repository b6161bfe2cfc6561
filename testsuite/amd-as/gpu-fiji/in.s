/* a .config kernel: dimensions, arguments, user data, code */
.kernel vectorAdd
    .config
    .dims x
    .arg n, uint
    .arg a, float*, global, const
    .arg b, float*, global, const
    .arg c, float*, global
    .userdata PTR_UAV_TABLE, 0, 2, 2
    .userdata IMM_CONST_BUFFER, 0, 4, 4
    .userdata IMM_CONST_BUFFER, 1, 8, 4
    .text
    s_buffer_load_dword s0, s[4:7], 4
    s_buffer_load_dword s1, s[8:11], 0
    s_waitcnt lgkmcnt(0)
    s_mul_i32 s0, s12, s0
    v_add_i32 v0, vcc, s0, v0
    v_cmp_gt_u32 vcc, s1, v0
    s_and_saveexec_b64 s[0:1], vcc
    v_lshlrev_b32 v0, 2, v0
    s_endpgm
