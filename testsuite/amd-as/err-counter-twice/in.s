.kernel a
.config
.arg c0, counter32, 1
.arg c1, counter32, 1
.text
s_endpgm
