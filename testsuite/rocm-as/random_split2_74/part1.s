.format rocm
.llvm10binfmt
.target ""
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.printf , 8, 1, "\\c"
.printf 1, "YX'-:_X!"
.printf , " &&Z a%c:"
