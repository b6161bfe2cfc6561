.cf_jump 1f
1:
.cf_jump 0x100
