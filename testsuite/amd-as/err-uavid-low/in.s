.kernel a
.config
.arg x, float*, global, , 8
.text
s_endpgm
