.kernel a
.config
.arg p, float*, global
.text
s_endpgm
.compile_options "-I. -DX=1"
.compile_options "a\0b"
