.rocm
.newbinfmt
.arch_minor 9
.eflags 35
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 1
