.rocm
.kernel k
    .config
        .dims x
.text
k:  .skip 256
    s_endpgm
.kernel k
    .sgprsnum 30
    .userdatanum 6
.main
.kernel k
    .control_directive
    .int 1, 2, 3, 4
    .fill 112, 1, 0xa5
    .config
    .tgsize
