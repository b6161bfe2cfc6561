.rocm
.nosectdiffs
.llvm10binfmt
.arch_stepping 4
.tripple "amdgcn-amd-amdhsa-amdgizcl"
