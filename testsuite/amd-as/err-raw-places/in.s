.kernel b
.metadata
.config
.entry 1,2
.uav
.entry 1,2
.entry 1,2,3,4
.proginfo
.entry 1,2,3
.cbmask 1,2
