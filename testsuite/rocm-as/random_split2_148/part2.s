.nosectdiffs
.globaldata
