# clrxasm reports a too long dimension set at its end (column 17)
.rocm
.gpu fiji
.kernel k
    .config
    .dims xyzxyzxyzx
.text
k:  .skip 256
    s_endpgm
