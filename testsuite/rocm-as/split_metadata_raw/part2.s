.metadata
    .ascii "part two\n"
.text
k:  .skip 256
    s_endpgm
