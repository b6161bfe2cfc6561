# .kcode + in an object that declares no kernel: the kernels of the objects
# before it (flag 0x400 of its ranges), as in the concatenated source
.rocm
.kernel k0
    .config
        .dims x
.kernel k1
    .config
        .dims xy
