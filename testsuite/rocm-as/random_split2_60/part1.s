.rocm
.md_version 2, 3
