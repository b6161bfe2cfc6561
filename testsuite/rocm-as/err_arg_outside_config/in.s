.rocm
.arg a, 4, , value, i32
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
