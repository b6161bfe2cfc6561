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
.text
.p2align 8
.global gd1
.size gd1, 45
.text
k0:
.skip 256
    s_endpgm
    .int gd0 - k0
.size gd0, 2
