# .size of a symbol of another object, which this one declares .global
# (or uses): the last .size in link order
.rocm
.globaldata
.global gd0, gd1
gd0: .int 1, 2
gd1: .int 3
.size gd1, 7
.kernel k0
    .config
        .dims x
