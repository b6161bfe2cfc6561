.rocm
.control_directive
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
