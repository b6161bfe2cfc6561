.rocm
.newbinfmt
.metadata
        .ascii "sometext in this place\n"
        .ascii "raw metadata\n"
.kernel k
    .config
        .dims x
.text
k:  .skip 256
    s_endpgm
.metadata
        .ascii "more\n"
