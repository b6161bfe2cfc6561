.rocm
.arch_stepping 7
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.metadata
.ascii ":"
