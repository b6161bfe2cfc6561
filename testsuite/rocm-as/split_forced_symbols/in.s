
.globaldata
.global c1
c1: .int 1
.kernel k
    .config
.text
.p2align 8
.text
k:  .skip 256
.global c2
c2: s_endpgm
