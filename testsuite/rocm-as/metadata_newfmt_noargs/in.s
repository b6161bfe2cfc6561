.rocm
.newbinfmt
.kernel k
    .config
        .dims x
.kernel nocfg
.text
k:  .skip 256
    s_endpgm
.p2align 8
nocfg:
    .fill 256, 1, 0x11
    s_endpgm
