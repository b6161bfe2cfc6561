.rocm
.arch_minor 0
.eflags 10
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 0
.printf 2, "1c\tX0\t"
.printf 1, 8, 1, "9\"10Z!YaZ_Y"
