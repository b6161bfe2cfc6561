# a range that is no register: an unknown name is an expression
.usereg s0:r, rax:r
