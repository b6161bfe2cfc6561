.driver_info "AMD-APP (1124.2)"
.kernel k0
.text
.config
    .userdata imm_kernel_arg, 2, 11, 2
    .reqd_work_group_size 238
    .userdata PTR_CONST_BUFFER_TABLE, 0, 2, 4
    .scratchbuffer 665
    .userdata IMM_SCRATCH_BUFFER, 0, 5, 2
    .hwlocal 26485
    .dims x
.text
