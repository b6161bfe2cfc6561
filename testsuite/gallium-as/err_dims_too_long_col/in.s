# clrxasm reports a too long dimension set at its end (column 17)
.gallium
.gpu pitcairn
.kernel k
    .config
    .dims xyzxyzxyzx
.text
k:  s_endpgm
