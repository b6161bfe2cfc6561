.format rocm
.md_version 1, 3
