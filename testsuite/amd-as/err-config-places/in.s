.dims x
.config
.arg x, int
.kernel a
.dims x
.cws 1,2
.config
.cws 0,1,1
.cws 1,0
.cws 0,0,0
.userdata PTR_UAV_TABLE, 0, 16, 1
.userdata PTR_UAV_TABLE, 0, 10, 7
.userdata BADCLS, 0, 1, 1
.sgprsnum 103
.vgprsnum 257
.hwlocal 32769
.uavid 1024
.cbid 2000
.printfid
.privateid 1023
