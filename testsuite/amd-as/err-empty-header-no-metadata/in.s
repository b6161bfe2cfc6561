.kernel a
.header
.text
s_endpgm
