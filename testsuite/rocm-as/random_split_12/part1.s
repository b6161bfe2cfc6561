.amd3
.eflags 5
.target "x"
.tripple "t"
.md_version 0, 1
