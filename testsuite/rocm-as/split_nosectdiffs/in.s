# .nosectdiffs holds in its own object: each object says it
.rocm
.nosectdiffs
.kernel k0
    .config
        .dims x
.text
.p2align 8
.nosectdiffs
.globaldata
.global gd0, gd1
gd0: .int 1, 2
gd1: .int 3
.text
.p2align 8
.nosectdiffs
.text
k0:
.skip 256
    s_mov_b32 s0, gd1 + 100
    .int gd1
    s_endpgm
