.kernel a
.config
.arg p, float*, global
.text
s_endpgm
