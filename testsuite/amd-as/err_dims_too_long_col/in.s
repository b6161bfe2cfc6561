# clrxasm reports a too long dimension set at its end (column 17)
.amd
.gpu pitcairn
.kernel k
    .config
    .dims xyzxyzxyzx
.text
    s_endpgm
