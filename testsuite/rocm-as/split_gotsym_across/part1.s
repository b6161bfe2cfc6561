
.newbinfmt
.globaldata
.global table
table: .int 1, 2, 3
.gotsym table, table.got
.global table.got
.kernel k
    .config
        .dims x
