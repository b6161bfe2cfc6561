# clrxasm reports a too long dimension set at its end (column 17)
.amdcl2
.gpu bonaire
.kernel k
    .config
    .dims xyzxyzxyzx
.text
    s_endpgm
