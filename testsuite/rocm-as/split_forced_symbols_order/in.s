# -S symbols across three objects in clrxasm's symbol-table order; an object
# without code still puts the next code on a 256-byte boundary
.rocm
.kernel k0
    .config
        .dims x
.global sz7
sz7 = 7
.text
.p2align 8
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
.text
.p2align 8
.global sc2
sc2 = 2
.global sa3
.global sx5
sx5 = 5
.global sx8
sx8 = 8
