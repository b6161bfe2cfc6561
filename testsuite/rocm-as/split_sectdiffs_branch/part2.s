.globaldata
.global gdata1, gdata2
gdata1: .int 1
gdata2: .int 2, 3
