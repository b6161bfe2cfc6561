.usereg s0:r
.usereg s1
