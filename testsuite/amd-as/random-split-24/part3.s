.kernel k1
.text
s_endpgm
