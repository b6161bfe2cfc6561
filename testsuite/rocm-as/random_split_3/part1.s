.rocm
.arch_minor 0
.eflags 43
