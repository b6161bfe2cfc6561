# kernels.s - an AMD OpenCL 2.0 program (drivers 1912.05 and later, GCN 1.1
# and later) of two kernels whose code lives in other files (scale.s,
# shift.s): their configuration, and a table of constants in the global
# data that the code reads through relocations.  Build the three files
# separately and link them:
#   clrx-cc -b amdcl2 -g Bonaire -6 -c kernels.s scale.s shift.s
#   clrx-cc -b amdcl2 -g Bonaire -6 -o split.bin kernels.o scale.o shift.o
.amdcl2
.driver_version 200406
.globaldata
.global factors
factors:
        .float 2.0, 0.5, 10.0, 0.0
.kernel scale
    .config
        .dims x
        .useargs
        .usesetup
        .setupargs
        .arg data, float*, global
        .arg which, uint
.kernel shift
    .config
        .dims x
        .useargs
        .usesetup
        .setupargs
        .arg data, float*, global
