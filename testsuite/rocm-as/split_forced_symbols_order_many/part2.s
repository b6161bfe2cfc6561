.global sy5
.global sy10
sy10 = 10
.global sx14
.global sx15
.text
.global sb17
sb17: s_nop 0
.global sy22
.text
k0:
.skip 256
s_endpgm
