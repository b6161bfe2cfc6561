# -S symbols across three objects in clrxasm's symbol-table order; an object
# without code still puts the next code on a 256-byte boundary
.rocm
.kernel k0
    .config
        .dims x
.global sz7
sz7 = 7
