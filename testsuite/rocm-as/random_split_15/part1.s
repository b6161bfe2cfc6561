.amd3
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 1
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 22, 93, 84
.global gd1
gd1:
.int 46, 38, 16, 96
