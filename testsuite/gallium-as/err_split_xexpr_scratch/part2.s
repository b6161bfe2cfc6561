.scratchsym scrbuf
.text
.global fb, fe
fb: s_nop 0
fe:
