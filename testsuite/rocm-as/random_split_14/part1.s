.format rocm
.nosectdiffs
.llvm10binfmt
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 3, 3
