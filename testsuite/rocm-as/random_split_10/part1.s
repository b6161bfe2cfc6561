.amd3
.arch_minor 5
.eflags 55
.target ""
