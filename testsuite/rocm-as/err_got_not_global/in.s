.rocm
.globaldata
loc: .int 1
.gotsym loc
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
