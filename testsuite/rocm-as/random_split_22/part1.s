.rocm
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
