.rocm
.kernel k
    .control_directive
        .fill 120, 1, 0
.text
k:  .skip 256
    s_endpgm
