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
