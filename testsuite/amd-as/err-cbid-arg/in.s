.kernel a
.config
.arg c0, float*, constant, , , 1
.text
s_endpgm
