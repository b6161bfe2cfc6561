.kernel a
.config
.arg p, float*, global
.text
s_endpgm
.compile_options "x"
.compile_options ""
