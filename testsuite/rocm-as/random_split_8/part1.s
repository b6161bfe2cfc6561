.rocm
.nosectdiffs
.md_version 1, 3
