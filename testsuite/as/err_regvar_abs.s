# expected by hand: clrxasm crashes (records into the absolute section)
.regvar rax:s
.usereg rax:r
.rvlin rax
.offset 0x100
.rvlin rax
.rvlin_once rax
