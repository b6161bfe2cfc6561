.rocm
.globaldata
.global gd
gd: .int 7
.gotsym gd, gd.slot
.global gd.slot
.global absval
absval = 0x1234
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
