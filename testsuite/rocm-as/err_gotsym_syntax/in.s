.rocm
.gotsym
.gotsym .
.scope sc
.gotsym inner
.ends
.gotsym x, 1y
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
