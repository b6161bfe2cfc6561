.global sy0
sy0 = 0
.global sa1
.globaldata
.global sx4
sx4: .int 4
.global sx6
sx6 = 6
.globaldata
.global sb9
sb9: .int 9
.global sa10
sa10 = 10
.text
k0:
.skip 256
s_endpgm
