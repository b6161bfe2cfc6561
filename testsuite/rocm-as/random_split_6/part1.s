.format rocm
.newbinfmt
.eflags 6
.target "x"
.tripple "amdgcn-amd-amdhsa-amdgizcl"
