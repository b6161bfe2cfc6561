.kernel a
.metadata
.ascii "x"
.text
s_endpgm
