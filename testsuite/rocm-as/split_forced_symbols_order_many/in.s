# -S symbols across three objects in clrxasm's symbol-table order; an object
# without code still puts the next code on a 256-byte boundary
.rocm
.kernel k0
    .config
        .dims x
.globaldata
.global sb0
sb0: .int 0
.globaldata
.global sa3
sa3: .int 3
.globaldata
.global sa4
sa4: .int 4
.global sa6
sa6 = 6
.globaldata
.global sa9
sa9: .int 9
.globaldata
.global sa18
sa18: .int 18
.text
.global sx20
sx20: s_nop 0
.text
.p2align 8
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
.text
.p2align 8
.global sx1
sx1 = 1
.global sz2
.text
.global sc7
sc7: s_nop 0
.globaldata
.global sy8
sy8: .int 8
.global sb11
sb11 = 11
.global sa12
sa12 = 12
.globaldata
.global sa13
sa13: .int 13
.global sa16
.globaldata
.global sy19
sy19: .int 19
.global sa21
