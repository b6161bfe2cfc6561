.amd
.data
