.rocm
.arch_stepping 0
.md_version 0, 3
