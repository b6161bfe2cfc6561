# the size of a register variable: 1 to 65535
.regvar ok:s:65535
.regvar zero:s:0
