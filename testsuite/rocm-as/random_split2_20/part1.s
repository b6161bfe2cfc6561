.amd3
.arch_minor 2
