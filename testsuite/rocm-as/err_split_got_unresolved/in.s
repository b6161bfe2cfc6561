
.gotsym missing
.kernel k
    .config
.text
.p2align 8
.text
k:  .skip 256
    s_endpgm
