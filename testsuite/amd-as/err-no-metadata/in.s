.kernel a
.config
.text
s_endpgm
.kernel b
.text
s_endpgm
