.kernel a
.config
.cbid 33
.arg c0, float*, constant, , , 1
.text
s_endpgm
