.amdcl2
.rodata
