
.newbinfmt
.metadata
    .ascii "part one\n"
.kernel k
    .config
.text
.p2align 8
.metadata
    .ascii "part two\n"
.text
k:  .skip 256
    s_endpgm
