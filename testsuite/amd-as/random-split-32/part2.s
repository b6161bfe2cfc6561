.kernel k0
.text
s_endpgm
