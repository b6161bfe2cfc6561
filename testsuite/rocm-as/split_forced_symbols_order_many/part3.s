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
