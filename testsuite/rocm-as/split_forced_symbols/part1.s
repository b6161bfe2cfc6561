
.globaldata
.global c1
c1: .int 1
.kernel k
    .config
