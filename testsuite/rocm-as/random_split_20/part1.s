.rocm
.arch_minor 4
.eflags 36
.tripple "t"
