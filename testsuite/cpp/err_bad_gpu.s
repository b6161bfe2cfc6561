.ifgpu nosuchgpu
.endif
