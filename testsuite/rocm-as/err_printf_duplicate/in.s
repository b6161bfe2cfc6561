.rocm
.printf 3, "a"
.printf 3, "b"
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
