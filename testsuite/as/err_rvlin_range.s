.regvar rax:s:4
.rvlin rax[1:3]
.rvlin_once rax[2:4]
