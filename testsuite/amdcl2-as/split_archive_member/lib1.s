.globaldata
.global table
table:  .int 1, 2, 3, 4
