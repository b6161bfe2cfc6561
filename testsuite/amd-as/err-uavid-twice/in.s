/* resource ids the writer refuses (clrxasm: no source position) */
.kernel a
.config
.arg x, float*, global, , 12
.arg y, float*, global, , 12
.text
s_endpgm
