.offset 0x10
.cf_ret
