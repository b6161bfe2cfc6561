# table.s - global constant data (.rodata) of the program.
.rocm
.globaldata
.global factors
factors:
        .float 0.5, 1.0, 2.0, 4.0
