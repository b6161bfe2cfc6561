.format rocm
.nosectdiffs
.target "x"
.metadata
.ascii "!_b&\":%_* 0"
