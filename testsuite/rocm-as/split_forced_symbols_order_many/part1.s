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
